import { vi } from 'vitest';
import type { OperationName, Operations } from '../lib/graphql/generated/operations.js';

export interface FakeCall<TVariables = Record<string, unknown>> {
  operationName?: string;
  query: string;
  variables: TVariables;
  headers: Record<string, string>;
}

export interface FakeErrorAnswer {
  errors: { errorType?: string; message: string; extensions?: { code: string } }[];
  data?: unknown;
  status?: number;
}

/** The data an operation answers, checked against the schema (generated types), or errors. */
export type FakeAnswer<TData = unknown> = { data: TData } | FakeErrorAnswer;

export type FakeHandler<K extends OperationName = OperationName> = (
  call: FakeCall<Operations[K]['variables']>,
) => FakeAnswer<Operations[K]['data']> | Promise<FakeAnswer<Operations[K]['data']>>;

/** Answers by operation name: a misspelled operation or field is a type error. */
export type FakeHandlers = { [K in OperationName]?: FakeHandler<K> };

/** A `fetch` stub answering GraphQL POSTs by operation name, recording every call. */
export function fakeGraphql(handlers: FakeHandlers) {
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
    const handler = body.operationName
      ? (handlers as Record<string, (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>>)[body.operationName]
      : undefined;
    if (!handler) {
      return json(
        { errors: [{ errorType: 'NOT_FOUND', message: `no fake for ${body.operationName}` }] },
        200,
      );
    }
    const answer: FakeAnswer = await handler(call);
    const status = 'status' in answer && answer.status ? answer.status : 200;
    const { status: _s, ...payload } = answer as FakeAnswer & { status?: number };
    return json(payload, status);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, mock: fetch };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const gqlError = (errorType: string, message: string, status = 200): FakeErrorAnswer => ({
  errors: [{ errorType, message }],
  data: null,
  status,
});
