/**
 * One tab of the operations claims list (docs/requirements.md#claims): a row per claim with the
 * policy number (opening the claim), the named insured, the program, the policy period, the
 * observed index against the trigger, the payout, the settled date and the loss reports filed; a
 * decided claim also shows its decision's day. Below 900 px each claim is a card.
 */
import { operationsClaimPath } from '@almanac/core';
import { Box, Card, DataList, Link as ChakraLink, Stack, Table } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useIsMobile } from '../../../components/use-is-mobile.js';
import { dayOf } from '../../../shared/policy-index/policy-index-model.js';
import {
  type ClaimRow,
  type ClaimTab,
  claimPeriodOf,
  claimProgramOf,
  filedReportsOf,
  indexVsTriggerOf,
  payoutOf,
  settledDayOf,
} from '../model/claims.js';

/** Right-aligned columns. */
const NUMERIC = new Set(['Payout', 'Loss Reports']);

function PolicyLink({ claim }: { claim: ClaimRow }) {
  return (
    <ChakraLink asChild fontWeight="semibold" color="primary.fg">
      <Link to={operationsClaimPath(claim.id)}>{claim.policyNumber}</Link>
    </ChakraLink>
  );
}

function cellsOf(claim: ClaimRow, decided: boolean): [string, string][] {
  const rows: [string, string][] = [
    ['Named Insured', claim.namedInsured ?? '—'],
    ['Program', claimProgramOf(claim)],
    ['Policy Period', claimPeriodOf(claim)],
    ['Index vs Trigger', indexVsTriggerOf(claim)],
    ['Payout', payoutOf(claim)],
    ['Settled', settledDayOf(claim)],
    ['Loss Reports', String(filedReportsOf(claim.lossReports).length)],
  ];
  if (decided) rows.push(['Decided', dayOf(claim.decidedAt)]);
  return rows;
}

function ClaimCards({ tab, items }: { tab: ClaimTab; items: readonly ClaimRow[] }) {
  const decided = tab.key !== 'pending';
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={tab.label}>
      {items.map((c) => (
        <Box as="li" key={c.id}>
          <Card.Root variant="outline" borderRadius="lg">
            <Card.Body gap="3" p="4">
              <PolicyLink claim={c} />
              <DataList.Root orientation="horizontal" size="sm" gap="1.5">
                {cellsOf(c, decided).map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
                    <DataList.ItemValue>{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Card.Body>
          </Card.Root>
        </Box>
      ))}
    </Stack>
  );
}

export function ClaimsTable({
  tab,
  items,
  busy,
}: {
  tab: ClaimTab;
  items: readonly ClaimRow[];
  busy?: boolean;
}) {
  const mobile = useIsMobile();
  if (mobile) return <ClaimCards tab={tab} items={items} />;
  const decided = tab.key !== 'pending';
  const headers = ['Policy Number', ...cellsOf(items[0]!, decided).map(([label]) => label)];
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg" whiteSpace="normal">
      <Table.Root size="sm" aria-label={tab.label} aria-busy={busy ? true : undefined}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {headers.map((h) => (
              <Table.ColumnHeader key={h} textAlign={NUMERIC.has(h) ? 'end' : undefined} whiteSpace="nowrap">
                {h}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((c) => (
            <Table.Row key={c.id}>
              <Table.Cell py="3" whiteSpace="nowrap">
                <PolicyLink claim={c} />
              </Table.Cell>
              {cellsOf(c, decided).map(([label, value]) => (
                <Table.Cell
                  key={label}
                  whiteSpace={label === 'Named Insured' || label === 'Program' ? 'normal' : 'nowrap'}
                  textAlign={NUMERIC.has(label) ? 'end' : undefined}
                >
                  {value}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
