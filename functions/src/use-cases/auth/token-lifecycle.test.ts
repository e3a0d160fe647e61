import { beforeEach, describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE, SECOND, testDigest } from '../testing/in-memory-ports.js';
import { currentUser, getUser } from '../users/current-user.js';
import { updateUser } from '../users/update-user.js';
import { EMAIL, errorCode, NEW_PASSWORD, PASSWORD, useAuthWorld, WRONG_CODE } from './auth-test-world.js';
import { authorize } from './authorize.js';
import { changePassword } from './change-password.js';
import { confirmUser } from './confirm-user.js';
import { createLoginToken } from './create-login-token.js';
import { forgotPassword } from './forgot-password.js';
import { logout } from './logout.js';
import { resendConfirm } from './resend-confirm.js';
import { resetPassword } from './reset-password.js';

const t = useAuthWorld();
const w = t.world;
const {
  signUp,
  signIn,
  callerFor,
  requireCallerFor,
  lastCode,
  lastLinkToken,
  confirmWithCode,
  requestReset,
  storedUser,
} = t;

describe('sign-up and the 5-character code', () => {
  it('registerUser starts an unconfirmed session and e-mails a code and a link', async () => {
    const answer = await signUp();
    expect(answer.token).toMatch(/^alm_/);
    expect(answer.user.email).toBe(EMAIL);
    expect(answer.user.confirmedAt).toBeNull();
    const caller = await requireCallerFor(answer.token);
    expect(caller).toMatchObject({ userId: answer.user._id, role: 'agent', confirmed: false });
    const mail = w().mail.last(EMAIL);
    expect(mail.meta?.kind).toBe('confirm');
    expect(lastCode()).toMatch(/^[A-Z2-9]{5}$/);
    expect(mail.meta?.links?.[0]).toContain('type=CONFIRM');
  });

  it('the right code (typed in lower case with spaces) confirms the e-mail', async () => {
    const { token } = await signUp();
    const code = lastCode();
    const typed = ` ${code.slice(0, 2).toLowerCase()} ${code.slice(2).toLowerCase()} `;
    const answer = await confirmWithCode(token, typed);
    expect(answer.user.confirmedAt).toBe(w().clock.now().toISOString());
    expect((await requireCallerFor(answer.token)).confirmed).toBe(true);
    expect(storedUser()?.confirmedAt).toBeDefined();
  });

  it('a code needs the signed-in user', async () => {
    await signUp();
    expect(
      await errorCode(confirmUser(w().ports, null, { token: lastCode(), type: 'CONFIRM_SHORTCODE' })),
    ).toBe('UNAUTHORIZED');
    expect(storedUser()?.confirmedAt).toBeUndefined();
  });

  it('a code works until just before 24 h', async () => {
    await signUp();
    const code = lastCode();
    w().clock.advance(DAY - SECOND);
    const { token } = await signIn(); // the sign-up session is long gone; log in again
    expect((await confirmWithCode(token, code)).user.confirmedAt).not.toBeNull();
  });

  it('a code expires after 24 h', async () => {
    await signUp();
    const code = lastCode();
    w().clock.advance(DAY + SECOND);
    const { token } = await signIn();
    expect(await errorCode(confirmWithCode(token, code))).toBe('TOKEN_EXPIRED');
    expect(storedUser()?.confirmedAt).toBeUndefined();
  });

  it('a code is single use', async () => {
    const { token } = await signUp();
    const code = lastCode();
    await confirmWithCode(token, code);
    const record = w().store.shortCodes.byUser.get(storedUser()!.id);
    expect(record?.usedAt).toBe(w().clock.now().toISOString());
    // A spent code starts no new session, whether or not the account is confirmed.
    const sessions = w().store.sessions.byHash.size;
    expect(await errorCode(confirmWithCode(token, code))).toBe('INVALID_TOKEN');
    delete storedUser()!.confirmedAt;
    expect(await errorCode(confirmWithCode(token, code))).toBe('INVALID_TOKEN');
    expect(w().store.sessions.byHash.size).toBe(sessions);
  });

  it('a wrong code is INVALID_TOKEN; four wrong guesses still leave the right code usable', async () => {
    const { token } = await signUp();
    const code = lastCode();
    for (let i = 0; i < 4; i++)
      expect(await errorCode(confirmWithCode(token, WRONG_CODE))).toBe('INVALID_TOKEN');
    expect((await confirmWithCode(token, code)).user.confirmedAt).not.toBeNull();
  });

  it('five wrong guesses void the code; a resent code works', async () => {
    const { token } = await signUp();
    const code = lastCode();
    for (let i = 0; i < 5; i++)
      expect(await errorCode(confirmWithCode(token, WRONG_CODE))).toBe('INVALID_TOKEN');
    expect(await errorCode(confirmWithCode(token, code))).toBe('INVALID_TOKEN');
    expect(storedUser()?.confirmedAt).toBeUndefined();

    expect(await resendConfirm(w().ports, await callerFor(token))).toBe(true);
    const fresh = lastCode();
    expect(fresh).not.toBe(code);
    expect((await confirmWithCode(token, fresh)).user.confirmedAt).not.toBeNull();
  });

  it('resend replaces the code: the old one stops working, the new one works', async () => {
    const { token } = await signUp();
    const first = lastCode();
    await resendConfirm(w().ports, await callerFor(token));
    const second = lastCode();
    expect(second).not.toBe(first);
    expect(w().mail.to(EMAIL)).toHaveLength(2);
    expect(await errorCode(confirmWithCode(token, first))).toBe('INVALID_TOKEN');
    expect((await confirmWithCode(token, second)).user.confirmedAt).not.toBeNull();
  });

  it('resend starts a new 24 h', async () => {
    const { token } = await signUp();
    w().clock.advance(20 * HOUR);
    const { token: later } = await signIn();
    await resendConfirm(w().ports, await callerFor(later));
    const code = lastCode();
    w().clock.advance(20 * HOUR); // 40 h after sign-up, 20 h after the resend
    const { token: evenLater } = await signIn();
    expect((await confirmWithCode(evenLater, code)).user.confirmedAt).not.toBeNull();
    expect(await callerFor(token)).toBeNull();
  });

  it('resend needs a caller, and sends nothing once confirmed', async () => {
    const { token } = await signUp();
    expect(await errorCode(resendConfirm(w().ports, null))).toBe('UNAUTHORIZED');
    await confirmWithCode(token, lastCode());
    const before = w().mail.sent.length;
    expect(await resendConfirm(w().ports, await callerFor(token))).toBe(true);
    expect(w().mail.sent).toHaveLength(before);
  });
});

