/**
 * How passwords are stored (docs/requirements.md, accounts; docs/security.md): scrypt with the
 * OWASP Password Storage Cheat Sheet's parameters, N=2^17 (128 MiB), r=8, p=1. A hash stored
 * with weaker parameters is replaced by one with these at the next successful sign-in.
 */
export const PASSWORD_HASH_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
/**
 * The test stacks' cost (integration and browser journeys only; `PASSWORD_HASHING=test-stack`,
 * honoured only in stage `local`): N=2^14 (16 MiB), about 16 times cheaper, so a suite that signs
 * in hundreds of times is not mostly scrypt. Hashes record their parameters, so the format and
 * every check are the same; the production cost is covered by the hasher's own tests.
 */
export const TEST_STACK_PASSWORD_HASH_PARAMS = { N: 2 ** 14, r: 8, p: 1 } as const;
export type PasswordHashParams = { readonly N: number; readonly r: number; readonly p: number };
