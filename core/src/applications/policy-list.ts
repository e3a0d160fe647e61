/**
 * The agent's policy lists (docs/requirements.md#policy-lists): /policies (every bound policy the
 * caller may see, the latest period end first) and /policies/expiring-soon (the periods ending
 * within EXPIRING_SOON_DAYS, soonest first), one page at a time with nextToken, searchable by
 * policy number, insured or contact name.
 */
import * as z from 'zod';
import { QUOTE_SEARCH_MIN_CHARS } from '../quoting/quote-list.js';

/** Rows a policy list page holds by default, and at most. */
export const POLICY_LIST_PAGE_SIZE = 20;
export const POLICY_LIST_PAGE_MAX = 100;
/** The longest search the lists accept (a policy number and a name fit well within it). */
export const POLICY_SEARCH_MAX_CHARS = 100;

export const policyListMessages = {
  limit: `limit must be a whole number from 1 to ${POLICY_LIST_PAGE_MAX}`,
  search: `Search with at most ${POLICY_SEARCH_MAX_CHARS} characters.`,
  nextToken: 'nextToken is not valid: ask for the first page again',
  empty: 'No policies yet. A policy appears here once its application is approved and paid.',
  emptyExpiring: 'No policy ends within the next few weeks.',
  noMatch: 'No policy matches this search.',
} as const;

/** getPolicies(search, expiringSoon, limit, nextToken). */
export const policiesArgsSchema = z.object({
  search: z
    .string({ error: policyListMessages.search })
    .max(POLICY_SEARCH_MAX_CHARS, policyListMessages.search)
    .nullish()
    .transform((s) => s?.trim() ?? ''),
  expiringSoon: z.boolean().nullish().transform(Boolean),
  limit: z
    .number({ error: policyListMessages.limit })
    .int(policyListMessages.limit)
    .min(1, policyListMessages.limit)
    .max(POLICY_LIST_PAGE_MAX, policyListMessages.limit)
    .nullish()
    .transform((v) => v ?? POLICY_LIST_PAGE_SIZE),
  nextToken: z.string().max(400, policyListMessages.nextToken).nullish(),
});
export type PoliciesArgs = z.infer<typeof policiesArgsSchema>;

/** Lower case, accents removed: how the policy search text is stored and searched. */
export const foldPolicySearch = (s: string | null | undefined): string =>
  (s ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The text a policy is found by: its number, the insured's legal name and the contact's name. */
export const policySearchText = (p: {
  policyNumber: string;
  legalName?: string | null;
  contactFirstName?: string | null;
  contactLastName?: string | null;
}): string =>
  foldPolicySearch(
    [p.policyNumber, p.legalName, p.contactFirstName, p.contactLastName].filter(Boolean).join(' '),
  );

/**
 * The words a search looks for (each must occur): none below QUOTE_SEARCH_MIN_CHARS characters
 * in all (the same threshold as the premium indication search), at most 5.
 */
export function policySearchWords(search: string): string[] {
  const folded = foldPolicySearch(search);
  if (folded.length < QUOTE_SEARCH_MIN_CHARS) return [];
  return [...new Set(folded.split(' ').filter(Boolean))].slice(0, 5);
}

/** Rows of the applications in progress (Apply for Coverage) a page holds by default. */
export const APPLICATIONS_IN_PROGRESS_PAGE_SIZE = 10;

/** getApplicationsInProgress(limit, nextToken). */
export const applicationsInProgressArgsSchema = z.object({
  limit: z
    .number({ error: policyListMessages.limit })
    .int(policyListMessages.limit)
    .min(1, policyListMessages.limit)
    .max(POLICY_LIST_PAGE_MAX, policyListMessages.limit)
    .nullish()
    .transform((v) => v ?? APPLICATIONS_IN_PROGRESS_PAGE_SIZE),
  nextToken: z.string().max(400, policyListMessages.nextToken).nullish(),
});
