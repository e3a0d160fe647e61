/**
 * The loss form's coverage types and routes (docs/requirements.md#claims, #routes,
 * #feature-flags): eleven perils, each with a sub-route of /loss-form; the four the product
 * sells map to their program's code, whose lower-case form names the claim-submitted page.
 */
import type { ProgramCode } from '../pricing/programs.js';

export const LOSS_REPORT_FORM_PATH = '/loss-report-form';
export const LOSS_FORM_PATH = '/loss-form';
export const LOSS_FORM_GET_STARTED_PATH = '/loss-form/get-started';
/** Where the e-mailed claim link opens (`?token=`). */
export const CLAIMS_LOSS_FORM_PATH = '/claims/loss-form';
export const LOSS_REVIEW_ROUTE = '/loss-form/review-and-sign/:id';
export const LOSS_SUBMITTED_ROUTE = '/loss-form/submitted/:id';
export const CLAIM_SUBMITTED_ROUTE = '/loss-form/:peril/claim-submitted';

export const claimsLossFormPath = (token: string): string =>
  `${CLAIMS_LOSS_FORM_PATH}?token=${encodeURIComponent(token)}`;
export const lossReviewPath = (lossReportId: string): string =>
  `/loss-form/review-and-sign/${encodeURIComponent(lossReportId)}`;
export const lossSubmittedPath = (lossReportId: string): string =>
  `/loss-form/submitted/${encodeURIComponent(lossReportId)}`;

export interface CoverageType {
  /** The sub-route of /loss-form. */
  slug: string;
  title: string;
  /** What the cover pays for, one sentence. */
  description: string;
  /** The program that sells it, when Almanac sells it. */
  program?: ProgramCode;
}

export const COVERAGE_TYPES: readonly CoverageType[] = [
  {
    slug: 'low-precipitation',
    title: 'Low Precipitation',
    description: 'Pays when rainfall over the policy period stays below the trigger.',
    program: 'LPC',
  },
  {
    slug: 'excess-precipitation',
    title: 'Excess Precipitation',
    description: 'Pays when total rainfall over the policy period rises above the trigger.',
    program: 'HPC',
  },
  {
    slug: 'low-temperature',
    title: 'Low Temperature',
    description: 'Pays when the average daily low temperature falls below the trigger.',
    program: 'LTC',
  },
  {
    slug: 'high-temperature',
    title: 'High Temperature',
    description: 'Pays when the average daily high temperature rises above the trigger.',
    program: 'HTC',
  },
  { slug: 'low-snow', title: 'Low Snow', description: 'Pays when snowfall stays below the trigger.' },
  { slug: 'excess-snow', title: 'Excess Snow', description: 'Pays when snowfall rises above the trigger.' },
  {
    slug: 'low-solar',
    title: 'Low Solar',
    description: 'Pays when solar irradiance stays below the trigger.',
  },
  {
    slug: 'excess-soil-moisture',
    title: 'Excess Soil Moisture',
    description: 'Pays when soil moisture over the policy period rises above the trigger.',
  },
  { slug: 'low-wind', title: 'Low Wind', description: 'Pays when wind speeds stay below the trigger.' },
  { slug: 'high-wind', title: 'High Wind', description: 'Pays when wind speeds rise above the trigger.' },
  {
    slug: 'named-storm',
    title: 'Named Storm',
    description: 'Pays when a named storm passes within the covered distance.',
  },
];

export const lossFormPerilPath = (slug: string): string => `${LOSS_FORM_PATH}/${slug}`;

/** With the claims-form flag off only this peril's sub-route exists (besides /loss-form and get-started). */
export const FLAG_OFF_PERIL_SLUG = 'low-temperature';

/** The coverage types whose sub-route exists with the claims-form flag in this state. */
export const routedCoverageTypes = (claimsForm: boolean): readonly CoverageType[] =>
  claimsForm ? COVERAGE_TYPES : COVERAGE_TYPES.filter((c) => c.slug === FLAG_OFF_PERIL_SLUG);

/**
 * The claim-submitted page of a program: `/loss-form/{lpc|hpc|ltc|htc}/claim-submitted`; any other
 * peril gives an empty path segment (docs/requirements.md#claims).
 */
export function claimSubmittedPath(program: ProgramCode | string | null | undefined): string {
  const code = (program ?? '').toUpperCase();
  const segment = ['LPC', 'HPC', 'LTC', 'HTC'].includes(code) ? code.toLowerCase() : '';
  return `/loss-form/${segment}/claim-submitted`;
}

/**
 * Where the review page goes once the signed report is NEEDS_REVIEW: the program's
 * claim-submitted page, or /loss-form/submitted/{id} with the claims-form flag on. Null for any
 * other status (the page stays).
 */
export function afterLossReviewPath(
  status: string,
  program: ProgramCode | string,
  lossReportId: string,
  claimsForm: boolean,
): string | null {
  if (status !== 'NEEDS_REVIEW') return null;
  return claimsForm ? lossSubmittedPath(lossReportId) : claimSubmittedPath(program);
}
