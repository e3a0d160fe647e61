import {
  addDays,
  formatUsDate,
  isPolicyNumber,
  operationsMessages,
  quotingToday,
  reviewMessages,
  type AppError,
} from '@almanac/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InMemoryWorld } from '../testing/in-memory-ports.js';
import {
  bindingWorld,
  callers,
  clientReviewed,
  draft,
  failure,
  NOW,
  setStatus,
  signed,
} from './binding-test-world.js';
import { getContract } from './get-contract.js';
import { getContractByPolicyId } from './get-contract-by-policy.js';
import { getContractsForReview } from './get-contracts-for-review.js';
import { getSignedUrl } from './get-signed-url.js';
import { markWirePaymentReceived } from './mark-wire-received.js';
import { reviewContract } from './review-contract.js';

let w: InMemoryWorld;
beforeEach(async () => {
  w = await bindingWorld();
});

const refusedRoles = [callers.agent, callers.primary, callers.admin, callers.client, callers.outsider];
const approve = (contract: string, who = callers.internal, reviewDescription?: string) =>
  reviewContract(w.ports, who, { contract, input: { isApproved: true, reviewDescription } });
const reject = (
  contract: string,
  reviewDescription?: string,
  who = callers.internal,
  clientMessage?: string,
) =>
  reviewContract(w.ports, who, { contract, input: { isApproved: false, reviewDescription, clientMessage } });
const wire = { reference: 'FED-2026-1121-0042', receivedDate: '2026-11-21' };

describe('getContractsForReview', () => {
  it('lists pending approvals and client-reviewed contracts of every agency, oldest first, for underwriters only', async () => {
    const first = await signed(w);
    w.clock.advance(60_000);
    const second = await signed(w);
    w.clock.advance(60_000);
    const reviewed = await clientReviewed(w);
    await draft(w);
    expect(first.status).toBe('PENDING_APPROVAL');
    for (const who of [callers.internal, callers.superAdmin]) {
      const queue = await getContractsForReview(w.ports, who, {});
      expect(queue.items.map((c) => [c.id, c.status]).sort()).toEqual(
        [
          [first.id, 'PENDING_APPROVAL'],
          [second.id, 'PENDING_APPROVAL'],
          [reviewed.id, 'CLIENT_REVIEWED'],
        ].sort(),
      );
      expect(queue.nextToken).toBeNull();
      expect(queue.items.find((c) => c.id === first.id)!.underwritingReasons).toEqual(['DEMO_DATA']);
    }
    const onlyPayment = await getContractsForReview(w.ports, callers.internal, {
      statuses: ['CLIENT_REVIEWED'],
    });
    expect(onlyPayment.items.map((c) => c.id)).toEqual([reviewed.id]);

    // A page at a time: every application once, each page read from the index, not the whole status.
    const read = vi.spyOn(w.ports.contracts, 'listByStatus');
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof getContractsForReview>> = await getContractsForReview(
        w.ports,
        callers.internal,
        { limit: 1, nextToken },
      );
      expect(page.items).toHaveLength(1);
      seen.push(page.items[0]!.id);
      nextToken = page.nextToken;
    } while (nextToken);
    expect(seen.sort()).toEqual([first.id, second.id, reviewed.id].sort());
    for (const call of read.mock.calls) expect(call[2]).toBe(2);
    read.mockRestore();
    expect(
      await failure(getContractsForReview(w.ports, callers.internal, { nextToken: 'not-a-token' })),
    ).toMatchObject({ code: 'VALIDATION_ERROR', message: operationsMessages.queueNextToken });
    expect(await failure(getContractsForReview(w.ports, callers.internal, { limit: 500 }))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: operationsMessages.queueLimit,
    });
    for (const who of refusedRoles)
      expect((await failure(getContractsForReview(w.ports, who, {}))).code).toBe('INVALID_PERMISSIONS');
    expect((await failure(getContractsForReview(w.ports, null, {}))).code).toBe('UNAUTHORIZED');
  });

  it("lets underwriters download every application's signed PDF; other agencies' sellers still not", async () => {
    const c = (await w.store.contracts.get((await signed(w)).id))!;
    const file = c.applicationDocument!.id;
    // super-1 is a super admin of another agency.
    for (const who of [callers.internal, callers.superAdmin])
      expect(await getSignedUrl(w.ports, who, { file })).toContain(c.applicationDocument!.key);
    for (const who of [callers.outsider, callers.admin])
      expect((await failure(getSignedUrl(w.ports, who, { file }))).code).toBe('INVALID_PERMISSIONS');
  });

  it('lets underwriters open any application with getContract, also once it has left the queue', async () => {
    const c = await signed(w);
    await reject(c.id, 'Outside our appetite');
    for (const who of [callers.internal, callers.superAdmin])
      expect(await getContract(w.ports, who, { id: c.id })).toMatchObject({
        id: c.id,
        status: 'REJECTED',
        reviewDetails: { isApproved: false, reviewDescription: 'Outside our appetite' },
      });
    expect((await failure(getContract(w.ports, callers.internal, { id: 'nope' }))).code).toBe('NOT_FOUND');
    for (const who of [callers.outsider, callers.admin, callers.client])
      expect((await failure(getContract(w.ports, who, { id: c.id }))).code).toBe('INVALID_PERMISSIONS');
  });

  it('refuses statuses the queue does not list', async () => {
    for (const statuses of [['DRAFT'], ['APPROVED'], ['EXPIRED'], ['nonsense']])
      expect(await failure(getContractsForReview(w.ports, callers.internal, { statuses }))).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: operationsMessages.statuses,
      });
  });

  it('reads the role from the stored user, not the session', async () => {
    // A session that still says internal, of a user who is an agent now.
    const stale = { ...callers.agent, role: 'internal' as const };
    expect((await failure(getContractsForReview(w.ports, stale, {}))).code).toBe('INVALID_PERMISSIONS');
  });
});

