import { AppError } from '@almanac/core';
import type { z } from 'zod';

/** Parse input with a core schema; bad input becomes VALIDATION_ERROR carrying the spec's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  throw new AppError('VALIDATION_ERROR', first?.message ?? 'Invalid input', { fieldErrors });
}
