/**
 * The terms screen's charts, each a lazy chunk (recharts is loaded with the first chart, never by
 * the quoter's earlier screens), inside a figure with a text summary for screen readers and for
 * anyone who wants the numbers.
 */
import { AS_IF_TODAY_LABEL, AS_IF_TODAY_NOTE, type ProgramCode } from '@almanac/core';
import { Box, Skeleton, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { formatIndex, formatUsd, perUnitLossLabel } from '../../shared/quote/coverage-format.js';
import { exhaustOf, type PricedQuote, strikeOf } from '../../shared/quote/quote.js';
import { chartSummaryOf, type PolicyIndexData } from '../../shared/policy-index/policy-index-model.js';
import type { HistoricalPoint } from './historical-chart.js';

const PayoutProfileChart = lazy(() => import('./payout-profile-chart.js'));
const HistoricalChart = lazy(() => import('./historical-chart.js'));

/** "Pays nothing at or below 12.00 in, then $10,000.00 per inch, up to $60,000.00 at 18.00 in." */
export function payoutSummary(program: ProgramCode, quote: PricedQuote): string {
  const above = strikeOf(quote) < exhaustOf(quote);
  const per = perUnitLossLabel(program).replace(' Loss', '').toLowerCase().replace('per-', 'per ');
  return `Pays nothing ${above ? 'at or below' : 'at or above'} ${formatIndex(program, strikeOf(quote))}, then ${formatUsd(quote.perUnitLoss)} ${per}, up to ${formatUsd(quote.limitOfLiability)} at ${formatIndex(program, exhaustOf(quote))}.`;
}

export function PayoutProfileFigure({ program, quote }: { program: ProgramCode; quote: PricedQuote }) {
  const summary = payoutSummary(program, quote);
  return (
    <Box as="figure" m="0" aria-label={`Payout profile. ${summary}`}>
      <Box aria-hidden="true" minH="220px">
        <Suspense fallback={<Skeleton h="220px" borderRadius="md" />}>
          <PayoutProfileChart program={program} quote={quote} />
        </Suspense>
      </Box>
      <Text as="figcaption" fontSize="sm" color="fg.muted">
        {summary}
      </Text>
    </Box>
  );
}

/**
 * "Would have paid in 4 of 30 years (1995–2024), $X on average a year." The average is the
 * server's (the option's averageHistoricalPayout); without it only the years and the index show.
 * With the as-if-today average (averageHistoricalPayoutAsIfToday) the same follows as if today.
 */
export function historySummary(
  program: ProgramCode,
  points: HistoricalPoint[],
  averagePayout?: number,
  averagePayoutAsIfToday?: number,
): string {
  if (points.length === 0) return 'No history available.';
  const first = points[0]!.year;
  const last = points[points.length - 1]!.year;
  const span = `${points.length} years (${first}–${last})`;
  const values = points.map((p) => p.index).filter((v): v is number => v !== null);
  const range = values.length
    ? ` Index from ${formatIndex(program, Math.min(...values))} to ${formatIndex(program, Math.max(...values))}.`
    : '';
  if (averagePayout === undefined) return `${span}.${range}`;
  const paid = points.filter((p) => (p.payout ?? 0) > 0);
  const observed = `The selected option would have paid in ${paid.length} of ${span}, ${formatUsd(averagePayout)} a year on average.`;
  if (averagePayoutAsIfToday === undefined) return `${observed}${range}`;
  const paidToday = points.filter((p) => (p.payoutAsIfToday ?? 0) > 0);
  return `${observed} ${AS_IF_TODAY_LABEL}: in ${paidToday.length} years, ${formatUsd(averagePayoutAsIfToday)} a year on average.${range}`;
}

export function HistoricalFigure({
  program,
  points,
  averagePayout,
  averagePayoutAsIfToday,
  payoutMax,
}: {
  program: ProgramCode;
  points: HistoricalPoint[];
  /** The priced option's average yearly payout (server); payouts show only with it. */
  averagePayout?: number;
  /** The same as if today (server). */
  averagePayoutAsIfToday?: number;
  payoutMax?: number;
}) {
  const priced = averagePayout !== undefined;
  const summary = historySummary(program, points, averagePayout, averagePayoutAsIfToday);
  return (
    <Box as="figure" m="0" aria-label={`Historical index and payouts. ${summary}`}>
      <Box aria-hidden="true" minH="240px">
        <Suspense fallback={<Skeleton h="240px" borderRadius="md" />}>
          <HistoricalChart program={program} points={points} showPayouts={priced} payoutMax={payoutMax} />
        </Suspense>
      </Box>
      <Text as="figcaption" fontSize="sm" color="fg.muted">
        {summary}
        {averagePayoutAsIfToday !== undefined ? (
          <Text as="span" display="block" mt="1" fontSize="xs">
            {AS_IF_TODAY_NOTE}
          </Text>
        ) : null}
      </Text>
    </Box>
  );
}

const PolicyIndexChart = lazy(() => import('./policy-index-chart.js'));

/** A policy's live index chart (its own lazy chunk) with the numbers as its caption. */
export function PolicyIndexFigure({ policyIndex }: { policyIndex: PolicyIndexData }) {
  const summary = chartSummaryOf(policyIndex);
  return (
    <Box as="figure" m="0" aria-label={`Index to date. ${summary}`} data-testid="policy-index-chart">
      <Box aria-hidden="true" minH="260px">
        <Suspense fallback={<Skeleton h="260px" borderRadius="md" />}>
          <PolicyIndexChart policyIndex={policyIndex} />
        </Suspense>
      </Box>
      <Text as="figcaption" fontSize="sm" color="fg.muted">
        {summary}
      </Text>
    </Box>
  );
}
