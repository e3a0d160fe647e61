import {
  CLIENT_ALREADY_ATTACHED_MESSAGE,
  estimateTaxesAndFees,
  formatUsd,
  formatUsDate,
  INSURED_IN_NEW_YORK_MESSAGE,
  QUOTE_NOT_SAVED_MESSAGE,
  type QuoteSaveOperation,
} from '@almanac/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql/index.js';
import {
  type Auth,
  expect401,
  expectData,
  expectError,
  type GqlResponse,
  send,
  uniqueEmail,
} from './support/api.js';
import { demo, loginAs, registerAgent, registerConfirmedAgent } from './support/accounts.js';
import { table } from './support/db.js';
import { mailsTo, waitForMail } from './support/mailbox.js';
import { GET_QUOTE } from './support/pricing.js';
import {
  addClient,
  GET_SAVED_QUOTE,
  type NewClient,
  priceHpc,
  priceLpc,
  priceTemperature,
  SAVE_HTC_QUOTE,
  SAVE_LPC_QUOTE,
  SAVE_LTC_QUOTE,
  saveDocumentOf,
  saveQuote,
  SHARE_LTC_QUOTE,
  SHARE_PRECIP_QUOTE,
} from './support/quoter.js';

type Agent = Awaited<ReturnType<typeof registerConfirmedAgent>>;

const sessions = { admin: '', client: '' };
let me: Agent;
let other: Agent;
let hpc: Awaited<ReturnType<typeof priceHpc>>;

beforeAll(async () => {
  sessions.admin = await loginAs(demo.admin);
  sessions.client = await loginAs(demo.client);
  [me, other] = await Promise.all([registerConfirmedAgent(), registerConfirmedAgent()]);
  hpc = await priceHpc(me.token);
  expect(hpc.length).toBeGreaterThanOrEqual(3);
});

const newClient = (over: Partial<NewClient> = {}): NewClient => ({
  firstName: 'Morgan',
  lastName: 'Blake',
  email: uniqueEmail('client'),
  ...over,
});
const save = (
  operation: QuoteSaveOperation,
  variables: { quote: string; client?: string | null },
  token = me.token,
) => saveQuote(operation, variables, token);
const read = async (id: string, token = me.token) =>
  expectData(await send(GET_SAVED_QUOTE, { id }, { token })).getQuote;
const stored = (id: string) => table().get(`QUOTE#${id}`, 'QUOTE');
/** A client of `agent` with an address in `state` (issue 5's client edit sets it; the test writes it). */
async function clientIn(state: string, agent: Agent = me) {
  const client = await addClient(agent.token, newClient({ lastName: `In${state}` }));
  await table().setProfileState(client._id, state);
  return client;
}
const cents = (dollars: number) => Math.round(dollars * 100);

describe('a priced option before it is saved', () => {
  it('has no savedAt, client or history, is "Saved" (not frozen), and carries no list keys', async () => {
    const [priced] = await priceHpc(me.token);
    const quote = expectData(await send(GET_QUOTE, { id: priced!.id }, { token: me.token })).getQuote;

    expect(quote).toMatchObject({
      status: 'Saved',
      savedAt: null,
      frozenAt: null,
      clientId: null,
      clientName: null,
      clientEmail: null,
      clientPhone: null,
      history: [],
    });
    const item = await stored(priced!.id);
    expect(item).toBeDefined();
    for (const key of ['gsi3pk', 'gsi3sk', 'listing', 'savedAt']) expect(item![key]).toBeUndefined();
  });
});

