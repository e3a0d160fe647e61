import { type LinkTokenType, tokenLifetimeSeconds } from '@almanac/core';
import type { Ports } from '../../ports/index.js';

const expiryFor = (now: Date, type: LinkTokenType) =>
  new Date(now.getTime() + tokenLifetimeSeconds[type] * 1000).toISOString();

/**
 * A one-time link token (stored hashed); returns the clear token for the e-mail or caller.
 * `sentTo`: the address the link is mailed to, recorded so the link dies when the user's e-mail
 * changes (linkStillAddressed).
 */
export async function issueOneTimeToken(
  ports: Pick<Ports, 'oneTimeTokens' | 'clock' | 'random' | 'digest'>,
  userId: string,
  type: LinkTokenType,
  subject?: string,
  sentTo?: string,
) {
  const now = ports.clock.now();
  const token = ports.random.token();
  const expiresAt = expiryFor(now, type);
  await ports.oneTimeTokens.put({
    tokenHash: ports.digest(token),
    type,
    userId,
    createdAt: now.toISOString(),
    expiresAt,
    subject,
    ...(sentTo ? { sentTo: sentTo.toLowerCase() } : {}),
  });
  return { token, expiresAt };
}

/** A fresh 5-character e-mail code, replacing any earlier one. */
export async function issueShortCode(
  ports: Pick<Ports, 'shortCodes' | 'clock' | 'random' | 'digest'>,
  userId: string,
) {
  const now = ports.clock.now();
  const code = ports.random.shortCode();
  await ports.shortCodes.put({
    userId,
    codeHash: ports.digest(code),
    createdAt: now.toISOString(),
    expiresAt: expiryFor(now, 'CONFIRM_SHORTCODE'),
    attempts: 0,
  });
  return code;
}
