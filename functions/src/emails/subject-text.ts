import { safeText } from '@almanac/core';

/** The longest subject Almanac sends; longer ones are cut with an ellipsis. */
export const MAX_SUBJECT_LENGTH = 120;
/** The most of a person's own text (a name) a subject carries. */
export const MAX_SUBJECT_NAME_LENGTH = 60;

/**
 * Text that is safe to put in a subject line: no control characters (CR/LF: header injection),
 * bidi overrides or zero-width characters (core's safeText), single spaces, at most `max`.
 */
export function subjectText(text: string, max = MAX_SUBJECT_LENGTH): string {
  const clean = safeText(text).replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}
