import { composePricingWorkerPorts } from '../adapters/compose/pricing-worker.js';
import type { PricingJob } from '../ports/index.js';
import { runPricingJob } from '../use-cases/pricing/run-pricing-job.js';
import { lambdaContainer } from './shared/ports.js';
import type { LambdaContext } from './shared/resolver.js';

export interface SqsEvent {
  Records: { messageId: string; body: string; attributes?: Record<string, string> }[];
}
export interface SqsBatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

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
export async function handler(event: SqsEvent, context?: LambdaContext): Promise<SqsBatchResponse> {
  const failures: SqsBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const logContext = { correlation_id: record.messageId, function_request_id: context?.awsRequestId };
    await logger.withContext(logContext, async () => {
      try {
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
        if (result.outcome === 'retry') failures.push({ itemIdentifier: record.messageId });
      } catch (error) {
        logger.error('Pricing job failed; SQS will deliver it again', { error });
        failures.push({ itemIdentifier: record.messageId });
      }
    });
  }
  return { batchItemFailures: failures };
}
