/**
 * Settlement and claims over HTTP (issue 15, docs/requirements.md#claims): bound policies over a
 * past period (written through the repository adapters, as an import would) settled by the daily
 * job on the local stack (twice: once), a claim when the policy pays and the policy closed when
 * not, with e-mails; the live index while a period runs and after; the claims list, a claim and
 * its review by operations, per role, with refusals and a race.
 */
import { claimMessages, addDays, quotingToday } from '@almanac/core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { main } from '../../functions/src/cli/jobs.js';
import { CURRENT_USER } from '../../web/src/lib/session/current-user.js';
import { demo, loginAs, registerConfirmedAgent } from './support/accounts.js';
import { expect401, expectData, expectError, send } from './support/api.js';
import { bindingAgent } from './support/applications.js';
import {
  GET_CLAIM,
  GET_CLAIMS,
  GET_POLICY_INDEX,
  REVIEW_CLAIM,
  repositories,
  runSettlement,
  writePolicy,
  type Repositories,
  type SettlementReport,
} from './support/claims.js';
import { table } from './support/db.js';
import { mailsTo, type Mail } from './support/mailbox.js';
import { priceHpc } from './support/quoter.js';
import { grantRole, internalUser, runJob, type Seller } from './support/underwriting.js';

/** Ended 2026-08-31: settled once its wait has passed (the demo climate reaches 2026-10-31). */
const ENDED = { startDate: '2026-06-01', endDate: '2026-08-31' };
/** Running: its data reaches 2026-10-31 (the demo climate's latest day). */
const RUNNING = { startDate: '2026-10-01', endDate: '2027-03-31' };
const PAYS = { trigger: 0.5, exhaust: 400 };
const NEVER = { trigger: 500, exhaust: 600 };

let repos: Repositories;
let agent: Seller;
let primary: Seller;
let ownSuperAdmin: Seller;
let otherSuperAdmin: Seller;
let outsider: Seller;
let internal: { token: string; userId: string };
const tokens = { admin: '', policyholder: '', otherClient: '' };
let policyholder: { id: string; email: string };
type Policy = Awaited<ReturnType<typeof writePolicy>>;
const policies = {} as Record<'pays' | 'none' | 'approve' | 'reject' | 'race' | 'running', Policy>;
let first: SettlementReport;
let second: SettlementReport;

beforeAll(async () => {
  repos = repositories();
  [agent, primary, ownSuperAdmin, otherSuperAdmin, outsider, internal] = await Promise.all([
    bindingAgent(),
    bindingAgent('primaryAgent'),
    bindingAgent('superAdmin'),
    bindingAgent('superAdmin'),
    bindingAgent(),
    internalUser(),
  ]);
  await table().moveToOrganization(primary.userId, agent.orgId);
  await table().moveToOrganization(ownSuperAdmin.userId, agent.orgId);
  tokens.admin = await loginAs(demo.admin);
  tokens.policyholder = await loginAs(demo.client);
  const me = expectData(await send(CURRENT_USER, {}, { token: tokens.policyholder })).currentUser;
  policyholder = { id: me._id, email: demo.client };
  const other = await registerConfirmedAgent();
  await grantRole(other.userId, 'client');
  tokens.otherClient = other.token;

  const [priced] = await priceHpc(agent.token);
  const owner = { agentId: agent.userId, organizationId: agent.orgId, clientId: policyholder.id };
  for (const name of ['pays', 'approve', 'reject', 'race'] as const)
    policies[name] = await writePolicy(repos, priced!.id, owner, { period: ENDED, terms: PAYS });
  policies.none = await writePolicy(repos, priced!.id, owner, { period: ENDED, terms: NEVER });
  policies.running = await writePolicy(repos, priced!.id, owner, { period: RUNNING, terms: PAYS });
  first = await runSettlement();
  second = await runSettlement();
  priced0 = priced!.id;
  owner0 = owner;
}, 120_000);
let priced0: string;
let owner0: Parameters<typeof writePolicy>[2];

const mine = (report: SettlementReport) =>
  report.settled.filter((s) => Object.values(policies).some((p) => p.contract.id === s.contractId));
/** The `kind` mail about a policy to an address (waits for the mail worker). */
const mailAbout = (email: string, kind: string, policyNumber: string): Promise<Mail> =>
  vi.waitFor(
    async () => {
      const found = (await mailsTo(email)).find((m) => m.kind === kind && m.subject.includes(policyNumber));
      if (!found) throw new Error(`no ${kind} mail about ${policyNumber} to ${email}`);
      return found;
    },
    { timeout: 10_000, interval: 150 },
  );
