import { composeMailTransport } from '../adapters/compose/mail-worker.js';
import { lambdaLogger } from '../adapters/logging/powertools-logger.js';
import { readConfig } from '../config.js';
import type { MailTransport, OutgoingMail } from '../ports/index.js';
import type { LambdaContext } from './shared/resolver.js';
import { eachRecord, type SqsBatchResponse, type SqsEvent } from './shared/sqs-batch.js';

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
  return eachRecord(
    logger,
    event,
    context,
    'Mail delivery failed; SQS will deliver it again',
    async (record) => {
      const mail = JSON.parse(record.body) as OutgoingMail;
      await transport!.deliver(mail, cfg.mailFrom);
    },
  );
}
