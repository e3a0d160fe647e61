import { describe, expect, it } from 'vitest';
import { UNUSABLE_PASSWORD_HASH } from '../../use-cases/users/password-state.js';
import { scryptPasswordHasher } from './password-hasher.js';

const hasher = scryptPasswordHasher();
/**
 * The same scheme at N=2^10: a hash records its parameters and `verify` uses the stored ones, so
 * what the tests below check of a stored value (salt, tampering, truncation, wrong passwords) does
 * not depend on the cost. Each production hash or check costs ~0.25 s of one core (N=2^17): the
 * production cost is hashed once, for what depends on it.
 */
const light = scryptPasswordHasher({ N: 1024, r: 8, p: 1 });
const PASSWORD = 'correct horse battery staple';
let production: Promise<string> | undefined;
const productionHash = () => (production ??= hasher.hash(PASSWORD));

// Allow for a busy machine.
describe('scryptPasswordHasher', { timeout: 30_000 }, () => {
  it("stores 'scrypt$131072$8$1$<salt>$<key>' (OWASP: N=2^17, r=8, p=1) with a 16-byte salt and a 32-byte key", async () => {
    const stored = await productionHash();
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    const parts = stored.split('$');
    expect(parts).toHaveLength(6);
    expect(Buffer.from(parts[4]!, 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5]!, 'base64')).toHaveLength(32);
    expect(stored).not.toContain(PASSWORD);
  });

  it('never verifies against the marker of accounts without a password (clients)', async () => {
    for (const password of ['', 'x', UNUSABLE_PASSWORD_HASH, '!no-password', PASSWORD])
      expect(await hasher.verify(password, UNUSABLE_PASSWORD_HASH)).toBe(false);
  });

  it('verifies the password it hashed', async () => {
    expect(await hasher.verify(PASSWORD, await productionHash())).toBe(true);
  });

  it('rejects a wrong password', async () => {
    const stored = await light.hash(PASSWORD);
    for (const wrong of ['', 'correct horse battery stapl', 'Correct horse battery staple', `${PASSWORD} `]) {
      expect(await hasher.verify(wrong, stored)).toBe(false);
    }
  });

  it('two hashes of the same password differ (random salt), and both verify', async () => {
    const [a, b] = await Promise.all([light.hash(PASSWORD), light.hash(PASSWORD)]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
    expect(await hasher.verify(PASSWORD, a)).toBe(true);
    expect(await hasher.verify(PASSWORD, b)).toBe(true);
  });

  it('unicode passwords round-trip, and NFKC-equivalent spellings match', async () => {
    const stored = await light.hash('pässwörd-ﬁne');
    expect(await hasher.verify('pässwörd-ﬁne', stored)).toBe(true);
    expect(await hasher.verify('pa\u0308sswo\u0308rd-fine', stored)).toBe(true);
    expect(await hasher.verify('passwörd-fine', stored)).toBe(false);
  });

  it('verifies a hash made with other (stored) parameters', async () => {
    const stored = await light.hash(PASSWORD);
    expect(stored.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await hasher.verify(PASSWORD, stored)).toBe(true);
    expect(await hasher.verify('nope', stored)).toBe(false);
  });

  it('a tampered key or salt does not verify', async () => {
    const stored = await light.hash(PASSWORD);
    const parts = stored.split('$');
    const flip = (b64: string) => {
      const buf = Buffer.from(b64, 'base64');
      buf[0] = buf[0]! ^ 1;
      return buf.toString('base64');
    };
    expect(await hasher.verify(PASSWORD, [...parts.slice(0, 5), flip(parts[5]!)].join('$'))).toBe(false);
    expect(await hasher.verify(PASSWORD, [...parts.slice(0, 4), flip(parts[4]!), parts[5]].join('$'))).toBe(
      false,
    );
  });

  it('a truncated key does not verify (scrypt output is prefix-stable, so a short key must not be trusted)', async () => {
    const parts = (await light.hash(PASSWORD)).split('$');
    const key = Buffer.from(parts[5]!, 'base64');
    for (const bytes of [1, 9, 16, 31]) {
      const truncated = [...parts.slice(0, 5), key.subarray(0, bytes).toString('base64')].join('$');
      expect(await hasher.verify(PASSWORD, truncated)).toBe(false);
    }
    // A longer key is not what `hash` writes either.
    const longer = [...parts.slice(0, 5), Buffer.concat([key, key]).toString('base64')].join('$');
    expect(await hasher.verify(PASSWORD, longer)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['plain text', 'correct horse battery staple'],
    ['another scheme', 'bcrypt$2b$10$abcdefghijklmnopqrstuv$abcdefghijklmnopqrstuvwxyz01234'],
    ['missing salt and key', 'scrypt$32768$8$1'],
    ['empty salt and key', 'scrypt$32768$8$1$$'],
    ['missing key', 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA=='],
    ['non-numeric N', 'scrypt$abc$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='],
    [
      'N not a power of two',
      'scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    ],
    ['zero N', 'scrypt$0$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='],
    ['negative r', 'scrypt$1024$-8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='],
    [
      'an extra segment',
      'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=$extra',
    ],
    ['missing parameters', 'scrypt$$$$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='],
  ])('a malformed stored value (%s) is false, not an error', async (_label, stored) => {
    await expect(hasher.verify(PASSWORD, stored)).resolves.toBe(false);
  });

  it('no account (null) never verifies, whatever the password', async () => {
    for (const password of ['', PASSWORD]) await expect(hasher.verify(password, null)).resolves.toBe(false);
  });

  it("asks to rehash a hash with weaker parameters, not one with today's", async () => {
    const old = await scryptPasswordHasher({ N: 32768, r: 8, p: 1 }).hash(PASSWORD);
    expect(hasher.needsRehash(old)).toBe(true);
    expect(hasher.needsRehash(await productionHash())).toBe(false);
    expect(hasher.needsRehash(UNUSABLE_PASSWORD_HASH)).toBe(false);
  });
});
