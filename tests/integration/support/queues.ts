import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { inject, vi } from 'vitest';

/**
 * Wait until a work queue (infra/lib/queues.ts) holds nothing, neither waiting nor being handled:
 * its worker has finished every job queued before (e.g. every claim link request), so a test can
 * count what they did.
 */
export async function waitForQueueDrained(name: 'mail' | 'pricing' | 'claimLink', timeoutMs = 20_000) {
  const { endpoints, queueUrls } = inject('stack');
  const sqs = new SQSClient({
    region: 'us-east-1',
    endpoint: endpoints.sqs,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    await vi.waitFor(
      async () => {
        const { Attributes = {} } = await sqs.send(
          new GetQueueAttributesCommand({
            QueueUrl: queueUrls[name],
            AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
          }),
        );
        const left =
          Number(Attributes.ApproximateNumberOfMessages ?? 0) +
          Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0);
        if (left > 0) throw new Error(`${left} messages left in the ${name} queue`);
      },
      { timeout: timeoutMs, interval: 150 },
    );
  } finally {
    sqs.destroy();
  }
}
