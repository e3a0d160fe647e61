import { canBind, onboardingMessages, onboardingServerMessages } from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSignedUrl } from '../contracts/get-signed-url.js';
import type { InMemoryWorld } from '../testing/in-memory-ports.js';
import { userAccessOf } from '../users/user-view.js';
import { getOrganizationApplication, getOrganizationApplicationsForReview } from './get-onboarding.js';
import {
  callers,
  completeApplication,
  failure,
  ORG,
  onboardingWorld,
  submitted,
} from './onboarding-test-world.js';
import { reviewOrganizationApplication } from './review-organization-application.js';
import { saveOrganizationApplication } from './save-organization-application.js';
import { submitOrganizationApplication } from './submit-organization-application.js';

let w: InMemoryWorld;
beforeEach(async () => {
  w = await onboardingWorld();
});

const org = () => w.store.organizations.byId.get(ORG)!;
const approve = (who = callers.internal) =>
  reviewOrganizationApplication(w.ports, who, { organization: ORG, input: { decision: 'approve' } });
const giveBack = (reason: string, who = callers.internal) =>
  reviewOrganizationApplication(w.ports, who, { organization: ORG, input: { decision: 'return', reason } });
const sellersRefused = [
  callers.applicant,
  callers.agent,
  callers.primary,
  callers.admin,
  callers.client,
  callers.outsider,
  callers.outsiderAdmin,
];

describe('getOrganizationApplicationsForReview and getOrganizationApplication', () => {
  it('operations list the applications in review, oldest first, and read one', async () => {
    await submitted(w);
    for (const who of [callers.internal, callers.otherSuperAdmin, callers.superAdmin]) {
      const list = await getOrganizationApplicationsForReview(w.ports, who, {});
      expect(list.map((a) => [a.organization._id, a.status])).toEqual([[ORG, 'NeedsReview']]);
      expect(await getOrganizationApplication(w.ports, who, { organization: ORG })).toMatchObject({
        status: 'NeedsReview',
        npn: '1234567',
        primaryAgent: { _id: 'applicant' },
      });
    }
    expect(
      await getOrganizationApplicationsForReview(w.ports, callers.internal, { statuses: ['Approved'] }),
    ).toEqual([]);
    expect(
      (await failure(getOrganizationApplication(w.ports, callers.internal, { organization: 'nope' }))).code,
    ).toBe('NOT_FOUND');
  });

  it('reads the applicants and primary agents of the whole list in one batch (issue 28, item 2)', async () => {
    await submitted(w);
    const calls = async () => {
      const before = w.repositoryCalls.length;
      const list = await getOrganizationApplicationsForReview(w.ports, callers.internal, {});
      return { list, calls: w.repositoryCalls.slice(before).map((c) => `${c.repository}.${c.method}`) };
    };
    const one = await calls();
    // 30 more agencies waiting, copies of the first with their own applicant.
    const first = org();
    const applicant = (await w.store.users.get(first.application!.userId!))!;
    for (let i = 0; i < 30; i++) {
      const id = `${ORG}-copy-${i}`;
      const person = `${applicant.id}-${i}`;
      w.store.users.byId.set(person, { ...applicant, id: person, organizationId: id });
      await w.store.organizations.put({
        ...first,
        id,
        application: { ...first.application, userId: person, primaryAgentId: person },
      });
    }
    const many = await calls();
    expect(many.list).toHaveLength(31);
    expect(many.calls.sort()).toEqual(one.calls.sort());
    expect(many.list.every((a) => a.primaryAgent?._id?.startsWith(applicant.id))).toBe(true);
  });

  it.each(sellersRefused.map((c) => [c.userId, c]))('refuses %s', async (_id, who) => {
    await submitted(w);
    expect((await failure(getOrganizationApplicationsForReview(w.ports, who, {}))).code).toBe(
      'INVALID_PERMISSIONS',
    );
    expect((await failure(getOrganizationApplication(w.ports, who, { organization: ORG }))).code).toBe(
      'INVALID_PERMISSIONS',
    );
  });

  it("operations and the agency's sellers may open the signed agreement; a seller of another agency may not", async () => {
    const view = await submitted(w);
    const file = view.agreementDocumentId!;
    // The agency's sellers see it on the Documents page (docs/requirements.md#account-documents).
    for (const who of [
      callers.internal,
      callers.otherSuperAdmin,
      callers.applicant,
      callers.superAdmin,
      callers.agent,
    ])
      expect(await getSignedUrl(w.ports, who, { file })).toContain(
        'lpc-insurance/organizations/org-new/agreements',
      );
    for (const who of [callers.outsider])
      expect((await failure(getSignedUrl(w.ports, who, { file }))).code).toBe('INVALID_PERMISSIONS');
  });
});

