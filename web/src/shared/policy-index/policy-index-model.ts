/**
 * A policy's index as its panel reads it (docs/requirements.md#claims): the value formats, the
 * state, the figures, the chart's points over the whole period, and the settlement's and the
 * claim's lines. Texts are core's (policyIndexTexts, policyStateLabels). No React.
 */
import {
  AS_IF_TODAY_LABEL,
  addDays,
  ClaimStatus,
  claimStatusLabels,
  formatUsd,
  formatUsDate,
  isClaimStatus,
  isPolicyState,
  isProgramCode,
  payableLabel,
  PolicyState,
  policyIndexTexts,
  policyStateLabels,
  programs,
} from '@almanac/core';
import type {
  PolicyClaimFieldsFragment,
  PolicyIndexFieldsFragment,
  PolicySettlementFieldsFragment,
} from '../../lib/graphql/generated/graphql.js';

export type PolicyIndexData = PolicyIndexFieldsFragment;
export type PolicySettlementData = PolicySettlementFieldsFragment;
export type PolicyClaimData = PolicyClaimFieldsFragment;

/** `12.35 in` (2 decimals) or `82.4 °F` (1 decimal); a dash without a value. */
export function formatIndexIn(unit: string, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const decimals = unit === 'in' || unit === 'inch' ? 2 : 1;
  const symbol = unit === 'inch' ? 'in' : unit === 'deg_F' ? '°F' : unit;
  return `${value.toFixed(decimals)} ${symbol}`;
}

/** The program's name ("Excess precipitation"), else its code. */
export const programNameOf = (program: string): string =>
  isProgramCode(program) ? programs[program].name : program;

/** MM/dd/yyyy of a date or a timestamp; a dash without one. */
export const dayOf = (value: string | null | undefined): string =>
  value ? formatUsDate(value.slice(0, 10)) : '—';

export const periodOf = (start: string, end: string): string => `${dayOf(start)} – ${dayOf(end)}`;

export const stateOf = (pi: Pick<PolicyIndexData, 'state'>): PolicyState | null =>
  isPolicyState(pi.state) ? pi.state : null;

export const stateLabelOf = (pi: Pick<PolicyIndexData, 'state'>): string => {
  const state = stateOf(pi);
  return state ? policyStateLabels[state] : pi.state;
};

/** The badge's colour: green once paid, red when rejected, amber while a claim waits. */
export function stateTone(state: PolicyState | null): 'gray' | 'primary' | 'warning' | 'green' | 'red' {
  switch (state) {
    case PolicyState.RUNNING:
      return 'primary';
    case PolicyState.CLAIM_OPEN:
    case PolicyState.AWAITING_DATA:
      return 'warning';
    case PolicyState.PAID:
      return 'green';
    case PolicyState.CLAIM_REJECTED:
      return 'red';
    default:
      return 'gray';
  }
}

export const isDemo = (origin: string | null | undefined): boolean => origin === 'demo';

/** "10.20 in – 14.80 in": the historical range for the same days, when known. */
export function historicalRangeOf(
  pi: Pick<PolicyIndexData, 'unit' | 'historicalMin' | 'historicalMax'>,
): string | null {
  if (pi.historicalMin === null || pi.historicalMin === undefined) return null;
  if (pi.historicalMax === null || pi.historicalMax === undefined) return null;
  return `${formatIndexIn(pi.unit, pi.historicalMin)} – ${formatIndexIn(pi.unit, pi.historicalMax)}`;
}

/**
 * The same days' range as if today (each year moved to the policy year along the priced trend),
 * when it differs from the observed range (no trend applied: the same, not repeated).
 */
export function historicalRangeAsIfTodayOf(
  pi: Pick<
    PolicyIndexData,
    'unit' | 'historicalMin' | 'historicalMax' | 'historicalMinAsIfToday' | 'historicalMaxAsIfToday'
  >,
): string | null {
  const min = pi.historicalMinAsIfToday;
  const max = pi.historicalMaxAsIfToday;
  if (min === null || min === undefined || max === null || max === undefined) return null;
  if (min === pi.historicalMin && max === pi.historicalMax) return null;
  return `${formatIndexIn(pi.unit, min)} – ${formatIndexIn(pi.unit, max)}`;
}

export interface Figure {
  label: string;
  value: string;
  /** A second line under the value. */
  note?: string;
}

