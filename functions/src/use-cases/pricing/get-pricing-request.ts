import { AppError, idArgSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { requireQuoter } from './access.js';
import { pricingRequestView } from './pricing-request-view.js';

/**
 * The state of a pricing request (polled after `sync: false`), for the agent who made it. Quotes
 * deleted since are left out, as `getQuote` and the lists leave them out.
 */
export async function getPricingRequest(
  ports: Pick<Ports, 'users' | 'quotes' | 'pricingRequests'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const me = await requireQuoter(ports, caller);
  const { id } = parseInput(idArgSchema, rawArgs);
  const record = await ports.pricingRequests.get(id);
  if (!record || record.createdBy !== me.id) throw new AppError('INVALID_PERMISSIONS');
  const quotes = record.status === 'DONE' ? await ports.quotes.getMany(record.quoteIds) : [];
  return pricingRequestView(
    record,
    quotes.filter((q) => !q.deletedAt),
  );
}
