/**
 * Applications over HTTP (issue 12): start, read, save, upload, sign and submit, with every role.
 * docs/requirements.md#apply-select, #application-form, #broker-signature, #error-catalogue.
 */
import {
  addDays,
  APPLICATION_EXISTS_MESSAGE,
  APPLICATION_LOCKED_MESSAGE,
  applicationMessages,
  quotingToday,
  revenueYearsFor,
  uploadMessages,
} from '@almanac/core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demo, loginAs } from './support/accounts.js';
import {
  expect401,
  expectData,
  expectError,
  postJson,
  randomLoopback,
  send,
  uniqueEmail,
} from './support/api.js';
import {
  bindingAgent,
  CREATE_APPLICATION,
  GET_APPLICATION,
  GET_APPLICATION_BY_QUOTE,
  GET_SIGNED_URL,
  GET_UPLOADS,
  postUpload,
  priceOnObservedData,
  setQuoteDates,
  SUBMIT_APPLICATION,
  UPDATE_APPLICATION,
  UPLOAD_FILE,
} from './support/applications.js';
import { table } from './support/db.js';
import { mailsTo, waitForMail } from './support/mailbox.js';
import { listQuotes } from './support/premium-indications.js';
import { addClient, priceHpc, saveQuote } from './support/quoter.js';
import { completeApplicationInput } from '../../core/src/applications/application-fixtures.js';
import { GET_APPLICATIONS_IN_PROGRESS } from '../../web/src/shared/applications/applications-documents.js';

type Agent = Awaited<ReturnType<typeof bindingAgent>>;
let agent: Agent;
let colleague: Agent;
let primary: Agent;
let superAdmin: Agent;
let outsider: Agent;
const sessions = { admin: '', client: '' };
let client: { _id: string; email: string };

const today = () => quotingToday(new Date());
const signature = () => ({ agentSignature: { signature: 'Riley Stone', date: today() }, confirmed: true });
const complete = completeApplicationInput(revenueYearsFor(quotingToday(new Date())));

/** A saved HPC premium indication ($100,000 limit) of `who`, for the client. */
async function savedQuote(who: Agent = agent, withClient = true) {
  const [first] = await priceHpc(who.token);
  return (
    await saveQuote(
      'saveLPCInsuranceQuote',
      { quote: first!.id, ...(withClient ? { client: client._id } : {}) },
      who.token,
    )
  ).id;
}
async function started(who: Agent = agent, data: 'observed' | 'demo' = 'observed') {
  const quote = await savedQuote(who);
  if (data === 'observed') await priceOnObservedData(quote);
  const res = await send(CREATE_APPLICATION, { client: client._id, quote }, { token: who.token });
  return { quote, contract: expectData(res).createInsuranceApplication };
}
const update = (token: string, contract: string, input: Record<string, unknown>) =>
  send(UPDATE_APPLICATION, { contract, input }, { token });
const folderOf = (contract: string) => `lpc-insurance/contracts/${contract}/diligent-effort`;

beforeAll(async () => {
  [agent, colleague, primary, superAdmin, outsider] = await Promise.all([
    bindingAgent(),
    bindingAgent(),
    bindingAgent('primaryAgent'),
    bindingAgent('superAdmin'),
    bindingAgent(),
  ]);
  for (const member of [colleague, primary, superAdmin])
    await table().moveToOrganization(member.userId, agent.orgId);
  sessions.admin = await loginAs(demo.admin);
  sessions.client = await loginAs(demo.client);
  const added = await addClient(agent.token, {
    firstName: 'dana',
    lastName: "o'neil-reyes",
    email: uniqueEmail('dana'),
  });
  client = { _id: added._id, email: added.email };
});

