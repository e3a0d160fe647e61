/**
 * A confirmation before a final action (390 px; docs/requirements.md#constants): what will happen,
 * then Cancel or the action ("Confirm" unless named, red for a refusal). Confirm runs `onConfirm`;
 * the caller closes the dialog when it is done.
 */
import { Button, type ButtonProps, Dialog, Text } from '@chakra-ui/react';
import { AppDialog } from './app-dialog.js';

export function ConfirmDialog({
  open,
  title,
  text,
  busy,
  confirmLabel = 'Confirm',
  colorPalette,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  busy?: boolean;
  confirmLabel?: string;
  colorPalette?: ButtonProps['colorPalette'];
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      maxW="390px"
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button onClick={onConfirm} loading={busy} colorPalette={colorPalette}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{text}</Text>
    </AppDialog>
  );
}
