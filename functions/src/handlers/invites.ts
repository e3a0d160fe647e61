import { composeInvitesPorts } from '../adapters/compose/invites.js';
import { lambdaContainer } from './shared/ports.js';
import { domainHandler } from './shared/resolver.js';
import { publicTeamFields, teamResolvers } from './team-resolvers.js';

const { logger, ports } = lambdaContainer('invites', composeInvitesPorts);

// Agency onboarding's fields (onboarding-resolvers.ts) are spread in beside the team's at merge.
export const handler = domainHandler(logger, { ...teamResolvers(ports) }, { public: publicTeamFields });
