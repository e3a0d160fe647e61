/**
 * Mark Wire Received for a CLIENT_REVIEWED application (docs/requirements.md#binding,
 * #payment): the wire's reference and the date it arrived, checked by core's
 * wireReceivedFormSchema (not before the application was submitted, not after today); recording
 * it binds the contract, so it asks first (core's operationsConfirmTexts). The server's refusal
 * shows under the button.
 */
import {
  applicationDayOf,
  formatUsd,
  operationsConfirmTexts,
  underwritingTexts,
  wireReceivedFormSchema,
} from '@almanac/core';
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';
import { localToday } from '../model/queue.js';

export interface WireValues {
  reference: string;
  receivedDate: string;
}

export function WireReceivedForm({
  totalDue,
  submittedAt,
  onRecord,
  submitting,
  error,
}: {
  /** What the client owes in full, whole dollars. */
  totalDue: number;
  /** When the agent submitted the application: the earliest day a wire can have arrived. */
  submittedAt: string | null;
  onRecord: (values: WireValues) => Promise<void>;
  submitting: boolean;
  error: string | null;
}) {
  const today = useMemo(() => localToday(new Date()), []);
  const applicationDate = applicationDayOf({ submittedAt });
  const schema = useMemo(
    () => wireReceivedFormSchema({ applicationDate, latest: today }),
    [applicationDate, today],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WireValues>({
    resolver: zodResolver(schema) as unknown as Resolver<WireValues>,
    defaultValues: { reference: '', receivedDate: today },
  });
  /** The valid wire waiting for its confirmation. */
  const [asking, setAsking] = useState<WireValues | null>(null);
  const confirm = async () => {
    if (!asking) return;
    await onRecord(asking);
    setAsking(null);
  };

  return (
    <form noValidate aria-label={underwritingTexts.markWireReceived} onSubmit={handleSubmit(setAsking)}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {`Amount due in full: ${formatUsd(totalDue)}`}
        </Text>
        <FormField label="Wire reference" error={errors.reference?.message} required>
          <Input autoComplete="off" {...register('reference')} />
        </FormField>
        <FormField label="Date received" error={errors.receivedDate?.message} required>
          <Input type="date" min={applicationDate ?? undefined} max={today} {...register('receivedDate')} />
        </FormField>
        <Button type="submit" alignSelf="flex-start" loading={submitting} disabled={submitting}>
          {underwritingTexts.markWireReceived}
        </Button>
        <FormError message={error} />
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={operationsConfirmTexts.wireTitle}
        text={asking ? operationsConfirmTexts.wireBody(totalDue, asking.receivedDate, asking.reference) : ''}
        confirmLabel={underwritingTexts.markWireReceived}
        busy={submitting}
        onConfirm={() => void confirm()}
        onClose={() => {
          if (!submitting) setAsking(null);
        }}
      />
    </form>
  );
}
