import { claimMessages, computeSettlement, epochDayOfIso, operationsMessages } from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { bindingWorld, callerOf, callers, failure } from '../contracts/binding-test-world.js';
import type { Caller } from '../caller.js';
import type { InMemoryWorld } from '../testing/in-memory-ports.js';
import { boundPolicy, lossReport } from './claims-test-world.js';
import { getClaim, getClaims } from './get-claims.js';
import { getPolicyIndex } from './get-policy-index.js';
import { reviewClaim } from './review-claim.js';
import { runSettlementJob, SETTLEMENT_PAGE_SIZE } from './settle-policies.js';

let w: InMemoryWorld;
beforeEach(async () => {
  w = await bindingWorld();
});

const PAYS = { trigger: 1, exhaust: 100 };
const NEVER = { trigger: 500, exhaust: 600 };
const AFTER = '2026-09-20T20:00:00.000Z';
const kinds = (address: string) => w.mail.to(address).map((m) => m.meta?.kind);

/** The settlement computed independently: the same series from the weather source, core's engine. */
async function expectedSettlement(quote: Awaited<ReturnType<typeof boundPolicy>>['quote']) {
  const series = await w.weather.dailySeries(
    quote.data.datasetId,
    quote.locations.map((l) => l.cell),
    quote.riskPeriod.startDate,
    quote.riskPeriod.endDate,
  );
  const result = computeSettlement({
    program: quote.program,
    period: quote.riskPeriod,
    locations: quote.locations.map((l, i) => ({ weight: l.weight, series: series[i]!.series })),
    dailyCapIn: quote.index.dailyCapIn,
    terms: quote.option,
  });
  if (!result.complete) throw new Error('incomplete');
  return result;
}

