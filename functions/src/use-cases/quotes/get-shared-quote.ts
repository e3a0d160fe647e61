import { AppError, clientFullName, sharedQuoteArgsSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { parseInput } from '../validate.js';
import { sharedQuoteView } from './shared-quote-view.js';

/**
 * getSharedQuote: the read-only view a share e-mail's link opens, for whoever holds the link (no
 * session: the recipient is often the named client, who has no password). The link is one random
 * token per recipient, stored hashed, good for SHARED_QUOTE_LINK_DAYS; deleting the indication
 * revokes every link to it. Unknown, wrong-kind and revoked links are INVALID_TOKEN; old ones
 * TOKEN_EXPIRED.
 */
export async function getSharedQuote(
  ports: Pick<Ports, 'oneTimeTokens' | 'quotes' | 'users' | 'organizations' | 'clock' | 'digest'>,
  rawArgs: unknown,
) {
  const { token } = parseInput(sharedQuoteArgsSchema, rawArgs);
  const link = await ports.oneTimeTokens.get(ports.digest(token));
  if (!link || link.type !== 'QUOTE_SHARE' || !link.subject) throw new AppError('INVALID_TOKEN');
  if (new Date(link.expiresAt) <= ports.clock.now()) throw new AppError('TOKEN_EXPIRED');
  const quote = await ports.quotes.get(link.subject);
  if (!quote || quote.deletedAt || quote.createdBy !== link.userId) throw new AppError('INVALID_TOKEN');
  const agent = await ports.users.get(link.userId);
  if (!agent) throw new AppError('INVALID_TOKEN');
  const org = agent.organizationId ? await ports.organizations.get(agent.organizationId) : undefined;
  const sharedBy = {
    name: clientFullName(agent) || agent.email,
    email: agent.email,
    agency: org?.name ?? null,
  };
  return sharedQuoteView(quote, sharedBy, link.expiresAt);
}
