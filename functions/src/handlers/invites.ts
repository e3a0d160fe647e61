import { composeInvitesPorts } from '../adapters/compose/invites.js';
import { onboardingResolvers } from './onboarding-resolvers.js';
import { lambdaContainer } from './shared/ports.js';
import { domainHandler } from './shared/resolver.js';
import { publicTeamFields, teamResolvers } from './team-resolvers.js';

const { logger, ports } = lambdaContainer('invites', composeInvitesPorts);

/**
 * The invites Lambda (docs/requirements.md#account-team, #invitations, #onboarding): the team and
 * its invitations, and agency onboarding (designate, save, sign and submit; operations review).
 */
export const handler = domainHandler(
  logger,
  { ...teamResolvers(ports), ...onboardingResolvers(ports) },
  { public: publicTeamFields },
);
