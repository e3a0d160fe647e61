import { AppError, CLIENT_EMAIL_TAKEN_MESSAGE, updateClientUserSchema } from '@almanac/core';
import type { Ports, UserProfile } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireQuoter } from '../pricing/access.js';
import { clientCopy } from '../quotes/save-quote.js';
import { visibleListings } from '../quotes/get-quotes.js';
import { loadUserView } from '../users/user-view.js';
import { parseInput } from '../validate.js';
import { requireClientOf } from './client-access.js';

const profileFields = [
  'firstName',
  'lastName',
  'phone',
  'companyName',
  'address1',
  'address2',
  'city',
  'state',
  'country',
  'zipcode',
] as const;

/**
 * updateClientUser (the Clients page's Edit modal): a client of the caller's agency gets the
 * profile as given (a field left empty is cleared) and, when it changed, the new e-mail (which
 * must not belong to another account). The copies on the client's premium indications that the
 * caller sees and that are not submitted follow, so lists and search show the new details; a
 * submitted one keeps what it was submitted with.
 */
export async function updateClientUser(
  ports: Pick<Ports, 'users' | 'organizations' | 'quotes' | 'clock'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const me = await requireQuoter(ports, caller);
  const { input, client: clientId } = parseInput(updateClientUserSchema, rawArgs);
  const client = await requireClientOf(ports, me, clientId);
  const at = ports.clock.now().toISOString();

  if (input.email !== client.email.toLowerCase()) {
    const moved = await ports.users.changeEmail(client.id, client.email, input.email, at);
    if (!moved) throw new AppError('EMAIL_ALREADY_REGISTERED', CLIENT_EMAIL_TAKEN_MESSAGE);
  }
  const profile: Partial<UserProfile> = {};
  for (const field of profileFields) profile[field] = input[field];
  const updated = await ports.users.updateProfile(client.id, profile, at);

  const copy = clientCopy(updated);
  const attached = (await visibleListings(ports, me)).filter((l) => l.clientId === client.id && !l.frozenAt);
  await Promise.all(attached.map((l) => ports.quotes.updateClientCopies(l.id, client.id, copy, at)));
  return loadUserView(ports, updated);
}
