/**
 * Tests only: an in-memory world with an agency not onboarded (org-new: its applicant, another
 * agent, a primary agent, an admin, a super admin and a client), another agency (org-other) and
 * operations, and helpers that bring the agency's application to a status through the use cases.
 */
import type { AppError, Role } from '@almanac/core';
import type { UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { inMemoryWorld, type InMemoryWorld } from '../testing/in-memory-ports.js';
import { designatePrimaryAgent } from './designate-primary-agent.js';
import { submitOrganizationApplication } from './submit-organization-application.js';

export const NOW = '2026-11-25T18:00:00.000Z';
/** The quoting day at NOW: the signing date. */
export const TODAY = '2026-11-25';
export const ORG = 'org-new';
export const OTHER_ORG = 'org-other';

const callerOf = (userId: string, role: Role): Caller => ({
  userId,
  role,
  confirmed: true,
  sessionHash: `h-${userId}`,
});

/** Who calls, by what they are to org-new. */
export const callers = {
  applicant: callerOf('applicant', 'agent'),
  agent: callerOf('agent-2', 'agent'),
  primary: callerOf('primary-1', 'primaryAgent'),
  admin: callerOf('admin-1', 'admin'),
  superAdmin: callerOf('super-1', 'superAdmin'),
  client: callerOf('client-1', 'client'),
  internal: callerOf('ops-1', 'internal'),
  /** Operations of another agency: a super admin of org-other. */
  otherSuperAdmin: callerOf('super-other', 'superAdmin'),
  outsider: callerOf('outsider', 'agent'),
  outsiderAdmin: callerOf('outsider-admin', 'admin'),
};

const user = (id: string, role: Role, extra: Partial<UserRecord> = {}): UserRecord => ({
  id,
  email: `${id}@example.com`,
  role,
  passwordHash: 'x',
  createdAt: NOW,
  updatedAt: NOW,
  confirmedAt: NOW,
  profile: { firstName: 'Sam', lastName: id },
  permissions: [{ platform: 'DEFAULT', canQuote: role !== 'admin', canBind: false }],
  organizationId: ORG,
  ...extra,
});

export async function onboardingWorld(): Promise<InMemoryWorld> {
  const w = inMemoryWorld({
    start: NOW,
    webUrl: 'https://almanac.test',
    operationsEmail: 'ops@almanac.test',
  });
  for (const u of [
    user('applicant', 'agent'),
    user('agent-2', 'agent'),
    user('primary-1', 'primaryAgent'),
    user('admin-1', 'admin'),
    user('super-1', 'superAdmin'),
    user('client-1', 'client', { agentId: 'applicant', permissions: [] }),
    user('ops-1', 'internal', { organizationId: undefined, permissions: [] }),
    user('super-other', 'superAdmin', { organizationId: OTHER_ORG }),
    user('outsider', 'agent', { organizationId: OTHER_ORG }),
    user('outsider-admin', 'admin', { organizationId: OTHER_ORG }),
  ])
    await w.store.users.create(u);
  await w.store.organizations.put({
    id: ORG,
    name: 'Prairie Risk Partners',
    isOnboarded: false,
    application: { status: 'NotStarted', userId: 'applicant' },
    permissions: { canBind: false },
    createdAt: NOW,
    updatedAt: NOW,
  });
  await w.store.organizations.put({
    id: OTHER_ORG,
    name: 'Elsewhere Agency',
    isOnboarded: false,
    application: { status: 'NotStarted', userId: 'outsider' },
    permissions: { canBind: false },
    createdAt: NOW,
    updatedAt: NOW,
  });
  return w;
}

export const address = { address1: '1 Main St', city: 'Wichita', state: 'KS', zipcode: '67202' };

/** The complete, signed application as the wizard sends it. */
export const completeApplication = (overrides: Record<string, unknown> = {}) => ({
  name: 'Prairie Risk Partners LLC',
  website: 'https://prairie.example',
  yearsInBusiness: 12,
  agencyLicenseState: 'KS',
  agencyLicenseNumber: 'KS-778812',
  npn: '1234567',
  physicalAddress: address,
  mailingAddress: { ...address, address1: 'PO Box 9' },
  signature: 'Sam Applicant',
  title: 'Principal',
  signingDate: TODAY,
  agreeAgencyAgreement: true,
  ...overrides,
});

/** The applicant designates themself: Started. */
export const designated = (w: InMemoryWorld, who = callers.applicant, user = 'applicant') =>
  designatePrimaryAgent(w.ports, who, { user });

/** Designated and submitted by the applicant: NeedsReview. */
export async function submitted(w: InMemoryWorld) {
  await designated(w);
  return submitOrganizationApplication(w.ports, callers.applicant, { input: completeApplication() });
}

export async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}
