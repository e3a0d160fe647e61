import {
  APPLICATION_EXISTS_MESSAGE,
  APPLICATION_LOCKED_MESSAGE,
  type AppError,
  applicationMessages,
  BROKER_CONFIRMATION_TEXT,
  BROKER_CONSENT_VERSION,
  purchaseBlockMessages,
  uploadMessages,
  canonicalJson,
  signatureNameMismatchMessage,
} from '@almanac/core';
import type { ApplicationDocument } from '../../ports/index.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../caller.js';
import { createParametricCustomQuote } from '../pricing/create-parametric-custom-quote.js';
import { getQuotes } from '../quotes/get-quotes.js';
import { saveQuote } from '../quotes/save-quote.js';
import { testSha256 } from '../testing/in-memory-contracts.js';
import { inMemoryWorld, MINUTE, type InMemoryWorld } from '../testing/in-memory-ports.js';
import { createInsuranceApplication } from './create-insurance-application.js';
import { getContract, getContractByQuoteId } from './get-contract.js';
import { getSignedUrl } from './get-signed-url.js';
import { getUploads } from './get-uploads.js';
import { submitLpcInsuranceApplication } from './submit-application.js';
import { sweepContracts } from './sweep-contracts.js';
import { updateLpcInsuranceApplication } from './update-application.js';
import { uploadFile } from './upload-file.js';
import { completeApplicationInput } from '../../../../core/src/applications/application-fixtures.js';
import { CONTRACTS_TEST_NOW, testUser } from './contract-test-users.js';

const NOW = CONTRACTS_TEST_NOW;
const TODAY = '2026-11-21';
const callerOf = (userId: string, role: Caller['role'] = 'agent'): Caller => ({
  userId,
  role,
  confirmed: true,
  sessionHash: `h-${userId}`,
});
const agent = callerOf('agent-1');
const colleague = callerOf('agent-2');
const primary = callerOf('primary-1', 'primaryAgent');
const outsider = callerOf('agent-x');
const admin = callerOf('admin-1', 'admin');
const clientCaller = callerOf('client-1', 'client');

const user = testUser;

let w: InMemoryWorld;
async function world(
  options: {
    liftApplicationDeadline?: boolean;
    automaticApprovalLimitDollars?: number;
    priceRangeReferralRatio?: number;
  } = {},
) {
  w = inMemoryWorld({ start: NOW, webUrl: 'https://almanac.test', ...options });
  // Priced on observed data, so only the limit decides whether an underwriter must approve.
  w.weather.origin = 'observed';
  for (const u of [
    user('agent-1', 'agent'),
    user('agent-2', 'agent'),
    user('primary-1', 'primaryAgent'),
    user('admin-1', 'admin', { permissions: [{ platform: 'DEFAULT', canQuote: true, canBind: true }] }),
    user('agent-x', 'agent', { organizationId: 'org-2' }),
    user('client-1', 'client', {
      agentId: 'agent-1',
      email: 'dana@example.com',
      profile: {
        firstName: "dana o'neil-reyes",
        lastName: 'mcallister',
        companyName: 'Acme Farms',
        phone: '5125550100',
        city: 'Austin',
        state: 'tx',
        zipcode: '78701',
      },
    }),
    user('client-2', 'client', { agentId: 'agent-1' }),
  ])
    await w.store.users.create(u);
  for (const id of ['org-1', 'org-2'])
    await w.store.organizations.put({
      id,
      name: id === 'org-1' ? 'Harbor & Field' : 'Elsewhere',
      isOnboarded: true,
      permissions: { canBind: true },
      createdAt: NOW,
      updatedAt: NOW,
    });
}
beforeEach(() => world());

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}

/** A saved HPC premium indication (saved as LPC's save does) of `by` with limit $100,000, inception 2027-01-01 (41 days on). */
async function savedQuote(opts: { start?: string; end?: string; client?: string; by?: Caller } = {}) {
  const by = opts.by ?? agent;
  const res = await createParametricCustomQuote(w.ports, by, {
    limit: 100_000,
    strike: 18,
    exhaust: 22,
    start: opts.start ?? '2027-01-01',
    end: opts.end ?? '2027-03-31',
    weightedLocations: [{ lat: 27.95, lon: -82.46, weight: 1 }],
  });
  const id = res.quotes[0]!.id;
  await saveQuote(
    w.ports,
    by,
    { quote: id, ...(opts.client ? { client: opts.client } : {}) },
    'saveLPCInsuranceQuote',
  );
  return id;
}

// The three calendar years before the test clock's day; the e-mail as typed (the server lower-cases it).
const complete = completeApplicationInput([2023, 2024, 2025]);
complete.entityInformation.emails = [{ value: 'Dana@Example.com' }];
const signature = { agentSignature: { signature: 'Avery agent-1', date: TODAY }, confirmed: true };

