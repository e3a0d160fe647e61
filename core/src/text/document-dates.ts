/**
 * The one way documents (the PDFs: the application, the declarations, the Agency Agreement and
 * their signature certificates) write dates and times (docs/decisions.md, issue 27): a date as
 * "November 29, 2026", a moment as "November 29, 2026 08:41 UTC". Month names in English, no
 * locale or time zone of the machine involved, so the same input prints the same text anywhere.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A calendar date (`YYYY-MM-DD`, or the date part of an ISO timestamp) as "November 29, 2026".
 * Anything that is not such a date is answered as given (never "Invalid Date").
 */
export function formatDocumentDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso.trim());
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month || Number(m[3]) < 1 || Number(m[3]) > 31) return iso;
  return `${month} ${Number(m[3])}, ${m[1]}`;
}

/**
 * A moment (an ISO timestamp) in UTC as "November 29, 2026 08:41 UTC" (24-hour clock). Anything
 * that is not a timestamp is answered as given.
 */
export function formatDocumentTimestamp(iso: string): string {
  const at = new Date(iso);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso.trim()) || Number.isNaN(at.getTime())) return iso;
  const date = formatDocumentDate(at.toISOString());
  return `${date} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} UTC`;
}

/** A period of two calendar dates: "April 1, 2027 – September 30, 2027". */
export const formatDocumentPeriod = (startDate: string, endDate: string): string =>
  `${formatDocumentDate(startDate)} – ${formatDocumentDate(endDate)}`;
