import type { Logger } from '../../ports/index.js';
import type { LambdaContext } from './resolver.js';

/** The SQS event a worker Lambda receives (reportBatchItemFailures on its event source). */
export interface SqsEvent {
  Records: { messageId: string; body: string; attributes?: Record<string, string> }[];
}
export interface SqsBatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

/**
 * The worker's batch loop, the boundary of every SQS worker: each record runs in the log context
 * of its message id; a record whose work answers 'retry' or throws is reported back so SQS
 * delivers it again (then the DLQ). A throw is logged here, once, with `failedMessage` (which says
 * what failed, never the message's content).
 */
export async function eachRecord(
  logger: Logger,
  event: SqsEvent,
  context: LambdaContext | undefined,
  failedMessage: string,
  work: (record: SqsEvent['Records'][number]) => Promise<'retry' | void>,
): Promise<SqsBatchResponse> {
  const failures: SqsBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const logContext = { correlation_id: record.messageId, function_request_id: context?.awsRequestId };
    await logger.withContext(logContext, async () => {
      try {
        if ((await work(record)) === 'retry') failures.push({ itemIdentifier: record.messageId });
      } catch (error) {
        logger.error(failedMessage, { error });
        failures.push({ itemIdentifier: record.messageId });
      }
    });
  }
  return { batchItemFailures: failures };
}