describe('the settlement job', () => {
  it('the application’s other client addresses receive copies of the policyholder’s notices (issue 27, 13)', async () => {
    const emails = [
      { value: 'dana@example.com' },
      { value: 'Books@Acme.test' },
      { value: 'books@acme.test' },
    ];
    const pays = await boundPolicy(w, {
      terms: PAYS,
      contract: { entityInformation: { legalName: 'Acme Farms', emails } },
    });
    w.clock.set(AFTER);
    await runSettlementJob(w.ports);
    expect(kinds('books@acme.test')).toEqual(['claim-opened-policyholder']);
    const copy = w.mail.last('books@acme.test');
    expect(copy.id).toBe(`claim-opened-${pays.contract.id}-policyholder-copy-1`);
    expect(copy.meta?.links ?? []).toEqual([]);
    expect(kinds('dana@example.com')).toEqual(['claim-opened-policyholder']);
  });

  it('settles ended policies once: a claim when it pays, closed when not, e-mails; a second run settles nothing', async () => {
    const pays = await boundPolicy(w, { terms: PAYS });
    const none = await boundPolicy(w, { terms: NEVER });
    const signed = await lossReport(w, none.contract, 'NEEDS_REVIEW');
    const draft = await lossReport(w, none.contract, 'DRAFT');
    w.clock.set(AFTER);
    const report = await runSettlementJob(w.ports);
    expect(report).toMatchObject({ date: '2026-09-20', waiting: [], lost: [], failed: [] });
    const expected = await expectedSettlement(pays.quote);
    expect(expected.payoutCents).toBeGreaterThan(0);
    expect(new Set(report.settled)).toEqual(
      new Set([
        { contractId: pays.contract.id, outcome: 'CLAIM_OPENED', payoutCents: expected.payoutCents },
        { contractId: none.contract.id, outcome: 'CLOSED_NO_PAYOUT', payoutCents: 0 },
      ]),
    );
    const settled = (await w.store.contracts.get(pays.contract.id))!;
    expect(settled.settlement).toMatchObject({
      outcome: 'CLAIM_OPENED',
      index: expected.index,
      payoutCents: expected.payoutCents,
      trigger: 1,
      exhaust: 100,
      daysUsed: 92,
      datasetId: pays.quote.data.datasetId,
      dataLatestDate: '2026-10-31',
      origin: 'demo',
      settledAt: AFTER,
    });
    expect(await w.store.claims.get(pays.contract.id)).toMatchObject({
      status: 'PENDING_REVIEW',
      payoutCents: expected.payoutCents,
      policyNumber: pays.contract.policyNumber,
      organizationId: 'org-1',
    });
    expect(await w.store.claims.get(none.contract.id)).toBeUndefined();
    expect((await w.store.contracts.get(none.contract.id))!.settlement).toMatchObject({
      outcome: 'CLOSED_NO_PAYOUT',
      payoutCents: 0,
    });
    // Zero payout: the signed loss report is complete; the draft stays a draft.
    expect((await w.store.forms.get(signed.id))!.status).toBe('COMPLETE');
    expect((await w.store.forms.get(draft.id))!.status).toBe('DRAFT');
    expect(kinds('agent-1@example.com')).toEqual(
      expect.arrayContaining(['claim-opened-agent', 'policy-closed-agent']),
    );
    expect(kinds('dana@example.com')).toEqual(
      expect.arrayContaining(['claim-opened-policyholder', 'policy-closed-policyholder']),
    );
    const opened = w.mail.to('agent-1@example.com').find((m) => m.meta?.kind === 'claim-opened-agent')!;
    expect(opened.subject).toContain(pays.contract.policyNumber!);
    expect(opened.text).toContain('Observed index');
    const sent = w.mail.sent.length;

    const again = await runSettlementJob(w.ports);
    expect(again).toMatchObject({ settled: [], waiting: [], failed: [] });
    expect(w.mail.sent.length).toBe(sent);
  });

  it('waits for the wait after the end, for the data to reach the end and for every day; replays no future day', async () => {
    const waiting = await boundPolicy(w, { period: { startDate: '2026-06-01', endDate: '2026-09-15' } });
    const behind = await boundPolicy(w, { period: { startDate: '2026-06-01', endDate: '2026-09-10' } });
    // 2026-09-19, a 7-day wait: the policy ended 2026-09-10 is due, but the data stops on 2026-09-09;
    // the one ended 2026-09-15 is not due before 2026-09-22.
    w.weather.latestDate = '2026-09-09';
    w.clock.set('2026-09-19T20:00:00.000Z');
    const first = await runSettlementJob(w.ports, { waitDays: 7 });
    expect(first.settled).toEqual([]);
    expect(first.waiting).toEqual([{ contractId: behind.contract.id, reason: 'DATA_BEHIND' }]);
    w.weather.latestDate = '2026-10-31';
    w.weather.missing.add(epochDayOfIso('2026-09-14'));
    w.clock.set('2026-10-01T20:00:00.000Z');
    const report = await runSettlementJob(w.ports, { waitDays: 7 });
    expect(report.waiting).toEqual([{ contractId: waiting.contract.id, reason: 'MISSING_DAYS' }]);
    expect(report.settled.map((s) => s.contractId)).toEqual([behind.contract.id]);
    // A replay of a past day applies that day's readiness; a future day is refused.
    w.weather.missing.clear();
    expect((await runSettlementJob(w.ports, { date: '2026-09-20', waitDays: 7 })).settled).toEqual([]);
    expect((await failure(runSettlementJob(w.ports, { date: '2026-10-02' }))).message).toBe(
      operationsMessages.futureJobDate,
    );
    expect(
      (await runSettlementJob(w.ports, { date: '2026-10-01' })).settled.map((s) => s.contractId),
    ).toEqual([waiting.contract.id]);
  });

  it('settles on the first data with no early-estimate day, and keeps the versions it used', async () => {
    const { contract } = await boundPolicy(w, { period: { startDate: '2026-06-01', endDate: '2026-09-10' } });
    w.clock.set('2026-09-25T20:00:00.000Z');
    // PRISM-style: provisional through 2026-09-08, the last days still the next-day estimate.
    w.weather.versions = {
      runs: [
        { from: '1948-01-01', to: '2026-03-31', status: 'stable' },
        { from: '2026-04-01', to: '2026-09-08', status: 'provisional', stamp: 'v3-2026-09-20' },
        { from: '2026-09-09', to: '2026-10-31', status: 'early', stamp: 'v1-2026-09-21' },
      ],
    };
    const first = await runSettlementJob(w.ports, { waitDays: 7 });
    expect(first.waiting).toEqual([{ contractId: contract.id, reason: 'DATA_EARLY' }]);
    // The provisional grids of those days arrive: it settles on them, for good.
    w.weather.versions = {
      runs: [
        { from: '1948-01-01', to: '2026-03-31', status: 'stable' },
        { from: '2026-04-01', to: '2026-10-31', status: 'provisional', stamp: 'v2-2026-09-24' },
      ],
    };
    const report = await runSettlementJob(w.ports, { waitDays: 7 });
    expect(report.settled.map((s) => s.contractId)).toEqual([contract.id]);
    expect((await w.store.contracts.get(contract.id))!.settlement!.dataVersions).toEqual({
      status: 'provisional',
      stableDays: 0,
      provisionalDays: 102,
      stamps: ['v2-2026-09-24'],
    });
    // A later stable release changes nothing: the policy is settled.
    w.weather.versions = { runs: [{ from: '1948-01-01', to: '2026-10-31', status: 'stable' }] };
    expect((await runSettlementJob(w.ports, { waitDays: 7 })).settled).toEqual([]);
  });

  it('reaches the ready policies behind more than a page of policies that are not ready', async () => {
    // One bound policy, imported again under other ids (as a bulk import would write them).
    const first = await boundPolicy(w, { period: { startDate: '2026-06-01', endDate: '2026-09-05' } });
    const stuck = [first.contract.id];
    for (let i = 0; i < SETTLEMENT_PAGE_SIZE; i++) {
      const id = `${first.contract.id}-copy-${String(i).padStart(3, '0')}`;
      await w.store.contracts.putIfAbsent({
        ...first.contract,
        id,
        policyNumber: `${first.contract.policyNumber}${i}`,
      });
      stuck.push(id);
    }
    const ready = await boundPolicy(w, { period: { startDate: '2026-09-07', endDate: '2026-09-10' } });
    // A day missing in the stuck policies' periods only: they wait, the later one settles.
    w.weather.missing.add(epochDayOfIso('2026-09-01'));
    w.clock.set(AFTER);
    const report = await runSettlementJob(w.ports, { waitDays: 7 });
    expect(report.waiting).toHaveLength(stuck.length);
    expect(report.settled.map((s) => s.contractId)).toEqual([ready.contract.id]);
  });

  it('one policy failing does not stop the others: it is logged and listed', async () => {
    const broken = await boundPolicy(w, { terms: PAYS });
    w.store.quotes.byId.delete(broken.quote.id);
    const fine = await boundPolicy(w, { terms: PAYS });
    w.clock.set(AFTER);
    const report = await runSettlementJob(w.ports);
    expect(report.failed).toEqual([broken.contract.id]);
    expect(report.settled.map((s) => s.contractId)).toEqual([fine.contract.id]);
    expect(w.logger.lines.some((l) => l.level === 'warn' && l.message === 'Settlement failed')).toBe(true);
  });

  it('finishes a settlement whose claim was written by a run that stopped, with that claim settlement', async () => {
    const { contract } = await boundPolicy(w, { terms: PAYS });
    w.clock.set(AFTER);
    await runSettlementJob(w.ports);
    const claim = (await w.store.claims.get(contract.id))!;
    // As if the contract write had not happened.
    const c = (await w.store.contracts.get(contract.id))!;
    w.store.contracts.byId.set(contract.id, { ...c, settlement: undefined, settledAt: undefined });
    // Until then nobody decides on the claim.
    const early = await failure(
      reviewClaim(w.ports, callers.internal, { id: contract.id, input: { decision: 'APPROVE' } }),
    );
    expect([early.code, early.message]).toEqual(['CONFLICT', claimMessages.notSettled]);
    w.clock.set('2026-09-21T20:00:00.000Z');
    const report = await runSettlementJob(w.ports);
    expect(report.settled.map((s) => s.contractId)).toEqual([contract.id]);
    expect((await w.store.contracts.get(contract.id))!.settlement).toEqual(claim.settlement);
  });
});

