import { forgotPasswordSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { noAccountEmail, resetPasswordEmail } from '../../emails/auth-emails.js';
import { normalizeAddress } from '../network-address.js';
import { enforceRateLimit, takeRateLimit } from '../rate-limit.js';
import { hasPassword } from '../users/password-state.js';
import { parseInput } from '../validate.js';
import { issueOneTimeToken } from './issue-tokens.js';

/**
 * Always answers true, after the same work whether or not the e-mail has an account, so neither
 * the answer nor its timing tells: one e-mail goes to the address either way (a reset link, or a
 * note that it has no account — accounts without a password, clients, count as none). At most
 * RATE_LIMITS.resetMailPerRecipient e-mails an hour reach one address (past that: still true,
 * nothing sent); one network address may ask forgotPasswordPerAddress times an hour
 * (TOO_MANY_REQUESTS after), whatever the e-mails.
 */
export async function forgotPassword(
  ports: Pick<
    Ports,
    'users' | 'oneTimeTokens' | 'throttle' | 'clock' | 'random' | 'digest' | 'mailQueue' | 'webUrl'
  >,
  rawArgs: unknown,
  remoteIp?: string,
) {
  const { email } = parseInput(forgotPasswordSchema, rawArgs);
  await enforceRateLimit(ports, 'forgotPasswordPerAddress', normalizeAddress(remoteIp) ?? 'unknown');
  if (!(await takeRateLimit(ports, 'resetMailPerRecipient', email))) return true;
  const found = await ports.users.getByEmail(email);
  const user = found && hasPassword(found) ? found : undefined;
  const id = ports.random.id();
  if (!user) {
    await ports.mailQueue.send(noAccountEmail({ id, to: email, signUpLink: `${ports.webUrl}/sign-up` }));
    return true;
  }
  const { token } = await issueOneTimeToken(ports, user.id, 'RESET');
  await ports.mailQueue.send(
    resetPasswordEmail({
      id,
      to: user.email,
      link: `${ports.webUrl}/reset?token=${encodeURIComponent(token)}`,
    }),
  );
  return true;
}
