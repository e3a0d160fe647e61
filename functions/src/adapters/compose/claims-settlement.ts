import type { FunctionsConfig } from '../../config.js';
import type { Logger } from '../../ports/index.js';
import type { SettlementJobDeps } from '../../use-cases/claims/settle-policies.js';
import { dynamoClaimRepository } from '../dynamodb/claims.js';
import { dynamoContractRepository } from '../dynamodb/contracts.js';
import { dynamoFormRepository } from '../dynamodb/forms.js';
import { dynamoQuoteRepository } from '../dynamodb/quotes.js';
import { dynamoThrottleRepository } from '../dynamodb/throttle.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { createSqsClient, sqsMailQueue } from '../sqs/mail-queue.js';
import { createWeatherSource } from '../weather/create-weather-source.js';
import { systemClock, tableOf } from './shared.js';

export type ClaimsSettlementPorts = SettlementJobDeps & {
  /** SETTLEMENT_WAIT_DAYS when set; else core's wait per dataset applies. */
  settlementWaitDays?: number;
};

/**
 * The daily settlement job: the policies and their quotes, claims and loss reports, the weather
 * grid store (read), the people and the mail queue for the notices.
 */
export function composeClaimsSettlementPorts(config: FunctionsConfig, logger: Logger): ClaimsSettlementPorts {
  const [db, table] = tableOf(config);
  return {
    users: dynamoUserRepository(db, table),
    contracts: dynamoContractRepository(db, table),
    quotes: dynamoQuoteRepository(db, table),
    claims: dynamoClaimRepository(db, table),
    forms: dynamoFormRepository(db, table),
    throttle: dynamoThrottleRepository(db, table),
    weather: createWeatherSource(config),
    clock: systemClock,
    mailQueue: sqsMailQueue(createSqsClient(config.region), config.mailQueueUrl),
    webUrl: config.webUrl,
    logger,
    ...(config.settlementWaitDays !== undefined ? { settlementWaitDays: config.settlementWaitDays } : {}),
  };
}
