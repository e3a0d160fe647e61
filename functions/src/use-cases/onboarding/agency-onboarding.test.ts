import {
  AGENCY_AGREEMENT_VERSION,
  canonicalJson,
  onboardingMessages,
  onboardingServerMessages,
  signatureNameMismatchMessage,
} from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AgencyAgreementDocument } from '../../ports/index.js';
import type { InMemoryWorld } from '../testing/in-memory-ports.js';
import { designatePrimaryAgent } from './designate-primary-agent.js';
import { getOrganizationOnboarding } from './get-onboarding.js';
import {
  address,
  callers,
  completeApplication,
  designated,
  failure,
  ORG,
  onboardingWorld,
  submitted,
} from './onboarding-test-world.js';
import { saveOrganizationApplication } from './save-organization-application.js';
import { submitOrganizationApplication } from './submit-organization-application.js';

let w: InMemoryWorld;
beforeEach(async () => {
  w = await onboardingWorld();
});

const org = () => w.store.organizations.byId.get(ORG)!;
const roleOf = (id: string) => w.store.users.byId.get(id)!.role;
const save = (input: Record<string, unknown>, who = callers.applicant) =>
  saveOrganizationApplication(w.ports, who, { input });
const submit = (input = completeApplication(), who = callers.applicant) =>
  submitOrganizationApplication(
    w.ports,
    who,
    { input },
    { ipAddress: '203.0.113.9', userAgent: 'Vitest agency' },
  );

describe('designatePrimaryAgent', () => {
  it('the applicant designates themself: an agent becomes the primary agent, NotStarted → Started', async () => {
    const view = await designated(w);
    expect(view).toMatchObject({
      status: 'Started',
      primaryAgent: { _id: 'applicant', role: 'primaryAgent' },
    });
    expect(view.applicant).toMatchObject({ _id: 'applicant' });
    expect(roleOf('applicant')).toBe('primaryAgent');
    expect(org().application).toMatchObject({
      status: 'Started',
      primaryAgentId: 'applicant',
      userId: 'applicant',
    });
  });

  it('a manager designates a selling member; designating again before submitting changes the primary agent', async () => {
    await designated(w, callers.admin, 'agent-2');
    expect(roleOf('agent-2')).toBe('primaryAgent');
    const again = await designatePrimaryAgent(w.ports, callers.superAdmin, { user: 'super-1' });
    expect(again).toMatchObject({ status: 'Started', primaryAgent: { _id: 'super-1' } });
    expect(roleOf('super-1')).toBe('superAdmin');
  });

  it.each([
    ['another agent of the agency', callers.agent],
    ['a client of the agency', callers.client],
    ['operations', callers.internal],
  ])('refuses %s', async (_who, who) => {
    expect((await failure(designatePrimaryAgent(w.ports, who, { user: 'applicant' }))).code).toBe(
      'INVALID_PERMISSIONS',
    );
    expect(org().application?.status).toBe('NotStarted');
    expect(roleOf('applicant')).toBe('agent');
  });

  it("another agency's people reach only their own agency: this one's member is not theirs to designate", async () => {
    for (const who of [callers.outsider, callers.outsiderAdmin])
      expect(await failure(designatePrimaryAgent(w.ports, who, { user: 'applicant' }))).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: onboardingServerMessages.notSellingMember,
      });
    expect(org().application?.status).toBe('NotStarted');
    expect(roleOf('applicant')).toBe('agent');
  });

  it.each([
    ['an admin', 'admin-1'],
    ['a client', 'client-1'],
    ['a member of another agency', 'outsider'],
    ['nobody', 'nobody'],
  ])('only a selling member of the agency can be designated, not %s', async (_who, user) => {
    const error = await failure(designatePrimaryAgent(w.ports, callers.admin, { user }));
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: onboardingServerMessages.notSellingMember,
    });
    expect(org().application?.status).toBe('NotStarted');
  });

  it('needs a user, and is refused once submitted', async () => {
    expect(await failure(designatePrimaryAgent(w.ports, callers.admin, { user: ' ' }))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: onboardingMessages.primaryAgent,
    });
    await submitted(w);
    expect(await failure(designated(w))).toMatchObject({
      code: 'CONFLICT',
      message: onboardingServerMessages.notEditable,
    });
    expect((await failure(designatePrimaryAgent(w.ports, null, { user: 'applicant' }))).code).toBe(
      'UNAUTHORIZED',
    );
  });
});

