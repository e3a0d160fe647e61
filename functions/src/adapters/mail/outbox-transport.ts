import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { MailTransport } from '../../ports/index.js';

/**
 * Local delivery: each mail becomes `<id>.eml` plus `<id>.json` (to, subject, text, links,
 * codes) in the outbox folder, which the local mailbox page lists. Same id → same files.
 */
export function outboxTransport(dir: string): MailTransport {
  return {
    async deliver(mail, from) {
      await mkdir(dir, { recursive: true });
      const eml = await new MailComposer({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@almanac.local>`,
      })
        .compile()
        .build();
      const safeId = mail.id.replace(/[^a-zA-Z0-9-]/g, '');
      await writeFile(join(dir, `${safeId}.eml`), eml);
      const summary = {
        id: mail.id,
        date: new Date().toISOString(),
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        links: mail.meta?.links ?? [],
        codes: mail.meta?.codes ?? [],
        kind: mail.meta?.kind,
      };
      await writeFile(join(dir, `${safeId}.json`), JSON.stringify(summary, null, 2));
    },
  };
}
