/** How the load scripts talk to the local API: one GraphQL POST, and the demo sign-in. */
import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import { DEMO_PASSWORD } from '../../infra/local/seed.js';
import { LOAD_LOGIN } from './operations.js';

export interface GraphqlAnswer {
  status: number;
  data?: unknown;
  errors?: { errorType?: string; message: string }[];
}

export async function post(
  url: string,
  headers: Record<string, string>,
  query: string,
  variables: unknown,
): Promise<GraphqlAnswer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json().catch(() => ({}))) as Omit<GraphqlAnswer, 'status'>;
  return { status: res.status, ...body };
}

/** A seeded demo account's session: the headers its requests carry. */
export async function signInDemo(
  stack: { graphqlUrl: string; apiKey: string },
  email = 'agent@almanac.local',
): Promise<Record<string, string>> {
  const variables: VariablesOf<typeof LOAD_LOGIN> = { email, password: DEMO_PASSWORD };
  const login = await post(stack.graphqlUrl, { 'x-api-key': stack.apiKey }, String(LOAD_LOGIN), variables);
  const token = (login.data as ResultOf<typeof LOAD_LOGIN> | undefined)?.login?.token;
  if (!token) throw new Error(`demo sign-in failed: ${JSON.stringify(login.errors ?? login.status)}`);
  return { authorization: `Bearer ${token}` };
}

/** The outcome's error: undefined when answered with data. */
export const errorOf = (res: GraphqlAnswer): string | undefined =>
  res.status !== 200
    ? `HTTP ${res.status}`
    : res.errors?.length
      ? (res.errors[0]!.errorType ?? res.errors[0]!.message)
      : undefined;

/** A network failure as the caller saw it. */
export const networkErrorOf = (e: unknown): string =>
  (e as Error).cause instanceof Error ? ((e as Error).cause as Error).message : String(e);
