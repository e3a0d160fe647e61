/**
 * An underwriter's decision on a PENDING_APPROVAL application (docs/requirements.md#binding):
 * internal notes (reviewDescription, never shown to the client), an optional message to the
 * client (clientMessage, the only text the decision e-mails carry) and Approve or Reject, checked
 * by core's reviewContractSchema (notes are required to reject). Both are final, so each asks
 * first (core's operationsConfirmTexts: what will happen). The server's refusal shows under the
 * buttons.
 */
import {
  clientMessageTexts,
  operationsConfirmTexts,
  reviewContractSchema,
  underwritingTexts,
} from '@almanac/core';
import { Button, Flex, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { LuCheck, LuX } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';

export interface ReviewValues {
  isApproved: boolean | null;
  reviewDescription: string;
  clientMessage: string;
}

export interface ReviewDecision {
  isApproved: boolean;
  reviewDescription: string;
  clientMessage: string;
}

export function ReviewForm({
  onDecide,
  submitting,
  error,
}: {
  onDecide: (decision: ReviewDecision) => Promise<void>;
  submitting: boolean;
  error: string | null;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<ReviewValues>({
    resolver: zodResolver(reviewContractSchema.shape.input) as unknown as Resolver<ReviewValues>,
    defaultValues: { isApproved: null, reviewDescription: '', clientMessage: '' },
  });
  const deciding = watch('isApproved');
  /** The valid decision waiting for its confirmation. */
  const [asking, setAsking] = useState<ReviewDecision | null>(null);

  const decide = (isApproved: boolean) => {
    setValue('isApproved', isApproved);
    void handleSubmit((values) =>
      setAsking({
        isApproved: values.isApproved === true,
        reviewDescription: values.reviewDescription,
        clientMessage: values.clientMessage,
      }),
    )();
  };
  const confirm = async () => {
    if (!asking) return;
    await onDecide(asking);
    setAsking(null);
  };

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} aria-label="Decision">
      <Stack gap="4">
        <FormField
          label={clientMessageTexts.internalNotesLabel}
          helper="Required to reject."
          error={errors.reviewDescription?.message}
        >
          <Textarea rows={4} {...register('reviewDescription')} />
        </FormField>
        <FormField
          label={clientMessageTexts.clientMessageLabel}
          helper={clientMessageTexts.clientMessageHelper}
          error={errors.clientMessage?.message}
        >
          <Textarea rows={3} {...register('clientMessage')} />
        </FormField>
        <Flex gap="3" wrap="wrap">
          <Button
            type="button"
            onClick={() => decide(true)}
            loading={submitting && deciding === true}
            disabled={submitting}
          >
            <LuCheck aria-hidden="true" /> {underwritingTexts.approve}
          </Button>
          <Button
            type="button"
            variant="outline"
            colorPalette="red"
            onClick={() => decide(false)}
            loading={submitting && deciding === false}
            disabled={submitting}
          >
            <LuX aria-hidden="true" /> {underwritingTexts.reject}
          </Button>
        </Flex>
        <FormError message={error} />
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.isApproved ? operationsConfirmTexts.approveTitle : operationsConfirmTexts.rejectTitle}
        text={asking?.isApproved ? operationsConfirmTexts.approveBody : operationsConfirmTexts.rejectBody}
        confirmLabel={asking?.isApproved ? underwritingTexts.approve : underwritingTexts.reject}
        colorPalette={asking?.isApproved ? undefined : 'red'}
        busy={submitting}
        onConfirm={() => void confirm()}
        onClose={() => {
          if (!submitting) setAsking(null);
        }}
      />
    </form>
  );
}
