import { AS_IF_TODAY_LABEL, AS_IF_TODAY_NOTE, OBSERVED_LABEL, paidYearsText } from '@almanac/core';
import { Badge, Box, DataList, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { mobileMedia } from '../../../components/layout.js';
import { PayoutProfileFigure } from '../../../components/charts/charts.js';
import { CoverageCard, DemoBadge } from '../../../components/coverage/panels.js';
import {
  formatIndex,
  formatUsd,
  indexDescription,
  indexTitle,
} from '../../../shared/quote/coverage-format.js';
import { historicalRows } from '../../../shared/quote/quote.js';
import {
  coverageRows,
  formatCoordinates,
  locationRows,
  programOf,
  type QuoteDetails,
} from '../model/quote-details.js';

function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <Heading as="h3" id={id} size="sm" color="secondary.solid">
      {children}
    </Heading>
  );
}

/** The CPC ID column gives way to the weight below 900 px. */
const wideOnly = { [mobileMedia]: { display: 'none' } };

function Locations({ quote }: { quote: QuoteDetails }) {
  const rows = locationRows(quote);
  const showCpc = rows.some((r) => r.cpcId !== null);
  return (
    <Stack as="section" gap="3" aria-labelledby="locations-title">
      <SectionHeading id="locations-title">
        Locations{' '}
        <Badge size="sm" variant="subtle" colorPalette="secondary" ms="1">
          {rows.length}
        </Badge>
      </SectionHeading>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No locations.
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg">
          <Table.Root size="sm" aria-labelledby="locations-title">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader w="10">#</Table.ColumnHeader>
                <Table.ColumnHeader>Coordinates</Table.ColumnHeader>
                <Table.ColumnHeader>State</Table.ColumnHeader>
                {showCpc ? <Table.ColumnHeader css={wideOnly}>CPC ID</Table.ColumnHeader> : null}
                <Table.ColumnHeader textAlign="end">Weight</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r, i) => (
                <Table.Row key={r.key}>
                  <Table.Cell color="fg.muted">{i + 1}</Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                    {formatCoordinates(quote.dataset.type, r.lat, r.lon)}
                  </Table.Cell>
                  <Table.Cell>{r.state || '—'}</Table.Cell>
                  {showCpc ? <Table.Cell css={wideOnly}>{r.cpcId ?? '—'}</Table.Cell> : null}
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {`${r.weightPercent.toFixed(2)}%`}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

function IndexSummary({ quote }: { quote: QuoteDetails }) {
  const program = programOf(quote);
  const s = quote.indexSummary;
  const years = quote.indexHistory?.length ?? 0;
  const stats: [string, number][] = [
    ['Minimum', s.minimum],
    ['Average', s.average],
    ['Maximum', s.maximum],
  ];
  return (
    <Stack as="section" gap="3" aria-labelledby="index-summary-title">
      <SectionHeading id="index-summary-title">{indexTitle(program)}</SectionHeading>
      <Text fontSize="sm" color="fg.muted">
        {indexDescription(program)}
        {years > 0 ? `, over the last ${years} years.` : '.'}
      </Text>
      <SimpleGrid columns={3} gap={{ base: '2', md: '3' }}>
        {stats.map(([label, value]) => (
          <Box
            key={label}
            borderWidth="1px"
            borderRadius="lg"
            px={{ base: '2', md: '4' }}
            py="3"
            bg="bg.subtle"
          >
            <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
              {label}
            </Text>
            <Text
              fontWeight="semibold"
              fontSize={{ base: 'md', md: 'lg' }}
              data-testid={`index-${label.toLowerCase()}`}
            >
              {formatIndex(program, value)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * What the option would have paid in each look-back year, as observed and as if today (the index
 * moved to the policy year the way pricing moves it), newest first, with the averages.
 */
function HistoricalPayouts({ quote }: { quote: QuoteDetails }) {
  const program = programOf(quote);
  const rows = historicalRows([quote]).reverse();
  if (rows.length === 0) return null;
  const paid = rows.filter((r) => (r.payouts[0] ?? 0) > 0).length;
  const paidToday = rows.filter((r) => (r.payoutsAsIfToday[0] ?? 0) > 0).length;
  const index = (v: number | null) => (v === null ? '—' : formatIndex(program, v));
  const money = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatUsd(v));
  // On a phone the payouts fit without a sideways scroll: the index columns give way.
  const wideOnly = { css: { [mobileMedia]: { display: 'none' } } };
  // ... and the payout headings wrap, with narrower cells, so both payout columns fit at 390 px.
  const payoutCell = { textAlign: 'end', css: { [mobileMedia]: { px: '2' } } } as const;
  const payoutHeading = {
    textAlign: 'end',
    whiteSpace: 'normal',
    css: { [mobileMedia]: { px: '2' } },
  } as const;
  return (
    <Stack as="section" gap="3" aria-labelledby="historical-payouts-title">
      <SectionHeading id="historical-payouts-title">Historical Payouts</SectionHeading>
      <Text fontSize="sm" color="fg.muted">
        {paidYearsText(paid, paidToday, rows.length)} {AS_IF_TODAY_NOTE}
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" maxH="80">
        <Table.Root size="sm" stickyHeader aria-labelledby="historical-payouts-title">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>Year</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" {...wideOnly}>
                Index, {OBSERVED_LABEL.toLowerCase()}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" {...wideOnly}>
                Index, {AS_IF_TODAY_LABEL.toLowerCase()}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...payoutHeading}>
                Payout, {OBSERVED_LABEL.toLowerCase()}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...payoutHeading}>
                Payout, {AS_IF_TODAY_LABEL.toLowerCase()}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.year}>
                <Table.Cell>{r.year}</Table.Cell>
                <Table.Cell textAlign="end" {...wideOnly}>
                  {index(r.index)}
                </Table.Cell>
                <Table.Cell textAlign="end" {...wideOnly}>
                  {index(r.indexAsIfToday)}
                </Table.Cell>
                <Table.Cell {...payoutCell}>{money(r.payouts[0])}</Table.Cell>
                <Table.Cell {...payoutCell}>{money(r.payoutsAsIfToday[0])}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row>
              <Table.Cell fontWeight="semibold" whiteSpace="normal">
                Average a year
              </Table.Cell>
              <Table.Cell {...wideOnly} />
              <Table.Cell {...wideOnly} />
              <Table.Cell textAlign="end" fontWeight="semibold">
                {formatUsd(quote.averageHistoricalPayout)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {formatUsd(quote.averageHistoricalPayoutAsIfToday)}
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/**
 * Coverage Details (docs/requirements.md#quote-details): the summary rows, the locations, the index
 * summary (minimum, average, maximum) and the Payout Profile chart (the quoter's, lazy-loaded).
 */
export function CoverageDetails({ quote }: { quote: QuoteDetails }) {
  const program = programOf(quote);
  const rows = coverageRows(quote);
  return (
    <CoverageCard
      title="Coverage Details"
      titleId="coverage-details-title"
      badge={quote.dataOrigin === 'demo' ? <DemoBadge /> : null}
    >
      <Stack gap="6">
        <DataList.Root
          orientation="horizontal"
          size="sm"
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
          columnGap="8"
          rowGap="3"
          aria-label="Coverage summary"
        >
          {rows.map((r) => (
            <DataList.Item key={r.label} borderBottomWidth="1px" borderColor="border.muted" pb="2">
              <DataList.ItemLabel minW="40%">{r.label}</DataList.ItemLabel>
              <DataList.ItemValue justifyContent="flex-end" textAlign="end" fontWeight="semibold">
                <Stack gap="0" align="flex-end">
                  <span>{r.value}</span>
                  {r.hint ? (
                    <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted">
                      {r.hint}
                    </Text>
                  ) : null}
                </Stack>
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Locations quote={quote} />
        <IndexSummary quote={quote} />
        <Stack as="section" gap="3" aria-labelledby="payout-profile-title">
          <SectionHeading id="payout-profile-title">Payout Profile</SectionHeading>
          <PayoutProfileFigure program={program} quote={quote} />
        </Stack>
        <HistoricalPayouts quote={quote} />
      </Stack>
    </CoverageCard>
  );
}
