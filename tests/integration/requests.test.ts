import {
  LIMIT_REQUIRED_MESSAGE,
  LIMIT_TOO_SMALL_MESSAGE,
  REQUEST_EMAIL_REQUIRED_MESSAGE,
  REQUEST_PERIOD_TOO_LONG_MESSAGE,
  REQUEST_START_IN_PAST_MESSAGE,
  PERIL_MESSAGE,
  PREMIUM_INDICATION_REQUEST_LIMIT,
  RATING_MESSAGE,
  START_AFTER_END_MESSAGE,
  START_DATE_INVALID_MESSAGE,
  START_DATE_REQUIRED_MESSAGE,
} from '@almanac/core';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { PremiumIndicationRequestInput } from '../../web/src/lib/graphql/generated/graphql.js';
import { SAVE_FEEDBACK } from '../../web/src/features/dashboard/api/dashboard-documents.js';
import { CREATE_PREMIUM_INDICATION_REQUEST as CREATE_REQUEST } from '../../web/src/features/public-request/api/request-documents.js';
import { type Auth, expect401, expectData, expectError, send, uniqueEmail } from './support/api.js';
import { demo, loginAs, registerAgent, registerConfirmedAgent } from './support/accounts.js';
import { table } from './support/db.js';
import { type Mail, mailsTo } from './support/mailbox.js';

/**
 * Every test asks from loopback addresses of its own (the connection's source address, which the
 * local server, like AppSync, counts): the per-address limit must not leak between tests.
 */
let lastOctet = 0;
const freshIp = () => `127.0.113.${++lastOctet}`;

const form = (over: PremiumIndicationRequestInput = {}): PremiumIndicationRequestInput => ({
  programType: 'LowRainfall',
  start: '2027-05-01',
  end: '2027-09-30',
  limit: 500_000,
  name: 'Prairie Seed Co-op',
  email: uniqueEmail('insured'),
  ...over,
});

const requestFrom = (
  ip: string,
  input: PremiumIndicationRequestInput,
  auth: Auth = { apiKey: true },
  headers: Record<string, string> = {},
) => send(CREATE_REQUEST, { input }, auth, headers, ip);

/** The stored requests that came from an address. */
const storedFrom = (ip: string) => table().itemsOf('premiumIndicationRequest', { remoteIp: ip });

/** The operations inbox's mail about one request (its id is derived from the request's). */
function operationsMailFor(requestId: string, timeoutMs = 10_000): Promise<Mail> {
  return vi.waitFor(
    async () => {
      const mail = (await mailsTo(inject('stack').operationsEmail)).find((m) => m.id === `pir-${requestId}`);
      if (!mail) throw new Error(`No operations mail for request ${requestId}`);
      return mail;
    },
    { timeout: timeoutMs, interval: 150 },
  );
}

