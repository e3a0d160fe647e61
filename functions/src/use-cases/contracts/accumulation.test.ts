/**
 * Accumulation limits on the in-memory world: the cell and region limits at quoting, submission
 * and binding, the referral, two racing sales, other agencies' covers, and exposure given back
 * when an application is rejected or expires.
 */
import { type QuoteRequest, resolveAccumulationLimits } from '@almanac/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeApplicationInput } from '../../../../core/src/applications/application-fixtures.js';
import type { Caller } from '../caller.js';
import { quoteAccumulation } from '../pricing/exposure.js';
import { checkRequest } from '../pricing/price-request.js';
import { createParametricCustomQuote } from '../pricing/create-parametric-custom-quote.js';
import { saveQuote } from '../quotes/save-quote.js';
import type { InMemoryWorld } from '../testing/in-memory-ports.js';
import { bindingWorld, callers, failure, INCEPTION, setStatus, TODAY } from './binding-test-world.js';
import { testUser } from './contract-test-users.js';
import { createInsuranceApplication } from './create-insurance-application.js';
import { backfillExposure } from './backfill-exposure.js';
import { getExposureSummary } from './get-exposure-summary.js';
import { runDailyContractsJob } from './expire-contracts.js';
import { markWirePaymentReceived } from './mark-wire-received.js';
import { reviewContract } from './review-contract.js';
import { submitLpcInsuranceApplication } from './submit-application.js';
import { updateLpcInsuranceApplication } from './update-application.js';

let w: InMemoryWorld;
const TAMPA = { lat: 27.95, lon: -82.46 };
const CELL_FULL =
  'Capacity is not available for this cover: it would bring bound and pending exposure in the grid cell at 27.95, -82.46 (FL) above its aggregate limit of $250,000. Lower the limit of liability or contact us.';

beforeEach(async () => {
  w = await bindingWorld({ dataOrigin: 'observed' });
  // A $250,000 cell (two $100,000 covers fit, a third does not); referral above 70%.
  w.ports.accumulationLimits = resolveAccumulationLimits({
    cellLimitDollars: 250_000,
    regionLimitDollars: 1_000_000,
    referralShare: 0.7,
  });
  // Only the accumulation referral is under test here (this synthetic climate's price range is wide).
  w.ports.priceRangeReferralRatio = Number.POSITIVE_INFINITY;
  // Another agency's agent and client.
  await w.store.users.create(
    testUser('client-x', 'client', { agentId: 'agent-x', organizationId: 'org-2', email: 'kai@example.com' }),
  );
});

/** The quote-time check on a request's locations as the server resolves them: the home region's book. */
const quoteBook = async (request: QuoteRequest) =>
  quoteAccumulation(w.ports, request, (await checkRequest(w.ports, request, { policy: false })).locations);

const clientOf = (by: Caller) => (by.userId === 'agent-x' ? 'client-x' : 'client-1');

async function quote(by: Caller = callers.agent, limit = 100_000, where = TAMPA) {
  const res = await createParametricCustomQuote(w.ports, by, {
    limit,
    strike: 18,
    exhaust: 22,
    start: INCEPTION,
    end: '2027-03-31',
    weightedLocations: [{ ...where, weight: 1 }],
  });
  return res.quotes[0]!.id;
}

async function draftOf(by: Caller = callers.agent, limit = 100_000, where = TAMPA) {
  const id = await quote(by, limit, where);
  await saveQuote(w.ports, by, { quote: id, client: clientOf(by) }, 'saveLPCInsuranceQuote');
  const c = await createInsuranceApplication(w.ports, by, { client: clientOf(by), quote: id });
  await updateLpcInsuranceApplication(w.ports, by, {
    contract: c.id,
    input: completeApplicationInput([2023, 2024, 2025]),
  });
  return c.id;
}

const sign = (id: string, by: Caller = callers.agent) =>
  submitLpcInsuranceApplication(w.ports, by, {
    contract: id,
    input: { agentSignature: { signature: `Avery ${by.userId}`, date: TODAY }, confirmed: true },
  });

/** The (one) cell's counter in the book. */
const cellTotal = () =>
  [...w.store.exposures.counters.values()].find((c) => c.total.kind === 'cell')?.total.totalCents ?? 0;

