import { quoteIdArgSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireQuoter } from '../pricing/access.js';
import { parseInput } from '../validate.js';
import { requireVisibleQuote } from './quote-scope.js';

/**
 * getContractByQuoteId: the application (contract) made from a quote the caller may see. No
 * quote has one until applications exist (a later issue adds the contract records and this
 * lookup's second read); until then the answer is null for every visible quote.
 */
export async function getContractByQuoteId(
  ports: Pick<Ports, 'users' | 'quotes'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const me = await requireQuoter(ports, caller);
  const { quoteId } = parseInput(quoteIdArgSchema, rawArgs);
  requireVisibleQuote(await ports.quotes.get(quoteId), me);
  return null;
}