describe('createInsuranceApplication', () => {
  it('starts a draft for the client, freezes the premium indication and refuses a second one', async () => {
    const quote = await savedQuote();
    const c = expectData(
      await send(CREATE_APPLICATION, { client: client._id, quote }, { token: agent.token }),
    ).createInsuranceApplication;
    expect(c).toMatchObject({
      status: 'DRAFT',
      lifecycleStage: 'application',
      quoteId: quote,
      agentId: agent.userId,
      clientId: client._id,
      entityInformation: {
        contactFirstName: 'Dana',
        contactLastName: "O'Neil-Reyes",
        emails: [{ value: client.email }],
        maskedFederalTaxId: null,
      },
      businessDetails: { businessType: 'OTHER', currency: 'USD' },
      quote: { id: quote, status: 'Submitted' },
      agentSignature: null,
      documents: [],
    });
    const year = Number(today().slice(0, 4));
    expect(c.businessDetails.previousAnnualRevenue).toEqual(
      [year - 3, year - 2, year - 1].map((y) => ({ year: y, revenue: 0 })),
    );
    expect(c.history.map((e) => e.eventName)).toEqual(['Application started']);
    expect(
      expectData(await send(GET_APPLICATION_BY_QUOTE, { quoteId: quote }, { token: agent.token }))
        .getContractByQuoteId,
    ).toEqual({
      id: c.id,
      status: 'DRAFT',
    });
    expectError(
      await send(CREATE_APPLICATION, { client: client._id, quote }, { token: agent.token }),
      'CONFLICT',
      APPLICATION_EXISTS_MESSAGE,
    );
    // The premium indications list shows the application's status.
    const listed = (await listQuotes(agent.token, { input: { limit: 100 } })).items.find(
      (q) => q.id === quote,
    );
    expect(listed).toMatchObject({ status: 'Submitted', contractId: c.id, contractStatus: 'DRAFT' });
  });

  it('answers APPLICATION_TOO_EARLY and APPLICATION_TOO_LATE with the catalogue texts', async () => {
    const early = await savedQuote();
    await setQuoteDates(early, {
      startDate: addDays(today(), 90),
      applicationDeadline: addDays(today(), 70),
    });
    expectError(
      await send(CREATE_APPLICATION, { client: client._id, quote: early }, { token: agent.token }),
      'APPLICATION_TOO_EARLY',
      'Application too early',
    );
    const late = await savedQuote();
    await setQuoteDates(late, { applicationDeadline: addDays(today(), -1) });
    expectError(
      await send(CREATE_APPLICATION, { client: client._id, quote: late }, { token: agent.token }),
      'APPLICATION_TOO_LATE',
      'Application is past the deadline',
    );
    expect(
      expectData(await send(GET_APPLICATION_BY_QUOTE, { quoteId: late }, { token: agent.token }))
        .getContractByQuoteId,
    ).toBeNull();
  });

  it('is refused to a colleague, an admin, another agency, a client session and no session; the primary agent may', async () => {
    const quote = await savedQuote();
    for (const token of [colleague.token, sessions.admin, outsider.token, sessions.client])
      expectError(
        await send(CREATE_APPLICATION, { client: client._id, quote }, { token }),
        'INVALID_PERMISSIONS',
      );
    expect401(await send(CREATE_APPLICATION, { client: client._id, quote }, { none: true }));
    const c = expectData(
      await send(CREATE_APPLICATION, { client: client._id, quote }, { token: primary.token }),
    ).createInsuranceApplication;
    expect(c.agentId).toBe(agent.userId);
  });
});

describe('a start stopped between its two writes', () => {
  it('is completed by the retry: the quote already claimed, the application made with that id', async () => {
    const quote = await savedQuote();
    // As if the Lambda had stopped after freezing the quote for application "k-…".
    const claimed = `k${Date.now().toString(36)}`;
    await table().update({
      Key: { pk: `QUOTE#${quote}`, sk: 'QUOTE' },
      UpdateExpression:
        'SET frozenAt = :at, contractId = :c, listing.frozenAt = :at, listing.contractId = :c',
      ExpressionAttributeValues: { ':at': new Date().toISOString(), ':c': claimed },
    });
    expect(
      expectData(await send(GET_APPLICATION_BY_QUOTE, { quoteId: quote }, { token: agent.token }))
        .getContractByQuoteId,
    ).toBeNull();
    const c = expectData(
      await send(CREATE_APPLICATION, { client: client._id, quote }, { token: agent.token }),
    ).createInsuranceApplication;
    expect(c.id).toBe(claimed);
    expect(await table().itemsOf('contract', { quoteId: quote })).toHaveLength(1);
  });
});

