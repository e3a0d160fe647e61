/**
 * The onboarding wizard as data (docs/requirements.md#onboarding): each step's values from the
 * saved application, the step to open, each step's problems (core's schemas, by field path), and
 * what a step saves. No React.
 */
import {
  agencyDetailsStepSchema,
  licensesStepSchema,
  type OnboardingStepKey,
  signStepSchema,
} from '@almanac/core';
import type { z } from 'zod';
import type { OrganizationApplicationInput } from '../../../lib/graphql/generated/graphql.js';
import {
  addressOf,
  type AgencyAddress,
  type OrganizationOnboarding,
} from '../../../shared/onboarding/onboarding-model.js';

export interface AddressValues {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
}

export interface AgencyValues {
  name: string;
  website: string;
  /** As typed: a whole number once checked. */
  yearsInBusiness: string;
  physicalAddress: AddressValues;
  mailingAddress: AddressValues;
  /** 'Same as physical address': the mailing address is the physical one. */
  sameAsPhysical: boolean;
}

export interface LicenseValues {
  agencyLicenseState: string;
  agencyLicenseNumber: string;
  npn: string;
}

export interface SignValues {
  signature: string;
  title: string;
  signingDate: string;
  agreeAgencyAgreement: boolean;
}

const addressValues = (a: AgencyAddress | null): AddressValues => ({
  address1: a?.address1 ?? '',
  address2: a?.address2 ?? '',
  city: a?.city ?? '',
  state: a?.state ?? '',
  zipcode: a?.zipcode ?? '',
});

const sameAddress = (a: AddressValues, b: AddressValues) =>
  (Object.keys(a) as (keyof AddressValues)[]).every((k) => a[k].trim() === b[k].trim());

export function agencyValuesOf(o: OrganizationOnboarding): AgencyValues {
  const physicalAddress = addressValues(addressOf(o, 'physical'));
  const mailingAddress = addressValues(addressOf(o, 'mailing'));
  return {
    name: o.organization.name,
    website: o.organization.website ?? '',
    yearsInBusiness:
      o.organization.yearsInBusiness === null || o.organization.yearsInBusiness === undefined
        ? ''
        : String(o.organization.yearsInBusiness),
    physicalAddress,
    mailingAddress,
    sameAsPhysical: !!physicalAddress.address1 && sameAddress(physicalAddress, mailingAddress),
  };
}

export const licenseValuesOf = (o: OrganizationOnboarding): LicenseValues => ({
  agencyLicenseState: o.agencyLicenseState ?? '',
  agencyLicenseNumber: o.agencyLicenseNumber ?? '',
  npn: o.npn ?? '',
});

/** The step's answers as they are checked and saved (the mailing address copied when the same). */
export const agencyAnswers = ({ sameAsPhysical, ...v }: AgencyValues) => ({
  ...v,
  mailingAddress: sameAsPhysical ? v.physicalAddress : v.mailingAddress,
});

/** Each problem's message by field path (`physicalAddress.city`); {} when valid. */
export function problemsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

export const agencyProblems = (v: AgencyValues) => problemsOf(agencyDetailsStepSchema, agencyAnswers(v));
export const licenseProblems = (v: LicenseValues) => problemsOf(licensesStepSchema, v);
export const signProblems = (v: SignValues, now: Date) => problemsOf(signStepSchema(now), v);

/** What the Agency Details step saves (checked first). */
export function agencyInput(v: AgencyValues): OrganizationApplicationInput {
  const parsed = agencyDetailsStepSchema.parse(agencyAnswers(v));
  return { ...parsed };
}

export const licenseInput = (v: LicenseValues): OrganizationApplicationInput => licensesStepSchema.parse(v);

/** The signed application: the saved answers and the signature. */
export function submitInput(o: OrganizationOnboarding, sign: SignValues): OrganizationApplicationInput {
  const agency = agencyAnswers(agencyValuesOf(o));
  return {
    ...agency,
    yearsInBusiness: agency.yearsInBusiness === '' ? null : Number(agency.yearsInBusiness),
    ...licenseValuesOf(o),
    ...sign,
  };
}

/**
 * The step to open: Designate Primary Agent until there is one, then the first step with an
 * answer missing or wrong, else Review, Sign & Submit.
 */
export function firstOpenStep(o: OrganizationOnboarding): OnboardingStepKey {
  if (o.status === 'NotStarted' || !o.primaryAgent) return 'designate';
  if (Object.keys(agencyProblems(agencyValuesOf(o))).length > 0) return 'agency';
  if (Object.keys(licenseProblems(licenseValuesOf(o))).length > 0) return 'licenses';
  return 'sign';
}
