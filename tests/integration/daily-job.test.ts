/**
 * The daily contracts job over the local stack (issue 13): drafts past their deadline and
 * applications unpaid by their due date expire, with e-mails; run twice, the same result.
 * `npm run jobs -- daily --date` (the CLI) and the local stack's run route are both exercised.
 * docs/requirements.md#binding, #payment.
 */
import { addDays, expiryTexts, operationsMessages } from '@almanac/core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { main } from '../../functions/src/cli/jobs.js';
import { expectData, send } from './support/api.js';
import { bindingAgent } from './support/applications.js';
import { mailsTo, waitForMail } from './support/mailbox.js';
import {
  clientOf,
  draftApplication,
  GET_REVIEWED_CONTRACT,
  internalUser,
  paymentDueDaysAgo,
  REVIEW_CONTRACT,
  rewriteContract,
  runJob,
  runDailyJob,
  type Seller,
  signedApplication,
  today,
} from './support/underwriting.js';

let agent: Seller;
let internal: { token: string };
let saved: NodeJS.ProcessEnv;

beforeAll(async () => {
  [agent, internal] = await Promise.all([bindingAgent(), internalUser()]);
  // The CLI talks to the stack's table and mail queue as the Lambdas do.
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

/** The CLI (`npm run jobs -- …`): its exit code and what it printed. */
async function cli(args: string[]) {
  const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const code = await main(args, { TABLE_NAME: inject('stack').tableName });
    return { code, printed: out.mock.calls.flat().join('\n'), errors: err.mock.calls.flat().join('\n') };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

const contract = async (id: string) =>
  expectData(await send(GET_REVIEWED_CONTRACT, { id }, { token: agent.token })).getContract;
const expiryMails = async (email: string) =>
  (await mailsTo(email)).filter((m) => m.kind === 'application-expired');

describe('the daily contracts job', () => {
  it('expires an unpaid application past its due date and a draft past its deadline, with e-mails; twice, the same result', async () => {
    const invitedClient = await clientOf(agent, 'invited');
    const quietClient = await clientOf(agent, 'quiet');
    // Approved, so its client was invited to review and pay; then not paid in time.
    const invited = await signedApplication(agent, invitedClient);
    expectData(
      await send(
        REVIEW_CONTRACT,
        { contract: invited.id, input: { isApproved: true } },
        { token: internal.token },
      ),
    );
    await waitForMail(invitedClient.email, 'client-review-contract');
    // Still waiting for an underwriter: its client has heard nothing.
    const pending = await signedApplication(agent, quietClient);
    // A draft whose application deadline passed.
    const draft = await draftApplication(agent, quietClient);
    const deadline = addDays(today(), -3);
    await rewriteContract(draft.id, { applicationDeadline: deadline }, deadline);
    // Both unpaid: payment was due three days ago.
    await paymentDueDaysAgo(invited.id, 3);
    await paymentDueDaysAgo(pending.id, 3);

    // Replaying yesterday (the due dates and the deadline had passed by then): the CLI.
    const yesterday = addDays(today(), -1);
    const first = await cli(['daily', '--date', yesterday]);
    expect(first.code, first.errors).toBe(0);
    expect(JSON.parse(first.printed)).toMatchObject({ date: yesterday, failed: [] });

    for (const id of [invited.id, pending.id])
      expect(await contract(id)).toMatchObject({ status: 'EXPIRED', expiryReason: 'UNPAID' });
    // The contracts sweeper (every 5 minutes) may expire the draft first: the same way.
    const expiredDraft = await contract(draft.id);
    expect(expiredDraft).toMatchObject({ status: 'EXPIRED', expiryReason: 'DEADLINE_PASSED' });
    expect(expiredDraft.history.at(-1)).toMatchObject({
      eventName: 'Application expired',
      description: expiryTexts.DEADLINE_PASSED,
    });

    // The agent hears of all three; the invited client of theirs; the other client of nothing.
    await vi.waitFor(async () => expect(await expiryMails(agent.email)).toHaveLength(3), { timeout: 10_000 });
    expect((await expiryMails(agent.email)).some((m) => m.text.includes(expiryTexts.UNPAID))).toBe(true);
    const toClient = await waitForMail(invitedClient.email, 'application-expired');
    expect(toClient.text).toContain(expiryTexts.UNPAID);
    expect(await expiryMails(quietClient.email)).toEqual([]);
    const events = (await contract(invited.id)).history.length;

    // Twice (the local stack's run route, as the schedule runs it): nothing of ours changes.
    const again = await runDailyJob(yesterday);
    expect(again.date).toBe(yesterday);
    for (const id of [invited.id, pending.id, draft.id])
      expect(again.expired.map((e) => e.contractId)).not.toContain(id);
    expect((await contract(invited.id)).history).toHaveLength(events);
    expect(await expiryMails(agent.email)).toHaveLength(3);
  });

  it('leaves an application on its due date: payment may still arrive that day', async () => {
    const fresh = await clientOf(agent, 'intime');
    const pending = await signedApplication(agent, fresh);
    await paymentDueDaysAgo(pending.id, 1);
    const report = await runDailyJob(addDays(today(), -1));
    expect(report.expired.map((e) => e.contractId)).not.toContain(pending.id);
    expect((await contract(pending.id)).status).toBe('PENDING_APPROVAL');
  });

  it('refuses a day that has not come, and arguments it does not know', async () => {
    const tomorrow = addDays(today(), 2);
    const refused = await cli(['daily', '--date', tomorrow]);
    expect(refused).toMatchObject({ code: 2, errors: operationsMessages.futureJobDate });
    const route = await runJob('contracts-daily', tomorrow);
    expect(route.status).toBe(400);
    expect(route.json).toMatchObject({
      errors: [{ errorType: 'VALIDATION_ERROR', message: operationsMessages.futureJobDate }],
    });
    expect((await cli(['daily', '--date', '12/01/2026'])).code).toBe(2);
    expect((await cli(['weekly'])).code).toBe(2);
    expect((await cli([])).code).toBe(2);
  });
});
