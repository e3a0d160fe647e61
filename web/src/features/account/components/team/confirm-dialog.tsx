import { Button, Dialog, Text } from '@chakra-ui/react';
import { AppDialog } from '../../../../components/app-dialog.js';

/** A confirmation (390 px, "Confirm" / "Cancel"; docs/requirements.md#constants). */
export function ConfirmDialog({
  open,
  title,
  text,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  busy?: boolean;
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
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button onClick={onConfirm} loading={busy}>
            Confirm
          </Button>
        </>
      }
    >
      <Text>{text}</Text>
    </AppDialog>
  );
}
