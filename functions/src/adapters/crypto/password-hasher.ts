import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../ports/index.js';

const scryptAsync = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** scrypt (memory-hard): N=2^15, r=8, p=1 ≈ 32 MiB per hash. Format: scrypt$N$r$p$salt$hash. */
export function scryptPasswordHasher(params = { N: 32768, r: 8, p: 1 }): PasswordHasher {
  const maxmem = 256 * params.N * params.r;
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await scryptAsync(password.normalize('NFKC'), salt, 32, { ...params, maxmem });
      return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
    },
    async verify(password, stored) {
      const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
      if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
      const N = Number(n);
      const expected = Buffer.from(hashB64, 'base64');
      const key = await scryptAsync(password.normalize('NFKC'), Buffer.from(saltB64, 'base64'), expected.length || 32, {
        N,
        r: Number(r),
        p: Number(p),
        maxmem: 256 * N * Number(r),
      });
      return expected.length === key.length && timingSafeEqual(expected, key);
    },
  };
}
