import { describe, expect, it } from 'vitest';
import { makeQuote } from '../../../test/quote-fixtures.js';
import { pdfSafeText } from './pdf-text.js';
import { buildTermsPdf, termsPdfFileName, type TermsPdfInput } from './terms-pdf.js';

/** The strings a PDF shows: the operands of its Tj text operators, unescaped. */
function pdfText(pdf: string): string[] {
  const out: string[] = [];
  for (const m of pdf.matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g)) {
    out.push(
      m[1]!
        .replace(/\\([()\\])/g, '$1')
        .replace(/\\(\d{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8))),
    );
  }
  return out;
}

const locations: TermsPdfInput['locations'] = [
  { name: 'Tampa warehouse', state: 'FL', lat: 27.95, lng: -82.46, weight: 60 },
  { name: 'Orlando store', state: 'FL', lat: 28.54, lng: -81.38, weight: 40 },
];

const input = (over: Partial<TermsPdfInput> = {}): TermsPdfInput => ({
  program: 'HPC',
  programTitle: 'Excess Precipitation',
  quote: makeQuote({ strike: 12, exhaust: 18, limit: 60_000, netPremium: 4321.5 }),
  locations,
  dataset: 'CPC',
  client: { name: 'Ada Lovelace', email: 'ada@example.com' },
  generatedAt: new Date(2026, 4, 1, 10, 30),
  ...over,
});

describe('coverage-terms PDF', () => {
  it('is named after the program and the day (yyyy-MM-dd)', () => {
    const day = new Date(2026, 4, 1, 23, 59);
    expect(termsPdfFileName('HPC', day)).toBe('hpc_premium_indication_2026-05-01.pdf');
    expect(termsPdfFileName('HTC', day)).toBe('htc_premium_indication_2026-05-01.pdf');
    expect(termsPdfFileName('LTC', day)).toBe('ltc_premium_indication_2026-05-01.pdf');
    expect(termsPdfFileName('LPC', day)).toBe('lpc_premium_indication_2026-05-01.pdf');
  });

  it('holds the terms, the locations, the price breakdown and the payout profile', () => {
    const raw = buildTermsPdf(input()).output();
    const text = pdfText(raw);
    const joined = text.join('\n');
    expect(raw.startsWith('%PDF-')).toBe(true);
    for (const s of [
      'Premium Indication',
      'Excess Precipitation (HPC)',
      'Generated May 1, 2026',
      'Coverage Terms',
      'July 1, 2026 to August 31, 2026 (62 days)',
      'Ada Lovelace (ada@example.com)',
      'Limit of Liability',
      '$60,000.00',
      '12.00 in (120% of the 30-year average)',
      '18.00 in',
      'Per-Inch Loss',
      '$10,000.00',
      'Premium Recovery',
      '12.43 in',
      'Daily Precipitation Cap',
      '2.50 in',
      'Locations',
      'Tampa warehouse',
      '27.950, -82.460',
      '60%',
      'Orlando store',
      '40%',
      'Price Breakdown',
      'Net Premium',
      '$4,321.50',
      'Estimated Gross Premium',
      '$4,671.75',
      'Agent Commission (10%)',
      'Payout Profile',
      'Trigger 12.00 in',
      'Exhaust 18.00 in',
    ])
      expect(text, s).toContain(s);
    expect(joined).not.toContain('Demo data');
    // The profile is one path of 299 line segments.
    expect(raw.match(/ l\n/g)?.length ?? 0).toBeGreaterThanOrEqual(299);
  });

  it('shows the historical payouts as observed and as if today', () => {
    // 2021..2023 at 11, 12 and 13 in observed; as if today 1 in more each (a wetting trend).
    const quote = makeQuote({
      strike: 12,
      exhaust: 18,
      limit: 60_000,
      index: (y) => y - 2010,
      asIfToday: (y) => y - 2009,
    });
    const text = pdfText(buildTermsPdf(input({ quote })).output());
    const joined = text.join(' ');
    expect(text).toContain('Historical Payouts');
    // Observed: 13 in pays $10,000 once -> $3,333.33 a year; as if today: 13 and 14 in -> $30,000 / 3.
    expect(text).toContain('Average yearly payout, observed');
    expect(text).toContain('$3,333.33');
    expect(text).toContain('Average yearly payout, as if today');
    expect(text).toContain('$10,000.00');
    expect(joined).toContain('Would have paid in 1 of 3 years as observed, 2 as if today.');
  });

  it('says when the option was priced on demo data, and TBD where taxes are unavailable (KY)', () => {
    const quote = makeQuote({ program: 'HTC', strike: 90, exhaust: 95, dataOrigin: 'demo', state: 'KY' });
    const text = pdfText(
      buildTermsPdf(
        input({ program: 'HTC', programTitle: 'High Temperature', quote, client: null, dataset: 'PRISM' }),
      ).output(),
    );
    expect(text).toContain('Demo data');
    expect(text.join(' ')).toContain('demo data');
    expect(text).toContain('Per-Degree Loss');
    expect(text).toContain('90.0 °F');
    expect(text).toContain('TBD');
    expect(text).toContain('Tax information unavailable at this time.');
    expect(text).toContain('27.9500, -82.4600');
    expect(text).not.toContain('Daily Precipitation Cap');
  });
});

describe('names users type, in the PDF', () => {
  it('draws what Helvetica can and never garbage: emoji dropped, accents kept or plain, other scripts as ?', () => {
    expect(pdfSafeText('Olive 🌻')).toBe('Olive');
    expect(pdfSafeText('Café Müller')).toBe('Café Müller');
    expect(pdfSafeText('Łódź – “Market”')).toBe('Lódz - "Market"');
    expect(pdfSafeText('Nguyễn Văn An')).toBe('Nguyen Van An');
    expect(pdfSafeText('東京 Store')).toBe('?? Store');
    expect(pdfSafeText('👩‍🌾 Farm (🌽)')).toBe('Farm ()');
    expect(pdfSafeText('🌻')).toBe('?');
  });

  it('a client and locations named with emoji and accents come out readable in the PDF', () => {
    const raw = buildTermsPdf(
      input({
        client: { name: 'Olive 🌻 Nguyễn', email: 'olive@example.com' },
        locations: [{ name: 'Łódź depot 🚚', state: 'FL', lat: 27.95, lng: -82.46, weight: 100 }],
      }),
    ).output();
    const joined = pdfText(raw).join('\n');
    expect(joined).toContain('Olive Nguyen (olive@example.com)');
    expect(joined).toContain('Lódz depot');
    // Every character of every string is one Helvetica can draw.
    for (const s of pdfText(raw)) expect([...s].every((c) => c.charCodeAt(0) <= 0xff)).toBe(true);
  });
});
