/** The signer's today (YYYY-MM-DD) in the browser's time zone: the date a signature form shows and sends. */
export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
