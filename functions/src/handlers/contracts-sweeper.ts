import { composeContractsSweeperPorts } from '../adapters/compose/contracts-sweeper.js';
import { sweepContracts } from '../use-cases/contracts/sweep-contracts.js';
import { lambdaContainer } from './shared/ports.js';
import type { LambdaContext } from './shared/resolver.js';

const { logger, ports } = lambdaContainer('contracts-sweeper', composeContractsSweeperPorts);

/**
 * Scheduled (EventBridge in AWS, a timer locally): finish submitted applications' review
 * invitations and bound contracts' policies left pending, and expire drafts past their deadline. A failure is logged here and
 * thrown again, so the schedule's retry policy applies.
 */
export async function handler(_event?: unknown, context?: LambdaContext) {
  const logContext = { correlation_id: context?.awsRequestId, function_request_id: context?.awsRequestId };
  return logger.withContext(logContext, async () => {
    try {
      const report = await sweepContracts(ports());
      if (report.invited.length || report.expired.length || report.issued.length || report.failed.length)
        logger.info('Contracts sweep', { ...report });
      return report;
    } catch (error) {
      logger.error('Contracts sweep failed', { error });
      throw error;
    }
  });
}
