import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
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

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Local-only routes served beside /graphql: /local/mailbox, /local/onboarding, /local/health. */
export function localRoutes(outboxDir: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (req.method !== 'GET') return false;
    if (url.pathname === '/local/health') {
      json(res, 200, { ok: true });
      return true;
    }
    if (url.pathname === '/local/mailbox') {
      json(res, 200, await readMailbox(outboxDir));
      return true;
    }
    if (url.pathname === '/local/onboarding') {
      const token = url.searchParams.get('token') ?? '';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Agency onboarding (local stand-in)</title>
<body style="font-family:sans-serif;max-width:640px;margin:40px auto">
<h1>Agency onboarding</h1>
<p>This page stands in for the external agency-onboarding site. In production the address is
configured per stage; the site exchanges the one-time login token below for a session by calling
<code>authorize(token)</code>.</p>
<p>Login token received: <code data-testid="onboarding-token">${escape(token) || '(none)'}</code></p></body>`);
      return true;
    }
    return false;
  };
}
