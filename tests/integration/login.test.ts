import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '@almanac/core';
import { expectData, expectError, send, uniqueEmail } from './support/api.js';
import { DEMO_PASSWORD, demo, registerAgent, tryLogin } from './support/accounts.js';
import { table } from './support/db.js';
import { CURRENT_USER } from './support/operations.js';

const HOUR = 3600_000;

async function failLogins(email: string, times: number) {
  for (let i = 0; i < times; i++) {
    expectError(await tryLogin(email, `wrong-password-${i}`), 'INVALID_EMAIL_OR_PASSWORD');
  }
}

describe('login', () => {
  it('signs in with the right password and answers a session that works', async () => {
    const payload = expectData(await tryLogin(demo.agent, DEMO_PASSWORD)).login;

    expect(payload.user).toMatchObject({ email: demo.agent, role: 'agent' });
    expect(payload.token).toMatch(/^alm_/);
    const me = expectData(await send(CURRENT_USER, {}, { token: payload.token })).currentUser;
    expect(me.email).toBe(demo.agent);
  });

  it('answers a wrong password and an unknown e-mail alike: INVALID_EMAIL_OR_PASSWORD', async () => {
    const agent = await registerAgent();

    const wrongPassword = await tryLogin(agent.email, 'not-the-password');
    const unknownEmail = await tryLogin(uniqueEmail('nobody'), agent.password);

    expectError(wrongPassword, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password');
    expectError(unknownEmail, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password');
  });

  it('treats the e-mail case-insensitively', async () => {
    const payload = expectData(await tryLogin(`  ${demo.newAgent.toUpperCase()} `, DEMO_PASSWORD)).login;

    expect(payload.user.email).toBe(demo.newAgent);
  });

  it('refuses a malformed e-mail with the spec message', async () => {
    expectError(
      await tryLogin('not-an-email', DEMO_PASSWORD),
      'VALIDATION_ERROR',
      'email must be a valid email address',
    );
  });

  it('keeps a plain session renewable for 12 hours and a "remember me" one for 30 days', async () => {
    const plain = expectData(await tryLogin(demo.client, DEMO_PASSWORD)).login.token;
    const remembered = expectData(await tryLogin(demo.client, DEMO_PASSWORD, true)).login.token;

    const renewableFor = async (token: string) =>
      new Date((await table().session(token))!.renewableUntil as string).getTime() - Date.now();
    expect(await renewableFor(plain)).toBeGreaterThan(11 * HOUR);
    expect(await renewableFor(plain)).toBeLessThanOrEqual(12 * HOUR);
    expect(await renewableFor(remembered)).toBeGreaterThan(29 * 24 * HOUR);
    expectData(await send(CURRENT_USER, {}, { token: remembered }));
  });
});

describe('login throttling', () => {
  it(`after ${LOGIN_MAX_FAILURES} failures locks the e-mail: the next attempt, even with the right password, is TOO_MANY_ATTEMPTS`, async () => {
    const agent = await registerAgent();
    await failLogins(agent.email, LOGIN_MAX_FAILURES);

    expectError(
      await tryLogin(agent.email, agent.password),
      'TOO_MANY_ATTEMPTS',
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });

  it('locks only that e-mail: another account still signs in', async () => {
    const locked = await registerAgent();
    const other = await registerAgent();
    await failLogins(locked.email, LOGIN_MAX_FAILURES);
    expectError(await tryLogin(locked.email, locked.password), 'TOO_MANY_ATTEMPTS');

    expectData(await tryLogin(other.email, other.password));
  });

  it('counts failures per e-mail whatever its case', async () => {
    const agent = await registerAgent();
    await failLogins(agent.email.toUpperCase(), LOGIN_MAX_FAILURES);

    expectError(await tryLogin(agent.email, agent.password), 'TOO_MANY_ATTEMPTS');
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const agent = await registerAgent();
    await failLogins(agent.email, LOGIN_MAX_FAILURES - 1);
    expectData(await tryLogin(agent.email, agent.password));

    await failLogins(agent.email, 1);

    expectData(await tryLogin(agent.email, agent.password));
  });

  it(`checks no more than ${LOGIN_MAX_FAILURES} of ${LOGIN_MAX_FAILURES * 2} wrong passwords sent at once, then locks`, async () => {
    const agent = await registerAgent();
    const attempts = await Promise.all(
      Array.from({ length: LOGIN_MAX_FAILURES * 2 }, (_, i) => tryLogin(agent.email, `parallel-guess-${i}`)),
    );
    const answers = attempts.map((a) => a.errors?.[0]?.errorType);
    expect(answers.filter((t) => t === 'INVALID_EMAIL_OR_PASSWORD')).toHaveLength(LOGIN_MAX_FAILURES);
    expect(answers.filter((t) => t === 'TOO_MANY_ATTEMPTS')).toHaveLength(LOGIN_MAX_FAILURES);

    expectError(await tryLogin(agent.email, agent.password), 'TOO_MANY_ATTEMPTS');
  });
});
