import {
  AppError,
  type ErrorCode,
  LIMIT_REQUIRED_MESSAGE,
  LIMIT_TOO_SMALL_MESSAGE,
  REQUEST_EMAIL_REQUIRED_MESSAGE,
  REQUEST_START_IN_PAST_MESSAGE,
  PERIL_MESSAGE,
  PREMIUM_INDICATION_REQUEST_LIMIT,
  RATING_MESSAGE,
  START_AFTER_END_MESSAGE,
  START_DATE_INVALID_MESSAGE,
  type Permission,
  type Role,
} from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { PREMIUM_INDICATION_REQUEST_MAIL_KIND } from '../../emails/request-emails.js';
import type { UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { HOUR, inMemoryWorld, MINUTE, type InMemoryWorld } from '../testing/in-memory-ports.js';
import { normalizeAddress } from '../network-address.js';
import { createPremiumIndicationRequest, requestThrottleKey } from './create-premium-indication-request.js';
import { saveFeedback } from './save-feedback.js';

const NOW = '2026-11-21T15:00:00.000Z';
const OPS = 'ops@almanac.test';
const IP = '203.0.113.7';
const quoting: Permission[] = [{ platform: 'DEFAULT', canQuote: true, canBind: false }];

let w: InMemoryWorld;
beforeEach(async () => {
  w = inMemoryWorld({ start: NOW, operationsEmail: OPS });
  await w.store.organizations.put({
    id: 'org-1',
    name: 'Harbor & Field',
    isOnboarded: true,
    permissions: { canBind: true },
    createdAt: NOW,
    updatedAt: NOW,
  });
  await addUser('agent-1', 'agent');
  await addUser('admin-1', 'admin');
  await addUser('client-1', 'client');
});

async function addUser(id: string, role: Role) {
  const user: UserRecord = {
    id,
    email: `${id}@example.com`,
    role,
    passwordHash: 'x',
    createdAt: NOW,
    updatedAt: NOW,
    confirmedAt: NOW,
    profile: { firstName: 'Dana', lastName: 'Reyes' },
    permissions: role === 'agent' ? quoting : [],
    organizationId: 'org-1',
    ...(role === 'client' ? { agentId: 'agent-1' } : {}),
  };
  await w.store.users.create(user);
}
const callerOf = (userId: string, role: Role): Caller => ({
  userId,
  role,
  confirmed: true,
  sessionHash: `h-${userId}`,
});

/** The AppError a call fails with (anything else is re-thrown; success fails the test). */
async function failure(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
const codeOf = async (call: Promise<unknown>): Promise<ErrorCode> => (await failure(call)).code;

const form = (over: Record<string, unknown> = {}) => ({
  programType: 'ExcessRainfall',
  start: '2027-06-01',
  end: '2027-08-31',
  limit: 250_000.5,
  name: 'Gulf Coast Marina LLC',
  email: 'owner@marina.example',
  recaptcha: 'token-1',
  ...over,
});
const request = (
  over: Record<string, unknown> = {},
  ip: string | undefined = IP,
  caller: Caller | null = null,
) => createPremiumIndicationRequest(w.ports, caller, form(over), ip);

describe('createPremiumIndicationRequest', () => {
  it('stores an anonymous request (limit in cents) and answers it in dollars, without contact or address', async () => {
    const answer = await request();

    expect(answer).toEqual({
      id: 'id-1',
      programType: 'ExcessRainfall',
      start: '2027-06-01',
      end: '2027-08-31',
      limit: 250_000.5,
      name: 'Gulf Coast Marina LLC',
      createdAt: NOW,
    });
    expect(w.store.premiumIndicationRequests.byId.get('id-1')).toEqual({
      id: 'id-1',
      programType: 'ExcessRainfall',
      start: '2027-06-01',
      end: '2027-08-31',
      limitCents: 25_000_050,
      name: 'Gulf Coast Marina LLC',
      email: 'owner@marina.example',
      createdAt: NOW,
      remoteIp: IP,
    });
  });

  it('e-mails the request to the operations inbox once, with every detail, under an id derived from the request', async () => {
    await request();

    expect(w.mail.sent).toHaveLength(1);
    const mail = w.mail.last(OPS);
    expect(mail).toMatchObject({
      id: 'pir-id-1',
      to: [OPS],
      meta: { kind: PREMIUM_INDICATION_REQUEST_MAIL_KIND },
    });
    expect(mail.subject).toBe(
      'Premium indication request: Excess Precipitation, $250,000.50, 06/01/2027 – 08/31/2027',
    );
    for (const line of [
      'Request ID: id-1',
      'Peril: Excess Precipitation',
      'Policy period: 06/01/2027 – 08/31/2027 (92 days)',
      'Limit of liability: $250,000.50',
      'Name of insured: Gulf Coast Marina LLC',
      'Contact e-mail: owner@marina.example',
      'Requested by: Anonymous visitor (not signed in)',
      `Received: ${NOW}`,
      'Please answer the requester at owner@marina.example.',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).not.toContain(IP);
  });

  it('takes the peril, dates, limit and e-mail only: named storm by default, no name', async () => {
    const answer = await createPremiumIndicationRequest(
      w.ports,
      null,
      { start: '2027-01-01', end: '2027-12-31', limit: 1000, email: 'owner@example.com' },
      IP,
    );

    expect(answer).toMatchObject({ programType: 'NamedStorm', limit: 1000, name: null });
    const stored = w.store.premiumIndicationRequests.byId.get(answer.id)!;
    expect(stored.name).toBeUndefined();
    const mail = w.mail.last(OPS);
    expect(mail.text).toContain('Name of insured: Not given');
    expect(mail.text).toContain('Please answer the requester at owner@example.com.');
  });

  it('refuses a visitor who gives no e-mail: there would be nobody to answer', async () => {
    const failure = await createPremiumIndicationRequest(
      w.ports,
      null,
      { start: '2027-01-01', end: '2027-12-31', limit: 1000 },
      IP,
    ).catch((e: unknown) => e as AppError);
    expect(failure).toMatchObject({ code: 'VALIDATION_ERROR', message: REQUEST_EMAIL_REQUIRED_MESSAGE });
    expect(w.store.premiumIndicationRequests.byId.size).toBe(0);
  });

  it('answers a signed-in caller who gave no e-mail at their own, naming them and their agency', async () => {
    const answer = await request({ email: null }, IP, callerOf('agent-1', 'agent'));

    expect(w.store.premiumIndicationRequests.byId.get(answer.id)).toMatchObject({
      email: 'agent-1@example.com',
      userId: 'agent-1',
      organizationId: 'org-1',
    });
    const mail = w.mail.last(OPS);
    expect(mail.text).toContain('Contact e-mail: agent-1@example.com');
    expect(mail.text).toContain('Requested by: Dana Reyes (agent-1@example.com, Agent) of Harbor & Field');
  });

  it('keeps the e-mail a signed-in caller gave (lower case)', async () => {
    const answer = await request({ email: ' Someone@Else.Example ' }, IP, callerOf('agent-1', 'agent'));

    expect(w.store.premiumIndicationRequests.byId.get(answer.id)!.email).toBe('someone@else.example');
  });

  it.each([
    ['an unknown peril', { programType: 'Earthquake' }, PERIL_MESSAGE],
    ['a start after the end', { start: '2027-09-01' }, START_AFTER_END_MESSAGE],
    ['a start equal to the end', { start: '2027-08-31' }, START_AFTER_END_MESSAGE],
    ['a limit below the minimum', { limit: 999 }, LIMIT_TOO_SMALL_MESSAGE],
    ['a start in the past', { start: '2025-06-01', end: '2025-08-31' }, REQUEST_START_IN_PAST_MESSAGE],
    ['no limit', { limit: null }, LIMIT_REQUIRED_MESSAGE],
    ['a day that does not exist', { start: '2027-02-30' }, START_DATE_INVALID_MESSAGE],
    ['a malformed e-mail', { email: 'owner@' }, 'valid email is required'],
  ])(
    'refuses %s with the form message, storing, sending and counting nothing',
    async (_what, over, message) => {
      const error = await failure(request(over));

      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toBe(message);
      expect(w.store.premiumIndicationRequests.byId.size).toBe(0);
      expect(w.mail.sent).toHaveLength(0);
      expect(w.store.throttle.byKey.size).toBe(0);
    },
  );

  it('refuses a failed bot check (RECAPTCHA_FAILED) before counting or storing, and gives the check the token and address', async () => {
    const seen: [string | undefined, string | undefined][] = [];
    w.ports.botCheck = {
      verify: async (token, remoteIp) => {
        seen.push([token, remoteIp]);
        return false;
      },
    };

    expect(await codeOf(request())).toBe('RECAPTCHA_FAILED');
    expect(seen).toEqual([['token-1', IP]]);
    expect(w.store.premiumIndicationRequests.byId.size).toBe(0);
    expect(w.mail.sent).toHaveLength(0);
    expect(w.store.throttle.byKey.size).toBe(0);
  });

  it(`allows ${PREMIUM_INDICATION_REQUEST_LIMIT} requests per address an hour, then TOO_MANY_REQUESTS until the hour has passed`, async () => {
    for (let i = 0; i < PREMIUM_INDICATION_REQUEST_LIMIT; i++) {
      await request();
      w.clock.advance(5 * MINUTE);
    }
    const refused = await failure(request());
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toBe('Too many requests. Please try again later.');
    expect(w.store.premiumIndicationRequests.byId.size).toBe(PREMIUM_INDICATION_REQUEST_LIMIT);
    expect(w.mail.sent).toHaveLength(PREMIUM_INDICATION_REQUEST_LIMIT);

    // Another address is not affected; a signed-in caller at the same address is.
    await request({}, '198.51.100.20');
    expect(await codeOf(request({}, IP, callerOf('agent-1', 'agent')))).toBe('TOO_MANY_REQUESTS');

    // The window opened with the first request: an hour later the address may ask again.
    w.clock.advance(HOUR - 5 * MINUTE * PREMIUM_INDICATION_REQUEST_LIMIT + 1000);
    await request();
    expect(w.store.premiumIndicationRequests.byId.size).toBe(PREMIUM_INDICATION_REQUEST_LIMIT + 2);
  });

  it('counts parallel requests atomically: exactly the limit gets through', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: PREMIUM_INDICATION_REQUEST_LIMIT + 3 }, () => request()),
    );

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(PREMIUM_INDICATION_REQUEST_LIMIT);
    expect(w.store.premiumIndicationRequests.byId.size).toBe(PREMIUM_INDICATION_REQUEST_LIMIT);
  });

  it('keys the limit on a cleaned address: a forged header cannot make odd or oversized keys', async () => {
    expect(requestThrottleKey('203.0.113.7')).toBe('pir:203.0.113.7');
    expect(requestThrottleKey('2001:DB8::1')).toBe('pir:2001:db8::1');
    expect(requestThrottleKey(undefined)).toBe('pir:unknown');
    expect(requestThrottleKey('<script>')).toBe('pir:c');
    expect(requestThrottleKey('x'.repeat(5000))).toBe('pir:unknown');
    expect(normalizeAddress('1'.repeat(5000))).toHaveLength(45);

    // Requests without an address share one bucket.
    const noAddress = () => createPremiumIndicationRequest(w.ports, null, form(), undefined);
    for (let i = 0; i < PREMIUM_INDICATION_REQUEST_LIMIT; i++) await noAddress();
    expect(await codeOf(noAddress())).toBe('TOO_MANY_REQUESTS');
    expect(w.store.premiumIndicationRequests.byId.get('id-1')!.remoteIp).toBeUndefined();
  });
});

