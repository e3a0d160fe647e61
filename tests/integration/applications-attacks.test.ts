/**
 * Applications under attack (issue 12, security review): deadlines, stored files and revenue years
 * the server must hold against a signed-in agent, and the access rules that held.
 * docs/security.md#applications-issue-12.
 */
import { addDays, applicationMessages, quotingToday, revenueYearsFor, uploadMessages } from '@almanac/core';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_USER, registerConfirmedAgent } from './support/accounts.js';
import { expectData, expectError, send, uniqueEmail } from './support/api.js';
import {
  bindingAgent,
  CREATE_APPLICATION,
  GET_APPLICATION,
  GET_SIGNED_URL,
  GET_UPLOADS,
  postUpload,
  priceOnObservedData,
  SUBMIT_APPLICATION,
  UPDATE_APPLICATION,
  UPLOAD_FILE,
} from './support/applications.js';
import { table } from './support/db.js';
import { linkToken, mailsTo, waitForMail } from './support/mailbox.js';
import { AUTHORIZE, RESET_PASSWORD } from './support/operations.js';
import { addClient, priceHpc, saveQuote } from './support/quoter.js';
import { GET_SHARED_QUOTE } from '../../web/src/features/shared-quote/api/shared-quote-documents.js';
import { completeApplicationInput } from '../../core/src/applications/application-fixtures.js';

type Agent = Awaited<ReturnType<typeof bindingAgent>>;
let agent: Agent;
let outsider: Agent;
let client: { _id: string; email: string };
let outsiderClient: { _id: string; email: string };

const today = () => quotingToday(new Date());
const signature = () => ({ agentSignature: { signature: 'Riley Stone', date: today() }, confirmed: true });
const revenue = (amount: number) => revenueYearsFor(today()).map((year) => ({ year, revenue: amount }));
const complete = () => completeApplicationInput(revenueYearsFor(today()));
const pdf = '%PDF-1.4\n%%EOF\n';

async function savedQuote(who: Agent, clientId: string) {
  const [first] = await priceHpc(who.token);
  return (await saveQuote('saveLPCInsuranceQuote', { quote: first!.id, client: clientId }, who.token)).id;
}
async function started(who: Agent = agent, clientId = client._id) {
  const quote = await savedQuote(who, clientId);
  const res = await send(CREATE_APPLICATION, { client: clientId, quote }, { token: who.token });
  return { quote, contract: expectData(res).createInsuranceApplication };
}
const update = (token: string, contract: string, input: Record<string, unknown>) =>
  send(UPDATE_APPLICATION, { contract, input }, { token });
const folderOf = (contract: string) => `lpc-insurance/contracts/${contract}/diligent-effort`;
const presign = async (token: string, contract: string) =>
  expectData(
    await send(
      UPLOAD_FILE,
      {
        input: {
          folder: folderOf(contract),
          fileName: 'form.pdf',
          contentType: 'application/pdf',
          size: 100,
        },
      },
      { token },
    ),
  ).uploadFile;

beforeAll(async () => {
  [agent, outsider] = await Promise.all([bindingAgent(), bindingAgent()]);
  const added = await addClient(agent.token, {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: uniqueEmail('dana'),
  });
  client = { _id: added._id, email: added.email };
  const theirs = await addClient(outsider.token, {
    firstName: 'Sam',
    lastName: 'Other',
    email: uniqueEmail('sam'),
  });
  outsiderClient = { _id: theirs._id, email: theirs.email };
});

describe('the application deadline', () => {
  it('refuses the broker signature once the deadline has passed, before the sweeper expires the draft', async () => {
    const { contract } = await started();
    expectData(await update(agent.token, contract.id, complete()));
    // The deadline passed at midnight; the sweeper (every 5 minutes) has not run yet.
    const [item] = await table().itemsOf('contract', { id: contract.id });
    await table().put({ ...item!, applicationDeadline: addDays(today(), -1) });
    expectError(
      await send(SUBMIT_APPLICATION, { contract: contract.id, input: signature() }, { token: agent.token }),
      'APPLICATION_TOO_LATE',
    );
    expect(
      expectData(await send(GET_APPLICATION, { id: contract.id }, { token: agent.token })).getContract.status,
    ).toBe('DRAFT');
  });
});

