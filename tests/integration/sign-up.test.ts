import { describe, expect, it } from 'vitest';
import { errorTypeOf, expectData, expectError, send, uniqueEmail } from './support/api.js';
import { agentInput, CONFIRM_USER, REGISTER_USER, registerAgent, tryLogin } from './support/accounts.js';
import { linkToken, mailsTo, waitForMail } from './support/mailbox.js';
import { table } from './support/db.js';
import { CURRENT_USER } from './support/operations.js';

describe('registerUser', () => {
  it('creates an unconfirmed agent with a new, not onboarded organisation and e-mails a 5-character code', async () => {
    const input = agentInput();
    const payload = expectData(await send(REGISTER_USER, { input })).registerUser;
    expect(payload.user).toMatchObject({
      email: input.email,
      role: 'agent',
      confirmedAt: null,
      canQuote: true,
      canBind: false,
    });
    expect(payload.user.organization).toMatchObject({ name: 'Stone Risk LLC', isOnboarded: false });
    const mail = await waitForMail(input.email, 'confirm');
    expect(mail.codes[0]).toMatch(/^[A-Z0-9]{5}$/);
    expect(mail.text).toContain(mail.codes[0]);
  });

  it('a second sign-up with a taken e-mail answers the same, tells the owner, and can never confirm', async () => {
    const first = await registerAgent();
    const again = await send(REGISTER_USER, {
      input: agentInput({ email: first.email.toUpperCase(), firstName: 'Other' }),
    });
    const payload = expectData(again).registerUser;
    expect(payload.user).toMatchObject({
      email: first.email,
      confirmedAt: null,
      canQuote: true,
      canBind: false,
    });
    expect(payload.user.organization).toMatchObject({ name: 'Stone Risk LLC', isOnboarded: false });
    expect(expectData(await send(CURRENT_USER, {}, { token: payload.token })).currentUser).toMatchObject({
      email: first.email,
      confirmedAt: null,
    });
    // The owner hears of it; the one signing up gets no code to confirm with.
    const note = await waitForMail(first.email, 'account-exists');
    expect(note.subject).toBe('You already have an Almanac account');
    expect((await mailsTo(first.email)).filter((m) => m.kind === 'confirm')).toHaveLength(1);
    const code = (await waitForMail(first.email, 'confirm')).codes[0]!;
    expectError(
      await send(CONFIRM_USER, { token: code, type: 'CONFIRM_SHORTCODE' }, { token: payload.token }),
      'INVALID_TOKEN',
    );
    // The owner's account is untouched: their password still signs them in.
    expectData(await tryLogin(first.email, first.password));
    const me = expectData(await send(CURRENT_USER, {}, { token: first.token }));
    expect(me.currentUser.email).toBe(first.email);
  });

  it('20 parallel sign-ups with one e-mail make one account and, once confirmed, one organisation', async () => {
    const email = uniqueEmail('parallel');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(REGISTER_USER, { input: agentInput({ email, firstName: `P${i}` }) }),
      ),
    );
    expect(answers.every((a) => a.data?.registerUser?.token)).toBe(true);
    const mail = await waitForMail(email, 'confirm');
    const confirmed = expectData(
      await send(CONFIRM_USER, { token: linkToken(mail, '/confirm').token, type: 'CONFIRM' }),
    ).confirmUser;
    const agency = expectData(await send(CURRENT_USER, {}, { token: confirmed.token })).currentUser
      .organization;
    expect(agency).toMatchObject({ isOnboarded: false });
    const orgIds = new Set(answers.map((a) => expectData(a).registerUser.user.organization._id));
    expect(orgIds.size).toBe(20);
    const written = [];
    for (const id of orgIds) if (await table().get(`ORG#${id}`, 'ORG')) written.push(id);
    expect(written).toEqual([agency._id]);
  });

  it('creates an administrator, who may neither quote nor bind, when isAdmin is set', async () => {
    const input = agentInput({ isAdmin: true, stateLicenseNumber: undefined, state: undefined });
    expect(expectData(await send(REGISTER_USER, { input })).registerUser.user).toMatchObject({
      email: input.email,
      role: 'admin',
      canQuote: false,
      canBind: false,
    });
  });

  it('refuses a password shorter than 8 characters with the spec message', async () => {
    const input = agentInput({ password: 'short' });
    const res = await send(REGISTER_USER, { input });
    expect(errorTypeOf(res)).toBe('VALIDATION_ERROR');
    expect(res.errors![0]!.message).toBe('password requires minimum 8 characters');
    expect(await table().get(`EMAIL#${input.email}`, 'EMAIL')).toBeUndefined();
  });

  it('answers invalid input with the spec message and creates nothing', async () => {
    const input = agentInput({ stateLicenseNumber: '' });
    const res = await send(REGISTER_USER, { input });
    expect(errorTypeOf(res)).toBe('VALIDATION_ERROR');
    expect(res.errors![0]!.message).toBe('State License Number is required');
    expect(await table().get(`EMAIL#${input.email}`, 'EMAIL')).toBeUndefined();
  });
});

describe('confirmUser with the code', () => {
  it('confirms with the right code, once; a wrong, reused or expired code is refused', async () => {
    const agent = await registerAgent();
    const code = (await waitForMail(agent.email, 'confirm')).codes[0]!;
    const wrong = await send(
      CONFIRM_USER,
      { token: code === 'AAAAA' ? 'BBBBB' : 'AAAAA', type: 'CONFIRM_SHORTCODE' },
      { token: agent.token },
    );
    expect(errorTypeOf(wrong)).toBe('INVALID_TOKEN');

    const ok = await send(
      CONFIRM_USER,
      { token: code.toLowerCase(), type: 'CONFIRM_SHORTCODE' },
      { token: agent.token },
    );
    expect(expectData(ok).confirmUser.user.confirmedAt).toBeTruthy();

    const reused = await send(
      CONFIRM_USER,
      { token: code, type: 'CONFIRM_SHORTCODE' },
      { token: expectData(ok).confirmUser.token },
    );
    expect(errorTypeOf(reused)).toBe('INVALID_TOKEN');
    expect(reused.data?.confirmUser).toBeNull();

    const second = await registerAgent();
    const secondCode = (await waitForMail(second.email, 'confirm')).codes[0]!;
    await table().expireShortCode(second.userId);
    const expired = await send(
      CONFIRM_USER,
      { token: secondCode, type: 'CONFIRM_SHORTCODE' },
      { token: second.token },
    );
    expect(errorTypeOf(expired)).toBe('TOKEN_EXPIRED');
  });
});
