import type { UserRecord } from './records.js';

/**
 * Which e-mail claims a user holds (part of the UserRepository contract, shared by the DynamoDB
 * adapter and the in-memory fake). A login account (anyone with a password) holds the one global
 * claim that login, sign-up and password reset look up. A client holds a claim inside its agency
 * only (its organisation, or the agent who added it when that agent has none): adding a client
 * never takes an address away from its owner, and reveals nothing about other accounts. An invited
 * team member (no password yet) holds the login claim too.
 */
export function emailClaimsOf(
  user: Pick<UserRecord, 'role' | 'passwordHash' | 'organizationId' | 'agentId' | 'invitation'>,
) {
  // An invited member has no password yet, but the address is theirs (the invitation's link
  // becomes their login): it is claimed from the invitation on.
  const login = !user.passwordHash.startsWith('!') || (user.role !== 'client' && !!user.invitation);
  const agency =
    user.role === 'client'
      ? user.organizationId
        ? `org:${user.organizationId}`
        : `agent:${user.agentId}`
      : undefined;
  return { login, agency };
}

/**
 * Whether a login claim's holder is an invitation nobody can accept any more (expired, or withdrawn
 * by disabling the invitee) at `at`: a sign-up or another invitation for the address takes the
 * claim over, so an invitation never keeps an address from its owner for longer than it lives.
 */
export const holdsStaleInvitation = (
  holder: Pick<UserRecord, 'role' | 'passwordHash' | 'confirmedAt' | 'invitation' | 'disabledAt'>,
  at: string,
): boolean =>
  holder.role !== 'client' &&
  !holder.confirmedAt &&
  holder.passwordHash.startsWith('!') &&
  !!holder.invitation &&
  (!!holder.disabledAt || holder.invitation.expiresAt <= at);

/** The agency a client claim lives in, as seen from the agent adding or editing the client. */
export const clientClaimScopeOf = (agent: Pick<UserRecord, 'id' | 'organizationId'>): string =>
  agent.organizationId ? `org:${agent.organizationId}` : `agent:${agent.id}`;
