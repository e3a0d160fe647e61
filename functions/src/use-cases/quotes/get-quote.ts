import { AppError, idArgSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireQuoter } from '../pricing/access.js';
import { parseInput } from '../validate.js';
import { quoteView } from './quote-view.js';

/**
 * One quote, for the agent who created it. Everyone else gets INVALID_PERMISSIONS, also for ids
 * that do not exist (ids cannot be probed). Issue 5 widens this to the organisation's managers.
 */
export async function getQuote(
  ports: Pick<Ports, 'users' | 'quotes'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const me = await requireQuoter(ports, caller);
  const { id } = parseInput(idArgSchema, rawArgs);
  const quote = await ports.quotes.get(id);
  if (!quote || quote.createdBy !== me.id) throw new AppError('INVALID_PERMISSIONS');
  return quoteView(quote);
}
