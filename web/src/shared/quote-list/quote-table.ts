/**
 * The premium indication table's columns and sorting (docs/requirements.md#quote-lists): the
 * agent list's columns, each sorted on the server by clicking its header; createdAt descending
 * by default. The sort lives in the page's URL so Back from a quote restores the list.
 */
import {
  contractStatusLabels,
  displayNameOf,
  formatUsDate,
  formatUsdWhole,
  isContractStatus,
  policyStatusOf,
  type PolicyStatus,
} from '@almanac/core';

// The columns, the sort and the list's URL parameters (schema-free: the /quotes route reads them
// at start-up, see ../../features/quotes/routes.ts).
export * from './list-params.js';

/** Created On as the export writes it (the timestamp's date, MM/dd/yyyy). */
export const createdOnLabel = (createdAt: string): string => formatUsDate(createdAt.slice(0, 10));

/** "MM/dd/yyyy – MM/dd/yyyy". */
export const policyPeriodLabel = (p: { startDate: string; endDate: string }): string =>
  `${formatUsDate(p.startDate)} – ${formatUsDate(p.endDate)}`;

/** Money in whole dollars unless it has cents (docs/requirements.md#constants). */
export const limitLabel = formatUsdWhole;

/** The client column: "First Last", else the e-mail, else a dash. */
export function clientLabel(q: {
  clientName?: string | null;
  clientFirstName?: string | null;
  clientLastName?: string | null;
  clientEmail?: string | null;
}): string {
  return (
    q.clientName ||
    displayNameOf({ firstName: q.clientFirstName, lastName: q.clientLastName, email: q.clientEmail })
  );
}

/** The export's file name, dated by the local day: premium_indications_2025-03-01.csv. */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `premium_indications_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/**
 * What the Status column says of the quote's application or policy
 * (docs/requirements.md#quote-lists, #binding): a bound one its policy status
 * (core's policyStatusOf: Active until its period ends, then Expired) and policy number; an
 * application its status (core's contractStatusLabels); nothing before an application exists.
 */
export type ContractState =
  { kind: 'policy'; label: PolicyStatus; policyNumber: string } | { kind: 'application'; label: string };

export function contractStateOf(
  q: { contractStatus?: string | null; policyNumber?: string | null; riskPeriod: { endDate: string } },
  today: string,
): ContractState | null {
  if (!q.contractStatus) return null;
  const status = isContractStatus(q.contractStatus) ? q.contractStatus : null;
  const policy = status ? policyStatusOf({ status, riskPeriod: q.riskPeriod }, today) : undefined;
  if (policy && q.policyNumber) return { kind: 'policy', label: policy, policyNumber: q.policyNumber };
  return { kind: 'application', label: status ? contractStatusLabels[status] : q.contractStatus };
}
