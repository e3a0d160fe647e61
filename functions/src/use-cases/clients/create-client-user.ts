import { AppError, CLIENT_EMAIL_TAKEN_MESSAGE, createClientUserSchema } from '@almanac/core';
import type { Ports, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireQuoter } from '../pricing/access.js';
import { UNUSABLE_PASSWORD_HASH } from '../users/password-state.js';
import { loadUserView } from '../users/user-view.js';
import { parseInput } from '../validate.js';
import { isClientOf } from './client-access.js';

type Deps = Pick<Ports, 'users' | 'organizations' | 'clock' | 'random'>;

/**
 * Add a client (the quoter's "Add new client"): a user with role `client`, no password (clients
 * sign in through token links), linked to the caller (`agentId`) and the caller's organisation.
 * Idempotent by e-mail: an e-mail that is already one of the agency's clients answers that
 * client; one that belongs to anyone else is EMAIL_ALREADY_REGISTERED.
 */
export async function createClientUser(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const me = await requireQuoter(ports, caller);
  const input = parseInput(createClientUserSchema, rawArgs);

  const existing = await ports.users.getByEmail(input.email);
  if (existing) return existingClient(ports, me, existing);

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

  // The e-mail was claimed meanwhile (a double submit, or someone else): decide on the winner.
  const winner = await ports.users.getByEmail(input.email);
  if (!winner) throw new AppError('INTERNAL_SERVER_ERROR');
  return existingClient(ports, me, winner);
}

function existingClient(ports: Pick<Ports, 'organizations'>, me: UserRecord, user: UserRecord) {
  if (!isClientOf(me, user)) throw new AppError('EMAIL_ALREADY_REGISTERED', CLIENT_EMAIL_TAKEN_MESSAGE);
  return loadUserView(ports, user);
}
