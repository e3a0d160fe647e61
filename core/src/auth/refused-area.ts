/**
 * What a user is told when a page they opened is not theirs and the app takes them elsewhere
 * (docs/requirements.md#access-and-routing): never a silent redirect. The guard sends the notice
 * with the redirect; the page it lands on shows it above its content.
 */
import { isOrganizationOnboardedForRouting, type UserAccess } from './permissions.js';

/** The areas a guard refuses by permission. */
export type RefusedArea = 'quote' | 'bind' | 'operations' | 'client' | 'agent';

/** Who grants a missing permission: an agent's primary agent; anyone else Almanac. */
const whoGrants = (user: UserAccess): string =>
  user.role === 'agent'
    ? "Ask your organization's primary agent to grant it."
    : 'Contact Almanac support to have it granted.';

export const refusedAreaTexts = {
  notOnboarded: "It opens once your agency's onboarding is approved: finish the steps below.",
  quote: "Quoting needs the permission to quote, which your account doesn't have.",
  bind: "Apply for Coverage needs the permission to bind coverage, which your account doesn't have.",
  operations: "The operations pages are for Almanac's underwriters; your account can't open them.",
  client: 'That page is for the client of a contract, opened from the link we e-mailed them.',
  agent: 'That page is for agents. Your contracts and documents are here.',
} as const;

/** The notice for a confirmed user refused `area` (the page they land on shows it). */
export function refusedAreaNotice(area: RefusedArea, user: UserAccess): string {
  switch (area) {
    case 'operations':
    case 'client':
    case 'agent':
      return refusedAreaTexts[area];
    case 'quote':
    case 'bind':
      return isOrganizationOnboardedForRouting(user.organization)
        ? `${refusedAreaTexts[area]} ${whoGrants(user)}`
        : `${refusedAreaTexts[area]} ${refusedAreaTexts.notOnboarded}`;
  }
}

/** A bare application step opened with no application in progress in this tab. */
export const NO_APPLICATION_IN_PROGRESS_NOTICE =
  'No application is open in this tab. Choose the client and the premium indication to start or continue one.';
