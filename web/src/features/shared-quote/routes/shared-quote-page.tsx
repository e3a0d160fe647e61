/**
 * /shared/{token}: the premium indication an agent e-mailed, read-only, for whoever holds the
 * link (no account needed): the coverage terms, the premium, what it would have paid in each past
 * year, who sent it and until when the link works. Unknown, withdrawn and expired links say so.
 */
import {
  AS_IF_TODAY_LABEL,
  AS_IF_TODAY_NOTE,
  formatIndexValue,
  formatUsd,
  formatUsDate,
  INDICATION_NOT_AN_OFFER_NOTE,
  SHARED_LINK_EXPIRED_MESSAGE,
  SHARED_LINK_INVALID_MESSAGE,
} from '@almanac/core';
import {
  Alert,
  Card,
  DataList,
  Heading,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { DemoDataAlert } from '../../../components/demo-data-alert.js';
import { Page } from '../../../components/page.js';
import { displayError, errorCode } from '../../../lib/graphql/index.js';
import { type SharedQuote, useSharedQuote } from '../api/shared-quote-api.js';

export default function SharedQuotePage() {
  const { token = '' } = useParams();
  const query = useSharedQuote(token);
  if (query.isPending) {
    return (
      <Page title="Premium indication">
        <Spinner role="status" aria-label="Loading the premium indication" color="primary.solid" />
      </Page>
    );
  }
  if (query.isError || !query.data) {
    const code = errorCode(query.error);
    const message =
      code === 'TOKEN_EXPIRED'
        ? SHARED_LINK_EXPIRED_MESSAGE
        : code === 'INVALID_TOKEN' || code === 'VALIDATION_ERROR' || !query.isError
          ? SHARED_LINK_INVALID_MESSAGE
          : displayError(query.error);
    return (
      <Page title="Premium indication" maxW="3xl">
        <Alert.Root status="warning" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This premium indication cannot be shown</Alert.Title>
            <Alert.Description>{message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Page>
    );
  }
  return <SharedQuoteView quote={query.data} />;
}

const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

function SharedQuoteView({ quote: q }: { quote: SharedQuote }) {
  const from = q.sharedBy.agency ? `${q.sharedBy.name} of ${q.sharedBy.agency}` : q.sharedBy.name;
  const paidYears = q.history.filter((y) => y.payout > 0).length;
  const paidToday = q.history.filter((y) => y.payoutAsIfToday > 0).length;
  const coverage: [string, string][] = [
    ['Program', `${q.programTitle} (${q.programName})`],
    ['Policy period', `${formatUsDate(q.startDate)} – ${formatUsDate(q.endDate)} (${q.days} days)`],
    ['Application deadline', formatUsDate(q.applicationDeadline)],
    ['Limit of liability', formatUsd(q.limitOfLiability)],
    ['Trigger', formatIndexValue(q.trigger, q.unit)],
    ...(q.exhaust === null ? [] : ([['Exhaust', formatIndexValue(q.exhaust, q.unit)]] as [string, string][])),
    ...(q.dailyPrecipitationCap === null
      ? []
      : ([['Daily rainfall cap', formatIndexValue(q.dailyPrecipitationCap, q.unit)]] as [string, string][])),
  ];
  const premium: [string, string][] = [
    ['Net premium', formatUsd(q.netPremium)],
    ...(q.taxStatus === 'available'
      ? ([
          [
            'Estimated taxes and fees',
            q.estimatedTaxesAndFees === null ? 'TBD' : formatUsd(q.estimatedTaxesAndFees),
          ],
          ['Estimated gross premium', formatUsd(q.estimatedGrossPremium ?? q.netPremium)],
        ] as [string, string][])
      : ([['Estimated gross premium', `TBD (${q.taxMessage ?? ''})`]] as [string, string][])),
  ];

  return (
    <Page
      title={`${q.programTitle} premium indication`}
      lead={
        <>
          Shared with you by {from} (<Link href={`mailto:${q.sharedBy.email}`}>{q.sharedBy.email}</Link>). Ask
          them any question about it, or to apply for this cover.
        </>
      }
      maxW="5xl"
    >
      {q.dataOrigin === 'demo' ? <DemoDataAlert /> : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Facts title="Coverage" rows={coverage} />
        <Stack gap="6">
          <Facts title="Premium" rows={premium} />
          <Card.Root variant="outline" borderRadius="xl">
            <Card.Body gap="3">
              <Heading as="h2" size="md">
                Locations
              </Heading>
              <Stack as="ul" gap="1" listStyleType="none" ms="0">
                {q.locations.map((l) => (
                  <Text as="li" key={`${l.lat},${l.lon}`} fontSize="sm">
                    {l.state ?? '—'} {l.lat.toFixed(3)}, {l.lon.toFixed(3)} · {percent(l.weight)} of the limit
                  </Text>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        </Stack>
      </SimpleGrid>
      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            What it would have paid
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Had this cover been in place over the same dates in each past year, it would have paid in{' '}
            {paidYears} of {q.history.length} years ({paidToday} {AS_IF_TODAY_LABEL.toLowerCase()}).
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {AS_IF_TODAY_NOTE}
          </Text>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="96">
            <Table.Root size="sm" stickyHeader>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Year</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Index</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Payout</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    Index, {AS_IF_TODAY_LABEL.toLowerCase()}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    Payout, {AS_IF_TODAY_LABEL.toLowerCase()}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {[...q.history].reverse().map((y) => (
                  <Table.Row key={y.year}>
                    <Table.Cell>{y.year}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {y.index === null ? '—' : formatIndexValue(y.index, q.unit)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontWeight={y.payout > 0 ? 'semibold' : undefined}>
                      {formatUsd(y.payout)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {y.indexAsIfToday === null ? '—' : formatIndexValue(y.indexAsIfToday, q.unit)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontWeight={y.payoutAsIfToday > 0 ? 'semibold' : undefined}>
                      {formatUsd(y.payoutAsIfToday)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Card.Body>
      </Card.Root>
      <Text color="fg.muted" fontSize="sm">
        {INDICATION_NOT_AN_OFFER_NOTE} This link works until {formatUsDate(q.linkExpiresAt.slice(0, 10))}.
      </Text>
    </Page>
  );
}

function Facts({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <DataList.Root orientation="horizontal" size="md" gap="2">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW={{ base: '28', md: '40' }} flexShrink={0}>
                {label}
              </DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
