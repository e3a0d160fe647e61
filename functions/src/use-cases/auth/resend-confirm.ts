import { AppError } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { enforceRateLimit } from '../rate-limit.js';
import { holdsEmail, sendConfirmation } from './register-user.js';

/**
 * A new code and link for the signed-in, unconfirmed user; the previous code stops working.
 * At most RATE_LIMITS.confirmResendPerUser an hour (TOO_MANY_REQUESTS after).
 */
export async function resendConfirm(
  ports: Pick<
    Ports,
    | 'users'
    | 'oneTimeTokens'
    | 'shortCodes'
    | 'throttle'
    | 'clock'
    | 'random'
    | 'digest'
    | 'mailQueue'
    | 'webUrl'
  >,
  caller: Caller | null,
) {
  const user = await ports.users.get(requireCaller(caller).userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  // A sign-up refused for a taken e-mail answers the same, but sends its owner nothing more.
  if (user.confirmedAt || !(await holdsEmail(ports, user))) return true;
  // Each new code reopens five guesses: only a few an hour.
  await enforceRateLimit(ports, 'confirmResendPerUser', user.id);
  await sendConfirmation(ports, user);
  return true;
}
