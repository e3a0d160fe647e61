import { composeRequestsPorts } from '../adapters/compose/requests.js';
import { createPremiumIndicationRequest } from '../use-cases/requests/create-premium-indication-request.js';
import { saveFeedback } from '../use-cases/requests/save-feedback.js';
import { lambdaContainer } from './shared/ports.js';
import { domainHandler, remoteIpOf } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('requests', composeRequestsPorts);

/**
 * What visitors and users send the operations team: the public premium indication request (API
 * key or session; e-mailed to the operations inbox) and the dashboard's feedback (a confirmed
 * session).
 */
export const handler = domainHandler(
  logger,
  {
    createPremiumIndicationRequest: (args, caller, event) =>
      createPremiumIndicationRequest(ports(), caller, args.input, remoteIpOf(event)),
    saveFeedback: (args, caller) => saveFeedback(ports(), caller, args),
  },
  { public: ['createPremiumIndicationRequest'] },
);