describe('saveLPCInsuranceQuote (precipitation)', () => {
  it('saves the option as a premium indication: savedAt, "Premium indication created", list keys', async () => {
    const id = hpc[0]!.id;

    const saved = await save('saveLPCInsuranceQuote', { quote: id });

    expect(saved).toMatchObject({ id, programName: 'HPC', status: 'Saved', frozenAt: null, clientId: null });
    expect(Date.parse(saved.savedAt)).toBeGreaterThanOrEqual(Date.parse(saved.createdAt));
    expect(saved.history).toEqual([
      {
        eventDate: saved.savedAt,
        eventName: 'Premium indication created',
        eventType: 'QUOTE_SAVED',
        description: 'Saved by Riley Stone',
        audience: ['Agent'],
      },
    ]);
    expect(await read(id)).toEqual(saved);
    expect(await stored(id)).toMatchObject({
      savedAt: saved.savedAt,
      gsi3pk: `USER#${me.userId}#QUOTES`,
      gsi3sk: `${saved.createdAt}#${id}`,
      listing: expect.objectContaining({ id, program: 'HPC', savedAt: saved.savedAt, createdBy: me.userId }),
    });
    // Its sibling options stay unlisted.
    expect((await stored(hpc[hpc.length - 1]!.id))!.gsi3pk).toBeUndefined();
  });

  it('is idempotent: saving again changes nothing', async () => {
    const id = hpc[0]!.id;
    const first = await read(id);

    const again = await save('saveLPCInsuranceQuote', { quote: id, client: null });

    expect(again).toEqual(first);
    expect(again.history).toHaveLength(1);
  });

  it('attaches a client once: the client fields and "Client attached"; the same client again changes nothing', async () => {
    const id = hpc[0]!.id;
    const client = await addClient(me.token, newClient({ firstName: 'Pat', lastName: 'Lee' }));

    const attached = await save('saveLPCInsuranceQuote', { quote: id, client: client._id });

    expect(attached).toMatchObject({
      clientId: client._id,
      clientName: 'Pat Lee',
      clientEmail: client.email,
      clientPhone: null,
      locationState: 'FL',
    });
    expect(attached.history.map((e) => [e.eventName, e.eventType, e.audience])).toEqual([
      ['Premium indication created', 'QUOTE_SAVED', ['Agent']],
      ['Client attached', 'CLIENT_ATTACHED', ['Agent']],
    ]);
    expect(attached.history[1]!.description).toBe(`Pat Lee (${client.email})`);
    expect(await save('saveLPCInsuranceQuote', { quote: id, client: client._id })).toEqual(attached);
    expect(await save('saveLPCInsuranceQuote', { quote: id })).toEqual(attached);
  });

  it('refuses another client once one is attached, and keeps the first', async () => {
    const id = hpc[0]!.id;
    const before = await read(id);
    const second = await addClient(me.token, newClient());

    expectError(
      await send(SAVE_LPC_QUOTE, { quote: id, client: second._id }, { token: me.token }),
      'VALIDATION_ERROR',
      CLIENT_ALREADY_ATTACHED_MESSAGE,
    );

    expect(await read(id)).toEqual(before);
  });

  it('saves and attaches in one call (both events)', async () => {
    const client = await addClient(me.token, newClient());

    const saved = await save('saveLPCInsuranceQuote', { quote: hpc[1]!.id, client: client._id });

    expect(saved.clientId).toBe(client._id);
    expect(saved.history.map((e) => e.eventName)).toEqual(['Premium indication created', 'Client attached']);
    expect(saved.history[0]!.eventDate).toBe(saved.savedAt);
  });

  it('two simultaneous saves record the save once', async () => {
    const id = hpc[2]!.id;

    const [a, b] = await Promise.all([
      save('saveLPCInsuranceQuote', { quote: id }),
      save('saveLPCInsuranceQuote', { quote: id }),
    ]);

    expect(a.savedAt).toBe(b.savedAt);
    expect((await read(id)).history).toHaveLength(1);
  });

  it('saves low precipitation (LPC) too', async () => {
    const [lpc] = await priceLpc(me.token);

    const saved = await save('saveLPCInsuranceQuote', { quote: lpc!.id });

    expect(saved).toMatchObject({ programName: 'LPC', status: 'Saved' });
    expect(saved.savedAt).toBeTruthy();
  });

  it('validates the arguments', async () => {
    expectError(
      await send(SAVE_LPC_QUOTE, { quote: ' ' }, { token: me.token }),
      'VALIDATION_ERROR',
      'quote is required',
    );
  });
});

