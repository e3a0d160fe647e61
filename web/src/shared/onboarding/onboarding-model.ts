/**
 * An agency application as data (docs/requirements.md#onboarding): its people's names, its
 * addresses, and the answers as labelled rows, for the wizard's review step and the operations
 * page. No React.
 */
import { displayNameOf, formatUsDate, roleLabels, stateName } from '@almanac/core';
import type {
  OnboardingPersonFieldsFragment,
  OrganizationOnboardingFieldsFragment,
} from '../../lib/graphql/generated/graphql.js';

export type OrganizationOnboarding = OrganizationOnboardingFieldsFragment;
export type OnboardingPerson = OnboardingPersonFieldsFragment;
type Location = NonNullable<OrganizationOnboarding['organization']['locations']>[number];
export type AgencyAddress = Location['address'];

export const personName = (p: OnboardingPerson): string =>
  displayNameOf({ firstName: p.profile?.firstName, lastName: p.profile?.lastName, email: p.email });

/** "Name (Role) · e-mail". */
export const personLine = (p: OnboardingPerson | null | undefined): string =>
  p ? `${personName(p)} (${roleLabels[p.role]}) · ${p.email}` : '—';

export const addressOf = (o: OrganizationOnboarding, type: 'physical' | 'mailing'): AgencyAddress | null =>
  o.organization.locations?.find((l) => l.type === type)?.address ?? null;

export const addressText = (a: AgencyAddress | null | undefined): string =>
  a ? [a.address1, a.address2, `${a.city}, ${a.state} ${a.zipcode}`].filter(Boolean).join(', ') : '—';

const or = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : String(v);

export interface AnswerSection {
  heading: string;
  rows: [label: string, value: string][];
}

/** The application's answers, by section; with `signature`, who signed and when. */
export function answerSections(o: OrganizationOnboarding, { signature = true } = {}): AnswerSection[] {
  const org = o.organization;
  const sections: AnswerSection[] = [
    {
      heading: 'Agency',
      rows: [
        ['Agency name', org.name],
        ['Website', or(org.website)],
        ['Years in business', or(org.yearsInBusiness)],
        ['Physical address', addressText(addressOf(o, 'physical'))],
        ['Mailing address', addressText(addressOf(o, 'mailing'))],
      ],
    },
    {
      heading: 'Licenses',
      rows: [
        [
          'Agency license state',
          o.agencyLicenseState ? (stateName(o.agencyLicenseState) ?? o.agencyLicenseState) : '—',
        ],
        ['Agency license number', or(o.agencyLicenseNumber)],
        ['National Producer Number (NPN)', or(o.npn)],
      ],
    },
    {
      heading: 'People',
      rows: [
        ['Applicant', personLine(o.applicant)],
        ['Primary agent', personLine(o.primaryAgent)],
      ],
    },
  ];
  const signed = org.signatureDetails;
  if (signature && signed)
    sections.push({
      heading: 'Signature',
      rows: [
        ['Signed by', signed.signature],
        ['Title', signed.title],
        ['Date', formatUsDate(signed.signingDate)],
      ],
    });
  return sections;
}