describe('saveOrganizationApplication', () => {
  it('needs a designated primary agent first', async () => {
    expect(await failure(save({ name: 'X' }))).toMatchObject({
      code: 'CONFLICT',
      message: onboardingServerMessages.designateFirst,
    });
  });

  it('keeps a draft: the answers given, each valid; the rest as saved; addresses keep their ids', async () => {
    await designated(w, callers.admin, 'agent-2');
    await save({ name: 'Prairie Two', yearsInBusiness: 3, physicalAddress: address });
    const view = await save(
      { npn: '42', mailingAddress: { ...address, address2: 'Suite 1' } },
      callers.agent,
    );
    expect(view).toMatchObject({ status: 'Started', npn: '42' });
    expect(view.organization).toMatchObject({ name: 'Prairie Two', yearsInBusiness: 3 });
    expect(view.organization.locations.map((l) => [l.type, l.address.address2])).toEqual([
      ['physical', null],
      ['mailing', 'Suite 1'],
    ]);
    const physicalId = view.organization.locations[0]!._id;
    const moved = await save({ physicalAddress: { ...address, city: 'Topeka' } }, callers.primary);
    expect(moved.organization.locations[0]).toMatchObject({ _id: physicalId, address: { city: 'Topeka' } });
  });

  it('refuses an invalid answer with its message, writing nothing', async () => {
    await designated(w);
    expect(await failure(save({ npn: 'abc' }))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: onboardingMessages.npn,
    });
    expect(org().application?.npn).toBeUndefined();
  });

  it.each([
    ['another agent', callers.agent],
    ['a client', callers.client],
    ['operations', callers.internal],
  ])('refuses %s', async (_who, who) => {
    await designated(w);
    expect((await failure(save({ name: 'X' }, who))).code).toBe('INVALID_PERMISSIONS');
    expect(org().name).toBe('Prairie Risk Partners');
  });

  it("another agency's manager saves only to their own agency (not started there: designate first)", async () => {
    await designated(w);
    expect((await failure(save({ name: 'X' }, callers.outsiderAdmin))).message).toBe(
      onboardingServerMessages.designateFirst,
    );
    expect(org().name).toBe('Prairie Risk Partners');
  });
});