describe('getPolicyIndex', () => {
  const RUNNING = { startDate: '2026-10-01', endDate: '2027-03-31' };

  it('tracks a running policy: index to date, days, the historical range, points and the payout so far', async () => {
    const { contract } = await boundPolicy(w, { period: RUNNING, terms: PAYS });
    const index = await getPolicyIndex(w.ports, callers.agent, { contractId: contract.id });
    expect(index).toMatchObject({
      contractId: contract.id,
      policyNumber: contract.policyNumber,
      state: 'RUNNING',
      asOf: '2026-10-31',
      daysTotal: 182,
      daysElapsed: 31,
      daysRemaining: 151,
      lookBackYears: 10,
      unit: 'in',
      trigger: 1,
      exhaust: 100,
      dataOrigin: 'demo',
      settlement: null,
      claim: null,
    });
    expect(index.points).toHaveLength(31);
    expect(index.points[30]!.index).toBeCloseTo(index.indexToDate!, 10);
    expect(index.historicalMin!).toBeLessThanOrEqual(index.historicalMedian!);
    expect(index.historicalMedian!).toBeLessThanOrEqual(index.historicalMax!);
    expect(index.payoutToDate).toBeGreaterThan(0);
    expect(index.estimatedPayout).toBe(index.payoutToDate);
  });

  it('shows the settlement and the claim once settled', async () => {
    const { contract } = await boundPolicy(w, { terms: PAYS });
    w.clock.set(AFTER);
    await runSettlementJob(w.ports);
    const index = await getPolicyIndex(w.ports, callers.client, { contractId: contract.id });
    const settlement = (await w.store.contracts.get(contract.id))!.settlement!;
    expect(index.state).toBe('CLAIM_OPEN');
    expect(index.settlement).toMatchObject({ outcome: 'CLAIM_OPENED', payout: settlement.payoutCents / 100 });
    expect(index.estimatedPayout).toBe(settlement.payoutCents / 100);
    expect(index.claim).toMatchObject({ id: contract.id, status: 'PENDING_REVIEW' });
  });

  it('is for the agency, the policyholder and operations only', async () => {
    const { contract } = await boundPolicy(w, { period: RUNNING });
    const args = { contractId: contract.id };
    for (const caller of [
      callers.agent,
      callers.primary,
      callers.internal,
      callers.superAdmin,
      callers.client,
    ])
      expect((await getPolicyIndex(w.ports, caller, args)).contractId).toBe(contract.id);
    const scoped: Caller = { ...callers.client, contractId: contract.id };
    expect((await getPolicyIndex(w.ports, scoped, args)).contractId).toBe(contract.id);
    for (const caller of [callers.admin, callers.outsider, { ...callers.client, contractId: 'other' }])
      expect((await failure(getPolicyIndex(w.ports, caller, args))).code).toBe('INVALID_PERMISSIONS');
    expect((await failure(getPolicyIndex(w.ports, null, args))).code).toBe('UNAUTHORIZED');
    expect((await failure(getPolicyIndex(w.ports, callers.agent, { contractId: 'nope' }))).code).toBe(
      'INVALID_PERMISSIONS',
    );
    // Operations too: an unknown id answers as one the caller may not see (as getForm does).
    expect((await failure(getPolicyIndex(w.ports, callers.internal, { contractId: 'nope' }))).code).toBe(
      'INVALID_PERMISSIONS',
    );
    // Another client of the same agency.
    await w.store.users.create({
      ...(await w.store.users.get('client-1'))!,
      id: 'client-2',
      email: 'c2@example.com',
    });
    expect((await failure(getPolicyIndex(w.ports, callerOf('client-2', 'client'), args))).code).toBe(
      'INVALID_PERMISSIONS',
    );
  });

  it('answers RISK_API_ERROR when the weather source fails', async () => {
    const { contract } = await boundPolicy(w, { period: RUNNING });
    w.weather.failing = new Error('S3 down');
    expect((await failure(getPolicyIndex(w.ports, callers.agent, { contractId: contract.id }))).code).toBe(
      'RISK_API_ERROR',
    );
  });
});

