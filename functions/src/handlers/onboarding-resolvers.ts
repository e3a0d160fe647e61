import type { OnboardingPorts } from '../use-cases/onboarding/onboarding-access.js';
import { designatePrimaryAgent } from '../use-cases/onboarding/designate-primary-agent.js';
import {
  getOrganizationApplication,
  getOrganizationApplicationsForReview,
  getOrganizationOnboarding,
} from '../use-cases/onboarding/get-onboarding.js';
import { reviewOrganizationApplication } from '../use-cases/onboarding/review-organization-application.js';
import { saveOrganizationApplication } from '../use-cases/onboarding/save-organization-application.js';
import { submitOrganizationApplication } from '../use-cases/onboarding/submit-organization-application.js';
import { type DomainFields, headerOf, remoteIpOf } from './shared/resolver.js';

type OnboardingField =
  | 'getOrganizationOnboarding'
  | 'getOrganizationApplicationsForReview'
  | 'getOrganizationApplication'
  | 'designatePrimaryAgent'
  | 'saveOrganizationApplication'
  | 'submitOrganizationApplication'
  | 'reviewOrganizationApplication';

/**
 * Agency onboarding's fields (docs/requirements.md#onboarding), for the `invites` Lambda's handler
 * to spread in: the agency designates its primary agent, saves and signs its application;
 * operations list, read and decide on applications. `ports` builds the Lambda's ports on first use.
 */
export function onboardingResolvers(ports: () => OnboardingPorts): DomainFields<OnboardingField> {
  return {
    getOrganizationOnboarding: (_args, caller) => getOrganizationOnboarding(ports(), caller),
    getOrganizationApplicationsForReview: (args, caller) =>
      getOrganizationApplicationsForReview(ports(), caller, args),
    getOrganizationApplication: (args, caller) => getOrganizationApplication(ports(), caller, args),
    designatePrimaryAgent: (args, caller) => designatePrimaryAgent(ports(), caller, args),
    saveOrganizationApplication: (args, caller) => saveOrganizationApplication(ports(), caller, args),
    submitOrganizationApplication: (args, caller, event) =>
      submitOrganizationApplication(ports(), caller, args, {
        ipAddress: remoteIpOf(event),
        userAgent: headerOf(event, 'user-agent'),
      }),
    reviewOrganizationApplication: (args, caller) => reviewOrganizationApplication(ports(), caller, args),
  };
}