/** The figures under the panel's title, in reading order. */
export function figuresOf(pi: PolicyIndexData): Figure[] {
  const settled = !!pi.settlement;
  const figures: Figure[] = [
    {
      label: settled ? 'Observed index' : policyIndexTexts.indexToDate,
      value: formatIndexIn(pi.unit, settled ? pi.settlement!.index : pi.indexToDate),
      note: pi.asOf && !settled ? `As of ${dayOf(pi.asOf)}` : undefined,
    },
    {
      label: 'Trigger / Exhaust',
      value: `${formatIndexIn(pi.unit, pi.trigger)} / ${formatIndexIn(pi.unit, pi.exhaust)}`,
      note: `Limit ${formatUsd(pi.limit)}`,
    },
  ];
  const range = historicalRangeOf(pi);
  if (range && !settled)
    figures.push({
      label: policyIndexTexts.historicalRange,
      value: range,
      note:
        pi.historicalMedian !== null && pi.historicalMedian !== undefined
          ? `Median ${formatIndexIn(pi.unit, pi.historicalMedian)} · ${pi.lookBackYears} years`
          : `${pi.lookBackYears} years`,
    });
  const asIfToday = historicalRangeAsIfTodayOf(pi);
  if (asIfToday && !settled)
    figures.push({
      label: policyIndexTexts.historicalRangeAsIfToday,
      value: asIfToday,
      note:
        pi.historicalMedianAsIfToday !== null && pi.historicalMedianAsIfToday !== undefined
          ? `Median ${formatIndexIn(pi.unit, pi.historicalMedianAsIfToday)}`
          : AS_IF_TODAY_LABEL,
    });
  figures.push(
    settled
      ? { label: 'Payout', value: formatUsd(pi.settlement!.payout) }
      : { label: policyIndexTexts.payoutIfEnded, value: formatUsd(pi.payoutToDate) },
  );
  return figures;
}

/** "Day 31 of 92 · 61 days remaining". */
export function daysLineOf(pi: Pick<PolicyIndexData, 'daysElapsed' | 'daysTotal' | 'daysRemaining'>): string {
  const remaining = pi.daysRemaining === 1 ? '1 day remaining' : `${pi.daysRemaining} days remaining`;
  return `Day ${pi.daysElapsed} of ${pi.daysTotal} · ${remaining}`;
}

export const daysPercentOf = (pi: Pick<PolicyIndexData, 'daysElapsed' | 'daysTotal'>): number =>
  pi.daysTotal > 0 ? Math.min(100, Math.max(0, (pi.daysElapsed / pi.daysTotal) * 100)) : 0;

/** One point of the chart: the index to that day and the historical band (null past asOf). */
export interface ChartPoint {
  date: string;
  index: number | null;
  band: [number, number] | null;
}

/** The points to date, then empty days to the period's end (the x-axis spans the whole period). */
export function chartPointsOf(pi: Pick<PolicyIndexData, 'points' | 'endDate' | 'startDate'>): ChartPoint[] {
  const points: ChartPoint[] = pi.points.map((p) => ({
    date: p.date,
    index: p.index ?? null,
    band:
      p.historicalMin !== null &&
      p.historicalMin !== undefined &&
      p.historicalMax !== null &&
      p.historicalMax !== undefined
        ? [p.historicalMin, p.historicalMax]
        : null,
  }));
  const last = points.length ? points[points.length - 1]!.date : addDays(pi.startDate, -1);
  // At most a year and a day of empty days (a guard against a malformed period).
  for (let d = addDays(last, 1), n = 0; d <= pi.endDate && n < 400; d = addDays(d, 1), n++)
    points.push({ date: d, index: null, band: null });
  return points;
}

/** The y-axis: every value, the trigger and the exhaust, with a margin. */
export function yDomainOf(
  pi: Pick<PolicyIndexData, 'trigger' | 'exhaust'>,
  points: readonly ChartPoint[],
): [number, number] {
  const values = [pi.trigger, pi.exhaust];
  for (const p of points) {
    if (p.index !== null) values.push(p.index);
    if (p.band) values.push(p.band[0], p.band[1]);
  }
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = (max - min) * 0.08 || 1;
  return [min >= 0 ? Math.max(0, min - pad) : min - pad, max + pad];
}

/** The chart's text summary (its figure's caption, for screen readers and anyone who wants the numbers). */
export function chartSummaryOf(pi: PolicyIndexData): string {
  return policyIndexTexts.chartSummary(
    formatIndexIn(pi.unit, pi.indexToDate),
    formatIndexIn(pi.unit, pi.trigger),
    formatIndexIn(pi.unit, pi.exhaust),
    historicalRangeOf(pi),
  );
}

/** The settlement's rows. */
export function settlementRowsOf(unit: string, s: PolicySettlementData): [string, string][] {
  return [
    ['Observed index', formatIndexIn(unit, s.index)],
    ['Payout', formatUsd(s.payout)],
    ['Data version', s.dataVersion],
    ['Days used', String(s.daysUsed)],
    ['Data through', dayOf(s.dataLatestDate)],
    ['Settled on', dayOf(s.settledAt)],
  ];
}

export const claimStatusLabelOf = (status: string): string =>
  isClaimStatus(status) ? claimStatusLabels[status] : status;

/** The claim's line: pending, approved and how it is payable, rejected and why. */
export function claimLineOf(claim: PolicyClaimData): string {
  switch (claim.status) {
    case ClaimStatus.PENDING_REVIEW:
      return policyIndexTexts.claimPending;
    case ClaimStatus.APPROVED:
      return policyIndexTexts.claimApproved(
        claim.payout,
        payableLabel(claim.payableMethod, claim.payableAccount),
      );
    case ClaimStatus.REJECTED:
      // What the agent and the policyholder were told; operations' internal reason never shows here.
      return policyIndexTexts.claimRejected(claim.clientMessage);
    default:
      return claim.status;
  }
}
