import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionRecord, SessionRepository } from '../../../ports/index.js';

const session = (tokenHash: string, userId: string, extra: Partial<SessionRecord> = {}): SessionRecord => ({
  tokenHash,
  userId,
  createdAt: '2026-01-10T10:00:00.000Z',
  expiresAt: '2026-01-10T11:00:00.000Z',
  renewableUntil: '2026-01-11T10:00:00.000Z',
  rememberMe: false,
  ...extra,
});

const byHash = (sessions: SessionRecord[]) =>
  [...sessions].sort((a, b) => a.tokenHash.localeCompare(b.tokenHash));

/** What sign-in, authorisation and logout rely on from a SessionRepository. */
export function describeSessionRepositoryContract(
  name: string,
  makeRepository: () => Promise<SessionRepository> | SessionRepository,
) {
  describe(`SessionRepository contract: ${name}`, () => {
    let sessions: SessionRepository;
    beforeEach(async () => {
      sessions = await makeRepository();
    });

    it('answers undefined for an unknown token hash', async () => {
      expect(await sessions.get('nope')).toBeUndefined();
    });

    it('reads back what was created, and refuses a second session with the same hash', async () => {
      const s = session('h1', 'u1', { parentHash: 'h0', rememberMe: true });
      await sessions.create(s);
      await expect(sessions.create(session('h1', 'u2'))).rejects.toThrow();
      expect(await sessions.get('h1')).toEqual(s);
    });

    it("keeps a session's contract scope, and a session without one has none", async () => {
      await sessions.create(session('h1', 'u1', { contractId: 'contract-1' }));
      await sessions.create(session('h2', 'u1'));
      expect((await sessions.get('h1'))!.contractId).toBe('contract-1');
      expect(await sessions.get('h2')).not.toHaveProperty('contractId');
      expect((await sessions.listForUser('u1')).map((s) => s.contractId ?? null).sort()).toEqual([
        'contract-1',
        null,
      ]);
    });

    it('hands out copies: changing a read record changes nothing stored', async () => {
      await sessions.create(session('h1', 'u1'));
      const read = (await sessions.get('h1'))!;
      read.revokedAt = '2026-01-10T10:30:00.000Z';
      expect((await sessions.get('h1'))!.revokedAt).toBeUndefined();
    });

    it('slides the access window while renewable and not revoked', async () => {
      await sessions.create(session('h1', 'u1'));
      expect(await sessions.extend('h1', '2026-01-10T12:00:00.000Z', '2026-01-10T11:00:00.000Z')).toBe(true);
      expect((await sessions.get('h1'))!.expiresAt).toBe('2026-01-10T12:00:00.000Z');
    });

    it('refuses to extend at or past the renewal limit, a revoked session, or an unknown one', async () => {
      await sessions.create(session('h1', 'u1'));
      await sessions.create(session('h2', 'u1'));
      await sessions.revoke('h2', '2026-01-10T10:30:00.000Z');
      const limit = '2026-01-11T10:00:00.000Z';
      expect(await sessions.extend('h1', '2026-01-11T11:00:00.000Z', limit)).toBe(false);
      expect(await sessions.extend('h2', '2026-01-10T12:00:00.000Z', '2026-01-10T11:00:00.000Z')).toBe(false);
      expect(await sessions.extend('nope', '2026-01-10T12:00:00.000Z', '2026-01-10T11:00:00.000Z')).toBe(
        false,
      );
      expect((await sessions.get('h1'))!.expiresAt).toBe('2026-01-10T11:00:00.000Z');
      expect((await sessions.get('h2'))!.expiresAt).toBe('2026-01-10T11:00:00.000Z');
      expect(await sessions.get('nope')).toBeUndefined();
    });

    it('keeps the first revocation time, and revoking an unknown hash creates nothing', async () => {
      await sessions.create(session('h1', 'u1'));
      await sessions.revoke('h1', '2026-01-10T10:30:00.000Z');
      await sessions.revoke('h1', '2026-01-10T10:45:00.000Z');
      expect((await sessions.get('h1'))!.revokedAt).toBe('2026-01-10T10:30:00.000Z');
      await sessions.revoke('nope', '2026-01-10T10:30:00.000Z');
      expect(await sessions.get('nope')).toBeUndefined();
    });

    it("lists every session of a user, revoked or not, and no one else's", async () => {
      await sessions.create(session('h1', 'u1'));
      await sessions.create(session('h2', 'u1', { createdAt: '2026-01-10T09:00:00.000Z' }));
      await sessions.create(session('h3', 'u2'));
      await sessions.revoke('h2', '2026-01-10T10:30:00.000Z');
      expect(byHash(await sessions.listForUser('u1'))).toEqual([
        session('h1', 'u1'),
        session('h2', 'u1', {
          createdAt: '2026-01-10T09:00:00.000Z',
          revokedAt: '2026-01-10T10:30:00.000Z',
        }),
      ]);
      expect(await sessions.listForUser('nobody')).toEqual([]);
    });

    it('revokes all live sessions of a user, counting only those it revoked', async () => {
      await sessions.create(session('h1', 'u1'));
      await sessions.create(session('h2', 'u1'));
      await sessions.create(session('h3', 'u1'));
      await sessions.create(session('h4', 'u2'));
      await sessions.revoke('h3', '2026-01-10T10:00:00.000Z');
      expect(await sessions.revokeAllForUser('u1', '2026-01-10T10:30:00.000Z')).toBe(2);
      expect(await sessions.revokeAllForUser('u1', '2026-01-10T10:45:00.000Z')).toBe(0);
      const revoked = byHash(await sessions.listForUser('u1')).map((s) => s.revokedAt);
      expect(revoked).toEqual([
        '2026-01-10T10:30:00.000Z',
        '2026-01-10T10:30:00.000Z',
        '2026-01-10T10:00:00.000Z',
      ]);
      expect((await sessions.get('h4'))!.revokedAt).toBeUndefined();
    });
  });
}