describe('reading and saving an application', () => {
  it('getContractByQuoteId and getUploads answer only the roles that may see them', async () => {
    const { quote, contract } = await started();
    for (const token of [agent.token, primary.token, superAdmin.token])
      expect(
        expectData(await send(GET_APPLICATION_BY_QUOTE, { quoteId: quote }, { token })).getContractByQuoteId
          .id,
      ).toBe(contract.id);
    for (const token of [colleague.token, sessions.admin, outsider.token, sessions.client])
      expectError(await send(GET_APPLICATION_BY_QUOTE, { quoteId: quote }, { token }), 'INVALID_PERMISSIONS');
    expect401(await send(GET_APPLICATION_BY_QUOTE, { quoteId: quote }, { none: true }));
    // The Documents page lists no agreements for an admin (docs/requirements.md#account-documents).
    expect(expectData(await send(GET_UPLOADS, {}, { token: sessions.admin })).getUploads).toEqual({
      count: 0,
      items: [],
    });
    expectError(await send(GET_UPLOADS, {}, { token: sessions.client }), 'INVALID_PERMISSIONS');
    expect401(await send(GET_UPLOADS, {}, { none: true }));
    expect401(await send(GET_SIGNED_URL, { file: 'anything' }, { none: true }));
    expectError(
      await send(GET_UPLOADS, { input: { userIds: [agent.userId] } }, { token: outsider.token }),
      'INVALID_PERMISSIONS',
    );
  });

  it('getContract: the agent, the primary agent and the super admin; nobody else', async () => {
    const { contract } = await started();
    for (const token of [agent.token, primary.token, superAdmin.token])
      expect(expectData(await send(GET_APPLICATION, { id: contract.id }, { token })).getContract.id).toBe(
        contract.id,
      );
    for (const token of [colleague.token, sessions.admin, outsider.token, sessions.client])
      expectError(await send(GET_APPLICATION, { id: contract.id }, { token }), 'INVALID_PERMISSIONS');
    expect401(await send(GET_APPLICATION, { id: contract.id }, { none: true }));
  });

  it('saves field by field; the tax ID only ever comes back masked', async () => {
    const { contract } = await started();
    const saved = expectData(
      await update(agent.token, contract.id, {
        entityInformation: { county: 'Denver', federalTaxId: '12-3456789' },
      }),
    ).updateLpcInsuranceApplication;
    expect(saved.entityInformation).toMatchObject({ county: 'Denver', maskedFederalTaxId: '•••••6789' });
    expect(JSON.stringify(saved)).not.toContain('3456789');
    const [item] = await table().itemsOf('contract', { id: contract.id });
    expect(JSON.stringify(item)).not.toContain('123456789');
    // The primary agent and the super admin may change it too; nobody else.
    for (const token of [primary.token, superAdmin.token])
      expect(
        expectData(
          await update(token, contract.id, { businessDetails: { businessOperationsDescription: 'Dairy' } }),
        ).updateLpcInsuranceApplication.businessDetails.businessOperationsDescription,
      ).toBe('Dairy');
    for (const token of [colleague.token, sessions.admin, outsider.token, sessions.client])
      expectError(
        await update(token, contract.id, { entityInformation: { county: 'X' } }),
        'INVALID_PERMISSIONS',
      );
    expect401(await send(UPDATE_APPLICATION, { contract: contract.id, input: {} }, { none: true }));
  });

  it.each([
    [{ entityInformation: { state: 'NY' } }, applicationMessages.stateNy],
    [{ entityInformation: { state: 'ZZ' } }, applicationMessages.state],
    [{ entityInformation: { zip: '123456' } }, applicationMessages.zip],
    [{ entityInformation: { zip: '12a' } }, applicationMessages.zip],
    [{ entityInformation: { federalTaxId: '1234567' } }, applicationMessages.federalTaxId],
    [{ entityInformation: { federalTaxId: '1234567890' } }, applicationMessages.federalTaxIdTooLong],
    [
      { entityInformation: { emails: [1, 2, 3, 4].map((i) => ({ value: `a${i}@b.co` })) } },
      applicationMessages.emailsMax,
    ],
    [{ businessDetails: { businessType: 'FARM' } }, applicationMessages.businessType],
    [
      { businessDetails: { previousAnnualRevenue: [{ year: 2024, revenue: -1 }] } },
      applicationMessages.revenue,
    ],
    [{ diligentSearchUpload: { acknowledgment: 'MAYBE' } }, applicationMessages.acknowledgment],
  ])('a save answers VALIDATION_ERROR %j: %s', async (input, message) => {
    const { contract } = await started();
    expectError(await update(agent.token, contract.id, input), 'VALIDATION_ERROR', message);
  });
});

