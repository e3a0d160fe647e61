import { AppError, canQuote, canUnderwrite, contractIdArgSchema, quoteIdArgSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { requireVisibleQuote } from '../quotes/quote-scope.js';
import { parseInput } from '../validate.js';
import { clientContractView, requireScopedClient } from './client-contract-access.js';
import { requireApplicant, requireVisibleContract } from './contract-access.js';
import { contractView } from './contract-view.js';
import { requireContract } from './underwriting-access.js';

type Deps = Pick<Ports, 'users' | 'organizations' | 'quotes' | 'contracts' | 'uploads' | 'clock'>;

/**
 * getContract(id): an application its agent, or their organisation's primary agent or super admin,
 * may see, or its client (the session their review link started for it, or their own session), or an underwriter
 * (any application, also once it has left the queue); INVALID_PERMISSIONS for everyone else and
 * for unknown ids (NOT_FOUND for underwriters, who see every contract).
 */
export async function getContract(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  if (caller?.contractId || caller?.role === 'client') {
    const { id } = parseInput(contractIdArgSchema, rawArgs);
    return clientContractView(ports, (await requireScopedClient(ports, caller, id, 'read')).contract);
  }
  // One read of the caller: an underwriter sees every contract, a seller as requireApplicant says.
  const me = await ports.users.get(requireCaller(caller).userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  if (!canUnderwrite(me) && !canQuote(me)) throw new AppError('INVALID_PERMISSIONS');
  const { id } = parseInput(contractIdArgSchema, rawArgs);
  if (canUnderwrite(me))
    return contractView(ports, requireContract(await ports.contracts.get(id)), { internal: true });
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
