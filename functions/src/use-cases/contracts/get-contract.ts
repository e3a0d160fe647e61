import { contractIdArgSchema, quoteIdArgSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireVisibleQuote } from '../quotes/quote-scope.js';
import { parseInput } from '../validate.js';
import { clientContractView, requireScopedClient } from './client-contract-access.js';
import { requireApplicant, requireVisibleContract } from './contract-access.js';
import { contractView } from './contract-view.js';

type Deps = Pick<Ports, 'users' | 'organizations' | 'quotes' | 'contracts' | 'uploads' | 'clock'>;

/**
 * getContract(id): an application its agent, or their organisation's primary agent or super admin,
 * may see, or its client through the session their review link started for it;
 * INVALID_PERMISSIONS for everyone else and for unknown ids.
 */
export async function getContract(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  if (caller?.contractId) {
    const { id } = parseInput(contractIdArgSchema, rawArgs);
    return clientContractView(ports, (await requireScopedClient(ports, caller, id)).contract);
  }
  const me = await requireApplicant(ports, caller);
  const { id } = parseInput(contractIdArgSchema, rawArgs);
  return contractView(ports, requireVisibleContract(await ports.contracts.get(id), me));
}

/**
 * getContractByQuoteId(quoteId): the application made from a quote the caller may see, or null
 * when none was started (a quote claimed by an application not created yet answers null too).
 */
export async function getContractByQuoteId(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const me = await requireApplicant(ports, caller);
  const { quoteId } = parseInput(quoteIdArgSchema, rawArgs);
  const quote = requireVisibleQuote(await ports.quotes.get(quoteId), me);
  if (!quote.contractId) return null;
  const contract = await ports.contracts.get(quote.contractId);
  return contract ? contractView(ports, requireVisibleContract(contract, me)) : null;
}
