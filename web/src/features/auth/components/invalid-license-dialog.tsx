import { stateName } from '@almanac/core';
import { Text } from '@chakra-ui/react';
import { MessageDialog } from '../../../components/message-dialog.js';

/** Sign-up failed with 'Invalid State License Number' (docs/requirements.md#error-messages). */
export function InvalidLicenseDialog({
  open,
  licenseNumber,
  state,
  onClose,
}: {
  open: boolean;
  licenseNumber?: string;
  state?: string;
  onClose: () => void;
}) {
  const where = state ? (stateName(state) ?? state) : 'the selected state';
  return (
    <MessageDialog
      open={open}
      title="No valid NPN found"
      onClose={onClose}
      actionLabel="Check my details"
      width="450px"
    >
      <Text>
        We could not find a valid National Producer Number (NPN) for license number{' '}
        <strong>{licenseNumber || '(none)'}</strong> in <strong>{where}</strong>.
      </Text>
      <Text mt="3" color="fg.muted">
        Please check your State License Number and state and try again. If they are correct, contact us and we
        will help you finish signing up.
      </Text>
    </MessageDialog>
  );
}
