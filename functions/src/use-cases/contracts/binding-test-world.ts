/**
 * Tests only: an in-memory world with an agency, its agent, a client, operations users and helpers
 * that bring an application to a given status through the use cases (signed, pending approval,
 * client-reviewed) for the underwriting, policy and daily-job tests.
 */
import type { AppError, ContractStatus } from '@almanac/core';
import type { ContractRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { createParametricCustomQuote } from '../pricing/create-parametric-custom-quote.js';
import { saveQuote } from '../quotes/save-quote.js';
import { inMemoryWorld, type InMemoryWorld } from '../testing/in-memory-ports.js';
import { createInsuranceApplication } from './create-insurance-application.js';
import { submitLpcInsuranceApplication } from './submit-application.js';
import { updateLpcInsuranceApplication } from './update-application.js';
import { completeApplicationInput } from '../../../../core/src/applications/application-fixtures.js';
import { CONTRACTS_TEST_NOW, testUser } from './contract-test-users.js';

export const NOW = CONTRACTS_TEST_NOW;
export const TODAY = '2026-11-21';
/** The saved quotes' inception: payment is due 2026-12-17. */
export const INCEPTION = '2027-01-01';

export const callerOf = (userId: string, role: Caller['role'] = 'agent'): Caller => ({
  userId,
  role,
  confirmed: true,
  sessionHash: `h-${userId}`,
});
export const callers = {
  agent: callerOf('agent-1'),
  primary: callerOf('primary-1', 'primaryAgent'),
  admin: callerOf('admin-1', 'admin'),
  client: callerOf('client-1', 'client'),
  internal: callerOf('ops-1', 'internal'),
  superAdmin: callerOf('super-1', 'superAdmin'),
  /** A super admin of the agent's agency who sells too. */
  sellingSuperAdmin: callerOf('super-seller', 'superAdmin'),
  outsider: callerOf('agent-x'),
};

const user = testUser;

export async function bindingWorld(
  options: { dataOrigin?: 'demo' | 'observed' } = {},
): Promise<InMemoryWorld> {
  const w = inMemoryWorld({ start: NOW, webUrl: 'https://almanac.test' });
  // Demo data: every signed application needs an underwriter (the local stack's case).
  w.weather.origin = options.dataOrigin ?? 'demo';
  for (const u of [
    user('agent-1', 'agent', { legal: { stateLicenseNumber: 'CO-123' } }),
    user('primary-1', 'primaryAgent'),
    user('admin-1', 'admin'),
    user('ops-1', 'internal', { organizationId: undefined, permissions: [] }),
    user('super-1', 'superAdmin', { organizationId: 'org-2' }),
    user('super-seller', 'superAdmin'),
    user('agent-x', 'agent', { organizationId: 'org-2' }),
    user('client-1', 'client', { agentId: 'agent-1', email: 'dana@example.com' }),
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
  return w;
}

/** A saved HPC quote of `by` for client-1 ($100,000 limit, 2027-01-01 – 2027-03-31). */
export async function savedQuote(w: InMemoryWorld, by: Caller = callers.agent) {
  const res = await createParametricCustomQuote(w.ports, by, {
    limit: 100_000,
    strike: 18,
    exhaust: 22,
    start: INCEPTION,
    end: '2027-03-31',
    weightedLocations: [{ lat: 27.95, lon: -82.46, weight: 1 }],
  });
  const id = res.quotes[0]!.id;
  await saveQuote(w.ports, by, { quote: id, client: 'client-1' }, 'saveLPCInsuranceQuote');
  return id;
}

/** A draft application of `by` for client-1. */
export async function draft(w: InMemoryWorld, by: Caller = callers.agent) {
  const quote = await savedQuote(w, by);
  return createInsuranceApplication(w.ports, by, { client: 'client-1', quote });
}

/** An application `by` signed: PENDING_APPROVAL on demo data, AWAITING_CLIENT on observed data. */
export async function signed(w: InMemoryWorld, by: Caller = callers.agent) {
  const contract = await draft(w, by);
  await updateLpcInsuranceApplication(w.ports, by, {
    contract: contract.id,
    input: completeApplicationInput([2023, 2024, 2025]),
  });
  return submitLpcInsuranceApplication(w.ports, by, {
    contract: contract.id,
    input: { agentSignature: { signature: `Avery ${by.userId}`, date: TODAY }, confirmed: true },
  });
}

/** Move a stored contract to `status` as another flow would (e.g. the client's signature). */
export async function setStatus(
  w: InMemoryWorld,
  id: string,
  status: ContractStatus,
  extra: Partial<ContractRecord> = {},
) {
  const c = (await w.store.contracts.get(id))!;
  w.store.contracts.byId.set(id, { ...c, status, version: c.version + 1, ...extra });
  return (await w.store.contracts.get(id))!;
}

/** A CLIENT_REVIEWED contract (signed by the agent, approved and invited, then signed by the client). */
export async function clientReviewed(w: InMemoryWorld) {
  const c = await signed(w);
  return setStatus(w, c.id, 'CLIENT_REVIEWED', {
    reviewInvitationSentAt: NOW,
    clientSignature: {
      name: 'Dana Reyes',
      date: TODAY,
      signedAt: NOW,
      userId: 'client-1',
      consentText: 'I agree',
      consentVersion: 'v1',
      documentSha256: 'a'.repeat(64),
      agreeElectronic: true,
      agreeTerrorismDisclosure: true,
    },
  });
}

export async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
}
