import {
  addDays,
  type AppError,
  canonicalJson,
  isClaimNumber,
  LOSS_REPORT_CONSENT_VERSION,
  lossReportMessages,
  MAX_LOSS_REPORTS_PER_POLICY,
  RATE_LIMITS,
  signatureNameMismatchMessage,
} from '@almanac/core';
import { takeRateLimit } from '../rate-limit.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../caller.js';
import { getForm } from './get-form.js';
import {
  callerOf,
  CLIENT_EMAIL,
  IP,
  lossReportWorld,
  NOW,
  PERIOD_BEGAN,
  roles,
  TODAY,
} from './loss-report-world.js';
import { saveLossReport } from './save-loss-report.js';
import { saveLossReportReview } from './save-loss-review.js';
import { getSignedUrl } from '../contracts/get-signed-url.js';
import type { LossReportDocument } from '../../ports/index.js';

let t: Awaited<ReturnType<typeof lossReportWorld>>;
const w = () => t.w;
beforeEach(async () => {
  t = await lossReportWorld();
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}

const report = (contractId: string, policyNumber: string, extra: Record<string, unknown> = {}) => ({
  contractId,
  name: 'Acme Farms',
  address1: '1 Harbor Way',
  city: 'Tampa',
  state: 'FL',
  zipcode: '33602',
  contactEmail: 'dana@example.com',
  policyNumber,
  notificationDate: '2026-11-20',
  basisDescription: 'Too little rain since October.',
  representationsAccepted: true,
  disclaimersAccepted: true,
  ...extra,
});
const save = (caller: Caller | null, input: Record<string, unknown>) =>
  saveLossReport(w().ports, caller, { input });

const review = (contractId: string, extra: Record<string, unknown> = {}) => ({
  contractId,
  agreeElectronicNamedInsured: true,
  clientSignature: 'Dana Reyes',
  reviewDate: TODAY,
  ...extra,
});
const sign = (caller: Caller | null, id: string, input: Record<string, unknown>) =>
  saveLossReportReview(w().ports, caller, { id, input }, { ipAddress: IP, userAgent: 'Vitest browser' });

/** A bound policy, its claim link's session and a saved draft. */
async function drafted() {
  const policy = await t.boundPolicy();
  const { caller } = await t.openClaimLink(policy.policyNumber);
  const form = await save(caller, report(policy.contractId, policy.policyNumber));
  return { ...policy, caller, form };
}

describe('saveLossReport', () => {
  it('the policyholder, through the claim link, files a DRAFT and gets the Form with its _id', async () => {
    const { contractId, policyNumber, form } = await drafted();
    expect(form).toMatchObject({
      _id: form.id,
      formType: 'LOSS_REPORT',
      status: 'DRAFT',
      orgId: 'org-1',
      program: 'HPC',
      documents: [],
      reviewDetails: null,
      achAccount: '••••6789',
      createdAt: NOW,
      values: {
        contractId,
        status: 'DRAFT',
        namedInsured: { name: 'Acme Farms', zipcode: '33602', policyNumber },
        lossDetails: { notificationDate: '2026-11-20', basisDescription: 'Too little rain since October.' },
      },
    });
    expect(await w().store.forms.listByContract(contractId)).toHaveLength(1);
  });

  it('the review link’s session and an ordinary session of the client file too', async () => {
    const { contractId, policyNumber, reviewCaller } = await t.boundPolicy();
    expect((await save(reviewCaller, report(contractId, policyNumber))).status).toBe('DRAFT');
    expect((await save(callerOf('client-1', 'client'), report(contractId, policyNumber))).status).toBe(
      'DRAFT',
    );
  });

  it('refuses invalid sections with core’s messages', async () => {
    const { contractId, policyNumber, caller } = await drafted();
    for (const [patch, message] of [
      [{ name: '' }, lossReportMessages.name],
      [{ address1: ' ' }, lossReportMessages.address1],
      [{ zipcode: '123' }, lossReportMessages.zipcode],
      [{ contactEmail: 'not-an-email' }, lossReportMessages.contactEmail],
      [{ policyNumber: '' }, lossReportMessages.policyNumber],
      [{ notificationDate: 'yesterday' }, lossReportMessages.notificationDate],
      [{ basisDescription: 'x'.repeat(5001) }, lossReportMessages.basisDescription],
    ] as const)
      expect(await failure(save(caller, report(contractId, policyNumber, patch)))).toMatchObject({
        code: 'VALIDATION_ERROR',
        message,
      });
  });

  it('sections III and IV must be acknowledged, not just opened (issue 27)', async () => {
    const { contractId, policyNumber, caller } = await drafted();
    for (const [patch, message] of [
      [{ representationsAccepted: null }, lossReportMessages.representationsAccepted],
      [{ representationsAccepted: false }, lossReportMessages.representationsAccepted],
      [{ disclaimersAccepted: undefined }, lossReportMessages.disclaimersAccepted],
    ] as const)
      expect(await failure(save(caller, report(contractId, policyNumber, patch)))).toMatchObject({
        code: 'VALIDATION_ERROR',
        message,
      });
    expect(await w().store.forms.listByContract(contractId)).toHaveLength(1);
  });

  it('refuses a notification date in the future (2030) or before the period began (issue 27)', async () => {
    const { contractId, policyNumber, caller } = await drafted();
    expect(
      await failure(save(caller, report(contractId, policyNumber, { notificationDate: '2030-01-15' }))),
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: lossReportMessages.notificationDateFuture,
    });
    // The day after the quoting day is already today east of Hawaii (core's lossReportDateProblem):
    // the day after that is the future.
    expect(
      await failure(save(caller, report(contractId, policyNumber, { notificationDate: addDays(TODAY, 2) }))),
    ).toMatchObject({
      message: lossReportMessages.notificationDateFuture,
    });
    expect(
      await failure(save(caller, report(contractId, policyNumber, { notificationDate: '2026-10-31' }))),
    ).toMatchObject({
      message: lossReportMessages.notificationDateBeforePeriod(PERIOD_BEGAN),
    });
    expect(await w().store.forms.listByContract(contractId)).toHaveLength(1);
  });

  it('refuses a report on a policy whose period has not begun, saying when it begins (issue 27)', async () => {
    const { contractId, policyNumber } = await t.boundPolicy('client-1', false);
    const { caller } = await t.openClaimLink(policyNumber);
    const start = (await w().store.contracts.get(contractId))!.riskPeriod.startDate;
    expect(start > TODAY).toBe(true);
    expect(
      await failure(save(caller, report(contractId, policyNumber, { notificationDate: TODAY }))),
    ).toMatchObject({
      code: 'CONFLICT',
      message: lossReportMessages.policyNotStarted(start),
    });
    expect(await w().store.forms.listByContract(contractId)).toHaveLength(0);
  });

  it('refuses a policy number that is not the contract’s', async () => {
    const { contractId, caller } = await drafted();
    expect(await failure(save(caller, report(contractId, 'ALM-HPC-2027-000999')))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: lossReportMessages.policyNumberMismatch,
    });
  });

  it('refuses a contract that is no bound, issued policy (CONFLICT with core’s message)', async () => {
    const { contractId, policyNumber, caller } = await drafted();
    t.patchContract(contractId, (c) => {
      c.policyIssuedAt = undefined;
    });
    expect(await failure(save(caller, report(contractId, policyNumber)))).toMatchObject({
      code: 'CONFLICT',
      message: lossReportMessages.notAPolicy,
    });
  });

  it('refuses everyone but the policyholder, and another contract for a scoped session', async () => {
    const { contractId, policyNumber, caller } = await drafted();
    const other = await t.boundPolicy('client-2');
    for (const who of Object.values(roles))
      expect((await failure(save(who, report(contractId, policyNumber)))).code).toBe('INVALID_PERMISSIONS');
    expect((await failure(save(null, report(contractId, policyNumber)))).code).toBe('UNAUTHORIZED');
    expect((await failure(save(caller, report(other.contractId, other.policyNumber)))).code).toBe(
      'INVALID_PERMISSIONS',
    );
    expect((await failure(save(caller, report('no-such-contract', policyNumber)))).code).toBe(
      'INVALID_PERMISSIONS',
    );
  });

  it(`is rate-limited per user (${RATE_LIMITS.lossReportSavesPerUser.limit} an hour, over all their policies)`, async () => {
    const { contractId, policyNumber, caller } = await drafted();
    // The saves of the user's other policies (this one takes at most MAX_LOSS_REPORTS_PER_POLICY).
    for (let i = 1; i < RATE_LIMITS.lossReportSavesPerUser.limit; i++)
      await takeRateLimit(w().ports, 'lossReportSavesPerUser', caller.userId);
    expect((await failure(save(caller, report(contractId, policyNumber)))).code).toBe('TOO_MANY_REQUESTS');
  });

  it(`takes at most ${MAX_LOSS_REPORTS_PER_POLICY} loss reports per policy, drafts and signed`, async () => {
    const { contractId, policyNumber, caller } = await drafted();
    for (let i = 1; i < MAX_LOSS_REPORTS_PER_POLICY; i++)
      await save(caller, report(contractId, policyNumber));
    const refused = await failure(save(caller, report(contractId, policyNumber)));
    expect([refused.code, refused.message]).toEqual(['CONFLICT', lossReportMessages.tooManyReports]);
    expect(await w().store.forms.listByContract(contractId)).toHaveLength(MAX_LOSS_REPORTS_PER_POLICY);
  });
});

