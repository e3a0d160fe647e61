import { useQuery } from '@tanstack/react-query';

/** One sent e-mail as the local stack's mailbox endpoint lists it (newest first). */
export interface MailboxMessage {
  id: string;
  date: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  links: string[];
  codes: string[];
}

export const MAILBOX_POLL_MS = 2000;

function asMessages(raw: unknown): MailboxMessage[] {
  if (!Array.isArray(raw)) return [];
  const strings = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  return raw
    .filter((m): m is Record<string, unknown> => !!m && typeof m === 'object')
    .map((m, i) => ({
      id: typeof m.id === 'string' ? m.id : String(i),
      date: typeof m.date === 'string' ? m.date : '',
      from: typeof m.from === 'string' ? m.from : '',
      to: strings(m.to),
      subject: typeof m.subject === 'string' ? m.subject : '(no subject)',
      text: typeof m.text === 'string' ? m.text : '',
      html: typeof m.html === 'string' ? m.html : undefined,
      links: strings(m.links),
      codes: strings(m.codes),
    }));
}

export function useMailbox(url: string) {
  return useQuery({
    queryKey: ['mailbox', url],
    queryFn: async ({ signal }) => {
      const res = await fetch(url, { signal, cache: 'no-store' });
      if (!res.ok) throw new Error(`Mailbox answered HTTP ${res.status}`);
      return asMessages(await res.json());
    },
    refetchInterval: MAILBOX_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