describe('taxes follow the attached client', () => {
  it("a client with an address makes the client's state the home state: taxes estimated again", async () => {
    const [quote] = await priceHpc(me.token);
    expect(await read(quote!.id)).toMatchObject({ locationState: 'FL', surplusLinesTaxPercent: 4.94 });
    const client = await clientIn('GA');

    const saved = await save('saveLPCInsuranceQuote', { quote: quote!.id, client: client._id });

    const expected = estimateTaxesAndFees(cents(saved.netPremium), 'GA');
    if (expected.status !== 'available') throw new Error('GA taxes are available');
    expect(saved).toMatchObject({
      locationState: 'GA',
      taxStatus: 'available',
      netPremium: quote!.netPremium,
      surplusLinesTaxPercent: 4,
      stampingFeePercent: 0,
      estimatedTotalTaxes: expected.estimatedTotalTaxesCents / 100,
      estimatedGrossPremium: expected.estimatedGrossPremiumCents / 100,
      policyFee: 100,
    });
    expect(cents(saved.estimatedGrossPremium)).toBe(
      cents(saved.netPremium) + cents(saved.policyFee) + cents(saved.estimatedTotalTaxes),
    );
  });

  it('a Kentucky client leaves the taxes unavailable (TBD)', async () => {
    const [quote] = await priceHpc(me.token);
    const client = await clientIn('KY');

    const saved = await save('saveLPCInsuranceQuote', { quote: quote!.id, client: client._id });

    expect(saved).toMatchObject({
      locationState: 'KY',
      taxStatus: 'unavailable',
      taxMessage: 'Tax information unavailable at this time.',
      estimatedGrossPremium: null,
      estimatedTotalTaxes: null,
    });
  });

  it('a New York client is refused, and the quote stays as it was', async () => {
    const [quote] = await priceHpc(me.token);
    const client = await clientIn('NY');

    expectError(
      await send(SAVE_LPC_QUOTE, { quote: quote!.id, client: client._id }, { token: me.token }),
      'VALIDATION_ERROR',
      INSURED_IN_NEW_YORK_MESSAGE,
    );

    expect(await read(quote!.id)).toMatchObject({
      savedAt: null,
      clientId: null,
      locationState: 'FL',
      history: [],
    });
  });
});

describe('temperature programs', () => {
  it('saveHTCInsuranceQuote saves high temperature, saveLTCInsuranceQuote low temperature', async () => {
    const [htc] = await priceTemperature(me.token, 'HTC');
    const [ltc] = await priceTemperature(me.token, 'LTC');

    expect(await save('saveHTCInsuranceQuote', { quote: htc!.id })).toMatchObject({
      programName: 'HTC',
      status: 'Saved',
    });
    expect(await save('saveLTCInsuranceQuote', { quote: ltc!.id })).toMatchObject({
      programName: 'LTC',
      status: 'Saved',
    });
  });

  it('each save and share refuses another program with VALIDATION_ERROR, saving and sending nothing', async () => {
    const [htc] = await priceTemperature(me.token, 'HTC');
    const [ltc] = await priceTemperature(me.token, 'LTC');
    const [precip] = await priceHpc(me.token);
    const cases: [QuoteSaveOperation, string, string][] = [
      [
        'saveLTCInsuranceQuote',
        precip!.id,
        'saveLTCInsuranceQuote is for low temperature (LTC) quotes; this quote is excess precipitation (HPC): use saveLPCInsuranceQuote.',
      ],
      [
        'saveHTCInsuranceQuote',
        ltc!.id,
        'saveHTCInsuranceQuote is for high temperature (HTC) quotes; this quote is low temperature (LTC): use saveLTCInsuranceQuote.',
      ],
      [
        'saveLPCInsuranceQuote',
        htc!.id,
        'saveLPCInsuranceQuote is for low precipitation (LPC) and excess precipitation (HPC) quotes; this quote is high temperature (HTC): use saveHTCInsuranceQuote.',
      ],
    ];
    for (const [operation, quote, message] of cases) {
      expectError(
        await send(saveDocumentOf[operation], { quote }, { token: me.token }),
        'VALIDATION_ERROR',
        message,
      );
      expect((await read(quote)).savedAt).toBeNull();
    }

    await save('saveHTCInsuranceQuote', { quote: htc!.id });
    await save('saveLPCInsuranceQuote', { quote: precip!.id });
    const to = uniqueEmail('wrong-program');
    expectError(
      await send(SHARE_PRECIP_QUOTE, { emails: [to], quoteId: htc!.id }, { token: me.token }),
      'VALIDATION_ERROR',
      'sharePrecipInsuranceQuote is for low precipitation (LPC) and excess precipitation (HPC) quotes; this quote is high temperature (HTC): use shareLtcInsuranceQuote.',
    );
    expectError(
      await send(SHARE_LTC_QUOTE, { emails: [to], quoteId: precip!.id }, { token: me.token }),
      'VALIDATION_ERROR',
      'shareLtcInsuranceQuote is for low temperature (LTC) and high temperature (HTC) quotes; this quote is excess precipitation (HPC): use sharePrecipInsuranceQuote.',
    );
  });
});

