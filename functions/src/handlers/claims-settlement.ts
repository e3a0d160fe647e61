import { AppError } from '@almanac/core';
import { composeClaimsSettlementPorts } from '../adapters/compose/claims-settlement.js';
import { runSettlementJob } from '../use-cases/claims/settle-policies.js';
import { dayOf, type DailyJobEvent } from './shared/job-day.js';
import { lambdaContainer } from './shared/ports.js';
import type { LambdaContext } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('claims-settlement', composeClaimsSettlementPorts);

/**
 * Scheduled daily (EventBridge in AWS, a timer locally; core's DAILY_SETTLEMENT_JOB_UTC, after the
 * weather update): settle the policies whose period has ended and whose data is final
 * (docs/operations.md). `{ date }` replays a day (`aws lambda invoke`, the local stack's POST
 * /local/run/claims-settlement?date=, `npm run jobs -- settle --date`). A failure of the run is
 * logged and thrown again, so the schedule's retry policy applies; one policy's failure is only
 * counted in the report.
 */
export async function handler(event?: DailyJobEvent, context?: LambdaContext) {
  const logContext = { correlation_id: context?.awsRequestId, function_request_id: context?.awsRequestId };
  return logger.withContext(logContext, async () => {
    try {
      const p = ports();
      const report = await runSettlementJob(p, { date: dayOf(event), waitDays: p.settlementWaitDays });
      logger.info('Settlement job', {
        date: report.date,
        settled: report.settled.length,
        claimsOpened: report.settled.filter((s) => s.outcome === 'CLAIM_OPENED').length,
        waiting: report.waiting.length,
        lost: report.lost.length,
        failed: report.failed,
      });
      return report;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'VALIDATION_ERROR'))
        logger.error('Settlement job failed', { error });
      throw error;
    }
  });
}
