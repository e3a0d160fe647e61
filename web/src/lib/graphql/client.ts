import { errorMessages, isPublicField } from '@almanac/core';
import { AUTHORIZE } from './authorize-document.js';
import type { EarlyRequests } from './early-requests.js';
import { parseDocument, type TypedDocument } from './document.js';
import { codeOfEntry, GraphqlError, type GraphqlErrorEntry } from './errors.js';

/** Where the session token lives (src/lib/session/token-store.ts in the app, a stub in tests). */
export interface TokenStore {
  get(): string | null;
  /** Replace the token, keeping the storage it was in (remember-me or this tab only). */
  replace(token: string): void;
}

/** What `authorize(token)` returns; the user is typed loosely here (the session layer owns it). */
export interface ReauthorizedSession {
  token: string;
  expiresAt: string;
  user: unknown;
}

export interface GraphqlClientOptions {
  url: string;
  apiKey: string;
  tokens: TokenStore;
  fetch?: typeof fetch;
  /** A renewed session (after a re-authorisation). */
  onReauthorized?: (session: ReauthorizedSession) => void;
  /** The session could not be renewed: log out (clear token, cache, user) and go to /. */
  onSessionEnded?: () => void;
  /** Answers of requests already sent at start-up (./early-requests.ts), each used once. */
  early?: EarlyRequests;
}

/**
 * `auto`: API key for operations whose root fields are all public (core's publicFields), bearer
 * token otherwise. `session`: bearer token even for a public field (confirmUser with a short code
 * needs the session it confirms). `apiKey`: always the API key.
 */
export type AuthMode = 'auto' | 'session' | 'apiKey';

export interface RequestOptions {
  auth?: AuthMode;
  /** Do not try to renew the session on UNAUTHORIZED (e.g. logout). */
  noReauthorize?: boolean;
  signal?: AbortSignal;
}

interface GraphqlResponse<T> {
  data?: T | null;
  errors?: GraphqlErrorEntry[];
}

/**
 * A small typed fetch client (ARCHITECTURE.md section 5). On an expired or invalid session it
 * renews the session exactly once with the stored token (`authorize`); concurrent requests wait
 * on the same renewal and are retried with the new token. If renewal fails the session ends.
 */
export class GraphqlClient {
  private readonly opts: GraphqlClientOptions;
  private readonly fetchImpl: typeof fetch;
  private renewal: Promise<string> | null = null;

  constructor(opts: GraphqlClientOptions) {
    this.opts = opts;
    this.fetchImpl = opts.fetch ?? ((...args) => globalThis.fetch(...args));
  }

  async request<TData, TVariables>(
    doc: TypedDocument<TData, TVariables>,
    variables?: TVariables,
    options: RequestOptions = {},
  ): Promise<TData> {
    const usesSession = this.usesSession(doc, options.auth ?? 'auto');
    const token = usesSession ? this.opts.tokens.get() : null;
    const early = token ? this.opts.early?.take(doc, variables, token) : undefined;
    if (early) {
      try {
        return (await early) as TData;
      } catch {
        // Refused, expired or failed: asked again below, with the session's renewal.
      }
    }
    try {
      return await this.send(doc, variables, usesSession ? token : null, usesSession, options.signal);
    } catch (error) {
      if (
        !(error instanceof GraphqlError) ||
        !error.isUnauthorized ||
        !usesSession ||
        options.noReauthorize ||
        !token
      ) {
        throw error;
      }
      const renewed = await this.renewSession(token);
      return this.send(doc, variables, renewed, true, options.signal);
    }
  }

  private usesSession(doc: TypedDocument<any, any>, mode: AuthMode): boolean {
    if (mode === 'session') return true;
    if (mode === 'apiKey') return false;
    const { rootFields } = parseDocument(doc);
    return rootFields.length === 0 || !rootFields.every(isPublicField);
  }

  /**
   * One renewal at a time: requests that failed with the token being renewed wait on it; a
   * request that failed with a token already replaced simply retries with the current one.
   */
  private renewSession(failedToken: string): Promise<string> {
    if (this.renewal) return this.renewal;
    const current = this.opts.tokens.get();
    if (current && current !== failedToken) return Promise.resolve(current);
    if (!current) {
      // Already logged out (e.g. by a failed renewal a moment ago).
      return Promise.reject(new GraphqlError({ code: 'UNAUTHORIZED', message: 'Unauthorized', status: 401 }));
    }

    this.renewal = (async () => {
      try {
        const data = await this.send(AUTHORIZE, { token: current }, null, false);
        const session = data.authorize;
        if (!session?.token)
          throw new GraphqlError({ code: 'UNAUTHORIZED', message: 'Unauthorized', status: 401 });
        this.opts.tokens.replace(session.token);
        this.opts.onReauthorized?.(session);
        return session.token;
      } catch {
        throw this.endSession();
      }
    })();
    // Later requests that fail with the new token (a new expiry) may renew again.
    void this.renewal.then(
      () => (this.renewal = null),
      () => (this.renewal = null),
    );
    return this.renewal;
  }

  private endSession(): GraphqlError {
    this.opts.onSessionEnded?.();
    return new GraphqlError({
      code: 'UNAUTHORIZED',
      message: errorMessages.UNAUTHORIZED,
      status: 401,
    });
  }

  private async send<TData>(
    doc: TypedDocument<TData, any>,
    variables: unknown,
    token: string | null,
    usesSession: boolean,
    signal?: AbortSignal,
  ): Promise<TData> {
    const { source, operationName } = parseDocument(doc);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      'apollo-require-preflight': 'true',
    };
    if (usesSession) {
      if (token) headers.authorization = `Bearer ${token}`;
    } else {
      headers['x-api-key'] = this.opts.apiKey;
    }

    let res: Response;
    try {
      res = await this.fetchImpl(this.opts.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query: source,
          ...(operationName ? { operationName } : {}),
          variables: variables ?? {},
        }),
        signal,
      });
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      throw new GraphqlError({ code: 'NETWORK_ERROR', message: 'Network error', status: 0 });
    }

    let body: GraphqlResponse<TData> | null = null;
    try {
      body = (await res.json()) as GraphqlResponse<TData>;
    } catch {
      body = null;
    }

    const first = body?.errors?.[0];
    if (res.status === 401 || res.status === 403) {
      const code = codeOfEntry(first);
      // An authorizer denial is always UNAUTHORIZED; keep a more specific code if one came.
      throw new GraphqlError({
        code: res.status === 401 || !code ? 'UNAUTHORIZED' : code,
        message: first?.message ?? 'Unauthorized',
        status: res.status,
        errors: body?.errors,
      });
    }
    if (first) {
      throw new GraphqlError({
        code: codeOfEntry(first) ?? 'INTERNAL_SERVER_ERROR',
        message: first.message ?? errorMessages.INTERNAL_SERVER_ERROR,
        status: res.status,
        errors: body?.errors,
        data: body?.data,
      });
    }
    if (!res.ok || !body || body.data == null) {
      throw new GraphqlError({
        code: 'INTERNAL_SERVER_ERROR',
        message: `HTTP ${res.status}`,
        status: res.status,
      });
    }
    return body.data;
  }
}
