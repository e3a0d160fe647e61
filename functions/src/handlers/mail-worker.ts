import { composeMailTransport } from '../adapters/compose/mail-worker.js';
import { lambdaLogger } from '../adapters/logging/powertools-logger.js';
import { readConfig } from '../config.js';
import type { MailTransport, OutgoingMail } from '../ports/index.js';
import type { LambdaContext } from './shared/resolver.js';

export interface SqsEvent {
  Records: { messageId: string; body: string }[];
}
export interface SqsBatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

const logger = lambdaLogger('mail-worker');
let transport: MailTransport | undefined;
const config = () => readConfig({ TABLE_NAME: '-', ...process.env });

/**
 * Deliver queued e-mails; failed ones are reported so SQS retries them (then the DLQ). A failure
 * is logged here, once, with the message id (never the mail's recipients or body).
 */
export async function handler(event: SqsEvent, context?: LambdaContext): Promise<SqsBatchResponse> {
  const cfg = config();
  transport ??= composeMailTransport(cfg);
  const failures: SqsBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const logContext = { correlation_id: record.messageId, function_request_id: context?.awsRequestId };
    await logger.withContext(logContext, async () => {
      try {
        const mail = JSON.parse(record.body) as OutgoingMail;
        await transport!.deliver(mail, cfg.mailFrom);
      } catch (error) {
        logger.error('Mail delivery failed; SQS will deliver it again', { error });
        failures.push({ itemIdentifier: record.messageId });
      }
    });
  }
  return { batchItemFailures: failures };
}
