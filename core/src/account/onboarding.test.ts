import { describe, expect, it } from 'vitest';
import type { OrganizationApplicationStatus } from '../auth/permissions.js';
import type { Role } from '../auth/roles.js';
import {
  agencyAgreementFolder,
  mayBePrimaryAgent,
  mayDesignatePrimaryAgent,
  mayReadOnboarding,
  mayReviewAgency,
  mayWorkOnOnboarding,
  nextOnboardingStatus,
  type OnboardingEvent,
  operationsAgencyPath,
  roleAfterDesignation,
} from './onboarding.js';
import { onboardingBannerFor } from './onboarding-texts.js';

describe('organisation application status transitions (docs/requirements.md#onboarding)', () => {
  const table: [
    OrganizationApplicationStatus | undefined,
    OnboardingEvent,
    OrganizationApplicationStatus | null,
  ][] = [
    [undefined, 'designate', 'Started'],
    ['NotStarted', 'designate', 'Started'],
    ['Started', 'designate', 'Started'],
    ['AwaitingAgency', 'designate', 'AwaitingAgency'],
    ['NeedsReview', 'designate', null],
    ['Approved', 'designate', null],
    ['NotStarted', 'save', null],
    ['Started', 'save', 'Started'],
    ['AwaitingAgency', 'save', 'AwaitingAgency'],
    ['NeedsReview', 'save', null],
    ['Approved', 'save', null],
    ['NotStarted', 'submit', null],
    ['Started', 'submit', 'NeedsReview'],
    ['AwaitingAgency', 'submit', 'NeedsReview'],
    ['NeedsReview', 'submit', null],
    ['Approved', 'submit', null],
    ['NeedsReview', 'approve', 'Approved'],
    ['NeedsReview', 'return', 'AwaitingAgency'],
    ['Started', 'approve', null],
    ['AwaitingAgency', 'return', null],
    ['Approved', 'approve', null],
    ['Approved', 'return', null],
  ];
  it.each(table)('%s --%s--> %s', (from, event, to) => {
    expect(nextOnboardingStatus(from, event)).toBe(to);
  });
});

describe('who works on the application', () => {
  const org = { id: 'o1', application: { userId: 'applicant', primaryAgentId: 'pa' } };
  const person = (id: string, role: Role, organizationId: string | null = 'o1') => ({
    id,
    role,
    organizationId,
  });

  it('designates: a manager of the organisation, or the applicant for the first designation only', () => {
    expect(mayDesignatePrimaryAgent(person('applicant', 'agent'), org)).toBe(true);
    for (const status of ['Started', 'AwaitingAgency', 'NeedsReview', 'Approved'] as const)
      expect(
        mayDesignatePrimaryAgent(person('applicant', 'agent'), {
          ...org,
          application: { ...org.application, status },
        }),
      ).toBe(false);
    for (const role of ['admin', 'primaryAgent', 'superAdmin'] as const)
      expect(mayDesignatePrimaryAgent(person('m', role), org)).toBe(true);
    expect(mayDesignatePrimaryAgent(person('a2', 'agent'), org)).toBe(false);
    expect(mayDesignatePrimaryAgent(person('c', 'client'), org)).toBe(false);
    expect(mayDesignatePrimaryAgent(person('applicant', 'agent', 'o2'), org)).toBe(false);
    expect(mayDesignatePrimaryAgent(person('m', 'admin', 'o2'), org)).toBe(false);
    expect(mayDesignatePrimaryAgent(person('i', 'internal', null), org)).toBe(false);
  });

  it('saves and submits: also the designated primary agent while they hold the role', () => {
    expect(mayWorkOnOnboarding(person('pa', 'primaryAgent'), org)).toBe(true);
    // Demoted since: no longer signs for the agency.
    expect(mayWorkOnOnboarding(person('pa', 'agent'), org)).toBe(false);
    expect(mayWorkOnOnboarding(person('applicant', 'agent'), org)).toBe(true);
    expect(mayWorkOnOnboarding(person('a2', 'agent'), org)).toBe(false);
    expect(mayWorkOnOnboarding(person('pa', 'primaryAgent', 'o2'), org)).toBe(false);
  });

  it('reads: any member, not a client, not another organisation', () => {
    expect(mayReadOnboarding(person('a2', 'agent'), org)).toBe(true);
    expect(mayReadOnboarding(person('m', 'admin'), org)).toBe(true);
    expect(mayReadOnboarding(person('c', 'client'), org)).toBe(false);
    expect(mayReadOnboarding(person('x', 'agent', 'o2'), org)).toBe(false);
  });

  it('the primary agent is a selling member; an agent becomes primary agent, others keep their role', () => {
    expect(mayBePrimaryAgent(person('a2', 'agent'), org)).toBe(true);
    expect(mayBePrimaryAgent(person('s', 'superAdmin'), org)).toBe(true);
    expect(mayBePrimaryAgent(person('m', 'admin'), org)).toBe(false);
    expect(mayBePrimaryAgent(person('c', 'client'), org)).toBe(false);
    expect(mayBePrimaryAgent(person('a3', 'agent', 'o2'), org)).toBe(false);
    expect(roleAfterDesignation('agent')).toBe('primaryAgent');
    expect(roleAfterDesignation('primaryAgent')).toBe('primaryAgent');
    expect(roleAfterDesignation('superAdmin')).toBe('superAdmin');
  });

  it('reviews: operations, never their own agency', () => {
    expect(mayReviewAgency(person('i', 'internal', null), org)).toBe(true);
    expect(mayReviewAgency(person('s', 'superAdmin', 'o2'), org)).toBe(true);
    expect(mayReviewAgency(person('s', 'superAdmin', 'o1'), org)).toBe(false);
    for (const role of ['agent', 'primaryAgent', 'admin', 'client'] as const)
      expect(mayReviewAgency(person('x', role, 'o2'), org)).toBe(false);
  });

  it('paths and folders', () => {
    expect(operationsAgencyPath('org 1')).toBe('/operations/agencies/org%201');
    expect(agencyAgreementFolder('o1')).toBe('lpc-insurance/organizations/o1/agreements');
  });
});

describe('the dashboard banner (docs/requirements.md#onboarding)', () => {
  const user = (status?: OrganizationApplicationStatus, userId = 'u1', isOnboarded = false) => ({
    _id: 'u1',
    organization: { isOnboarded, application: status ? { status, userId } : null },
  });

  it('calls to action per status', () => {
    expect(onboardingBannerFor(user())).toMatchObject({ cta: 'Designate Primary Agent' });
    expect(onboardingBannerFor(user('NotStarted'))).toMatchObject({ cta: 'Designate Primary Agent' });
    expect(onboardingBannerFor(user('Started'))).toMatchObject({ cta: 'Continue Onboarding' });
    expect(onboardingBannerFor(user('AwaitingAgency'))).toMatchObject({ cta: 'Finish Onboarding' });
    expect(onboardingBannerFor(user('Approved'))).toMatchObject({ cta: 'Finish Onboarding' });
  });

  it('processing while in review; hidden when onboarded, without an agency, or Approved for someone else', () => {
    expect(onboardingBannerFor(user('NeedsReview'))).toEqual({ kind: 'processing' });
    expect(onboardingBannerFor(user('Approved', 'u1', true))).toEqual({ kind: 'hidden' });
    expect(onboardingBannerFor(user('Approved', 'someone-else'))).toEqual({ kind: 'hidden' });
    expect(onboardingBannerFor({ _id: 'u1', organization: null })).toEqual({ kind: 'hidden' });
  });
});
