import { expiryTexts, operationsMessages } from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InMemoryWorld } from '../testing/in-memory-ports.js';
import {
  bindingWorld,
  callers,
  clientReviewed,
  draft,
  failure,
  setStatus,
  signed,
} from './binding-test-world.js';
import { runDailyContractsJob } from './expire-contracts.js';
import { reviewContract } from './review-contract.js';
import { sweepContracts } from './sweep-contracts.js';

let w: InMemoryWorld;
beforeEach(async () => {
  w = await bindingWorld();
});

/** The quoting day 2026-12-18 (payment for 2027-01-01 was due 2026-12-17). */
const PAST_DUE = '2026-12-18T20:00:00.000Z';
const expiryMails = (address: string) =>
  w.mail.to(address).filter((m) => m.meta?.kind === 'application-expired');

describe('the daily contracts job', () => {
  it('expires open applications unpaid by the due date and drafts past their deadline, with e-mails; a second run changes nothing', async () => {
    const pending = await signed(w); // PENDING_APPROVAL: the client was never invited
    const invited = await signed(w);
    await reviewContract(w.ports, callers.internal, { contract: invited.id, input: { isApproved: true } });
    const reviewed = await clientReviewed(w);
    const open = await draft(w);
    // A draft whose deadline passed, and the rest still in time.
    await setStatus(w, open.id, 'DRAFT', { applicationDeadline: '2026-12-01' });
    const sent = w.mail.sent.length;

    w.clock.set('2026-12-17T20:00:00.000Z'); // the due date itself: nothing unpaid yet
    const onDueDate = await runDailyContractsJob(w.ports);
    expect(onDueDate).toMatchObject({ date: '2026-12-17', failed: [] });
    expect(onDueDate.expired).toEqual([{ contractId: open.id, reason: 'DEADLINE_PASSED' }]);

    w.clock.set(PAST_DUE);
    const report = await runDailyContractsJob(w.ports);
    expect(report.date).toBe('2026-12-18');
    expect(new Set(report.expired)).toEqual(
      new Set([
        { contractId: pending.id, reason: 'UNPAID' },
        { contractId: invited.id, reason: 'UNPAID' },
        { contractId: reviewed.id, reason: 'UNPAID' },
      ]),
    );
    for (const id of [pending.id, invited.id, reviewed.id]) {
      const c = (await w.store.contracts.get(id))!;
      expect(c).toMatchObject({ status: 'EXPIRED', expiryReason: 'UNPAID', expiredAt: PAST_DUE });
      expect(c.history.at(-1)).toMatchObject({
        eventName: 'Application expired',
        description: expiryTexts.UNPAID,
      });
    }
    expect((await w.store.contracts.get(open.id))!).toMatchObject({
      status: 'EXPIRED',
      expiryReason: 'DEADLINE_PASSED',
    });

    // The agent hears of all four; the client only of the two they had been invited to.
    const toAgent = expiryMails('agent-1@example.com');
    expect(toAgent).toHaveLength(4);
    expect(toAgent.find((m) => m.id === `expired-${pending.id}-agent`)!.text).toContain(expiryTexts.UNPAID);
    expect(toAgent.find((m) => m.id === `expired-${open.id}-agent`)!.text).toContain(
      expiryTexts.DEADLINE_PASSED,
    );
    expect(
      expiryMails('dana@example.com')
        .map((m) => m.id)
        .sort(),
    ).toEqual([`expired-${invited.id}-client`, `expired-${reviewed.id}-client`].sort());
    const mailed = w.mail.sent.length;
    expect(mailed).toBe(sent + 6);

    // Twice: the same result, nothing more sent.
    expect(await runDailyContractsJob(w.ports)).toEqual({ date: '2026-12-18', expired: [], failed: [] });
    expect(w.mail.sent.length).toBe(mailed);
  });

  it('replays a past day but refuses a day that has not come', async () => {
    const pending = await signed(w);
    w.clock.set('2026-12-20T20:00:00.000Z');
    expect(await failure(runDailyContractsJob(w.ports, '2026-12-21'))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: operationsMessages.futureJobDate,
    });
    // The due date itself: still in time, so nothing expires for that day.
    expect((await runDailyContractsJob(w.ports, '2026-12-17')).expired).toEqual([]);
    expect((await runDailyContractsJob(w.ports, '2026-12-18')).expired).toEqual([
      { contractId: pending.id, reason: 'UNPAID' },
    ]);
  });

  it('leaves bound, rejected and in-time contracts alone, and drafts while the deadline is lifted', async () => {
    const rejected = await signed(w);
    await reviewContract(w.ports, callers.internal, {
      contract: rejected.id,
      input: { isApproved: false, reviewDescription: 'No' },
    });
    const bound = await signed(w);
    await setStatus(w, bound.id, 'APPROVED', {
      policyNumber: 'ALM-HPC-2027-000001',
      policyIssuedAt: '2026-11-22T00:00:00.000Z',
    });
    const open = await draft(w);
    await setStatus(w, open.id, 'DRAFT', { applicationDeadline: '2026-12-01' });
    w.clock.set(PAST_DUE);
    expect((await runDailyContractsJob({ ...w.ports, liftApplicationDeadline: true })).expired).toEqual([]);
    for (const [id, status] of [
      [rejected.id, 'REJECTED'],
      [bound.id, 'APPROVED'],
      [open.id, 'DRAFT'],
    ] as const)
      expect((await w.store.contracts.get(id))!.status).toBe(status);
  });

  it('a contract changed while the job ran is left to the change (no e-mail), and one failure does not stop the rest', async () => {
    const paidMeanwhile = await clientReviewed(w);
    const other = await signed(w);
    const broken = await signed(w);
    w.clock.set(PAST_DUE);
    const list = w.store.contracts.listByStatus.bind(w.store.contracts);
    let raced = false;
    w.store.contracts.listByStatus = async (status, before, limit) => {
      const found = await list(status, before, limit);
      if (status === 'CLIENT_REVIEWED' && !raced) {
        raced = true; // The client's payment lands between the read and the write.
        await setStatus(w, paidMeanwhile.id, 'APPROVED', { policyNumber: 'ALM-HPC-2027-000002' });
      }
      return found;
    };
    const replace = w.store.contracts.replace.bind(w.store.contracts);
    w.store.contracts.replace = async (next, expected) => {
      if (next.id === broken.id) throw new Error('write failed');
      return replace(next, expected);
    };
    const report = await runDailyContractsJob(w.ports);
    expect(report.expired).toEqual([{ contractId: other.id, reason: 'UNPAID' }]);
    expect(report.failed).toEqual([broken.id]);
    expect((await w.store.contracts.get(paidMeanwhile.id))!.status).toBe('APPROVED');
    expect(expiryMails('agent-1@example.com').map((m) => m.id)).toEqual([`expired-${other.id}-agent`]);
  });

  it('the sweeper expires a draft past its deadline the same way (reason, e-mail)', async () => {
    const open = await draft(w);
    await setStatus(w, open.id, 'DRAFT', { applicationDeadline: '2026-11-20' });
    expect((await sweepContracts(w.ports)).expired).toEqual([open.id]);
    expect((await w.store.contracts.get(open.id))!).toMatchObject({
      status: 'EXPIRED',
      expiryReason: 'DEADLINE_PASSED',
    });
    expect(expiryMails('agent-1@example.com').map((m) => m.id)).toEqual([`expired-${open.id}-agent`]);
    expect(await runDailyContractsJob(w.ports)).toMatchObject({ expired: [] });
  });
});
