/** Shared steps of the auth use-case tests, against one in-memory world per test. */
import { AppError, type ErrorCode } from '@almanac/core';
import { beforeEach, expect } from 'vitest';
import type { Caller } from '../caller.js';
import { inMemoryWorld, type InMemoryWorld } from '../testing/in-memory-ports.js';
import { authenticateSession } from './authenticate.js';
import { confirmUser } from './confirm-user.js';
import { forgotPassword } from './forgot-password.js';
import { login } from './login.js';
import { registerUser } from './register-user.js';

export const EMAIL = 'ada@example.com';
export const PASSWORD = 'correct horse battery';
export const NEW_PASSWORD = 'new staple 2025';
export const WRONG_CODE = 'AAAAA'; // 'A' never occurs in the test random's codes

/** A fresh world before each test of the file that calls this; `world()` is the current one. */
export function useAuthWorld() {
  let w: InMemoryWorld = inMemoryWorld();
  beforeEach(() => {
    w = inMemoryWorld();
  });
  const world = () => w;

  const signUp = (email = EMAIL, extra: Record<string, unknown> = {}) =>
    registerUser(w.ports, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: PASSWORD,
      stateLicenseNumber: 'LIC-1',
      state: 'TX',
      ...extra,
    });

  const signIn = (email = EMAIL, password = PASSWORD, rememberMe?: boolean) =>
    login(w.ports, { email, password, ...(rememberMe === undefined ? {} : { rememberMe }) });

  /** What the authorizer makes of a bearer token right now. */
  const callerFor = (token: string): Promise<Caller | null> =>
    authenticateSession(w.ports, `Bearer ${token}`);

  async function requireCallerFor(token: string): Promise<Caller> {
    const caller = await callerFor(token);
    if (!caller) throw new Error('expected a live session');
    return caller;
  }

  /** The latest 5-character code e-mailed to an address. */
  function lastCode(email = EMAIL): string {
    const code = w.mail.last(email).meta?.codes?.[0];
    if (!code) throw new Error('no code in the last mail');
    return code;
  }

  /** The `token` query parameter of the latest link e-mailed to an address. */
  function lastLinkToken(email = EMAIL): string {
    const link = w.mail.last(email).meta?.links?.[0];
    if (!link) throw new Error('no link in the last mail');
    const token = new URL(link).searchParams.get('token');
    if (!token) throw new Error(`no token in ${link}`);
    return token;
  }

  const confirmWithCode = async (sessionToken: string, code: string) =>
    confirmUser(w.ports, await callerFor(sessionToken), { token: code, type: 'CONFIRM_SHORTCODE' });

  async function requestReset(email = EMAIL): Promise<string> {
    expect(await forgotPassword(w.ports, { email })).toBe(true);
    return lastLinkToken(email);
  }

  const storedUser = (email = EMAIL) => {
    const id = w.store.users.idByEmail.get(email);
    return id ? w.store.users.byId.get(id) : undefined;
  };

  return {
    world,
    signUp,
    signIn,
    callerFor,
    requireCallerFor,
    lastCode,
    lastLinkToken,
    confirmWithCode,
    requestReset,
    storedUser,
  };
}

/** The AppError code a call fails with (anything else is re-thrown; success fails the test). */
export async function errorCode(call: Promise<unknown>): Promise<ErrorCode> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('expected the call to fail');
}