describe('uploads', () => {
  it('presigns PDFs only, up to 10 MB, into an application the caller works on', async () => {
    const { contract } = await started();
    const input = {
      folder: folderOf(contract.id),
      fileName: 'form.pdf',
      contentType: 'application/pdf',
      size: 1000,
    };
    expectError(
      await send(
        UPLOAD_FILE,
        { input: { ...input, contentType: 'image/png', fileName: 'form.png' } },
        { token: agent.token },
      ),
      'VALIDATION_ERROR',
      uploadMessages.notPdf,
    );
    expectError(
      await send(UPLOAD_FILE, { input: { ...input, size: 10 * 1024 * 1024 + 1 } }, { token: agent.token }),
      'VALIDATION_ERROR',
      'The file is larger than 10 MB.',
    );
    expectError(
      await send(
        UPLOAD_FILE,
        { input: { ...input, folder: 'lpc-insurance/elsewhere' } },
        { token: agent.token },
      ),
      'VALIDATION_ERROR',
      uploadMessages.folder,
    );
    for (const token of [colleague.token, sessions.admin, outsider.token, sessions.client])
      expectError(await send(UPLOAD_FILE, { input }, { token }), 'INVALID_PERMISSIONS');
    expect401(await send(UPLOAD_FILE, { input }, { none: true }));
  });

  it('refuses a file that is not a PDF renamed .pdf when the application refers to it; takes a real PDF', async () => {
    const { contract } = await started();
    const input = {
      folder: folderOf(contract.id),
      fileName: 'form.pdf',
      contentType: 'application/pdf',
      size: 30,
    };
    const fake = expectData(await send(UPLOAD_FILE, { input }, { token: agent.token })).uploadFile;
    expect(fake.fields.find((f) => f.name === 'key')?.value).toBe(
      `${folderOf(contract.id)}/${fake.uploadId}.pdf`,
    );
    await postUpload(fake, 'this is plain text, renamed');
    expectError(
      await update(agent.token, contract.id, {
        diligentSearchUpload: { acknowledgment: 'DILIGENT_EFFORT', fileId: fake.uploadId },
      }),
      'VALIDATION_ERROR',
      uploadMessages.notPdf,
    );
    const real = expectData(await send(UPLOAD_FILE, { input }, { token: agent.token })).uploadFile;
    expectError(
      await update(agent.token, contract.id, { diligentSearchUpload: { fileId: real.uploadId } }),
      'VALIDATION_ERROR',
      uploadMessages.missing,
    );
    await postUpload(real, '%PDF-1.4\n%%EOF\n');
    const saved = expectData(
      await update(agent.token, contract.id, {
        diligentSearchUpload: { acknowledgment: 'DILIGENT_EFFORT', fileId: real.uploadId },
      }),
    ).updateLpcInsuranceApplication;
    expect(saved.diligentSearchUpload).toEqual({
      acknowledgment: 'DILIGENT_EFFORT',
      file: 'form.pdf',
      fileId: real.uploadId,
    });
    const uploads = expectData(await send(GET_UPLOADS, {}, { token: agent.token })).getUploads;
    expect(uploads.items.map((u) => u.id)).toContain(real.uploadId);
    expect(uploads.items.map((u) => u.id)).not.toContain(fake.uploadId);
    const url = expectData(
      await send(GET_SIGNED_URL, { file: real.uploadId }, { token: primary.token }),
    ).getSignedUrl;
    expect((await (await fetch(url)).text()).startsWith('%PDF-')).toBe(true);
    for (const token of [colleague.token, outsider.token, sessions.admin, sessions.client])
      expectError(await send(GET_SIGNED_URL, { file: real.uploadId }, { token }), 'INVALID_PERMISSIONS');
    expectError(
      await send(GET_UPLOADS, { input: { userIds: [agent.userId] } }, { token: colleague.token }),
      'INVALID_PERMISSIONS',
    );
    expect(
      expectData(
        await send(GET_UPLOADS, { input: { userIds: [agent.userId] } }, { token: primary.token }),
      ).getUploads.items.map((u) => u.id),
    ).toContain(real.uploadId);
  });
});

