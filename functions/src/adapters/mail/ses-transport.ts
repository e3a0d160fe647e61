import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { MailTransport } from '../../ports/index.js';

export function sesTransport(ses: SESv2Client): MailTransport {
  return {
    async deliver(mail, from) {
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: mail.to },
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: mail.text, Charset: 'UTF-8' },
                Html: { Data: mail.html, Charset: 'UTF-8' },
              },
            },
          },
          EmailTags: [{ Name: 'almanacMailId', Value: mail.id.replace(/[^A-Za-z0-9_-]/g, '') }],
        }),
      );
    },
  };
}
