/**
 * The claim link and loss reports over HTTP (issue 15): the public policy-number modal's call,
 * the e-mailed CLIENT_CLAIM_FORM link and the contract-scoped session it starts, the loss report,
 * its review and signature, and getForm for every role. docs/requirements.md#invitations, #claims,
 * #validation-claims, #status-form.
 */
import {
  addDays,
  claimLinkMessages,
  lossReportMessages,
  MAX_LOSS_REPORTS_PER_POLICY,
  quotingToday,
} from '@almanac/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, loginAs } from './support/accounts.js';
import { expect401, expectData, expectError, send } from './support/api.js';
import { bindingAgent } from './support/applications.js';
import { GET_CLIENT_CONTRACT } from './support/client-review.js';
import { table } from './support/db.js';
import {
  ACCEPT_CLAIM_FORM,
  boundPolicy,
  CLAIM_MAIL_KIND,
  claimToken,
  GET_FORM,
  INVITE_CLAIM_FORM,
  lossReportInput,
  lossReviewInput,
  SAVE_LOSS_REPORT,
  SAVE_LOSS_REVIEW,
} from './support/loss-reports.js';
import { mailsTo, waitForMail } from './support/mailbox.js';
import { AUTHORIZE, CURRENT_USER } from './support/operations.js';
import { GET_USER_CLIENTS } from './support/quoter.js';
import { grantRole, internalUser, type Seller } from './support/underwriting.js';

let agent: Seller;
let primary: Seller;
let otherAgency: Seller;
let superAdmin: Seller;
let internal: { token: string; userId: string };
let admin: { token: string; userId: string };

const invite = (policyId: string) => send(INVITE_CLAIM_FORM, { policyId });
const accept = (token: string) => send(ACCEPT_CLAIM_FORM, { token });
const saveReport = (session: string, input: Record<string, unknown>) =>
  send(SAVE_LOSS_REPORT, { input: input as ReturnType<typeof lossReportInput> }, { token: session });
const BROWSER = 'Mozilla/5.0 (integration test)';
const saveReview = (session: string, id: string, input: Record<string, unknown>) =>
  send(
    SAVE_LOSS_REVIEW,
    { id, input: input as ReturnType<typeof lossReviewInput> },
    { token: session },
    { 'user-agent': BROWSER },
  );
const claimMails = async (email: string) => (await mailsTo(email)).filter((m) => m.kind === CLAIM_MAIL_KIND);

/** A bound policy and the claim link's session for it. */
async function openedClaimLink() {
  const policy = await boundPolicy(agent.token);
  expect(expectData(await invite(policy.policyNumber)).inviteClientClaimForm).toBe(true);
  const accepted = expectData(
    await accept(await claimToken(policy.client.email)),
  ).acceptClaimsFormTokenInvite;
  return { ...policy, session: accepted.auth.token };
}

/** A bound policy, its claim link's session and a saved draft. */
async function drafted() {
  const policy = await openedClaimLink();
  const form = expectData(
    await saveReport(policy.session, lossReportInput(policy.contractId, policy.policyNumber)),
  ).saveLossReport;
  return { ...policy, form };
}

beforeAll(async () => {
  [agent, primary, otherAgency, superAdmin, internal, admin] = await Promise.all([
    bindingAgent(),
    bindingAgent('primaryAgent'),
    bindingAgent(),
    bindingAgent('superAdmin'),
    internalUser(),
    bindingAgent(),
  ]);
  await table().moveToOrganization(primary.userId, agent.orgId);
  await table().moveToOrganization(admin.userId, agent.orgId);
  await grantRole(admin.userId, 'admin');
});

