import { messageForError } from '@almanac/core';

/** One GraphQL error as AppSync (and the local AppSync server) returns it. */
export interface GraphqlErrorEntry {
  message?: string;
  errorType?: string | null;
  errorInfo?: unknown;
  path?: readonly (string | number)[];
  extensions?: { code?: string } & Record<string, unknown>;
}

/** AppSync's names for a rejected session (HTTP 401 from the authorizer) and our own code. */
const unauthorizedTypes = new Set(['UNAUTHORIZED', 'UnauthorizedException']);
/** AppSync's field-level denial ("Not Authorized to access X on type Y"): a permission, not a session, problem. */
const fieldDeniedTypes = new Set(['Unauthorized']);

/** Error text containing a response marker is cut before it (docs/requirements.md#error-catalogue). */
export const RESPONSE_MARKERS = [': {"response"', '{"response"', ': {"request"'] as const;

export function cutAtResponseMarker(text: string): string {
  let cut = text.length;
  for (const marker of RESPONSE_MARKERS) {
    const at = text.indexOf(marker);
    if (at >= 0 && at < cut) cut = at;
  }
  return text.slice(0, cut).trim();
}

/** The code of an error entry: AppSync's errorType, else extensions.code. */
export function codeOfEntry(entry: GraphqlErrorEntry | undefined): string | undefined {
  if (!entry) return undefined;
  const raw = entry.errorType ?? entry.extensions?.code ?? undefined;
  if (!raw) return undefined;
  if (unauthorizedTypes.has(raw)) return 'UNAUTHORIZED';
  if (fieldDeniedTypes.has(raw)) return 'INVALID_PERMISSIONS';
  return raw;
}

/** A failed GraphQL call: `code` is read from the first error (spec: "the first GraphQL error"). */
export class GraphqlError extends Error {
  readonly code: string;
  readonly status: number;
  readonly errors: readonly GraphqlErrorEntry[];
  readonly data: unknown;

  constructor(opts: {
    code: string;
    message: string;
    status?: number;
    errors?: readonly GraphqlErrorEntry[];
    data?: unknown;
  }) {
    super(cutAtResponseMarker(opts.message));
    this.name = 'GraphqlError';
    this.code = opts.code;
    this.status = opts.status ?? 200;
    this.errors = opts.errors ?? [];
    this.data = opts.data;
  }

  get isUnauthorized(): boolean {
    return this.code === 'UNAUTHORIZED';
  }
}

export const isGraphqlError = (e: unknown): e is GraphqlError => e instanceof GraphqlError;

/** The error's code, or undefined for anything that is not a GraphQL error. */
export const errorCode = (e: unknown): string | undefined => (isGraphqlError(e) ? e.code : undefined);

/** The text a person sees for an error: core's catalogue (unlisted codes: Internal Server Error). */
export function displayError(e: unknown): string {
  if (isGraphqlError(e)) return messageForError(e.code, e.message);
  return messageForError(undefined);
}