describe('reviewContract', () => {
  it('approving invites the client (AWAITING_CLIENT) and tells the agent', async () => {
    const c = await signed(w);
    const approved = await approve(c.id, callers.internal, 'Demo data acceptable for this pilot.');
    expect(approved).toMatchObject({
      status: 'AWAITING_CLIENT',
      reviewDetails: {
        isApproved: true,
        reviewDate: NOW,
        reviewBy: 'Avery ops-1',
        reviewDescription: 'Demo data acceptable for this pilot.',
      },
    });
    expect(approved.reviewInvitationSentAt).toBe(NOW);
    expect(approved.history.map((e) => e.eventName).slice(-2)).toEqual([
      'Application approved by an underwriter',
      'Review invitation e-mailed to the client',
    ]);
    expect(w.mail.last('dana@example.com').meta?.kind).toBe('client-review-contract');
    const toAgent = w.mail.last('agent-1@example.com');
    expect(toAgent.meta?.kind).toBe('application-approved');
    // The internal notes stay with operations: not in the agent's e-mail.
    expect(toAgent.text).not.toContain('Demo data acceptable for this pilot.');
    expect(toAgent.meta?.links).toEqual([`https://almanac.test/quotes/${c.quoteId}`]);
    expect((await w.store.contracts.get(c.id))!.reviewDetails?.reviewBy).toBe('ops-1');
  });

  it('rejecting needs internal notes, records them and tells the agent and the client only the message to the client', async () => {
    const c = await signed(w);
    for (const reviewDescription of [undefined, '', '   '])
      expect(await failure(reject(c.id, reviewDescription))).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: reviewMessages.reviewDescriptionRequired,
      });
    const notes = 'Internal: agent keeps pushing limits, watch this agency.';
    const rejected = await reject(c.id, notes, callers.superAdmin, '  We cannot offer this limit\u202E.  ');
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      reviewDetails: {
        isApproved: false,
        reviewDescription: notes,
        clientMessage: 'We cannot offer this limit .',
      },
    });
    expect(rejected.history.at(-1)!.eventName).toBe('Application rejected by an underwriter');
    expect(rejected.history.at(-1)!.description).not.toContain('Internal');
    for (const address of ['agent-1@example.com', 'dana@example.com']) {
      const mail = w.mail.last(address);
      expect(mail.meta?.kind).toBe('application-rejected');
      expect(mail.text).toContain('We cannot offer this limit .');
      expect(mail.text + mail.html + mail.subject).not.toContain('Internal');
    }
    // The agent's view of the application: the message, never the notes.
    const agentView = await getContract(w.ports, callers.agent, { id: c.id });
    expect(agentView.reviewDetails).toMatchObject({
      reviewDescription: '',
      clientMessage: 'We cannot offer this limit .',
    });
    expect(JSON.stringify(agentView)).not.toContain('Internal');
    expect(w.mail.to('dana@example.com').map((m) => m.meta?.kind)).toEqual(['application-rejected']);
  });

  it('only underwriters decide, never on an application they sold, only while it is pending', async () => {
    const c = await signed(w);
    for (const who of refusedRoles)
      expect((await failure(approve(c.id, who))).code).toBe('INVALID_PERMISSIONS');
    expect((await failure(approve('no-such-contract'))).code).toBe('NOT_FOUND');

    const own = await signed(w, callers.sellingSuperAdmin);
    expect(own.status).toBe('PENDING_APPROVAL');
    expect(await failure(approve(own.id, callers.sellingSuperAdmin))).toMatchObject({
      code: 'INVALID_PERMISSIONS',
      message: reviewMessages.selfReview,
    });
    // Nor on one a colleague of their agency sold.
    const colleagues = await signed(w);
    expect(await failure(approve(colleagues.id, callers.sellingSuperAdmin))).toMatchObject({
      code: 'INVALID_PERMISSIONS',
      message: reviewMessages.selfReview,
    });
    // Another underwriter may.
    expect((await approve(own.id, callers.internal)).status).toBe('AWAITING_CLIENT');

    await approve(c.id);
    expect(await failure(reject(c.id, 'Too late'))).toMatchObject({
      code: 'CONFLICT',
      message: operationsMessages.notPendingApproval,
    });
    const d = await draft(w);
    expect((await failure(approve(d.id))).code).toBe('CONFLICT');
  });

  it('of two racing decisions exactly one wins; the loser changes nothing and sends nothing', async () => {
    const c = await signed(w);
    const results = await Promise.allSettled([approve(c.id), reject(c.id, 'No', callers.superAdmin)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((lost.reason as AppError).code).toBe('CONFLICT');
    const stored = (await w.store.contracts.get(c.id))!;
    const decisions = w.mail.to('agent-1@example.com').filter((m) => m.meta?.kind !== undefined);
    expect(decisions).toHaveLength(1);
    expect(stored.status).toBe(
      decisions[0]!.meta?.kind === 'application-approved' ? 'AWAITING_CLIENT' : 'REJECTED',
    );
  });

  it('a failed invitation leaves the approval recorded (SUBMITTED) for the sweeper', async () => {
    const c = await signed(w);
    const send = w.mail.send.bind(w.mail);
    w.mail.send = async (mail) => {
      if (mail.meta?.kind === 'client-review-contract') throw new Error('queue down');
      return send(mail);
    };
    const approved = await approve(c.id);
    expect(approved.status).toBe('SUBMITTED');
    expect(w.logger.lines.map((l) => l.message)).toContain(
      'Review invitation after approval failed; the sweeper sends it',
    );
  });
});

