/**
 * The loss report's review and signature (docs/requirements.md#claims, #validation-claims): the
 * client's typed signature ("Your signature is required"), the read confirmation, today's date
 * (prefilled, read-only) and the payout method: eCheck by default, ACH only when the client has
 * a bank account on file (shown masked). Core's lossReviewFormSchema checks them.
 */
import {
  clientReviewTexts,
  DEFAULT_PAYOUT_METHOD,
  formatUsDate,
  lossReportTexts,
  lossReviewFormSchema,
  PayoutMethod,
} from '@almanac/core';
import { Button, Card, Field, Heading, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { CheckboxField } from '../../../components/checkbox-field.js';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';
import type { LossReportReviewInput } from '../../../lib/graphql/generated/graphql.js';
import { localToday } from '../../../shared/dates/local-today.js';

export interface LossReviewValues {
  clientSignature: string;
  readConfirmation: boolean;
  reviewDate: string;
  payoutMethod: PayoutMethod;
}

/** saveLossReportReview's input: the API's names for the form's fields. */
export const lossReviewInputOf = (contractId: string, values: LossReviewValues): LossReportReviewInput => ({
  contractId,
  agreeElectronicNamedInsured: values.readConfirmation,
  clientSignature: values.clientSignature.trim(),
  reviewDate: values.reviewDate,
  payoutMethod: values.payoutMethod,
});

export function ReviewForm({
  achAccount,
  submitting,
  error,
  onSubmit,
}: {
  /** The masked bank account on file; null: eCheck only. */
  achAccount: string | null;
  submitting: boolean;
  error: string | null;
  onSubmit: (values: LossReviewValues) => Promise<void>;
}) {
  const now = useMemo(() => new Date(), []);
  const today = localToday(now);
  const methodLabelId = useId();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LossReviewValues>({
    resolver: zodResolver(lossReviewFormSchema(now, !!achAccount)) as unknown as Resolver<LossReviewValues>,
    defaultValues: {
      clientSignature: '',
      readConfirmation: false,
      reviewDate: today,
      payoutMethod: DEFAULT_PAYOUT_METHOD,
    },
    mode: 'onTouched',
  });
  const methods = achAccount ? [PayoutMethod.ECHECK, PayoutMethod.ACH] : [PayoutMethod.ECHECK];
  const methodLabel = (m: PayoutMethod) =>
    m === PayoutMethod.ACH ? `${lossReportTexts.achLabel} (${achAccount})` : lossReportTexts.eCheckLabel;

  return (
    <Card.Root variant="outline" borderRadius="xl" as="section" aria-labelledby="loss-review-sign-title">
      <Card.Body>
        <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
          <Stack gap="5">
            <Heading as="h2" id="loss-review-sign-title" size="lg" color="secondary.solid">
              {clientReviewTexts.signatureTitle}
            </Heading>
            <Field.Root invalid={!!errors.payoutMethod}>
              <Field.Label id={methodLabelId}>{lossReportTexts.payoutMethodLabel}</Field.Label>
              <Controller
                control={control}
                name="payoutMethod"
                render={({ field }) => (
                  <RadioGroup.Root
                    aria-labelledby={methodLabelId}
                    name={field.name}
                    value={field.value}
                    onValueChange={(e) => field.onChange(e.value ?? DEFAULT_PAYOUT_METHOD)}
                  >
                    <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '3', sm: '6' }} mt="1">
                      {methods.map((m) => (
                        <RadioGroup.Item key={m} value={m}>
                          <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{methodLabel(m)}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                )}
              />
              {errors.payoutMethod ? <Field.ErrorText>{errors.payoutMethod.message}</Field.ErrorText> : null}
            </Field.Root>
            <Stack gap="1">
              <CheckboxField
                control={control}
                name="readConfirmation"
                label={lossReportTexts.readConfirmationLabel}
              />
              {errors.readConfirmation ? (
                <Text color="fg.error" fontSize="sm" ms="7" role="alert">
                  {errors.readConfirmation.message}
                </Text>
              ) : null}
            </Stack>
            <FormField
              label={clientReviewTexts.signNameLabel}
              error={errors.clientSignature?.message}
              required
            >
              <Input autoComplete="name" placeholder="Type your full name" {...register('clientSignature')} />
            </FormField>
            <FormField label={clientReviewTexts.dateLabel} error={errors.reviewDate?.message} readOnly>
              <Input value={formatUsDate(today)} readOnly />
            </FormField>
            <FormError message={error} />
            <Stack align={{ base: 'stretch', md: 'flex-end' }}>
              <Button type="submit" size="lg" disabled={submitting} loading={submitting}>
                {lossReportTexts.submit}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
