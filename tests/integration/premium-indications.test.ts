import {
  CLIENT_ALREADY_ATTACHED_MESSAGE,
  QUOTE_NOT_SAVED_MESSAGE,
  QUOTE_SUBMITTED_DELETE_MESSAGE,
  type QuoteSaveOperation,
} from '@almanac/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expect401, expectData, expectError, send, uniqueEmail } from './support/api.js';
import { demo, loginAs, registerConfirmedAgent } from './support/accounts.js';
import { table } from './support/db.js';
import { CURRENT_USER } from './support/operations.js';
import {
  ATTACH_CLIENT,
  DELETE_QUOTE,
  GET_AGENT_STATS,
  GET_CONTRACT,
  GET_QUOTES,
  listQuotes,
} from './support/premium-indications.js';
import { GET_QUOTE } from './support/pricing.js';
import { addClient, priceHpc, priceTemperature, saveQuote } from './support/quoter.js';

type Agent = Awaited<ReturnType<typeof registerConfirmedAgent>>;

const sessions = { admin: '', client: '' };
let me: Agent;
let other: Agent;
type SavedQuote = Awaited<ReturnType<typeof saveQuote>>;
/** My saved quotes (HPC options then LTC options), oldest first. */
const saved: SavedQuote[] = [];
let clientA: Awaited<ReturnType<typeof addClient>>;

const save = (operation: QuoteSaveOperation, quote: string, token = me.token) =>
  saveQuote(operation, { quote }, token);

beforeAll(async () => {
  sessions.admin = await loginAs(demo.admin);
  sessions.client = await loginAs(demo.client);
  [me, other] = await Promise.all([registerConfirmedAgent(), registerConfirmedAgent()]);
  const hpc = await priceHpc(me.token);
  const ltc = await priceTemperature(me.token, 'LTC');
  // 10 -> 15 in costs over 35% of the limit: targetMatch finds the nearest trigger within it.
  const hpc2 = await priceHpc(me.token, { strike: 10, exhaust: 15, limit: 250_000, targetMatch: true });
  for (const q of hpc) saved.push(await save('saveLPCInsuranceQuote', q.id));
  for (const q of ltc) saved.push(await save('saveLTCInsuranceQuote', q.id));
  for (const q of hpc2) saved.push(await save('saveLPCInsuranceQuote', q.id));
  expect(saved.length).toBeGreaterThan(10);
  clientA = await addClient(me.token, {
    firstName: 'Quinn',
    lastName: 'Harbor',
    email: uniqueEmail('quinn'),
  });
  // Another agent's saved quote, never visible to me.
  const theirs = await priceHpc(other.token);
  await save('saveLPCInsuranceQuote', theirs[0]!.id, other.token);
});

