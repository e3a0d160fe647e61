/**
 * The pricing worker's use case: price a queued request once. Idempotent under re-delivery: a
 * request already DONE or FAILED is skipped, quote ids are deterministic (request id + option
 * index) and written with conditional puts, and the outcome is recorded only once.
 */
import { AppError } from '@almanac/core';
import type { Ports, PricingJob, PricingLease } from '../../ports/index.js';
import { DATA_SOURCE_UNAVAILABLE } from './price-request.js';
import { priceAndStore } from './submit-quote-request.js';

export type JobOutcome = 'done' | 'failed' | 'skipped' | 'retry';

export interface JobDelivery {
  /** This is the queue's last delivery before the dead-letter queue: record a failure instead of retrying. */
  lastAttempt: boolean;
}

type JobPorts = Pick<
  Ports,
  'clock' | 'weather' | 'states' | 'quotes' | 'pricingRequests' | 'pricingLeases' | 'pricingSettings'
>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wait (up to `waitMs`) for a slot of the concurrency limit. */
async function acquireWithin(ports: JobPorts, holder: string, waitMs: number): Promise<PricingLease | null> {
  const deadline = ports.clock.now().getTime() + waitMs;
  for (let pause = 100; ; pause = Math.min(pause * 2, 1000)) {
    const lease = await ports.pricingLeases.tryAcquire(
      holder,
      ports.pricingSettings.maxConcurrent(),
      ports.pricingSettings.leaseSeconds,
      ports.clock.now(),
    );
    if (lease) return lease;
    const left = deadline - ports.clock.now().getTime();
    if (left <= 0) return null;
    await sleep(Math.min(pause, left));
  }
}

export async function runPricingJob(
  ports: JobPorts,
  job: PricingJob,
  delivery: JobDelivery,
): Promise<JobOutcome> {
  const fail = async (error: AppError) => {
    await ports.pricingRequests.finish(
      job.requestId,
      {
        status: 'FAILED',
        error: { code: error.code, message: error.message, ...(error.info ? { info: error.info } : {}) },
      },
      ports.clock.now().toISOString(),
    );
    return 'failed' as const;
  };

  const record = await ports.pricingRequests.start(job.requestId, ports.clock.now().toISOString());
  if (!record) return 'skipped';
  const lease = await acquireWithin(ports, record.id, ports.pricingSettings.workerLeaseWaitMs);
  if (!lease) return delivery.lastAttempt ? fail(new AppError('RISK_OVERLOADED')) : 'retry';
  try {
    // The start window was checked when the request was made; length and data rules again.
    const { done } = await priceAndStore(ports, record, { policy: true });
    await ports.pricingRequests.finish(
      record.id,
      {
        status: 'DONE',
        quoteIds: done.quoteIds,
        dataOrigin: done.dataOrigin!,
        targetMatch: done.targetMatch ?? null,
      },
      ports.clock.now().toISOString(),
    );
    return 'done';
  } catch (error) {
    const transient = !(error instanceof AppError) || error.info?.reason === DATA_SOURCE_UNAVAILABLE;
    if (transient && !delivery.lastAttempt) {
      console.error('Pricing job failed; it will be retried', job.requestId, error);
      return 'retry';
    }
    return fail(error instanceof AppError ? error : new AppError('RISK_API_ERROR'));
  } finally {
    await ports.pricingLeases.release(lease).catch((e) => console.error('Lease release failed', e));
  }
}
