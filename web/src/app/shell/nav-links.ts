import {
  canUnderwrite,
  isClient,
  isConfirmed,
  OPERATIONS_APPLICATIONS_PATH,
  type FeatureFlags,
} from '@almanac/core';
import type { CurrentUser } from '../../lib/session/index.js';

const APPLY_FOR_COVERAGE_PATH = '/apply/select-client';

export interface NavLinkItem {
  label: string;
  to: string;
  /** A count shown beside the label (Apply for Coverage: applications in progress). */
  badge?: { count: number; label: string };
}

/**
 * Header links per role (docs/requirements.md#app-shell). Clients see a logo-only header; Logout
 * and Sign In are actions the header adds after these. Operations (the underwriting and payments
 * queue) only for internal users and super admins (core's canUnderwrite).
 */
export function navLinksFor(
  user: CurrentUser | null,
  flags: Pick<FeatureFlags, 'accountPage'>,
): NavLinkItem[] {
  if (!user || !isConfirmed(user) || isClient(user)) return [];
  const links: NavLinkItem[] = [];
  if (user.canQuote) {
    links.push({ label: 'Premium Calculator', to: '/quoter/select-program' });
    links.push({ label: 'Premium Indications & Policies', to: '/quotes' });
  }
  if (user.canBind) links.push({ label: 'Apply for Coverage', to: APPLY_FOR_COVERAGE_PATH });
  // Clients are an agency's; Almanac's own staff (internal users) belong to none.
  if (user.role !== 'internal') links.push({ label: 'Clients', to: '/clients' });
  if (canUnderwrite(user)) links.push({ label: 'Operations', to: OPERATIONS_APPLICATIONS_PATH });
  links.push({ label: 'Help', to: '/help' });
  if (flags.accountPage) links.push({ label: 'Account', to: '/account/dashboard' });
  return links;
}

/** The Apply for Coverage link counts the applications waiting for the agent. */
export const applicationsInProgressLabel = (count: number): string =>
  count === 1 ? '1 application in progress' : `${count} applications in progress`;

export function withApplicationsBadge(links: NavLinkItem[], inProgress: number): NavLinkItem[] {
  if (inProgress <= 0) return links;
  return links.map((link) =>
    link.to === APPLY_FOR_COVERAGE_PATH
      ? { ...link, badge: { count: inProgress, label: applicationsInProgressLabel(inProgress) } }
      : link,
  );
}

/** Which header actions show: Sign In when logged out, Logout when logged in (not for clients). */
export function headerActionFor(user: CurrentUser | null): 'signIn' | 'logout' | null {
  if (!user) return 'signIn';
  return isClient(user) ? null : 'logout';
}
