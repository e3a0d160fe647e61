/**
 * The terms flow's modals (docs/requirements.md#quoter-pricing, #error-codes): High Server Load and
 * "No option found.".
 */
import { Button, Dialog, Flex, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from '../../../../components/app-dialog.js';
import {
  HIGH_SERVER_LOAD_TEXT,
  HIGH_SERVER_LOAD_TITLE,
  NO_OPTION_TEXT,
  NO_OPTION_TITLE,
} from '../../../../shared/quote/pricing-messages.js';

/** Open while a request repeated without sync is being priced; it closes on success. */
export function HighServerLoadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <PricingAlert open={open} onClose={onClose} title={HIGH_SERVER_LOAD_TITLE}>
      <Text>{HIGH_SERVER_LOAD_TEXT}</Text>
      <Flex role="status" align="center" gap="2" mt="4" color="fg.muted" fontSize="sm">
        <Spinner size="sm" />
        Your request is queued and will be priced shortly. You can keep this window open or close it.
      </Flex>
    </PricingAlert>
  );
}

export function NoOptionDialog({
  open,
  onClose,
  onExpand,
  reason,
}: {
  open: boolean;
  onClose: () => void;
  onExpand: () => void;
  /** The server's own reason, shown above the catalogue's text. */
  reason?: string;
}) {
  return (
    <PricingAlert
      open={open}
      onClose={onClose}
      title={NO_OPTION_TITLE}
      action={<Button onClick={onExpand}>Expand criteria</Button>}
    >
      {reason ? (
        <Text mb="2" fontWeight="medium">
          {reason}
        </Text>
      ) : null}
      <Text>{NO_OPTION_TEXT}</Text>
    </PricingAlert>
  );
}

/** An alert dialog with a Close button, then `action` when given. */
function PricingAlert({
  open,
  onClose,
  title,
  action,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      maxW="440px"
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Close</Button>
          </Dialog.ActionTrigger>
          {action}
        </>
      }
    >
      {children}
    </AppDialog>
  );
}
