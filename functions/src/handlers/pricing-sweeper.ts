import { sweepPricingRequests } from '../use-cases/pricing/sweep-pricing-requests.js';
import { containerPorts } from './shared/ports.js';

/** Scheduled (EventBridge in AWS, a timer locally): queue stale pricing requests again, or fail them. */
export async function handler() {
  const report = await sweepPricingRequests(containerPorts());
  if (report.requeued.length || report.failed.length)
    console.log(JSON.stringify({ message: 'Pricing sweep', ...report }));
  return report;
}
