import { composeClaimLinkWorkerPorts } from '../adapters/compose/claim-link-worker.js';
import type { ClaimLinkJob } from '../ports/index.js';
import { sendRequestedClaimLink } from '../use-cases/claims/send-requested-claim-link.js';
import { lambdaContainer } from './shared/ports.js';
import type { LambdaContext } from './shared/resolver.js';
import { eachRecord, type SqsBatchResponse, type SqsEvent } from './shared/sqs-batch.js';

const { logger, ports } = lambdaContainer('claim-link-worker', composeClaimLinkWorkerPorts);

/**
 * Claim link requests queued by inviteClientClaimForm (sendRequestedClaimLink). A failed job is
 * reported back so SQS delivers it again (then the DLQ; eachRecord logs it with the message id,
 * never the policy number or an e-mail).
 */
export const handler = (event: SqsEvent, context?: LambdaContext): Promise<SqsBatchResponse> =>
  eachRecord(logger, event, context, 'Claim link job failed; SQS will deliver it again', async (record) => {
    const job = JSON.parse(record.body) as ClaimLinkJob;
    if (typeof job?.id !== 'string' || typeof job.policyNumber !== 'string') {
      logger.error('Claim link job without an id or number; dropped');
      return;
    }
    const outcome = await sendRequestedClaimLink(ports(), job);
    logger.info('Claim link request handled', { outcome });
  });
