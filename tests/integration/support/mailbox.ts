import { inject, vi } from 'vitest';

export interface Mail {
  id: string;
  date: string;
  to: string[];
  subject: string;
  text: string;
  links: string[];
  codes: string[];
  kind?: string;
}

/** Mails in the local outbox for an address (newest first), read through the mailbox endpoint. */
export async function mailsTo(email: string): Promise<Mail[]> {
  const url = new URL(inject('stack').mailboxUrl);
  url.searchParams.set('to', email);
  const res = await fetch(url);
  return (await res.json()) as Mail[];
}

/** Wait until the mail worker has delivered `count` mails of a kind to the address. */
export function waitForMail(email: string, kind: string, count = 1, timeoutMs = 10_000): Promise<Mail> {
  return vi.waitFor(
    async () => {
      const mails = (await mailsTo(email)).filter((m) => m.kind === kind);
      if (mails.length < count)
        throw new Error(`No ${kind} mail #${count} for ${email} within ${timeoutMs} ms`);
      return mails[0]!;
    },
    { timeout: timeoutMs, interval: 150 },
  );
}

/** The `token` query parameter of a mail's link to `path` (e.g. `/confirm`, `/reset`). */
export function linkToken(mail: Mail, path: string): { token: string; params: URLSearchParams } {
  const link = mail.links.map((l) => new URL(l)).find((u) => u.pathname === path);
  if (!link) throw new Error(`No ${path} link in mail "${mail.subject}": ${mail.links.join(', ')}`);
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`The ${path} link carries no token: ${link.href}`);
  return { token, params: link.searchParams };
}
