import { runPricingJob } from '../use-cases/pricing/run-pricing-job.js';
import type { PricingJob } from '../ports/index.js';
import { containerPorts } from './shared/ports.js';

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

/** Price queued requests (sync: false). Jobs to retry are reported back to SQS. */
export async function handler(event: SqsEvent): Promise<SqsBatchResponse> {
  const ports = containerPorts();
  const failures: SqsBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const job = JSON.parse(record.body) as PricingJob;
      if (typeof job?.requestId !== 'string') {
        console.error('Pricing job without a request id; dropped', record.messageId, record.body);
        continue;
      }
      const receives = Number(record.attributes?.ApproximateReceiveCount ?? '1');
      const outcome = await runPricingJob(ports, job, { lastAttempt: receives >= PRICING_MAX_RECEIVES });
      if (outcome === 'retry') failures.push({ itemIdentifier: record.messageId });
    } catch (error) {
      console.error('Pricing job failed', record.messageId, error);
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
