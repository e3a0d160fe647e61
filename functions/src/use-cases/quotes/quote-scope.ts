import { AppError, clientListScopeOf } from '@almanac/core';
import type { Ports, QuoteRecord, UserRecord } from '../../ports/index.js';

/**
 * Whose premium indications a user sees: agents their own; the agency's managers who quote
 * (primary agents, super admins) every member's of their organisation. Writes (save, attach,
 * share, delete) stay with the creator.
 */
export const seesOrganizationQuotes = (me: UserRecord): boolean =>
  clientListScopeOf(me.role) === 'organization' && !!me.organizationId;

/** May `me` read this quote? (Deleted quotes are nobody's.) */
export function canSeeQuote(me: UserRecord, quote: QuoteRecord): boolean {
  if (quote.deletedAt) return false;
  if (quote.createdBy === me.id) return true;
  return seesOrganizationQuotes(me) && !!quote.organizationId && quote.organizationId === me.organizationId;
}

/** The quote if `me` may read it; INVALID_PERMISSIONS otherwise, also for unknown ids (no probing). */
export function requireVisibleQuote(quote: QuoteRecord | undefined, me: UserRecord): QuoteRecord {
  if (!quote || !canSeeQuote(me, quote)) throw new AppError('INVALID_PERMISSIONS');
  return quote;
}

/**
 * The creators whose lists `me` reads: `userIds` when given (each must be `me` or, for managers,
 * a member of their organisation), else `me` or every member.
 */
export async function listCreators(
  ports: Pick<Ports, 'users'>,
  me: UserRecord,
  userIds: readonly string[] | null | undefined,
): Promise<string[]> {
  if (!seesOrganizationQuotes(me)) {
    if (userIds?.some((id) => id !== me.id)) throw new AppError('INVALID_PERMISSIONS');
    return [me.id];
  }
  const members = new Set((await ports.users.listMembers(me.organizationId!)).map((m) => m.id));
  members.add(me.id);
  if (!userIds?.length) return [...members];
  if (userIds.some((id) => !members.has(id))) throw new AppError('INVALID_PERMISSIONS');
  return [...new Set(userIds)];
}
