import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const json = (res: ServerResponse, status: number, body: unknown, origin?: string) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    ...(origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
  });
  res.end(JSON.stringify(body));
};

type OutboxMail = { id: string; date: string; to?: string[] };

/** Each outbox folder's mails parsed so far, by file name (a delivered mail's file never changes but for a retry's date). */
const parsedOutboxes = new Map<string, Map<string, OutboxMail>>();

/**
 * The local outbox as JSON, newest first (the web app's /mailbox page reads it); with `to`, only
 * the mails to that address (what a test waits for). Each file is read and parsed once: the
 * folder grows by every mail of a run, and tests poll it.
 */
export async function readMailbox(outboxDir: string, to?: string) {
  let files: string[] = [];
  try {
    files = (await readdir(outboxDir)).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  let parsed = parsedOutboxes.get(outboxDir);
  if (!parsed) parsedOutboxes.set(outboxDir, (parsed = new Map()));
  const known = parsed;
  await Promise.all(
    files
      .filter((f) => !known.has(f))
      .map(async (f) => {
        try {
          known.set(f, JSON.parse(await readFile(join(outboxDir, f), 'utf8')) as OutboxMail);
        } catch {
          // Still being written (or gone): the next read takes it.
        }
      }),
  );
  const address = to?.toLowerCase();
  const mails = files.flatMap((f) => {
    const mail = known.get(f);
    return mail && (!address || mail.to?.includes(address)) ? [mail] : [];
  });
  return mails.sort((a, b) => b.date.localeCompare(a.date));
}

/** A scheduled job's handler, run on its timer and on demand (a daily job with `{ date }`). */
export type JobHandler = (event?: { date?: string }) => Promise<unknown>;

/**
 * Local-only routes served beside /graphql: /local/mailbox (`?to=` one address's), /local/health, and
 * POST /local/run/{job} (run a scheduled job now, as its schedule would; answers its report;
 * `?date=YYYY-MM-DD` hands a daily job the day to run for).
 */
export function localRoutes(
  outboxDir: string,
  jobs: Map<string, JobHandler> = new Map(),
  /** Pages allowed to read the local routes from a browser: the local web app. */
  allowedOrigins: readonly string[] = [],
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (!url.pathname.startsWith('/local/')) return false;
    // Same origin only: a page elsewhere in the browser must not read the outbox (reset links).
    const origin = req.headers.origin;
    if (origin && !allowedOrigins.includes(origin)) {
      json(res, 403, { errors: [{ errorType: 'Forbidden', message: 'Not an allowed origin' }] });
      return true;
    }
    const job = /^\/local\/run\/([a-z-]+)$/.exec(url.pathname)?.[1];
    if (req.method === 'POST' && job && jobs.has(job)) {
      const date = url.searchParams.get('date');
      try {
        json(res, 200, await jobs.get(job)!(date ? { date } : undefined), origin);
      } catch (error) {
        // A refused input (e.g. a daily job's day that has not come) is the caller's; the rest ours.
        const { name, message } = error as Error;
        json(
          res,
          name === 'VALIDATION_ERROR' ? 400 : 500,
          { errors: [{ errorType: name, message }] },
          origin,
        );
      }
      return true;
    }
    if (req.method !== 'GET') return false;
    if (url.pathname === '/local/health') {
      json(res, 200, { ok: true }, origin);
      return true;
    }
    if (url.pathname === '/local/mailbox') {
      json(res, 200, await readMailbox(outboxDir, url.searchParams.get('to') ?? undefined), origin);
      return true;
    }
    return false;
  };
}
