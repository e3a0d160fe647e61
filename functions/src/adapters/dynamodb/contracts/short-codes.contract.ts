import { beforeEach, describe, expect, it } from 'vitest';
import type { ShortCodeRecord, ShortCodeRepository } from '../../../ports/index.js';

const code = (userId: string, codeHash: string, extra: Partial<ShortCodeRecord> = {}): ShortCodeRecord => ({
  userId,
  codeHash,
  createdAt: '2026-01-10T10:00:00.000Z',
  expiresAt: '2026-01-10T10:15:00.000Z',
  attempts: 0,
  ...extra,
});

/** What the 5-character confirmation code relies on: one live code, counted guesses, one use. */
export function describeShortCodeRepositoryContract(
  name: string,
  makeRepository: () => Promise<ShortCodeRepository> | ShortCodeRepository,
) {
  describe(`ShortCodeRepository contract: ${name}`, () => {
    let codes: ShortCodeRepository;
    beforeEach(async () => {
      codes = await makeRepository();
    });

    it('answers undefined for a user without a code, and the live code otherwise', async () => {
      expect(await codes.get('u1')).toBeUndefined();
      await codes.put(code('u1', 'c1'));
      expect(await codes.get('u1')).toEqual(code('u1', 'c1'));
    });

    it('replaces the live code on resend (a fresh count, not used)', async () => {
      await codes.put(code('u1', 'c1'));
      await codes.takeAttempt('u1', 5);
      await codes.consume('u1', 'c1', '2026-01-10T10:05:00.000Z');
      await codes.put(code('u1', 'c2', { createdAt: '2026-01-10T10:06:00.000Z' }));
      expect(await codes.get('u1')).toEqual(code('u1', 'c2', { createdAt: '2026-01-10T10:06:00.000Z' }));
    });

    it('counts guesses up to the limit, then refuses', async () => {
      await codes.put(code('u1', 'c1'));
      expect((await codes.takeAttempt('u1', 2))?.attempts).toBe(1);
      expect(await codes.takeAttempt('u1', 2)).toEqual(code('u1', 'c1', { attempts: 2 }));
      expect(await codes.takeAttempt('u1', 2)).toBeUndefined();
      expect((await codes.get('u1'))!.attempts).toBe(2);
    });

    it('never counts more parallel guesses than the limit', async () => {
      await codes.put(code('u1', 'c1'));
      const taken = await Promise.all(Array.from({ length: 8 }, () => codes.takeAttempt('u1', 3)));
      expect(taken.filter(Boolean)).toHaveLength(3);
      expect((await codes.get('u1'))!.attempts).toBe(3);
    });

    it('counts no guess without a code or once it is used', async () => {
      expect(await codes.takeAttempt('u1', 5)).toBeUndefined();
      expect(await codes.get('u1')).toBeUndefined();
      await codes.put(code('u1', 'c1'));
      expect(await codes.consume('u1', 'c1', '2026-01-10T10:05:00.000Z')).toBe(true);
      expect(await codes.takeAttempt('u1', 5)).toBeUndefined();
      expect((await codes.get('u1'))!.attempts).toBe(0);
    });

    it('is consumed once, and only while the hash is the live one', async () => {
      await codes.put(code('u1', 'c1'));
      expect(await codes.consume('u1', 'c0', '2026-01-10T10:05:00.000Z')).toBe(false);
      expect(await codes.consume('u1', 'c1', '2026-01-10T10:05:00.000Z')).toBe(true);
      expect(await codes.consume('u1', 'c1', '2026-01-10T10:06:00.000Z')).toBe(false);
      expect((await codes.get('u1'))!.usedAt).toBe('2026-01-10T10:05:00.000Z');
      expect(await codes.consume('u2', 'c1', '2026-01-10T10:05:00.000Z')).toBe(false);
      expect(await codes.get('u2')).toBeUndefined();
    });
  });
}
