import { AppError, LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_MAX_FAILURES, loginSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { hasPassword } from '../users/password-state.js';
import { parseInput } from '../validate.js';
import { startSession } from './session.js';

type Deps = Pick<
  Ports,
  'users' | 'organizations' | 'sessions' | 'throttle' | 'clock' | 'random' | 'digest' | 'hasher'
>;

export async function login(ports: Deps, rawArgs: unknown) {
  const { email, password, rememberMe } = parseInput(loginSchema, rawArgs);
  const key = `login:${email}`;
  const now = ports.clock.now();
  const throttle = await ports.throttle.get(key);
  if (throttle?.lockedUntil && new Date(throttle.lockedUntil) > now) throw new AppError('TOO_MANY_ATTEMPTS');

  // Count the attempt before the (slow) password check, atomically: parallel guesses cannot
  // outrun the limit, and no more than LOGIN_MAX_FAILURES passwords are tried per window.
  const attempt = await ports.throttle.countAttempt(
    key,
    now.toISOString(),
    LOGIN_FAILURE_WINDOW_SECONDS,
    LOGIN_MAX_FAILURES,
  );
  if (attempt.failures > LOGIN_MAX_FAILURES) throw new AppError('TOO_MANY_ATTEMPTS');

  const found = await ports.users.getByEmail(email);
  // An account without a password (a client added by an agent) answers like an unknown e-mail.
  const user = found && hasPassword(found) ? found : undefined;
  const ok = await ports.hasher.verify(password, user?.passwordHash ?? null);
  if (!user || !ok) throw new AppError('INVALID_EMAIL_OR_PASSWORD');
  await ports.throttle.clear(key);
  // Told only to whoever knows the password: a wrong one answers as above.
  if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED');
  if (ports.hasher.needsRehash(user.passwordHash)) {
    // Same password, stronger hash; lost quietly to a reset or change that landed meanwhile.
    await ports.users.upgradePasswordHash(user.id, user.passwordHash, await ports.hasher.hash(password));
  }
  return startSession(ports, user, rememberMe);
}