describe('a verified diligent-effort file', () => {
  it('cannot be replaced through its presigned POST once the application refers to it', async () => {
    const { contract } = await started();
    const post = await presign(agent.token, contract.id);
    await postUpload(post, pdf);
    expectData(
      await update(agent.token, contract.id, {
        diligentSearchUpload: { acknowledgment: 'DILIGENT_EFFORT', fileId: post.uploadId },
      }),
    );
    // The presigned POST is still valid (5 minutes): the same key, another body.
    await postUpload(post, '<html><script>alert(1)</script></html>');
    const url = expectData(
      await send(GET_SIGNED_URL, { file: post.uploadId }, { token: agent.token }),
    ).getSignedUrl;
    expect(await (await fetch(url)).text()).toBe(pdf);
  });
});

describe('revenue years', () => {
  it('are the three calendar years before the application: others cannot carry the revenue rule', async () => {
    const { contract } = await started();
    for (const years of [
      [1900, 1901, 1902],
      [2197, 2198, 2199],
    ])
      expectError(
        await update(agent.token, contract.id, {
          businessDetails: { previousAnnualRevenue: years.map((year) => ({ year, revenue: 10_000_000 })) },
        }),
        'VALIDATION_ERROR',
        applicationMessages.revenueYears,
      );
    const [a, b] = revenueYearsFor(today());
    expectError(
      await update(agent.token, contract.id, {
        businessDetails: {
          previousAnnualRevenue: [
            { year: a, revenue: 10_000_000 },
            { year: a, revenue: 10_000_000 },
            { year: b, revenue: 10_000_000 },
          ],
        },
      }),
      'VALIDATION_ERROR',
      applicationMessages.revenueYears,
    );
    expect(
      expectData(await update(agent.token, contract.id, complete())).updateLpcInsuranceApplication
        .businessDetails.previousAnnualRevenue,
    ).toEqual(revenue(200_000));
  });
});

