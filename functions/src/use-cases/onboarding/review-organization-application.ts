import {
  AppError,
  mayReviewAgency,
  onboardingServerMessages,
  reviewOrganizationApplicationSchema,
} from '@almanac/core';
import type { OrganizationApplicationPatch } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireUnderwriter } from '../contracts/underwriting-access.js';
import { enforceRateLimit } from '../rate-limit.js';
import { parseInput } from '../validate.js';
import { type OnboardingPorts, personOf, requireAllowed, requireTransition } from './onboarding-access.js';
import { notifyDecision } from './onboarding-mail.js';
import { onboardingView } from './onboarding-view.js';

type Deps = Pick<
  OnboardingPorts,
  | 'users'
  | 'organizations'
  | 'throttle'
  | 'clock'
  | 'mailQueue'
  | 'logger'
  | 'random'
  | 'webUrl'
  | 'operationsEmail'
>;

/**
 * reviewOrganizationApplication(organization, {decision, reason}) (docs/requirements.md#onboarding):
 * operations (internal users, super admins; never for their own agency) decide on an application
 * in review. Approve: Approved, onboarded, the organisation may bind (its agents pass core's
 * canBind). Return (a reason is required): AwaitingAgency with the reason. One write conditional on
 * NeedsReview, so of two reviewers one decides and the other gets CONFLICT. The applicant (and the
 * primary agent) are e-mailed.
 */
export async function reviewOrganizationApplication(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const me = await requireUnderwriter(ports, caller);
  const { organization, input } = parseInput(reviewOrganizationApplicationSchema, rawArgs);
  const org = await ports.organizations.get(organization);
  if (!org) throw new AppError('NOT_FOUND', 'No such agency');
  requireAllowed(mayReviewAgency(personOf(me), org), onboardingServerMessages.selfReview);
  await enforceRateLimit(ports, 'agencyReviewsPerUser', me.id);
  const next = requireTransition(org, input.decision, onboardingServerMessages.notInReview);
  const at = ports.clock.now().toISOString();
  const { returnReason: _previous, ...application } = org.application ?? {};
  const patch: OrganizationApplicationPatch =
    input.decision === 'approve'
      ? {
          application: { ...application, status: next, reviewedAt: at, reviewedBy: me.id },
          isOnboarded: true,
          permissions: { ...org.permissions, canBind: true },
          updatedAt: at,
        }
      : {
          application: {
            ...application,
            status: next,
            returnReason: input.reason,
            reviewedAt: at,
            reviewedBy: me.id,
          },
          updatedAt: at,
        };
  const written = await ports.organizations.updateApplication(org.id, 'NeedsReview', patch);
  if (!written) throw new AppError('CONFLICT', onboardingServerMessages.notInReview);
  await notifyDecision(ports, written);
  return onboardingView(ports, written);
}
