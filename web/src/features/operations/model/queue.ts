/**
 * The operations queue as data (docs/requirements.md#binding): its two tabs (core's
 * underwritingTexts and OPERATIONS_QUEUE_STATUSES), what a row shows and the dates the forms
 * start from, and the text of a refusal. No React.
 */
import {
  businessTypeLabels,
  ContractStatus,
  formatUsd,
  formatUsDate,
  formatUsdWhole,
  programs,
  type ProgramCode,
  reviewMessages,
  sensitivityRangeText,
  sensitivityScenarioLabel,
  type UnderwritingReason,
  underwritingReasonLabels,
  underwritingTexts,
} from '@almanac/core';
import type { ReviewContractFieldsFragment } from '../../../lib/graphql/generated/graphql.js';
import { displayError, errorCode } from '../../../lib/graphql/index.js';

/** An application in the queue (getContractsForReview). */
export type ReviewContract = ReviewContractFieldsFragment;

export type QueueTabKey = 'pending' | 'awaiting-payment';

export interface QueueTab {
  key: QueueTabKey;
  label: string;
  status: ContractStatus;
}

/** Pending Approval: an underwriter decides. Awaiting Payment: the client signed; the money is due. */
export const queueTabs: readonly QueueTab[] = [
  { key: 'pending', label: underwritingTexts.pendingTab, status: ContractStatus.PENDING_APPROVAL },
  {
    key: 'awaiting-payment',
    label: underwritingTexts.awaitingPaymentTab,
    status: ContractStatus.CLIENT_REVIEWED,
  },
];

/** The tab a URL's `tab` parameter names; Pending Approval when none or unknown. */
export const tabOf = (param: string | null): QueueTab =>
  queueTabs.find((t) => t.key === param) ?? queueTabs[0]!;

/** The tab an application belongs in (by its status), if any. */
export const tabOfStatus = (status: string): QueueTab | undefined =>
  queueTabs.find((t) => t.status === status);

export const inTab = (items: readonly ReviewContract[], tab: QueueTab): ReviewContract[] =>
  items.filter((c) => c.status === tab.status);

/** Why the application needed a person, in words (core's underwritingReasonLabels). */
export const reasonLabels = (c: Pick<ReviewContract, 'underwritingReasons'>): string[] =>
  c.underwritingReasons.map((r) => underwritingReasonLabels[r as UnderwritingReason] ?? r);

/**
 * The quote's sensitivity range as operations read it (core's texts): the range line and one line
 * per scenario; null for a quote priced before the range was stored.
 */
export function sensitivityOf(
  c: Pick<ReviewContract, 'quote'>,
): { range: string; scenarios: string[] } | null {
  const s = c.quote.explanation?.sensitivity;
  if (!s) return null;
  return {
    range: sensitivityRangeText(s.low, s.high, s.ratio ?? null),
    scenarios: s.scenarios.map(
      (x) => `${sensitivityScenarioLabel(x.adjustment, x.years, x.yearCount)}: ${formatUsd(x.expectedLoss)}`,
    ),
  };
}

/** The insured entity under the client's name: the application's legal name, else the client's company. */
export const insuredOf = (c: Pick<ReviewContract, 'clientCompany' | 'entityInformation'>): string | null =>
  c.entityInformation.legalName || c.clientCompany || null;

export const agencyOf = (c: Pick<ReviewContract, 'agency' | 'agentName'>): string =>
  c.agency ? `${c.agency} · ${c.agentName}` : c.agentName;

export const programOf = (c: Pick<ReviewContract, 'programName' | 'quote'>): string =>
  c.quote.programTitle || programs[c.programName as ProgramCode]?.name || c.programName;

export const limitOf = (c: Pick<ReviewContract, 'quote'>): string => formatUsdWhole(c.quote.limitOfLiability);

/** "MM/dd/yyyy – MM/dd/yyyy". */
export const periodOf = ({ quote: { riskPeriod: p } }: Pick<ReviewContract, 'quote'>): string =>
  `${formatUsDate(p.startDate)} – ${formatUsDate(p.endDate)}`;

/** A timestamp's or a date's day, MM/dd/yyyy; a dash when there is none. */
export const dayOf = (value: string | null | undefined): string =>
  value ? formatUsDate(value.slice(0, 10)) : '—';

export const businessTypeOf = (type: string): string =>
  (businessTypeLabels as Record<string, string>)[type] ?? type;

/** Today in the browser's time zone, YYYY-MM-DD (the wire form's default received date). */
export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The text of a refused decision or wire: the catalogue's (a CONFLICT or a validation error the
 * server's own), and the server's self-review refusal as it is (core's reviewMessages.selfReview,
 * sent with INVALID_PERMISSIONS), since the catalogue's generic text would not say why.
 */
export function operationsErrorText(error: unknown): string {
  if (errorCode(error) === 'INVALID_PERMISSIONS' && (error as Error).message === reviewMessages.selfReview)
    return reviewMessages.selfReview;
  return displayError(error);
}