describe('submitOrganizationApplication', () => {
  it('signs: the agreement PDF stored as a verified AGENCY_AGREEMENT upload, the answers and NeedsReview written', async () => {
    await designated(w);
    const view = await submit();
    expect(view).toMatchObject({
      status: 'NeedsReview',
      agencyLicenseState: 'KS',
      agencyLicenseNumber: 'KS-778812',
      npn: '1234567',
      submittedAt: '2026-11-25T18:00:00.000Z',
      returnReason: null,
      organization: {
        name: 'Prairie Risk Partners LLC',
        website: 'https://prairie.example',
        yearsInBusiness: 12,
        signatureDetails: { signature: 'Sam Applicant', title: 'Principal', signingDate: '2026-11-25' },
      },
    });
    const upload = w.store.uploads.byId.get(view.agreementDocumentId!)!;
    expect(upload).toMatchObject({
      purpose: 'AGENCY_AGREEMENT',
      status: 'VERIFIED',
      organizationId: ORG,
      userId: 'applicant',
      folder: `lpc-insurance/organizations/${ORG}/agreements`,
      fileName: 'Agency Agreement - Prairie Risk Partners LLC.pdf',
    });
    const pdf = new TextDecoder().decode(w.files.objects.get(upload.key)!.body);
    const rendered = JSON.parse(
      pdf.slice(pdf.indexOf('\n') + 1, pdf.lastIndexOf('\n')),
    ) as AgencyAgreementDocument;
    expect(rendered.signature).toMatchObject({
      name: 'Sam Applicant',
      title: 'Principal',
      email: 'applicant@example.com',
      signedAt: '2026-11-25T18:00:00.000Z',
      ipAddress: '203.0.113.9',
      userAgent: 'Vitest agency',
      consentVersion: AGENCY_AGREEMENT_VERSION,
    });
    // The signature's hash is of the agreement's content: everything but the signature.
    const { signature: _signature, ...content } = rendered;
    const hash = w.ports.sha256(new TextEncoder().encode(canonicalJson(content)));
    expect(rendered.signature.contentSha256).toBe(hash);
    expect(org().signatureDetails?.contentSha256).toBe(hash);
    expect(org().application?.agreementSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(org().signatureDetails).toMatchObject({
      userId: 'applicant',
      email: 'applicant@example.com',
      ipAddress: '203.0.113.9',
      userAgent: 'Vitest agency',
      signedAt: '2026-11-25T18:00:00.000Z',
    });
  });

  it('e-mails the operations inbox and acknowledges the applicant', async () => {
    await submitted(w);
    expect(w.mail.last('ops@almanac.test')).toMatchObject({
      subject: 'Agency application to review: Prairie Risk Partners LLC',
      meta: {
        kind: 'agency-application-submitted',
        links: [`https://almanac.test/operations/agencies/${ORG}`],
      },
    });
    expect(w.mail.last('applicant@example.com').meta).toMatchObject({ kind: 'agency-application-received' });
    expect(w.mail.sent).toHaveLength(2);
  });

  it('refuses an incomplete or unsigned application with the messages, storing nothing', async () => {
    await designated(w);
    for (const [change, message] of [
      [{ signature: 'Sa' }, onboardingMessages.signature],
      [{ signingDate: '2026-11-20' }, onboardingMessages.signingDate],
      [{ agreeAgencyAgreement: false }, onboardingMessages.agreement],
      [{ title: '' }, onboardingMessages.title],
      [{ physicalAddress: undefined }, 'address is required'],
    ] as const) {
      expect(await failure(submit(completeApplication(change)))).toMatchObject({
        code: 'VALIDATION_ERROR',
        message,
      });
    }
    expect(w.store.uploads.byId.size).toBe(0);
    expect(org().application?.status).toBe('Started');
  });

  it('needs a primary agent, and cannot be submitted twice', async () => {
    expect((await failure(submit())).message).toBe(onboardingServerMessages.designateFirst);
    await submitted(w);
    expect(await failure(submit())).toMatchObject({
      code: 'CONFLICT',
      message: onboardingServerMessages.notEditable,
    });
    expect(await failure(save({ name: 'Late' }))).toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses a typed name that is not the signer’s ("Mickey Mouse"), forgives case and accents (issue 27)', async () => {
    await designated(w);
    const error = await failure(submit(completeApplication({ signature: 'Mickey Mouse' })));
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: signatureNameMismatchMessage('Sam', 'applicant'),
    });
    expect(org().application?.status).toBe('Started');
    expect([...w.store.uploads.byId.values()]).toHaveLength(0);
    expect((await submit(completeApplication({ signature: '  SÁM   applicant ' }))).status).toBe(
      'NeedsReview',
    );
  });

  it('a submission that loses to another leaves its agreement REJECTED', async () => {
    await designated(w);
    const first = submit();
    const second = submit(completeApplication({ title: 'Owner', signature: 'Sam admin-1' }), callers.admin);
    const results = await Promise.allSettled([first, second]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect([...w.store.uploads.byId.values()].map((u) => u.status).sort()).toEqual(['REJECTED', 'VERIFIED']);
  });

  it.each([
    ['another agent', callers.agent],
    ['a client', callers.client],
    ['operations', callers.internal],
  ])('refuses %s', async (_who, who) => {
    await designated(w);
    expect((await failure(submit(completeApplication(), who))).code).toBe('INVALID_PERMISSIONS');
    expect(org().application?.status).toBe('Started');
  });

  it("another agency's applicant submits only for their own agency (not started there)", async () => {
    await designated(w);
    expect((await failure(submit(completeApplication(), callers.outsider))).message).toBe(
      onboardingServerMessages.designateFirst,
    );
    expect(org().application?.status).toBe('Started');
  });
});

describe('getOrganizationOnboarding', () => {
  it('answers any member of the agency', async () => {
    for (const who of [callers.applicant, callers.agent, callers.primary, callers.admin, callers.superAdmin])
      expect(await getOrganizationOnboarding(w.ports, who)).toMatchObject({
        status: 'NotStarted',
        organization: { _id: ORG },
        applicant: { _id: 'applicant' },
        primaryAgent: null,
      });
  });

  it('refuses a client and operations; another agency sees its own', async () => {
    for (const who of [callers.client, callers.internal])
      expect((await failure(getOrganizationOnboarding(w.ports, who))).code).toBe('INVALID_PERMISSIONS');
    expect((await getOrganizationOnboarding(w.ports, callers.outsider)).organization._id).toBe('org-other');
  });
});
