import { AppError } from '@almanac/core';
import type { Ports } from '../../ports/index.js';

/**
 * The answer to a spent (used or expired) contract link: its fresh link is e-mailed at most once
 * per link. The token records that it did (`refreshedAt`, a conditional write), so of any number
 * of opens of one spent link, parallel or later, one calls `sendFresh`: it answers TOKEN_EXPIRED
 * when a fresh link went out, INVALID_TOKEN when none could (past a limit; the mark is taken back
 * so a later open may try again). Every other open answers TOKEN_EXPIRED (the fresh link is in the
 * client's inbox) and sends nothing, so one link cannot use up the client's mail budget.
 */
export async function answerSpentLink(
  ports: Pick<Ports, 'oneTimeTokens'>,
  tokenHash: string,
  now: Date,
  sendFresh: () => Promise<boolean>,
): Promise<never> {
  const at = now.toISOString();
  if (!(await ports.oneTimeTokens.markRefreshed(tokenHash, at))) throw new AppError('TOKEN_EXPIRED');
  let sent = false;
  try {
    sent = await sendFresh();
  } finally {
    if (!sent) await ports.oneTimeTokens.unmarkRefreshed(tokenHash, at);
  }
  throw new AppError(sent ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
}