async function started(opts: { client?: string } = {}) {
  const quote = await savedQuote({ client: opts.client ?? 'client-1' });
  const contract = await createInsuranceApplication(w.ports, agent, { client: 'client-1', quote });
  return { quote, contract };
}

describe('createInsuranceApplication', () => {
  it('freezes the quote and starts a draft prefilled from the client, with default business details', async () => {
    const quote = await savedQuote({ client: 'client-1' });
    const c = await createInsuranceApplication(w.ports, agent, { client: 'client-1', quote });
    expect(c).toMatchObject({
      status: 'DRAFT',
      quoteId: quote,
      agentId: 'agent-1',
      clientId: 'client-1',
      agency: 'Harbor & Field',
      entityInformation: {
        legalName: 'Acme Farms',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        contactFirstName: "Dana O'Neil-Reyes",
        contactLastName: 'Mcallister',
        emails: [{ value: 'dana@example.com' }],
        businessPhone: '(512) 555-0100',
        maskedFederalTaxId: null,
      },
      businessDetails: {
        businessType: 'OTHER',
        currency: 'USD',
        previousAnnualRevenue: [
          { year: 2023, revenue: 0 },
          { year: 2024, revenue: 0 },
          { year: 2025, revenue: 0 },
        ],
      },
    });
    expect(c.history.map((e) => e.eventName)).toEqual(['Application started']);
    const frozen = (await w.store.quotes.get(quote))!;
    expect(frozen).toMatchObject({ frozenAt: NOW, contractId: c.id });
    expect(c.quote.status).toBe('Submitted');
    expect((await getContractByQuoteId(w.ports, agent, { quoteId: quote }))!.id).toBe(c.id);
  });

  it("a second application for the client starts from the latest one's answers (not the tax ID)", async () => {
    const { contract: first } = await started();
    await updateLpcInsuranceApplication(w.ports, agent, {
      contract: first.id,
      input: {
        ...complete,
        entityInformation: {
          ...complete.entityInformation,
          emails: [{ value: 'dana@example.com' }, { value: 'Books@Acme.example' }],
        },
      },
    });
    const quote = await savedQuote({ client: 'client-1' });
    const second = await createInsuranceApplication(w.ports, agent, { client: 'client-1', quote });
    expect(second.id).not.toBe(first.id);
    expect(second.entityInformation).toMatchObject({
      legalName: 'Acme Farms LLC',
      address: '1 Main St',
      city: 'Denver',
      state: 'CO',
      county: 'Denver',
      country: 'USA',
      zip: '80202',
      contactFirstName: 'Dana',
      contactLastName: 'Reyes',
      emails: [{ value: 'dana@example.com' }, { value: 'books@acme.example' }],
      businessPhone: '(512) 555-0100',
      maskedFederalTaxId: null,
    });
    expect(second.businessDetails).toMatchObject({
      businessType: 'AGRICULTURAL_BUSINESS',
      businessOperationsDescription: 'Row crops',
      previousAnnualRevenue: [
        { year: 2023, revenue: 200_000 },
        { year: 2024, revenue: 200_000 },
        { year: 2025, revenue: 200_000 },
      ],
    });
    expect(second.diligentSearchUpload).toEqual({ acknowledgment: null, file: null, fileId: null });
  });

  it("does not carry a colleague's application into another agent's draft (not theirs to read)", async () => {
    const { contract: first } = await started();
    await updateLpcInsuranceApplication(w.ports, agent, { contract: first.id, input: complete });
    const colleague = callerOf('agent-2');
    const quote = await savedQuote({ client: 'client-1', by: colleague });
    const theirs = await createInsuranceApplication(w.ports, colleague, { client: 'client-1', quote });
    expect(theirs.entityInformation).toMatchObject({ legalName: 'Acme Farms', city: 'Austin', state: 'TX' });
    expect(theirs.entityInformation.address ?? null).toBeNull();
    expect(theirs.businessDetails.businessOperationsDescription ?? null).toBeNull();
  });

  it('does not prefill a state where cover is not offered (New York)', async () => {
    // Attached while the client had no state; the client moved to New York since.
    const quote = await savedQuote({ client: 'client-2' });
    await w.store.users.updateProfile('client-2', { state: 'ny', city: 'Albany' }, NOW);
    const c = await createInsuranceApplication(w.ports, agent, { client: 'client-2', quote });
    expect(c.entityInformation).toMatchObject({ city: 'Albany', state: null });
  });

  it('attaches the client when the quote has none, and refuses a second application with CONFLICT', async () => {
    const quote = await savedQuote();
    const c = await createInsuranceApplication(w.ports, agent, { client: 'client-1', quote });
    expect((await w.store.quotes.get(quote))!.clientId).toBe('client-1');
    const again = await failure(createInsuranceApplication(w.ports, agent, { client: 'client-1', quote }));
    expect(again).toMatchObject({ code: 'CONFLICT', message: APPLICATION_EXISTS_MESSAGE });
    expect([...w.store.contracts.byId.keys()]).toEqual([c.id]);
  });

  it('a retry after a failure between the freeze and the contract write completes it: one contract', async () => {
    const quote = await savedQuote({ client: 'client-1' });
    w.store.contracts.failNextPuts = 1;
    await expect(createInsuranceApplication(w.ports, agent, { client: 'client-1', quote })).rejects.toThrow(
      'injected failure',
    );
    const claimed = (await w.store.quotes.get(quote))!.contractId!;
    expect(await getContractByQuoteId(w.ports, agent, { quoteId: quote })).toBeNull();
    const c = await createInsuranceApplication(w.ports, agent, { client: 'client-1', quote });
    expect(c.id).toBe(claimed);
    expect(w.store.contracts.byId.size).toBe(1);
  });

  it('refuses the dates outside the purchase window unless liftApplicationDeadline is on', async () => {
    const early = await savedQuote({ client: 'client-1', start: '2027-03-01', end: '2027-05-31' });
    expect(
      await failure(createInsuranceApplication(w.ports, agent, { client: 'client-1', quote: early })),
    ).toMatchObject({
      code: 'APPLICATION_TOO_EARLY',
      message: 'Application too early',
      info: { reason: purchaseBlockMessages.inceptionWindow },
    });
    const late = await savedQuote({ client: 'client-1' });
    w.clock.advance(22 * 24 * 60 * MINUTE); // past the deadline, 2026-12-12
    expect(
      await failure(createInsuranceApplication(w.ports, agent, { client: 'client-1', quote: late })),
    ).toMatchObject({
      code: 'APPLICATION_TOO_LATE',
      message: 'Application is past the deadline',
    });
    expect((await w.store.quotes.get(late))!.frozenAt).toBeUndefined();
    const lifted = { ...w.ports, liftApplicationDeadline: true };
    expect(
      (await createInsuranceApplication(lifted, agent, { client: 'client-1', quote: late })).status,
    ).toBe('DRAFT');
  });

  it('refuses admins, clients, callers who cannot bind and agents who cannot see the quote', async () => {
    const quote = await savedQuote({ client: 'client-1' });
    for (const who of [admin, clientCaller, colleague, outsider])
      expect(
        (await failure(createInsuranceApplication(w.ports, who, { client: 'client-1', quote }))).code,
      ).toBe('INVALID_PERMISSIONS');
    await w.store.organizations.put({
      ...(await w.store.organizations.get('org-1'))!,
      permissions: { canBind: false },
    });
    expect(
      (await failure(createInsuranceApplication(w.ports, agent, { client: 'client-1', quote }))).code,
    ).toBe('INVALID_PERMISSIONS');
    expect(
      (await failure(createInsuranceApplication(w.ports, null, { client: 'client-1', quote }))).code,
    ).toBe('UNAUTHORIZED');
  });

  it("lets the organisation's primary agent start it for the agent's quote; the agent stays the quote's creator", async () => {
    const quote = await savedQuote({ client: 'client-1' });
    const c = await createInsuranceApplication(w.ports, primary, { client: 'client-1', quote });
    expect(c.agentId).toBe('agent-1');
  });

  it('refuses another client than the one attached', async () => {
    const quote = await savedQuote({ client: 'client-1' });
    expect(
      await failure(createInsuranceApplication(w.ports, agent, { client: 'client-2', quote })),
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'A client is already attached to this premium indication.',
    });
  });
});

