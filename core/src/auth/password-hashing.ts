/**
 * How passwords are stored (docs/requirements.md, accounts; docs/security.md): scrypt with the
 * OWASP Password Storage Cheat Sheet's parameters, N=2^17 (128 MiB), r=8, p=1. A hash stored
 * with weaker parameters is replaced by one with these at the next successful sign-in.
 */
export const PASSWORD_HASH_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
export type PasswordHashParams = { readonly N: number; readonly r: number; readonly p: number };
