import { request } from 'node:http';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { expect, inject } from 'vitest';

export interface GqlError {
  errorType?: string;
  message: string;
  path?: (string | number)[];
}
export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: GqlError[];
}

/**
 * A loopback address of its own (127.0.0.0/8 all reaches this machine): the local server, like
 * AppSync, counts per-address limits on the address the connection came from, so each call
 * comes from a different one unless a test names it (`from`).
 */
export const randomLoopback = () =>
  `127.${1 + Math.floor(Math.random() * 254)}.${1 + Math.floor(Math.random() * 254)}.${1 + Math.floor(Math.random() * 254)}`;

/** POST over HTTP from a chosen source address; answers the status and the parsed JSON body. */
export function postJson(
  url: string,
  headers: Record<string, string>,
  body: string,
  from: string,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        localAddress: from,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {} });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Who the call is from: a session, the API key (the default), nothing, or a chosen API key. */
export type Auth = { token: string } | { apiKey: true } | { none: true } | { apiKeyValue: string };

/**
 * The variables argument and the rest: the variables may be left out when the operation has no
 * required variable (every one optional, or none at all).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends V`: no required variable
export type SendArgs<V> = {} extends V
  ? [variables?: V, auth?: Auth, extraHeaders?: Record<string, string>, from?: string]
  : [variables: V, auth?: Auth, extraHeaders?: Record<string, string>, from?: string];

/**
 * POST a generated GraphQL document (`graphql(...)`, see tests/support/graphql) to the local
 * stack, as the web app does: the variables are checked and the result typed from
 * graphql/schema.graphql. `extraHeaders`: e.g. a forged `x-forwarded-for` (the local server
 * appends the connection's address, as AppSync does); `from`: the source address (default: a
 * random loopback address).
 */
export function send<TData, TVars>(
  document: DocumentTypeDecoration<TData, TVars>,
  ...[variables, auth, extraHeaders, from]: SendArgs<TVars>
): Promise<GqlResponse<TData>> {
  return post<TData>(String(document), variables ?? {}, auth, extraHeaders, from);
}

/**
 * POST GraphQL source text that is not a generated document: only for what must not be valid
 * or static (deliberately invalid queries, depth/alias/size attacks built at run time,
 * introspection). Every other call goes through `send`.
 */
export function sendRaw(
  source: string,
  variables: Record<string, unknown> = {},
  auth?: Auth,
  extraHeaders?: Record<string, string>,
  from?: string,
): Promise<GqlResponse<Record<string, unknown>>> {
  return post<Record<string, unknown>>(source, variables, auth, extraHeaders, from);
}

async function post<T>(
  query: string,
  variables: unknown,
  auth: Auth = { apiKey: true },
  extraHeaders: Record<string, string> = {},
  from = randomLoopback(),
): Promise<GqlResponse<T>> {
  const { graphqlUrl, apiKey } = inject('stack');
  const headers: Record<string, string> = { ...extraHeaders, 'content-type': 'application/json' };
  if ('token' in auth) headers.authorization = `Bearer ${auth.token}`;
  if ('apiKey' in auth) headers['x-api-key'] = apiKey;
  if ('apiKeyValue' in auth) headers['x-api-key'] = auth.apiKeyValue;
  const res = await postJson(graphqlUrl, headers, JSON.stringify({ query, variables }), from);
  const body = res.json as { data?: T; errors?: GqlError[] };
  return { status: res.status, data: body.data, errors: body.errors };
}

/** The first error's AppSync errorType (what the web app reads). */
export const errorTypeOf = (r: GqlResponse<unknown>) => r.errors?.[0]?.errorType;

export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Assert the call reached the resolver and failed with `errorType` (and, when given, `message`),
 * leaving the field null, as AppSync answers a Lambda error.
 */
export function expectError(r: GqlResponse<unknown>, errorType: string, message?: string) {
  expect(r.status, JSON.stringify(r)).toBe(200);
  expect(r.errors?.[0], JSON.stringify(r)).toMatchObject({
    errorType,
    ...(message === undefined ? {} : { message }),
  });
  for (const value of Object.values(r.data ?? {}) as unknown[]) expect(value).toBeNull();
}

/** Assert AppSync refused the request before any resolver ran (bad, revoked or missing credentials). */
export function expect401(r: GqlResponse<unknown>) {
  expect(r.status, JSON.stringify(r)).toBe(401);
  expect(errorTypeOf(r)).toBe('UnauthorizedException');
  expect(r.data).toBeUndefined();
}

/**
 * `T` with every null and undefined taken out, all the way down: what `expectData` answers, so
 * tests read fields without `!`. It is only a type; nothing is stripped at run time. A field that
 * is null after all still fails the test: reading through it throws a TypeError, and an
 * expectation of a value refuses it. A field a test expects to be null is asserted as such
 * (`toBeNull()`, `toMatchObject({ savedAt: null })`), which the type does not prevent.
 */
export type Present<T> = T extends readonly (infer U)[]
  ? Present<U>[]
  : T extends object
    ? { [K in keyof T]-?: Present<NonNullable<T[K]>> }
    : NonNullable<T>;

/** Assert the call succeeded (no errors, HTTP 200) and return its data, typed as all present. */
export function expectData<T>(r: GqlResponse<T>): Present<T> {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  expect(r.status).toBe(200);
  expect(r.data, 'data').toBeTruthy();
  return r.data as Present<T>;
}
