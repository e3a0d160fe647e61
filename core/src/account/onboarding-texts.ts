/**
 * What agency onboarding says (docs/requirements.md#onboarding): the dashboard banner and its call
 * to action per status, the wizard's steps and states, the operations page, the server's refusals
 * and the Agency Agreement the signature is given to. The web and the server import these.
 */
import { OrganizationApplicationStatus } from '../auth/permissions.js';

type Status = OrganizationApplicationStatus;

/** The banner's call to action per status (the requirement's labels). */
export const onboardingCallToActions = {
  NotStarted: 'Designate Primary Agent',
  Started: 'Continue Onboarding',
  AwaitingAgency: 'Finish Onboarding',
} as const;

export const onboardingBannerTexts = {
  title: 'Finish onboarding your agency',
  body: 'Onboard your agency to quote and bind cover. You can also invite your team.',
  returnedBody: 'Our operations team returned your agency application. See why and finish it.',
  processingTitle: 'Your agency application is being processed.',
  processingBody: 'We will be in touch within a few business days.',
} as const;

/** What the banner reads of the signed-in user and their organisation. */
export interface OnboardingBannerUser {
  _id: string;
  organization?: {
    isOnboarded: boolean;
    application?: { status?: Status | null; userId?: string | null } | null;
  } | null;
}

export type OnboardingBanner =
  { kind: 'hidden' } | { kind: 'cta'; cta: string; status: Status } | { kind: 'processing' };

/**
 * The banner: hidden once the organisation is onboarded, or when it is Approved and the user is
 * not the applicant; "Designate Primary Agent" (nothing started), "Continue Onboarding" (started),
 * "Finish Onboarding" (awaiting the agency, or Approved for the applicant); while in review
 * (NeedsReview) a processing note without a call to action.
 */
export function onboardingBannerFor(user: OnboardingBannerUser): OnboardingBanner {
  const org = user.organization;
  if (!org || org.isOnboarded) return { kind: 'hidden' };
  const status = org.application?.status ?? OrganizationApplicationStatus.NotStarted;
  switch (status) {
    case 'NotStarted':
    case 'Started':
    case 'AwaitingAgency':
      return { kind: 'cta', cta: onboardingCallToActions[status], status };
    case 'NeedsReview':
      return { kind: 'processing' };
    case 'Approved':
      return org.application?.userId === user._id
        ? { kind: 'cta', cta: onboardingCallToActions.AwaitingAgency, status }
        : { kind: 'hidden' };
  }
}

/** The wizard's steps, in order. */
export const onboardingSteps = [
  { key: 'designate', label: 'Designate Primary Agent' },
  { key: 'agency', label: 'Agency Details' },
  { key: 'licenses', label: 'Licenses' },
  { key: 'sign', label: 'Review, Sign & Submit' },
] as const;
export type OnboardingStepKey = (typeof onboardingSteps)[number]['key'];

export const onboardingTexts = {
  title: 'Agency Onboarding',
  lead: 'Designate your primary agent, tell us about your agency and its licenses, then sign the Agency Agreement. Our operations team reviews it, usually within a few business days.',
  designateLead:
    'The primary agent is the licensed agent responsible for your agency on Almanac. Choose yourself or an agent of your team.',
  designateMyself: 'Myself',
  designated: 'Primary agent designated.',
  saved: 'Draft saved.',
  submitted: 'Agency application submitted. We will e-mail you once it is reviewed.',
  processingTitle: 'Your agency application is being processed.',
  processingBody:
    'Our operations team is reviewing your agency application. We will e-mail you when it is decided, usually within a few business days.',
  approvedTitle: 'Your agency is onboarded.',
  approvedBody: "Your agency's agents can now apply for and bind cover for their clients.",
  returnedTitle: 'Your application was returned',
  returnedBody: 'Please update your application and submit it again.',
  notAllowed:
    "Only your agency's applicant, its primary agent and its administrators can complete onboarding. Ask one of them to continue.",
  noAgency: 'Agency onboarding is for members of an agency.',
  sameAsPhysical: 'Same as physical address',
  noSellingMembers: 'No other agent of your team can be designated yet.',
} as const;

/** The Agency Agreement the application is signed to (Almanac's own text; docs/decisions.md). */
export const AGENCY_AGREEMENT_TITLE = 'Agency Agreement';
export const AGENCY_AGREEMENT_VERSION = '2026-11-25';
export const agencyAgreementClauses: readonly string[] = [
  'The agency applies to be appointed as a producer of Almanac parametric weather cover and may offer it only in the states where it and its agents hold the required licenses.',
  'The agency keeps its license and its agents’ licenses current and tells Almanac at once when one lapses, is suspended or revoked.',
  'The agency presents each cover accurately, collects the signed application from the insured and never binds cover on Almanac’s behalf beyond what the platform allows.',
  'Commissions are paid on bound policies as shown on the platform; either party may end the appointment by written notice.',
];
export const AGENCY_AGREEMENT_CONSENT =
  'By typing my name and submitting, I sign the Agency Agreement electronically on behalf of the agency, confirm that the answers are complete and accurate, and confirm that I am authorized to sign for the agency.';
export const agreeAgencyAgreementLabel = 'I have read and agree to the Agency Agreement';

/** The server's refusals. */
export const onboardingServerMessages = {
  notSellingMember: 'The primary agent must be an agent, primary agent or super admin of your agency.',
  designateFirst: 'Designate a primary agent first.',
  notEditable: 'The agency application cannot be changed while it is in review or once it is approved.',
  notInReview: 'This agency application is not waiting for a review.',
  selfReview: "You cannot review your own agency's application.",
} as const;

/** The operations page of agency applications. */
export const agencyReviewTexts = {
  title: 'Agency Applications',
  lead: 'Agencies that signed the Agency Agreement and wait for a review, oldest first.',
  link: 'Agency Applications',
  empty: 'No agency application is waiting for a review.',
  approve: 'Approve',
  returnToAgency: 'Return to Agency',
  approveTitle: 'Approve this agency?',
  approveBody:
    "The agency will be onboarded: its agents can apply for and bind cover. The agency's applicant is e-mailed.",
  returnTitle: 'Return this application?',
  returnBody: 'The agency is e-mailed your reason and can change its answers and submit again.',
  reasonLabel: 'Reason for returning',
  approvedToast: 'Agency approved. Its agents can now apply for cover.',
  returnedToast: 'Application returned to the agency.',
  agreementLink: 'Signed Agency Agreement (PDF)',
  notInQueue: 'This agency application is not waiting for a review',
} as const;

/** How each status reads on screen. */
export const organizationApplicationStatusLabels: Readonly<Record<Status, string>> = {
  NotStarted: 'Not started',
  Started: 'Started',
  AwaitingAgency: 'Returned to agency',
  NeedsReview: 'In review',
  Approved: 'Approved',
};
