import { createPremiumIndicationRequest } from '../use-cases/requests/create-premium-indication-request.js';
import { saveFeedback } from '../use-cases/requests/save-feedback.js';
import { containerPorts } from './shared/ports.js';
import { domainHandler, remoteIpOf } from './shared/resolver.js';

const ports = containerPorts;

/**
 * What visitors and users send the operations team: the public premium indication request (API
 * key or session; e-mailed to the operations inbox) and the dashboard's feedback (a confirmed
 * session).
 */
export const handler = domainHandler(
  {
    createPremiumIndicationRequest: (args, caller, event) =>
      createPremiumIndicationRequest(ports(), caller, args.input, remoteIpOf(event)),
    saveFeedback: (args, caller) => saveFeedback(ports(), caller, args),
  },
  { public: ['createPremiumIndicationRequest'] },
);