describe('the policy-number modal and the claim link', () => {
  it('always answers true; an unknown number sends nothing; the policyholder gets a /claims/loss-form link', async () => {
    const policy = await boundPolicy(agent.token);
    const unknown = policy.policyNumber.replace(/-[0-9A-Z]+$/, '-999999');
    expect(expectData(await invite(unknown)).inviteClientClaimForm).toBe(true);
    // A number typed in lower case with spaces is the same policy.
    expect(expectData(await invite(` ${policy.policyNumber.toLowerCase()} `)).inviteClientClaimForm).toBe(
      true,
    );
    const mail = await waitForMail(policy.client.email, CLAIM_MAIL_KIND);
    expect(mail.subject).toContain(policy.policyNumber);
    const link = new URL(mail.links[0]!);
    expect(link.pathname).toBe('/claims/loss-form');
    expect(link.searchParams.get('token')).toBeTruthy();
    // Only the one link (the unknown number sent nothing to anyone with this policy).
    expect(await claimMails(policy.client.email)).toHaveLength(1);
    const [stored] = await table().itemsOf('oneTimeToken', {
      subject: policy.contractId,
      type: 'CLIENT_CLAIM_FORM',
    });
    expect(stored).toMatchObject({ userId: policy.client.id });
    expect(JSON.stringify(stored)).not.toContain(link.searchParams.get('token')!);
  });

  it('refuses a missing or malformed number with core’s message', async () => {
    expectError(await invite(' '), 'VALIDATION_ERROR', lossReportMessages.modalPolicyNumber);
    expectError(await invite('POLICY-42'), 'VALIDATION_ERROR', claimLinkMessages.policyNumberFormat);
  });

  it('logs the policyholder in for that contract only; a scoped session reaches nothing else', async () => {
    const policy = await boundPolicy(agent.token);
    const other = await boundPolicy(agent.token);
    await invite(policy.policyNumber);
    const accepted = expectData(
      await accept(await claimToken(policy.client.email)),
    ).acceptClaimsFormTokenInvite;
    expect(accepted).toMatchObject({ contractId: policy.contractId, _id: policy.contractId });
    expect(accepted.auth.user).toMatchObject({ _id: policy.client.id, role: 'client' });
    expect(accepted.auth.user.confirmedAt).toBeTruthy();
    const session = accepted.auth.token;
    expect((await table().session(session))!.contractId).toBe(policy.contractId);
    expect(expectData(await send(CURRENT_USER, {}, { token: session })).currentUser._id).toBe(
      policy.client.id,
    );
    expect(
      expectData(await send(GET_CLIENT_CONTRACT, { id: policy.contractId }, { token: session })).getContract
        .policyNumber,
    ).toBe(policy.policyNumber);
    expectError(
      await send(GET_CLIENT_CONTRACT, { id: other.contractId }, { token: session }),
      'INVALID_PERMISSIONS',
    );
    expectError(await send(GET_USER_CLIENTS, {}, { token: session }), 'INVALID_PERMISSIONS');
    // Renewed, it is the same session, still limited.
    expect(expectData(await send(AUTHORIZE, { token: session })).authorize.token).toBe(session);
    expectError(await send(GET_USER_CLIENTS, {}, { token: session }), 'INVALID_PERMISSIONS');
  });

  it('is single use: a second use answers TOKEN_EXPIRED and e-mails a new link, which works', async () => {
    const policy = await boundPolicy(agent.token);
    await invite(policy.policyNumber);
    const token = await claimToken(policy.client.email);
    expectData(await accept(token));
    expectError(await accept(token), 'TOKEN_EXPIRED', 'The token provided is expired');
    const fresh = await claimToken(policy.client.email, 2);
    expect(fresh).not.toBe(token);
    expect(expectData(await accept(fresh)).acceptClaimsFormTokenInvite.contractId).toBe(policy.contractId);
  });

  it('of parallel uses of one link exactly one logs in', async () => {
    const policy = await boundPolicy(agent.token);
    await invite(policy.policyNumber);
    const token = await claimToken(policy.client.email);
    const results = await Promise.all([1, 2, 3].map(() => accept(token)));
    expect(results.filter((r) => r.data?.acceptClaimsFormTokenInvite)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.errorType === 'TOKEN_EXPIRED')).toHaveLength(2);
  });

  it('an expired link answers TOKEN_EXPIRED and e-mails a new link; a tampered one is INVALID_TOKEN', async () => {
    const policy = await boundPolicy(agent.token);
    await invite(policy.policyNumber);
    const token = await claimToken(policy.client.email);
    expectError(await accept(`${token}x`), 'INVALID_TOKEN');
    expectError(await accept('nonsense'), 'INVALID_TOKEN');
    await table().expireLinkToken(token);
    expectError(await accept(token), 'TOKEN_EXPIRED', 'The token provided is expired');
    const fresh = await claimToken(policy.client.email, 2);
    expect(expectData(await accept(fresh)).acceptClaimsFormTokenInvite.contractId).toBe(policy.contractId);
  });
});

