import { composeWeatherUpdatePorts } from '../adapters/compose/weather-update.js';
import { runWeatherUpdate } from '../use-cases/weather/run-weather-update.js';
import { lambdaContainer } from './shared/ports.js';
import type { LambdaContext } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('weather-update', composeWeatherUpdatePorts);

/**
 * Scheduled daily (EventBridge in AWS, a timer locally; POST /local/run/weather-update on demand):
 * adds the newest days of each configured dataset to the grid store, recording each run for
 * operations (docs/operations.md). A dataset's failure is recorded on its run and logged by the use
 * case; the job fails (and the schedule retries) only when the runs cannot be recorded.
 */
export async function handler(_event?: unknown, context?: LambdaContext) {
  const logContext = { correlation_id: context?.awsRequestId, function_request_id: context?.awsRequestId };
  return logger.withContext(logContext, async () => {
    try {
      const report = await runWeatherUpdate(ports(), 'schedule');
      logger.info('Weather data update job', {
        configured: report.configured,
        runs: report.runs.map((r) => ({
          dataset: r.datasetId,
          status: r.status,
          latest_date_before: r.latestDateBefore,
          latest_date_after: r.latestDateAfter,
          days_added: r.daysAdded,
          files: r.filesIngested,
        })),
        skipped: report.skipped,
        interrupted: report.interrupted.length,
      });
      return report;
    } catch (error) {
      logger.error('Weather data update job failed', { error });
      throw error;
    }
  });
}
