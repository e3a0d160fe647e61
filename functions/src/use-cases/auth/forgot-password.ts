import { forgotPasswordSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { resetPasswordEmail } from '../../emails/auth-emails.js';
import { hasPassword } from '../users/password-state.js';
import { parseInput } from '../validate.js';
import { issueOneTimeToken } from './issue-tokens.js';

/**
 * Always answers true, so the answer does not reveal whether the e-mail has an account. Accounts
 * without a password (clients, who sign in through token links) get no reset link.
 */
export async function forgotPassword(
  ports: Pick<Ports, 'users' | 'oneTimeTokens' | 'clock' | 'random' | 'digest' | 'mailQueue' | 'webUrl'>,
  rawArgs: unknown,
) {
  const { email } = parseInput(forgotPasswordSchema, rawArgs);
  const user = await ports.users.getByEmail(email);
  if (!user || !hasPassword(user)) return true;
  const { token } = await issueOneTimeToken(ports, user.id, 'RESET');
  await ports.mailQueue.send(
    resetPasswordEmail({
      id: ports.random.id(),
      to: user.email,
      link: `${ports.webUrl}/reset?token=${encodeURIComponent(token)}`,
    }),
  );
  return true;
}