describe('saveLossReport', () => {
  it('the policyholder files a DRAFT on the bound policy and gets the Form with its _id', async () => {
    const { form, contractId, policyNumber } = await drafted();
    expect(form).toMatchObject({
      _id: form.id,
      formType: 'LOSS_REPORT',
      status: 'DRAFT',
      orgId: agent.orgId,
      program: 'HPC',
      achAccount: '••••4321',
      documents: [],
      reviewDetails: null,
      values: { contractId, status: 'DRAFT', namedInsured: { policyNumber, zipcode: '33602' } },
    });
  });

  it('refuses invalid fields with core’s messages and a policy number that is not this policy’s', async () => {
    const { session, contractId, policyNumber } = await openedClaimLink();
    const input = lossReportInput(contractId, policyNumber);
    for (const [patch, message] of [
      [{ name: '' }, lossReportMessages.name],
      [{ zipcode: '123' }, lossReportMessages.zipcode],
      [{ contactEmail: 'nope' }, lossReportMessages.contactEmail],
      [{ notificationDate: '03/02/2027' }, lossReportMessages.notificationDate],
      [
        { policyNumber: policyNumber.replace(/-[0-9A-Z]+$/, '-999999') },
        lossReportMessages.policyNumberMismatch,
      ],
    ] as const)
      expectError(await saveReport(session, { ...input, ...patch }), 'VALIDATION_ERROR', message);
  });

  it('refuses a contract that is not an issued policy, and anyone but the policyholder', async () => {
    const { session, contractId, policyNumber, reviewSession } = await openedClaimLink();
    const input = lossReportInput(contractId, policyNumber);
    // The review link's session of the same contract files too.
    expectData(await saveReport(reviewSession, input));
    for (const token of [agent.token, internal.token, superAdmin.token, await loginAs(demo.client)])
      expectError(await saveReport(token, input), 'INVALID_PERMISSIONS');
    await table().update({
      Key: { pk: `CONTRACT#${contractId}`, sk: 'CONTRACT' },
      UpdateExpression: 'REMOVE policyIssuedAt',
    });
    expectError(await saveReport(session, input), 'CONFLICT', lossReportMessages.notAPolicy);
  });

  it(`takes at most ${MAX_LOSS_REPORTS_PER_POLICY} loss reports per policy: CONFLICT with core's message past it`, async () => {
    const { session, contractId, policyNumber } = await openedClaimLink();
    const input = lossReportInput(contractId, policyNumber);
    for (let i = 0; i < MAX_LOSS_REPORTS_PER_POLICY; i++) expectData(await saveReport(session, input));
    expectError(await saveReport(session, input), 'CONFLICT', lossReportMessages.tooManyReports);
  });

  it(`25 parallel saves of new reports store exactly ${MAX_LOSS_REPORTS_PER_POLICY}; the rest are CONFLICT`, async () => {
    const { session, contractId, policyNumber } = await openedClaimLink();
    const input = lossReportInput(contractId, policyNumber);
    const results = await Promise.all(Array.from({ length: 25 }, () => saveReport(session, input)));
    const saved = results.filter((r) => !r.errors?.length);
    expect(saved).toHaveLength(MAX_LOSS_REPORTS_PER_POLICY);
    for (const refused of results.filter((r) => r.errors?.length))
      expectError(refused, 'CONFLICT', lossReportMessages.tooManyReports);
    expect(await table().itemsOf('form', { contractId })).toHaveLength(MAX_LOSS_REPORTS_PER_POLICY);
  });
});

