/**
 * The broker's signature (docs/requirements.md#broker-signature, #validation-broker-signature):
 * the confirmation, the typed signature and today's date, checked by core's schema; Submit while
 * valid and not submitting.
 */
import { BROKER_CONFIRMATION_TEXT, brokerSignatureSchema, formatUsDate } from '@almanac/core';
import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { AppDialog } from '../../../components/app-dialog.js';
import { CheckboxField } from '../../../components/checkbox-field.js';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';
import { localToday } from '../model/application-form.js';

export interface SignatureValues {
  confirmed: boolean;
  signature: string;
  date: string;
}

export function SignatureDialog({
  open,
  onClose,
  onSubmit,
  submitting,
  error,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (values: SignatureValues) => Promise<void>;
  submitting: boolean;
  error: string | null;
}) {
  const now = useMemo(() => new Date(), []);
  const today = localToday(now);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid },
  } = useForm<SignatureValues>({
    resolver: zodResolver(brokerSignatureSchema(now)) as unknown as Resolver<SignatureValues>,
    defaultValues: { confirmed: false, signature: '', date: today },
    mode: 'onTouched',
  });
  useEffect(() => {
    if (open) reset({ confirmed: false, signature: '', date: today });
  }, [open, reset, today]);

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Sign Application"
      form={{ onSubmit: handleSubmit(onSubmit) }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={!isValid || submitting} loading={submitting}>
            Submit
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <CheckboxField control={control} name="confirmed" label={BROKER_CONFIRMATION_TEXT} />
        <FormField label="Broker's Signature" error={errors.signature?.message} required>
          <Input autoComplete="name" placeholder="Type your full name" {...register('signature')} />
        </FormField>
        <FormField label="Date" readOnly>
          <Input value={formatUsDate(today)} readOnly />
        </FormField>
        <FormError message={error} />
      </Stack>
    </AppDialog>
  );
}
