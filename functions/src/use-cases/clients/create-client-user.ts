import { AppError, CLIENT_EMAIL_TAKEN_MESSAGE, createClientUserSchema } from '@almanac/core';
import { clientClaimScopeOf, type Ports, type UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireQuoter } from '../pricing/access.js';
import { enforceRateLimit } from '../rate-limit.js';
import { UNUSABLE_PASSWORD_HASH } from '../users/password-state.js';
import { loadUserView } from '../users/user-view.js';
import { parseInput } from '../validate.js';

type Deps = Pick<Ports, 'users' | 'organizations' | 'clock' | 'random' | 'throttle'>;

/**
 * Add a client (the quoter's "Add new client"): a user with role `client`, no password (clients
 * sign in through token links), linked to the caller (`agentId`) and the caller's organisation.
 * The e-mail is claimed inside the agency only (ports/email-claims.ts): whether the address has
 * an Almanac account, or is another agency's client, changes nothing and is not revealed, and its
 * owner can still sign up. Idempotent by e-mail and name within the agency: the same client again
 * answers that client; another name under an e-mail one of its clients has is refused. At most
 * core's RATE_LIMITS.clientCreatesPerUser new clients per user (TOO_MANY_REQUESTS past it).
 */
export async function createClientUser(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const me = await requireQuoter(ports, caller);
  const input = parseInput(createClientUserSchema, rawArgs);
  const scope = clientClaimScopeOf(me);

  const existing = await ports.users.getClientByEmail(scope, input.email);
  if (existing) return answerExisting(ports, existing, input);
  // Each new client is a user record and an e-mail claim: bounded per agent (issue 26, 7).
  await enforceRateLimit(ports, 'clientCreatesPerUser', me.id);

  const now = ports.clock.now().toISOString();
  const client: UserRecord = {
    id: ports.random.id(),
    email: input.email,
    role: 'client',
    passwordHash: UNUSABLE_PASSWORD_HASH,
    createdAt: now,
    updatedAt: now,
    profile: { firstName: input.firstName, lastName: input.lastName },
    permissions: [],
    ...(me.organizationId ? { organizationId: me.organizationId } : {}),
    agentId: me.id,
  };
  if (await ports.users.create(client)) return loadUserView(ports, client);

  // Added meanwhile by a double submit or a colleague: answer that client.
  const winner = await ports.users.getClientByEmail(scope, input.email);
  if (!winner) throw new AppError('INTERNAL_SERVER_ERROR');
  return answerExisting(ports, winner, input);
}

const sameName = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The agency already has a client with this e-mail. The same person again (a double submit, a
 * retry): that client. Someone else under the same e-mail: refused, saying the address is taken by
 * one of the agency's clients, so the agent does not believe a new client was added.
 */
function answerExisting(ports: Deps, existing: UserRecord, input: { firstName: string; lastName: string }) {
  const same =
    sameName(existing.profile?.firstName, input.firstName) &&
    sameName(existing.profile?.lastName, input.lastName);
  if (!same) throw new AppError('EMAIL_ALREADY_REGISTERED', CLIENT_EMAIL_TAKEN_MESSAGE);
  return loadUserView(ports, existing);
}
