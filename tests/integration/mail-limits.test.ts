import { RATE_LIMITS, unsafeTextMessage } from '@almanac/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectData, expectError, send, uniqueEmail } from './support/api.js';
import { agentInput, REGISTER_USER, registerAgent, registerConfirmedAgent } from './support/accounts.js';
import { table } from './support/db.js';
import { mailsTo, waitForMail } from './support/mailbox.js';
import { FORGOT_PASSWORD, RESEND_CONFIRM } from './support/operations.js';
import { savedQuote, SHARE_PRECIP_QUOTE } from './support/quoter.js';

/** Mails of a kind delivered to an address once `expected` of them arrived (or the wait ends). */
async function settledMails(email: string, kind: string, expected: number) {
  await waitForMail(email, kind, expected);
  return (await mailsTo(email)).filter((m) => m.kind === kind);
}

describe('forgotPassword is no relay', () => {
  it('40 requests for one address in a burst: every answer true, at most the limit of reset mails', async () => {
    const agent = await registerAgent();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => send(FORGOT_PASSWORD, { email: agent.email })),
    );
    expect(answers.every((a) => a.data?.forgotPassword === true)).toBe(true);
    const limit = RATE_LIMITS.resetMailPerRecipient.limit;
    expect(await settledMails(agent.email, 'reset', limit)).toHaveLength(limit);
  });

  it('an unknown address gets a no-account note, answered exactly like a known one', async () => {
    const nobody = uniqueEmail('nobody');
    expect(expectData(await send(FORGOT_PASSWORD, { email: nobody })).forgotPassword).toBe(true);
    const note = await waitForMail(nobody, 'no-account');
    expect(note.subject).toBe('Almanac password reset');
    expect(note.links.every((l) => !l.includes('token='))).toBe(true);
  });

  it('one network address may ask only so often, whatever the e-mails', async () => {
    const from = '127.0.114.1';
    const { limit } = RATE_LIMITS.forgotPasswordPerAddress;
    for (let i = 0; i < limit; i++)
      expectData(await send(FORGOT_PASSWORD, { email: uniqueEmail('spray') }, { apiKey: true }, {}, from));
    expectError(
      await send(FORGOT_PASSWORD, { email: uniqueEmail('spray') }, { apiKey: true }, {}, from),
      'TOO_MANY_REQUESTS',
    );
  });
});

describe('resendConfirm is throttled', () => {
  it('after the limit a new code is refused, so resends cannot reopen the guessing window', async () => {
    const agent = await registerAgent();
    const { limit } = RATE_LIMITS.confirmResendPerUser;
    for (let i = 0; i < limit; i++) expectData(await send(RESEND_CONFIRM, {}, { token: agent.token }));
    expectError(await send(RESEND_CONFIRM, {}, { token: agent.token }), 'TOO_MANY_REQUESTS');
    expect(await settledMails(agent.email, 'confirm', limit + 1)).toHaveLength(limit + 1);
  });
});

describe('sign-ups with a taken address', () => {
  it('tell the owner a bounded number of times', async () => {
    const owner = await registerAgent();
    const { limit } = RATE_LIMITS.accountExistsMailPerRecipient;
    for (let i = 0; i <= limit + 1; i++)
      expectData(await send(REGISTER_USER, { input: agentInput({ email: owner.email }) }));
    expect(await settledMails(owner.email, 'account-exists', limit)).toHaveLength(limit);
  });
});

describe('sharing a premium indication', () => {
  let me: Awaited<ReturnType<typeof registerConfirmedAgent>>;
  let quoteId: string;
  const hostile = { firstName: 'Dana\r\nBcc: victim@example.com\u0007', lastName: '\u202Egnp' };
  beforeAll(async () => {
    me = await registerConfirmedAgent();
    // Names stored before core's schemas refused such characters (issue 26, 9): the e-mails clean them.
    await table().update({
      Key: { pk: `USER#${me.userId}`, sk: 'USER' },
      UpdateExpression: 'SET profile.firstName = :f, profile.lastName = :l',
      ExpressionAttributeValues: { ':f': hostile.firstName, ':l': hostile.lastName },
    });
    quoteId = (await savedQuote(me.token)).id;
  });

  it('refuses such a name at sign-up', async () => {
    const r = await send(REGISTER_USER, { input: agentInput(hostile) });
    expectError(r, 'VALIDATION_ERROR', unsafeTextMessage);
  });
  const share = (emails: string[], token = me.token) =>
    send(SHARE_PRECIP_QUOTE, { emails, quoteId }, { token });

  it('strips line breaks, BEL and bidi overrides from the sender text in the subject and the body', async () => {
    const to = uniqueEmail('subject');
    expectData(await share([to]));
    const mail = await waitForMail(to, 'quote-share');
    expect(mail.subject).not.toMatch(/[\r\n\u202A-\u202E\u2066-\u2069]/);
    expect(mail.subject).toMatch(/^Dana Bcc: victim@example.com gnp shared a premium indication/);
    // The body too: the text keeps no CR, BEL or bidi override the sender's name carried.
    for (const unsafe of ['\r', '\u0007', '\u202E']) expect(mail.text).not.toContain(unsafe);
    expect(mail.text).toContain('Dana Bcc: victim@example.com gnp');
  });

  it('one address receives at most the limit of shares a day; the refused share sends nothing', async () => {
    const to = uniqueEmail('flooded');
    const { limit } = RATE_LIMITS.shareMailPerRecipient;
    for (let i = 0; i < limit; i++) expectData(await share([to]));
    const other = uniqueEmail('bystander');
    expectError(await share([other, to]), 'TOO_MANY_REQUESTS');
    expect(await settledMails(to, 'quote-share', limit)).toHaveLength(limit);
    expect(await mailsTo(other)).toEqual([]);
  });

  it('one sender may e-mail only so many recipients an hour', async () => {
    const sender = await registerConfirmedAgent();
    const id = (await savedQuote(sender.token)).id;
    const { limit } = RATE_LIMITS.shareMailPerSender;
    const batch = () => Array.from({ length: 10 }, () => uniqueEmail('recipient'));
    for (let sent = 0; sent < limit; sent += 10)
      expectData(await send(SHARE_PRECIP_QUOTE, { emails: batch(), quoteId: id }, { token: sender.token }));
    const late = batch();
    expectError(
      await send(SHARE_PRECIP_QUOTE, { emails: late, quoteId: id }, { token: sender.token }),
      'TOO_MANY_REQUESTS',
    );
    expect(await mailsTo(late[0]!)).toEqual([]);
  });
});
