import { AppError, dailyJobDateSchema, quotingToday } from '@almanac/core';
import { composeContractsDailyPorts } from '../adapters/compose/contracts-daily.js';
import { runDailyContractsJob } from '../use-cases/contracts/expire-contracts.js';
import { lambdaContainer } from './shared/ports.js';
import type { LambdaContext } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('contracts-daily', composeContractsDailyPorts);

/**
 * What the job is started with: EventBridge's scheduled event (its `time`: a retried delivery
 * applies the same day), or `{ date }` to replay a day (`aws lambda invoke` with that payload; the
 * local stack's POST /local/run/contracts-daily?date=). `npm run jobs -- daily --date` runs the
 * same use case without the Lambda.
 */
export interface DailyJobEvent {
  date?: string;
  time?: string;
}

/** The day an event asks for: its `date`, else the quoting day of its `time`, else today. */
export function dayOf(event: DailyJobEvent | undefined): string | undefined {
  if (event?.date !== undefined) return dailyJobDateSchema.parse(event.date);
  const time = event?.time ? new Date(event.time) : undefined;
  return time && !Number.isNaN(time.getTime()) ? quotingToday(time) : undefined;
}

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
