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
    if (!messages.length) return 0;
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
      return 0;
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
    return messages.length;
  };
  const loop = async () => {
    while (!stopped) {
      running = tick().then(
        () => undefined,
        (error) => {
          if (!stopped) console.error('[worker] poll failed', error);
        },
      );
      await running;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  };
  void loop();
  return {
    /** Stop polling, after delivering what is already queued (the local queue lives in memory). */
    async stop(drainMs = 3000) {
      stopped = true;
      await running;
      const deadline = Date.now() + drainMs;
      while (Date.now() < deadline && (await tick().catch(() => 0)) > 0);
    },
  };
}
