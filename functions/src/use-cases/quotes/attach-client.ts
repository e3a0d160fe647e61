import { AppError, attachClientSchema, QUOTE_NOT_SAVED_MESSAGE } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireClientOf } from '../clients/client-access.js';
import { requireQuoter } from '../pricing/access.js';
import { parseInput } from '../validate.js';
import { requireOwnQuote } from './quote-access.js';
import { writeSave } from './save-quote.js';

/**
 * attachClientToQuote (quote details' Client panel): one of the agency's clients onto the
 * caller's saved premium indication, only when none is attached (the same client again is a
 * no-op; another one is refused), never once submitted. Any program.
 */
export async function attachClientToQuote(
  ports: Pick<Ports, 'users' | 'quotes' | 'clock'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const me = await requireQuoter(ports, caller);
  const args = parseInput(attachClientSchema, rawArgs);
  const quote = requireOwnQuote(await ports.quotes.get(args.quote), me);
  if (!quote.savedAt) throw new AppError('VALIDATION_ERROR', QUOTE_NOT_SAVED_MESSAGE);
  const client = await requireClientOf(ports, me, args.client);
  return writeSave(ports, me, quote, client);
}
