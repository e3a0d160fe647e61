import { AppError, CREDENTIAL_TOKEN_TYPES, type LinkTokenType } from '@almanac/core';
import type { Ports, UserRecord } from '../../ports/index.js';

/** A credential token issued before (or as) the user's last password change or reset is void. */
export const issuedBeforeCredentialsChanged = (
  record: { type: LinkTokenType; createdAt: string },
  user: Pick<UserRecord, 'credentialsChangedAt'> | undefined,
): boolean =>
  CREDENTIAL_TOKEN_TYPES.includes(record.type) &&
  !!user?.credentialsChangedAt &&
  record.createdAt <= user.credentialsChangedAt;

/**
 * Check and use up a one-time link token of the given types. Unknown, wrong-type, used tokens, and
 * credential tokens older than the user's last password change are INVALID_TOKEN; expired ones
 * TOKEN_EXPIRED. Single use even under concurrent attempts. Answers the token and its user.
 */
export async function consumeOneTimeToken(
  ports: Pick<Ports, 'oneTimeTokens' | 'users' | 'clock' | 'digest'>,
  token: string,
  types: readonly LinkTokenType[],
) {
  const hash = ports.digest(token);
  const record = await ports.oneTimeTokens.get(hash);
  if (!record || !types.includes(record.type) || record.usedAt) throw new AppError('INVALID_TOKEN');
  const now = ports.clock.now();
  if (new Date(record.expiresAt) <= now) throw new AppError('TOKEN_EXPIRED');
  const user = await ports.users.get(record.userId);
  if (!user || issuedBeforeCredentialsChanged(record, user)) throw new AppError('INVALID_TOKEN');
  if (!(await ports.oneTimeTokens.consume(hash, now.toISOString()))) throw new AppError('INVALID_TOKEN');
  return { record, user };
}

/**
 * Whether a link still goes to the user's address: one recording `sentTo` only while the user's
 * e-mail is that address; an older one without it only if issued after the last e-mail change
 * (docs/requirements.md#invitations; docs/security.md "Client e-mail changes").
 */
export const linkStillAddressed = (
  record: { createdAt: string; sentTo?: string },
  user: Pick<UserRecord, 'email' | 'emailChangedAt'>,
): boolean =>
  record.sentTo
    ? record.sentTo.toLowerCase() === user.email.toLowerCase()
    : !user.emailChangedAt || record.createdAt > user.emailChangedAt;