describe('reviewOrganizationApplication', () => {
  it('approve: Approved, onboarded, may bind; its agents pass canBind; the applicant is e-mailed', async () => {
    await submitted(w);
    const view = await approve();
    expect(view).toMatchObject({
      status: 'Approved',
      organization: { isOnboarded: true, permissions: { canBind: true } },
    });
    expect(org().application).toMatchObject({ reviewedBy: 'ops-1', reviewedAt: '2026-11-25T18:00:00.000Z' });
    for (const id of ['applicant', 'agent-2']) {
      const agent = w.store.users.byId.get(id)!;
      expect(canBind(userAccessOf(agent, org()))).toBe(true);
    }
    expect(canBind(userAccessOf(w.store.users.byId.get('admin-1')!, org()))).toBe(false);
    expect(w.mail.last('applicant@example.com')).toMatchObject({
      subject: 'Your agency is approved: Prairie Risk Partners LLC',
      meta: { kind: 'agency-approved' },
    });
  });

  it('return: AwaitingAgency with the reason, e-mailed; the agency changes it and submits again', async () => {
    await submitted(w);
    const view = await giveBack('The NPN does not match the license.');
    expect(view).toMatchObject({
      status: 'AwaitingAgency',
      returnReason: 'The NPN does not match the license.',
    });
    expect(org()).toMatchObject({ isOnboarded: false, permissions: { canBind: false } });
    const mail = w.mail.last('applicant@example.com');
    expect(mail.meta).toMatchObject({ kind: 'agency-returned', links: ['https://almanac.test/onboarding'] });
    expect(mail.text).toContain('Reason: The NPN does not match the license.');

    await saveOrganizationApplication(w.ports, callers.applicant, { input: { npn: '7654321' } });
    const again = await submitOrganizationApplication(w.ports, callers.applicant, {
      input: completeApplication({ npn: '7654321' }),
    });
    expect(again).toMatchObject({ status: 'NeedsReview', npn: '7654321', returnReason: null });
  });

  it('a return needs a reason', async () => {
    await submitted(w);
    expect(await failure(giveBack(' '))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: onboardingMessages.reason,
    });
    expect(org().application?.status).toBe('NeedsReview');
  });

  it('nobody reviews their own agency: its super admin is refused, another agency’s may', async () => {
    await submitted(w);
    expect(await failure(approve(callers.superAdmin))).toMatchObject({
      code: 'INVALID_PERMISSIONS',
      message: onboardingServerMessages.selfReview,
    });
    expect((await approve(callers.otherSuperAdmin)).status).toBe('Approved');
  });

  it.each(sellersRefused.map((c) => [c.userId, c]))('refuses %s', async (_id, who) => {
    await submitted(w);
    expect((await failure(approve(who))).code).toBe('INVALID_PERMISSIONS');
    expect(org().application?.status).toBe('NeedsReview');
  });

  it('only while in review: two reviewers cannot both decide', async () => {
    expect(await failure(approve())).toMatchObject({
      code: 'CONFLICT',
      message: onboardingServerMessages.notInReview,
    });
    await submitted(w);
    const results = await Promise.allSettled([approve(), giveBack('No.', callers.otherSuperAdmin)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await failure(approve())).toMatchObject({ code: 'CONFLICT' });
    expect(
      (
        await failure(
          reviewOrganizationApplication(w.ports, callers.internal, {
            organization: 'nope',
            input: { decision: 'approve' },
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
  });
});