describe('getQuotes', () => {
  it('lists my saved quotes newest first, 10 a page, with the count of all', async () => {
    const first = await listQuotes(me.token);
    expect(first.count).toBe(saved.length);
    expect(first.items).toHaveLength(10);
    const ids = [...saved].sort((a, b) =>
      a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? 1 : -1,
    );
    const second = await listQuotes(me.token, { input: { page: 2 } });
    expect(second.items.length).toBe(saved.length - 10);
    const listed = [...first.items, ...second.items];
    expect(new Set(listed.map((q) => q.id))).toEqual(new Set(saved.map((q) => q.id)));
    // createdAt descending.
    const created = listed.map((q) => q.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(listed[0]!.createdAt).toBe(ids[0]!.createdAt);
    expect(listed.every((q) => q.createdBy === me.userId && q.status === 'Saved')).toBe(true);
  });

  it('shows the list columns: program, period, location, trigger, limit, premium', async () => {
    const { items } = await listQuotes(me.token, { input: { limit: 100 } });
    const hpc = items.find((q) => q.programName === 'HPC')!;
    const full = expectData(await send(GET_QUOTE, { id: hpc.id }, { token: me.token })).getQuote;
    expect(hpc).toMatchObject({
      programTitle: 'Excess precipitation',
      programType: 'ExcessRainfall',
      riskPeriod: { startDate: full.riskPeriod.startDate, endDate: full.riskPeriod.endDate },
      limitOfLiability: full.limitOfLiability,
      netPremium: full.netPremium,
      trigger: full.label,
      strike: full.strike,
      states: ['FL'],
    });
    expect(hpc.location).toMatch(/^FL 27\.\d{3}, -82\.\d{3}$/);
    expect(hpc.locations).toEqual([expect.objectContaining({ state: 'FL', weight: 100 })]);
  });

  it('sorts server-side on any column, across pages', async () => {
    const all = async (sortBy: string, sortDirection: 'ASC' | 'DESC') =>
      (await listQuotes(me.token, { input: { sortBy, sortDirection, limit: 100 } })).items;
    const byPremium = await all('netPremium', 'ASC');
    const premiums = byPremium.map((q) => q.netPremium);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    const firstPage = (await listQuotes(me.token, { input: { sortBy: 'premium', sortDirection: 'DESC' } }))
      .items;
    expect(firstPage.map((q) => q.id)).toEqual(
      [...byPremium]
        .reverse()
        .slice(0, 10)
        .map((q) => q.id),
    );
    const byLimit = (await all('limit', 'DESC')).map((q) => q.limitOfLiability);
    expect(byLimit).toEqual([...byLimit].sort((a, b) => b - a));
    const byType = (await all('type', 'ASC')).map((q) => q.programTitle);
    expect(byType).toEqual([...byType].sort());
    const byStart = (await all('policyStart', 'ASC')).map((q) => q.riskPeriod.startDate);
    expect(byStart).toEqual([...byStart].sort());
    const byId = (await all('id', 'DESC')).map((q) => q.id);
    expect(byId).toEqual([...byId].sort().reverse());
  });

  it('pages by the cursors each page answers, next and back, as the page numbers do', async () => {
    const input = { sortBy: 'netPremium', sortDirection: 'ASC' as const, limit: 3 };
    const byNumber = [1, 2, 3].map((page) => listQuotes(me.token, { input: { ...input, page } }));
    const [p1, p2, p3] = await Promise.all(byNumber);
    expect(p1!.previousCursor).toBeNull();
    const next2 = await listQuotes(me.token, { input: { ...input, page: 2, cursor: p1!.nextCursor } });
    expect(next2.items.map((q) => q.id)).toEqual(p2!.items.map((q) => q.id));
    const next3 = await listQuotes(me.token, { input: { ...input, page: 3, cursor: next2.nextCursor } });
    expect(next3.items.map((q) => q.id)).toEqual(p3!.items.map((q) => q.id));
    const back2 = await listQuotes(me.token, { input: { ...input, page: 2, cursor: next3.previousCursor } });
    expect(back2.items.map((q) => q.id)).toEqual(p2!.items.map((q) => q.id));
    // Made for another sort: ignored, the page number decides.
    const byId = await listQuotes(me.token, { input: { sortBy: 'id', limit: 3, page: 2 } });
    const stale = await listQuotes(me.token, {
      input: { sortBy: 'id', limit: 3, page: 2, cursor: p1!.nextCursor },
    });
    expect(stale.items.map((q) => q.id)).toEqual(byId.items.map((q) => q.id));
  });

  it('refuses an unknown sort column, a page below 1, too large a page and another type', async () => {
    expectError(
      await send(GET_QUOTES, { input: { sortBy: 'colour' } }, { token: me.token }),
      'VALIDATION_ERROR',
      'sortBy must be one of createdAt, clientName, location, programName, netPremium, startDate, strike, limitOfLiability, id, status',
    );
    for (const sortBy of ['__proto__', 'constructor']) {
      expectError(
        await send(GET_QUOTES, { input: { sortBy } }, { token: me.token }),
        'VALIDATION_ERROR',
        'sortBy must be one of createdAt, clientName, location, programName, netPremium, startDate, strike, limitOfLiability, id, status',
      );
    }
    expectError(
      await send(GET_QUOTES, { input: { page: 0 } }, { token: me.token }),
      'VALIDATION_ERROR',
      'page must be a whole number of at least 1',
    );
    expectError(
      await send(GET_QUOTES, { input: { limit: 101 } }, { token: me.token }),
      'VALIDATION_ERROR',
      'limit must be a whole number from 1 to 100',
    );
    expectError(
      await send(GET_QUOTES, { type: 'indemnity' }, { token: me.token }),
      'VALIDATION_ERROR',
      'type must be parametric',
    );
  });

  it('searches by client name, e-mail and ID only above 2 characters', async () => {
    const target = saved[1]!;
    const attached = expectData(
      await send(ATTACH_CLIENT, { quote: target.id, client: clientA._id }, { token: me.token }),
    );
    expect(attached.attachClientToQuote.clientId).toBe(clientA._id);

    const byEmail = await listQuotes(me.token, { input: { search: clientA.email.toUpperCase() } });
    expect(byEmail.items.map((q) => q.id)).toEqual([target.id]);
    expect(byEmail.items[0]).toMatchObject({
      clientName: 'Quinn Harbor',
      clientFirstName: 'Quinn',
      clientLastName: 'Harbor',
    });
    expect(
      (await listQuotes(me.token, { input: { search: 'harbor quinn' } })).items.map((q) => q.id),
    ).toEqual([target.id]);
    // An ID from its start (a pasted ID or its leading part), not from inside (docs/decisions.md).
    expect(
      (await listQuotes(me.token, { input: { search: target.id.toUpperCase() } })).items.map((q) => q.id),
    ).toEqual([target.id]);
    const leading = (await listQuotes(me.token, { input: { search: target.id.slice(0, 8) } })).items;
    expect(leading.map((q) => q.id)).toContain(target.id);
    expect(leading.every((q) => q.id.startsWith(target.id.slice(0, 8)))).toBe(true);
    expect((await listQuotes(me.token, { input: { search: target.id.slice(-8) } })).count).toBe(0);
    // Two characters: not searched, the whole list answers.
    expect((await listQuotes(me.token, { input: { search: 'qu' } })).count).toBe(saved.length);
    expect((await listQuotes(me.token, { input: { search: 'nobody-by-this-name' } })).count).toBe(0);
    // The client's own table.
    const mine = await listQuotes(me.token, { clientId: clientA._id });
    expect(mine.items.map((q) => q.id)).toEqual([target.id]);
  });

  it('filterFrozen leaves out submitted quotes; a submitted quote shows as Submitted', async () => {
    const frozen = saved[2]!;
    await table().freezeQuote(frozen.id);
    const all = await listQuotes(me.token, { input: { limit: 100 } });
    expect(all.items.find((q) => q.id === frozen.id)).toMatchObject({ status: 'Submitted' });
    const open = await listQuotes(me.token, { input: { limit: 100 }, filterFrozen: true });
    expect(open.count).toBe(all.count - 1);
    expect(open.items.some((q) => q.id === frozen.id)).toBe(false);
  });

  it("nobody sees another agent's quotes: lists, userIds, getQuote", async () => {
    const theirs = await listQuotes(other.token);
    expect(theirs.count).toBe(1);
    expect(theirs.items[0]!.createdBy).toBe(other.userId);
    expectError(
      await send(GET_QUOTES, { userIds: [me.userId] }, { token: other.token }),
      'INVALID_PERMISSIONS',
    );
    expectError(await send(GET_QUOTE, { id: saved[0]!.id }, { token: other.token }), 'INVALID_PERMISSIONS');
    expect((await listQuotes(me.token, { userIds: [me.userId] })).count).toBe(saved.length);
  });

  it('refuses clients, admins (no canQuote) and anonymous callers', async () => {
    expectError(await send(GET_QUOTES, {}, { token: sessions.client }), 'INVALID_PERMISSIONS');
    expectError(await send(GET_QUOTES, {}, { token: sessions.admin }), 'INVALID_PERMISSIONS');
    expect401(await send(GET_QUOTES, {}, { none: true }));
    // The API key reaches only the public fields: AppSync itself refuses.
    expectError(await send(GET_QUOTES, {}, { apiKey: true }), 'Unauthorized');
  });
});

describe("an agency's managers", () => {
  it('see every member’s quotes and may narrow to members; agents only their own', async () => {
    const [owner, colleague, manager] = await Promise.all([
      registerConfirmedAgent(),
      registerConfirmedAgent(),
      registerConfirmedAgent({ role: 'primaryAgent' }),
    ]);
    const orgId = expectData(await send(CURRENT_USER, {}, { token: owner.token })).currentUser.organization
      ._id;
    await table().moveToOrganization(colleague.userId, orgId);
    await table().moveToOrganization(manager.userId, orgId);
    const ownerQuote = await save('saveLPCInsuranceQuote', (await priceHpc(owner.token))[0]!.id, owner.token);
    const colleagueQuote = await save(
      'saveLPCInsuranceQuote',
      (await priceHpc(colleague.token))[0]!.id,
      colleague.token,
    );

    const managerView = await listQuotes(manager.token);
    expect(managerView.items.map((q) => q.id).sort()).toEqual([ownerQuote.id, colleagueQuote.id].sort());
    expect((await listQuotes(manager.token, { userIds: [colleague.userId] })).items.map((q) => q.id)).toEqual(
      [colleagueQuote.id],
    );
    expectError(
      await send(GET_QUOTES, { userIds: [me.userId] }, { token: manager.token }),
      'INVALID_PERMISSIONS',
    );
    expect(
      expectData(await send(GET_QUOTE, { id: ownerQuote.id }, { token: manager.token })).getQuote.id,
    ).toBe(ownerQuote.id);
    expect((await listQuotes(colleague.token)).items.map((q) => q.id)).toEqual([colleagueQuote.id]);
    expectError(
      await send(GET_QUOTE, { id: ownerQuote.id }, { token: colleague.token }),
      'INVALID_PERMISSIONS',
    );
    // Reading is not writing: the manager cannot delete the owner's quote.
    expectError(
      await send(DELETE_QUOTE, { quote: ownerQuote.id }, { token: manager.token }),
      'INVALID_PERMISSIONS',
    );
  });
});

describe('attachClientToQuote', () => {
  it('attaches a client once, adds "Client attached" to the timeline, and refuses another', async () => {
    const quote = saved[3]!;
    const res = expectData(
      await send(ATTACH_CLIENT, { quote: quote.id, client: clientA._id }, { token: me.token }),
    );
    expect(res.attachClientToQuote).toMatchObject({
      clientId: clientA._id,
      clientName: 'Quinn Harbor',
      clientEmail: clientA.email,
    });
    expect(res.attachClientToQuote.history.map((e) => e.eventName)).toEqual([
      'Premium indication created',
      'Client attached',
    ]);
    // The same client again changes nothing.
    const again = expectData(
      await send(ATTACH_CLIENT, { quote: quote.id, client: clientA._id }, { token: me.token }),
    );
    expect(again.attachClientToQuote.history).toHaveLength(2);
    const clientB = await addClient(me.token, {
      firstName: 'Blair',
      lastName: 'Other',
      email: uniqueEmail('blair'),
    });
    expectError(
      await send(ATTACH_CLIENT, { quote: quote.id, client: clientB._id }, { token: me.token }),
      'VALIDATION_ERROR',
      CLIENT_ALREADY_ATTACHED_MESSAGE,
    );
  });

  it("refuses another agency's client, another agent's quote, an unsaved option and a submitted quote", async () => {
    const theirClient = await addClient(other.token, {
      firstName: 'Not',
      lastName: 'Mine',
      email: uniqueEmail('nm'),
    });
    expectError(
      await send(ATTACH_CLIENT, { quote: saved[4]!.id, client: theirClient._id }, { token: me.token }),
      'INVALID_PERMISSIONS',
    );
    expectError(
      await send(ATTACH_CLIENT, { quote: saved[4]!.id, client: theirClient._id }, { token: other.token }),
      'INVALID_PERMISSIONS',
    );
    const unsaved = (await priceHpc(me.token, { strike: 11 }))[0]!;
    expectError(
      await send(ATTACH_CLIENT, { quote: unsaved.id, client: clientA._id }, { token: me.token }),
      'VALIDATION_ERROR',
      QUOTE_NOT_SAVED_MESSAGE,
    );
    const frozen = saved[5]!;
    await table().freezeQuote(frozen.id);
    expectError(
      await send(ATTACH_CLIENT, { quote: frozen.id, client: clientA._id }, { token: me.token }),
      'VALIDATION_ERROR',
    );
    expect(
      expectData(await send(GET_QUOTE, { id: frozen.id }, { token: me.token })).getQuote.clientId,
    ).toBeNull();
  });
});

describe('deleteQuote', () => {
  it('soft-deletes a saved quote: gone from lists and reads, recorded on the item; a retry answers true', async () => {
    const victim = saved[6]!;
    const before = await listQuotes(me.token);
    expect(
      expectData(
        await send(
          DELETE_QUOTE,
          { quote: victim.id, quoteType: 'Parametric', deleteType: 'Soft' },
          { token: me.token },
        ),
      ).deleteQuote,
    ).toBe(true);
    expect((await listQuotes(me.token)).count).toBe(before.count - 1);
    expectError(await send(GET_QUOTE, { id: victim.id }, { token: me.token }), 'INVALID_PERMISSIONS');
    const item = await table().get(`QUOTE#${victim.id}`, 'QUOTE');
    expect(item).toMatchObject({ deletedAt: expect.any(String) });
    expect(item!.gsi3pk).toBeUndefined();
    expect(item!.history.at(-1)).toMatchObject({
      eventName: 'Premium indication deleted',
      eventType: 'QUOTE_DELETED',
    });
    expect(expectData(await send(DELETE_QUOTE, { quote: victim.id }, { token: me.token })).deleteQuote).toBe(
      true,
    );
  });

  it('refuses a submitted quote, changing nothing', async () => {
    const frozen = saved[2]!; // frozen above
    await table().freezeQuote(frozen.id);
    expectError(
      await send(
        DELETE_QUOTE,
        { quote: frozen.id, quoteType: 'Parametric', deleteType: 'Soft' },
        { token: me.token },
      ),
      'VALIDATION_ERROR',
      QUOTE_SUBMITTED_DELETE_MESSAGE,
    );
    expect((await table().get(`QUOTE#${frozen.id}`, 'QUOTE'))!.deletedAt).toBeUndefined();
  });

  it("refuses another agent's quote, a hard delete and another quote type", async () => {
    const target = saved[7]!;
    expectError(
      await send(DELETE_QUOTE, { quote: target.id }, { token: other.token }),
      'INVALID_PERMISSIONS',
    );
    expectError(
      await send(DELETE_QUOTE, { quote: target.id, deleteType: 'Hard' }, { token: me.token }),
      'VALIDATION_ERROR',
      'Only soft deletes are supported',
    );
    expectError(
      await send(DELETE_QUOTE, { quote: target.id, quoteType: 'Indemnity' }, { token: me.token }),
      'VALIDATION_ERROR',
      'quoteType must be Parametric',
    );
    expectError(
      await send(DELETE_QUOTE, { quote: target.id }, { token: sessions.client }),
      'INVALID_PERMISSIONS',
    );
    expect((await table().get(`QUOTE#${target.id}`, 'QUOTE'))!.deletedAt).toBeUndefined();
  });
});

describe('getContractByQuoteId', () => {
  it('answers null for a quote with no application yet, and refuses quotes the caller may not see', async () => {
    expect(
      expectData(await send(GET_CONTRACT, { quoteId: saved[0]!.id }, { token: me.token }))
        .getContractByQuoteId,
    ).toBeNull();
    expectError(
      await send(GET_CONTRACT, { quoteId: saved[0]!.id }, { token: other.token }),
      'INVALID_PERMISSIONS',
    );
    expectError(
      await send(GET_CONTRACT, { quoteId: 'no-such-quote' }, { token: me.token }),
      'INVALID_PERMISSIONS',
    );
  });
});

describe('getAgentStats', () => {
  it('counts saved premium indications, active policies and those expiring soon', async () => {
    const fresh = await registerConfirmedAgent();
    const stats = async () =>
      expectData(await send(GET_AGENT_STATS, {}, { token: fresh.token })).getAgentStats;
    expect(await stats()).toEqual({
      totalPremiumIndications: 0,
      totalActivePolicies: 0,
      totalContractsExpiringSoon: 0,
    });
    const options = await priceHpc(fresh.token);
    for (const q of options.slice(0, 3)) await save('saveLPCInsuranceQuote', q.id, fresh.token);
    expect(await stats()).toMatchObject({ totalPremiumIndications: 3, totalActivePolicies: 0 });
    await table().bindQuote(options[0]!.id, 'ALM-HPC-0001');
    expect(await stats()).toEqual({
      totalPremiumIndications: 3,
      totalActivePolicies: 1,
      totalContractsExpiringSoon: 0,
    });
    await send(DELETE_QUOTE, { quote: options[1]!.id }, { token: fresh.token });
    expect((await stats()).totalPremiumIndications).toBe(2);
    expectError(await send(GET_AGENT_STATS, {}, { token: sessions.client }), 'INVALID_PERMISSIONS');
  });
});
