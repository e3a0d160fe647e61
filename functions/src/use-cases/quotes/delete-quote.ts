import {
  AppError,
  deleteQuoteSchema,
  QUOTE_SUBMITTED_DELETE_MESSAGE,
  quoteHistoryEvents,
} from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireQuoter } from '../pricing/access.js';
import { parseInput } from '../validate.js';
import { requireOwnQuote } from './quote-access.js';

/**
 * deleteQuote (quoteType Parametric, deleteType Soft): the creator removes a saved premium
 * indication from every list; the record stays (with `deletedAt` and the event) for audit. A
 * submitted one is refused. Deleting a deleted quote again answers true (an idempotent retry).
 */
export async function deleteQuote(
  ports: Pick<Ports, 'users' | 'quotes' | 'clock'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const me = await requireQuoter(ports, caller);
  const args = parseInput(deleteQuoteSchema, rawArgs);
  const quote = await ports.quotes.get(args.quote);
  if (quote?.deletedAt && quote.createdBy === me.id) return true;
  requireOwnQuote(quote, me);
  if (quote!.frozenAt) throw new AppError('VALIDATION_ERROR', QUOTE_SUBMITTED_DELETE_MESSAGE);
  if (!quote!.savedAt) throw new AppError('INVALID_PERMISSIONS');
  const at = ports.clock.now().toISOString();
  const outcome = await ports.quotes.softDelete(quote!.id, me.id, at, quoteHistoryEvents.deleted(at, me));
  if (outcome === 'refused') throw new AppError('VALIDATION_ERROR', QUOTE_SUBMITTED_DELETE_MESSAGE);
  return true;
}
