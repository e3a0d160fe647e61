import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../ports/index.js';

const scryptAsync = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** Length of the derived key `hash` stores, in bytes. */
const KEY_LENGTH = 32;

/** scrypt (memory-hard): N=2^15, r=8, p=1 ≈ 32 MiB per hash. Format: scrypt$N$r$p$salt$hash. */
export function scryptPasswordHasher(params = { N: 32768, r: 8, p: 1 }): PasswordHasher {
  const maxmem = 256 * params.N * params.r;
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem });
      return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
    },
    async verify(password, stored) {
      // A stored value that is not exactly what `hash` writes never matches (and never throws:
      // bad scrypt parameters would otherwise reject, and a truncated key would match on a prefix).
      const [scheme, n, r, p, saltB64, hashB64, ...rest] = stored.split('$');
      if (scheme !== 'scrypt' || !saltB64 || !hashB64 || rest.length > 0) return false;
      const positive = (v: string | undefined) => (v && /^[1-9][0-9]{0,9}$/.test(v) ? Number(v) : undefined);
      const [N, R, P] = [positive(n), positive(r), positive(p)];
      if (!N || !R || !P) return false;
      const salt = Buffer.from(saltB64, 'base64');
      const expected = Buffer.from(hashB64, 'base64');
      if (salt.length === 0 || expected.length !== KEY_LENGTH) return false;
      let key: Buffer;
      try {
        key = await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, {
          N,
          r: R,
          p: P,
          maxmem: 256 * N * R,
        });
      } catch {
        return false;
      }
      return timingSafeEqual(expected, key);
    },
  };
}
