/** What a log line may carry besides its message; secret-looking keys are redacted. */
export type LogFields = Record<string, unknown> & {
  /** An error: logged with its name, message, stack and causes. */
  error?: unknown;
};

/** Who and what a log line is about: set once per request at the boundary. */
export interface LogContext {
  /** The request's id: AppSync's request id for resolvers and the authorizer, the message id in workers. */
  correlation_id?: string;
  /** The Lambda invocation's own request id. */
  function_request_id?: string;
  /** The GraphQL field being resolved, e.g. `Mutation.login`. */
  field?: string;
  /** The signed-in caller's user id (never their token or e-mail). */
  user_id?: string;
}

/**
 * Structured logs, one JSON line each (Powertools for AWS Lambda's Logger in AWS). Errors are
 * logged once, where they are handled for good: the resolvers' and workers' boundary, or the use
 * case that swallows a failure on purpose (at `warn`).
 */
export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /**
   * Run `fn` with `context` on every line logged while it runs, awaited work included (nested
   * contexts add to the outer one; concurrent runs keep theirs apart).
   */
  withContext<T>(context: LogContext, fn: () => Promise<T>): Promise<T>;
}