describe('markWirePaymentReceived', () => {
  it('binds a client-reviewed contract with a WIRE payment of the amount due, and issues the policy', async () => {
    const c = await clientReviewed(w);
    const bound = await markWirePaymentReceived(w.ports, callers.internal, { contract: c.id, input: wire });
    expect(bound.status).toBe('APPROVED');
    expect(bound.policyNumber).toMatch(/^ALM-HPC-2027-[0-9A-Z]{9}$/);
    expect(isPolicyNumber(bound.policyNumber!)).toBe(true);
    expect(bound.payment).toMatchObject({
      method: 'WIRE',
      amount: bound.prices.totalDue,
      maskedAccountNumber: null,
    });
    const stored = (await w.store.contracts.get(c.id))!;
    expect(stored.payment).toMatchObject({ method: 'WIRE', ...wire, recordedBy: 'ops-1' });
    expect(stored.policyIssuedAt).toBeTruthy();
  });

  it('refuses a received date before the application was submitted, or in the future, and binds nothing', async () => {
    const c = await clientReviewed(w);
    const submittedDay = quotingToday(new Date(c.submittedAt!));
    for (const [receivedDate, message] of [
      ['2019-03-04', operationsMessages.wireBeforeApplication(formatUsDate(submittedDay))],
      [addDays(submittedDay, -1), operationsMessages.wireBeforeApplication(formatUsDate(submittedDay))],
      ['2031-01-01', operationsMessages.wireInFuture],
    ] as const)
      expect(
        await failure(
          markWirePaymentReceived(w.ports, callers.internal, {
            contract: c.id,
            input: { ...wire, receivedDate },
          }),
        ),
      ).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect((await w.store.contracts.get(c.id))!).toMatchObject({ status: 'CLIENT_REVIEWED' });
    expect((await w.store.contracts.get(c.id))!.payment).toBeUndefined();
    // The day it was submitted is the earliest day it binds on.
    const bound = await markWirePaymentReceived(w.ports, callers.internal, {
      contract: c.id,
      input: { ...wire, receivedDate: submittedDay },
    });
    expect(bound.status).toBe('APPROVED');
  });

  it('refuses other roles, the seller, other statuses, a wire after the due date or in the future', async () => {
    const c = await clientReviewed(w);
    const pending = await signed(w);
    for (const who of refusedRoles)
      expect(
        (await failure(markWirePaymentReceived(w.ports, who, { contract: c.id, input: wire }))).code,
      ).toBe('INVALID_PERMISSIONS');
    expect(
      (
        await failure(
          markWirePaymentReceived(w.ports, callers.internal, {
            contract: c.id,
            input: { ...wire, reference: ' ' },
          }),
        )
      ).code,
    ).toBe('VALIDATION_ERROR');
    expect(
      await failure(
        markWirePaymentReceived(w.ports, callers.internal, {
          contract: c.id,
          input: { ...wire, receivedDate: '2026-12-18' },
        }),
      ),
    ).toMatchObject({ code: 'VALIDATION_ERROR', message: operationsMessages.wireInFuture });
    w.clock.set('2026-12-20T20:00:00.000Z');
    expect(
      await failure(
        markWirePaymentReceived(w.ports, callers.internal, {
          contract: c.id,
          input: { ...wire, receivedDate: '2026-12-18' },
        }),
      ),
    ).toMatchObject({ code: 'CONFLICT', message: operationsMessages.wireAfterDueDate('2026-12-17') });
    // On the due date itself it still binds.
    const bound = await markWirePaymentReceived(w.ports, callers.superAdmin, {
      contract: c.id,
      input: { ...wire, receivedDate: '2026-12-17' },
    });
    expect(bound.status).toBe('APPROVED');
    expect(
      await failure(markWirePaymentReceived(w.ports, callers.internal, { contract: c.id, input: wire })),
    ).toMatchObject({ code: 'CONFLICT', message: operationsMessages.notAwaitingPayment });

    expect(
      (
        await failure(
          markWirePaymentReceived(w.ports, callers.internal, { contract: pending.id, input: wire }),
        )
      ).code,
    ).toBe('CONFLICT');
  });

  it('refuses an underwriter recording the wire of an application they sold', async () => {
    const own = await signed(w, callers.sellingSuperAdmin);
    await setStatus(w, own.id, 'CLIENT_REVIEWED');
    expect(
      await failure(
        markWirePaymentReceived(w.ports, callers.sellingSuperAdmin, { contract: own.id, input: wire }),
      ),
    ).toMatchObject({ code: 'INVALID_PERMISSIONS', message: reviewMessages.selfReview });
  });

  it('of two racing wires one binds, the other is CONFLICT: one policy number', async () => {
    const c = await clientReviewed(w);
    const results = await Promise.allSettled([
      markWirePaymentReceived(w.ports, callers.internal, { contract: c.id, input: wire }),
      markWirePaymentReceived(w.ports, callers.superAdmin, { contract: c.id, input: wire }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      ((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason as AppError).code,
    ).toBe('CONFLICT');
    expect(w.store.commissions.byId.size).toBe(1);
  });
});

describe('getContractByPolicyId', () => {
  it("answers the bound contract with getContract's visibility", async () => {
    const c = await clientReviewed(w);
    const bound = await markWirePaymentReceived(w.ports, callers.internal, { contract: c.id, input: wire });
    const policyId = bound.policyNumber!;
    for (const who of [callers.agent, callers.primary])
      expect((await getContractByPolicyId(w.ports, who, { policyId })).id).toBe(c.id);
    expect(await getContractByPolicyId(w.ports, callers.agent, { policyId })).toEqual(
      await getContract(w.ports, callers.agent, { id: c.id }),
    );
    for (const who of [callers.outsider, callers.admin])
      expect((await failure(getContractByPolicyId(w.ports, who, { policyId }))).code).toBe(
        'INVALID_PERMISSIONS',
      );
    // Its policyholder, signed in, reads their own policy (the client's view; issue 27 item 12).
    const own = await getContractByPolicyId(w.ports, callers.client, { policyId });
    expect(own).toMatchObject({ id: c.id, underwritingReasons: [] });
    // Unknown and malformed numbers answer as an unknown contract does.
    for (const unknown of ['ALM-HPC-2027-999999', 'not-a-policy'])
      expect((await failure(getContractByPolicyId(w.ports, callers.agent, { policyId: unknown }))).code).toBe(
        'INVALID_PERMISSIONS',
      );
    expect((await failure(getContractByPolicyId(w.ports, null, { policyId }))).code).toBe('UNAUTHORIZED');
  });
});
