/**
 * Agency onboarding over HTTP (docs/requirements.md#onboarding, issue 14): the seeded agency not
 * onboarded (newagent@almanac.local, demo-org-new) designates its primary agent, saves drafts and
 * signs its application; underwriter@almanac.local approves it, and its agents can apply for
 * cover. A second agency is returned with a reason and submits again. Every operation's refusals
 * per role and for another agency, and the e-mails in the local mailbox.
 */
import { onboardingMessages, onboardingServerMessages } from '@almanac/core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfPages } from '../../functions/src/adapters/documents/pdf-text.js';
import { demo, loginAs, registerAgent, registerConfirmedAgent } from './support/accounts.js';
import { type Auth, expect401, expectData, expectError, send } from './support/api.js';
import { CREATE_APPLICATION } from './support/applications.js';
import { mailsTo, waitForMail } from './support/mailbox.js';
import {
  DESIGNATE_PRIMARY_AGENT,
  GET_CONTRACT_DOCUMENT_URL,
  GET_ORGANIZATION_APPLICATION,
  GET_ORGANIZATION_APPLICATIONS_FOR_REVIEW,
  GET_ORGANIZATION_ONBOARDING,
  memberOf,
  REVIEW_ORGANIZATION_APPLICATION,
  SAVE_ORGANIZATION_APPLICATION,
  signedApplication,
  SUBMIT_ORGANIZATION_APPLICATION,
} from './support/onboarding.js';
import { CURRENT_USER } from './support/operations.js';
import { addClient, savedQuote } from './support/quoter.js';

const ORG = 'demo-org-new';
const NEW_AGENT_ID = 'demo-new-agent';
/** Sessions: the seeded accounts and members of demo-org-new in each role. */
const s = {
  newAgent: '',
  underwriter: '',
  client: '',
  otherAgent: '',
  otherAdmin: '',
  agent: '',
  admin: '',
  superAdmin: '',
};
let adminId = '';

beforeAll(async () => {
  [s.newAgent, s.underwriter, s.client, s.otherAgent, s.otherAdmin] = await Promise.all([
    loginAs(demo.newAgent),
    loginAs('underwriter@almanac.local'),
    loginAs(demo.client),
    loginAs(demo.agent),
    loginAs(demo.admin),
  ]);
  const [agent, admin, superAdmin] = await Promise.all([
    memberOf(ORG, 'agent'),
    memberOf(ORG, 'admin'),
    memberOf(ORG, 'superAdmin'),
  ]);
  [s.agent, s.admin, s.superAdmin, adminId] = [agent.token, admin.token, superAdmin.token, admin.userId];
});

const as = (token: string) => ({ token });
const onboarding = (token: string) => send(GET_ORGANIZATION_ONBOARDING, {}, as(token));
const designate = (token: string, user: string) => send(DESIGNATE_PRIMARY_AGENT, { user }, as(token));
const save = (token: string, input: Record<string, unknown>) =>
  send(SAVE_ORGANIZATION_APPLICATION, { input }, as(token));
const submit = (token: string, input = signedApplication()) =>
  send(SUBMIT_ORGANIZATION_APPLICATION, { input }, as(token));
const review = (token: string, organization: string, decision: 'approve' | 'return', reason?: string) =>
  send(REVIEW_ORGANIZATION_APPLICATION, { organization, input: { decision, reason } }, as(token));
const forReview = (token: string) =>
  send(GET_ORGANIZATION_APPLICATIONS_FOR_REVIEW, { statuses: ['NeedsReview'] }, as(token));
const me = async (token: string) => expectData(await send(CURRENT_USER, {}, as(token))).currentUser;

