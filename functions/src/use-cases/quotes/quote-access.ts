import { AppError, programs, type ProgramCode } from '@almanac/core';
import type { QuoteRecord, UserRecord } from '../../ports/index.js';

/**
 * The caller's own quote, or INVALID_PERMISSIONS: for anyone but its creator, and for ids that
 * do not exist (ids cannot be probed).
 */
export function requireOwnQuote(quote: QuoteRecord | undefined, me: UserRecord): QuoteRecord {
  if (!quote || quote.createdBy !== me.id || quote.deletedAt) throw new AppError('INVALID_PERMISSIONS');
  return quote;
}

const describe = (p: ProgramCode) => `${programs[p].name.toLowerCase()} (${p})`;

/**
 * The quote's program must be one the operation serves (core's quoteSaveOperations /
 * quoteShareOperations); otherwise VALIDATION_ERROR naming the operation to use.
 */
export function requireProgram<O extends string>(
  table: Record<O, readonly ProgramCode[]>,
  operation: O,
  quote: QuoteRecord,
): void {
  const served = table[operation];
  if (served.includes(quote.program)) return;
  const right = (Object.keys(table) as O[]).find((op) => table[op].includes(quote.program));
  throw new AppError(
    'VALIDATION_ERROR',
    `${operation} is for ${served.map(describe).join(' and ')} quotes; this quote is ${describe(quote.program)}: use ${right}.`,
    { program: quote.program, operation: right },
  );
}
