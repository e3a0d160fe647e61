/**
 * One tab of the operations queue (docs/requirements.md#binding): a row per application with the
 * client, the agency and agent, the program, the limit, the policy period, when it was submitted
 * (and, awaiting payment, when the client signed and when payment is due) and why it needed an
 * underwriter. The client's name opens the application's page.
 */
import { operationsApplicationPath } from '@almanac/core';
import { Badge, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import {
  agencyOf,
  dayOf,
  insuredOf,
  limitOf,
  periodOf,
  programOf,
  type QueueTab,
  reasonLabels,
  type ReviewContract,
} from '../model/queue.js';

function Reasons({ contract }: { contract: ReviewContract }) {
  const reasons = reasonLabels(contract);
  if (reasons.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {reasons.map((r) => (
        <li key={r}>
          <Badge colorPalette="warning" variant="subtle" whiteSpace="normal" textAlign="start">
            {r}
          </Badge>
        </li>
      ))}
    </Stack>
  );
}

export function QueueTable({
  tab,
  items,
  busy,
}: {
  tab: QueueTab;
  items: readonly ReviewContract[];
  busy?: boolean;
}) {
  const awaitingPayment = tab.key === 'awaiting-payment';
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg" whiteSpace="normal">
      <Table.Root size="sm" aria-label={tab.label} aria-busy={busy ? true : undefined}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>Client</Table.ColumnHeader>
            <Table.ColumnHeader>Agency / Agent</Table.ColumnHeader>
            <Table.ColumnHeader>Program</Table.ColumnHeader>
            <Table.ColumnHeader>Limit</Table.ColumnHeader>
            <Table.ColumnHeader>Policy Period</Table.ColumnHeader>
            <Table.ColumnHeader>Submitted</Table.ColumnHeader>
            {awaitingPayment ? (
              <>
                <Table.ColumnHeader>Client Signed</Table.ColumnHeader>
                <Table.ColumnHeader>Payment Due</Table.ColumnHeader>
              </>
            ) : null}
            <Table.ColumnHeader>Underwriting Reasons</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((c) => {
            const insured = insuredOf(c);
            return (
              <Table.Row key={c.id}>
                <Table.Cell py="3">
                  <ChakraLink asChild fontWeight="semibold" color="primary.fg">
                    <Link to={operationsApplicationPath(c.id)}>{c.clientName}</Link>
                  </ChakraLink>
                  {insured && insured !== c.clientName ? (
                    <Text fontSize="xs" color="fg.muted">
                      {insured}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>{agencyOf(c)}</Table.Cell>
                <Table.Cell>{programOf(c)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{limitOf(c)}</Table.Cell>
                <Table.Cell minW="36">{periodOf(c)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{dayOf(c.submittedAt)}</Table.Cell>
                {awaitingPayment ? (
                  <>
                    <Table.Cell whiteSpace="nowrap">{dayOf(c.clientSignature?.date)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{dayOf(c.paymentDueDate)}</Table.Cell>
                  </>
                ) : null}
                <Table.Cell minW="48">
                  <Reasons contract={c} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