describe('agency onboarding: demo-org-new from Designate Primary Agent to approved', () => {
  let quote = '';
  let client = '';
  let agreement = '';

  it('starts NotStarted: members read it; nothing is saved or submitted before a primary agent', async () => {
    for (const token of [s.newAgent, s.agent, s.admin, s.superAdmin])
      expect(expectData(await onboarding(token)).getOrganizationOnboarding).toMatchObject({
        status: 'NotStarted',
        organization: { _id: ORG, isOnboarded: false },
        applicant: { _id: NEW_AGENT_ID },
        primaryAgent: null,
      });
    expectError(await save(s.newAgent, { name: 'X' }), 'CONFLICT', onboardingServerMessages.designateFirst);
    expectError(await submit(s.newAgent), 'CONFLICT', onboardingServerMessages.designateFirst);
    // Not a member: the client and Almanac's staff have no agency here.
    for (const token of [s.client, s.underwriter])
      expectError(await onboarding(token), 'INVALID_PERMISSIONS');
  });

  it("cannot bind yet: createInsuranceApplication refuses the agent's saved premium indication", async () => {
    client = (
      await addClient(s.newAgent, {
        firstName: 'Ada',
        lastName: 'Prairie',
        email: `ada.${Date.now()}@example.com`,
      })
    )._id;
    quote = (await savedQuote(s.newAgent)).id;
    expect((await me(s.newAgent)).canBind).toBe(false);
    expectError(await send(CREATE_APPLICATION, { client, quote }, as(s.newAgent)), 'INVALID_PERMISSIONS');
  });

  it('refuses a designation by anyone but the applicant or a manager, and of anyone but a selling member', async () => {
    for (const token of [s.agent, s.client, s.underwriter])
      expectError(await designate(token, NEW_AGENT_ID), 'INVALID_PERMISSIONS');
    // Another agency's admin reaches only their own agency (onboarded already: nothing to designate).
    expectError(
      await designate(s.otherAdmin, NEW_AGENT_ID),
      'CONFLICT',
      onboardingServerMessages.notEditable,
    );
    expectError(
      await designate(s.newAgent, adminId),
      'VALIDATION_ERROR',
      onboardingServerMessages.notSellingMember,
    );
    expectError(
      await designate(s.newAgent, 'demo-agent'),
      'VALIDATION_ERROR',
      onboardingServerMessages.notSellingMember,
    );
    expect(expectData(await onboarding(s.newAgent)).getOrganizationOnboarding?.status).toBe('NotStarted');
  });

  it('the applicant designates themself: Started, and they are the primary agent', async () => {
    const view = expectData(await designate(s.newAgent, NEW_AGENT_ID)).designatePrimaryAgent;
    expect(view).toMatchObject({
      status: 'Started',
      primaryAgent: { _id: NEW_AGENT_ID, role: 'primaryAgent' },
    });
    expect(await me(s.newAgent)).toMatchObject({
      role: 'primaryAgent',
      organization: { application: { status: 'Started' } },
    });
  });

  it('saves drafts (each answer valid when given); other members and outsiders cannot', async () => {
    expectError(await save(s.newAgent, { npn: 'abc' }), 'VALIDATION_ERROR', onboardingMessages.npn);
    const draft = expectData(
      await save(s.newAgent, {
        name: 'Prairie Risk Partners',
        website: 'prairie.example',
        yearsInBusiness: 3,
      }),
    ).saveOrganizationApplication;
    expect(draft).toMatchObject({
      status: 'Started',
      organization: { website: 'prairie.example', yearsInBusiness: 3 },
    });
    const byAdmin = expectData(
      await save(s.admin, { agencyLicenseState: 'KS', npn: '1234567' }),
    ).saveOrganizationApplication;
    expect(byAdmin).toMatchObject({
      agencyLicenseState: 'KS',
      npn: '1234567',
      organization: { yearsInBusiness: 3 },
    });
    for (const token of [s.agent, s.client, s.underwriter])
      expectError(await save(token, { npn: '1' }), 'INVALID_PERMISSIONS');
    // Another agency's manager saves only to their own agency (already onboarded there: not editable).
    expectError(await save(s.otherAdmin, { npn: '1' }), 'CONFLICT');
  });

  it('refuses an unsigned or incomplete submission with its message, and submissions by others', async () => {
    expectError(
      await submit(s.newAgent, signedApplication({ agreeAgencyAgreement: false })),
      'VALIDATION_ERROR',
      onboardingMessages.agreement,
    );
    expectError(
      await submit(s.newAgent, signedApplication({ signature: 'Sa' })),
      'VALIDATION_ERROR',
      onboardingMessages.signature,
    );
    expectError(
      await submit(s.newAgent, signedApplication({ signingDate: '2020-01-01' })),
      'VALIDATION_ERROR',
      onboardingMessages.signingDate,
    );
    for (const token of [s.agent, s.client, s.underwriter])
      expectError(await submit(token), 'INVALID_PERMISSIONS');
  });

  it('submits: NeedsReview, the signed agreement stored, operations e-mailed and the applicant acknowledged', async () => {
    const view = expectData(await submit(s.newAgent)).submitOrganizationApplication!;
    expect(view).toMatchObject({
      status: 'NeedsReview',
      organization: {
        name: 'Prairie Risk Partners',
        website: 'https://prairie.example',
        yearsInBusiness: 12,
        signatureDetails: { signature: 'Sam Okafor', title: 'Principal' },
      },
      agencyLicenseNumber: 'KS-778812',
    });
    expect(view.organization.locations?.map((l) => l.type).sort()).toEqual(['mailing', 'physical']);
    agreement = view.agreementDocumentId!;
    expect(agreement).toBeTruthy();
    const toOps = await waitForMail(inject('stack').operationsEmail, 'agency-application-submitted');
    expect(toOps.subject).toBe('Agency application to review: Prairie Risk Partners');
    expect(toOps.links.some((l) => l.endsWith(`/operations/agencies/${ORG}`))).toBe(true);
    expect((await waitForMail(demo.newAgent, 'agency-application-received')).subject).toContain(
      'Prairie Risk Partners',
    );
    // In review: no more changes.
    expectError(await save(s.newAgent, { npn: '1' }), 'CONFLICT', onboardingServerMessages.notEditable);
    expectError(await submit(s.newAgent), 'CONFLICT', onboardingServerMessages.notEditable);
    expectError(await designate(s.newAgent, NEW_AGENT_ID), 'CONFLICT', onboardingServerMessages.notEditable);
  });

  it('operations list and read it, and open the signed agreement; agencies may not', async () => {
    const list = expectData(await forReview(s.underwriter)).getOrganizationApplicationsForReview;
    expect(list.find((a) => a.organization._id === ORG)).toMatchObject({ status: 'NeedsReview' });
    expect(
      expectData(await send(GET_ORGANIZATION_APPLICATION, { organization: ORG }, as(s.underwriter)))
        .getOrganizationApplication,
    ).toMatchObject({
      npn: '1234567',
      applicant: { _id: NEW_AGENT_ID },
    });
    const url = expectData(
      await send(GET_CONTRACT_DOCUMENT_URL, { file: agreement }, as(s.underwriter)),
    ).getSignedUrl;
    const pdf = await fetch(url!);
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    // The signature block with its content, then the certificate with the signer's evidence.
    const pages = pdfPages(bytes).map((p) => p.replace(/\s+/g, ' '));
    expect(pages[0]).toContain('Signed by Sam Okafor, Agency signatory');
    expect(pages[0]).not.toMatch(/\d{4}-\d{2}-\d{2}T\d/);
    const certificate = pages.at(-1)!;
    expect(certificate).toContain('Signature Certificate');
    expect(certificate).toContain(`E-mail ${demo.newAgent}`);
    expect(certificate).toMatch(/IP address \d+\.\d+\.\d+\.\d+|IP address [0-9a-f:]+/);
    expect(certificate).toMatch(/Signed content SHA-256 [0-9a-f]{64}/);
    // The agency's super admin is operations too: they may read it (never decide on it, below).
    expect(
      expectData(await forReview(s.superAdmin)).getOrganizationApplicationsForReview.length,
    ).toBeGreaterThan(0);
    for (const token of [s.newAgent, s.agent, s.admin, s.client, s.otherAgent, s.otherAdmin]) {
      expectError(await forReview(token), 'INVALID_PERMISSIONS');
      expectError(
        await send(GET_ORGANIZATION_APPLICATION, { organization: ORG }, as(token)),
        'INVALID_PERMISSIONS',
      );
    }
    expectError(
      await send(GET_CONTRACT_DOCUMENT_URL, { file: agreement }, as(s.otherAgent)),
      'INVALID_PERMISSIONS',
    );
  });

  it('refuses a decision by the agency, another agency, a client, and its own super admin', async () => {
    for (const token of [s.newAgent, s.agent, s.admin, s.client, s.otherAgent, s.otherAdmin])
      expectError(await review(token, ORG, 'approve'), 'INVALID_PERMISSIONS');
    expectError(
      await review(s.superAdmin, ORG, 'approve'),
      'INVALID_PERMISSIONS',
      onboardingServerMessages.selfReview,
    );
    expectError(
      await review(s.underwriter, ORG, 'return', ' '),
      'VALIDATION_ERROR',
      onboardingMessages.reason,
    );
    expect(expectData(await onboarding(s.newAgent)).getOrganizationOnboarding?.status).toBe('NeedsReview');
  });

  it('the underwriter approves: onboarded, its agents can bind and apply for cover; the applicant is e-mailed', async () => {
    const view = expectData(await review(s.underwriter, ORG, 'approve')).reviewOrganizationApplication;
    expect(view).toMatchObject({ status: 'Approved', organization: { isOnboarded: true } });
    expectError(
      await review(s.underwriter, ORG, 'approve'),
      'CONFLICT',
      onboardingServerMessages.notInReview,
    );
    expect(await me(s.newAgent)).toMatchObject({ canBind: true, organization: { isOnboarded: true } });
    expect((await me(s.agent)).canBind).toBe(true);
    expect((await me(s.admin)).canBind).toBe(false);
    const contract = expectData(
      await send(CREATE_APPLICATION, { client, quote }, as(s.newAgent)),
    ).createInsuranceApplication;
    expect(contract).toMatchObject({ status: 'DRAFT', quoteId: quote });
    expect((await waitForMail(demo.newAgent, 'agency-approved')).subject).toBe(
      'Your agency is approved: Prairie Risk Partners',
    );
  });
});

