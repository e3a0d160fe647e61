import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { MailQueue } from '../../ports/index.js';

export function sqsMailQueue(sqs: SQSClient, queueUrl: string): MailQueue {
  return {
    async send(mail) {
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(mail) }));
    },
  };
}

/** SQS client; the endpoint comes from AWS_ENDPOINT_URL_SQS when set (local stack). */
export const createSqsClient = (region: string) => new SQSClient({ region });
