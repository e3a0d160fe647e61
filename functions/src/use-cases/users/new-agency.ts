import type { OrganizationRecord, UserRecord } from '../../ports/index.js';

/**
 * The agency a sign-up creates (not onboarded, its applicant the new user), from the user's
 * `pendingOrganization`: written when the e-mail is confirmed, and shown as-is before that.
 */
export function newAgencyOf(user: UserRecord, at: string): OrganizationRecord | undefined {
  const pending = user.pendingOrganization;
  if (!pending) return undefined;
  return {
    id: pending.id,
    name: pending.name,
    isOnboarded: false,
    application: { status: 'NotStarted', userId: user.id },
    permissions: { canBind: false },
    createdAt: at,
    updatedAt: at,
  };
}
