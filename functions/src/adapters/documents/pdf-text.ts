import { execFileSync } from 'node:child_process';

/**
 * The text of a PDF as a reader sees it (poppler's pdftotext), for tests: each page one string, in
 * order. `layout` keeps a label beside its value on one line; `reading` gives each column's block
 * of text whole (a wrapped value in one piece).
 */
export function pdfPages(bytes: Uint8Array, mode: 'layout' | 'reading' = 'layout'): string[] {
  const text = execFileSync(
    'pdftotext',
    [...(mode === 'layout' ? ['-layout'] : []), '-enc', 'UTF-8', '-', '-'],
    { input: Buffer.from(bytes) },
  ).toString('utf8');
  return text.split('\f').slice(0, -1);
}
