import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { dynamoQuoteRepository } from '../dynamodb/quotes.js';
import { composeAgencyMailPorts, type AgencyMailPorts } from './agency-mail.js';
import { composeExposurePorts, type ExposurePorts } from './exposure.js';
import { tableOf } from './shared.js';

export type ContractsDailyPorts = AgencyMailPorts &
  ExposurePorts &
  Pick<Ports, 'liftApplicationDeadline' | 'quotes'>;

/**
 * The daily contracts job (expiry and its notices): the people, the contracts, the mail queue; the
 * quotes and the exposure book (an expired application gives its exposure back).
 */
export function composeContractsDailyPorts(config: FunctionsConfig, logger: Logger): ContractsDailyPorts {
  const dynamo = tableOf(config);
  const [db, table] = dynamo;
  return {
    ...composeAgencyMailPorts(config, logger, dynamo),
    liftApplicationDeadline: config.liftApplicationDeadline,
    quotes: dynamoQuoteRepository(db, table),
    ...composeExposurePorts(config, dynamo),
  };
}
