/**
 * Mark Wire Received for a CLIENT_REVIEWED application (docs/requirements.md#binding,
 * #payment): the wire's reference and the date it arrived, checked by core's wireReceivedSchema;
 * recording it binds the contract. The server's refusal shows under the button.
 */
import { formatUsd, underwritingTexts, wireReceivedSchema } from '@almanac/core';
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';
import { localToday } from '../model/queue.js';

export interface WireValues {
  reference: string;
  receivedDate: string;
}

export function WireReceivedForm({
  totalDue,
  onRecord,
  submitting,
  error,
}: {
  /** What the client owes in full, whole dollars. */
  totalDue: number;
  onRecord: (values: WireValues) => Promise<void>;
  submitting: boolean;
  error: string | null;
}) {
  const today = useMemo(() => localToday(new Date()), []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WireValues>({
    resolver: zodResolver(wireReceivedSchema.shape.input) as unknown as Resolver<WireValues>,
    defaultValues: { reference: '', receivedDate: today },
  });

  return (
    <form noValidate aria-label={underwritingTexts.markWireReceived} onSubmit={handleSubmit(onRecord)}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {`Amount due in full: ${formatUsd(totalDue)}`}
        </Text>
        <FormField label="Wire reference" error={errors.reference?.message} required>
          <Input autoComplete="off" {...register('reference')} />
        </FormField>
        <FormField label="Date received" error={errors.receivedDate?.message} required>
          <Input type="date" max={today} {...register('receivedDate')} />
        </FormField>
        <Button type="submit" alignSelf="flex-start" loading={submitting} disabled={submitting}>
          {underwritingTexts.markWireReceived}
        </Button>
        <FormError message={error} />
      </Stack>
    </form>
  );
}
