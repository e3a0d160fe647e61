import type { QuoteRecord } from '../../ports/index.js';
import { storable } from './storable.js';
import { strip } from './strip.js';

/** The item attribute that holds a priced option's payout profile as one JSON string. */
export const PACKED_PAYOUT_PROFILE = 'payoutProfileJson';

type StoredQuote = Omit<QuoteRecord, 'option'> & {
  option: Omit<QuoteRecord['option'], 'payoutProfile'> &
    Partial<Pick<QuoteRecord['option'], 'payoutProfile'>>;
  [PACKED_PAYOUT_PROFILE]?: string;
};

/**
 * A quote as the table holds it (docs/data-model.md): the option's payout profile (core's
 * payoutProfilePoints index values and payouts, 600 numbers) as one JSON string attribute instead
 * of two lists of 300 numbers, which DynamoDB's marshalling (and dynalite's validation) handle one
 * attribute value at a time: three options' worth took most of a synchronous quote's time
 * (docs/architecture.md, Performance (issue 28), pricing through the API). Nothing queries inside it.
 */
export function quoteItem(quote: QuoteRecord): Record<string, unknown> {
  const { payoutProfile, ...option } = storable(quote.option);
  const stored: StoredQuote = { ...storable(quote), option };
  if (payoutProfile) stored[PACKED_PAYOUT_PROFILE] = JSON.stringify(payoutProfile);
  return stored;
}

/** The quote of a stored item, packed or written before the profile was packed. */
export function quoteOf(item: Record<string, unknown> | undefined): QuoteRecord | undefined {
  const stored = strip<StoredQuote>(item);
  if (!stored) return undefined;
  const { [PACKED_PAYOUT_PROFILE]: packed, ...quote } = stored;
  if (typeof packed !== 'string') return quote as QuoteRecord;
  return { ...quote, option: { ...quote.option, payoutProfile: JSON.parse(packed) } } as QuoteRecord;
}
