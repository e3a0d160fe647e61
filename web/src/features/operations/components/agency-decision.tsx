/**
 * Operations decide on an agency application in review (docs/requirements.md#onboarding): Approve
 * or Return to Agency, each behind a confirmation dialog; a return needs a reason (core's
 * reviewOrganizationApplicationSchema). The server's refusal shows in the dialog.
 */
import { agencyReviewTexts, onboardingMessages, reviewOrganizationApplicationSchema } from '@almanac/core';
import { Button, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuUndo2 } from 'react-icons/lu';
import { AppDialog } from '../../../components/app-dialog.js';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';

export type AgencyDecision = { decision: 'approve' } | { decision: 'return'; reason: string };

export function AgencyDecisionActions({
  onDecide,
  deciding,
  error,
  onCancel,
}: {
  onDecide: (decision: AgencyDecision) => Promise<boolean>;
  deciding: boolean;
  error: string | null;
  /** The dialog closed without a decision (the last refusal is forgotten). */
  onCancel: () => void;
}) {
  const [open, setOpen] = useState<'approve' | 'return' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const close = () => {
    setOpen(null);
    setReasonError(undefined);
    onCancel();
  };
  const confirm = async () => {
    if (open === 'return') {
      const parsed = reviewOrganizationApplicationSchema.shape.input.safeParse({
        decision: 'return',
        reason,
      });
      if (!parsed.success) {
        setReasonError(parsed.error.issues[0]?.message ?? onboardingMessages.reason);
        return;
      }
    }
    const done = await onDecide(
      open === 'return' ? { decision: 'return', reason: reason.trim() } : { decision: 'approve' },
    );
    if (done) setOpen(null);
  };

  return (
    <>
      <Flex gap="3" wrap="wrap">
        <Button onClick={() => setOpen('approve')}>
          <LuCheck aria-hidden="true" /> {agencyReviewTexts.approve}
        </Button>
        <Button variant="outline" colorPalette="red" onClick={() => setOpen('return')}>
          <LuUndo2 aria-hidden="true" /> {agencyReviewTexts.returnToAgency}
        </Button>
      </Flex>
      <AppDialog
        open={open !== null}
        onClose={close}
        role="alertdialog"
        maxW="390px"
        title={open === 'return' ? agencyReviewTexts.returnTitle : agencyReviewTexts.approveTitle}
        form={{
          onSubmit: (e) => {
            e.preventDefault();
            void confirm();
          },
        }}
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={deciding}>
              Cancel
            </Button>
            <Button type="submit" loading={deciding} colorPalette={open === 'return' ? 'red' : undefined}>
              {open === 'return' ? agencyReviewTexts.returnToAgency : agencyReviewTexts.approve}
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <Text>{open === 'return' ? agencyReviewTexts.returnBody : agencyReviewTexts.approveBody}</Text>
          {open === 'return' ? (
            <FormField label={agencyReviewTexts.reasonLabel} error={reasonError} required>
              <Textarea rows={4} value={reason} onChange={(e) => setReason(e.target.value)} />
            </FormField>
          ) : null}
          <FormError message={error} />
        </Stack>
      </AppDialog>
    </>
  );
}
