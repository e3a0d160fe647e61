import { beforeEach, describe, expect, it } from 'vitest';
import type { OneTimeTokenRecord, OneTimeTokenRepository } from '../../../ports/index.js';

const token = (tokenHash: string, extra: Partial<OneTimeTokenRecord> = {}): OneTimeTokenRecord => ({
  tokenHash,
  type: 'RESET',
  userId: 'u1',
  createdAt: '2026-01-10T10:00:00.000Z',
  expiresAt: '2026-01-10T11:00:00.000Z',
  ...extra,
});

/** What e-mailed links (confirm, reset, login hand-off, client links) rely on. */
export function describeOneTimeTokenRepositoryContract(
  name: string,
  makeRepository: () => Promise<OneTimeTokenRepository> | OneTimeTokenRepository,
) {
  describe(`OneTimeTokenRepository contract: ${name}`, () => {
    let tokens: OneTimeTokenRepository;
    beforeEach(async () => {
      tokens = await makeRepository();
    });

    it('answers undefined for an unknown hash, and the record as written for a known one', async () => {
      const t = token('t1', { type: 'CONFIRM', subject: 'contract-7' });
      await tokens.put(t);
      expect(await tokens.get('t1')).toEqual(t);
      expect(await tokens.get('t2')).toBeUndefined();
    });

    it('refuses to overwrite a token with the same hash', async () => {
      await tokens.put(token('t1'));
      await expect(tokens.put(token('t1', { userId: 'u2' }))).rejects.toThrow();
      expect((await tokens.get('t1'))!.userId).toBe('u1');
    });

    it('is consumed once: a second attempt is refused and keeps the first use', async () => {
      await tokens.put(token('t1'));
      expect(await tokens.consume('t1', '2026-01-10T10:10:00.000Z')).toBe(true);
      expect(await tokens.consume('t1', '2026-01-10T10:20:00.000Z')).toBe(false);
      expect((await tokens.get('t1'))!.usedAt).toBe('2026-01-10T10:10:00.000Z');
    });

    it('lets exactly one of parallel consumptions win', async () => {
      await tokens.put(token('t1'));
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) => tokens.consume('t1', `2026-01-10T10:1${i}:00.000Z`)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('refuses to consume an unknown token, and creates nothing', async () => {
      expect(await tokens.consume('nope', '2026-01-10T10:10:00.000Z')).toBe(false);
      expect(await tokens.get('nope')).toBeUndefined();
    });

    it('marks a spent link refreshed once: of parallel marks one wins; a mark taken back can be taken again', async () => {
      await tokens.put(token('t1', { usedAt: '2026-01-10T10:05:00.000Z' }));
      const at = '2026-01-10T10:10:00.000Z';
      const marks = await Promise.all(Array.from({ length: 10 }, () => tokens.markRefreshed('t1', at)));
      expect(marks.filter(Boolean)).toHaveLength(1);
      expect((await tokens.get('t1'))!.refreshedAt).toBe(at);
      await tokens.unmarkRefreshed('t1', '2026-01-10T10:11:00.000Z');
      expect(await tokens.markRefreshed('t1', at)).toBe(false);
      await tokens.unmarkRefreshed('t1', at);
      expect((await tokens.get('t1'))!.refreshedAt).toBeUndefined();
      expect(await tokens.markRefreshed('t1', '2026-01-10T10:12:00.000Z')).toBe(true);
      expect(await tokens.markRefreshed('unknown', at)).toBe(false);
    });

    it('records a subject’s last requested link only over the one read (or by the same job)', async () => {
      const first = { subject: 'c1', tokenHash: 'h1', mailedAt: '2026-01-10T10:00:00.000Z', jobId: 'j1' };
      expect(await tokens.getLastRequested('c1')).toBeUndefined();
      const racing = await Promise.all(
        ['j1', 'j2', 'j3'].map((jobId, i) =>
          tokens.putLastRequested({ ...first, jobId, tokenHash: `h${i + 1}` }, undefined),
        ),
      );
      expect(racing.filter(Boolean)).toHaveLength(1);
      const winner = (await tokens.getLastRequested('c1'))!;
      // The same job may write again (a retry); another job only over what it read.
      expect(await tokens.putLastRequested({ ...winner, tokenHash: 'h9' }, undefined)).toBe(true);
      const second = { subject: 'c1', tokenHash: 'h10', mailedAt: '2026-01-11T10:00:00.000Z', jobId: 'j10' };
      expect(await tokens.putLastRequested(second, { ...winner, tokenHash: 'stale' })).toBe(false);
      expect(await tokens.putLastRequested(second, (await tokens.getLastRequested('c1'))!)).toBe(true);
      expect(await tokens.getLastRequested('c1')).toEqual(second);
      expect(await tokens.getLastRequested('c2')).toBeUndefined();
    });
  });
}
