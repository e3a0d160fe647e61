import type { GetQuotesQueryVariables } from '../lib/graphql/generated/graphql.js';
import type { FakeCall, FakeHandler } from './fake-graphql.js';
import type { QuoteListItem, QuotesQuery } from '../shared/quote-list/quotes-api.js';

/** A listed premium indication; `n` makes the id, the client and the dates differ. */
export function makeQuoteItem(n: number, overrides: Partial<QuoteListItem> = {}): QuoteListItem {
  const day = String((n % 28) + 1).padStart(2, '0');
  return {
    id: `q-${n}`,
    programName: 'HPC',
    programTitle: 'Excess Precipitation',
    status: n % 3 === 0 ? 'Submitted' : 'Saved',
    createdAt: `2025-03-${day}T15:00:00.000Z`,
    frozenAt: n % 3 === 0 ? `2025-04-${day}T15:00:00.000Z` : null,
    clientId: `c-${n}`,
    clientName: `Client ${n}`,
    clientFirstName: 'Client',
    clientLastName: String(n),
    clientEmail: `client${n}@example.com`,
    riskPeriod: { startDate: '2025-06-01', endDate: '2025-08-31' },
    location: 'FL 27.950, -82.460',
    trigger: 'Above 3.50 in',
    limitOfLiability: 50000,
    netPremium: 1234.5,
    applicationDeadline: '2025-05-12',
    states: ['FL'],
    locations: [{ name: 'Tampa', state: 'FL', lat: 27.95, lon: -82.46, weight: 100 }],
    contractId: null,
    contractStatus: null,
    policyNumber: null,
    ...overrides,
  };
}

/** A getQuotes answer's cursors when the server gives none (searches, a client's list). */
export const noCursors = { nextCursor: null, previousCursor: null };

/** The page a getQuotes call asked for (the lists always send page, limit and the sort). */
export const inputOf = (call: FakeCall) =>
  (call.variables as GetQuotesQueryVariables).input as Omit<QuotesQuery, 'clientId'> & { cursor?: string };

/** getQuotes over `total` quotes: answers the page and limit asked (q-1 … q-total, in that order). */
export function quotesHandler(
  total: number,
  make: (n: number) => QuoteListItem = makeQuoteItem,
): FakeHandler<'GetQuotes'> {
  return (call) => {
    const { page, limit } = inputOf(call);
    const from = (page - 1) * limit + 1;
    const to = Math.min(total, page * limit);
    const items = [];
    for (let n = from; n <= to; n++) items.push(make(n));
    return { data: { getQuotes: { items, count: total, ...noCursors } } };
  };
}

export const getQuotesCalls = (calls: FakeCall[]) => calls.filter((c) => c.operationName === 'GetQuotes');
