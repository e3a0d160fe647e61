import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { ClaimLinkQueue } from '../../ports/index.js';

/** Requests for the claim link worker (the `claimLink` queue: CLAIM_LINK_QUEUE_URL). */
export function sqsClaimLinkQueue(sqs: SQSClient, queueUrl: string): ClaimLinkQueue {
  return {
    async send(job) {
      if (!queueUrl) throw new Error('CLAIM_LINK_QUEUE_URL is not set');
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(job) }));
    },
  };
}
