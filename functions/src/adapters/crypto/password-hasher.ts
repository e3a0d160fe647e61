import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import {
  PASSWORD_HASH_PARAMS,
  TEST_STACK_PASSWORD_HASH_PARAMS,
  type PasswordHashParams,
} from '@almanac/core';
import type { FunctionsConfig } from '../../config.js';
import type { PasswordHasher } from '../../ports/index.js';

const scryptAsync = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** Length of the derived key `hash` stores, in bytes. */
const KEY_LENGTH = 32;

/** The stored parameters of a well-formed hash, e.g. `scrypt$131072$8$1$…` → {N, r, p}. */
function storedParams(stored: string): PasswordHashParams | undefined {
  const [scheme, n, r, p] = stored.split('$');
  const positive = (v: string | undefined) => (v && /^[1-9][0-9]{0,9}$/.test(v) ? Number(v) : undefined);
  const [N, R, P] = [positive(n), positive(r), positive(p)];
  return scheme === 'scrypt' && N && R && P ? { N, r: R, p: P } : undefined;
}

/**
 * scrypt (memory-hard) with core's PASSWORD_HASH_PARAMS (OWASP: N=2^17, r=8, p=1, 128 MiB per
 * hash; the `maxmem` allowance is twice that). Format: scrypt$N$r$p$salt$hash. Verifies hashes
 * made with any stored parameters and reports weaker ones for rehashing.
 */
export function scryptPasswordHasher(params: PasswordHashParams = PASSWORD_HASH_PARAMS): PasswordHasher {
  const maxmem = 256 * params.N * params.r;
  /** Never matches (a zero key); checked when there is no account, at today's cost. */
  const noAccount = `scrypt$${params.N}$${params.r}$${params.p}$${'A'.repeat(22)}==$${'A'.repeat(43)}=`;
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem });
      return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
    },
    async verify(password, given) {
      // A stored value that is not exactly what `hash` writes never matches (and never throws:
      // bad scrypt parameters would otherwise reject, and a truncated key would match on a prefix).
      const stored = given ?? noAccount;
      const [, , , , saltB64, hashB64, ...rest] = stored.split('$');
      const found = storedParams(stored);
      if (!found || !saltB64 || !hashB64 || rest.length > 0) return false;
      const { N, r: R, p: P } = found;
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
      return given !== null && timingSafeEqual(expected, key);
    },
    needsRehash(stored) {
      const found = storedParams(stored);
      return !!found && (found.N < params.N || found.r < params.r || found.p < params.p);
    },
  };
}

/** The hasher a Lambda composes: production cost, or the local test stacks' (config.ts). */
export const passwordHasherFor = (config: Pick<FunctionsConfig, 'passwordHashing'>): PasswordHasher =>
  scryptPasswordHasher(
    config.passwordHashing === 'test-stack' ? TEST_STACK_PASSWORD_HASH_PARAMS : PASSWORD_HASH_PARAMS,
  );
