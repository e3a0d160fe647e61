import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { dynamoQuoteRepository } from '../dynamodb/quotes.js';
import { composeAgencyMailPorts, type AgencyMailPorts } from './agency-mail.js';
import { tableOf } from './shared.js';

export type QuotesPorts = AgencyMailPorts & Pick<Ports, 'quotes'>;

/** The quotes Lambda: stored quotes, their share links and e-mails. */
export function composeQuotesPorts(config: FunctionsConfig, logger: Logger): QuotesPorts {
  const dynamo = tableOf(config);
  const [db, table] = dynamo;
  return { ...composeAgencyMailPorts(config, logger, dynamo), quotes: dynamoQuoteRepository(db, table) };
}
