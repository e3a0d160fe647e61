/**
 * The payout form (docs/requirements.md#account-commissions, #validation-payout): bank
 * (depository) name, an optional name on the account, routing and account numbers, checking or
 * savings. Validated on every change with core's payoutInformationSchema; Save is enabled only
 * while the form is valid and changed. The 7-day note sits above the actions.
 */
import {
  accountTypeLabels,
  accountTypes,
  commissionPaymentsTexts as texts,
  PAYOUT_CHANGE_NOTE,
  payoutInformationSchema,
} from '@almanac/core';
import { Button, Field, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.js';
import type { PayoutFormValues } from '../model/payout-form-values.js';

const resolver = zodResolver(payoutInformationSchema) as unknown as Resolver<PayoutFormValues>;

export function PayoutForm({
  initial,
  submitting,
  onSubmit,
  onCancel,
}: {
  initial: PayoutFormValues;
  submitting: boolean;
  onSubmit: (values: PayoutFormValues) => Promise<void>;
  /** Shown when there is saved information to go back to. */
  onCancel?: () => void;
}) {
  const typeLabelId = useId();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isValid, isDirty },
  } = useForm<PayoutFormValues>({ resolver, defaultValues: initial, mode: 'onChange' });

  return (
    <form noValidate aria-label={texts.payoutTitle} onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <Stack gap="4">
        <FormField label={texts.depositoryNameLabel} error={errors.depositoryName?.message} required>
          <Input autoComplete="off" {...register('depositoryName')} />
        </FormField>
        <FormField label={texts.accountNameLabel} error={errors.namesOnTheAccount?.message}>
          <Input autoComplete="name" {...register('namesOnTheAccount')} />
        </FormField>
        <FormField label={texts.routingNumberLabel} error={errors.routingNumber?.message} required>
          <Input inputMode="numeric" autoComplete="off" maxLength={11} {...register('routingNumber')} />
        </FormField>
        <FormField label={texts.accountNumberLabel} error={errors.accountNumber?.message} required>
          <Input inputMode="numeric" autoComplete="off" maxLength={14} {...register('accountNumber')} />
        </FormField>
        <Field.Root invalid={!!errors.accountType} required>
          <Text id={typeLabelId} fontWeight="medium" fontSize="sm">
            {texts.accountTypeLabel}
          </Text>
          <Controller
            control={control}
            name="accountType"
            render={({ field }) => (
              <RadioGroup.Root
                aria-labelledby={typeLabelId}
                name={field.name}
                value={field.value || null}
                onValueChange={(e) => field.onChange(e.value ?? '')}
              >
                <HStack gap="6" mt="1">
                  {accountTypes.map((t) => (
                    <RadioGroup.Item key={t} value={t}>
                      <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{accountTypeLabels[t]}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            )}
          />
          {errors.accountType ? <Field.ErrorText>{errors.accountType.message}</Field.ErrorText> : null}
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          {PAYOUT_CHANGE_NOTE}
        </Text>
        <HStack justify="flex-end" gap="3">
          {onCancel ? (
            <Button variant="outline" type="button" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={submitting} disabled={!isValid || !isDirty || submitting}>
            Save
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