describe('agency onboarding: returned with a reason', () => {
  it('operations return it with the reason (e-mailed); the agency changes it and submits again', async () => {
    const agency = await registerConfirmedAgent();
    const orgId = (await me(agency.token)).organization!._id;
    expectData(await designate(agency.token, agency.userId));
    expectData(
      await submit(agency.token, signedApplication({ name: 'Stone Risk LLC', signature: 'Riley Stone' })),
    );
    const returned = expectData(
      await review(s.underwriter, orgId, 'return', 'The NPN does not match the license.'),
    ).reviewOrganizationApplication;
    expect(returned).toMatchObject({
      status: 'AwaitingAgency',
      returnReason: 'The NPN does not match the license.',
    });
    expect((await me(agency.token)).canBind).toBe(false);
    const mail = await waitForMail(agency.email, 'agency-returned');
    expect(mail.text).toContain('Reason: The NPN does not match the license.');
    expect(mail.links.some((l) => l.endsWith('/onboarding'))).toBe(true);

    expectData(await save(agency.token, { npn: '7654321' }));
    const again = expectData(
      await submit(
        agency.token,
        signedApplication({ name: 'Stone Risk LLC', npn: '7654321', signature: 'Riley Stone' }),
      ),
    ).submitOrganizationApplication;
    expect(again).toMatchObject({ status: 'NeedsReview', npn: '7654321', returnReason: null });
    await waitForMail(agency.email, 'agency-application-received', 2);
    expect((await mailsTo(agency.email)).filter((m) => m.kind === 'agency-returned')).toHaveLength(1);
  });
});

