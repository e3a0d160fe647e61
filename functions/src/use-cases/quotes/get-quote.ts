import { idArgSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireQuoter } from '../pricing/access.js';
import { parseInput } from '../validate.js';
import { requireVisibleQuote } from './quote-scope.js';
import { quoteView } from './quote-view.js';

/**
 * One quote, for the agent who created it and the organisation's managers who quote. Everyone
 * else gets INVALID_PERMISSIONS, also for ids that do not exist or were deleted (no probing).
 */
export async function getQuote(
  ports: Pick<Ports, 'users' | 'quotes'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const me = await requireQuoter(ports, caller);
  const { id } = parseInput(idArgSchema, rawArgs);
  return quoteView(requireVisibleQuote(await ports.quotes.get(id), me));
}