describe('getContract', () => {
  it('is for the agent and the organisation managers only', async () => {
    const { contract } = await started();
    expect((await getContract(w.ports, agent, { id: contract.id })).id).toBe(contract.id);
    expect((await getContract(w.ports, primary, { id: contract.id })).id).toBe(contract.id);
    for (const who of [colleague, outsider, admin, clientCaller])
      expect((await failure(getContract(w.ports, who, { id: contract.id }))).code).toBe(
        'INVALID_PERMISSIONS',
      );
    expect((await failure(getContract(w.ports, agent, { id: 'nope' }))).code).toBe('INVALID_PERMISSIONS');
  });

  it('the quote list shows the application status read from the contract', async () => {
    const { quote, contract } = await started();
    const items = (await getQuotes(w.ports, agent, {})).items;
    expect(items.find((i) => i.id === quote)).toMatchObject({
      contractId: contract.id,
      contractStatus: 'DRAFT',
    });
  });
});

describe('updateLpcInsuranceApplication', () => {
  it('merges the sections sent field by field and keeps only the tax ID mask in clear', async () => {
    const { contract } = await started();
    const c = await updateLpcInsuranceApplication(w.ports, agent, {
      contract: contract.id,
      input: { entityInformation: { county: 'Travis', federalTaxId: '12-3456789' } },
    });
    expect(c.entityInformation).toMatchObject({
      county: 'Travis',
      legalName: 'Acme Farms',
      maskedFederalTaxId: '•••••6789',
    });
    expect(JSON.stringify(c)).not.toContain('123456789');
    const stored = (await w.store.contracts.get(contract.id))!;
    expect(JSON.stringify(stored)).not.toContain('123456789');
    expect(
      await w.ports.cipher.decrypt(stored.entityInformation.federalTaxIdCiphertext!, {
        contractId: contract.id,
      }),
    ).toBe('123456789');
    const cleared = await updateLpcInsuranceApplication(w.ports, agent, {
      contract: contract.id,
      input: {
        entityInformation: { county: '' },
        businessDetails: { businessOperationsDescription: 'Dairy' },
      },
    });
    expect(cleared.entityInformation.county).toBeNull();
    expect(cleared.entityInformation.maskedFederalTaxId).toBe('•••••6789');
    expect(cleared.businessDetails).toMatchObject({
      businessType: 'OTHER',
      businessOperationsDescription: 'Dairy',
    });
  });

  it('answers the draft schemas’ messages', async () => {
    const { contract } = await started();
    for (const [input, message] of [
      [{ entityInformation: { state: 'NY' } }, applicationMessages.stateNy],
      [{ entityInformation: { zip: '123456' } }, applicationMessages.zip],
      [{ entityInformation: { federalTaxId: '1234' } }, applicationMessages.federalTaxId],
      [
        {
          entityInformation: {
            emails: [{ value: 'a@b.co' }, { value: 'c@d.co' }, { value: 'e@f.co' }, { value: 'g@h.co' }],
          },
        },
        applicationMessages.emailsMax,
      ],
      [
        { entityInformation: { emails: [{ value: 'dana@example.com' }, { value: 'DANA@example.com ' }] } },
        applicationMessages.emailDuplicate,
      ],
    ] as const)
      expect(
        await failure(updateLpcInsuranceApplication(w.ports, agent, { contract: contract.id, input })),
      ).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: message,
      });
  });

  it('is refused to a colleague, an outsider, an admin and a client; allowed to the primary agent', async () => {
    const { contract } = await started();
    const args = { contract: contract.id, input: { entityInformation: { county: 'Travis' } } };
    for (const who of [colleague, outsider, admin, clientCaller])
      expect((await failure(updateLpcInsuranceApplication(w.ports, who, args))).code).toBe(
        'INVALID_PERMISSIONS',
      );
    expect((await updateLpcInsuranceApplication(w.ports, primary, args)).entityInformation.county).toBe(
      'Travis',
    );
  });

  it('retries once on a lost race, then answers CONFLICT', async () => {
    const { contract } = await started();
    const replace = w.store.contracts.replace.bind(w.store.contracts);
    let losses = 1;
    w.store.contracts.replace = async (next, expected) =>
      losses-- > 0 ? undefined : replace(next, expected);
    const args = { contract: contract.id, input: { entityInformation: { county: 'Travis' } } };
    expect((await updateLpcInsuranceApplication(w.ports, agent, args)).entityInformation.county).toBe(
      'Travis',
    );
    losses = 2;
    expect((await failure(updateLpcInsuranceApplication(w.ports, agent, args))).code).toBe('CONFLICT');
  });

  it('checks a referenced upload: its folder, its owner, its size and its PDF signature', async () => {
    const { contract } = await started();
    const folder = `lpc-insurance/contracts/${contract.id}/diligent-effort`;
    const post = await uploadFile(w.ports, agent, {
      input: { folder, fileName: 'form.pdf', contentType: 'application/pdf', size: 20 },
    });
    const key = post.fields.find((f) => f.name === 'key')!.value;
    expect(key).toBe(`${folder}/${post.uploadId}.pdf`);
    const refer = (fileId: string) =>
      updateLpcInsuranceApplication(w.ports, agent, {
        contract: contract.id,
        input: { diligentSearchUpload: { acknowledgment: 'DILIGENT_EFFORT', fileId } },
      });
    expect(await failure(refer(post.uploadId))).toMatchObject({ message: uploadMessages.missing });
    w.files.upload(key, 'just some text, renamed .pdf');
    expect(await failure(refer(post.uploadId))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: uploadMessages.notPdf,
    });
    expect((await w.store.uploads.get(post.uploadId))!.status).toBe('REJECTED');

    const good = await uploadFile(w.ports, agent, {
      input: { folder, fileName: 'form.pdf', contentType: 'application/pdf', size: 20 },
    });
    w.files.upload(`${folder}/${good.uploadId}.pdf`, '%PDF-1.7 a real one');
    const c = await refer(good.uploadId);
    expect(c.diligentSearchUpload).toMatchObject({ fileId: good.uploadId, file: 'form.pdf' });
    expect(c.documents.map((d) => d.kind)).toEqual(['DILIGENT_EFFORT']);
    expect((await getUploads(w.ports, agent, {})).items.map((u) => u.id)).toEqual([good.uploadId]);
    expect(await getSignedUrl(w.ports, primary, { file: good.uploadId })).toContain(good.uploadId);
    // The checked copy is kept: the still-valid presigned POST replacing the original changes nothing.
    const verified = (await w.store.uploads.get(good.uploadId))!;
    expect(verified.key.startsWith(`${folder}/verified/${good.uploadId}/`)).toBe(true);
    w.files.upload(`${folder}/${good.uploadId}.pdf`, '<html>not a pdf</html>');
    expect(new TextDecoder().decode(await w.files.get(verified.key))).toBe('%PDF-1.7 a real one');
    expect(await getSignedUrl(w.ports, agent, { file: good.uploadId })).toContain(verified.key);
    expect((await failure(getSignedUrl(w.ports, colleague, { file: good.uploadId }))).code).toBe(
      'INVALID_PERMISSIONS',
    );

    // An unknown upload, or one in another application's folder, cannot be referenced.
    expect(await failure(refer('not-an-upload'))).toMatchObject({ message: uploadMessages.notYours });
    const second = await createInsuranceApplication(w.ports, agent, {
      client: 'client-1',
      quote: await savedQuote({ client: 'client-1' }),
    });
    const elsewhere = await uploadFile(w.ports, agent, {
      input: {
        folder: `lpc-insurance/contracts/${second.id}/diligent-effort`,
        fileName: 'x.pdf',
        contentType: 'application/pdf',
        size: 20,
      },
    });
    expect(await failure(refer(elsewhere.uploadId))).toMatchObject({ message: uploadMessages.notYours });
  });

  it('uploadFile refuses a folder of another shape, another content type and a file too large', async () => {
    const { contract } = await started();
    const folder = `lpc-insurance/contracts/${contract.id}/diligent-effort`;
    const input = { folder, fileName: 'form.pdf', contentType: 'application/pdf', size: 20 };
    expect(
      await failure(uploadFile(w.ports, agent, { input: { ...input, folder: 'elsewhere' } })),
    ).toMatchObject({
      message: uploadMessages.folder,
    });
    expect(
      await failure(uploadFile(w.ports, agent, { input: { ...input, contentType: 'image/png' } })),
    ).toMatchObject({
      message: uploadMessages.notPdf,
    });
    expect(
      await failure(uploadFile(w.ports, agent, { input: { ...input, size: 10 * 1024 * 1024 + 1 } })),
    ).toMatchObject({
      message: uploadMessages.tooLarge,
    });
    expect((await failure(uploadFile(w.ports, colleague, { input }))).code).toBe('INVALID_PERMISSIONS');
  });
});

