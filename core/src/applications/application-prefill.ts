/**
 * A new application's answers carried over from the client's latest earlier application
 * (docs/requirements.md#apply-select, docs/decisions.md, issue 27): a second application for the
 * same client starts with what the agent already told us, not an empty form. Carried: the entity
 * and contact answers (the client's current e-mail address first), the business type and
 * description, and the revenue of the years the new application asks for. Not carried: the
 * federal tax ID (encrypted for its own application; typed again), the diligent-effort upload and
 * the signatures (they belong to the earlier sale), and a state where cover is not offered.
 */
import { NO_COVERAGE_STATES } from '../quoting/locations.js';
import { MAX_APPLICATION_EMAILS } from './application-form.js';

export interface PrefillEntity {
  legalName?: string;
  address?: string;
  city?: string;
  state?: string;
  county?: string;
  country?: string;
  zip?: string;
  contactFirstName?: string;
  contactLastName?: string;
  emails?: { value: string }[];
  businessPhone?: string;
}

export interface PrefillBusiness<T extends string = string> {
  businessType: T;
  businessOperationsDescription?: string;
  previousAnnualRevenue: { year: number; revenue: number }[];
}

/** The earliest-made answers that fit: an application's, as stored. */
export interface EarlierApplication<T extends string = string> {
  readonly createdAt: string;
  readonly entityInformation: Readonly<PrefillEntity>;
  readonly businessDetails: Readonly<PrefillBusiness<T>>;
}

const ENTITY_FIELDS = [
  'legalName',
  'address',
  'city',
  'state',
  'county',
  'country',
  'zip',
  'contactFirstName',
  'contactLastName',
  'businessPhone',
] as const;

/** The latest of `applications` by when it was started, or undefined. */
export const latestApplication = <A extends { readonly createdAt: string }>(
  applications: readonly A[],
): A | undefined => [...applications].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];

/**
 * The entity answers: each field the earlier application answered replaces the profile's (a state
 * without cover excepted); e-mails: the client's address first, then the earlier ones, at most 3.
 */
export function prefillEntity(
  fromProfile: Readonly<PrefillEntity>,
  earlier: Readonly<PrefillEntity>,
  clientEmail: string,
): PrefillEntity {
  const merged: PrefillEntity = { ...fromProfile };
  for (const key of ENTITY_FIELDS) {
    const value = earlier[key]?.trim();
    if (!value) continue;
    if (key === 'state' && NO_COVERAGE_STATES.includes(value.toUpperCase())) continue;
    merged[key] = value;
  }
  const emails = [clientEmail, ...(earlier.emails ?? []).map((e) => e.value)]
    .map((e) => e.trim().toLowerCase())
    .filter((e, i, all) => e && all.indexOf(e) === i)
    .slice(0, MAX_APPLICATION_EMAILS);
  merged.emails = emails.map((value) => ({ value }));
  return merged;
}

/** The business answers: type and description, and the earlier revenue of the years asked now. */
export function prefillBusiness<T extends string>(
  defaults: PrefillBusiness<T>,
  earlier: Readonly<PrefillBusiness<T>>,
): PrefillBusiness<T> {
  const earlierRevenue = new Map(earlier.previousAnnualRevenue.map((r) => [r.year, r.revenue]));
  return {
    ...defaults,
    businessType: earlier.businessType ?? defaults.businessType,
    ...(earlier.businessOperationsDescription?.trim()
      ? { businessOperationsDescription: earlier.businessOperationsDescription.trim() }
      : {}),
    previousAnnualRevenue: defaults.previousAnnualRevenue.map((r) => ({
      year: r.year,
      revenue: earlierRevenue.get(r.year) ?? r.revenue,
    })),
  };
}