const index = (contractId: string, token: string) => send(GET_POLICY_INDEX, { contractId }, { token });
const claim = (id: string, token: string) => send(GET_CLAIM, { id }, { token });
const review = (
  id: string,
  token: string,
  input: { decision: string; reason?: string; clientMessage?: string },
) => send(REVIEW_CLAIM, { id, input }, { token });

describe('the settlement job', () => {
  it('settles each ended policy once: a claim when it pays, closed when not; a second run settles nothing', async () => {
    const ended = ['pays', 'approve', 'reject', 'race', 'none'] as const;
    expect(
      mine(first)
        .map((s) => s.contractId)
        .sort(),
    ).toEqual(ended.map((n) => policies[n].contract.id).sort());
    expect(first.failed).toEqual([]);
    expect(mine(second)).toEqual([]);
    const paid = first.settled.find((s) => s.contractId === policies.pays.contract.id)!;
    expect(paid.outcome).toBe('CLAIM_OPENED');
    expect(paid.payoutCents).toBeGreaterThan(0);
    expect(Number.isInteger(paid.payoutCents)).toBe(true);
    expect(first.settled.find((s) => s.contractId === policies.none.contract.id)).toMatchObject({
      outcome: 'CLOSED_NO_PAYOUT',
      payoutCents: 0,
    });
    // The running policy is not listed at all.
    expect(JSON.stringify(first)).not.toContain(policies.running.contract.id);

    const stored = (await repos.contracts.get(policies.pays.contract.id))!;
    expect(stored.settlement).toMatchObject({
      outcome: 'CLAIM_OPENED',
      payoutCents: paid.payoutCents,
      daysUsed: 92,
    });
    expect(stored.settledAt).toBe(stored.settlement!.settledAt);
    expect(await repos.claims.get(policies.pays.contract.id)).toMatchObject({
      status: 'PENDING_REVIEW',
      payoutCents: paid.payoutCents,
      organizationId: agent.orgId,
    });
    expect(await repos.claims.get(policies.none.contract.id)).toBeUndefined();
    expect((await repos.contracts.get(policies.none.contract.id))!.settlement).toMatchObject({
      outcome: 'CLOSED_NO_PAYOUT',
      payoutCents: 0,
    });
  });

  it('e-mails the agent and the policyholder: the claim opened, the policy closed with its index', async () => {
    const opened = policies.pays.contract.policyNumber;
    expect((await mailAbout(agent.email, 'claim-opened-agent', opened)).text).toContain('Observed index');
    expect((await mailAbout(policyholder.email, 'claim-opened-policyholder', opened)).text).toContain(
      'Your policy pays',
    );
    const closed = policies.none.contract.policyNumber;
    expect((await mailAbout(agent.email, 'policy-closed-agent', closed)).text).toContain('without a payout');
    await mailAbout(policyholder.email, 'policy-closed-policyholder', closed);
  });

  describe('npm run jobs -- settle', () => {
    let saved: NodeJS.ProcessEnv;
    beforeAll(() => {
      // The CLI talks to the stack's table and mail queue as the Lambda does (the demo climate).
      saved = { ...process.env };
      const { endpoints } = inject('stack');
      Object.assign(process.env, {
        AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
        AWS_ENDPOINT_URL_SQS: endpoints.sqs,
        AWS_ACCESS_KEY_ID: 'local',
        AWS_SECRET_ACCESS_KEY: 'local',
        LOG_LEVEL: 'WARN',
      });
    });
    afterAll(() => {
      process.env = saved;
    });
    const cli = async (args: string[]) => {
      const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const code = await main(args, { TABLE_NAME: inject('stack').tableName });
        return { code, printed: out.mock.calls.flat().join('\n'), errors: err.mock.calls.flat().join('\n') };
      } finally {
        out.mockRestore();
        err.mockRestore();
      }
    };

    it('settles for a day an operator names, and refuses a malformed one', async () => {
      const late = await writePolicy(repos, priced0, owner0, { period: ENDED, terms: NEVER });
      const today = quotingToday(new Date());
      const run = await cli(['settle', '--date', today]);
      expect(run.code, run.errors).toBe(0);
      const report = JSON.parse(run.printed) as SettlementReport;
      expect(report.date).toBe(today);
      expect(report.settled).toContainEqual({
        contractId: late.contract.id,
        outcome: 'CLOSED_NO_PAYOUT',
        payoutCents: 0,
      });
      expect((await cli(['settle', '--date', '2026-13-01'])).code).toBe(2);
      expect((await cli(['settle', 'extra'])).code).toBe(2);
    });
  });

  it('refuses a day that has not come', async () => {
    const res = await runJob('claims-settlement', addDays(quotingToday(new Date()), 2));
    expect(res.status).toBe(400);
  });
});

