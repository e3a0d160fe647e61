import { beforeEach, describe, expect, it } from 'vitest';
import type { ThrottleRepository } from '../../../ports/index.js';

const T0 = '2026-01-10T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();

/** What failed-login locks and every rate limit rely on: fixed windows counted atomically. */
export function describeThrottleRepositoryContract(
  name: string,
  makeRepository: () => Promise<ThrottleRepository> | ThrottleRepository,
) {
  describe(`ThrottleRepository contract: ${name}`, () => {
    let throttle: ThrottleRepository;
    beforeEach(async () => {
      throttle = await makeRepository();
    });

    it('answers undefined for a key never counted', async () => {
      expect(await throttle.get('login:a@example.com')).toBeUndefined();
    });

    it('opens a window with the first attempt and counts on inside it', async () => {
      expect(await throttle.countAttempt('k', T0, 60, 5)).toEqual({ key: 'k', failures: 1, windowStart: T0 });
      expect(await throttle.countAttempt('k', at(59), 60, 5)).toEqual({
        key: 'k',
        failures: 2,
        windowStart: T0,
      });
      expect(await throttle.get('k')).toEqual({ key: 'k', failures: 2, windowStart: T0 });
    });

    it('locks for one window from the attempt that reaches the limit, and keeps that lock', async () => {
      await throttle.countAttempt('k', T0, 60, 2);
      const locked = await throttle.countAttempt('k', at(10), 60, 2);
      expect(locked).toEqual({ key: 'k', failures: 2, windowStart: T0, lockedUntil: at(70) });
      expect((await throttle.countAttempt('k', at(20), 60, 2)).lockedUntil).toBe(at(70));
      expect(await throttle.get('k')).toEqual({
        key: 'k',
        failures: 3,
        windowStart: T0,
        lockedUntil: at(70),
      });
    });

    it('starts a new window, lock gone, once the old one is over', async () => {
      await throttle.countAttempt('k', T0, 60, 2);
      await throttle.countAttempt('k', at(10), 60, 2);
      expect(await throttle.countAttempt('k', at(60), 60, 2)).toEqual({
        key: 'k',
        failures: 1,
        windowStart: at(60),
      });
      expect(await throttle.get('k')).toEqual({ key: 'k', failures: 1, windowStart: at(60) });
    });

    it('locks at once when the limit is one, in a first and in a new window', async () => {
      expect((await throttle.countAttempt('k', T0, 60, 1)).lockedUntil).toBe(at(60));
      expect((await throttle.countAttempt('k', at(61), 60, 1)).lockedUntil).toBe(at(121));
      expect((await throttle.get('k'))!.lockedUntil).toBe(at(121));
    });

    it('loses no count to parallel attempts', async () => {
      const counted = await Promise.all(
        Array.from({ length: 6 }, () => throttle.countAttempt('k', T0, 60, 100)),
      );
      expect(counted.map((r) => r.failures).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
      expect((await throttle.get('k'))!.failures).toBe(6);
    });

    it('keeps keys apart, and clear forgets one key only (also an unknown one)', async () => {
      await throttle.countAttempt('a', T0, 60, 5);
      await throttle.countAttempt('b', T0, 60, 5);
      await throttle.clear('a');
      await throttle.clear('never');
      expect(await throttle.get('a')).toBeUndefined();
      expect((await throttle.get('b'))!.failures).toBe(1);
      expect((await throttle.countAttempt('a', at(1), 60, 5)).failures).toBe(1);
    });
  });
}
