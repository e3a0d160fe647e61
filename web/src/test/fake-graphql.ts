import { vi } from 'vitest';

export interface FakeCall {
  operationName?: string;
  query: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

export type FakeAnswer =
  | { data: unknown }
  | {
      errors: { errorType?: string; message: string; extensions?: { code: string } }[];
      data?: unknown;
      status?: number;
    };

export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

/** A `fetch` stub answering GraphQL POSTs by operation name, recording every call. */
export function fakeGraphql(handlers: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as {
      query: string;
      operationName?: string;
      variables?: Record<string, unknown>;
    };
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const call: FakeCall = {
      operationName: body.operationName,
      query: body.query,
      variables: body.variables ?? {},
      headers,
    };
    calls.push(call);
    const handler = body.operationName ? handlers[body.operationName] : undefined;
    if (!handler) {
      return json(
        { errors: [{ errorType: 'NOT_FOUND', message: `no fake for ${body.operationName}` }] },
        200,
      );
    }
    const answer = await handler(call);
    const status = 'status' in answer && answer.status ? answer.status : 200;
    const { status: _s, ...payload } = answer as FakeAnswer & { status?: number };
    return json(payload, status);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, mock: fetch };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const gqlError = (errorType: string, message: string, status = 200): FakeAnswer => ({
  errors: [{ errorType, message }],
  data: null,
  status,
});
