import type { FunctionsConfig } from '../../config.js';
import type { Logger } from '../../ports/index.js';
import type { JobPorts } from '../../use-cases/pricing/run-pricing-job.js';
import { readPricingSettings } from '../../pricing-config.js';
import { dynamoContractRepository } from '../dynamodb/contracts.js';
import { dynamoPricingLeases } from '../dynamodb/pricing-leases.js';
import { dynamoPricingRequestRepository } from '../dynamodb/pricing-requests.js';
import { dynamoQuoteRepository } from '../dynamodb/quotes.js';
import { loadUsStateLocator } from '../geo/load-us-state-locator.js';
import { createWeatherSource } from '../weather/create-weather-source.js';
import { containerPricingMemo } from '../weather/pricing-memo.js';
import { composeExposurePorts } from './exposure.js';
import { systemClock, tableOf } from './shared.js';

export type PricingWorkerPorts = JobPorts;

/** The pricing worker: prices queued requests (weather, atlas, quotes, requests, leases). */
export function composePricingWorkerPorts(config: FunctionsConfig, logger: Logger): PricingWorkerPorts {
  const dynamo = tableOf(config);
  const [db, table] = dynamo;
  return {
    ...composeExposurePorts(config, dynamo),
    contracts: dynamoContractRepository(db, table),
    clock: systemClock,
    weather: createWeatherSource(config),
    pricingMemo: containerPricingMemo(),
    states: loadUsStateLocator,
    quotes: dynamoQuoteRepository(db, table),
    pricingRequests: dynamoPricingRequestRepository(db, table),
    pricingLeases: dynamoPricingLeases(db, table),
    pricingSettings: readPricingSettings(),
    allowDemoWeather: config.allowDemoWeather,
    logger,
  };
}
