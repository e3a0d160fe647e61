import {
  AppError,
  historyNameOf,
  quoteHistoryEvents,
  QUOTE_NOT_SAVED_MESSAGE,
  type QuoteShareOperation,
  quoteShareOperations,
  shareQuoteSchema,
  sharedQuotePath,
} from '@almanac/core';
import { sharedQuoteEmail } from '../../emails/quote-emails.js';
import type { Ports } from '../../ports/index.js';
import { issueOneTimeToken } from '../auth/issue-tokens.js';
import type { Caller } from '../caller.js';
import { requireQuoter } from '../pricing/access.js';
import { takeRateLimit } from '../rate-limit.js';
import { parseInput } from '../validate.js';
import { requireOwnQuote, requireProgram } from './quote-access.js';

type Deps = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'quotes'
  | 'throttle'
  | 'clock'
  | 'random'
  | 'digest'
  | 'oneTimeTokens'
  | 'mailQueue'
  | 'webUrl'
>;

/**
 * sharePrecipInsuranceQuote (HPC, LPC) and shareLtcInsuranceQuote (LTC, HTC): e-mail each
 * address a summary of the creator's saved quote with a link of its own to the read-only view
 * (getSharedQuote; no account needed), then record "Shared with …"
 * in its history. Everything is checked before the first e-mail is queued, so a refused call
 * sends nothing; a retried call sends again (acceptable: the mails are identical).
 */
export async function shareQuote(
  ports: Deps,
  caller: Caller | null,
  rawArgs: unknown,
  operation: QuoteShareOperation,
) {
  const me = await requireQuoter(ports, caller);
  const { emails, quoteId } = parseInput(shareQuoteSchema, rawArgs);
  const quote = requireOwnQuote(await ports.quotes.get(quoteId), me);
  requireProgram(quoteShareOperations, operation, quote);
  if (!quote.savedAt) throw new AppError('VALIDATION_ERROR', QUOTE_NOT_SAVED_MESSAGE);

  const org = me.organizationId ? await ports.organizations.get(me.organizationId) : undefined;
  const sender = { name: historyNameOf(me), email: me.email, agency: org?.name };
  // Every recipient counts against the sender's and the recipient's limits before anything is
  // sent: past either, the call is refused and no e-mail goes out.
  const allowed = await Promise.all(
    emails.flatMap((to) => [
      takeRateLimit(ports, 'shareMailPerSender', me.id),
      takeRateLimit(ports, 'shareMailPerRecipient', to),
    ]),
  );
  if (allowed.includes(false)) throw new AppError('TOO_MANY_REQUESTS');
  // Each recipient gets a link of their own to the read-only view (getSharedQuote).
  for (const to of emails) {
    const { token } = await issueOneTimeToken(ports, me.id, 'QUOTE_SHARE', quote.id);
    const link = `${ports.webUrl}${sharedQuotePath(token)}`;
    await ports.mailQueue.send(sharedQuoteEmail({ id: ports.random.id(), to, quote, sender, link }));
  }
  const at = ports.clock.now().toISOString();
  await ports.quotes.appendHistory(quote.id, me.id, [quoteHistoryEvents.shared(at, emails, me)], at);
  return true;
}
