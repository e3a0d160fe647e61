/**
 * Text the PDF's built-in Helvetica can draw. The standard PDF fonts cover Latin-1 only; anything
 * else (an emoji in a location name, "Łódź", "Nguyễn", CJK) came out as garbage. Typographic
 * punctuation becomes its plain form, accented letters lose the accents they cannot show
 * ("Łódź" → "Lódz", "Nguyễn" → "Nguyen"), letters of other scripts become "?", and emoji and other
 * symbols are dropped ("Olive 🌻" → "Olive"). docs/decisions.md, issue 10.
 */

const PLAIN: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u2022': '*',
  '\u20AC': 'EUR',
  '\u2122': 'TM',
  '\u00A0': ' ',
  '\u2009': ' ',
  '\u202F': ' ',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ø: 'Ø',
  Œ: 'OE',
  œ: 'oe',
  ß: 'ß',
  ı: 'i',
};

/** Latin-1's printable characters: what Helvetica (WinAnsi) draws as typed. */
const drawable = (c: string) => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
};

function plainChar(c: string): string {
  if (drawable(c)) return c;
  if (c in PLAIN) return PLAIN[c]!;
  // Accented letters: the base letter and whatever marks Latin-1 can still show.
  const composed = c.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC');
  if (composed && [...composed].every(drawable)) return composed;
  if (/\p{L}|\p{N}/u.test(c)) return '?';
  return ''; // emoji, pictographs, joiners, variation selectors, other symbols
}

export function pdfSafeText(value: string): string {
  const out = [...value.normalize('NFC')].map(plainChar).join('');
  // Dropped symbols leave doubled or trailing spaces behind.
  return (
    out
      .replace(/ {2,}/g, ' ')
      .replace(/ +([),.;:])/g, '$1')
      .trim() || (value.trim() ? '?' : '')
  );
}
