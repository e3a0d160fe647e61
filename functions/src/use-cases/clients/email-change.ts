import { AppError, CLIENT_EMAIL_TAKEN_MESSAGE, confirmEmailChangePath } from '@almanac/core';
import { emailChangedEmail, emailChangeRequestEmail } from '../../emails/client-email-change-emails.js';
import { clientClaimScopeOf, type Ports, type UserRecord } from '../../ports/index.js';
import { issueOneTimeToken } from '../auth/issue-tokens.js';
import { personName } from '../contracts/contract-view.js';
import { clientCopy } from '../quotes/save-quote.js';
import { enforceRateLimit } from '../rate-limit.js';
import { clientListings } from './client-business.js';

/**
 * A client's e-mail change (docs/requirements.md#clients; docs/security.md "Client e-mail
 * changes"): requested by an agent while the client holds an open application or policy (a link
 * to the old address confirms it), or applied at once (no such business, a confirmation, or
 * operations). The old address is told in every case.
 */
export type EmailChangeDeps = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'quotes'
  | 'contracts'
  | 'sessions'
  | 'oneTimeTokens'
  | 'throttle'
  | 'clock'
  | 'random'
  | 'digest'
  | 'mailQueue'
  | 'webUrl'
>;

/** The agency scope the client's e-mail must be free in (another client of it may not hold it). */
const scopeOf = (client: UserRecord) =>
  clientClaimScopeOf({ id: client.agentId ?? client.id, organizationId: client.organizationId });

/** EMAIL_ALREADY_REGISTERED when another client of the agency has the address. */
export async function requireFreeClientEmail(
  ports: Pick<Ports, 'users'>,
  client: UserRecord,
  email: string,
): Promise<void> {
  const holder = await ports.users.getClientByEmail(scopeOf(client), email);
  if (holder && holder.id !== client.id)
    throw new AppError('EMAIL_ALREADY_REGISTERED', CLIENT_EMAIL_TAKEN_MESSAGE);
}

/**
 * An agent's change mails the old address (a request or a notice): counted per caller and per
 * recipient first (core RATE_LIMITS), TOO_MANY_REQUESTS past either, changing nothing.
 */
export async function takeEmailChangeBudget(
  ports: Pick<Ports, 'throttle' | 'clock'>,
  me: UserRecord,
  client: UserRecord,
): Promise<void> {
  await enforceRateLimit(ports, 'emailChangeMailPerCaller', me.id);
  await enforceRateLimit(ports, 'emailChangeMailPerRecipient', client.email);
}

/**
 * Record the change as pending (replacing an earlier request: only the newest link confirms) and
 * mail a single-use, expiring link to the client's current address; the new address gets nothing.
 * Answers the client as written; CONFLICT when the record changed meanwhile.
 */
export async function requestEmailChange(
  ports: EmailChangeDeps,
  me: UserRecord,
  client: UserRecord,
  email: string,
): Promise<UserRecord> {
  const at = ports.clock.now().toISOString();
  const { token, expiresAt } = await issueOneTimeToken(
    ports,
    client.id,
    'CLIENT_EMAIL_CHANGE',
    email,
    client.email,
  );
  const written = await ports.users.updateMember(client, {
    pendingEmailChange: {
      email,
      requestedAt: at,
      requestedBy: me.id,
      tokenHash: ports.digest(token),
      expiresAt,
    },
    updatedAt: at,
  });
  if (!written) throw new AppError('CONFLICT');
  const org = me.organizationId ? await ports.organizations.get(me.organizationId) : undefined;
  await ports.mailQueue.send(
    emailChangeRequestEmail({
      id: ports.random.id(),
      to: client.email,
      clientName: personName(client),
      newEmail: email,
      requestedBy: { name: personName(me), ...(org ? { agency: org.name } : {}) },
      link: `${ports.webUrl}${confirmEmailChangePath(token)}`,
      expiresAt,
    }),
  );
  return written;
}

/**
 * Move the client to `email` now: claim it (EMAIL_ALREADY_REGISTERED when another client of the
 * agency holds it), drop any pending request, end the client's sessions (links and sessions
 * started from the old address stop), refresh the copies on the client's unsubmitted premium
 * indications, and tell the old address. Answers the client as it then is.
 */
export async function applyEmailChange(
  ports: EmailChangeDeps,
  client: UserRecord,
  email: string,
  how: 'confirmed' | 'operations' | 'agent',
): Promise<UserRecord> {
  const at = ports.clock.now().toISOString();
  const oldEmail = client.email;
  if (!(await ports.users.changeEmail(client.id, oldEmail, email, at)))
    throw new AppError('EMAIL_ALREADY_REGISTERED', CLIENT_EMAIL_TAKEN_MESSAGE);
  let moved = (await ports.users.get(client.id)) ?? { ...client, email };
  if (moved.pendingEmailChange)
    moved = (await ports.users.updateMember(moved, { pendingEmailChange: null, updatedAt: at })) ?? moved;
  await ports.sessions.revokeAllForUser(client.id, at);
  const copy = clientCopy(moved);
  const attached = (await clientListings(ports, moved)).filter((l) => !l.frozenAt);
  await Promise.all(attached.map((l) => ports.quotes.updateClientCopies(l.id, client.id, copy, at)));
  await ports.mailQueue.send(
    emailChangedEmail({
      id: ports.random.id(),
      to: oldEmail,
      clientName: personName(moved),
      newEmail: moved.email,
      how,
    }),
  );
  return moved;
}

/** The e-mail a client's pending change would move to, while its link can still confirm it. */
export const pendingEmailOf = (user: UserRecord, now: Date): string | null => {
  const pending = user.pendingEmailChange;
  if (!pending || pending.email === user.email || new Date(pending.expiresAt) <= now) return null;
  return pending.email;
};
