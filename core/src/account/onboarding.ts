/**
 * Agency onboarding in the product (docs/requirements.md#onboarding, #status-organization): the
 * organisation application's statuses and what moves it, who may work on it and who reviews it,
 * and the pages. Pure: the server enforces these, the web shows what they allow.
 */
import { agencyManagerRoles, type Role, sellingRoles, underwriterRoles } from '../auth/roles.js';
import { OrganizationApplicationStatus } from '../auth/permissions.js';

export const ONBOARDING_PATH = '/onboarding';
/** The operations page of agency applications (list, and one agency under it). */
export const OPERATIONS_AGENCIES_PATH = '/operations/agencies';
export const operationsAgencyPath = (organizationId: string): string =>
  `${OPERATIONS_AGENCIES_PATH}/${encodeURIComponent(organizationId)}`;

/** What happens to an application: the agency designates, saves, submits; operations decide. */
export type OnboardingEvent = 'designate' | 'save' | 'submit' | 'approve' | 'return';

const S = OrganizationApplicationStatus;

/**
 * The status an event leads to from `status`, or null when the event is not allowed there:
 * NotStarted → Started on Designate Primary Agent (designating again before submitting keeps the
 * status); drafts are saved while Started or AwaitingAgency; submitting makes it NeedsReview;
 * operations approve (Approved) or return it (AwaitingAgency) only while it is NeedsReview.
 */
export function nextOnboardingStatus(
  status: OrganizationApplicationStatus | null | undefined,
  event: OnboardingEvent,
): OrganizationApplicationStatus | null {
  const from = status ?? S.NotStarted;
  const editable = from === S.Started || from === S.AwaitingAgency;
  switch (event) {
    case 'designate':
      return from === S.NotStarted ? S.Started : editable ? from : null;
    case 'save':
      return editable ? from : null;
    case 'submit':
      return editable ? S.NeedsReview : null;
    case 'approve':
      return from === S.NeedsReview ? S.Approved : null;
    case 'return':
      return from === S.NeedsReview ? S.AwaitingAgency : null;
  }
}

/** The statuses operations can list (every one reached through a review or a designation). */
export const ORGANIZATION_REVIEW_LISTABLE_STATUSES: readonly OrganizationApplicationStatus[] = [
  S.NeedsReview,
  S.AwaitingAgency,
  S.Started,
  S.Approved,
];
/** The agencies page lists at most this many applications per status (oldest first). */
export const ORGANIZATION_REVIEW_LIMIT_PER_STATUS = 500;

/** A person as the onboarding rules read them. */
export interface OnboardingPerson {
  id: string;
  role: Role;
  organizationId?: string | null;
}
/** An organisation as the onboarding rules read it. */
export interface OnboardingOrganization {
  id: string;
  application?: {
    userId?: string | null;
    primaryAgentId?: string | null;
    status?: OrganizationApplicationStatus | null;
  } | null;
}

const isMemberOf = (person: OnboardingPerson, org: OnboardingOrganization) =>
  person.role !== 'client' && !!person.organizationId && person.organizationId === org.id;

const isApplicant = (person: OnboardingPerson, org: OnboardingOrganization) =>
  org.application?.userId === person.id;
const notStarted = (org: OnboardingOrganization) =>
  (org.application?.status ?? 'NotStarted') === 'NotStarted';

/**
 * Designate the primary agent: one of the organisation's managers, or its applicant for the first
 * designation only (later, a demoted applicant cannot make themselves a manager again).
 */
export function mayDesignatePrimaryAgent(person: OnboardingPerson, org: OnboardingOrganization): boolean {
  if (!isMemberOf(person, org)) return false;
  return agencyManagerRoles.includes(person.role) || (isApplicant(person, org) && notStarted(org));
}

/**
 * Save and submit the application: a manager, the applicant, or the designated primary agent while
 * they still hold that role (a demoted one may no longer sign for the agency).
 */
export function mayWorkOnOnboarding(person: OnboardingPerson, org: OnboardingOrganization): boolean {
  if (!isMemberOf(person, org)) return false;
  const designated =
    org.application?.primaryAgentId === person.id &&
    (person.role === 'primaryAgent' || person.role === 'superAdmin');
  return agencyManagerRoles.includes(person.role) || isApplicant(person, org) || designated;
}

/** Read the application: any member of the organisation (not its clients). */
export const mayReadOnboarding = (person: OnboardingPerson, org: OnboardingOrganization): boolean =>
  isMemberOf(person, org);

/** Who can be designated: a selling member (agent, primary agent, super admin) of the organisation. */
export const mayBePrimaryAgent = (person: OnboardingPerson, org: OnboardingOrganization): boolean =>
  isMemberOf(person, org) && sellingRoles.includes(person.role);

/**
 * The role a designated member gets: an agent becomes the primary agent; a primary agent or a
 * super admin keeps the role they have (a super admin already has every right a primary agent has).
 */
export const roleAfterDesignation = (role: Role): Role => (role === 'agent' ? 'primaryAgent' : role);

/** Review agency applications: operations (internal users, super admins), never their own agency's. */
export function mayReviewAgency(person: OnboardingPerson, org: OnboardingOrganization): boolean {
  return underwriterRoles.includes(person.role) && person.organizationId !== org.id;
}

/** The agency's agreement and other onboarding files live under the organisation's folder. */
export const organizationFolder = (organizationId: string): string =>
  `lpc-insurance/organizations/${organizationId}`;
export const agencyAgreementFolder = (organizationId: string): string =>
  `${organizationFolder(organizationId)}/agreements`;
