/**
 * Payout information (docs/requirements.md#account-commissions): the saved account, masked, with
 * Edit; the form when there is none yet or while editing. A save confirms with the update toast;
 * a failure shows the payout form's failure text (core's payoutSaveErrorTextFor).
 */
import {
  commissionPaymentsTexts as texts,
  payoutSaveErrorTextFor,
  UPDATE_TOAST_MS,
  updateToastTexts,
} from '@almanac/core';
import { Button, Card, HStack, Heading, Skeleton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ListError } from '../../../components/list-states.js';
import { toaster } from '../../../components/toaster-store.js';
import { errorCode, isGraphqlError } from '../../../lib/graphql/index.js';
import { usePayoutInformation, useSavePayoutInformation } from '../api/payments-api.js';
import {
  agentPaymentInputOf,
  payoutFormValuesOf,
  type PayoutFormValues,
} from '../model/payout-form-values.js';
import { PayoutForm } from './payout-form.js';
import { PayoutSummary } from './payout-summary.js';

export function PayoutSection() {
  const payout = usePayoutInformation();
  const save = useSavePayoutInformation();
  const [editing, setEditing] = useState(false);
  const saved = payout.data ?? null;
  const showForm = !payout.isPending && !payout.isError && (editing || !saved);

  const submit = async (values: PayoutFormValues) => {
    try {
      await save.mutateAsync(agentPaymentInputOf(values));
      toaster.create({ type: 'success', title: updateToastTexts.updated, duration: UPDATE_TOAST_MS });
      setEditing(false);
    } catch (e) {
      const title = payoutSaveErrorTextFor(errorCode(e), isGraphqlError(e) ? e.message : undefined);
      toaster.create({ type: 'error', title, duration: 5000 });
    }
  };

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="payout-title">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md" id="payout-title">
            {texts.payoutTitle}
          </Heading>
          {saved && !editing ? (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {saved || editing ? texts.payoutLead : texts.noPayoutYet}
        </Text>
      </Card.Header>
      <Card.Body>
        {payout.isPending ? <Skeleton height="40" /> : null}
        {payout.isError ? (
          <ListError
            title="Your payout information could not be loaded."
            error={payout.error}
            onRetry={() => void payout.refetch()}
            retrying={payout.isFetching}
          />
        ) : null}
        {showForm ? (
          <PayoutForm
            initial={payoutFormValuesOf(saved)}
            submitting={save.isPending}
            onSubmit={submit}
            onCancel={saved ? () => setEditing(false) : undefined}
          />
        ) : null}
        {saved && !editing ? <PayoutSummary saved={saved} /> : null}
      </Card.Body>
    </Card.Root>
  );
}
