/**
 * The agents' policy lists (docs/requirements.md#policy-lists): getPolicies answers, one page at a
 * time from the organisation's policy index, the bound policies the caller may see: an agent
 * their own, the primary agent and the super admin the agency's, another agency nothing, an admin
 * a refusal; search by policy number or insured; the expiring window.
 */
import { addDays, contractHistoryEvents, quotingToday } from '@almanac/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractRecord } from '../../functions/src/ports/index.js';
import { backfillPolicyIndex } from '../../functions/src/use-cases/contracts/backfill-policy-index.js';
import { graphql } from '../support/graphql/index.js';
import { expectData, expectError, send } from './support/api.js';
import { repositories } from './support/claims.js';
import { table } from './support/db.js';
import { agencyTeam, agencyWithAdmin, joinAs, type Member } from './support/team.js';

const GET_POLICIES = graphql(`
  query TestPolicies($search: String, $expiringSoon: Boolean, $limit: Int, $nextToken: String) {
    getPolicies(search: $search, expiringSoon: $expiringSoon, limit: $limit, nextToken: $nextToken) {
      items {
        contractId
        quoteId
        policyNumber
        insuredName
        program
        programTitle
        startDate
        endDate
        limit
        status
        indexState
      }
      nextToken
    }
  }
`);

let seq = 0;
const today = quotingToday(new Date());
/** Every contract this file wrote: removed after it, so that a settlement run by another file on the shared stack does not meet policies without a quote. */
const written: string[] = [];
afterAll(async () => {
  for (const id of written) await table().remove(`CONTRACT#${id}`, 'CONTRACT');
});