describe('the e-mailed CONFIRM link', () => {
  it('confirms without a session and answers with one', async () => {
    await signUp();
    const answer = await confirmUser(w().ports, null, { token: lastLinkToken(), type: 'CONFIRM' });
    expect(answer.user.confirmedAt).not.toBeNull();
    expect((await requireCallerFor(answer.token)).confirmed).toBe(true);
  });

  it('is single use', async () => {
    await signUp();
    const link = lastLinkToken();
    await confirmUser(w().ports, null, { token: link, type: 'CONFIRM' });
    expect(await errorCode(confirmUser(w().ports, null, { token: link, type: 'CONFIRM' }))).toBe(
      'INVALID_TOKEN',
    );
  });

  it('expires after 24 h', async () => {
    await signUp();
    const link = lastLinkToken();
    w().clock.advance(DAY + SECOND);
    expect(await errorCode(confirmUser(w().ports, null, { token: link, type: 'CONFIRM' }))).toBe(
      'TOKEN_EXPIRED',
    );
    expect(storedUser()?.confirmedAt).toBeUndefined();
  });

  it('an unknown link token is INVALID_TOKEN', async () => {
    await signUp();
    expect(await errorCode(confirmUser(w().ports, null, { token: 'made-up', type: 'CONFIRM' }))).toBe(
      'INVALID_TOKEN',
    );
  });
});

