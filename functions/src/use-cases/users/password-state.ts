/**
 * Accounts without a password: clients added by an agent (createClientUser) reach the product
 * through e-mailed token links, never a password. Their stored hash is this marker: the hasher
 * never produces it (its hashes start with `scrypt$`) and rejects it, so no password verifies;
 * login treats it like an unknown e-mail (same answer, same time) and forgotPassword sends no
 * reset link for it.
 */
export const UNUSABLE_PASSWORD_HASH = '!no-password';

export const hasPassword = (user: { passwordHash: string }): boolean => !user.passwordHash.startsWith('!');
