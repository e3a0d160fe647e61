import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../../components/app-dialog.js';
import { FormError } from '../../../components/form-error.js';

/** The delete confirmation (docs/requirements.md#constants: 390 px wide, Confirm and Cancel). */
export function DeleteQuoteDialog({
  open,
  onClose,
  onConfirm,
  deleting,
  error,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  deleting: boolean;
  error: string | null;
}) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Delete Premium Indication"
      role="alertdialog"
      maxW="390px"
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={deleting}>
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="red" onClick={onConfirm} loading={deleting}>
            Confirm
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>
          Are you sure you want to delete this premium indication? It will be removed from your Premium
          Indications Table.
        </Text>
        <FormError message={error} />
      </Stack>
    </AppDialog>
  );
}