describe('RESET tokens (forgotPassword, resetPassword)', () => {
  beforeEach(async () => {
    await signUp();
  });

  it('forgotPassword answers true for an unknown e-mail, stores no token and sends only a no-account note', async () => {
    const tokens = w().store.oneTimeTokens.byHash.size;
    expect(await forgotPassword(w().ports, { email: 'nobody@example.com' })).toBe(true);
    expect(
      w()
        .mail.to('nobody@example.com')
        .map((m) => m.meta?.kind),
    ).toEqual(['no-account']);
    expect(w().mail.last('nobody@example.com').meta?.links).toEqual(['https://almanac.test/sign-up']);
    expect(w().store.oneTimeTokens.byHash.size).toBe(tokens);
  });

  it('sets the new password; the old one stops working', async () => {
    const reset = await requestReset();
    expect(w().mail.last(EMAIL).meta?.kind).toBe('reset');
    const answer = await resetPassword(w().ports, { token: reset, password: NEW_PASSWORD });
    expect(answer.token).toMatch(/^alm_/);
    expect(await errorCode(signIn(EMAIL, PASSWORD))).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect((await signIn(EMAIL, NEW_PASSWORD)).user.email).toBe(EMAIL);
  });

  it('a reset also confirms the e-mail (the link proved the address)', async () => {
    const answer = await resetPassword(w().ports, {
      token: await requestReset(),
      password: NEW_PASSWORD,
    });
    expect(answer.user.confirmedAt).not.toBeNull();
  });

  it('works until just before 1 h', async () => {
    const reset = await requestReset();
    w().clock.advance(HOUR - SECOND);
    await resetPassword(w().ports, { token: reset, password: NEW_PASSWORD });
    expect((await signIn(EMAIL, NEW_PASSWORD)).token).toMatch(/^alm_/);
  });

  it('expires after 1 h', async () => {
    const reset = await requestReset();
    w().clock.advance(HOUR + SECOND);
    expect(await errorCode(resetPassword(w().ports, { token: reset, password: NEW_PASSWORD }))).toBe(
      'TOKEN_EXPIRED',
    );
    expect((await signIn(EMAIL, PASSWORD)).token).toMatch(/^alm_/);
  });

  it('is single use', async () => {
    const reset = await requestReset();
    await resetPassword(w().ports, { token: reset, password: NEW_PASSWORD });
    expect(await errorCode(resetPassword(w().ports, { token: reset, password: 'third password!' }))).toBe(
      'INVALID_TOKEN',
    );
    expect((await signIn(EMAIL, NEW_PASSWORD)).token).toMatch(/^alm_/);
  });

  it('only RESET tokens reset: a CONFIRM link or a LOGIN token is INVALID_TOKEN', async () => {
    const confirmLink = w().mail.to(EMAIL)[0]!.meta!.links![0]!;
    const confirmToken = new URL(confirmLink).searchParams.get('token')!;
    expect(await errorCode(resetPassword(w().ports, { token: confirmToken, password: NEW_PASSWORD }))).toBe(
      'INVALID_TOKEN',
    );
    const { token: session } = await signIn();
    const { token: loginToken } = await createLoginToken(w().ports, await callerFor(session), {
      tokenType: 'LOGIN',
    });
    expect(await errorCode(resetPassword(w().ports, { token: loginToken, password: NEW_PASSWORD }))).toBe(
      'INVALID_TOKEN',
    );
    expect(await errorCode(resetPassword(w().ports, { token: 'made-up', password: NEW_PASSWORD }))).toBe(
      'INVALID_TOKEN',
    );
  });

  it('a newer reset link does not void an older one still within its hour', async () => {
    const first = await requestReset();
    const second = await requestReset();
    expect(second).not.toBe(first);
    await resetPassword(w().ports, { token: first, password: NEW_PASSWORD });
    expect((await signIn(EMAIL, NEW_PASSWORD)).token).toMatch(/^alm_/);
  });

  it('the new password must meet the rules', async () => {
    expect(
      await errorCode(resetPassword(w().ports, { token: await requestReset(), password: 'short' })),
    ).toBe('VALIDATION_ERROR');
  });
});

