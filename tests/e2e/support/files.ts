/**
 * Reading the quoter's downloads without extra tools: a small RFC 4180 CSV reader, and the text
 * of a jsPDF document, which the quoter writes uncompressed (`compress: false`), so its page
 * content streams hold the strings as `(…) Tj` operators.
 */

/** Rows of a CSV text (quoted fields, CRLF or LF line ends, a leading byte-order mark ignored). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const unescapePdfString = (s: string): string =>
  s.replace(/\\(\d{1,3}|[nrtbf()\\])/g, (_, e: string) => {
    if (/^\d/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e;
  });

/** The shown strings of an uncompressed PDF, one per text operator, in drawing order. */
export function pdfTextLines(bytes: Buffer): string[] {
  const raw = bytes.toString('latin1');
  if (!raw.startsWith('%PDF-')) throw new Error('Not a PDF');
  const lines: string[] = [];
  for (const m of raw.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) lines.push(unescapePdfString(m[1]!));
  for (const m of raw.matchAll(/\[((?:\((?:\\.|[^\\)])*\)|[^\]])*)\]\s*TJ/g)) {
    const parts = [...m[1]!.matchAll(/\(((?:\\.|[^\\)])*)\)/g)].map((p) => unescapePdfString(p[1]!));
    lines.push(parts.join(''));
  }
  return lines;
}
