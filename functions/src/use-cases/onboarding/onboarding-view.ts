import type { OrganizationRecord, Ports, UserRecord } from '../../ports/index.js';
import { toUserView } from '../users/user-view.js';
import { statusOf } from './onboarding-access.js';

/** The GraphQL `Organization` of an agency application: its answers as stored. */
export function agencyOrganizationView(org: OrganizationRecord) {
  const app = org.application;
  return {
    _id: org.id,
    name: org.name,
    website: org.website ?? null,
    yearsInBusiness: org.yearsInBusiness ?? null,
    isOnboarded: org.isOnboarded,
    application: app
      ? {
          _id: app.id ?? null,
          status: app.status ?? null,
          userId: app.userId ?? null,
          returnReason: app.returnReason ?? null,
          submittedAt: app.submittedAt ?? null,
          reviewedAt: app.reviewedAt ?? null,
        }
      : null,
    permissions: { canBind: org.permissions.canBind },
    locations: (org.locations ?? []).map((l) => ({
      _id: l.id,
      type: l.type,
      address: { ...l.address, address2: l.address.address2 ?? null },
    })),
    signatureDetails: org.signatureDetails
      ? {
          signature: org.signatureDetails.signature,
          signingDate: org.signatureDetails.signingDate,
          title: org.signatureDetails.title,
        }
      : null,
  };
}

/**
 * The GraphQL `OrganizationOnboarding`: the organisation with its answers, the status, the
 * applicant and the primary agent, the licenses, the return reason, and the signed agreement's
 * document id (for getSignedUrl).
 */
export async function onboardingView(
  ports: Pick<Ports, 'users'>,
  org: OrganizationRecord,
  /** A list's people read in one batch (onboardingPeople): no read of its own then. */
  people?: ReadonlyMap<string, UserRecord>,
) {
  const app = org.application ?? {};
  const [applicant, primaryAgent] = people
    ? [
        app.userId ? people.get(app.userId) : undefined,
        app.primaryAgentId ? people.get(app.primaryAgentId) : undefined,
      ]
    : await Promise.all([
        app.userId ? ports.users.get(app.userId) : undefined,
        app.primaryAgentId ? ports.users.get(app.primaryAgentId) : undefined,
      ]);
  // Only people still in the agency are shown as its applicant or primary agent.
  const member = (u: typeof applicant) => (u && u.organizationId === org.id ? toUserView(u, org) : null);
  return {
    organization: agencyOrganizationView(org),
    status: statusOf(org),
    applicant: member(applicant),
    primaryAgent: member(primaryAgent),
    agencyLicenseState: app.agencyLicenseState ?? null,
    agencyLicenseNumber: app.agencyLicenseNumber ?? null,
    npn: app.npn ?? null,
    submittedAt: app.submittedAt ?? null,
    returnReason: app.returnReason ?? null,
    agreementDocumentId: app.agreementUploadId ?? null,
  };
}
export type OnboardingView = Awaited<ReturnType<typeof onboardingView>>;

/** The applicants and primary agents of a list of agency applications, in one batch read. */
export async function onboardingPeople(ports: Pick<Ports, 'users'>, orgs: readonly OrganizationRecord[]) {
  const ids = [
    ...new Set(
      orgs.flatMap((o) => [o.application?.userId, o.application?.primaryAgentId]).filter((id) => !!id),
    ),
  ] as string[];
  return new Map((ids.length ? await ports.users.getMany(ids) : []).map((u) => [u.id, u]));
}
