/**
 * Text a person chose (a name, a message) as Almanac shows it in e-mails (docs/security.md, rule
 * "Sender-chosen text"): control characters (CR/LF: header and line injection; BEL …), Unicode
 * bidi overrides and isolates (text that reads differently than it is) and zero-width characters
 * (hidden text) never pass through.
 */
const UNSAFE_SOURCE = '[\\p{Cc}\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2069\\u061C\\uFEFF]';

/** Whether a text carries a character that is never shown as typed. */
export const hasUnsafeText = (text: string): boolean => new RegExp(UNSAFE_SOURCE, 'u').test(text);

/** The text with every unsafe character replaced by a space, runs of spaces made one. */
export const safeText = (text: string): string =>
  text.replace(new RegExp(UNSAFE_SOURCE, 'gu'), ' ').replace(/ {2,}/g, ' ');

/** The message a name field gives when it carries such a character. */
export const unsafeTextMessage =
  'Use letters, digits and ordinary punctuation only (no control or hidden characters)';