describe('getPolicyIndex', () => {
  it('tracks a running policy: the index to date, the days, the historical range and the payout so far', async () => {
    const live = expectData(await index(policies.running.contract.id, agent.token)).getPolicyIndex;
    expect(live).toMatchObject({
      state: 'RUNNING',
      asOf: '2026-10-31',
      daysTotal: 182,
      daysElapsed: 31,
      daysRemaining: 151,
      unit: 'in',
      trigger: PAYS.trigger,
      lookBackYears: 10,
      dataOrigin: 'demo',
    });
    expect(live.points).toHaveLength(31);
    expect(live.points.at(-1)!.index).toBeCloseTo(live.indexToDate, 6);
    expect(live.historicalMin).toBeLessThanOrEqual(live.historicalMedian);
    expect(live.historicalMedian).toBeLessThanOrEqual(live.historicalMax);
    expect(live.estimatedPayout).toBe(live.payoutToDate);
    expect(live.settlement ?? null).toBeNull();
  });

  it('shows the settlement and its claim after the period', async () => {
    const done = expectData(await index(policies.pays.contract.id, tokens.policyholder)).getPolicyIndex;
    const paid = first.settled.find((s) => s.contractId === policies.pays.contract.id)!;
    expect(done).toMatchObject({
      state: 'CLAIM_OPEN',
      daysElapsed: 92,
      daysRemaining: 0,
      estimatedPayout: paid.payoutCents / 100,
      settlement: { outcome: 'CLAIM_OPENED', payout: paid.payoutCents / 100, daysUsed: 92 },
      claim: { id: policies.pays.contract.id, status: 'PENDING_REVIEW' },
    });
    expect(done.settlement.index).toBeCloseTo(done.indexToDate, 6);
    const closed = expectData(await index(policies.none.contract.id, agent.token)).getPolicyIndex;
    expect(closed).toMatchObject({
      state: 'CLOSED',
      estimatedPayout: 0,
      settlement: { outcome: 'CLOSED_NO_PAYOUT' },
    });
  });

  it('is for the agency, the policyholder and operations only', async () => {
    const id = policies.running.contract.id;
    for (const token of [
      agent.token,
      primary.token,
      ownSuperAdmin.token,
      otherSuperAdmin.token,
      internal.token,
      tokens.policyholder,
    ])
      expect(expectData(await index(id, token)).getPolicyIndex.contractId).toBe(id);
    for (const token of [tokens.admin, outsider.token, tokens.otherClient])
      expectError(await index(id, token), 'INVALID_PERMISSIONS');
    expectError(await index('no-such-policy', agent.token), 'INVALID_PERMISSIONS');
    expect401(await send(GET_POLICY_INDEX, { contractId: id }, { none: true }));
    expectError(await send(GET_POLICY_INDEX, { contractId: id }), 'Unauthorized');
  });
});

