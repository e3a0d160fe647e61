/**
 * Operations decide on a claim pending review (docs/requirements.md#claims): Approve (payable to
 * the policyholder's method) or Reject, each behind a confirmation dialog; a rejection needs a
 * reason of at least 3 characters (core's claimRejectionReasonError), internal to operations, and
 * takes an optional message to the policyholder (the only text the rejection e-mail carries). The
 * server's refusal shows in the dialog.
 */
import { CLIENT_MESSAGE_MAX, claimRejectionReasonError, claimTexts, clientMessageTexts } from '@almanac/core';
import { Button, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuX } from 'react-icons/lu';
import { AppDialog, CancelSaveFooter } from '../../../components/app-dialog.js';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';

export type ClaimDecision =
  { decision: 'APPROVE' } | { decision: 'REJECT'; reason: string; clientMessage: string };

export function ClaimDecisionActions({
  payout,
  payable,
  onDecide,
  deciding,
  error,
  onCancel,
}: {
  /** Dollars. */
  payout: number;
  /** How it would be paid: "ACH ••••1234" or "eCheck". */
  payable: string;
  /** Resolves true once recorded (the dialog closes), false when refused (the error shows). */
  onDecide: (decision: ClaimDecision) => Promise<boolean>;
  deciding: boolean;
  error: string | null;
  /** The dialog closed without a decision (the last refusal is forgotten). */
  onCancel: () => void;
}) {
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [clientMessage, setClientMessage] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const rejecting = open === 'reject';
  const close = () => {
    if (deciding) return;
    setOpen(null);
    setReasonError(undefined);
    onCancel();
  };
  const confirm = async () => {
    if (rejecting) {
      const refused = claimRejectionReasonError(reason);
      if (refused) {
        setReasonError(refused);
        return;
      }
    }
    const done = await onDecide(
      rejecting
        ? { decision: 'REJECT', reason: reason.trim(), clientMessage: clientMessage.trim() }
        : { decision: 'APPROVE' },
    );
    if (done) setOpen(null);
  };

  return (
    <>
      <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        <Button onClick={() => setOpen('approve')}>
          <LuCheck aria-hidden="true" /> {claimTexts.approve}
        </Button>
        <Button variant="outline" colorPalette="red" onClick={() => setOpen('reject')}>
          <LuX aria-hidden="true" /> {claimTexts.reject}
        </Button>
      </Flex>
      <AppDialog
        open={open !== null}
        onClose={close}
        role="alertdialog"
        maxW="390px"
        title={rejecting ? claimTexts.rejectTitle : claimTexts.approveTitle}
        form={{
          onSubmit: (e) => {
            e.preventDefault();
            void confirm();
          },
        }}
        footer={
          <CancelSaveFooter
            saving={deciding}
            label={rejecting ? claimTexts.reject : claimTexts.approve}
            colorPalette={rejecting ? 'red' : undefined}
          />
        }
      >
        <Stack gap="4">
          <Text>{rejecting ? claimTexts.rejectBody : claimTexts.approveBody(payout, payable)}</Text>
          {rejecting ? (
            <>
              <FormField label={claimTexts.reasonLabel} error={reasonError} required>
                <Textarea
                  rows={4}
                  value={reason}
                  onChange={(e) => {
                    setReason(e.target.value);
                    if (reasonError) setReasonError(undefined);
                  }}
                />
              </FormField>
              <FormField
                label={clientMessageTexts.clientMessageLabel}
                helper={clientMessageTexts.clientMessageHelper}
              >
                <Textarea
                  rows={3}
                  maxLength={CLIENT_MESSAGE_MAX}
                  value={clientMessage}
                  onChange={(e) => setClientMessage(e.target.value)}
                />
              </FormField>
            </>
          ) : null}
          <FormError message={error} />
        </Stack>
      </AppDialog>
    </>
  );
}
