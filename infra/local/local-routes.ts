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

/** The local outbox as JSON, newest first (the web app's /mailbox page reads it). */
export async function readMailbox(outboxDir: string) {
  let files: string[] = [];
  try {
    files = (await readdir(outboxDir)).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(outboxDir, f), 'utf8')) as { date: string }),
  );
  return mails.sort((a, b) => b.date.localeCompare(a.date));
}

/** A scheduled job's handler, run on its timer and on demand (a daily job with `{ date }`). */
export type JobHandler = (event?: { date?: string }) => Promise<unknown>;

/**
 * Local-only routes served beside /graphql: /local/mailbox, /local/health, and
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
      json(res, 200, await readMailbox(outboxDir), origin);
      return true;
    }
    return false;
  };
}
