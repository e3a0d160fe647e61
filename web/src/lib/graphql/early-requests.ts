/**
 * Requests sent at start-up, as soon as the runtime config is in, instead of when the page that
 * needs them has loaded its code and rendered (issue 28, item 6): the current user and the first
 * queries of the page at the start address, side by side. A page's query does not wait for the
 * current user: the server checks the caller's rights on each operation whatever the web sends
 * (docs/security.md, "Early requests"), so a request the user may not make is refused and thrown
 * away, nothing more.
 *
 * The GraphQL client takes an answer from here once, for the same document, the same variables
 * and the same token, within EARLY_REQUEST_MAX_AGE_MS; any failure (a refused or expired session
 * included) is not used: the client then sends the request itself, with its usual session renewal.
 */
import { GraphqlClient, type TokenStore } from './client.js';
import { parseDocument, type TypedDocument } from './document.js';

/** A request a route starts early: a query of its page, with exactly the variables it sends. */
export interface EarlyRequest {
  document: TypedDocument<any, any>;
  variables?: Record<string, unknown>;
}

/** Builds a route's early request with the document's own variable types. */
export const earlyRequest = <TData, TVariables extends Record<string, unknown>>(
  document: TypedDocument<TData, TVariables>,
  variables: TVariables,
): EarlyRequest => ({ document, variables });

/** An early answer older than this is not used (the page asks again). */
export const EARLY_REQUEST_MAX_AGE_MS = 10_000;

export interface EarlyRequests {
  /** The answer of a request started early with this document, variables and token, once. */
  take(document: TypedDocument<any, any>, variables: unknown, token: string): Promise<unknown> | undefined;
}

interface Started {
  token: string;
  at: number;
  answer: Promise<unknown>;
}

const keyOf = (document: TypedDocument<any, any>, variables: unknown) =>
  `${parseDocument(document).source}\n${JSON.stringify(variables ?? {})}`;

export interface EarlyRequestsOptions {
  url: string;
  apiKey: string;
  tokens: TokenStore;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Sends `requests` now with the stored session token (nothing without one: a visitor's pages ask
 * for themselves) and keeps their answers for the client to take.
 */
export function startEarlyRequests(options: EarlyRequestsOptions, requests: EarlyRequest[]): EarlyRequests {
  const now = options.now ?? Date.now;
  const started = new Map<string, Started>();
  const token = options.tokens.get();
  if (token) {
    const client = new GraphqlClient({
      url: options.url,
      apiKey: options.apiKey,
      tokens: options.tokens,
      fetch: options.fetch,
    });
    for (const { document, variables } of requests) {
      const answer = client.request(document, variables, { auth: 'session', noReauthorize: true });
      answer.catch(() => undefined); // a failure is the page's to meet, when it asks itself
      started.set(keyOf(document, variables), { token, at: now(), answer });
    }
  }
  return {
    take(document, variables, token) {
      const key = keyOf(document, variables);
      const found = started.get(key);
      if (!found) return undefined;
      started.delete(key);
      return found.token === token && now() - found.at <= EARLY_REQUEST_MAX_AGE_MS ? found.answer : undefined;
    },
  };
}
