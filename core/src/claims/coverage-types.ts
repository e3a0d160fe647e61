/**
 * The loss form's coverage types and routes (docs/requirements.md#claims, #routes,
 * #feature-flags): eleven perils, each with a sub-route of /loss-form; the four the product
 * sells map to their program's code, whose lower-case form names the claim-submitted page.
 */
import type { ProgramCode } from '../pricing/programs.js';
import { perilLabel, perilSummary, type PerilType } from '../quoting/perils.js';

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
  peril: PerilType;
  /** The peril's label (core's perils). */
  title: string;
  /** What the cover pays for, one sentence (core's perils). */
  description: string;
  /** The program that sells it, when Almanac sells it. */
  program?: ProgramCode;
}

const coverage = (slug: string, peril: PerilType, program?: ProgramCode): CoverageType => ({
  slug,
  peril,
  title: perilLabel(peril),
  description: perilSummary(peril),
  ...(program ? { program } : {}),
});

/** The loss form's list, in the requirement's order of sub-routes. */
export const COVERAGE_TYPES: readonly CoverageType[] = [
  coverage('low-precipitation', 'LowRainfall', 'LPC'),
  coverage('excess-precipitation', 'ExcessRainfall', 'HPC'),
  coverage('low-temperature', 'LowTemp', 'LTC'),
  coverage('high-temperature', 'HighTemp', 'HTC'),
  coverage('low-snow', 'LowSnowfall'),
  coverage('excess-snow', 'ExcessSnowfall'),
  coverage('low-solar', 'LowSolar'),
  coverage('excess-soil-moisture', 'ExcessSoilMoisture'),
  coverage('low-wind', 'LowWind'),
  coverage('high-wind', 'HighWind'),
  coverage('named-storm', 'NamedStorm'),
];

/**
 * The coverage types a policy can exist for: the ones a program sells. /loss-form lists these
 * only (a loss report needs a policy, and no policy covers an unsold peril) and only these have a
 * sub-route (docs/decisions.md, issue 27).
 */
export const SOLD_COVERAGE_TYPES: readonly CoverageType[] = COVERAGE_TYPES.filter((c) => !!c.program);

export const lossFormPerilPath = (slug: string): string => `${LOSS_FORM_PATH}/${slug}`;

/** With the claims-form flag off only this peril's sub-route exists (besides /loss-form and get-started). */
export const FLAG_OFF_PERIL_SLUG = 'low-temperature';

/** The sold coverage types whose sub-route exists with the claims-form flag in this state. */
export const routedCoverageTypes = (claimsForm: boolean): readonly CoverageType[] =>
  claimsForm ? SOLD_COVERAGE_TYPES : SOLD_COVERAGE_TYPES.filter((c) => c.slug === FLAG_OFF_PERIL_SLUG);

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
