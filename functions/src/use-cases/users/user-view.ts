import { canBind, canQuote, type UserAccess } from '@almanac/core';
import type { OrganizationRecord, Ports, UserRecord } from '../../ports/index.js';
import { financeViewOf } from './finance-view.js';
import { newAgencyOf } from './new-agency.js';
import { toOrganizationView } from './organization-view.js';

/**
 * The GraphQL `User` shape: never the password hash; permissions computed with core's rules.
 * `viewerId`: who is looking; the payout information (`finance`) is only for the user themself.
 */
export function toUserView(user: UserRecord, org: OrganizationRecord | undefined, viewerId?: string) {
  const organization = org ? toOrganizationView(org, user.role !== 'client') : null;
  const access = userAccessOf(user, org);
  return {
    _id: user.id,
    email: user.email,
    role: user.role,
    confirmedAt: user.confirmedAt ?? null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    profile: user.profile,
    legal: user.legal ?? null,
    permissions: user.permissions,
    organization,
    agentId: user.agentId ?? null,
    canQuote: canQuote(access),
    canBind: canBind(access),
    finance: viewerId === user.id ? financeViewOf(user) : null,
    disabledAt: user.disabledAt ?? null,
  };
}
export type UserView = ReturnType<typeof toUserView>;

/** What core's canQuote and canBind read of a user and their organisation. */
export const userAccessOf = (user: UserRecord, org: OrganizationRecord | undefined): UserAccess => ({
  role: user.role,
  confirmedAt: user.confirmedAt,
  permissions: user.permissions,
  organization: org
    ? { isOnboarded: org.isOnboarded, permissions: { canBind: org.permissions.canBind } }
    : null,
});

/** The user's organisation (a sign-up's agency not created yet stands in for it). */
export async function organizationOf(
  ports: Pick<Ports, 'organizations'>,
  user: UserRecord,
): Promise<OrganizationRecord | undefined> {
  const org = user.organizationId ? await ports.organizations.get(user.organizationId) : undefined;
  return org ?? newAgencyOf(user, user.createdAt);
}

export async function loadUserView(
  ports: Pick<Ports, 'organizations'>,
  user: UserRecord,
  viewerId?: string,
): Promise<UserView> {
  return toUserView(user, await organizationOf(ports, user), viewerId);
}
