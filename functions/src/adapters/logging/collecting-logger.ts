import type { Logger } from '../../ports/index.js';
import { structuredLogger, type LogLevel } from './structured-logger.js';

export interface CollectedLine {
  level: LogLevel;
  message: string;
  [key: string]: unknown;
}

/** For tests: a logger that keeps its lines (context and redaction as in AWS) instead of printing. */
export function collectingLogger(): Logger & { lines: CollectedLine[] } {
  const lines: CollectedLine[] = [];
  const logger = structuredLogger((level, message, attributes) =>
    lines.push({ ...attributes, level, message }),
  );
  return Object.assign(logger, { lines });
}
