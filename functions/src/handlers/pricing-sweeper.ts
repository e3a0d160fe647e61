import { composePricingSweeperPorts } from '../adapters/compose/pricing-sweeper.js';
import { sweepPricingRequests } from '../use-cases/pricing/sweep-pricing-requests.js';
import { lambdaContainer } from './shared/ports.js';
import type { LambdaContext } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('pricing-sweeper', composePricingSweeperPorts);

/**
 * Scheduled (EventBridge in AWS, a timer locally): queue stale pricing requests again, or fail
 * them. A failure is logged here and thrown again, so the schedule's retry policy applies.
 */
export async function handler(_event?: unknown, context?: LambdaContext) {
  const logContext = { correlation_id: context?.awsRequestId, function_request_id: context?.awsRequestId };
  return logger.withContext(logContext, async () => {
    try {
      const report = await sweepPricingRequests(ports());
      if (report.requeued.length || report.failed.length) logger.info('Pricing sweep', { ...report });
      return report;
    } catch (error) {
      logger.error('Pricing sweep failed', { error });
      throw error;
    }
  });
}
