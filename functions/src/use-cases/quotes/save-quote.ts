import {
  AppError,
  CLIENT_ALREADY_ATTACHED_MESSAGE,
  INSURED_IN_NEW_YORK_MESSAGE,
  isUsStateCode,
  type QuoteHistoryEvent,
  quoteHistoryEvents,
  type QuoteSaveOperation,
  quoteSaveOperations,
  QUOTE_SUBMITTED_MESSAGE,
  saveQuoteSchema,
  taxesFor,
} from '@almanac/core';
import type { Ports, QuoteClientCopy, QuoteRecord, QuoteSaveChange, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireClientOf } from '../clients/client-access.js';
import { requireQuoter } from '../pricing/access.js';
import { parseInput } from '../validate.js';
import { requireOwnQuote, requireProgram } from './quote-access.js';
import { quoteListing } from './quote-listing.js';
import { quoteView } from './quote-view.js';

/** Concurrent saves of one quote: each conflict re-reads it and decides again. */
const MAX_ATTEMPTS = 3;

/**
 * saveLPCInsuranceQuote (HPC, LPC), saveLTCInsuranceQuote (LTC), saveHTCInsuranceQuote (HTC):
 * the creator keeps a priced option as a premium indication (`savedAt`, listed from now on) and,
 * when `client` is given, attaches one of the agency's clients. Idempotent: saving a saved quote
 * again (with no client, or the attached one) changes nothing; a saved quote without a client
 * takes one. A different client than the attached one is refused
 * (docs/requirements.md#quote-details: a client is attached only when none is). Attaching a client
 * with an address makes the client's state the home state for taxes, estimated again; a New York
 * client is refused.
 */
export async function saveQuote(
  ports: Pick<Ports, 'users' | 'quotes' | 'clock'>,
  caller: Caller | null,
  rawArgs: unknown,
  operation: QuoteSaveOperation,
) {
  const me = await requireQuoter(ports, caller);
  const args = parseInput(saveQuoteSchema, rawArgs);
  const quote = requireOwnQuote(await ports.quotes.get(args.quote), me);
  requireProgram(quoteSaveOperations, operation, quote);
  const client = args.client ? await requireClientOf(ports, me, args.client) : undefined;
  return writeSave(ports, me, quote, client);
}

/**
 * Write what `planSave` decides, re-reading and deciding again when a concurrent write got there
 * first; answers the quote as the API shows it.
 */
export async function writeSave(
  ports: Pick<Ports, 'quotes' | 'clock'>,
  me: UserRecord,
  read: QuoteRecord,
  client: UserRecord | undefined,
) {
  let quote = read;
  for (let attempt = 1; ; attempt++) {
    const change = planSave(me, quote, client, ports.clock.now().toISOString());
    if (!change) return quoteView(quote);
    const saved = await ports.quotes.save(quote, change);
    if (saved) return quoteView(saved);
    if (attempt >= MAX_ATTEMPTS)
      throw new AppError('INTERNAL_SERVER_ERROR', 'The quote is changing; try again.');
    quote = requireOwnQuote(await ports.quotes.get(quote.id), me);
  }
}

/** What saving `quote` (as read) with `client` changes, or undefined when nothing. */
export function planSave(
  me: UserRecord,
  quote: QuoteRecord,
  client: UserRecord | undefined,
  at: string,
): QuoteSaveChange | undefined {
  if (client && quote.clientId && quote.clientId !== client.id) {
    throw new AppError('VALIDATION_ERROR', CLIENT_ALREADY_ATTACHED_MESSAGE, { clientId: quote.clientId });
  }
  const save = !quote.savedAt;
  const attach = client && !quote.clientId ? client : undefined;
  if (!save && !attach) return undefined;
  if (quote.frozenAt) throw new AppError('VALIDATION_ERROR', QUOTE_SUBMITTED_MESSAGE);

  const events: QuoteHistoryEvent[] = [];
  if (save) events.push(quoteHistoryEvents.saved(at, me));
  if (attach) events.push(quoteHistoryEvents.clientAttached(at, attach));
  const copy = attach ? clientCopy(attach) : undefined;
  return {
    by: me.id,
    at,
    save,
    ...(copy ? { client: copy } : {}),
    ...(attach ? taxesForClient(quote, attach) : {}),
    events,
    listing: quoteListing(quote, { ...(save ? { savedAt: at } : {}), ...(copy ? { client: copy } : {}) }),
  };
}

/** What a quote copies of its client (for lists, search and the details page). */
export const clientCopy = (client: UserRecord): QuoteClientCopy => ({
  id: client.id,
  firstName: client.profile.firstName?.trim() ?? '',
  lastName: client.profile.lastName?.trim() ?? '',
  email: client.email,
  ...(client.profile.phone ? { phone: client.profile.phone } : {}),
});

/**
 * The client's state becomes the home state for taxes (until then: the largest-weight
 * location's), estimated by core's `taxesFor` as at pricing; a client in New York is refused with
 * the entity-information message. A client without a (US) state leaves the quote's taxes as they
 * are.
 */
function taxesForClient(quote: QuoteRecord, client: UserRecord): Pick<QuoteSaveChange, 'taxes'> {
  const state = client.profile.state?.trim().toUpperCase();
  if (!state || !isUsStateCode(state)) return {};
  const taxes = taxesFor(quote.option.premium.netPremiumCents, state, {
    policyYear: quote.index.policyYear,
    // The entity-information message names New York; another refused state hears core's own.
    refusedMessage: state === 'NY' ? INSURED_IN_NEW_YORK_MESSAGE : undefined,
  });
  return { taxes: { homeState: state, taxes } };
}