describe('what held', () => {
  it('a confirmed agent whose agency may not bind cannot start, save, upload or sign', async () => {
    const { quote, contract } = await started();
    const unbound = await registerConfirmedAgent();
    const mine = await addClient(unbound.token, {
      firstName: 'Kim',
      lastName: 'Lee',
      email: uniqueEmail('kim'),
    });
    const [priced] = await priceHpc(unbound.token);
    const own = (
      await saveQuote('saveLPCInsuranceQuote', { quote: priced!.id, client: mine._id }, unbound.token)
    ).id;
    expectError(
      await send(CREATE_APPLICATION, { client: mine._id, quote: own }, { token: unbound.token }),
      'INVALID_PERMISSIONS',
    );
    expectError(
      await send(CREATE_APPLICATION, { client: client._id, quote }, { token: unbound.token }),
      'INVALID_PERMISSIONS',
    );
    expectError(await update(unbound.token, contract.id, { entityInformation: {} }), 'INVALID_PERMISSIONS');
    expectError(
      await send(SUBMIT_APPLICATION, { contract: contract.id, input: signature() }, { token: unbound.token }),
      'INVALID_PERMISSIONS',
    );
  });

  it("an application for another agency's client or quote is refused", async () => {
    const quote = await savedQuote(agent, client._id);
    const theirQuote = await savedQuote(outsider, outsiderClient._id);
    for (const [c, q] of [
      [outsiderClient._id, quote],
      [client._id, theirQuote],
      [outsiderClient._id, theirQuote],
    ] as const)
      expectError(
        await send(CREATE_APPLICATION, { client: c, quote: q }, { token: agent.token }),
        'INVALID_PERMISSIONS',
      );
  });

  it('two starts for the same quote at once make one application', async () => {
    const quote = await savedQuote(agent, client._id);
    const results = await Promise.all(
      [1, 2, 3].map(() => send(CREATE_APPLICATION, { client: client._id, quote }, { token: agent.token })),
    );
    expect(results.filter((r) => r.data?.createInsuranceApplication).length).toBe(1);
    expect(results.filter((r) => r.errors?.[0]?.errorType === 'CONFLICT').length).toBe(2);
    expect(await table().itemsOf('contract', { quoteId: quote })).toHaveLength(1);
  });

  it('refuses out-of-range numbers and oversized text', async () => {
    const { contract } = await started();
    for (const input of [
      { businessDetails: { previousAnnualRevenue: [{ year: revenueYearsFor(today())[0], revenue: 1e13 }] } },
      { businessDetails: { businessOperationsDescription: 'x'.repeat(2001) } },
      { entityInformation: { legalName: 'x'.repeat(201) } },
      { diligentSearchUpload: { file: 'x'.repeat(256) } },
    ])
      expectError(await update(agent.token, contract.id, input), 'VALIDATION_ERROR');
  });

  it("an upload serves only its application; another agency's upload, document and folder are out of reach", async () => {
    const first = await started();
    const second = await started();
    const post = await presign(agent.token, first.contract.id);
    await postUpload(post, pdf);
    expectError(
      await update(agent.token, second.contract.id, { diligentSearchUpload: { fileId: post.uploadId } }),
      'VALIDATION_ERROR',
      uploadMessages.notYours,
    );
    const theirs = await started(outsider, outsiderClient._id);
    const foreign = await presign(outsider.token, theirs.contract.id);
    await postUpload(foreign, pdf);
    for (const fileId of [foreign.uploadId, `${theirs.contract.id}.application`])
      expectError(
        await update(agent.token, first.contract.id, { diligentSearchUpload: { fileId } }),
        'VALIDATION_ERROR',
        uploadMessages.notYours,
      );
    // Nor can it be read: the upload id, the other application's document id, a folder of theirs.
    for (const file of [foreign.uploadId, `${theirs.contract.id}.application`])
      expectError(await send(GET_SIGNED_URL, { file }, { token: agent.token }), 'INVALID_PERMISSIONS');
    expectError(
      await send(
        UPLOAD_FILE,
        {
          input: {
            folder: folderOf(theirs.contract.id),
            fileName: 'form.pdf',
            contentType: 'application/pdf',
            size: 100,
          },
        },
        { token: agent.token },
      ),
      'INVALID_PERMISSIONS',
    );
    for (const folder of [
      `${folderOf(first.contract.id)}/../../${theirs.contract.id}/diligent-effort`,
      `lpc-insurance/contracts/${first.contract.id}/documents`,
    ])
      expectError(
        await send(
          UPLOAD_FILE,
          { input: { folder, fileName: '../../x.pdf', contentType: 'application/pdf', size: 100 } },
          { token: agent.token },
        ),
        'VALIDATION_ERROR',
        uploadMessages.folder,
      );
    expectError(
      await send(GET_UPLOADS, { input: { userIds: [outsider.userId] } }, { token: agent.token }),
      'INVALID_PERMISSIONS',
    );
  });

  it('the review invitation goes to the client only, without the tax ID; its token is random, hashed, 7 days, for this contract', async () => {
    const victim = uniqueEmail('victim');
    const { quote, contract } = await started();
    await priceOnObservedData(quote);
    const answers = complete();
    expectData(
      await update(agent.token, contract.id, {
        ...answers,
        entityInformation: { ...answers.entityInformation, emails: [{ value: victim }] },
      }),
    );
    expectData(
      await send(SUBMIT_APPLICATION, { contract: contract.id, input: signature() }, { token: agent.token }),
    );
    const mail = await waitForMail(client.email, 'client-review-contract');
    expect(await mailsTo(victim)).toEqual([]);
    expect(JSON.stringify(mail)).not.toContain('3456789');
    const { token } = linkToken(mail, '/apply/review');
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [stored] = await table().itemsOf('oneTimeToken', { subject: contract.id });
    expect(stored).toMatchObject({
      type: 'CLIENT_REVIEW_CONTRACT',
      userId: client._id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
    });
    const lifetime = Date.parse(stored!.expiresAt as string) - Date.parse(stored!.createdAt as string);
    expect(lifetime).toBe(7 * 24 * 3600 * 1000);
    const [item] = await table().itemsOf('contract', { id: contract.id });
    expect(JSON.stringify(item)).not.toContain('3456789');
    expect(JSON.stringify(await table().itemsOf('oneTimeToken', { subject: contract.id }))).not.toContain(
      token,
    );
    // It opens nothing else: no session, no password reset, no confirmation, no shared quote.
    for (const res of [
      await send(AUTHORIZE, { token }),
      await send(RESET_PASSWORD, { token, password: 'another-horse-2' }),
      await send(CONFIRM_USER, { token, type: 'CLIENT_REVIEW_CONTRACT' }),
      await send(CONFIRM_USER, { token, type: 'CONFIRM' }),
      await send(GET_SHARED_QUOTE, { token }, { apiKey: true }),
    ]) {
      expect(res.data ? Object.values(res.data).filter(Boolean) : []).toEqual([]);
      expect(['UNAUTHORIZED', 'INVALID_TOKEN', 'VALIDATION_ERROR'], JSON.stringify(res)).toContain(
        res.errors?.[0]?.errorType,
      );
    }
    const [after] = await table().itemsOf('oneTimeToken', { subject: contract.id });
    expect(after!.usedAt).toBeUndefined();
  });
});
