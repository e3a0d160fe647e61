/**
 * Text the PDF's standard fonts can draw. The 14 standard fonts encode only WinAnsi (Latin-1 and a
 * few typographic marks); pdf-lib throws on anything else. Unsupported characters become their
 * unaccented letters when they have them, a look-alike for a few marks, and `?` otherwise, so
 * "Zoë Ångström — 東京" prints as "Zoë Ångström — ??" (ë, Å and the dash are WinAnsi).
 */

/** Look-alikes for common characters outside WinAnsi. */
const LOOK_ALIKES: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2044': '/',
  '\u2236': ':',
};

export function toFontText(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\t/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (supported.has(code)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    if (base && [...base].every((c) => supported.has(c.codePointAt(0)!))) out += base;
    else if (LOOK_ALIKES[char]) out += LOOK_ALIKES[char];
    else if (/\s/.test(char)) out += ' ';
    else out += '?';
  }
  return out;
}

/**
 * Lines of at most `maxWidth` (as measured by `width`): paragraphs split at line breaks, words
 * kept whole when they fit, a word wider than the line cut where it must.
 */
export function wrapText(text: string, maxWidth: number, width: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (width(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (width(rest) > maxWidth) {
        let cut = 1;
        while (cut < rest.length && width(rest.slice(0, cut + 1)) <= maxWidth) cut++;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}