describe('who may save and share', () => {
  /** Each operation, sent with harmless arguments. */
  const operations: [string, (auth?: Auth) => Promise<GqlResponse<unknown>>][] = [
    ['saveLPCInsuranceQuote', (auth) => send(SAVE_LPC_QUOTE, { quote: hpc[0]!.id }, auth)],
    ['saveLTCInsuranceQuote', (auth) => send(SAVE_LTC_QUOTE, { quote: hpc[0]!.id }, auth)],
    ['saveHTCInsuranceQuote', (auth) => send(SAVE_HTC_QUOTE, { quote: hpc[0]!.id }, auth)],
    [
      'sharePrecipInsuranceQuote',
      (auth) => send(SHARE_PRECIP_QUOTE, { emails: ['a@example.com'], quoteId: hpc[0]!.id }, auth),
    ],
    [
      'shareLtcInsuranceQuote',
      (auth) => send(SHARE_LTC_QUOTE, { emails: ['a@example.com'], quoteId: hpc[0]!.id }, auth),
    ],
  ];

  it.each(operations)(
    '%s needs a session: HTTP 401 without one, Unauthorized with the API key',
    async (field, sendIt) => {
      expect401(await sendIt({ none: true }));
      expectError(await sendIt(), 'Unauthorized', `Not Authorized to access ${field} on type Mutation`);
    },
  );

  it.each(operations)('%s needs a confirmed e-mail', async (_field, sendIt) => {
    const unconfirmed = await registerAgent();
    expectError(await sendIt({ token: unconfirmed.token }), 'NOT_CONFIRMED');
  });

  it.each(['admin', 'client'] as const)(
    'refuses the %s (no canQuote) with INVALID_PERMISSIONS',
    async (who) => {
      for (const [, sendIt] of operations)
        expectError(await sendIt({ token: sessions[who] }), 'INVALID_PERMISSIONS');
    },
  );

  it('another agent cannot read, save, attach to or share my quote, nor attach my client', async () => {
    const [mine] = await priceHpc(me.token);
    const myClient = await addClient(me.token, newClient());
    const [theirs] = await priceHpc(other.token);
    const theirClient = await addClient(other.token, newClient());
    const to = uniqueEmail('intruder-share');

    expectError(await send(GET_SAVED_QUOTE, { id: mine!.id }, { token: other.token }), 'INVALID_PERMISSIONS');
    expectError(
      await send(SAVE_LPC_QUOTE, { quote: mine!.id }, { token: other.token }),
      'INVALID_PERMISSIONS',
    );
    expectError(
      await send(SAVE_LPC_QUOTE, { quote: mine!.id, client: theirClient._id }, { token: other.token }),
      'INVALID_PERMISSIONS',
    );
    expectError(
      await send(SAVE_LPC_QUOTE, { quote: theirs!.id, client: myClient._id }, { token: other.token }),
      'INVALID_PERMISSIONS',
    );
    await save('saveLPCInsuranceQuote', { quote: mine!.id });
    expectError(
      await send(SHARE_PRECIP_QUOTE, { emails: [to], quoteId: mine!.id }, { token: other.token }),
      'INVALID_PERMISSIONS',
    );
    // Nor may I attach their client to my quote.
    expectError(
      await send(SAVE_LPC_QUOTE, { quote: mine!.id, client: theirClient._id }, { token: me.token }),
      'INVALID_PERMISSIONS',
    );

    expect(await read(mine!.id)).toMatchObject({ clientId: null, history: [{ eventType: 'QUOTE_SAVED' }] });
    expect(await read(theirs!.id, other.token)).toMatchObject({ savedAt: null, clientId: null });
    expect(await mailsTo(to)).toEqual([]);
  });

  it('unknown quote and client ids are INVALID_PERMISSIONS too (ids cannot be probed)', async () => {
    expectError(
      await send(SAVE_LPC_QUOTE, { quote: 'no-such-quote' }, { token: me.token }),
      'INVALID_PERMISSIONS',
    );
    expectError(
      await send(SAVE_LPC_QUOTE, { quote: hpc[0]!.id, client: 'no-such-client' }, { token: me.token }),
      'INVALID_PERMISSIONS',
    );
    expectError(
      await send(SAVE_LPC_QUOTE, { quote: hpc[0]!.id, client: 'demo-agent' }, { token: me.token }),
      'INVALID_PERMISSIONS',
    );
    expectError(
      await send(
        SHARE_PRECIP_QUOTE,
        { emails: ['a@example.com'], quoteId: 'no-such-quote' },
        { token: me.token },
      ),
      'INVALID_PERMISSIONS',
    );
  });
});

