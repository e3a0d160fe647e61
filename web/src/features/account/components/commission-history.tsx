/**
 * The commission history (docs/requirements.md#account-commissions): amount, status and payment
 * date of each commission, newest first; 6 at first and 6 more per "See More Payouts". A table on
 * wide screens, a list on narrow ones.
 */
import {
  commissionPaymentsTexts as texts,
  commissionStatusLabel,
  formatUsd,
  formatUsDate,
} from '@almanac/core';
import { Badge, Button, Card, HStack, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { LuWallet } from 'react-icons/lu';
import { ListEmpty, ListError } from '../../../components/list-states.js';
import { useIsMobile } from '../../../components/use-is-mobile.js';
import { useCommissionHistory, type AgentCommission } from '../api/payments-api.js';

const paymentDateOf = (c: AgentCommission) =>
  c.paymentDate ? formatUsDate(c.paymentDate.slice(0, 10)) : texts.notPaidYet;

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={status === 'PAID' ? 'green' : 'orange'} variant="subtle">
      {commissionStatusLabel(status)}
    </Badge>
  );
}

function CommissionTable({ items }: { items: AgentCommission[] }) {
  return (
    <Table.Root size="sm" aria-label={texts.historyTitle}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{texts.policyLabel}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{texts.amountLabel}</Table.ColumnHeader>
          <Table.ColumnHeader>{texts.statusLabel}</Table.ColumnHeader>
          <Table.ColumnHeader>{texts.paymentDateLabel}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((c) => (
          <Table.Row key={c._id}>
            <Table.Cell>{c.policyNumber}</Table.Cell>
            <Table.Cell textAlign="end">{formatUsd(c.amount)}</Table.Cell>
            <Table.Cell>
              <StatusBadge status={c.status} />
            </Table.Cell>
            <Table.Cell>{paymentDateOf(c)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function CommissionList({ items }: { items: AgentCommission[] }) {
  return (
    <Stack as="ul" aria-label={texts.historyTitle} gap="0" listStyleType="none">
      {items.map((c) => (
        <Stack as="li" key={c._id} gap="1" py="3" borderBottomWidth="1px">
          <HStack justify="space-between">
            <Text fontWeight="semibold">{formatUsd(c.amount)}</Text>
            <StatusBadge status={c.status} />
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {c.policyNumber} · {texts.paymentDateLabel}: {paymentDateOf(c)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

export function CommissionHistory() {
  const isMobile = useIsMobile();
  const history = useCommissionHistory();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="commission-history-title">
      <Card.Header>
        <Heading as="h2" size="md" id="commission-history-title">
          {texts.historyTitle}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {history.isPending ? <Skeleton height="24" /> : null}
          {history.isError ? (
            <ListError
              title="Your commission history could not be loaded."
              error={history.error}
              onRetry={() => void history.refetch()}
              retrying={history.isFetching}
            />
          ) : null}
          {history.isSuccess && history.items.length === 0 ? (
            <ListEmpty title={texts.empty} icon={LuWallet} />
          ) : null}
          {history.items.length > 0 ? (
            isMobile ? (
              <CommissionList items={history.items} />
            ) : (
              <CommissionTable items={history.items} />
            )
          ) : null}
          {history.hasNextPage ? (
            <Button
              alignSelf="center"
              variant="outline"
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {texts.seeMore}
            </Button>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