describe('createPremiumIndicationRequest', () => {
  it('takes an anonymous request (API key): stores it and e-mails the details to the operations inbox', async () => {
    const ip = freshIp();
    const input = form({ limit: 750_000.25 });

    // A forged x-forwarded-for changes nothing: the address the connection came from counts.
    const answer = expectData(
      await requestFrom(ip, input, { apiKey: true }, { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }),
    ).createPremiumIndicationRequest;

    expect(answer).toEqual({
      id: expect.any(String),
      programType: 'LowRainfall',
      start: '2027-05-01',
      end: '2027-09-30',
      limit: 750_000.25,
      name: 'Prairie Seed Co-op',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const stored = await table().get(`PIR#${answer.id}`, 'REQUEST');
    expect(stored).toMatchObject({
      entity: 'premiumIndicationRequest',
      id: answer.id,
      programType: 'LowRainfall',
      start: '2027-05-01',
      end: '2027-09-30',
      limitCents: 75_000_025,
      name: 'Prairie Seed Co-op',
      email: input.email,
      createdAt: answer.createdAt,
      // The address the local server (like AppSync) saw, not the forged header's.
      remoteIp: ip,
    });
    expect(stored!.userId).toBeUndefined();

    const mail = await operationsMailFor(answer.id);
    expect(mail.to).toEqual([inject('stack').operationsEmail]);
    expect(mail.kind).toBe('premium-indication-request');
    expect(mail.subject).toBe(
      'Premium indication request: Low Precipitation, $750,000.25, 05/01/2027 – 09/30/2027',
    );
    for (const line of [
      `Request ID: ${answer.id}`,
      'Peril: Low Precipitation',
      'Policy period: 05/01/2027 – 09/30/2027 (153 days)',
      'Limit of liability: $750,000.25',
      'Name of insured: Prairie Seed Co-op',
      `Contact e-mail: ${input.email}`,
      'Requested by: Anonymous visitor (not signed in)',
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it('defaults the peril to named storm; the name is optional', async () => {
    const ip = freshIp();
    const email = uniqueEmail('minimal');

    const answer = expectData(
      await requestFrom(ip, { start: '2027-06-01', end: '2027-11-30', limit: 1000, email }),
    ).createPremiumIndicationRequest;

    expect(answer).toMatchObject({ programType: 'NamedStorm', limit: 1000, name: null });
    const mail = await operationsMailFor(answer.id);
    expect(mail.text).toContain('Peril: Named Storm');
    expect(mail.text).toContain('Name of insured: Not given');
    expect(mail.text).toContain(`Contact e-mail: ${email}`);
  });

  it("from a signed-in agent without an e-mail: answered at the agent's own address, and the request names them", async () => {
    const agent = await registerConfirmedAgent({
      firstName: 'Noor',
      lastName: 'Haddad',
      companyName: 'Haddad Risk',
    });

    const answer = expectData(
      await requestFrom(freshIp(), form({ email: null }), { token: agent.token }),
    ).createPremiumIndicationRequest;

    expect(await table().get(`PIR#${answer.id}`, 'REQUEST')).toMatchObject({
      email: agent.email,
      userId: agent.userId,
    });
    const mail = await operationsMailFor(answer.id);
    expect(mail.text).toContain(`Contact e-mail: ${agent.email}`);
    expect(mail.text).toContain(`Requested by: Noor Haddad (${agent.email}, Agent) of Haddad Risk`);
  });

  it('needs the API key or a session: HTTP 401 without either', async () => {
    const ip = freshIp();
    expect401(await send(CREATE_REQUEST, { input: form() }, { none: true }, {}, ip));
    expect(await storedFrom(ip)).toEqual([]);
  });

  it.each([
    ['an unknown peril', { programType: 'Earthquake' }, PERIL_MESSAGE],
    ['a start after the end', { start: '2027-10-01' }, START_AFTER_END_MESSAGE],
    ['a start on the end date', { start: '2027-09-30' }, START_AFTER_END_MESSAGE],
    ['a limit of 0', { limit: 0 }, LIMIT_TOO_SMALL_MESSAGE],
    ['a negative limit', { limit: -5 }, LIMIT_TOO_SMALL_MESSAGE],
    ['no limit', { limit: null }, LIMIT_REQUIRED_MESSAGE],
    ['a start in the past', { start: '2025-01-01', end: '2025-03-01' }, REQUEST_START_IN_PAST_MESSAGE],
    ['an 8-year period', { start: '2027-06-01', end: '2035-06-01' }, REQUEST_PERIOD_TOO_LONG_MESSAGE],
    ['no e-mail from a visitor', { email: null }, REQUEST_EMAIL_REQUIRED_MESSAGE],
    ['no start date', { start: null }, START_DATE_REQUIRED_MESSAGE],
    ['a day that does not exist', { start: '2027-02-30' }, START_DATE_INVALID_MESSAGE],
    ['a malformed e-mail', { email: 'someone@' }, 'valid email is required'],
  ])(
    'refuses %s with the form message (VALIDATION_ERROR); nothing is stored or counted',
    async (_what, over, message) => {
      const ip = freshIp();

      expectError(await requestFrom(ip, form(over)), 'VALIDATION_ERROR', message);

      expect(await storedFrom(ip)).toEqual([]);
      expect(await table().get(`THROTTLE#pir:${ip}`, 'THROTTLE')).toBeUndefined();
    },
  );

  it(`allows ${PREMIUM_INDICATION_REQUEST_LIMIT} requests per address an hour; the next is TOO_MANY_REQUESTS and is not stored`, async () => {
    const ip = freshIp();
    for (let i = 0; i < PREMIUM_INDICATION_REQUEST_LIMIT; i++) {
      expectData(await requestFrom(ip, form({ name: `Request ${i + 1}` })));
    }

    expectError(
      await requestFrom(ip, form({ name: 'One too many' })),
      'TOO_MANY_REQUESTS',
      'Too many requests. Please try again later.',
    );
    // Signed in or not, from that address.
    const token = await loginAs(demo.agent);
    expectError(await requestFrom(ip, form(), { token }), 'TOO_MANY_REQUESTS');

    const stored = await storedFrom(ip);
    expect(stored).toHaveLength(PREMIUM_INDICATION_REQUEST_LIMIT);
    expect(stored.map((r) => r.name)).not.toContain('One too many');
    // Another address is not affected.
    expectData(await requestFrom(freshIp(), form()));
  });

  it('a forged x-forwarded-for does not escape the limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < PREMIUM_INDICATION_REQUEST_LIMIT; i++) expectData(await requestFrom(ip, form()));
    expectError(
      await requestFrom(ip, form(), { apiKey: true }, { 'x-forwarded-for': freshIp() }),
      'TOO_MANY_REQUESTS',
    );
  });

  it('counts parallel requests from one address atomically: exactly the limit gets through', async () => {
    const ip = freshIp();

    const answers = await Promise.all(
      Array.from({ length: PREMIUM_INDICATION_REQUEST_LIMIT + 3 }, () => requestFrom(ip, form())),
    );

    expect(answers.filter((r) => r.data?.createPremiumIndicationRequest)).toHaveLength(
      PREMIUM_INDICATION_REQUEST_LIMIT,
    );
    expect(answers.filter((r) => r.errors?.[0]?.errorType === 'TOO_MANY_REQUESTS')).toHaveLength(3);
    expect(await storedFrom(ip)).toHaveLength(PREMIUM_INDICATION_REQUEST_LIMIT);
  });

  // The bot check (RECAPTCHA_FAILED) is off in the local stack (no RECAPTCHA_SECRET, as in
  // docs/operations.md); its refusal is covered by functions/src/use-cases/requests/requests.test.ts.
});

describe('saveFeedback', () => {
  let agent: Awaited<ReturnType<typeof registerConfirmedAgent>>;
  const feedbackOf = (userId: string) => table().itemsOf('feedback', { userId });

  beforeAll(async () => {
    agent = await registerConfirmedAgent();
  });

  it('stores the rating and text of a signed-in user and answers true', async () => {
    expect(
      expectData(
        await send(SAVE_FEEDBACK, { rating: 5, feedback: 'The quoter is fast.' }, { token: agent.token }),
      ),
    ).toEqual({ saveFeedback: true });

    const [stored, ...more] = await feedbackOf(agent.userId);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      pk: `FEEDBACK#${stored!.id}`,
      sk: 'FEEDBACK',
      entity: 'feedback',
      userId: agent.userId,
      organizationId: expect.any(String),
      role: 'agent',
      rating: 5,
      feedback: 'The quoter is fast.',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('refuses anonymous callers: HTTP 401 without credentials, Unauthorized with the API key', async () => {
    expect401(await send(SAVE_FEEDBACK, { rating: 4 }, { none: true }));
    expectError(
      await send(SAVE_FEEDBACK, { rating: 4 }),
      'Unauthorized',
      'Not Authorized to access saveFeedback on type Mutation',
    );
  });

  it('refuses unconfirmed users (NOT_CONFIRMED) and clients (INVALID_PERMISSIONS), storing nothing', async () => {
    const unconfirmed = await registerAgent();
    expectError(await send(SAVE_FEEDBACK, { rating: 4 }, { token: unconfirmed.token }), 'NOT_CONFIRMED');
    expect(await feedbackOf(unconfirmed.userId)).toEqual([]);

    const client = await loginAs(demo.client);
    expectError(await send(SAVE_FEEDBACK, { rating: 4 }, { token: client }), 'INVALID_PERMISSIONS');
    expect(await table().itemsOf('feedback', { role: 'client' })).toEqual([]);
  });

  it.each([0, 6, null])('refuses the rating %s (VALIDATION_ERROR) and stores nothing', async (rating) => {
    const before = (await feedbackOf(agent.userId)).length;

    expectError(
      await send(SAVE_FEEDBACK, { rating, feedback: 'x' }, { token: agent.token }),
      'VALIDATION_ERROR',
      RATING_MESSAGE,
    );

    expect(await feedbackOf(agent.userId)).toHaveLength(before);
  });
});
