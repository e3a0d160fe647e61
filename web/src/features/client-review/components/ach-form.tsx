/**
 * The ACH form (docs/requirements.md#payment, #validation-ach): bank (depository) name, names on
 * the account, routing and account numbers, checking or savings, the ACH authorisation and the
 * client's signature with today's date. Core's achFormSchema checks it with the requirement's
 * messages (routing numbers also pass the ABA checksum); Authorize Payment is enabled while the
 * form is valid and nothing is being sent.
 */
import {
  ACH_AUTHORIZATION_TEXT,
  accountTypeLabels,
  accountTypes,
  achFormSchema,
  clientPageTexts,
  clientReviewTexts,
  formatUsDate,
  paymentTexts,
} from '@almanac/core';
import { Box, Button, Card, Field, Heading, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';
import type { ClientPaymentInput } from '../../../lib/graphql/generated/graphql.js';
import { localToday } from '../../../shared/dates/local-today.js';

export interface AchValues {
  depositoryName: string;
  accountName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: string;
  signName: string;
  signDate: string;
}

/** The API's names for the form's (checked) fields. */
export const clientPaymentInputOf = (v: AchValues): ClientPaymentInput => ({
  depositoryName: v.depositoryName.trim(),
  namesOnTheAccount: v.accountName.trim(),
  routingNumber: v.routingNumber,
  accountNumber: v.accountNumber,
  accountType: v.accountType,
  signature: v.signName.trim(),
  signDate: v.signDate,
});

export function AchForm({
  submitting,
  error,
  onSubmit,
}: {
  submitting: boolean;
  /** The server's message after a failed payment, shown under the form. */
  error: string | null;
  onSubmit: (values: AchValues) => Promise<void>;
}) {
  const now = useMemo(() => new Date(), []);
  const today = localToday(now);
  const typeLabelId = useId();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<AchValues>({
    resolver: zodResolver(achFormSchema(now)) as unknown as Resolver<AchValues>,
    defaultValues: {
      depositoryName: '',
      accountName: '',
      routingNumber: '',
      accountNumber: '',
      accountType: '',
      signName: '',
      signDate: today,
    },
    mode: 'onTouched',
  });

  return (
    <Card.Root variant="outline" borderRadius="xl" as="section" aria-labelledby="client-ach-title">
      <Card.Body>
        <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
          <Stack gap="5">
            <Stack gap="1">
              <Heading as="h2" id="client-ach-title" size="lg" color="secondary.solid">
                {paymentTexts.achTitle}
              </Heading>
              <Text color="fg.muted">{clientPageTexts.achLead}</Text>
            </Stack>
            <FormField
              label={paymentTexts.depositoryNameLabel}
              error={errors.depositoryName?.message}
              required
            >
              <Input autoComplete="off" {...register('depositoryName')} />
            </FormField>
            <FormField label={paymentTexts.accountNameLabel} error={errors.accountName?.message} required>
              <Input autoComplete="name" {...register('accountName')} />
            </FormField>
            <FormField label={paymentTexts.routingNumberLabel} error={errors.routingNumber?.message} required>
              <Input inputMode="numeric" autoComplete="off" maxLength={11} {...register('routingNumber')} />
            </FormField>
            <FormField label={paymentTexts.accountNumberLabel} error={errors.accountNumber?.message} required>
              <Input inputMode="numeric" autoComplete="off" maxLength={20} {...register('accountNumber')} />
            </FormField>
            <Field.Root invalid={!!errors.accountType} required>
              <Text id={typeLabelId} fontWeight="medium" fontSize="sm">
                {paymentTexts.accountTypeLabel}
              </Text>
              <Controller
                control={control}
                name="accountType"
                render={({ field }) => (
                  <RadioGroup.Root
                    aria-labelledby={typeLabelId}
                    name={field.name}
                    value={field.value || null}
                    onValueChange={(e) => {
                      field.onChange(e.value ?? '');
                      field.onBlur();
                    }}
                  >
                    <Stack direction="row" gap="6" mt="1">
                      {accountTypes.map((t) => (
                        <RadioGroup.Item key={t} value={t}>
                          <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{accountTypeLabels[t]}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                )}
              />
              {errors.accountType ? <Field.ErrorText>{errors.accountType.message}</Field.ErrorText> : null}
            </Field.Root>
            <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
              <Text fontSize="sm">{ACH_AUTHORIZATION_TEXT}</Text>
            </Box>
            <FormField label={paymentTexts.signNameLabel} error={errors.signName?.message} required>
              <Input autoComplete="name" placeholder="Type your full name" {...register('signName')} />
            </FormField>
            <FormField label={clientReviewTexts.dateLabel} error={errors.signDate?.message} readOnly>
              <Input value={formatUsDate(today)} readOnly />
            </FormField>
            <FormError message={error} />
            <Stack align={{ base: 'stretch', md: 'flex-end' }}>
              <Button type="submit" size="lg" disabled={!isValid || submitting} loading={submitting}>
                {paymentTexts.submit}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
