import { composeClaimLinkWorkerPorts } from '../adapters/compose/claim-link-worker.js';
import type { ClaimLinkJob } from '../ports/index.js';
import { sendRequestedClaimLink } from '../use-cases/claims/send-requested-claim-link.js';
import { lambdaContainer } from './shared/ports.js';
import type { LambdaContext } from './shared/resolver.js';

export interface SqsEvent {
  Records: { messageId: string; body: string }[];
}
export interface SqsBatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

const { logger, ports } = lambdaContainer('claim-link-worker', composeClaimLinkWorkerPorts);

/**
 * Claim link requests queued by inviteClientClaimForm (sendRequestedClaimLink). A failed job is
 * reported back so SQS delivers it again (then the DLQ); the batch loop is the boundary: each
 * failure is logged here, once, with the message id (never the policy number or an e-mail).
 */
export async function handler(event: SqsEvent, context?: LambdaContext): Promise<SqsBatchResponse> {
  const failures: SqsBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const logContext = { correlation_id: record.messageId, function_request_id: context?.awsRequestId };
    await logger.withContext(logContext, async () => {
      try {
        const job = JSON.parse(record.body) as ClaimLinkJob;
        if (typeof job?.id !== 'string' || typeof job.policyNumber !== 'string') {
          logger.error('Claim link job without an id or number; dropped');
          return;
        }
        const outcome = await sendRequestedClaimLink(ports(), job);
        logger.info('Claim link request handled', { outcome });
      } catch (error) {
        logger.error('Claim link job failed; SQS will deliver it again', { error });
        failures.push({ itemIdentifier: record.messageId });
      }
    });
  }
  return { batchItemFailures: failures };
}
