/**
 * Clients (named insureds) of an agency: who may list and attach them, how they are searched and
 * sorted. Agents list the clients they added; the agency's managers (primary agent, super admin,
 * admin) list the whole organisation's. A client belongs to the agency: any of its quoting users
 * may attach one of its clients to their own quote.
 */
import { agencyManagerRoles, type Role } from '../auth/roles.js';

/** The most clients one list call answers (docs/requirements.md#constants: client list limit 200). */
export const CLIENT_LIST_MAX = 200;

export type ClientListScope = 'own' | 'organization';

/** Whose clients a user lists: their own (agents) or their organisation's (managers). */
export const clientListScopeOf = (role: Role): ClientListScope =>
  agencyManagerRoles.includes(role) ? 'organization' : 'own';

export interface ClientLike {
  readonly email: string;
  readonly profile?: {
    readonly firstName?: string | null;
    readonly lastName?: string | null;
    readonly companyName?: string | null;
  } | null;
}

/** How a person is named on screen: "First Last" (whatever of the two is present), else the e-mail. */
export const displayNameOf = (p: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string =>
  [p.firstName, p.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ') ||
  p.email ||
  '';

/** "First Last" (whatever of the two is present). */
export const clientFullName = (c: ClientLike): string =>
  [c.profile?.firstName, c.profile?.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');

const fold = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The one client search (the server's getUserClients, the Clients area's list and the quoter's
 * Select Client dialog): case- and accent-insensitive over first name, last name, company name
 * and e-mail; every word of the search must occur in one of them ("dana re", "reyes dana",
 * "harbor field" and "@harbor" all find Dana Reyes of Harbor & Field).
 */
export function clientMatchesSearch(c: ClientLike, search: string | null | undefined): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const fields = [
    fold(c.profile?.firstName),
    fold(c.profile?.lastName),
    fold(c.profile?.companyName),
    fold(c.email),
  ];
  return words.every((w) => fields.some((f) => f.includes(w)));
}

/** The clients `clientMatchesSearch` keeps, in their order (all of them for an empty search). */
export const clientsMatchingSearch = <T extends ClientLike>(
  clients: readonly T[],
  search: string | null | undefined,
): T[] => clients.filter((c) => clientMatchesSearch(c, search));

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** By last name, then first name, then e-mail (case- and accent-insensitive). */
export function compareClientsByName(a: ClientLike, b: ClientLike): number {
  return (
    collator.compare(a.profile?.lastName?.trim() ?? '', b.profile?.lastName?.trim() ?? '') ||
    collator.compare(a.profile?.firstName?.trim() ?? '', b.profile?.firstName?.trim() ?? '') ||
    collator.compare(a.email, b.email)
  );
}

/**
 * Saving with a client when another one is attached (docs/requirements.md#quote-details: only when
 * none is).
 */
export const CLIENT_ALREADY_ATTACHED_MESSAGE = 'A client is already attached to this premium indication.';
/** A client whose address is in New York (docs/requirements.md#validation-entity). */
export const INSURED_IN_NEW_YORK_MESSAGE =
  'Unfortunately, coverage is not available in New York. Please use a different address to proceed.';
/** Sharing and attaching a client need a saved premium indication. */
export const QUOTE_NOT_SAVED_MESSAGE = 'Save the premium indication first.';
/** deleteQuote on a submitted premium indication. */
export const QUOTE_SUBMITTED_DELETE_MESSAGE = 'A submitted premium indication cannot be deleted.';
/** A submitted (frozen) premium indication cannot take a client any more. */
export const QUOTE_SUBMITTED_MESSAGE = 'A submitted premium indication cannot be changed.';

/**
 * Apply for Coverage's Recent activity tab (docs/requirements.md#apply-select): the clients of the
 * given premium indications, the one with the latest activity (last saved or created) first; each
 * client once. Clients without an indication are left out.
 */
export function clientIdsByRecentActivity(
  quotes: readonly { clientId?: string | null; createdAt: string; savedAt?: string | null }[],
): string[] {
  const latest = new Map<string, string>();
  for (const q of quotes) {
    if (!q.clientId) continue;
    const at = q.savedAt && q.savedAt > q.createdAt ? q.savedAt : q.createdAt;
    const known = latest.get(q.clientId);
    if (!known || at > known) latest.set(q.clientId, at);
  }
  return [...latest.entries()].sort((a, b) => (a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0)).map(([id]) => id);
}
