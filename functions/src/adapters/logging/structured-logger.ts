import { AsyncLocalStorage } from 'node:async_hooks';
import type { LogContext, LogFields, Logger } from '../../ports/index.js';
import { redact } from './redact.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Writes one line: the level, the message and its attributes (context and fields, redacted). */
export type LineWriter = (level: LogLevel, message: string, attributes: Record<string, unknown>) => void;

/**
 * The request context of every logger in this process. One store, so a context set at a
 * handler's boundary reaches the lines its use cases log; async, so concurrent requests in the
 * local stack (one process, many handlers) keep theirs apart.
 */
const contexts = new AsyncLocalStorage<LogContext>();

/** A Logger over `write`: adds the current request context and redacts every line. */
export function structuredLogger(write: LineWriter): Logger {
  const line =
    (level: LogLevel) =>
    (message: string, fields: LogFields = {}): void =>
      write(level, message, redact({ ...contexts.getStore(), ...fields }));
  return {
    debug: line('debug'),
    info: line('info'),
    warn: line('warn'),
    error: line('error'),
    withContext: (context, fn) => contexts.run({ ...contexts.getStore(), ...context }, fn),
  };
}