describe('sharePrecipInsuranceQuote / shareLtcInsuranceQuote', () => {
  it('refuses a quote that is not saved yet, sending nothing', async () => {
    const [quote] = await priceHpc(me.token);
    const to = uniqueEmail('unsaved');

    expectError(
      await send(SHARE_PRECIP_QUOTE, { emails: [to], quoteId: quote!.id }, { token: me.token }),
      'VALIDATION_ERROR',
      QUOTE_NOT_SAVED_MESSAGE,
    );

    expect((await read(quote!.id)).history).toEqual([]);
    await expectNoMailAfterADelivery(to);
  });

  it('refuses a bad address list with "Valid email(s) required", sending nothing to anyone', async () => {
    const id = hpc[0]!.id;
    const good = uniqueEmail('good');
    const refused: string[][] = [
      [],
      [`${good}, ${uniqueEmail('second')}`],
      [good, 'not-an-email'],
      [good, `${uniqueEmail('comma')},`],
      [''],
    ];
    const historyBefore = (await read(id)).history;

    for (const emails of refused)
      expectError(
        await send(SHARE_PRECIP_QUOTE, { emails, quoteId: id }, { token: me.token }),
        'VALIDATION_ERROR',
        'Valid email(s) required',
      );
    expectError(
      await send(
        SHARE_PRECIP_QUOTE,
        { emails: Array.from({ length: 11 }, (_, i) => `${i}.${good}`), quoteId: id },
        { token: me.token },
      ),
      'VALIDATION_ERROR',
      'At most 10 email addresses can be shared at once',
    );
    expectError(
      await send(SHARE_PRECIP_QUOTE, { emails: [good], quoteId: '' }, { token: me.token }),
      'VALIDATION_ERROR',
      'quoteId is required',
    );

    expect((await read(id)).history).toEqual(historyBefore);
    await expectNoMailAfterADelivery(good);
  });

  it('e-mails each recipient once: the summary and the link; records "Shared with …"', async () => {
    const quote = expectData(await send(GET_QUOTE, { id: hpc[0]!.id }, { token: me.token })).getQuote;
    const first = uniqueEmail('recipient');
    const second = uniqueEmail('Recipient.Two');

    const ok = expectData(
      await send(
        SHARE_PRECIP_QUOTE,
        { emails: [first, second, first.toUpperCase()], quoteId: quote.id },
        { token: me.token },
      ),
    );

    expect(ok.sharePrecipInsuranceQuote).toBe(true);
    for (const to of [first, second.toLowerCase()]) {
      const mail = await waitForMail(to, 'quote-share');
      expect(mail.to).toEqual([to]);
      expect(mail.subject).toBe('Riley Stone shared a premium indication: Excess precipitation (HPC)');
      expect(mail.links).toHaveLength(1);
      expect(mail.links[0]).toMatch(/^https?:\/\/[^/]+\/shared\/[A-Za-z0-9_-]{40,}$/);
      const { startDate, endDate, days } = quote.riskPeriod;
      for (const line of [
        'Riley Stone of Stone Risk LLC',
        'Program: Excess precipitation (HPC)',
        `Policy period: ${formatUsDate(startDate)} – ${formatUsDate(endDate)} (${days} days)`,
        'Locations: 1 (FL)',
        'Limit of liability: $100,000.00',
        'Trigger: 12.00 in',
        'Exhaust: 16.00 in',
        `Net premium: ${formatUsd(quote.netPremium)}`,
        `Estimated gross premium: ${formatUsd(quote.estimatedGrossPremium)} (taxes and fees for FL included)`,
        `Application deadline: ${formatUsDate(quote.applicationDeadline)}`,
        'priced on demo data',
        `View the premium indication: ${mail.links[0]}`,
      ])
        expect(mail.text).toContain(line);
    }
    const history = (await read(quote.id)).history;
    expect(history.at(-1)).toMatchObject({
      eventName: `Shared with ${first}, ${second.toLowerCase()}`,
      eventType: 'QUOTE_SHARED',
      description: 'E-mailed by Riley Stone',
      audience: ['Agent'],
    });
    // Once a later share has been delivered (the queue drains in order), still one mail each.
    await expectNoMailAfterADelivery(uniqueEmail('nobody'));
    expect((await mailsTo(first)).filter((m) => m.kind === 'quote-share')).toHaveLength(1);
  });

  it("the e-mail's link opens a read-only view without an account; a made-up link does not", async () => {
    const quote = expectData(await send(GET_QUOTE, { id: hpc[0]!.id }, { token: me.token })).getQuote;
    const to = uniqueEmail('viewer');
    expectData(await send(SHARE_PRECIP_QUOTE, { emails: [to], quoteId: quote.id }, { token: me.token }));
    const mail = await waitForMail(to, 'quote-share');
    const token = decodeURIComponent(mail.links[0]!.split('/shared/')[1]!);

    const view = expectData(await send(GET_SHARED_QUOTE, { token }, { apiKey: true })).getSharedQuote;
    expect(view).toMatchObject({
      id: quote.id,
      programName: 'HPC',
      limitOfLiability: 100000,
      trigger: 12,
      exhaust: 16,
      netPremium: quote.netPremium,
      startDate: quote.riskPeriod.startDate,
      sharedBy: { name: 'Riley Stone', agency: 'Stone Risk LLC' },
    });
    expect(view.history.length).toBeGreaterThan(10);
    expect(view.locations).toEqual([expect.objectContaining({ state: 'FL', weight: 1 })]);

    expectError(await send(GET_SHARED_QUOTE, { token: `${token}x` }, { apiKey: true }), 'INVALID_TOKEN');
    // The session token of an agent is not a share link either.
    expectError(await send(GET_SHARED_QUOTE, { token: me.token }, { apiKey: true }), 'INVALID_TOKEN');
  });

  it('shares temperature quotes (LTC and HTC) with their units', async () => {
    const [htc] = await priceTemperature(me.token, 'HTC');
    const [ltc] = await priceTemperature(me.token, 'LTC');
    await save('saveHTCInsuranceQuote', { quote: htc!.id });
    await save('saveLTCInsuranceQuote', { quote: ltc!.id });
    const to = uniqueEmail('temperature');

    for (const quote of [htc!, ltc!])
      expect(
        expectData(await send(SHARE_LTC_QUOTE, { emails: [to], quoteId: quote.id }, { token: me.token }))
          .shareLtcInsuranceQuote,
      ).toBe(true);

    await waitForMail(to, 'quote-share', 2);
    const mails = (await mailsTo(to)).filter((m) => m.kind === 'quote-share');
    const byProgram = (code: string) => mails.find((m) => m.subject.endsWith(`(${code})`))!;
    expect(byProgram('HTC').text).toContain(`Trigger: ${htc!.strike.vector[0]!.toFixed(1)} °F`);
    expect(byProgram('LTC').text).toContain(`Trigger: ${ltc!.strike.vector[0]!.toFixed(1)} °F`);
    expect(byProgram('HTC').text).toContain('Locations: 1 (TX)');
  });
});

const GET_SHARED_QUOTE = graphql(`
  query Shared($token: String!) {
    getSharedQuote(token: $token) {
      id
      programName
      programTitle
      unit
      startDate
      endDate
      days
      applicationDeadline
      locations {
        state
        lat
        lon
        weight
      }
      currency
      limitOfLiability
      trigger
      exhaust
      netPremium
      estimatedGrossPremium
      taxStatus
      history {
        year
        index
        payout
      }
      dataOrigin
      sharedBy {
        name
        email
        agency
      }
      linkExpiresAt
    }
  }
`);

/**
 * A refused share queues nothing: after a later share to a sentinel address has been delivered
 * (the mail worker drains the queue in order), the refused address still has no mail.
 */
async function expectNoMailAfterADelivery(refused: string) {
  const sentinel = uniqueEmail('sentinel');
  expectData(
    await send(SHARE_PRECIP_QUOTE, { emails: [sentinel], quoteId: hpc[0]!.id }, { token: me.token }),
  );
  await waitForMail(sentinel, 'quote-share');
  expect(await mailsTo(refused)).toEqual([]);
}
