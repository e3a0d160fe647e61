import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { pricingQueueUrl } from '../../pricing-config.js';
import { dynamoPricingRequestRepository } from '../dynamodb/pricing-requests.js';
import { createSqsClient } from '../sqs/mail-queue.js';
import { sqsPricingQueue } from '../sqs/pricing-queue.js';
import { systemClock, tableOf } from './shared.js';

export type PricingSweeperPorts = Pick<Ports, 'clock' | 'pricingRequests' | 'pricingQueue' | 'logger'>;

/** The scheduled sweeper: stale pricing requests, and the queue to send them to again. */
export function composePricingSweeperPorts(config: FunctionsConfig, logger: Logger): PricingSweeperPorts {
  const [db, table] = tableOf(config);
  return {
    clock: systemClock,
    pricingRequests: dynamoPricingRequestRepository(db, table),
    pricingQueue: sqsPricingQueue(createSqsClient(config.region), pricingQueueUrl()),
    logger,
  };
}