describe('saveLossReportReview', () => {
  it('signs the draft: NEEDS_REVIEW, eCheck by default, the signature, time, user, address and user agent recorded', async () => {
    const { contractId, caller, form } = await drafted();
    w().clock.advance(60_000);
    const signed = await sign(caller, form.id, review(contractId));
    expect(signed).toMatchObject({
      status: 'NEEDS_REVIEW',
      values: { status: 'NEEDS_REVIEW' },
      reviewDetails: {
        paymentMethod: 'eCheck',
        readConfirmation: true,
        clientSignature: 'Dana Reyes',
        todaysDate: TODAY,
      },
    });
    expect((await w().store.forms.get(form.id))!).toMatchObject({
      status: 'NEEDS_REVIEW',
      version: 2,
      review: {
        userId: 'client-1',
        email: CLIENT_EMAIL,
        signedAt: '2026-11-21T15:01:00.000Z',
        ipAddress: IP,
        userAgent: 'Vitest browser',
        agreeElectronicNamedInsured: true,
      },
    });
  });

  it('signing stores the signed loss report PDF, its content hash and consent version, reachable by operations and the policyholder (issue 27)', async () => {
    const { contractId, caller, form } = await drafted();
    expect(form.documents).toEqual([]);
    const signed = await sign(caller, form.id, review(contractId));
    const stored = (await w().store.forms.get(form.id))!;
    const document = stored.signedDocument!;
    expect(document).toMatchObject({
      id: `${contractId}.loss-report-${form.id}`,
      kind: 'LOSS_REPORT',
      fileName: `loss-report-${signed.claimNumber}.pdf`,
      mimetype: 'application/pdf',
    });
    expect(signed.documents).toEqual([document.id]);
    // The fake renderer writes the document as JSON: the content signed, the signature and its evidence.
    const body = w().files.objects.get(document.key)!.body;
    expect(w().ports.sha256(body)).toBe(document.sha256);
    const pdf = JSON.parse(new TextDecoder().decode(body).split('\n')[1]!) as LossReportDocument;
    const { signatures, ...content } = pdf;
    expect(content.claimNumber).toBe(signed.claimNumber);
    expect(JSON.stringify(content.sections)).toContain('Too little rain since October.');
    const contentSha256 = w().ports.sha256(new TextEncoder().encode(canonicalJson(content)));
    expect(stored.review).toMatchObject({ consentVersion: LOSS_REPORT_CONSENT_VERSION, contentSha256 });
    expect(signatures).toEqual([
      expect.objectContaining({
        name: 'Dana Reyes',
        email: CLIENT_EMAIL,
        signedAt: stored.review!.signedAt,
        ipAddress: IP,
        userAgent: 'Vitest browser',
        consentVersion: LOSS_REPORT_CONSENT_VERSION,
        contentSha256,
      }),
    ]);
    // Operations (the claim page) and the policyholder open it; another agency does not.
    expect(await getSignedUrl(w().ports, roles.internal, { file: document.id })).toContain(document.key);
    expect(await getSignedUrl(w().ports, caller, { file: document.id })).toContain(document.key);
    await expect(getSignedUrl(w().ports, roles.otherAgency, { file: document.id })).rejects.toMatchObject({
      code: 'INVALID_PERMISSIONS',
    });
  });

  it('ACH with an ACH account on file', async () => {
    const { contractId, caller, form } = await drafted();
    expect(
      (await sign(caller, form.id, review(contractId, { payoutMethod: 'ACH' }))).reviewDetails,
    ).toMatchObject({ paymentMethod: 'ACH' });
  });

  it('refuses ACH without an ACH account on file (a wire-paid premium), with core’s message', async () => {
    const { contractId, caller, form } = await drafted();
    t.patchContract(contractId, (c) => {
      c.payment = {
        method: 'WIRE',
        reference: 'W-1',
        receivedDate: TODAY,
        recordedBy: 'ops-1',
        amountCents: 100,
        recordedAt: NOW,
      };
    });
    expect(await failure(sign(caller, form.id, review(contractId, { payoutMethod: 'ACH' })))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: lossReportMessages.achUnavailable,
    });
    expect((await getForm(w().ports, caller, { formType: 'LossReport', id: form.id })).achAccount).toBeNull();
    expect((await sign(caller, form.id, review(contractId))).reviewDetails!.paymentMethod).toBe('eCheck');
  });

  it('signing gives the report a claim number and e-mails the policyholder a receipt with it (issue 27)', async () => {
    const { contractId, caller, form } = await drafted();
    expect(form.claimNumber).toBeNull();
    const signed = await sign(caller, form.id, review(contractId));
    expect(isClaimNumber(signed.claimNumber!)).toBe(true);
    expect((await w().store.forms.get(form.id))!.claimNumber).toBe(signed.claimNumber);
    const receipts = w()
      .mail.to(CLIENT_EMAIL)
      .filter((m) => m.meta?.kind === 'loss-report-receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toContain(signed.claimNumber!);
    expect(receipts[0]!.text).toContain(signed.claimNumber!);
    expect(receipts[0]!.text).toContain('11/20/2026');
  });

  it('the receipt keeps to the recipient’s limit; the signature stands past it (issue 27)', async () => {
    const { contractId, caller, form } = await drafted();
    for (let i = 0; i < RATE_LIMITS.lossReportReceiptMailPerRecipient.limit; i++)
      await takeRateLimit(w().ports, 'lossReportReceiptMailPerRecipient', CLIENT_EMAIL);
    const signed = await sign(caller, form.id, review(contractId));
    expect(signed.status).toBe('NEEDS_REVIEW');
    expect(
      w()
        .mail.to(CLIENT_EMAIL)
        .filter((m) => m.meta?.kind === 'loss-report-receipt'),
    ).toHaveLength(0);
  });

  it('refuses a signature that is not the policyholder’s name ("Mickey Mouse") (issue 27)', async () => {
    const { contractId, caller, form } = await drafted();
    expect(
      await failure(sign(caller, form.id, review(contractId, { clientSignature: 'Mickey Mouse' }))),
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: signatureNameMismatchMessage('Dana', 'Reyes'),
    });
    expect((await w().store.forms.get(form.id))!.status).toBe('DRAFT');
    expect((await sign(caller, form.id, review(contractId, { clientSignature: 'DANA reyes' }))).status).toBe(
      'NEEDS_REVIEW',
    );
  });

  it('refuses a missing signature, an unconfirmed reading, another day and an unknown method with core’s messages', async () => {
    const { contractId, caller, form } = await drafted();
    for (const [patch, message] of [
      [{ clientSignature: '' }, lossReportMessages.clientSignature],
      [{ clientSignature: '   ' }, 'Your signature is required'],
      [{ agreeElectronicNamedInsured: false }, lossReportMessages.readConfirmation],
      [{ agreeElectronicNamedInsured: null }, lossReportMessages.readConfirmation],
      [{ reviewDate: addDays(TODAY, -2) }, lossReportMessages.reviewDate],
      [{ reviewDate: addDays(TODAY, 2) }, lossReportMessages.reviewDate],
      [{ payoutMethod: 'cash' }, lossReportMessages.payoutMethod],
    ] as const)
      expect(await failure(sign(caller, form.id, review(contractId, patch)))).toMatchObject({
        code: 'VALIDATION_ERROR',
        message,
      });
    expect((await w().store.forms.get(form.id))!.status).toBe('DRAFT');
  });

  it('a second review is refused (CONFLICT), and of two racing reviews exactly one signs', async () => {
    const { contractId, policyNumber, caller, form } = await drafted();
    await sign(caller, form.id, review(contractId));
    expect(await failure(sign(caller, form.id, review(contractId)))).toMatchObject({
      code: 'CONFLICT',
      message: lossReportMessages.alreadySigned,
    });
    const another = await save(caller, report(contractId, policyNumber));
    const results = await Promise.allSettled([
      sign(caller, another.id, review(contractId)),
      sign(caller, another.id, review(contractId, { payoutMethod: 'ACH' })),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason.code).toBe(
      'CONFLICT',
    );
    expect((await w().store.forms.get(another.id))!.version).toBe(2);
  });

  it('only the policyholder signs: others, another contract’s session and unknown ids are refused', async () => {
    const { contractId, form } = await drafted();
    const other = await t.boundPolicy('client-2');
    const { caller: theirs } = await t.openClaimLink(other.policyNumber, 'client-2@example.com');
    for (const who of [...Object.values(roles), theirs])
      expect((await failure(sign(who, form.id, review(contractId)))).code).toBe('INVALID_PERMISSIONS');
    expect((await failure(sign(theirs, form.id, review(other.contractId)))).code).toBe('INVALID_PERMISSIONS');
    expect((await failure(sign(theirs, 'no-such-form', review(other.contractId)))).code).toBe(
      'INVALID_PERMISSIONS',
    );
    expect((await failure(sign(null, form.id, review(contractId)))).code).toBe('UNAUTHORIZED');
    expect((await w().store.forms.get(form.id))!.status).toBe('DRAFT');
  });

  it(`is rate-limited per user (${RATE_LIMITS.lossReportReviewsPerUser.limit} an hour)`, async () => {
    const { contractId, caller, form } = await drafted();
    for (let i = 0; i < RATE_LIMITS.lossReportReviewsPerUser.limit; i++)
      await failure(sign(caller, form.id, review(contractId, { clientSignature: '' })));
    expect((await failure(sign(caller, form.id, review(contractId)))).code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('getForm', () => {
  it('the policyholder, the policy’s agency (as getContract allows) and operations read it; by either type name', async () => {
    const { caller, form, reviewCaller } = await drafted();
    for (const who of [
      caller,
      reviewCaller,
      callerOf('client-1', 'client'),
      roles.agent,
      roles.primaryAgent,
      roles.internal,
      roles.superAdminElsewhere,
    ])
      for (const formType of ['LossReport', 'LOSS_REPORT'])
        expect((await getForm(w().ports, who, { formType, id: form.id })).id).toBe(form.id);
  });

  it('anyone else is refused (INVALID_PERMISSIONS), unknown ids alike; no session is UNAUTHORIZED', async () => {
    const { form } = await drafted();
    const other = await t.boundPolicy('client-2');
    const { caller: theirs } = await t.openClaimLink(other.policyNumber, 'client-2@example.com');
    for (const who of [roles.admin, roles.otherAgency, roles.otherClient, theirs])
      expect((await failure(getForm(w().ports, who, { formType: 'LossReport', id: form.id }))).code).toBe(
        'INVALID_PERMISSIONS',
      );
    for (const who of [roles.agent, roles.internal, roles.otherClient])
      expect(
        (await failure(getForm(w().ports, who, { formType: 'LossReport', id: 'no-such-form' }))).code,
      ).toBe('INVALID_PERMISSIONS');
    expect((await failure(getForm(w().ports, null, { formType: 'LossReport', id: form.id }))).code).toBe(
      'UNAUTHORIZED',
    );
    expect((await failure(getForm(w().ports, roles.agent, { formType: 'Claim', id: form.id }))).code).toBe(
      'VALIDATION_ERROR',
    );
  });
});
