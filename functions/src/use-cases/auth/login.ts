import {
  AppError,
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_MAX_FAILURES,
  loginSchema,
} from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { parseInput } from '../validate.js';
import { startSession } from './session.js';

type Deps = Pick<
  Ports,
  'users' | 'organizations' | 'sessions' | 'loginThrottle' | 'clock' | 'random' | 'digest' | 'hasher'
>;

/** A hash that never matches, so unknown e-mails cost the same time as wrong passwords. */
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export async function login(ports: Deps, rawArgs: unknown) {
  const { email, password, rememberMe } = parseInput(loginSchema, rawArgs);
  const key = `login:${email}`;
  const now = ports.clock.now();
  const throttle = await ports.loginThrottle.get(key);
  if (throttle?.lockedUntil && new Date(throttle.lockedUntil) > now) throw new AppError('TOO_MANY_ATTEMPTS');

  const user = await ports.users.getByEmail(email);
  const ok = await ports.hasher.verify(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    await recordFailure(ports, key, throttle, now);
    throw new AppError('INVALID_EMAIL_OR_PASSWORD');
  }
  if (throttle) await ports.loginThrottle.clear(key);
  return startSession(ports, user, rememberMe);
}

async function recordFailure(
  ports: Pick<Ports, 'loginThrottle'>,
  key: string,
  previous: Awaited<ReturnType<Ports['loginThrottle']['get']>>,
  now: Date,
) {
  const windowMs = LOGIN_FAILURE_WINDOW_SECONDS * 1000;
  const inWindow = previous && now.getTime() - new Date(previous.windowStart).getTime() < windowMs;
  const failures = inWindow ? previous.failures + 1 : 1;
  await ports.loginThrottle.put({
    key,
    failures,
    windowStart: inWindow ? previous.windowStart : now.toISOString(),
    lockedUntil: failures >= LOGIN_MAX_FAILURES ? new Date(now.getTime() + windowMs).toISOString() : undefined,
  });
}
