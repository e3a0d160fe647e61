import { AppError, confirmEmailChangeArgsSchema } from '@almanac/core';
import { linkStillAddressed } from '../auth/consume-token.js';
import { applyEmailChange, type EmailChangeDeps } from './email-change.js';

/**
 * confirmClientEmailChange(token), public (docs/requirements.md#clients): the link mailed to a
 * client's old address confirms the change an agent asked for. It works once, until it expires
 * (TOKEN_EXPIRED), only while it is the client's pending request (a newer request or a change
 * made meanwhile voids it) and while the client's address is still the one it was sent to;
 * INVALID_TOKEN otherwise, for unknown tokens too. Answers the new address.
 */
export async function confirmClientEmailChange(ports: EmailChangeDeps, rawArgs: unknown) {
  const parsed = confirmEmailChangeArgsSchema.safeParse(rawArgs);
  if (!parsed.success) throw new AppError('INVALID_TOKEN');
  const hash = ports.digest(parsed.data.token);
  const record = await ports.oneTimeTokens.get(hash);
  if (!record || record.type !== 'CLIENT_EMAIL_CHANGE' || record.usedAt || !record.subject)
    throw new AppError('INVALID_TOKEN');
  const now = ports.clock.now();
  if (new Date(record.expiresAt) <= now) throw new AppError('TOKEN_EXPIRED');
  const client = await ports.users.get(record.userId);
  const pending = client?.pendingEmailChange;
  if (
    !client ||
    client.role !== 'client' ||
    !linkStillAddressed(record, client) ||
    pending?.tokenHash !== hash ||
    pending.email !== record.subject
  )
    throw new AppError('INVALID_TOKEN');
  if (!(await ports.oneTimeTokens.consume(hash, now.toISOString()))) throw new AppError('INVALID_TOKEN');
  // Take the request off the client as read (compare and set): a change or request made meanwhile
  // wins and this link changes nothing. A failure after this leaves the old address in place.
  const taken = await ports.users.updateMember(client, {
    pendingEmailChange: null,
    updatedAt: now.toISOString(),
  });
  if (!taken) throw new AppError('INVALID_TOKEN');
  const moved = await applyEmailChange(ports, taken, record.subject, 'confirmed');
  return { email: moved.email };
}