describe('claims and their review', () => {
  async function openClaim(extra: Parameters<typeof boundPolicy>[1] = {}) {
    const policy = await boundPolicy(w, { terms: PAYS, ...extra });
    w.clock.set(AFTER);
    await runSettlementJob(w.ports);
    return policy.contract;
  }

  it('lists claims: operations by status oldest first, the agency its own, others refused', async () => {
    const a = await openClaim();
    const b = await openClaim();
    const ops = await getClaims(w.ports, callers.internal, {});
    expect(ops.items.map((c) => c.id)).toEqual([a.id, b.id]);
    expect(ops.count).toBe(2);
    expect(ops.items[0]).toMatchObject({ status: 'PENDING_REVIEW', unit: 'in', namedInsured: 'Acme Farms' });
    expect(
      (await getClaims(w.ports, callers.superAdmin, { pagination: { page: 2, limit: 1 } })).items.map(
        (c) => c.id,
      ),
    ).toEqual([b.id]);
    expect((await getClaims(w.ports, callers.internal, { status: 'APPROVED' })).items).toEqual([]);
    expect((await getClaims(w.ports, callers.agent, {})).count).toBe(2);
    expect((await getClaims(w.ports, callers.primary, {})).count).toBe(2);
    expect((await getClaims(w.ports, callers.outsider, {})).items).toEqual([]);
    for (const caller of [callers.admin, callers.client])
      expect((await failure(getClaims(w.ports, caller, {}))).code).toBe('INVALID_PERMISSIONS');
    expect((await failure(getClaims(w.ports, null, {}))).code).toBe('UNAUTHORIZED');
    expect((await failure(getClaims(w.ports, callers.internal, { status: 'OPEN' }))).code).toBe(
      'VALIDATION_ERROR',
    );
  });

  it('shows a claim to operations, the agency and the policyholder, with the signed loss reports', async () => {
    const c = await openClaim();
    await lossReport(w, c, 'NEEDS_REVIEW');
    await lossReport(w, c, 'DRAFT');
    for (const caller of [
      callers.internal,
      callers.superAdmin,
      callers.agent,
      callers.primary,
      callers.client,
    ]) {
      const claim = await getClaim(w.ports, caller, { id: c.id });
      expect(claim.lossReports.map((f) => f.status)).toEqual(['NEEDS_REVIEW']);
    }
    for (const caller of [callers.admin, callers.outsider])
      expect((await failure(getClaim(w.ports, caller, { id: c.id }))).code).toBe('INVALID_PERMISSIONS');
    const closed = await boundPolicy(w, { terms: NEVER });
    await runSettlementJob(w.ports);
    expect((await failure(getClaim(w.ports, callers.agent, { id: closed.contract.id }))).message).toBe(
      claimMessages.notFound,
    );
  });

  it('operations approve a claim (payable by eCheck without an ACH account, else ACH), once; forms and e-mails follow', async () => {
    const c = await openClaim();
    const form = await lossReport(w, c, 'NEEDS_REVIEW');
    const args = { id: c.id, input: { decision: 'APPROVE' } };
    for (const caller of [callers.agent, callers.primary, callers.admin, callers.client, callers.outsider])
      expect((await failure(reviewClaim(w.ports, caller, args))).code).toBe('INVALID_PERMISSIONS');
    // A super admin of the agency that sold it may not decide on it.
    const own = await failure(reviewClaim(w.ports, callers.sellingSuperAdmin, args));
    expect(own).toMatchObject({ code: 'INVALID_PERMISSIONS', message: claimMessages.selfReview });
    expect((await failure(reviewClaim(w.ports, null, args))).code).toBe('UNAUTHORIZED');
    expect(
      (await failure(reviewClaim(w.ports, callers.internal, { id: 'nope', input: { decision: 'APPROVE' } })))
        .code,
    ).toBe('NOT_FOUND');

    const approved = await reviewClaim(w.ports, callers.internal, args);
    expect(approved).toMatchObject({ status: 'APPROVED', payableMethod: 'eCheck', payableAccount: null });
    expect((await w.store.forms.get(form.id))!.status).toBe('APPROVED');
    expect(kinds('dana@example.com')).toContain('claim-approved-policyholder');
    expect(kinds('agent-1@example.com')).toContain('claim-approved-agent');
    expect(await failure(reviewClaim(w.ports, callers.superAdmin, args))).toMatchObject({
      code: 'CONFLICT',
      message: claimMessages.notPending,
    });

    // With an ACH account on file (the policy's payment): payable to it, masked.
    const ach = await openClaim({
      contract: {
        payment: {
          method: 'ACH',
          accountNumberCiphertext: 'x',
          routingNumberCiphertext: 'y',
          accountNumberLast4: '6789',
          routingNumberLast4: '0021',
          accountType: 'CHECKING',
          depositoryName: 'First Harbor Bank',
          namesOnTheAccount: 'Dana Reyes',
          authorization: {} as never,
          amountCents: 100,
          authorizedAt: '2026-05-01T10:00:00.000Z',
        },
      },
    });
    expect(
      await reviewClaim(w.ports, callers.superAdmin, { id: ach.id, input: { decision: 'APPROVE' } }),
    ).toMatchObject({
      payableMethod: 'ACH',
      payableAccount: '••••6789',
    });
  });

  it('rejects only with a reason; two racing reviews: one wins', async () => {
    const c = await openClaim();
    const form = await lossReport(w, c, 'NEEDS_REVIEW');
    expect(
      (await failure(reviewClaim(w.ports, callers.internal, { id: c.id, input: { decision: 'REJECT' } })))
        .message,
    ).toContain(claimMessages.reasonRequired);
    const results = await Promise.allSettled([
      reviewClaim(w.ports, callers.internal, {
        id: c.id,
        input: {
          decision: 'REJECT',
          reason: 'Data error',
          clientMessage: 'The index is within the trigger.',
        },
      }),
      reviewClaim(w.ports, callers.superAdmin, { id: c.id, input: { decision: 'APPROVE' } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason.code).toBe('CONFLICT');
    const stored = (await w.store.claims.get(c.id))!;
    expect((await w.store.forms.get(form.id))!.status).toBe(stored.status);
    if (stored.status === 'REJECTED') {
      // The internal reason is operations' only: the policyholder's view and e-mail carry the message.
      expect((await getClaim(w.ports, callers.internal, { id: c.id })).rejectionReason).toBe('Data error');
      const theirs = await getClaim(w.ports, callers.client, { id: c.id });
      expect(theirs).toMatchObject({
        rejectionReason: null,
        clientMessage: 'The index is within the trigger.',
      });
      const mail = w.mail.last('dana@example.com');
      expect(mail.text).toContain('The index is within the trigger.');
      expect(mail.text + mail.html).not.toContain('Data error');
    }
  });
});
