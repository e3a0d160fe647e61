import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { PricingQueue } from '../../ports/index.js';

/** Jobs for the pricing worker (the `pricing` queue: PRICING_QUEUE_URL). */
export function sqsPricingQueue(sqs: SQSClient, queueUrl: string): PricingQueue {
  return {
    async send(job) {
      if (!queueUrl) throw new Error('PRICING_QUEUE_URL is not set');
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(job) }));
    },
  };
}