describe('claims', () => {
  it('lists pending claims for operations oldest first, the agency its own, nobody else', async () => {
    const ids = ['pays', 'approve', 'reject', 'race'].map((n) => policies[n as 'pays'].contract.id);
    for (const token of [internal.token, otherSuperAdmin.token]) {
      const listed = expectData(await send(GET_CLAIMS, { pagination: { limit: 100 } }, { token })).getClaims;
      const ours = listed.items.filter((c) => ids.includes(c.id));
      expect(ours.map((c) => c.status)).toEqual([
        'PENDING_REVIEW',
        'PENDING_REVIEW',
        'PENDING_REVIEW',
        'PENDING_REVIEW',
      ]);
      const created = listed.items.map((c) => c.createdAt);
      expect(created).toEqual([...created].sort());
    }
    for (const token of [agent.token, primary.token]) {
      const listed = expectData(await send(GET_CLAIMS, {}, { token })).getClaims;
      expect(listed.items.map((c) => c.id).sort()).toEqual([...ids].sort());
      expect(listed.count).toBe(4);
    }
    expect(expectData(await send(GET_CLAIMS, {}, { token: outsider.token })).getClaims.count).toBe(0);
    for (const token of [tokens.admin, tokens.policyholder])
      expectError(await send(GET_CLAIMS, {}, { token }), 'INVALID_PERMISSIONS');
    expectError(await send(GET_CLAIMS, { status: 'OPEN' }, { token: internal.token }), 'VALIDATION_ERROR');
    expect401(await send(GET_CLAIMS, {}, { none: true }));
  });

  it('shows a claim to operations, the agency and the policyholder', async () => {
    const id = policies.pays.contract.id;
    for (const token of [
      internal.token,
      otherSuperAdmin.token,
      ownSuperAdmin.token,
      agent.token,
      primary.token,
      tokens.policyholder,
    ]) {
      const shown = expectData(await claim(id, token)).getClaim;
      expect(shown).toMatchObject({
        id,
        contractId: id,
        status: 'PENDING_REVIEW',
        policyNumber: policies.pays.contract.policyNumber,
        namedInsured: 'Gulf Coast Growers',
        riskPeriodStart: ENDED.startDate,
        riskPeriodEnd: ENDED.endDate,
        unit: 'in',
        settlement: { outcome: 'CLAIM_OPENED', daysUsed: 92, dataOrigin: 'demo' },
        lossReports: [],
      });
      expect(shown.payout).toBe(shown.settlement.payout);
    }
    for (const token of [tokens.admin, outsider.token, tokens.otherClient])
      expectError(await claim(id, token), 'INVALID_PERMISSIONS');
    expectError(await claim(policies.none.contract.id, agent.token), 'NOT_FOUND', claimMessages.notFound);
    expect401(await send(GET_CLAIM, { id }, { none: true }));
  });

  it('operations approve a claim once (payable by eCheck: no ACH account on file); a super admin of the selling agency may not', async () => {
    const p = policies.approve.contract;
    for (const token of [agent.token, primary.token, tokens.admin, tokens.policyholder, outsider.token])
      expectError(await review(p.id, token, { decision: 'APPROVE' }), 'INVALID_PERMISSIONS');
    expectError(
      await review(p.id, ownSuperAdmin.token, { decision: 'APPROVE' }),
      'INVALID_PERMISSIONS',
      claimMessages.selfReview,
    );
    expect401(await send(REVIEW_CLAIM, { id: p.id, input: { decision: 'APPROVE' } }, { none: true }));
    expectError(await review('no-such-claim', internal.token, { decision: 'APPROVE' }), 'NOT_FOUND');

    const approved = expectData(await review(p.id, internal.token, { decision: 'APPROVE' })).reviewClaim;
    expect(approved).toMatchObject({ status: 'APPROVED', payableMethod: 'eCheck', payableAccount: null });
    expectError(
      await review(p.id, otherSuperAdmin.token, { decision: 'REJECT', reason: 'Too late' }),
      'CONFLICT',
      claimMessages.notPending,
    );
    expect(
      (await mailAbout(policyholder.email, 'claim-approved-policyholder', p.policyNumber)).text,
    ).toContain('payable by eCheck');
    await mailAbout(agent.email, 'claim-approved-agent', p.policyNumber);
    expect(expectData(await index(p.id, agent.token)).getPolicyIndex.state).toBe('PAID');
  });

  it('rejects a claim only with a reason, which operations keep; the policyholder is told the message to them', async () => {
    const p = policies.reject.contract;
    expectError(
      await review(p.id, internal.token, { decision: 'REJECT' }),
      'VALIDATION_ERROR',
      claimMessages.reasonRequired,
    );
    expectError(await review(p.id, internal.token, { decision: 'REJECT', reason: 'no' }), 'VALIDATION_ERROR');
    expectError(await review(p.id, internal.token, { decision: 'MAYBE' }), 'VALIDATION_ERROR');
    const rejected = expectData(
      await review(p.id, otherSuperAdmin.token, {
        decision: 'REJECT',
        reason: 'The station data was revised',
        clientMessage: 'The final index did not reach the trigger.',
      }),
    ).reviewClaim;
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectionReason: 'The station data was revised' });
    expect(expectData(await claim(p.id, tokens.policyholder)).getClaim).toMatchObject({
      rejectionReason: null,
      clientMessage: 'The final index did not reach the trigger.',
    });
    const mail = await mailAbout(policyholder.email, 'claim-rejected-policyholder', p.policyNumber);
    expect(mail.text).toContain('The final index did not reach the trigger.');
    expect(mail.text).not.toContain('The station data was revised');
    expect(expectData(await index(p.id, tokens.policyholder)).getPolicyIndex.state).toBe('CLAIM_REJECTED');
  });

  it('of two racing reviews exactly one wins', async () => {
    const p = policies.race.contract;
    const results = await Promise.all([
      review(p.id, internal.token, { decision: 'APPROVE' }),
      review(p.id, otherSuperAdmin.token, { decision: 'REJECT', reason: 'Duplicate claim' }),
    ]);
    expect(results.filter((r) => r.data?.reviewClaim).length).toBe(1);
    expect(results.filter((r) => r.errors?.[0]?.errorType === 'CONFLICT').length).toBe(1);
  });
});
