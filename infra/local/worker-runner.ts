import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';

type SqsHandler = (event: {
  Records: {
    messageId: string;
    body: string;
    receiptHandle: string;
    attributes: Record<string, string>;
    eventSource: string;
  }[];
}) => Promise<{ batchItemFailures?: { itemIdentifier: string }[] } | void>;

/**
 * Poll a queue with short polls and call the worker handler with an SQS-shaped event, as the
 * Lambda event source mapping does: successes are deleted, reported failures stay for a retry
 * after the visibility timeout (and go to the DLQ by the queue's redrive policy).
 */
export function startWorkerRunner(sqs: SQSClient, queueUrl: string, handler: SqsHandler, intervalMs = 200) {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    const received = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 0,
        AttributeNames: ['All'],
      }),
    );
    const messages = received.Messages ?? [];
    if (!messages.length) return;
    const records = messages.map((m) => ({
      messageId: m.MessageId!,
      body: m.Body ?? '',
      receiptHandle: m.ReceiptHandle!,
      attributes: (m.Attributes ?? {}) as Record<string, string>,
      eventSource: 'aws:sqs',
    }));
    let failed = new Set<string>();
    try {
      const result = await handler({ Records: records });
      failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (error) {
      console.error('[worker] handler threw; the whole batch will be retried', error);
      return;
    }
    const done = messages.filter((m) => !failed.has(m.MessageId!));
    if (done.length) {
      await sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
        }),
      );
    }
  };
  const loop = async () => {
    while (!stopped) {
      running = tick().catch((error) => {
        if (!stopped) console.error('[worker] poll failed', error);
      });
      await running;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  };
  void loop();
  return {
    async stop() {
      stopped = true;
      await running;
    },
  };
}