/** A bound policy of `agent` in `orgId`, written as binding writes it (the contract only). */
async function policy(
  agent: Member,
  orgId: string,
  options: {
    endIn: number;
    startIn?: number;
    legalName?: string;
    status?: 'APPROVED' | 'CANCELLED' | 'DRAFT' | 'AWAITING_AGENT';
  },
) {
  const id = `pl-${Date.now().toString(36)}-${(seq++).toString(36)}`;
  const at = new Date().toISOString();
  const policyNumber = `ALM-HPC-2026-P${String(seq).padStart(5, '0')}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const contract: ContractRecord = {
    id,
    quoteId: `${id}-quote`,
    status: options.status ?? 'APPROVED',
    version: 1,
    program: 'HPC',
    agentId: agent.userId,
    organizationId: orgId,
    clientId: `${id}-client`,
    createdAt: at,
    updatedAt: at,
    applicationDeadline: addDays(today, (options.startIn ?? options.endIn - 90) - 15),
    riskPeriod: {
      startDate: addDays(today, options.startIn ?? options.endIn - 90),
      endDate: addDays(today, options.endIn),
    },
    limitCents: 10_000_000,
    entityInformation: {
      legalName: options.legalName ?? 'Gulf Coast Growers',
      contactFirstName: 'Dana',
      contactLastName: 'Reyes',
      emails: [{ value: 'grower@example.com' }],
    },
    businessDetails: { businessType: 'OTHER', currency: 'USD', previousAnnualRevenue: [] },
    diligentSearchUpload: {},
    history: [contractHistoryEvents.started(at, 'test')],
    ...(options.status === 'DRAFT' || options.status === 'AWAITING_AGENT'
      ? {}
      : { boundAt: at, policyNumber, policyIssuedAt: at }),
  };
  expect(await repositories().contracts.putIfAbsent(contract)).toBe(true);
  written.push(id);
  return contract as ContractRecord & { policyNumber: string };
}

const list = (member: Member, variables: Parameters<typeof send<unknown, object>>[1] = {}) =>
  send(GET_POLICIES, variables as never, { token: member.token });

/** Every page, following nextToken; the numbers in order. */
async function allPages(member: Member, variables: Record<string, unknown>) {
  const numbers: string[] = [];
  const pages: number[] = [];
  let nextToken: string | null | undefined;
  do {
    const page = expectData(await list(member, { ...variables, nextToken })).getPolicies;
    numbers.push(...page.items.map((i) => i.policyNumber));
    pages.push(page.items.length);
    nextToken = page.nextToken;
  } while (nextToken && pages.length < 20);
  return { numbers, pages };
}

describe('getPolicies', () => {
  let team: Awaited<ReturnType<typeof agencyTeam>>;
  let colleague: Member;
  let other: Member;
  let mine: (ContractRecord & { policyNumber: string })[];
  let colleagues: (ContractRecord & { policyNumber: string })[];

  beforeAll(async () => {
    team = await agencyTeam();
    const otherAgency = await agencyWithAdmin();
    [colleague, other] = await Promise.all([joinAs(team.admin, 'agent'), joinAs(otherAgency, 'agent')]);
    const orgId = team.admin.orgId;
    // 23 policies of the agent ending on different days, from 100 days ago to 120 days ahead.
    mine = [];
    for (let i = 0; i < 23; i++) mine.push(await policy(team.agent, orgId, { endIn: -100 + i * 10 }));
    colleagues = [
      await policy(colleague, orgId, { endIn: 12, legalName: 'Café Ñandú Holdings' }),
      await policy(colleague, orgId, { endIn: 25, status: 'CANCELLED' }),
    ];
    await policy(other, otherAgency.orgId, { endIn: 10, legalName: 'Other Agency Farms' });
  });

  it('pages an agent through their own policies, the latest period end first, with nextToken', async () => {
    const { numbers, pages } = await allPages(team.agent, { limit: 10 });
    expect(pages).toEqual([10, 10, 3]);
    const expected = [...mine].sort((a, b) => b.riskPeriod.endDate.localeCompare(a.riskPeriod.endDate));
    expect(numbers).toEqual(expected.map((c) => c.policyNumber));
    const first = expectData(await list(team.agent, { limit: 1 })).getPolicies.items[0]!;
    expect(first).toMatchObject({
      insuredName: 'Gulf Coast Growers',
      programTitle: 'Excess precipitation',
      limit: 100000,
      status: 'APPROVED',
      indexState: 'NOT_STARTED',
      endDate: addDays(today, 120),
    });
  });

  it("shows the primary agent and the super admin the agency's policies, a colleague only theirs, another agency none", async () => {
    const everyone = [...mine, ...colleagues].map((c) => c.policyNumber).sort();
    for (const manager of [team.primaryAgent, team.superAdmin])
      expect((await allPages(manager, { limit: 100 })).numbers.sort()).toEqual(everyone);
    expect((await allPages(colleague, {})).numbers.sort()).toEqual(
      colleagues.map((c) => c.policyNumber).sort(),
    );
    const foreign = expectData(await list(other)).getPolicies.items;
    expect(foreign.map((i) => i.insuredName)).toEqual(['Other Agency Farms']);
    expectError(await list(team.admin), 'INVALID_PERMISSIONS');
  });

  it('finds a policy by its number or by the insured (case and accents forgiven)', async () => {
    const target = mine[7]!;
    const byNumber = expectData(
      await list(team.agent, { search: target.policyNumber.toLowerCase() }),
    ).getPolicies;
    expect(byNumber.items.map((i) => i.policyNumber)).toEqual([target.policyNumber]);
    const byName = expectData(await list(team.primaryAgent, { search: 'cafe nandu' })).getPolicies;
    expect(byName.items.map((i) => i.policyNumber)).toEqual([colleagues[0]!.policyNumber]);
    // The agent does not see the colleague's policy even when searching for it.
    expect(expectData(await list(team.agent, { search: 'cafe nandu' })).getPolicies.items).toEqual([]);
  });

  it('lists the in-force policies ending within 30 days, soonest first', async () => {
    const { numbers } = await allPages(team.primaryAgent, { expiringSoon: true, limit: 2 });
    const within = [...mine, colleagues[0]!]
      .filter((c) => c.riskPeriod.endDate >= today && c.riskPeriod.endDate <= addDays(today, 30))
      .sort((a, b) => a.riskPeriod.endDate.localeCompare(b.riskPeriod.endDate));
    // Ends today, in 10, 12 (the colleague's), 20 and 30 days; the cancelled one (25) is left out.
    expect(within).toHaveLength(5);
    expect(numbers).toEqual(within.map((c) => c.policyNumber));
  });

  it('says what is wrong with a bad page token, limit or search', async () => {
    expectError(
      await list(team.agent, { nextToken: 'bm90LWEta2V5' }),
      'VALIDATION_ERROR',
      'nextToken is not valid: ask for the first page again',
    );
    expectError(await list(team.agent, { limit: 101 }), 'VALIDATION_ERROR');
    expectError(
      await list(team.agent, { search: 'x'.repeat(101) }),
      'VALIDATION_ERROR',
      'Search with at most 100 characters.',
    );
  });
});

const GET_IN_PROGRESS = graphql(`
  query TestApplicationsInProgress($limit: Int, $nextToken: String) {
    getApplicationsInProgress(limit: $limit, nextToken: $nextToken) {
      items {
        contractId
        quoteId
        status
        applicationDeadline
        programTitle
        limit
      }
      nextToken
    }
  }
`);

describe('getApplicationsInProgress (where Save and Exit lands)', () => {
  it('lists the drafts and sent-back applications the caller may see, nearest deadline first, and drops one once submitted', async () => {
    const team = await agencyTeam();
    const colleague = await joinAs(team.admin, 'agent');
    const orgId = team.admin.orgId;
    const later = await policy(team.agent, orgId, { endIn: 200, status: 'DRAFT' });
    const sooner = await policy(team.agent, orgId, { endIn: 150, status: 'AWAITING_AGENT' });
    const bound = await policy(team.agent, orgId, { endIn: 120 });
    const theirs = await policy(colleague, orgId, { endIn: 160, status: 'DRAFT' });
    const ids = async (member: Member, limit?: number) => {
      const out: string[] = [];
      let nextToken: string | null | undefined;
      do {
        const page = expectData(
          await send(GET_IN_PROGRESS, { limit, nextToken }, { token: member.token }),
        ).getApplicationsInProgress;
        out.push(...page.items.map((i) => i.contractId));
        nextToken = page.nextToken;
      } while (nextToken && out.length < 50);
      return out;
    };
    expect(await ids(team.agent, 1)).toEqual([sooner.id, later.id]);
    expect(await ids(colleague)).toEqual([theirs.id]);
    expect(await ids(team.primaryAgent)).toEqual([sooner.id, theirs.id, later.id]);
    expect(await ids(team.primaryAgent)).not.toContain(bound.id);
    expectError(await send(GET_IN_PROGRESS, {}, { token: team.admin.token }), 'INVALID_PERMISSIONS');

    // Signed and submitted: no longer the agent's to continue.
    const repos = repositories();
    const stored = (await repos.contracts.get(later.id))!;
    expect(await repos.contracts.replace({ ...stored, status: 'SUBMITTED' }, stored)).toBeTruthy();
    expect(await ids(team.agent)).toEqual([sooner.id]);
  });
});

describe('npm run ops -- backfill-policy-index (docs/operations.md#policy-list-backfill)', () => {
  it('lists a policy and a draft saved before the policy lists once the backfill has run', async () => {
    const team = await agencyTeam();
    const orgId = team.admin.orgId;
    const old = await policy(team.agent, orgId, { endIn: 40, legalName: 'Before The Lists Farm' });
    const draft = await policy(team.agent, orgId, { endIn: 140, status: 'DRAFT' });
    // As a save before issue 27 left them: no list keys.
    for (const id of [old.id, draft.id])
      await table().update({
        Key: { pk: `CONTRACT#${id}`, sk: 'CONTRACT' },
        UpdateExpression: 'REMOVE gsi3pk, gsi3sk, listing',
      });
    const numbers = async () =>
      expectData(await list(team.agent, { search: 'before the lists' })).getPolicies.items.map(
        (i) => i.policyNumber,
      );
    const drafts = async () =>
      expectData(
        await send(GET_IN_PROGRESS, {}, { token: team.agent.token }),
      ).getApplicationsInProgress.items.map((i) => i.contractId);
    expect(await numbers()).toEqual([]);
    expect(await drafts()).toEqual([]);

    const done = await backfillPolicyIndex({ contracts: repositories().contracts });
    expect(done.written).toBeGreaterThanOrEqual(2);
    expect(await numbers()).toEqual([old.policyNumber]);
    expect(await drafts()).toEqual([draft.id]);
    // The contracts themselves are as they were.
    expect(await repositories().contracts.get(old.id)).toEqual(old);
  });
});