describe('LOGIN tokens (createLoginToken, exchanged with authorize)', () => {
  let session: string;
  beforeEach(async () => {
    session = (await signUp()).token;
  });

  it('needs a caller', async () => {
    expect(await errorCode(createLoginToken(w().ports, null, { tokenType: 'LOGIN' }))).toBe('UNAUTHORIZED');
  });

  it.each(['RESET', 'CONFIRM', 'CONFIRM_SHORTCODE', 'CLIENT_CLAIM_FORM', 'CLIENT_REVIEW_CONTRACT'])(
    'will not issue %s tokens',
    async (tokenType) => {
      expect(await errorCode(createLoginToken(w().ports, await callerFor(session), { tokenType }))).toBe(
        'INVALID_PERMISSIONS',
      );
    },
  );

  it('is exchanged for a new session of the same user', async () => {
    const issued = await createLoginToken(w().ports, await callerFor(session), { tokenType: 'LOGIN' });
    expect(issued.tokenType).toBe('LOGIN');
    expect(issued.expiresAt).toBe(new Date(w().clock.now().getTime() + 10 * MINUTE).toISOString());
    const exchanged = await authorize(w().ports, { token: issued.token });
    expect(exchanged.token).toMatch(/^alm_/);
    expect(exchanged.token).not.toBe(session);
    expect((await requireCallerFor(exchanged.token)).userId).toBe(storedUser()!.id);
  });

  it('works until just before 10 min', async () => {
    const { token } = await createLoginToken(w().ports, await callerFor(session), {
      tokenType: 'LOGIN',
    });
    w().clock.advance(10 * MINUTE - SECOND);
    expect((await authorize(w().ports, { token })).token).toMatch(/^alm_/);
  });

  it('expires after 10 min (UNAUTHORIZED)', async () => {
    const { token } = await createLoginToken(w().ports, await callerFor(session), {
      tokenType: 'LOGIN',
    });
    w().clock.advance(10 * MINUTE + SECOND);
    expect(await errorCode(authorize(w().ports, { token }))).toBe('UNAUTHORIZED');
  });

  it('is single use', async () => {
    const { token } = await createLoginToken(w().ports, await callerFor(session), {
      tokenType: 'LOGIN',
    });
    await authorize(w().ports, { token });
    expect(await errorCode(authorize(w().ports, { token }))).toBe('UNAUTHORIZED');
  });

  it('other one-time tokens are not accepted by authorize', async () => {
    expect(await errorCode(authorize(w().ports, { token: lastLinkToken() }))).toBe('UNAUTHORIZED');
    expect(await errorCode(authorize(w().ports, { token: await requestReset() }))).toBe('UNAUTHORIZED');
    expect(await errorCode(authorize(w().ports, { token: 'garbage' }))).toBe('UNAUTHORIZED');
    expect(await errorCode(authorize(w().ports, { token: 'alm_garbage' }))).toBe('UNAUTHORIZED');
  });
});