/** The capacity refusals counted (the alarm's log lines). */
const refusalsLogged = () =>
  w.logger.lines.filter((l) => l.fields.metric === 'AccumulationCapacityRefusal').map((l) => l.fields);

describe('accumulation limits', () => {
  it('two sales fill a cell (the second referred), the third is refused, naming the place and the limit; at quoting too', async () => {
    const [a, b, c] = [await draftOf(), await draftOf(), await draftOf()];
    const first = await sign(a);
    expect(first.status).toBe('AWAITING_CLIENT');
    expect(first.underwritingReasons).toEqual([]);
    // $200,000 of $250,000 is above the 70% referral share: an underwriter decides.
    const second = await sign(b);
    expect(second.status).toBe('PENDING_APPROVAL');
    expect(second.underwritingReasons).toEqual(['ACCUMULATION']);
    const refused = await failure(sign(c));
    expect(refused.code).toBe('VALIDATION_ERROR');
    expect(refused.message).toBe(CELL_FULL);
    expect((await w.store.contracts.get(c))!.status).toBe('DRAFT');
    expect(cellTotal()).toBe(20_000_000);
    // A new quote for the same cell is refused the same way; a smaller one fits.
    const atQuote = await failure(quote());
    expect(atQuote.message).toBe(CELL_FULL);
    expect(await quote(callers.agent, 50_000)).toBeTruthy();
  });

  it("counts another agency's covers without showing anything of them", async () => {
    const mine = await draftOf();
    const theirs = [await draftOf(callers.outsider), await draftOf(callers.outsider)];
    for (const id of theirs) await sign(id, callers.outsider);
    const refused = await failure(sign(mine));
    expect(refused.message).toBe(CELL_FULL);
    for (const secret of ['client-x', 'kai@example.com', 'org-2', ...theirs])
      expect(JSON.stringify({ m: refused.message, i: refused.info })).not.toContain(secret);
  });

  it('sales in flight do not refuse each other while there is room: of five racing sales, exactly the two that fit are counted', async () => {
    const drafts = [
      await draftOf(),
      await draftOf(callers.outsider),
      await draftOf(),
      await draftOf(callers.outsider),
      await draftOf(),
    ];
    // Every sale reaches the book before any counts.
    let arrived = 0;
    let release!: () => void;
    const allArrived = new Promise<void>((r) => (release = r));
    w.store.exposures.beforeCount = async (p) => {
      if (!p.startsWith('CELL#')) return;
      if (++arrived === drafts.length) release();
      await allArrived;
    };
    const outcomes = await Promise.allSettled(
      drafts.map((id, i) => sign(id, i % 2 ? callers.outsider : callers.agent)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    const lost = outcomes.filter((o) => o.status === 'rejected');
    expect(lost.map((o) => (o.reason as Error).message)).toEqual([CELL_FULL, CELL_FULL, CELL_FULL]);
    expect(cellTotal()).toBe(20_000_000);
    expect(refusalsLogged()).toEqual(
      Array(3).fill({
        metric: 'AccumulationCapacityRefusal',
        stage: 'submission',
        scopeKind: 'cell',
        state: 'FL',
      }),
    );
  });

  it('a quote sees the book in steps: pending books within one step answer alike; the exact check at submission refuses', async () => {
    // $150,000 pending (a step is $25,000): $100,000 fits exactly, $100,001 does not.
    await sign(await draftOf(callers.outsider, 150_000), callers.outsider);
    expect(await quote(callers.agent, 100_000)).toBeTruthy();
    // Coarse: the cover rounds up to $125,000 and 150,000 + 125,000 > 250,000: refused at quoting.
    expect((await failure(quote(callers.agent, 100_001))).message).toBe(CELL_FULL);
    expect(refusalsLogged()).toEqual([
      { metric: 'AccumulationCapacityRefusal', stage: 'quote', scopeKind: 'cell', state: 'FL' },
    ]);
    // Another $20,000 pending (170,000, still within the same step as 150,000): every quote answers as before.
    const extra = await draftOf(callers.outsider, 20_000);
    await sign(extra, callers.outsider);
    expect(await quote(callers.agent, 100_000)).toBeTruthy();
    expect((await failure(quote(callers.agent, 100_001))).message).toBe(CELL_FULL);
    // Priced, but 170,000 + 100,000 > 250,000: the exact check at submission refuses it.
    const mine = await draftOf(callers.agent, 100_000);
    expect((await failure(sign(mine))).message).toBe(CELL_FULL);
    expect(refusalsLogged().map((f) => f.stage)).toEqual(['quote', 'quote', 'submission']);
    for (const line of w.logger.lines)
      expect(JSON.stringify(line)).not.toMatch(/150[,]?000|170[,]?000|org-2/);
  });

  it('a rejection and an expiry give the exposure back', async () => {
    const [a, b, c] = [await draftOf(), await draftOf(), await draftOf()];
    await sign(a);
    await sign(b); // referred
    expect((await failure(sign(c))).message).toBe(CELL_FULL);
    await reviewContract(w.ports, callers.internal, {
      contract: b,
      input: { isApproved: false, reviewDescription: 'Too much in one cell' },
    });
    expect(cellTotal()).toBe(10_000_000);
    expect((await sign(c)).underwritingReasons).toEqual(['ACCUMULATION']);
    // Unpaid 15 days before inception: both expire and the cell is empty again.
    w.clock.set('2026-12-18T12:00:00.000Z');
    const report = await runDailyContractsJob(w.ports);
    expect(report.expired.map((e) => e.contractId).sort()).toEqual([a, c].sort());
    expect(cellTotal()).toBe(0);
  });

  it('binding re-checks: refused when the capacity is no longer there, bound otherwise', async () => {
    const a = await draftOf();
    await sign(a);
    await setStatus(w, a, 'CLIENT_REVIEWED');
    const wire = { reference: 'FED-1', receivedDate: '2026-11-21' };
    // The capital provider lowered the cell limit meanwhile.
    w.ports.accumulationLimits = resolveAccumulationLimits({ cellLimitDollars: 50_000 });
    const refused = await failure(
      markWirePaymentReceived(w.ports, callers.internal, { contract: a, input: wire }),
    );
    expect(refused.message).toContain('above its aggregate limit of $50,000');
    expect((await w.store.contracts.get(a))!.status).toBe('CLIENT_REVIEWED');
    w.ports.accumulationLimits = resolveAccumulationLimits({ cellLimitDollars: 250_000 });
    const bound = await markWirePaymentReceived(w.ports, callers.internal, { contract: a, input: wire });
    expect(bound.status).toBe('APPROVED');
    const entries = [...w.store.exposures.entries.get('REGION#FL')!.values()];
    expect(entries.map((e) => [e.contractId, e.hold, e.exposureCents])).toEqual([[a, 'live', 10_000_000]]);
    expect((await w.store.exposures.book('FL')).covers).toBe(1);
    expect(refusalsLogged().map((f) => f.stage)).toEqual(['binding']);
  });

  it('a bound cover stops counting once its period has ended', async () => {
    const a = await draftOf();
    await sign(a);
    await sign(await draftOf());
    expect((await failure(quote())).message).toBe(CELL_FULL);
    w.clock.set('2027-04-01T12:00:00.000Z');
    await expect(
      quoteBook({
        program: 'HPC',
        datasetId: 'cpc_precip_us-daily',
        collection: null,
        startDate: '2027-06-01',
        endDate: '2027-09-30',
        limitCents: 25_000_000,
        trigger: 18,
        exhaust: 22,
        targetMatch: false,
        currency: 'USD',
        locations: [{ ...TAMPA, weight: 1 }],
      }),
    ).resolves.toBeUndefined();
  });

  it("the daily job takes an ended bound cover out of the counters and its state's bound book", async () => {
    const a = await draftOf();
    await sign(a);
    await setStatus(w, a, 'CLIENT_REVIEWED');
    await markWirePaymentReceived(w.ports, callers.internal, {
      contract: a,
      input: { reference: 'FED-9', receivedDate: '2026-11-21' },
    });
    expect(cellTotal()).toBe(10_000_000);
    expect((await w.store.exposures.book('FL')).covers).toBe(1);
    w.clock.set('2027-03-31T12:00:00.000Z');
    await runDailyContractsJob(w.ports);
    expect(cellTotal()).toBe(10_000_000);
    w.clock.set('2027-04-01T12:00:00.000Z');
    await runDailyContractsJob(w.ports);
    expect(cellTotal()).toBe(0);
    expect(await w.store.exposures.book('FL')).toEqual({ covers: 0, years: [] });
    expect(await w.store.exposures.endedBefore('2099-01-01')).toEqual([]);
  });

  it('a sweep that fails leaves the refusal a refusal (logged, retried by the next sweep)', async () => {
    await sign(await draftOf());
    await sign(await draftOf());
    w.store.exposures.staleHeld = () => Promise.reject(new Error('throttled'));
    const refused = await failure(quote());
    expect([refused.code, refused.message]).toEqual(['VALIDATION_ERROR', CELL_FULL]);
    expect(w.logger.lines.map((l) => l.message)).toContain(
      'Sweeping exposure failed; the next sweep retries',
    );
  });

  it('a sale stopped half way holds its capacity for the grace, then no more', async () => {
    const a = await draftOf();
    const stored = (await w.store.contracts.get(a))!;
    const q = (await w.store.quotes.get(stored.quoteId))!;
    // As if the submission had reserved, then crashed before the contract's write (still a draft).
    for (const partition of [
      `REGION#FL`,
      `CELL#${q.data.datasetId}#${q.locations[0]!.cell.row}#${q.locations[0]!.cell.col}`,
    ])
      await w.store.exposures.put({
        partition,
        contractId: a,
        program: 'HPC',
        kind: partition.startsWith('CELL#') ? 'cell' : 'region',
        state: 'FL',
        exposureCents: 20_000_000,
        endDate: '2027-03-31',
        hold: 'held',
        updatedAt: w.clock.now().toISOString(),
      });
    for (const partition of w.store.exposures.entries.keys()) {
      const kind = partition.startsWith('CELL#') ? 'cell' : 'region';
      await w.store.exposures.count({ kind, key: partition, state: 'FL' }, a, 20_000_000, 100_000_000);
    }
    expect((await failure(quote())).message).toBe(CELL_FULL);
    w.clock.advance(6 * 60 * 1000);
    expect(await quote()).toBeTruthy();
    expect(cellTotal()).toBe(0);
  });
});

describe('the book for the engine', () => {
  it("sums the home region's bound covers' as-if-today payouts year by year; pending ones do not count", async () => {
    const ids = [await draftOf(), await draftOf(callers.outsider)];
    await sign(ids[0]!);
    await sign(ids[1]!, callers.outsider);
    const quotes = await Promise.all(
      ids.map(async (id) => (await w.store.quotes.get((await w.store.contracts.get(id))!.quoteId))!),
    );
    w.ports.accumulationLimits = resolveAccumulationLimits();
    // Submitted, not bound: they hold capacity but may never bind, so they make no quote cheaper.
    expect(await quoteBook(quotes[0]!.pricing.request)).toBeUndefined();
    for (const [i, id] of ids.entries()) {
      await setStatus(w, id, 'CLIENT_REVIEWED');
      await markWirePaymentReceived(w.ports, callers.internal, {
        contract: id,
        input: { reference: `FED-${i}`, receivedDate: '2026-11-21' },
      });
    }
    const book = await quoteBook(quotes[0]!.pricing.request);
    const years = quotes[0]!.index.lookBack.years;
    expect(book?.years).toEqual(years);
    expect(book?.payoutsCents).toEqual(
      years.map(
        (_, i) => quotes[0]!.option.asIfTodayPayoutsCents[i]! + quotes[1]!.option.asIfTodayPayoutsCents[i]!,
      ),
    );
    expect(book!.payoutsCents.some((p) => p > 0)).toBe(true);
  });
});

describe('getExposureSummary', () => {
  it("shows operations every agency's exposure per state and cell, amounts only; nobody else", async () => {
    await sign(await draftOf());
    await sign(await draftOf(callers.outsider), callers.outsider);
    const summary = await getExposureSummary(w.ports, callers.internal);
    expect(summary).toMatchObject({ cellLimit: 250_000, regionLimit: 1_000_000, referralShare: 0.7 });
    expect(summary.regions).toEqual([
      expect.objectContaining({
        id: 'REGION#FL',
        kind: 'REGION',
        exposure: 200_000,
        share: 0.2,
        contracts: 2,
      }),
    ]);
    expect(summary.cells).toEqual([
      expect.objectContaining({
        kind: 'CELL',
        state: 'FL',
        lat: 27.95,
        lon: -82.46,
        exposure: 200_000,
        share: 0.8,
      }),
    ]);
    expect(JSON.stringify(summary)).not.toMatch(/org-|client-|agent-/);
    for (const who of [callers.agent, callers.primary, callers.admin, callers.client])
      expect((await failure(getExposureSummary(w.ports, who))).code).toBe('INVALID_PERMISSIONS');
  });
});

describe('cheap exposure reads', () => {
  it("a quote reads its scopes' totals and its state's bound book, whatever the state holds; the summary reads one counter per scope, by pages", async () => {
    w.ports.accumulationLimits = resolveAccumulationLimits();
    // 1,500 live covers in Florida, each in a cell of its own (as the counters hold them).
    for (let i = 0; i < 1_500; i++) {
      const cell = {
        kind: 'cell' as const,
        key: `CELL#cpc_precip_us-daily#${i}#0`,
        state: 'FL',
        lat: 25,
        lon: -80,
      };
      await w.store.exposures.count(cell, `c${i}`, 10_000, 1e12);
      await w.store.exposures.count({ kind: 'region', key: 'REGION#FL', state: 'FL' }, `c${i}`, 10_000, 1e12);
    }
    const book = w.store.exposures;
    const spies = {
      totals: vi.spyOn(book, 'totals'),
      listTotals: vi.spyOn(book, 'listTotals'),
      book: vi.spyOn(book, 'book'),
      staleHeld: vi.spyOn(book, 'staleHeld'),
      endedBefore: vi.spyOn(book, 'endedBefore'),
    };
    const calls = () => Object.fromEntries(Object.entries(spies).map(([k, s]) => [k, s.mock.calls.length]));
    expect(await quote()).toBeTruthy();
    expect(calls()).toEqual({ totals: 1, listTotals: 0, book: 1, staleHeld: 0, endedBefore: 0 });
    expect(spies.totals.mock.calls[0]![0]).toHaveLength(2); // its cell and its state
    for (const s of Object.values(spies)) s.mockClear();
    const summary = await getExposureSummary(w.ports, callers.internal);
    // 1,501 counters in pages of 200: 8 reads, none of them per contract.
    expect(calls()).toEqual({ totals: 0, listTotals: 8, book: 0, staleHeld: 0, endedBefore: 0 });
    expect(summary.regions).toEqual([
      expect.objectContaining({ id: 'REGION#FL', exposure: 150_000, contracts: 1_500 }),
    ]);
    expect(summary.cells).toHaveLength(20);
  });
});

describe('backfillExposure', () => {
  it('counts the entries the book held before the counters (live contracts only), books the bound ones; a second run changes nothing', async () => {
    w.ports.accumulationLimits = resolveAccumulationLimits();
    const [pending, bound, rejected] = [await draftOf(), await draftOf(), await draftOf()];
    for (const id of [pending, bound, rejected]) await sign(id);
    await setStatus(w, bound, 'APPROVED');
    await setStatus(w, rejected, 'REJECTED');
    // As if written by the book before the counters: entries only.
    const entries = [...w.store.exposures.entries.values()].flatMap((p) => [...p.values()]);
    w.store.exposures.counters.clear();
    w.store.exposures.books.clear();
    w.store.exposures.entries.clear();
    w.store.exposures.legacy = entries.map((e) => ({ ...e, hold: 'live' }));
    w.ports.accumulationLimits = resolveAccumulationLimits({ cellLimitDollars: 150_000 });

    expect(await backfillExposure(w.ports)).toEqual({ counted: 4, removed: 2 });
    // Counted beyond today's lower limit: they are sold already.
    expect(cellTotal()).toBe(20_000_000);
    expect((await w.store.exposures.totals(['REGION#FL'])).get('REGION#FL')).toMatchObject({
      totalCents: 20_000_000,
      contracts: 2,
    });
    expect((await w.store.exposures.book('FL')).covers).toBe(1);
    expect(await w.store.exposures.legacyEntries()).toEqual([]);
    expect(await backfillExposure(w.ports)).toEqual({ counted: 0, removed: 0 });
    expect(cellTotal()).toBe(20_000_000);
  });
});
