import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { FunctionsConfig } from '../../config.js';
import type { MailTransport } from '../../ports/index.js';
import { outboxTransport } from '../mail/outbox-transport.js';
import { sesTransport } from '../mail/ses-transport.js';

/** The mail worker: SES in AWS, the local outbox folder otherwise. */
export const composeMailTransport = (config: FunctionsConfig): MailTransport =>
  config.mailTransport === 'ses'
    ? sesTransport(new SESv2Client({ region: config.region }))
    : outboxTransport(config.outboxDir);
