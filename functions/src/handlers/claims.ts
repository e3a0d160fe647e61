import { composeClaimsPorts } from '../adapters/compose/claims.js';
import { claimResolvers } from './claim-resolvers.js';
import { dataUpdateResolvers } from './data-update-resolvers.js';
import { lossReportResolvers, publicLossReportFields } from './loss-report-resolvers.js';
import { lambdaContainer } from './shared/ports.js';
import { domainHandler } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('claims', composeClaimsPorts);

/**
 * The claims Lambda (docs/requirements.md#claims, #invitations): claim links and loss reports,
 * a policy's live index, settlements' claims and their review by operations, and the weather
 * data update runs operations watch.
 */
export const handler = domainHandler(
  logger,
  { ...lossReportResolvers(ports), ...claimResolvers(ports), ...dataUpdateResolvers(ports) },
  { public: publicLossReportFields },
);
