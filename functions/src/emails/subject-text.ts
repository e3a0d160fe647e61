/** The longest subject Almanac sends; longer ones are cut with an ellipsis. */
export const MAX_SUBJECT_LENGTH = 120;
/** The most of a person's own text (a name) a subject carries. */
export const MAX_SUBJECT_NAME_LENGTH = 60;

/**
 * Control characters (CR/LF included: header injection), Unicode bidi overrides and isolates
 * (text that reads differently than it is), and zero-width characters (hidden text).
 */
const UNSAFE = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2060-\u2069\u061C\uFEFF]/gu;

/** Text that is safe to put in a subject line: no unsafe characters, single spaces, at most `max`. */
export function subjectText(text: string, max = MAX_SUBJECT_LENGTH): string {
  const clean = text.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}
