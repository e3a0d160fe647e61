import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { composeAgencyMailPorts, type AgencyMailPorts } from './agency-mail.js';

export type ContractsDailyPorts = AgencyMailPorts & Pick<Ports, 'liftApplicationDeadline'>;

/** The daily contracts job (expiry and its notices): the people, the contracts, the mail queue. */
export function composeContractsDailyPorts(config: FunctionsConfig, logger: Logger): ContractsDailyPorts {
  return {
    ...composeAgencyMailPorts(config, logger),
    liftApplicationDeadline: config.liftApplicationDeadline,
  };
}