describe('sessions: 1 h sliding access window, renewable until 12 h (30 days with rememberMe)', () => {
  beforeEach(async () => {
    await signUp();
    w().clock.advance(MINUTE);
  });

  it('login opens a 1 h access window renewable for 12 h', async () => {
    const t0 = w().clock.now().getTime();
    const { token, expiresAt } = await signIn();
    expect(expiresAt).toBe(new Date(t0 + HOUR).toISOString());
    const stored = w().store.sessions.byHash.get(testDigest(token))!;
    expect(stored.renewableUntil).toBe(new Date(t0 + 12 * HOUR).toISOString());
    expect(stored.rememberMe).toBe(false);
  });

  it('the token is accepted until the access window ends', async () => {
    const { token } = await signIn();
    w().clock.advance(HOUR - SECOND);
    expect(await callerFor(token)).not.toBeNull();
    w().clock.advance(2 * SECOND);
    expect(await callerFor(token)).toBeNull();
  });

  it('authorize slides the window by 1 h from now and keeps the same token', async () => {
    const { token } = await signIn();
    w().clock.advance(30 * MINUTE);
    const renewed = await authorize(w().ports, { token });
    expect(renewed.token).toBe(token);
    expect(renewed.expiresAt).toBe(new Date(w().clock.now().getTime() + HOUR).toISOString());
    w().clock.advance(HOUR - SECOND); // 1 h 30 min after login: past the original window
    expect(await callerFor(token)).not.toBeNull();
    w().clock.advance(2 * SECOND);
    expect(await callerFor(token)).toBeNull();
  });

  it('after the access window lapses, one authorize renews it (the client re-authorises on UNAUTHORIZED)', async () => {
    const { token } = await signIn();
    w().clock.advance(3 * HOUR);
    expect(await callerFor(token)).toBeNull();
    await authorize(w().ports, { token });
    expect(await callerFor(token)).not.toBeNull();
  });

  it('renewals stop at 12 h: the last window is capped, then UNAUTHORIZED', async () => {
    const t0 = w().clock.now().getTime();
    const renewableUntil = new Date(t0 + 12 * HOUR).toISOString();
    const { token } = await signIn();
    let last = '';
    while (w().clock.now().getTime() + 55 * MINUTE < t0 + 12 * HOUR) {
      w().clock.advance(55 * MINUTE);
      last = (await authorize(w().ports, { token })).expiresAt;
      expect(await callerFor(token)).not.toBeNull();
    }
    expect(last).toBe(renewableUntil); // capped, not now + 1 h
    w().clock.set(new Date(t0 + 12 * HOUR - SECOND));
    expect(await callerFor(token)).not.toBeNull();
    w().clock.set(new Date(t0 + 12 * HOUR + SECOND));
    expect(await callerFor(token)).toBeNull();
    expect(await errorCode(authorize(w().ports, { token }))).toBe('UNAUTHORIZED');
  });

  it('without rememberMe, a session cannot be renewed after 12 h even if used throughout', async () => {
    const { token } = await signIn(EMAIL, PASSWORD, false);
    w().clock.advance(12 * HOUR + MINUTE);
    expect(await errorCode(authorize(w().ports, { token }))).toBe('UNAUTHORIZED');
  });

  it('with rememberMe, renewable for 30 days', async () => {
    const t0 = w().clock.now().getTime();
    const { token } = await signIn(EMAIL, PASSWORD, true);
    const stored = w().store.sessions.byHash.get(testDigest(token))!;
    expect(stored.rememberMe).toBe(true);
    expect(stored.renewableUntil).toBe(new Date(t0 + 30 * DAY).toISOString());
    w().clock.advance(12 * HOUR + MINUTE);
    await authorize(w().ports, { token });
    expect(await callerFor(token)).not.toBeNull();
    w().clock.set(new Date(t0 + 30 * DAY - 30 * MINUTE));
    const last = await authorize(w().ports, { token });
    expect(last.expiresAt).toBe(new Date(t0 + 30 * DAY).toISOString());
    w().clock.set(new Date(t0 + 30 * DAY + SECOND));
    expect(await callerFor(token)).toBeNull();
    expect(await errorCode(authorize(w().ports, { token }))).toBe('UNAUTHORIZED');
  });

  it('logout revokes the session in use, and only that one', async () => {
    const { token } = await signIn();
    const { token: other } = await signIn();
    expect(await logout(w().ports, await callerFor(token))).toBe(true);
    expect(await callerFor(token)).toBeNull();
    expect(await errorCode(authorize(w().ports, { token }))).toBe('UNAUTHORIZED');
    expect(await callerFor(other)).not.toBeNull();
    expect((await authorize(w().ports, { token: other })).token).toBe(other);
  });

  it('logout needs a caller', async () => {
    expect(await errorCode(logout(w().ports, null))).toBe('UNAUTHORIZED');
  });

  it('resetPassword revokes every session of the user; the new session works', async () => {
    const sessions = [(await signIn()).token, (await signIn(EMAIL, PASSWORD, true)).token];
    const other = (await signUp('grace@example.com')).token;
    const answer = await resetPassword(w().ports, {
      token: await requestReset(),
      password: NEW_PASSWORD,
    });
    for (const token of sessions) {
      expect(await callerFor(token)).toBeNull();
      expect(await errorCode(authorize(w().ports, { token }))).toBe('UNAUTHORIZED');
    }
    const signUpSession = [...w().store.sessions.byHash.values()].filter(
      (s) => s.userId === storedUser()!.id && s.tokenHash !== testDigest(answer.token),
    );
    expect(signUpSession.every((s) => s.revokedAt)).toBe(true);
    expect(await callerFor(answer.token)).not.toBeNull();
    expect(await callerFor(other)).not.toBeNull(); // someone else's session is untouched
  });
});

