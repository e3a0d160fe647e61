import {
  type AppError,
  CLIENT_EMAIL_TAKEN_MESSAGE,
  type Permission,
  QUOTE_NOT_SAVED_MESSAGE,
} from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../ports/index.js';
import { forgotPassword } from '../auth/forgot-password.js';
import { login } from '../auth/login.js';
import type { Caller } from '../caller.js';
import { createClientUser } from '../clients/create-client-user.js';
import { getUserClients } from '../clients/get-user-clients.js';
import { updateClientUser } from '../clients/update-client-user.js';
import { createParametricCustomQuote } from '../pricing/create-parametric-custom-quote.js';
import { inMemoryWorld, type InMemoryWorld } from '../testing/in-memory-ports.js';
import { UNUSABLE_PASSWORD_HASH } from '../users/password-state.js';
import { deleteQuote } from './delete-quote.js';
import { getSharedQuote } from './get-shared-quote.js';
import { saveQuote } from './save-quote.js';
import { shareQuote } from './share-quote.js';

const NOW = '2026-11-21T15:00:00.000Z';
const quoting: Permission[] = [{ platform: 'DEFAULT', canQuote: true, canBind: false }];
const agent: Caller = { userId: 'agent-1', role: 'agent', confirmed: true, sessionHash: 'h1' };