describe('saveFeedback', () => {
  it('stores the rating and text with who gave it, and answers true', async () => {
    expect(
      await saveFeedback(w.ports, callerOf('agent-1', 'agent'), { rating: 4, feedback: '  Quick quotes!  ' }),
    ).toBe(true);

    expect([...w.store.feedback.byId.values()]).toEqual([
      {
        id: 'id-1',
        userId: 'agent-1',
        organizationId: 'org-1',
        role: 'agent',
        rating: 4,
        feedback: 'Quick quotes!',
        createdAt: NOW,
      },
    ]);
  });

  it('takes a rating without text, from any portal user (an admin too)', async () => {
    expect(await saveFeedback(w.ports, callerOf('admin-1', 'admin'), { rating: 1, feedback: null })).toBe(
      true,
    );

    const [stored] = [...w.store.feedback.byId.values()];
    expect(stored).toMatchObject({ userId: 'admin-1', role: 'admin', rating: 1 });
    expect(stored!.feedback).toBeUndefined();
  });

  it('refuses anonymous callers (UNAUTHORIZED) and clients (INVALID_PERMISSIONS)', async () => {
    expect(await codeOf(saveFeedback(w.ports, null, { rating: 5 }))).toBe('UNAUTHORIZED');
    expect(await codeOf(saveFeedback(w.ports, callerOf('client-1', 'client'), { rating: 5 }))).toBe(
      'INVALID_PERMISSIONS',
    );
    expect(await codeOf(saveFeedback(w.ports, callerOf('gone', 'agent'), { rating: 5 }))).toBe(
      'UNAUTHORIZED',
    );
    expect(w.store.feedback.byId.size).toBe(0);
  });

  it.each([0, 6, 2.5, null, undefined])(
    'refuses the rating %s with the form message, storing nothing',
    async (rating) => {
      const error = await failure(
        saveFeedback(w.ports, callerOf('agent-1', 'agent'), { rating, feedback: 'x' }),
      );

      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toBe(RATING_MESSAGE);
      expect(w.store.feedback.byId.size).toBe(0);
    },
  );

  it('refuses text over 2000 characters', async () => {
    const error = await failure(
      saveFeedback(w.ports, callerOf('agent-1', 'agent'), { rating: 3, feedback: 'x'.repeat(2001) }),
    );

    expect(error.message).toBe('Feedback is too long (2000 characters at most)');
    expect(w.store.feedback.byId.size).toBe(0);
  });
});
