/**
 * Unit-test setting for the client's half (review link, signature, payment): an agency, its agent,
 * a client who has never signed in, and an application the agent signed, waiting for the client
 * (AWAITING_CLIENT, the review link e-mailed).
 */
import type { Permission } from '@almanac/core';
import type { UserRecord } from '../../ports/index.js';
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
/** The test application's inception (41 days after NOW): payment is due by 2026-12-17. */
export const INCEPTION = '2027-01-01';
export const CLIENT_EMAIL = 'dana@example.com';

const selling: Permission[] = [{ platform: 'DEFAULT', canQuote: true, canBind: true }];
export const agentCaller: Caller = { userId: 'agent-1', role: 'agent', confirmed: true, sessionHash: 'h-a' };

const user = (id: string, role: UserRecord['role'], extra: Partial<UserRecord> = {}): UserRecord =>
  testUser(id, role, { permissions: selling, ...extra });

export async function clientReviewWorld(options: { clientBankInfoFeature?: boolean } = {}) {
  const w: InMemoryWorld = inMemoryWorld({
    start: NOW,
    webUrl: 'https://almanac.test',
    clientBankInfoFeature: options.clientBankInfoFeature ?? true,
  });
  w.weather.origin = 'observed';
  const { confirmedAt: _never, ...unconfirmedClient } = user('client-1', 'client', {
    agentId: 'agent-1',
    email: CLIENT_EMAIL,
    passwordHash: '!',
    permissions: [],
    profile: { firstName: 'Dana', lastName: 'Reyes', companyName: 'Acme Farms' },
  });
  for (const u of [
    user('agent-1', 'agent'),
    user('agent-x', 'agent', { organizationId: 'org-2' }),
    unconfirmedClient,
    // A namesake of client-1: the shared sign helpers type "Dana Reyes" for either.
    user('client-2', 'client', {
      agentId: 'agent-1',
      permissions: [],
      profile: { firstName: 'Dana', lastName: 'Reyes' },
    }),
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

  /** A signed application for client-1 awaiting them; answers its id and the e-mailed link's token. */
  async function awaitingClient(client = 'client-1') {
    const priced = await createParametricCustomQuote(w.ports, agentCaller, {
      limit: 100_000,
      strike: 18,
      exhaust: 22,
      start: INCEPTION,
      end: '2027-03-31',
      weightedLocations: [{ lat: 27.95, lon: -82.46, weight: 1 }],
    });
    const quote = priced.quotes[0]!.id;
    await saveQuote(w.ports, agentCaller, { quote, client }, 'saveLPCInsuranceQuote');
    const contract = await createInsuranceApplication(w.ports, agentCaller, { client, quote });
    await updateLpcInsuranceApplication(w.ports, agentCaller, {
      contract: contract.id,
      input: completeApplicationInput([2023, 2024, 2025]),
    });
    const submitted = await submitLpcInsuranceApplication(w.ports, agentCaller, {
      contract: contract.id,
      input: { agentSignature: { signature: 'Avery agent-1', date: TODAY }, confirmed: true },
    });
    if (submitted.status !== 'AWAITING_CLIENT')
      throw new Error(`not awaiting the client: ${submitted.status}`);
    const to = (await w.store.users.get(client))!.email;
    return { contractId: contract.id, quoteId: quote, token: lastReviewToken(to) };
  }

  /** The token of the latest review link e-mailed to an address. */
  function lastReviewToken(email = CLIENT_EMAIL): string {
    const link = w.mail.to(email).findLast((m) => m.meta?.kind === 'client-review-contract')?.meta
      ?.links?.[0];
    if (!link) throw new Error(`no review link for ${email}`);
    return new URL(link).searchParams.get('token')!;
  }

  /** Put a stored contract in another state (as a later step, or the daily job, would). */
  function patchContract(
    id: string,
    patch: (c: NonNullable<ReturnType<typeof w.store.contracts.byId.get>>) => void,
  ) {
    const stored = w.store.contracts.byId.get(id);
    if (!stored) throw new Error(`no contract ${id}`);
    patch(stored);
  }

  return { w, awaitingClient, lastReviewToken, patchContract };
}