describe('agency onboarding: without a confirmed session', () => {
  const operations = [
    ['getOrganizationOnboarding', (auth: Auth) => send(GET_ORGANIZATION_ONBOARDING, {}, auth)],
    ['designatePrimaryAgent', (auth: Auth) => send(DESIGNATE_PRIMARY_AGENT, { user: NEW_AGENT_ID }, auth)],
    ['saveOrganizationApplication', (auth: Auth) => send(SAVE_ORGANIZATION_APPLICATION, { input: {} }, auth)],
    [
      'submitOrganizationApplication',
      (auth: Auth) => send(SUBMIT_ORGANIZATION_APPLICATION, { input: signedApplication() }, auth),
    ],
    [
      'getOrganizationApplicationsForReview',
      (auth: Auth) => send(GET_ORGANIZATION_APPLICATIONS_FOR_REVIEW, {}, auth),
    ],
    [
      'getOrganizationApplication',
      (auth: Auth) => send(GET_ORGANIZATION_APPLICATION, { organization: ORG }, auth),
    ],
    [
      'reviewOrganizationApplication',
      (auth: Auth) =>
        send(REVIEW_ORGANIZATION_APPLICATION, { organization: ORG, input: { decision: 'approve' } }, auth),
    ],
  ] as const;

  it.each(operations)(
    '%s: HTTP 401 without credentials, Unauthorized with the API key',
    async (field, call) => {
      expect401(await call({ none: true }));
      expectError(await call({ apiKey: true }), 'Unauthorized');
      expect(field).toBeTruthy();
    },
  );

  it.each(operations)('%s: NOT_CONFIRMED before the e-mail is confirmed', async (_field, call) => {
    const unconfirmed = await registerAgent();
    expectError(await call({ token: unconfirmed.token }), 'NOT_CONFIRMED');
  });
});
