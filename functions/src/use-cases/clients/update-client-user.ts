import { AppError, clientEmailChangeMessages, updateClientUserSchema } from '@almanac/core';
import type { UserProfile } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { canSeeContract } from '../contracts/contract-access.js';
import { requireQuoter } from '../pricing/access.js';
import { clientCopy } from '../quotes/save-quote.js';
import { listCreators } from '../quotes/quote-scope.js';
import { parseInput } from '../validate.js';
import { openContractsOf } from './client-business.js';
import { requireClientOf } from './client-access.js';
import { clientUserView } from './client-view.js';
import {
  applyEmailChange,
  requestEmailChange,
  requireFreeClientEmail,
  takeEmailChangeBudget,
  type EmailChangeDeps,
} from './email-change.js';

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
 * updateClientUser (the Clients page's Edit modal; docs/requirements.md#clients): a client of the
 * caller's agency gets the profile as given (a field left empty is cleared). A new e-mail (which
 * must not belong to another client of the agency):
 * - while the client holds an open application or policy, only a caller who sees every one of
 *   them may ask for it (INVALID_PERMISSIONS otherwise), and it is only recorded as pending: a
 *   link to the old address confirms it (confirmClientEmailChange), or operations change it
 *   (changeClientEmail). The answer's `pendingEmail` says so; `email` is still the old one.
 * - otherwise it takes effect at once.
 * Either way the old address is told, within the per-caller and per-recipient limits
 * (TOO_MANY_REQUESTS past them, changing nothing). The copies on the client's premium indications
 * that the caller sees and that are not submitted follow, so lists and search show the new
 * details; a submitted one keeps what it was submitted with.
 */
export async function updateClientUser(ports: EmailChangeDeps, caller: Caller | null, rawArgs: unknown) {
  const me = await requireQuoter(ports, caller);
  const { input, client: clientId } = parseInput(updateClientUserSchema, rawArgs);
  let client = await requireClientOf(ports, me, clientId);

  if (input.email !== client.email.toLowerCase()) {
    const open = await openContractsOf(ports, client);
    if (!open.every((contract) => canSeeContract(me, contract)))
      throw new AppError('INVALID_PERMISSIONS', clientEmailChangeMessages.notVisible);
    await requireFreeClientEmail(ports, client, input.email);
    await takeEmailChangeBudget(ports, me, client);
    client = open.length
      ? await requestEmailChange(ports, me, client, input.email)
      : await applyEmailChange(ports, client, input.email, 'agent');
  }
  const at = ports.clock.now().toISOString();
  const profile: Partial<UserProfile> = {};
  for (const field of profileFields) profile[field] = input[field];
  const updated = await ports.users.updateProfile(client.id, profile, at);

  const copy = clientCopy(updated);
  // The client's quotes from its own index (not every visible quote), those the caller may see.
  const creators = new Set(await listCreators(ports, me, undefined));
  const attached = (await ports.quotes.listSavedForClient(client.id)).filter(
    (l) => creators.has(l.createdBy) && !l.frozenAt,
  );
  await Promise.all(attached.map((l) => ports.quotes.updateClientCopies(l.id, client.id, copy, at)));
  return clientUserView(ports, updated);
}
