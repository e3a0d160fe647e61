import { composeClaimLinkWorkerPorts } from '../adapters/compose/claim-link-worker.js';
import type { LinkRequestJob } from '../ports/index.js';
import { sendRequestedClaimLink } from '../use-cases/claims/send-requested-claim-link.js';
import { sendRequestedSignInLinks } from '../use-cases/clients/send-requested-sign-in-links.js';
import { lambdaContainer } from './shared/ports.js';
import type { LambdaContext } from './shared/resolver.js';
import { eachRecord, type SqsBatchResponse, type SqsEvent } from './shared/sqs-batch.js';

const { logger, ports } = lambdaContainer('claim-link-worker', composeClaimLinkWorkerPorts);

/**
 * Link requests queued by the public forms: claim links (inviteClientClaimForm,
 * sendRequestedClaimLink) and client sign-in links (requestClientSignInLink,
 * sendRequestedSignInLinks). A failed job is reported back so SQS delivers it again (then the DLQ;
 * eachRecord logs it with the message id, never the policy number or an e-mail).
 */
export const handler = (event: SqsEvent, context?: LambdaContext): Promise<SqsBatchResponse> =>
  eachRecord(logger, event, context, 'Link request job failed; SQS will deliver it again', async (record) => {
    const job = JSON.parse(record.body) as LinkRequestJob;
    if (job?.kind === 'clientSignIn') {
      if (typeof job.id !== 'string' || typeof job.email !== 'string') {
        logger.error('Sign-in link job without an id or address; dropped');
        return;
      }
      const mailed = await sendRequestedSignInLinks(ports(), job);
      logger.info('Sign-in link request handled', { mailed });
      return;
    }
    if (typeof job?.id !== 'string' || typeof job.policyNumber !== 'string') {
      logger.error('Claim link job without an id or number; dropped');
      return;
    }
    const outcome = await sendRequestedClaimLink(ports(), job);
    logger.info('Claim link request handled', { outcome });
  });