describe('login throttling: 5 failures lock the e-mail for 15 min', () => {
  beforeEach(async () => {
    await signUp();
  });

  const fail = async (email = EMAIL) =>
    expect(await errorCode(signIn(email, 'wrong password'))).toBe('INVALID_EMAIL_OR_PASSWORD');

  it('four failures do not lock', async () => {
    for (let i = 0; i < 4; i++) await fail();
    expect((await signIn()).user.email).toBe(EMAIL);
  });

  it('the fifth failure locks: even the right password is TOO_MANY_ATTEMPTS until the lock passes', async () => {
    for (let i = 0; i < 5; i++) await fail();
    const lockedAt = w().clock.now().getTime();
    expect(await errorCode(signIn())).toBe('TOO_MANY_ATTEMPTS');
    expect(await errorCode(signIn(EMAIL, 'wrong password'))).toBe('TOO_MANY_ATTEMPTS');
    w().clock.set(new Date(lockedAt + 15 * MINUTE - SECOND));
    expect(await errorCode(signIn())).toBe('TOO_MANY_ATTEMPTS');
    w().clock.set(new Date(lockedAt + 15 * MINUTE + SECOND));
    expect((await signIn()).user.email).toBe(EMAIL);
  });

  it('after the lock passes, a single failure does not re-lock', async () => {
    for (let i = 0; i < 5; i++) await fail();
    w().clock.advance(15 * MINUTE + SECOND);
    await fail();
    expect((await signIn()).user.email).toBe(EMAIL);
  });

  it('success clears the failure count', async () => {
    for (let i = 0; i < 4; i++) await fail();
    await signIn();
    expect([...w().store.throttle.byKey.keys()].filter((k) => k.startsWith('login:'))).toEqual([]);
    for (let i = 0; i < 4; i++) await fail();
    expect((await signIn()).user.email).toBe(EMAIL);
  });

  it('failures spread beyond the 15 min window do not add up', async () => {
    for (let i = 0; i < 4; i++) await fail();
    w().clock.advance(15 * MINUTE + SECOND);
    for (let i = 0; i < 4; i++) await fail();
    expect((await signIn()).user.email).toBe(EMAIL);
  });

  it('failures inside the window add up even when spaced out', async () => {
    for (let i = 0; i < 5; i++) {
      await fail();
      w().clock.advance(3 * MINUTE);
    }
    expect(await errorCode(signIn())).toBe('TOO_MANY_ATTEMPTS');
  });

  it('the lock is per e-mail, whatever its case', async () => {
    await signUp('grace@example.com');
    for (let i = 0; i < 5; i++) await fail('ADA@Example.com');
    expect(await errorCode(signIn(EMAIL))).toBe('TOO_MANY_ATTEMPTS');
    expect((await signIn('grace@example.com')).user.email).toBe('grace@example.com');
  });

  it('unknown e-mails are throttled the same way', async () => {
    for (let i = 0; i < 5; i++) await fail('nobody@example.com');
    expect(await errorCode(signIn('nobody@example.com', 'anything'))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('a password reset lifts the lock', async () => {
    for (let i = 0; i < 5; i++) await fail();
    await resetPassword(w().ports, { token: await requestReset(), password: NEW_PASSWORD });
    expect((await signIn(EMAIL, NEW_PASSWORD)).user.email).toBe(EMAIL);
  });
});

describe('secrets are stored only hashed', () => {
  it('the repositories never see a clear session token, code, link token or password', async () => {
    const clear: string[] = [PASSWORD, NEW_PASSWORD];
    const signUpAnswer = await signUp();
    clear.push(signUpAnswer.token, lastCode(), lastLinkToken());
    await confirmWithCode(signUpAnswer.token, WRONG_CODE).catch(() => undefined);
    await resendConfirm(w().ports, await callerFor(signUpAnswer.token));
    const code = lastCode();
    clear.push(code, lastLinkToken());
    const confirmed = await confirmWithCode(signUpAnswer.token, code);
    clear.push(confirmed.token);
    const loggedIn = await signIn(EMAIL, PASSWORD, true);
    clear.push(loggedIn.token);
    await authorize(w().ports, { token: loggedIn.token });
    const loginToken = (
      await createLoginToken(w().ports, await callerFor(loggedIn.token), { tokenType: 'LOGIN' })
    ).token;
    clear.push(loginToken);
    const exchanged = await authorize(w().ports, { token: loginToken });
    clear.push(exchanged.token);
    const reset = await requestReset();
    clear.push(reset);
    const afterReset = await resetPassword(w().ports, { token: reset, password: NEW_PASSWORD });
    clear.push(afterReset.token);
    const third = 'third password!';
    clear.push(third);
    await changePassword(w().ports, await callerFor(afterReset.token), {
      currentPassword: NEW_PASSWORD,
      newPassword: third,
    });
    expect((await signIn(EMAIL, third)).user.email).toBe(EMAIL);
    await logout(w().ports, await callerFor(afterReset.token));

    expect(new Set(clear).size).toBe(clear.length);
    const calls = JSON.stringify(w().repositoryCalls);
    const stored = JSON.stringify({
      users: [...w().store.users.byId.values()],
      sessions: [...w().store.sessions.byHash.entries()],
      tokens: [...w().store.oneTimeTokens.byHash.entries()],
      codes: [...w().store.shortCodes.byUser.values()],
      throttle: [...w().store.throttle.byKey.values()],
    });
    for (const secret of clear) {
      expect(calls, `repository call contains ${secret}`).not.toContain(secret);
      expect(stored, `store contains ${secret}`).not.toContain(secret);
    }
    // …and what is stored is their sha-256.
    for (const token of [
      signUpAnswer.token,
      confirmed.token,
      loggedIn.token,
      exchanged.token,
      afterReset.token,
    ]) {
      expect(w().store.sessions.byHash.has(testDigest(token))).toBe(true);
    }
    for (const token of [loginToken, reset])
      expect(w().store.oneTimeTokens.byHash.has(testDigest(token))).toBe(true);
    expect(w().store.shortCodes.byUser.get(storedUser()!.id)?.codeHash).toBe(testDigest(code));
    expect(w().repositoryCalls.length).toBeGreaterThan(20);
  });
});

describe('the password hash is never in an answer', () => {
  it('registerUser, confirmUser, login, authorize, resetPassword, currentUser, getUser, updateUser', async () => {
    const answers: unknown[] = [];
    const signUpAnswer = await signUp();
    answers.push(signUpAnswer);
    answers.push(await confirmWithCode(signUpAnswer.token, lastCode()));
    const loggedIn = await signIn();
    answers.push(loggedIn);
    answers.push(await authorize(w().ports, { token: loggedIn.token }));
    const { token: loginToken } = await createLoginToken(w().ports, await callerFor(loggedIn.token), {
      tokenType: 'LOGIN',
    });
    answers.push(await authorize(w().ports, { token: loginToken }));
    const caller = await callerFor(loggedIn.token);
    answers.push(await currentUser(w().ports, caller));
    answers.push(await getUser(w().ports, caller, { id: caller!.userId }));
    answers.push(
      await updateUser(w().ports, caller, {
        input: { firstName: 'Ada', lastName: 'King', phone: '8135550142' },
      }),
    );
    const afterReset = await resetPassword(w().ports, {
      token: await requestReset(),
      password: NEW_PASSWORD,
    });
    answers.push(afterReset);
    const confirmLinkUser = await signUp('grace@example.com');
    answers.push(confirmLinkUser);
    answers.push(
      await confirmUser(w().ports, null, {
        token: lastLinkToken('grace@example.com'),
        type: 'CONFIRM',
      }),
    );

    const hashes = [...w().store.users.byId.values()].map((u) => u.passwordHash);
    expect(hashes.every((h) => h.startsWith('fakehash$'))).toBe(true);
    for (const answer of answers) {
      const json = JSON.stringify(answer);
      expect(json).not.toContain('passwordHash');
      expect(json).not.toContain('fakehash');
      for (const hash of hashes) expect(json).not.toContain(hash);
      expect(json).not.toContain(PASSWORD);
      expect(json).not.toContain(NEW_PASSWORD);
    }
  });

  it('the user view carries the computed permissions: a new agent may quote but not bind', async () => {
    const { user } = await signUp();
    expect(user.canQuote).toBe(true);
    expect(user.canBind).toBe(false);
    expect(user.organization?.isOnboarded).toBe(false);
  });
});
