import { composePricingWorkerPorts } from '../adapters/compose/pricing-worker.js';
import type { PricingJob } from '../ports/index.js';
import { runPricingJob } from '../use-cases/pricing/run-pricing-job.js';
import { lambdaContainer } from './shared/ports.js';
import type { LambdaContext } from './shared/resolver.js';
import { eachRecord, type SqsBatchResponse, type SqsEvent } from './shared/sqs-batch.js';

/**
 * Receives before the queue moves a message to its dead-letter queue (infra/lib/queues.ts
 * MAX_RECEIVE_COUNT): on that delivery a job that still cannot run is recorded as FAILED, so the
 * client polling getPricingRequest learns of it.
 */
export const PRICING_MAX_RECEIVES = 5;

const { logger, ports } = lambdaContainer('pricing-worker', composePricingWorkerPorts);

/**
 * Price queued requests (sync: false). Jobs to retry are reported back to SQS. The batch loop is
 * the boundary: each job's failure is logged here, once, with the message id as correlation id.
 */
export const handler = (event: SqsEvent, context?: LambdaContext): Promise<SqsBatchResponse> =>
  eachRecord(logger, event, context, 'Pricing job failed; SQS will deliver it again', async (record) => {
    const job = JSON.parse(record.body) as PricingJob;
    if (typeof job?.requestId !== 'string') {
      logger.error('Pricing job without a request id; dropped');
      return;
    }
    const receives = Number(record.attributes?.ApproximateReceiveCount ?? '1');
    const result = await runPricingJob(ports(), job, { lastAttempt: receives >= PRICING_MAX_RECEIVES });
    if (result.error !== undefined) {
      logger.error(
        result.outcome === 'retry'
          ? 'Pricing job failed; SQS will deliver it again'
          : 'Pricing job failed; the request is recorded FAILED',
        { error: result.error, pricing_request_id: job.requestId, receives },
      );
    }
    return result.outcome === 'retry' ? 'retry' : undefined;
  });
