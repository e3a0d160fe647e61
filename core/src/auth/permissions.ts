import type { Platform, Role } from './roles.js';
import { sellingRoles, underwriterRoles } from './roles.js';
import { OPERATIONS_APPLICATIONS_PATH } from '../applications/operations-paths.js';

export interface Permission {
  platform: Platform;
  canQuote: boolean;
  canBind: boolean;
}

export const OrganizationApplicationStatus = {
  NotStarted: 'NotStarted',
  Started: 'Started',
  AwaitingAgency: 'AwaitingAgency',
  NeedsReview: 'NeedsReview',
  Approved: 'Approved',
} as const;
export type OrganizationApplicationStatus =
  (typeof OrganizationApplicationStatus)[keyof typeof OrganizationApplicationStatus];

export interface OrganizationAccess {
  isOnboarded: boolean;
  application?: { status?: OrganizationApplicationStatus | null; userId?: string | null } | null;
  permissions?: { canBind?: boolean | null } | null;
}

export interface UserAccess {
  role: Role;
  confirmedAt?: string | null;
  permissions?: readonly Permission[] | null;
  organization?: OrganizationAccess | null;
}

const defaultPermission = (user: UserAccess) => user.permissions?.find((p) => p.platform === 'DEFAULT');

/** canQuote: role superAdmin, agent or primaryAgent AND the DEFAULT-platform permission has canQuote. */
export function canQuote(user: UserAccess | null | undefined): boolean {
  if (!user) return false;
  return sellingRoles.includes(user.role) && defaultPermission(user)?.canQuote === true;
}

/**
 * canBind: (organisation onboarded AND the organisation has a permission with canBind AND role is
 * superAdmin, agent or primaryAgent) OR the DEFAULT-platform permission has canBind.
 */
export function canBind(user: UserAccess | null | undefined): boolean {
  if (!user) return false;
  const org = user.organization;
  const viaOrganization =
    !!org?.isOnboarded && org.permissions?.canBind === true && sellingRoles.includes(user.role);
  return viaOrganization || defaultPermission(user)?.canBind === true;
}

export const isConfirmed = (user: UserAccess | null | undefined): boolean => !!user?.confirmedAt;
export const isClient = (user: UserAccess | null | undefined): boolean => user?.role === 'client';
/** canUnderwrite: role internal or superAdmin (the operations queue). */
export const canUnderwrite = (user: { role: Role } | null | undefined): boolean =>
  !!user && underwriterRoles.includes(user.role);

/**
 * Onboarded for routing: onboarded, or application Approved or NeedsReview
 * (docs/requirements.md#onboarding).
 */
export function isOrganizationOnboardedForRouting(org: OrganizationAccess | null | undefined): boolean {
  if (!org) return false;
  const status = org.application?.status;
  return org.isOnboarded || status === 'Approved' || status === 'NeedsReview';
}

/** A path inside this site (`/x`, not `//host` or `https://…`): the only redirects we follow. */
export const isSafeRedirectPath = (path: string | null | undefined): path is string =>
  !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export const DASHBOARD_PATH = '/dashboard';
export const GETTING_STARTED_PATH = '/getting-started';
export const CLIENT_HOME_PATH = '/client';
/** Where a client asks for a sign-in link to their policies (docs/requirements.md#access-and-routing). */
export const CLIENT_SIGN_IN_PATH = '/client/sign-in';
/** The e-mailed client sign-in link (the token in the query). */
export const clientSignInLinkPath = (token: string): string =>
  `${CLIENT_SIGN_IN_PATH}?${new URLSearchParams({ token }).toString()}`;

/**
 * Where a signed-in, confirmed user belongs: clients their home; Almanac's internal users (the
 * underwriters) the operations queue; members of an agency that is onboarded (or Approved, or in
 * review) the dashboard; everyone else Getting Started.
 */
export function homePathFor(user: UserAccess): string {
  if (isClient(user)) return CLIENT_HOME_PATH;
  if (user.role === 'internal') return OPERATIONS_APPLICATIONS_PATH;
  return isOrganizationOnboardedForRouting(user.organization) ? DASHBOARD_PATH : GETTING_STARTED_PATH;
}

/** Where an entry route (login, sign-up, confirm) sends a logged-in, confirmed user. */
export function landingPathFor(user: UserAccess, storedRedirect?: string | null): string {
  if (!isClient(user) && isSafeRedirectPath(storedRedirect)) return storedRedirect;
  return homePathFor(user);
}

/**
 * Where a confirmed non-client who may not use an area (quoting without canQuote, applying
 * without canBind) is sent instead: their home, which says why (Getting Started while the agency
 * is not onboarded, the dashboard otherwise).
 */
export const refusedAreaPathFor = (user: UserAccess): string => homePathFor(user);

/**
 * What Getting Started tells a member of an agency that is not onboarded: agents can already
 * quote; onboarding adds binding. Members who do not quote (administrators) onboard for the agency.
 */
export function gettingStartedLeadFor(user: UserAccess): string {
  return canQuote(user)
    ? 'Your agency is not onboarded yet. You can already price cover and save premium indications for your clients; once your agency is onboarded you can also apply for and bind cover.'
    : "Your agency is not onboarded yet. Onboard it so your agency's agents can apply for and bind cover; you can look around first.";
}
