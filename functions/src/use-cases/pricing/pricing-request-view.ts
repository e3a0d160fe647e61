import type { PricingRequestRecord, QuoteRecord } from '../../ports/index.js';
import { quoteView } from '../quotes/quote-view.js';

/** A pricing request as the create mutations and getPricingRequest answer it. */
export function pricingRequestView(record: PricingRequestRecord, quotes: readonly QuoteRecord[]) {
  return {
    id: record.id,
    requestId: record.id,
    status: record.status,
    programName: record.request.program,
    sync: record.sync,
    quotes: quotes.map(quoteView),
    dataOrigin: record.dataOrigin ?? null,
    targetMatch: record.targetMatch ?? null,
    error: record.error ? { code: record.error.code, message: record.error.message } : null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
