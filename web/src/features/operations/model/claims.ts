/**
 * The operations claims pages as data (docs/requirements.md#claims): the status tabs (core's
 * ClaimStatus and claimStatusLabels), what a row and the claim's page show, and the loss
 * reports' statuses in words. No React.
 */
import {
  ClaimStatus,
  claimStatusLabels,
  formatUsd,
  lossReportStatusLabelOf,
  payableLabel,
} from '@almanac/core';
import type { ClaimRowFieldsFragment, GetClaimQuery } from '../../../lib/graphql/generated/graphql.js';
import {
  dayOf,
  formatIndexIn,
  periodOf,
  programNameOf,
  settlementRowsOf,
} from '../../../shared/policy-index/policy-index-model.js';

export type ClaimRow = ClaimRowFieldsFragment;
export type ClaimDetail = NonNullable<GetClaimQuery['getClaim']>;
export type ClaimLossReport = ClaimDetail['lossReports'][number];

export type ClaimTabKey = 'pending' | 'approved' | 'rejected';

export interface ClaimTab {
  key: ClaimTabKey;
  label: string;
  status: ClaimStatus;
}

export const claimTabs: readonly ClaimTab[] = [
  { key: 'pending', label: claimStatusLabels.PENDING_REVIEW, status: ClaimStatus.PENDING_REVIEW },
  { key: 'approved', label: claimStatusLabels.APPROVED, status: ClaimStatus.APPROVED },
  { key: 'rejected', label: claimStatusLabels.REJECTED, status: ClaimStatus.REJECTED },
];

/** The tab a URL's `tab` parameter names; Pending review when none or unknown. */
export const claimTabOf = (param: string | null): ClaimTab =>
  claimTabs.find((t) => t.key === param) ?? claimTabs[0]!;

export const claimTabOfStatus = (status: string): ClaimTab | undefined =>
  claimTabs.find((t) => t.status === status);

export const claimProgramOf = (c: Pick<ClaimRow, 'program'>): string => programNameOf(c.program);

export const claimPeriodOf = (c: Pick<ClaimRow, 'riskPeriodStart' | 'riskPeriodEnd'>): string =>
  periodOf(c.riskPeriodStart, c.riskPeriodEnd);

/** "14.80 in vs 12.00 in": the observed index against the trigger. */
export const indexVsTriggerOf = (c: Pick<ClaimRow, 'unit' | 'trigger' | 'settlement'>): string =>
  `${formatIndexIn(c.unit, c.settlement.index)} vs ${formatIndexIn(c.unit, c.trigger)}`;

export const payoutOf = (c: Pick<ClaimRow, 'payout'>): string => formatUsd(c.payout);

export const settledDayOf = (c: Pick<ClaimRow, 'settlement'>): string => dayOf(c.settlement.settledAt);

/** Loss reports that count: the signed ones (a draft is the policyholder's, not yet filed). */
export const filedReportsOf = <T extends { status: string }>(reports: readonly T[]): T[] =>
  reports.filter((r) => r.status !== 'DRAFT');

export const payableOf = (c: Pick<ClaimRow, 'payableMethod' | 'payableAccount'>): string =>
  payableLabel(c.payableMethod, c.payableAccount);

/** The policy terms of the claim's page. */
export function policyRowsOf(c: ClaimRow): [string, string][] {
  const rows: [string, string | null][] = [
    ['Policy Number', c.policyNumber],
    ['Named Insured', c.namedInsured ?? null],
    ['Agent', c.agentName ?? null],
    ['Program', claimProgramOf(c)],
    ['Policy Period', claimPeriodOf(c)],
    ['Trigger', formatIndexIn(c.unit, c.trigger)],
    ['Exhaust', formatIndexIn(c.unit, c.exhaust)],
    ['Limit of Liability', formatUsd(c.limit)],
  ];
  return rows.filter((r): r is [string, string] => !!r[1]);
}

/** The settlement's figures, then how the decision went. */
export function settlementRowsOfClaim(c: ClaimRow): [string, string][] {
  const rows: [string, string][] = [...settlementRowsOf(c.unit, c.settlement)];
  rows.splice(1, 0, ['Trigger', formatIndexIn(c.unit, c.trigger)]);
  rows.push(['Data origin', c.settlement.dataOrigin === 'demo' ? 'Demo data' : 'Observed']);
  rows.push(['Opened on', dayOf(c.createdAt)]);
  if (c.status === ClaimStatus.APPROVED) rows.push(['Payable by', payableOf(c)]);
  if (c.decidedAt) rows.push(['Decided on', dayOf(c.decidedAt)]);
  if (c.status === ClaimStatus.REJECTED && c.rejectionReason) rows.push(['Reason', c.rejectionReason]);
  return rows;
}

export const lossReportStatusOf = (status: string): string => lossReportStatusLabelOf(status);
