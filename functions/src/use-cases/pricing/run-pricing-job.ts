/**
 * The pricing worker's use case: price a queued request once. Idempotent under re-delivery: a
 * request already DONE or FAILED is skipped, quote ids are deterministic (request id + option
 * index) and written with conditional puts, and the outcome is recorded only once.
 */
import { AppError } from '@almanac/core';
import type { Ports, PricingJob, PricingLease } from '../../ports/index.js';
import { DATA_SOURCE_UNAVAILABLE } from './price-request.js';
import { priceAndStore } from './submit-quote-request.js';
import type { ExposureDeps } from './exposure.js';

export type JobOutcome = 'done' | 'failed' | 'skipped' | 'retry';

export interface JobResult {
  outcome: JobOutcome;
  /**
   * What went wrong on the server's side behind a `retry` or `failed` (a thrown error, an
   * AppError with a cause, no free slot on the last delivery): the worker logs it, once. Absent
   * when the job only waits for a slot, or the request itself was refused (recorded FAILED with
   * its message for the client).
   */
  error?: unknown;
}

export interface JobDelivery {
  /** This is the queue's last delivery before the dead-letter queue: record a failure instead of retrying. */
  lastAttempt: boolean;
}

/** What the pricing worker needs (its composer builds exactly this). */
export type JobPorts = ExposureDeps &
  Pick<
    Ports,
    | 'clock'
    | 'weather'
    | 'states'
    | 'pricingMemo'
    | 'quotes'
    | 'pricingRequests'
    | 'pricingLeases'
    | 'pricingSettings'
    | 'logger'
    | 'allowDemoWeather'
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
): Promise<JobResult> {
  const fail = async (error: AppError, fault?: unknown): Promise<JobResult> => {
    await ports.pricingRequests.finish(
      job.requestId,
      {
        status: 'FAILED',
        error: { code: error.code, message: error.message, ...(error.info ? { info: error.info } : {}) },
      },
      ports.clock.now().toISOString(),
    );
    return fault === undefined ? { outcome: 'failed' } : { outcome: 'failed', error: fault };
  };

  const record = await ports.pricingRequests.start(job.requestId, ports.clock.now().toISOString());
  if (!record) return { outcome: 'skipped' };
  const lease = await acquireWithin(ports, record.id, ports.pricingSettings.workerLeaseWaitMs);
  if (!lease) {
    if (!delivery.lastAttempt) return { outcome: 'retry' };
    const overloaded = new AppError('RISK_OVERLOADED');
    return fail(overloaded, overloaded);
  }
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
    return { outcome: 'done' };
  } catch (error) {
    const transient = !(error instanceof AppError) || error.info?.reason === DATA_SOURCE_UNAVAILABLE;
    const fault = !(error instanceof AppError) || error.cause !== undefined ? error : undefined;
    if (transient && !delivery.lastAttempt) return { outcome: 'retry', error: fault ?? error };
    return fail(error instanceof AppError ? error : new AppError('RISK_API_ERROR'), fault);
  } finally {
    await ports.pricingLeases.release(lease).catch((error: unknown) =>
      // The lease expires by itself (pricingSettings.leaseSeconds); the job's outcome stands.
      ports.logger.warn('Lease release failed', { error, pricing_request_id: record.id }),
    );
  }
}
