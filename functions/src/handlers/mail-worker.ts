import { SESv2Client } from '@aws-sdk/client-sesv2';
import { outboxTransport } from '../adapters/mail/outbox-transport.js';
import { sesTransport } from '../adapters/mail/ses-transport.js';
import { readConfig } from '../config.js';
import type { MailTransport, OutgoingMail } from '../ports/index.js';

export interface SqsEvent {
  Records: { messageId: string; body: string }[];
}
export interface SqsBatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

let transport: MailTransport | undefined;
const config = () => readConfig({ TABLE_NAME: '-', ...process.env });

/** Deliver queued e-mails; failed ones are reported so SQS retries them (then the DLQ). */
export async function handler(event: SqsEvent): Promise<SqsBatchResponse> {
  const cfg = config();
  transport ??=
    cfg.mailTransport === 'ses'
      ? sesTransport(new SESv2Client({ region: cfg.region }))
      : outboxTransport(cfg.outboxDir);
  const failures: SqsBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const mail = JSON.parse(record.body) as OutgoingMail;
      await transport.deliver(mail, cfg.mailFrom);
    } catch (error) {
      console.error('Mail delivery failed', record.messageId, error);
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
