import { AppError, RATE_LIMITS, type RateLimitName } from '@almanac/core';
import type { Ports } from '../ports/index.js';

type Deps = Pick<Ports, 'throttle' | 'clock'>;

/**
 * Count one action against a named limit (core RATE_LIMITS) for `subject` (a user id, an e-mail,
 * an address), atomically, and answer whether it is still within the limit. Counted before the
 * work it guards, so parallel calls cannot outrun it.
 */
export async function takeRateLimit(ports: Deps, name: RateLimitName, subject: string): Promise<boolean> {
  const rule = RATE_LIMITS[name];
  const record = await ports.throttle.countAttempt(
    `${name}:${subject.toLowerCase()}`,
    ports.clock.now().toISOString(),
    rule.windowSeconds,
    rule.limit,
  );
  return record.failures <= rule.limit;
}

/** takeRateLimit, refusing with TOO_MANY_REQUESTS past the limit. */
export async function enforceRateLimit(ports: Deps, name: RateLimitName, subject: string): Promise<void> {
  if (!(await takeRateLimit(ports, name, subject))) throw new AppError('TOO_MANY_REQUESTS');
}