describe('submitLpcInsuranceApplication', () => {
  async function filled() {
    const { contract, quote } = await started();
    await updateLpcInsuranceApplication(w.ports, agent, { contract: contract.id, input: complete });
    return { contract, quote };
  }

  it('signs, stores the PDF, e-mails the client a review link and awaits the client', async () => {
    const { contract } = await filled();
    const c = await submitLpcInsuranceApplication(
      w.ports,
      agent,
      { contract: contract.id, input: signature },
      {
        ipAddress: '203.0.113.9',
        userAgent: 'Vitest',
      },
    );
    expect(c).toMatchObject({
      status: 'AWAITING_CLIENT',
      submittedAt: NOW,
      reviewInvitationSentAt: NOW,
      agentSignature: { name: 'Avery agent-1', date: TODAY, signedAt: NOW },
    });
    expect(c.documents.map((d) => d.kind)).toEqual(['APPLICATION']);
    expect(c.history.map((e) => e.eventName)).toEqual([
      'Application started',
      'Application signed by the broker',
      'Application submitted',
      'Review invitation e-mailed to the client',
    ]);
    const stored = (await w.store.contracts.get(contract.id))!;
    const pdf = w.files.objects.get(stored.applicationDocument!.key)!;
    expect(stored.agentSignature).toMatchObject({
      userId: 'agent-1',
      email: 'agent-1@example.com',
      ipAddress: '203.0.113.9',
      userAgent: 'Vitest',
      consentText: BROKER_CONFIRMATION_TEXT,
      consentVersion: BROKER_CONSENT_VERSION,
      documentSha256: w.ports.sha256(pdf.body),
    });
    const text = new TextDecoder().decode(pdf.body);
    expect(text).toContain('•••••6789');
    expect(text).not.toContain('123456789');
    // The application names its producer: the signing broker and their agency.
    const doc = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as ApplicationDocument;
    expect(doc.sections[0]).toMatchObject({ heading: 'Producer' });
    expect(doc.sections[0]!.rows).toContainEqual(['Broker', 'Avery agent-1']);
    // The broker's signature with its certificate evidence; the hash is of the content signed.
    const { signatures, ...content } = doc;
    const contentSha256 = w.ports.sha256(new TextEncoder().encode(canonicalJson(content)));
    expect(signatures).toEqual([
      expect.objectContaining({
        name: 'Avery agent-1',
        email: 'agent-1@example.com',
        ipAddress: '203.0.113.9',
        userAgent: 'Vitest',
        consentVersion: BROKER_CONSENT_VERSION,
        contentSha256,
      }),
    ]);
    expect(stored.agentSignature!.contentSha256).toBe(contentSha256);
    expect(stored.producer).toMatchObject({ name: 'Avery agent-1', email: 'agent-1@example.com' });

    const mail = w.mail.last('dana@example.com')!;
    expect(mail.meta?.kind).toBe('client-review-contract');
    expect(mail.subject).toBe('Avery agent-1 sent you an application to review: Excess precipitation (HPC)');
    expect(mail.text).toContain('Review the application');
    const link = mail.meta!.links![0]!;
    expect(link).toMatch(/^https:\/\/almanac\.test\/apply\/review\?token=/);
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    const record = await w.store.oneTimeTokens.get(w.ports.digest(token));
    expect(record).toMatchObject({
      type: 'CLIENT_REVIEW_CONTRACT',
      userId: 'client-1',
      subject: contract.id,
    });
    expect(w.store.oneTimeTokens.byHash.has(token)).toBe(false);

    expect(await getSignedUrl(w.ports, agent, { file: c.documents[0]!.id })).toContain(
      stored.applicationDocument!.key,
    );
    const locked = await failure(
      updateLpcInsuranceApplication(w.ports, agent, { contract: contract.id, input: complete }),
    );
    expect(locked).toMatchObject({ code: 'CONFLICT', message: APPLICATION_LOCKED_MESSAGE });
    expect(
      (
        await failure(
          submitLpcInsuranceApplication(w.ports, agent, { contract: contract.id, input: signature }),
        )
      ).code,
    ).toBe('CONFLICT');
  });

  it('refuses while the revenue rule fails, with its text', async () => {
    const { contract } = await filled();
    await updateLpcInsuranceApplication(w.ports, agent, {
      contract: contract.id,
      input: {
        businessDetails: {
          previousAnnualRevenue: [
            { year: 2023, revenue: 10 },
            { year: 2024, revenue: 10 },
            { year: 2025, revenue: 10 },
          ],
        },
      },
    });
    expect(
      await failure(
        submitLpcInsuranceApplication(w.ports, agent, { contract: contract.id, input: signature }),
      ),
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: applicationMessages.revenueRule,
    });
  });

  it('refuses an incomplete application, a wrong date and a missing confirmation with their messages', async () => {
    const { contract } = await started();
    expect(
      await failure(
        submitLpcInsuranceApplication(w.ports, agent, { contract: contract.id, input: signature }),
      ),
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: applicationMessages.address,
    });
    expect(
      await failure(
        submitLpcInsuranceApplication(w.ports, agent, {
          contract: contract.id,
          input: { agentSignature: { signature: 'Avery agent-1', date: '2026-11-01' }, confirmed: true },
        }),
      ),
    ).toMatchObject({ message: applicationMessages.signatureDate });
    expect(
      await failure(
        submitLpcInsuranceApplication(w.ports, agent, {
          contract: contract.id,
          input: { agentSignature: { signature: 'Avery agent-1', date: TODAY }, confirmed: false },
        }),
      ),
    ).toMatchObject({ message: applicationMessages.brokerConfirmation });
  });

  it('in a state with a form: an Exempt Commercial Purchaser signs without one; a diligent effort needs it', async () => {
    const { contract } = await filled();
    await updateLpcInsuranceApplication(w.ports, agent, {
      contract: contract.id,
      input: {
        entityInformation: { state: 'TX', city: 'Austin', county: 'Travis', zip: '78701' },
        diligentSearchUpload: { acknowledgment: 'DILIGENT_EFFORT' },
      },
    });
    expect(
      await failure(
        submitLpcInsuranceApplication(w.ports, agent, { contract: contract.id, input: signature }),
      ),
    ).toMatchObject({ code: 'VALIDATION_ERROR', message: applicationMessages.file });
    await updateLpcInsuranceApplication(w.ports, agent, {
      contract: contract.id,
      input: { diligentSearchUpload: { acknowledgment: 'EXEMPT_COMMERCIAL_PURCHASER' } },
    });
    const c = await submitLpcInsuranceApplication(w.ports, agent, {
      contract: contract.id,
      input: signature,
    });
    expect(c.status).toBe('AWAITING_CLIENT');
  });

  it('refuses a broker signature that is not the agent’s name ("Mickey Mouse"), forgives case and spacing (issue 27)', async () => {
    const { contract } = await filled();
    const error = await failure(
      submitLpcInsuranceApplication(w.ports, agent, {
        contract: contract.id,
        input: { agentSignature: { signature: 'Mickey Mouse', date: TODAY }, confirmed: true },
      }),
    );
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: signatureNameMismatchMessage('Avery', 'agent-1'),
    });
    expect((await w.store.contracts.get(contract.id))!.status).toBe(contract.status);
    const signed = await submitLpcInsuranceApplication(w.ports, agent, {
      contract: contract.id,
      input: { agentSignature: { signature: ' avery   AGENT 1 ', date: TODAY }, confirmed: true },
    });
    expect(signed.status).not.toBe(contract.status);
  });

  it('only the agent signs', async () => {
    const { contract } = await filled();
    for (const who of [primary, colleague, outsider, admin, clientCaller])
      expect(
        (
          await failure(
            submitLpcInsuranceApplication(w.ports, who, { contract: contract.id, input: signature }),
          )
        ).code,
      ).toBe('INVALID_PERMISSIONS');
  });

  it('of two racing submits exactly one wins', async () => {
    const { contract } = await filled();
    const results = await Promise.allSettled([
      submitLpcInsuranceApplication(w.ports, agent, { contract: contract.id, input: signature }),
      submitLpcInsuranceApplication(w.ports, agent, { contract: contract.id, input: signature }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((lost.reason as AppError).code).toBe('CONFLICT');
    expect(w.mail.to('dana@example.com')).toHaveLength(1);
  });

  it("the loser of two racing submits does not replace the winner's signed PDF", async () => {
    const { contract } = await filled();
    const sign = (name: string) =>
      submitLpcInsuranceApplication(w.ports, agent, {
        contract: contract.id,
        input: { ...signature, agentSignature: { ...signature.agentSignature, signature: name } },
      });
    // Signed in the same millisecond (the test clock stands still): the same file name.
    await Promise.allSettled([sign('Avery agent-1'), sign('AVERY  agent-1')]);
    const signed = (await w.store.contracts.get(contract.id))!;
    const stored = await w.files.get(signed.applicationDocument!.key);
    expect(testSha256(stored!)).toBe(signed.agentSignature!.documentSha256);
    expect(new TextDecoder().decode(stored)).toContain(signed.agentSignature!.name);
  });

  it('a failure between the steps leaves it SUBMITTED; a retry of the submit, or the sweeper, finishes it', async () => {
    const { contract } = await filled();
    const replace = w.store.contracts.replace.bind(w.store.contracts);
    w.store.contracts.replace = async (next, expected) => {
      if (next.status === 'AWAITING_CLIENT') throw new Error('crash before the second write');
      return replace(next, expected);
    };
    await expect(
      submitLpcInsuranceApplication(w.ports, agent, { contract: contract.id, input: signature }),
    ).rejects.toThrow('crash');
    expect((await w.store.contracts.get(contract.id))!.status).toBe('SUBMITTED');
    w.store.contracts.replace = replace;

    // Too recent for the sweeper; a couple of minutes later it finishes the step.
    expect((await sweepContracts(w.ports)).invited).toEqual([]);
    w.clock.advance(3 * MINUTE);
    expect(await sweepContracts(w.ports)).toMatchObject({ invited: [contract.id] });
    expect((await w.store.contracts.get(contract.id))!.status).toBe('AWAITING_CLIENT');
    expect(await sweepContracts(w.ports)).toMatchObject({ invited: [] });
  });

  it('a retry of the submit on a SUBMITTED application sends the invitation', async () => {
    const { contract } = await filled();
    const replace = w.store.contracts.replace.bind(w.store.contracts);
    w.store.contracts.replace = async (next, expected) => {
      if (next.status === 'AWAITING_CLIENT') throw new Error('crash before the second write');
      return replace(next, expected);
    };
    await expect(
      submitLpcInsuranceApplication(w.ports, agent, { contract: contract.id, input: signature }),
    ).rejects.toThrow('crash');
    w.store.contracts.replace = replace;
    const c = await submitLpcInsuranceApplication(w.ports, agent, {
      contract: contract.id,
      input: signature,
    });
    expect(c.status).toBe('AWAITING_CLIENT');
  });

  it('above the automatic limit it goes to PENDING_APPROVAL and no e-mail is sent', async () => {
    const { contract } = await filled();
    const stored = (await w.store.contracts.get(contract.id))!;
    w.store.contracts.byId.set(contract.id, { ...stored, limitCents: 2_000_000_00 });
    const big = [
      { year: 2023, revenue: 3_000_000 },
      { year: 2024, revenue: 3_000_000 },
      { year: 2025, revenue: 3_000_000 },
    ];
    await updateLpcInsuranceApplication(w.ports, agent, {
      contract: contract.id,
      input: { businessDetails: { previousAnnualRevenue: big } },
    });
    const c = await submitLpcInsuranceApplication(w.ports, agent, {
      contract: contract.id,
      input: signature,
    });
    expect(c.status).toBe('PENDING_APPROVAL');
    expect(w.mail.to('dana@example.com')).toHaveLength(0);
  });

  it('an application priced on demo data goes to PENDING_APPROVAL, whatever its limit', async () => {
    w.weather.origin = 'demo';
    const { contract } = await filled();
    const c = await submitLpcInsuranceApplication(w.ports, agent, {
      contract: contract.id,
      input: signature,
    });
    expect(c.status).toBe('PENDING_APPROVAL');
    expect(c.underwritingReasons).toEqual(['DEMO_DATA']);
    // The agent's activity says why.
    expect(c.history.at(-1)?.description).toBe('Priced on demonstration weather data, not observed data');
    expect(w.mail.to('dana@example.com')).toHaveLength(0);
  });

  it("the automatic-approval limit is the deployment's: below a lower one it still needs approval", async () => {
    await world({ automaticApprovalLimitDollars: 50_000 });
    const { contract } = await filled();
    const c = await submitLpcInsuranceApplication(w.ports, agent, {
      contract: contract.id,
      input: signature,
    });
    expect(c.status).toBe('PENDING_APPROVAL');
    expect(c.underwritingReasons).toEqual(['LIMIT_ABOVE_AUTOMATIC_APPROVAL']);
  });

  /** The stored quote's sensitivity range, as if the trend and look-back alternatives gave these. */
  function setPriceRange(quoteId: string, lowCents: number, highCents: number) {
    const q = w.store.quotes.byId.get(quoteId)!;
    const ratio = lowCents > 0 ? highCents / lowCents : highCents > 0 ? null : 1;
    w.store.quotes.byId.set(quoteId, {
      ...q,
      option: { ...q.option, sensitivity: { ...q.option.sensitivity, lowCents, highCents, ratio } },
    });
  }

  it('a quote whose expected loss moves more than the referral ratio between alternatives needs approval', async () => {
    const { contract, quote } = await filled();
    setPriceRange(quote, 100_000, 310_000); // 3.1 > 2
    const c = await submitLpcInsuranceApplication(w.ports, agent, {
      contract: contract.id,
      input: signature,
    });
    expect(c.status).toBe('PENDING_APPROVAL');
    expect(c.underwritingReasons).toEqual(['WIDE_PRICE_RANGE']);
    expect(c.history.at(-1)?.description).toBe(
      'The expected loss moves more than the allowed ratio between the trend and look-back alternatives',
    );
    expect(w.mail.to('dana@example.com')).toHaveLength(0);
  });

  it('an unbounded range (no expected loss under one alternative) needs approval too', async () => {
    const { contract, quote } = await filled();
    setPriceRange(quote, 0, 5_000);
    const c = await submitLpcInsuranceApplication(w.ports, agent, {
      contract: contract.id,
      input: signature,
    });
    expect(c.underwritingReasons).toEqual(['WIDE_PRICE_RANGE']);
  });

  it("the referral ratio is the deployment's: within a wider one the application goes to the client", async () => {
    await world({ priceRangeReferralRatio: 4 });
    const { contract, quote } = await filled();
    setPriceRange(quote, 100_000, 310_000);
    const c = await submitLpcInsuranceApplication(w.ports, agent, {
      contract: contract.id,
      input: signature,
    });
    expect(c.status).toBe('AWAITING_CLIENT');
    expect(c.underwritingReasons).toEqual([]);
  });
});

describe('sweepContracts', () => {
  it('expires drafts once their deadline has passed, unless the deadline is lifted', async () => {
    const { contract } = await started();
    w.clock.advance(21 * 24 * 60 * MINUTE); // 2026-12-12: the deadline day itself
    expect((await sweepContracts(w.ports)).expired).toEqual([]);
    w.clock.advance(24 * 60 * MINUTE);
    expect((await sweepContracts({ ...w.ports, liftApplicationDeadline: true })).expired).toEqual([]);
    expect((await sweepContracts(w.ports)).expired).toEqual([contract.id]);
    const c = (await w.store.contracts.get(contract.id))!;
    expect(c.status).toBe('EXPIRED');
    expect(c.history.at(-1)!.eventName).toBe('Application expired');
  });
});