describe('saveLossReportReview', () => {
  it('signs the draft: NEEDS_REVIEW, eCheck by default, with the address and user agent recorded; a second review is refused', async () => {
    const { session, form, contractId } = await drafted();
    const signed = expectData(
      await saveReview(session, form.id, lossReviewInput(contractId)),
    ).saveLossReportReview;
    expect(signed).toMatchObject({
      status: 'NEEDS_REVIEW',
      values: { status: 'NEEDS_REVIEW' },
      reviewDetails: {
        paymentMethod: 'eCheck',
        readConfirmation: true,
        clientSignature: 'Dana Reyes',
        todaysDate: quotingToday(new Date()),
      },
    });
    const item = (await table().get(`FORM#${form.id}`, 'FORM'))!;
    expect(item.review).toMatchObject({ userId: expect.any(String), signedAt: expect.any(String) });
    expect(item.review.ipAddress).toMatch(/^127\./);
    expect(item.review.userAgent).toBe(BROWSER);
    // The signed PDF (issue 27): stored in the bucket, named by the report, with its content's hash.
    expect(item.review.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(item.signedDocument).toMatchObject({
      kind: 'LOSS_REPORT',
      id: `${contractId}.loss-report-${form.id}`,
    });
    expect(signed.documents).toEqual([item.signedDocument.id]);
    expectError(
      await saveReview(session, form.id, lossReviewInput(contractId)),
      'CONFLICT',
      lossReportMessages.alreadySigned,
    );
  });

  it('refuses a missing signature, no read confirmation and another day, with core’s messages', async () => {
    const { session, form, contractId } = await drafted();
    const input = lossReviewInput(contractId);
    for (const [patch, message] of [
      [{ clientSignature: '' }, 'Your signature is required'],
      [{ agreeElectronicNamedInsured: false }, lossReportMessages.readConfirmation],
      [{ reviewDate: addDays(quotingToday(new Date()), -3) }, lossReportMessages.reviewDate],
    ] as const)
      expectError(await saveReview(session, form.id, { ...input, ...patch }), 'VALIDATION_ERROR', message);
  });

  it('ACH with the premium’s ACH account on file; refused without one', async () => {
    const first = await drafted();
    expect(
      expectData(
        await saveReview(first.session, first.form.id, {
          ...lossReviewInput(first.contractId),
          payoutMethod: 'ACH',
        }),
      ).saveLossReportReview.reviewDetails,
    ).toMatchObject({ paymentMethod: 'ACH' });
    const second = await drafted();
    await table().update({
      Key: { pk: `CONTRACT#${second.contractId}`, sk: 'CONTRACT' },
      UpdateExpression: 'SET payment = :p',
      ExpressionAttributeValues: {
        ':p': {
          method: 'WIRE',
          reference: 'W-1',
          receivedDate: '2026-01-01',
          recordedBy: internal.userId,
          amountCents: 1,
          recordedAt: new Date().toISOString(),
        },
      },
    });
    expectError(
      await saveReview(second.session, second.form.id, {
        ...lossReviewInput(second.contractId),
        payoutMethod: 'ACH',
      }),
      'VALIDATION_ERROR',
      lossReportMessages.achUnavailable,
    );
  });
});

describe('getForm', () => {
  it('the policyholder, the agency (agent, primary agent) and operations (internal, super admin of another agency) read it', async () => {
    const { session, form } = await drafted();
    for (const token of [session, agent.token, primary.token, internal.token, superAdmin.token])
      for (const formType of ['LossReport', 'LOSS_REPORT'])
        expect(expectData(await send(GET_FORM, { formType, id: form.id }, { token })).getForm!.id).toBe(
          form.id,
        );
  });

  it('anyone else is refused: the agency’s admin, another agency, another client, another claim link; unknown ids alike', async () => {
    const { form } = await drafted();
    const other = await openedClaimLink();
    for (const token of [admin.token, otherAgency.token, await loginAs(demo.client), other.session])
      expectError(
        await send(GET_FORM, { formType: 'LossReport', id: form.id }, { token }),
        'INVALID_PERMISSIONS',
      );
    expectError(
      await send(GET_FORM, { formType: 'LossReport', id: 'no-such-form' }, { token: agent.token }),
      'INVALID_PERMISSIONS',
    );
    expectError(
      await send(GET_FORM, { formType: 'LossReport', id: form.id }, { apiKey: true }),
      'Unauthorized',
    );
    expect401(await send(GET_FORM, { formType: 'LossReport', id: form.id }, { none: true }));
  });
});
