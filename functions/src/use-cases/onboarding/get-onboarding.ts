import {
  AppError,
  mayReadOnboarding,
  ORGANIZATION_REVIEW_LIMIT_PER_STATUS,
  organizationApplicationsForReviewSchema,
  organizationIdSchema,
} from '@almanac/core';
import type { OrganizationRecord, Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireUnderwriter } from '../contracts/underwriting-access.js';
import { parseInput } from '../validate.js';
import { callerAndAgency, personOf, requireAllowed } from './onboarding-access.js';
import { onboardingPeople, onboardingView } from './onboarding-view.js';

type Deps = Pick<Ports, 'users' | 'organizations'>;

/** getOrganizationOnboarding: the caller's agency's application, for any member of the agency. */
export async function getOrganizationOnboarding(ports: Deps, caller: Caller | null) {
  const { me, org } = await callerAndAgency(ports, caller);
  requireAllowed(mayReadOnboarding(personOf(me), org));
  return onboardingView(ports, org);
}

/** Waiting longest first: submitted (else last changed) earliest, then by id. */
const waitingSince = (o: OrganizationRecord) => `${o.application?.submittedAt ?? o.updatedAt}#${o.id}`;

/**
 * getOrganizationApplicationsForReview(statuses): operations (internal users, super admins) list
 * every agency's applications in these statuses (default NeedsReview), oldest first; at most
 * ORGANIZATION_REVIEW_LIMIT_PER_STATUS of each.
 */
export async function getOrganizationApplicationsForReview(
  ports: Deps,
  caller: Caller | null,
  rawArgs: unknown,
) {
  await requireUnderwriter(ports, caller);
  const { statuses } = parseInput(organizationApplicationsForReviewSchema, rawArgs);
  const lists = await Promise.all(
    statuses.map((s) => ports.organizations.listByApplicationStatus(s, ORGANIZATION_REVIEW_LIMIT_PER_STATUS)),
  );
  const orgs = lists.flat().sort((a, b) => waitingSince(a).localeCompare(waitingSince(b)));
  // Their applicants and primary agents in one batch: a fixed number of round trips per list.
  const people = await onboardingPeople(ports, orgs);
  return Promise.all(orgs.map((org) => onboardingView(ports, org, people)));
}

/** getOrganizationApplication(organization): operations read one agency's application. */
export async function getOrganizationApplication(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  await requireUnderwriter(ports, caller);
  const { organization } = parseInput(organizationIdSchema, rawArgs);
  const org = await ports.organizations.get(organization);
  if (!org) throw new AppError('NOT_FOUND', 'No such agency');
  return onboardingView(ports, org);
}