let w: InMemoryWorld;
beforeEach(async () => {
  w = inMemoryWorld({ start: NOW, webUrl: 'https://almanac.test' });
  const user: UserRecord = {
    id: 'agent-1',
    email: 'agent-1@example.com',
    role: 'agent',
    passwordHash: 'x',
    createdAt: NOW,
    updatedAt: NOW,
    confirmedAt: NOW,
    profile: { firstName: 'Dana', lastName: 'Reyes' },
    permissions: quoting,
    organizationId: 'org-1',
  };
  await w.store.users.create(user);
  await w.store.organizations.put({
    id: 'org-1',
    name: 'Harbor & Field',
    isOnboarded: true,
    permissions: { canBind: true },
    createdAt: NOW,
    updatedAt: NOW,
  });
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}

async function pricedQuoteId() {
  const res = await createParametricCustomQuote(w.ports, agent, {
    limit: 100_000,
    strike: 18,
    exhaust: 22,
    start: '2027-01-01',
    end: '2027-03-31',
    weightedLocations: [{ lat: 27.95, lon: -82.46, weight: 1 }],
  });
  return res.quotes[0]!.id;
}

describe('saveQuote', () => {
  it('a conflicting concurrent save is re-read and answered idempotently', async () => {
    const id = await pricedQuoteId();
    const quotes = w.store.quotes;
    const realSave = quotes.save.bind(quotes);
    let raced = false;
    // Another request saves the quote between our read and our write.
    quotes.save = async (quote, change) => {
      if (!raced) {
        raced = true;
        await realSave(quote, { ...change, at: '2026-11-21T15:00:00.500Z' });
      }
      return realSave(quote, change);
    };

    const saved = await saveQuote(w.ports, agent, { quote: id }, 'saveLPCInsuranceQuote');

    expect(saved.savedAt).toBe('2026-11-21T15:00:00.500Z');
    expect(saved.history).toHaveLength(1);
  });

  it('only saved quotes are listed', async () => {
    const id = await pricedQuoteId();
    expect(w.store.quotes.saved()).toEqual([]);

    await saveQuote(w.ports, agent, { quote: id }, 'saveLPCInsuranceQuote');

    expect(w.store.quotes.saved().map((q) => q.id)).toEqual([id]);
  });
});

describe('shareQuote', () => {
  it('queues nothing when the list is refused or the quote is unsaved', async () => {
    const id = await pricedQuoteId();
    expect(
      (
        await failure(
          shareQuote(
            w.ports,
            agent,
            { emails: ['a@x.com, b@x.com'], quoteId: id },
            'sharePrecipInsuranceQuote',
          ),
        )
      ).message,
    ).toBe('Valid email(s) required');
    expect(
      (
        await failure(
          shareQuote(w.ports, agent, { emails: ['a@x.com'], quoteId: id }, 'sharePrecipInsuranceQuote'),
        )
      ).message,
    ).toBe(QUOTE_NOT_SAVED_MESSAGE);
    expect(w.mail.sent).toEqual([]);
  });

  it('queues one e-mail per distinct address, with the link, then records the share', async () => {
    const id = await pricedQuoteId();
    await saveQuote(w.ports, agent, { quote: id }, 'saveLPCInsuranceQuote');

    await shareQuote(
      w.ports,
      agent,
      { emails: ['A@x.com', 'a@x.com', 'b@x.com'], quoteId: id },
      'sharePrecipInsuranceQuote',
    );

    expect(w.mail.sent.map((m) => m.to)).toEqual([['a@x.com'], ['b@x.com']]);
    // Each recipient's own link to the read-only view, not to the agent's page.
    const [linkA, linkB] = w.mail.sent.map((m) => m.meta!.links![0]!);
    expect(linkA).toMatch(/^https:\/\/almanac\.test\/shared\/[^/?#]+$/);
    expect(linkB).not.toBe(linkA);
    expect(w.mail.sent[0]!.meta!.kind).toBe('quote-share');
    expect(w.mail.sent[0]!.text).toContain('Dana Reyes of Harbor & Field');
    expect(w.mail.sent[0]!.html).toContain('Harbor &amp; Field');
    expect(w.store.quotes.byId.get(id)!.history!.at(-1)).toMatchObject({
      eventName: 'Shared with a@x.com, b@x.com',
      eventType: 'QUOTE_SHARED',
      audience: ['Agent'],
    });
  });
});

describe('the shared view (getSharedQuote)', () => {
  const tokenOf = (link: string) => decodeURIComponent(link.split('/shared/')[1]!);
  async function share(emails = ['client@x.com']) {
    const id = await pricedQuoteId();
    await saveQuote(w.ports, agent, { quote: id, client: undefined }, 'saveLPCInsuranceQuote');
    await shareQuote(w.ports, agent, { emails, quoteId: id }, 'sharePrecipInsuranceQuote');
    return { id, token: tokenOf(w.mail.sent.at(-1)!.meta!.links![0]!) };
  }

  it('opens the terms, premium, yearly payouts and who shared it, without a session', async () => {
    const { id, token } = await share();
    const view = await getSharedQuote(w.ports, { token });
    expect(view).toMatchObject({
      id,
      programName: 'HPC',
      limitOfLiability: 100_000,
      trigger: 18,
      exhaust: 22,
      startDate: '2027-01-01',
      endDate: '2027-03-31',
      sharedBy: { name: 'Dana Reyes', email: 'agent-1@example.com', agency: 'Harbor & Field' },
      linkExpiresAt: '2026-12-21T15:00:00.000Z',
    });
    expect(view.history.length).toBeGreaterThan(10);
    expect(view.netPremium).toBeGreaterThan(0);
    // Taxes and fees are added by the server, in cents.
    const cents = (x: number | null) => Math.round((x ?? NaN) * 100);
    expect(cents(view.estimatedTaxesAndFees)).toBe(cents(view.estimatedTotalTaxes) + cents(view.policyFee));
    // Nothing about the client, the history or the commission split.
    for (const key of [
      'clientName',
      'clientEmail',
      'history_',
      'agentCommission',
      'explanation',
      'createdBy',
    ])
      expect(view).not.toHaveProperty(key);
  });

  it('an unknown token, or a token of another kind, is INVALID_TOKEN', async () => {
    await share();
    expect((await failure(getSharedQuote(w.ports, { token: 'x'.repeat(43) }))).code).toBe('INVALID_TOKEN');
    expect((await failure(getSharedQuote(w.ports, { token: '' }))).code).toBe('VALIDATION_ERROR');
    await forgotPassword(w.ports, { email: 'agent-1@example.com' });
    const reset = w.mail.sent.at(-1)!.meta!.links![0]!.split('token=')[1]!;
    expect((await failure(getSharedQuote(w.ports, { token: decodeURIComponent(reset) }))).code).toBe(
      'INVALID_TOKEN',
    );
  });

  it('stops opening after 30 days, and at once when the indication is deleted', async () => {
    const first = await share();
    const second = await share();
    await deleteQuote(w.ports, agent, { quote: second.id, type: 'soft' });
    expect((await failure(getSharedQuote(w.ports, second))).code).toBe('INVALID_TOKEN');

    w.clock.advanceSeconds(30 * 24 * 3600 - 1);
    expect((await getSharedQuote(w.ports, first)).id).toBe(first.id);
    w.clock.advanceSeconds(1);
    expect((await failure(getSharedQuote(w.ports, first))).code).toBe('TOKEN_EXPIRED');
  });

  it('opens again and again within its life (it grants a view, not a session)', async () => {
    const { token } = await share();
    await getSharedQuote(w.ports, { token });
    expect((await getSharedQuote(w.ports, { token })).programName).toBe('HPC');
  });
});

describe('clients', () => {
  it('have no password: login answers as for an unknown e-mail, and no reset link is sent', async () => {
    const client = await createClientUser(w.ports, agent, {
      firstName: 'Pat',
      lastName: 'Lee',
      email: 'pat@example.com',
    });
    expect(w.store.users.byId.get(client._id)!.passwordHash).toBe(UNUSABLE_PASSWORD_HASH);
    expect(await w.ports.hasher.verify('anything', UNUSABLE_PASSWORD_HASH)).toBe(false);

    expect((await failure(login(w.ports, { email: 'pat@example.com', password: 'whatever-1' }))).name).toBe(
      'INVALID_EMAIL_OR_PASSWORD',
    );
    expect(await forgotPassword(w.ports, { email: 'pat@example.com' })).toBe(true);
    expect(w.mail.sent.map((m) => m.meta?.kind)).toEqual(['no-account']);
  });

  it('an e-mail added meanwhile by a colleague answers that client; accounts elsewhere change nothing', async () => {
    const users = w.store.users;
    const realCreate = users.create.bind(users);
    // Someone signs up with the address, and another agency adds it as its client: no matter.
    const me = users.byId.get(agent.userId)!;
    await realCreate({
      ...me,
      id: 'someone',
      email: 'pat@example.com',
      role: 'agent',
      organizationId: 'org-2',
    });
    await realCreate({
      ...me,
      id: 'elsewhere',
      email: 'pat@example.com',
      role: 'client',
      passwordHash: UNUSABLE_PASSWORD_HASH,
      organizationId: 'org-2',
    });
    const pat = await createClientUser(w.ports, agent, {
      firstName: 'Pat',
      lastName: 'Lee',
      email: 'pat@example.com',
    });
    expect(pat._id).not.toMatch(/someone|elsewhere/);
    // The colleague's add wins the agency claim between our look-up and our write.
    users.create = async (user) => {
      await realCreate({ ...user, id: 'winner-client' });
      return realCreate(user);
    };
    const client = await createClientUser(w.ports, agent, {
      firstName: 'Sam',
      lastName: 'Roe',
      email: 'sam@example.com',
    });
    expect(client._id).toBe('winner-client');
    expect((await getUserClients(w.ports, agent, {})).items.map((c) => c._id)).toEqual([
      pat._id,
      'winner-client',
    ]);
  });

  it('the same client again answers that client; another name under that e-mail is refused, saying so', async () => {
    const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    const first = await createClientUser(w.ports, agent, ada);
    expect((await createClientUser(w.ports, agent, { ...ada, firstName: ' ada ' }))._id).toBe(first._id);
    const refused = await failure(
      createClientUser(w.ports, agent, { firstName: 'Grace', lastName: 'Hopper', email: 'ADA@example.com' }),
    );
    expect(refused.code).toBe('EMAIL_ALREADY_REGISTERED');
    expect(refused.message).toBe(CLIENT_EMAIL_TAKEN_MESSAGE);
    expect((await getUserClients(w.ports, agent, {})).items).toHaveLength(1);
  });

  it('are searched as the web searches them: any word order, company name, e-mail', async () => {
    const client = await createClientUser(w.ports, agent, {
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@harbor.example',
    });
    await updateClientUser(w.ports, agent, {
      client: client._id,
      input: {
        firstName: 'Dana',
        lastName: 'Reyes',
        email: 'dana@harbor.example',
        companyName: 'Harbor & Field',
      },
    });
    await createClientUser(w.ports, agent, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    const found = async (search: string) =>
      (await getUserClients(w.ports, agent, { search })).items.map((c) => c.email);
    for (const search of ['reyes dana', 'DANA REYES', 'field', 'harbor.example'])
      expect(await found(search), search).toEqual(['dana@harbor.example']);
    expect(await found('reyes blake')).toEqual([]);
    expect((await getUserClients(w.ports, agent, { search: 'reyes dana' })).count).toBe(1);
  });
});