describe('submitLpcInsuranceApplication', () => {
  it('refuses an incomplete application and the revenue rule with their texts', async () => {
    const { contract } = await started();
    expectError(
      await send(SUBMIT_APPLICATION, { contract: contract.id, input: signature() }, { token: agent.token }),
      'VALIDATION_ERROR',
      applicationMessages.legalName,
    );
    expectData(await update(agent.token, contract.id, complete));
    expectData(
      await update(agent.token, contract.id, {
        businessDetails: {
          previousAnnualRevenue: complete.businessDetails.previousAnnualRevenue.map((y) => ({
            ...y,
            revenue: 1000,
          })),
        },
      }),
    );
    expectError(
      await send(SUBMIT_APPLICATION, { contract: contract.id, input: signature() }, { token: agent.token }),
      'VALIDATION_ERROR',
      "The limit of liability must be less than or equal to the insured's revenue averaged over the past 3 years",
    );
    expectError(
      await send(
        SUBMIT_APPLICATION,
        {
          contract: contract.id,
          input: {
            agentSignature: { signature: 'Riley Stone', date: addDays(today(), -5) },
            confirmed: true,
          },
        },
        { token: agent.token },
      ),
      'VALIDATION_ERROR',
      applicationMessages.signatureDate,
    );
    expectError(
      await send(
        SUBMIT_APPLICATION,
        { contract: contract.id, input: { agentSignature: { signature: 'Riley Stone', date: today() } } },
        { token: agent.token },
      ),
      'VALIDATION_ERROR',
      applicationMessages.brokerConfirmation,
    );
    expectError(
      await send(
        SUBMIT_APPLICATION,
        { contract: contract.id, input: { agentSignature: { date: today() }, confirmed: true } },
        { token: agent.token },
      ),
      'VALIDATION_ERROR',
      applicationMessages.brokerSignature,
    );
  });

  it('signs, e-mails the client the review link and awaits the client; then nothing can change it', async () => {
    // The header's badge: the agent's own applications waiting for them, not a colleague's.
    const inProgress = async (token: string) =>
      expectData(await send(GET_APPLICATIONS_IN_PROGRESS, {}, { token })).getAgentStats!
        .applicationsInProgress;
    const [mine, theirs] = [await inProgress(agent.token), await inProgress(primary.token)];
    const { contract } = await started();
    expect(await inProgress(agent.token)).toBe(mine + 1);
    expect(await inProgress(primary.token)).toBe(theirs);
    expectData(await update(agent.token, contract.id, complete));
    for (const token of [
      primary.token,
      superAdmin.token,
      colleague.token,
      sessions.admin,
      outsider.token,
      sessions.client,
    ])
      expectError(
        await send(SUBMIT_APPLICATION, { contract: contract.id, input: signature() }, { token }),
        'INVALID_PERMISSIONS',
      );
    expect401(await send(SUBMIT_APPLICATION, { contract: contract.id, input: signature() }, { none: true }));

    const submitted = expectData(
      await send(SUBMIT_APPLICATION, { contract: contract.id, input: signature() }, { token: agent.token }),
    ).submitLpcInsuranceApplication;
    expect(submitted).toMatchObject({
      status: 'AWAITING_CLIENT',
      agentSignature: { name: 'Riley Stone', date: today() },
    });
    expect(submitted.reviewInvitationSentAt).toBeTruthy();
    expect(await inProgress(agent.token)).toBe(mine);
    expect(submitted.documents.map((d) => d.kind)).toEqual(['APPLICATION']);
    const mail = await waitForMail(client.email, 'client-review-contract');
    const link = new URL(mail.links[0]!);
    expect(link.pathname).toBe('/apply/review');
    expect(link.searchParams.get('token')).toBeTruthy();

    const [item] = await table().itemsOf('contract', { id: contract.id });
    expect(item!.agentSignature).toMatchObject({ userId: agent.userId, consentVersion: expect.any(String) });
    expect(item!.agentSignature.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    const pdfUrl = expectData(
      await send(GET_SIGNED_URL, { file: submitted.documents[0]!.id }, { token: agent.token }),
    ).getSignedUrl;
    expect((await (await fetch(pdfUrl)).text()).startsWith('%PDF-')).toBe(true);

    expectError(await update(agent.token, contract.id, complete), 'CONFLICT', APPLICATION_LOCKED_MESSAGE);
    expectError(
      await send(SUBMIT_APPLICATION, { contract: contract.id, input: signature() }, { token: agent.token }),
      'CONFLICT',
    );
  });

  it('of two racing submits exactly one wins', async () => {
    const { contract } = await started();
    expectData(await update(agent.token, contract.id, complete));
    const results = await Promise.all(
      [1, 2].map(() =>
        send(SUBMIT_APPLICATION, { contract: contract.id, input: signature() }, { token: agent.token }),
      ),
    );
    expect(results.filter((r) => r.data?.submitLpcInsuranceApplication).length).toBe(1);
    expect(results.filter((r) => r.errors?.[0]?.errorType === 'CONFLICT').length).toBe(1);
  });
});

/** Run the contracts sweeper now, as its schedule would. */
async function sweep(): Promise<{ invited: string[]; expired: string[]; failed: string[] }> {
  const url = new URL('/local/run/contracts-sweeper', inject('stack').graphqlUrl).href;
  const res = await postJson(url, {}, '', randomLoopback());
  expect(res.status).toBe(200);
  return res.json as { invited: string[]; expired: string[]; failed: string[] };
}

describe('the contracts sweeper', () => {
  it('finishes a submit stopped between its steps: the client is invited and the application awaits them', async () => {
    const { contract } = await started();
    expectData(await update(agent.token, contract.id, complete));
    expectData(
      await send(SUBMIT_APPLICATION, { contract: contract.id, input: signature() }, { token: agent.token }),
    );
    await waitForMail(client.email, 'client-review-contract');
    const before = (await mailsTo(client.email)).filter((m) => m.kind === 'client-review-contract').length;
    // As if the Lambda had stopped after the signature, five minutes ago: SUBMITTED, no invitation.
    const [item] = await table().itemsOf('contract', { id: contract.id });
    const past = new Date(Date.now() - 5 * 60_000).toISOString();
    const { reviewInvitationSentAt: _sent, ...rest } = item!;
    await table().put({
      ...rest,
      status: 'SUBMITTED',
      updatedAt: past,
      gsi2pk: 'CONTRACT#SUBMITTED',
      gsi2sk: `${past}#${contract.id}`,
    });
    expect((await sweep()).invited).toContain(contract.id);
    await waitForMail(client.email, 'client-review-contract', before + 1);
    expect(
      expectData(await send(GET_APPLICATION, { id: contract.id }, { token: agent.token })).getContract.status,
    ).toBe('AWAITING_CLIENT');
    expect((await sweep()).invited).not.toContain(contract.id);
  });

  it('expires a draft whose application deadline has passed', async () => {
    const { contract } = await started();
    const [item] = await table().itemsOf('contract', { id: contract.id });
    const yesterday = addDays(today(), -1);
    await table().put({ ...item!, applicationDeadline: yesterday, gsi2sk: `${yesterday}#${contract.id}` });
    expect((await sweep()).expired).toContain(contract.id);
    expect(
      expectData(await send(GET_APPLICATION, { id: contract.id }, { token: agent.token })).getContract.status,
    ).toBe('EXPIRED');
  });
});
