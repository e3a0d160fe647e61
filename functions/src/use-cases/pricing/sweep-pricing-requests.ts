import { AppError, PRICING_REQUEST_MAX_SWEEPS, PRICING_REQUEST_STALE_SECONDS } from '@almanac/core';
import type { Ports } from '../../ports/index.js';

export interface SweepReport {
  requeued: string[];
  failed: string[];
}

/**
 * The scheduled sweeper: queued pricing requests that have not changed for
 * PRICING_REQUEST_STALE_SECONDS are queued again (the job is idempotent), up to
 * PRICING_REQUEST_MAX_SWEEPS times; after that they are FAILED with RISK_API_ERROR, so the
 * client polling getPricingRequest stops with the error's message and its Try Again.
 */
export async function sweepPricingRequests(
  ports: Pick<Ports, 'clock' | 'pricingRequests' | 'pricingQueue'>,
): Promise<SweepReport> {
  const now = ports.clock.now();
  const before = new Date(now.getTime() - PRICING_REQUEST_STALE_SECONDS * 1000).toISOString();
  const report: SweepReport = { requeued: [], failed: [] };
  for (const request of await ports.pricingRequests.listStale(before)) {
    if ((request.sweeps ?? 0) >= PRICING_REQUEST_MAX_SWEEPS) {
      const error = new AppError('RISK_API_ERROR');
      const failed = await ports.pricingRequests.finish(
        request.id,
        { status: 'FAILED', error: { code: error.code, message: error.message } },
        now.toISOString(),
      );
      if (failed) report.failed.push(request.id);
    } else if (await ports.pricingRequests.markSwept(request.id, now.toISOString())) {
      await ports.pricingQueue.send({ requestId: request.id });
      report.requeued.push(request.id);
    }
  }
  return report;
}
