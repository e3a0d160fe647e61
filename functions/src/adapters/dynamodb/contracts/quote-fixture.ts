import type { QuoteHistoryEvent } from '@almanac/core';
import type { QuoteClientCopy, QuoteRecord, QuoteSaveChange } from '../../../ports/index.js';
import { quoteListing } from '../../../use-cases/quotes/quote-listing.js';

/**
 * A priced option as the pricing use cases store it, trimmed to what the repositories and the
 * listing read (the engine's parts are opaque to storage).
 */
export function pricedQuote(id: string, createdBy: string, extra: Partial<QuoteRecord> = {}): QuoteRecord {
  return {
    id,
    requestId: id.split('-')[0]!,
    optionIndex: 0,
    createdBy,
    organizationId: 'o1',
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    program: 'LPC',
    currency: 'USD',
    riskPeriod: { startDate: '2026-06-01', endDate: '2026-08-31' },
    applicationDeadline: '2026-05-15',
    expirationDate: '2026-05-15',
    locations: [{ lat: 38.2, lon: -85.7, weight: 1, state: 'KY' }],
    homeState: 'KY',
    option: {
      label: 'Below 3.50 in',
      trigger: 3.5,
      limitCents: 5_000_000,
      premium: { netPremiumCents: 412_300 },
    },
    taxes: null,
    index: { unit: 'in', exhaustDistance: 1.25, fit: { kind: 'normal' } },
    data: {
      datasetId: 'cpc_precip_us-daily',
      origin: 'demo',
      cells: [],
      readFrom: '1996-06-01',
      readTo: '2025-08-31',
    },
    pricing: { engineVersion: 'contract', parameters: {}, request: {} },
    ...extra,
  } as unknown as QuoteRecord;
}

export const event = (eventName: string, eventDate = '2026-01-10T11:00:00.000Z'): QuoteHistoryEvent => ({
  eventDate,
  eventName,
  eventType: 'QUOTE_SAVED',
  description: eventName,
  audience: ['Agent'],
});

export const dana: QuoteClientCopy = {
  id: 'c1',
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  phone: '555-0100',
};

/** The change saveQuote writes: a first save (or, `save: false`, a change to a saved quote). */
export function saveChange(
  quote: QuoteRecord,
  at: string,
  options: { save?: boolean; by?: string; client?: QuoteClientCopy } = {},
): QuoteSaveChange {
  const save = options.save ?? true;
  return {
    by: options.by ?? quote.createdBy,
    at,
    save,
    client: options.client,
    events: [event(save ? 'saved' : 'client attached', at)],
    listing: quoteListing(quote, { savedAt: save ? at : (quote.savedAt ?? at), client: options.client }),
  };
}
