import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { pricingQueueUrl, readPricingSettings } from '../../pricing-config.js';
import { cryptoRandom } from '../crypto/random.js';
import { dynamoContractRepository } from '../dynamodb/contracts.js';
import { dynamoPricingLeases } from '../dynamodb/pricing-leases.js';
import { dynamoPricingRequestRepository } from '../dynamodb/pricing-requests.js';
import { dynamoQuoteRepository } from '../dynamodb/quotes.js';
import { dynamoThrottleRepository } from '../dynamodb/throttle.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { loadUsStateLocator } from '../geo/load-us-state-locator.js';
import { createSqsClient } from '../sqs/mail-queue.js';
import { sqsPricingQueue } from '../sqs/pricing-queue.js';
import { createWeatherSource } from '../weather/create-weather-source.js';
import { containerPricingMemo } from '../weather/pricing-memo.js';
import type { SubmitPorts } from '../../use-cases/pricing/submit-quote-request.js';
import { composeExposurePorts } from './exposure.js';
import { systemClock, tableOf } from './shared.js';

/** The pricing Lambda: the submission's ports, plus who the caller is and the rate limits. */
export type PricingPorts = SubmitPorts & Pick<Ports, 'users' | 'throttle'>;

/** The pricing Lambda: the weather source and the US atlas, pricing requests, their leases and queue. */
export function composePricingPorts(config: FunctionsConfig, logger: Logger): PricingPorts {
  const dynamo = tableOf(config);
  const [db, table] = dynamo;
  return {
    ...composeExposurePorts(config, dynamo),
    contracts: dynamoContractRepository(db, table),
    users: dynamoUserRepository(db, table),
    throttle: dynamoThrottleRepository(db, table),
    clock: systemClock,
    random: cryptoRandom,
    weather: createWeatherSource(config),
    pricingMemo: containerPricingMemo(),
    states: loadUsStateLocator,
    quotes: dynamoQuoteRepository(db, table),
    pricingRequests: dynamoPricingRequestRepository(db, table),
    pricingLeases: dynamoPricingLeases(db, table),
    pricingQueue: sqsPricingQueue(createSqsClient(config.region), pricingQueueUrl()),
    pricingSettings: readPricingSettings(),
    allowDemoWeather: config.allowDemoWeather,
    logger,
  };
}
