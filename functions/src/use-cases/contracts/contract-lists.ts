import { AppError, policyListMessages } from '@almanac/core';
import type { UserRecord } from '../../ports/index.js';
import { seesOrganizationQuotes } from '../quotes/quote-scope.js';

/** The next page's token of a contract list: the last sort key answered, opaque to the client. */
export const pageTokenOf = (key: string) => Buffer.from(key, 'utf8').toString('base64url');

/** The sort key a token names; VALIDATION_ERROR for anything a list never answered. */
export function pageKeyOf(token: string): string {
  const key = Buffer.from(token, 'base64url').toString('utf8');
  if (!/^\d{4}-\d{2}-\d{2}#[0-9A-Za-z_-]{1,100}$/.test(key))
    throw new AppError('VALIDATION_ERROR', policyListMessages.nextToken, {
      fieldErrors: { nextToken: policyListMessages.nextToken },
    });
  return key;
}

/**
 * Whose contracts `me` lists (the contract-access rule, canSeeContract): the primary agent and
 * super admin the organisation's; an agent only their own (the organisation's list, filtered).
 */
export const listScopeOf = (me: UserRecord) =>
  seesOrganizationQuotes(me)
    ? { partition: { organizationId: me.organizationId!, agentId: me.id } }
    : {
        partition: { ...(me.organizationId ? { organizationId: me.organizationId } : {}), agentId: me.id },
        agentId: me.id,
      };
