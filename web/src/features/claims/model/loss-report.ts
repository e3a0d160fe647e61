/**
 * The loss report as the claim pages read it (docs/requirements.md#claims,
 * #validation-claims): what a failed claim link means, the section I prefill from the contract,
 * each section's validity, the API input, the save error's text and the review's summary rows.
 * No React.
 */
import {
  COVERAGE_TYPES,
  formatUsDate,
  isErrorCode,
  isExpiredTokenMessage,
  lossDetailsSectionSchema,
  lossReportFieldLabels,
  lossReportMessages,
  namedInsuredSectionSchema,
  PayoutMethod,
} from '@almanac/core';
import type {
  GetLossReportContractQuery,
  GetLossReportPayoutQuery,
  LossReportFieldsFragment,
  LossReportInput,
} from '../../../lib/graphql/generated/graphql.js';
import { displayError, errorCode, isGraphqlError } from '../../../lib/graphql/index.js';

export type LossReport = LossReportFieldsFragment;
export type LossReportContract = NonNullable<GetLossReportContractQuery['getContract']>;
export type LossReportPayout = NonNullable<GetLossReportPayoutQuery['getPolicyIndex']>;

/** The form's values as typed (every field a string; the description may stay empty). */
export interface LossReportValues {
  name: string;
  address1: string;
  city: string;
  state: string;
  zipcode: string;
  contactEmail: string;
  policyNumber: string;
  notificationDate: string;
  basisDescription: string;
  /** Section III's and IV's acknowledgments (each section is complete once ticked). */
  representationsAccepted: boolean;
  disclaimersAccepted: boolean;
}

export const NAMED_INSURED_FIELDS = [
  'name',
  'address1',
  'city',
  'state',
  'zipcode',
  'contactEmail',
  'policyNumber',
] as const satisfies readonly (keyof LossReportValues)[];
export const LOSS_DETAILS_FIELDS = [
  'notificationDate',
  'basisDescription',
] as const satisfies readonly (keyof LossReportValues)[];

/** An empty form; the notification date starts at today (the day the insured notifies us). */
export const emptyLossReport = (today: string): LossReportValues => ({
  name: '',
  address1: '',
  city: '',
  state: '',
  zipcode: '',
  contactEmail: '',
  policyNumber: '',
  notificationDate: today,
  basisDescription: '',
  representationsAccepted: false,
  disclaimersAccepted: false,
});

/** Section I from the contract: legal name, address, city, state, ZIP, first e-mail, policy number. */
export function prefillFrom(
  contract: LossReportContract | null | undefined,
  today: string,
): LossReportValues {
  const empty = emptyLossReport(today);
  if (!contract) return empty;
  const e = contract.entityInformation;
  return {
    ...empty,
    name: e.legalName ?? '',
    address1: e.address ?? '',
    city: e.city ?? '',
    state: e.state ?? '',
    zipcode: e.zip ?? '',
    contactEmail: e.emails[0]?.value ?? '',
    policyNumber: contract.policyNumber ?? '',
  };
}

/** Sections I and II are complete when their fields are valid (core's schemas). */
export const sectionValidity = (values: LossReportValues) => ({
  namedInsuredValid: namedInsuredSectionSchema.safeParse(values).success,
  lossDetailsValid: lossDetailsSectionSchema.safeParse(values).success,
});

/**
 * saveLossReport's input: trimmed, the optional description left out when empty (the form hands
 * over core's parsed values, where an empty description is undefined).
 */
export function lossReportInputOf(
  contractId: string,
  values: Omit<LossReportValues, 'basisDescription'> & { basisDescription?: string | null },
): LossReportInput {
  const description = values.basisDescription?.trim() ?? '';
  return {
    contractId,
    name: values.name.trim(),
    address1: values.address1.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipcode: values.zipcode.trim(),
    contactEmail: values.contactEmail.trim(),
    policyNumber: values.policyNumber.trim(),
    notificationDate: values.notificationDate,
    basisDescription: description === '' ? null : description,
    representationsAccepted: values.representationsAccepted,
    disclaimersAccepted: values.disclaimersAccepted,
  };
}

/**
 * A failed save's text: the server's message (a known error code: its field message or the
 * catalogue's text), else "Error Loading Policy Details. Please try again later."
 */
export function saveErrorText(error: unknown): string {
  if (isGraphqlError(error) && isErrorCode(error.code) && error.code !== 'INTERNAL_SERVER_ERROR')
    return displayError(error);
  return lossReportMessages.saveFailed;
}

/** Why a claim link failed: expired or used (a new one was e-mailed), not valid, or anything else. */
export type ClaimLinkFailure = 'expired' | 'invalid' | 'failed';

export function claimLinkFailureOf(error: unknown): ClaimLinkFailure {
  if (errorCode(error) === 'TOKEN_EXPIRED') return 'expired';
  if (isGraphqlError(error) && isExpiredTokenMessage(error.message)) return 'expired';
  if (errorCode(error) === 'INVALID_TOKEN') return 'invalid';
  return 'failed';
}

export interface SummaryRow {
  label: string;
  value: string;
}

/** The review page's summary of the report: section I, then section II. */
export function summaryRowsOf(report: LossReport): SummaryRow[] {
  const n = report.values.namedInsured;
  const d = report.values.lossDetails;
  const rows: SummaryRow[] = [
    { label: lossReportFieldLabels.name, value: n.name },
    {
      label: lossReportFieldLabels.address1,
      value: [n.address1, n.city, [n.state, n.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    },
    { label: lossReportFieldLabels.contactEmail, value: n.contactEmail },
    { label: lossReportFieldLabels.policyNumber, value: n.policyNumber },
    { label: lossReportFieldLabels.notificationDate, value: formatUsDate(d.notificationDate) },
  ];
  if (d.basisDescription?.trim()) rows.push({ label: 'Description', value: d.basisDescription });
  return rows;
}

/** The coverage a program sells (its title on the claim pages), when Almanac sells it. */
export const coverageTitleOf = (program: string | null | undefined): string | null =>
  COVERAGE_TYPES.find((c) => c.program === program?.toUpperCase())?.title ?? null;

/** ACH is offered only when the client has a bank account on file (Form.achAccount). */
export const achAvailableFor = (report: Pick<LossReport, 'achAccount'>): boolean => !!report.achAccount;

export const payoutMethodsFor = (report: Pick<LossReport, 'achAccount'>): PayoutMethod[] =>
  achAvailableFor(report) ? [PayoutMethod.ECHECK, PayoutMethod.ACH] : [PayoutMethod.ECHECK];

/** The estimated payout is provisional until the policy is settled. */
export const isProvisionalPayout = (payout: Pick<LossReportPayout, 'settlement'>): boolean =>
  !payout.settlement;
