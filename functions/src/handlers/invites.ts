import { composeOnboardingPorts } from '../adapters/compose/onboarding.js';
import { onboardingResolvers } from './onboarding-resolvers.js';
import { lambdaContainer } from './shared/ports.js';
import { domainHandler } from './shared/resolver.js';

/**
 * TEMPORARY (issue 14, helper D's branch): the `invites` Lambda with agency onboarding only. Helper
 * C's handler (team and invitations) replaces this file at merge, spreading
 * `onboardingResolvers(ports)` and `composeOnboardingPorts` into its own composer.
 */
const { logger, ports } = lambdaContainer('invites', composeOnboardingPorts);

export const handler = domainHandler(logger, { ...onboardingResolvers(ports) });
