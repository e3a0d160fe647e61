import { AppError } from '@almanac/core';
import { composeContractsDailyPorts } from '../adapters/compose/contracts-daily.js';
import { runDailyContractsJob } from '../use-cases/contracts/expire-contracts.js';
import { dayOf, type DailyJobEvent } from './shared/job-day.js';
import { lambdaContainer } from './shared/ports.js';
import type { LambdaContext } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('contracts-daily', composeContractsDailyPorts);

// The event and its day are shared with the other daily jobs (a replay passes `{ date }`; `npm run
// jobs -- daily --date` runs the same use case without the Lambda).
export { dayOf, type DailyJobEvent } from './shared/job-day.js';

/**
 * Scheduled daily (EventBridge in AWS, a timer locally): expire drafts past their deadline and
 * applications unpaid by their due date, and e-mail the agents (and invited clients). A failure is
 * logged here and thrown again, so the schedule's retry policy applies.
 */
export async function handler(event?: DailyJobEvent, context?: LambdaContext) {
  const logContext = { correlation_id: context?.awsRequestId, function_request_id: context?.awsRequestId };
  return logger.withContext(logContext, async () => {
    try {
      const report = await runDailyContractsJob(ports(), dayOf(event));
      logger.info('Daily contracts job', {
        date: report.date,
        expired: report.expired.length,
        failed: report.failed,
      });
      return report;
    } catch (error) {
      // A refused day (a replay asking for one that has not come) is the caller's, not a fault.
      if (!(error instanceof AppError && error.code === 'VALIDATION_ERROR'))
        logger.error('Daily contracts job failed', { error });
      throw error;
    }
  });
}
