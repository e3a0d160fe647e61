import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ApplicationDocument, DocumentSignature, PolicyDocument } from '../../ports/index.js';
import { toFontText, wrapText } from './font-text.js';
import { pdfDocumentRenderer } from './pdf-renderer.js';
import { pdfPages } from './pdf-text.js';

const signed: ApplicationDocument = {
  title: 'Application for Low Precipitation Coverage',
  contractId: 'ctr_01JDEMO',
  sections: [
    {
      heading: 'Applicant',
      rows: [
        ['Legal name', 'Zoë Ångström — 東京 Farms LLC'],
        ['Federal tax ID', '••-•••6789'],
        ['Mailing address', '1 Main Street\nSpringfield, IL 62701'],
      ],
    },
    {
      heading: 'Coverage',
      rows: [
        ['Risk period', '2027-04-01 to 2027-09-30'],
        ['Limit', '$250,000'],
      ],
    },
  ],
  signatures: [
    {
      heading: 'Broker’s signature',
      statement:
        'By typing my name I sign this application electronically and agree that my electronic signature has the same effect as a handwritten one.',
      name: 'Zoë Ångström',
      role: 'Broker (producer)',
      date: '2026-11-25',
      signedAt: '2026-11-25T12:34:56.000Z',
      email: 'zoe@agency.example',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
      consentVersion: 'broker-consent-2026-11-25',
      contentSha256: 'a'.repeat(64),
    },
  ],
};
const broker: DocumentSignature = signed.signatures[0]!;

const textOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('application PDF (pdf-lib)', () => {
  it('is a PDF that pdf-lib loads back: US-letter pages, titled, dated at the signing time', async () => {
    const bytes = await pdfDocumentRenderer.applicationPdf(signed);
    expect(textOf(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    // The application, then the signature certificate on a page of its own.
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(pdf.getTitle()).toBe('Application for Low Precipitation Coverage (ctr_01JDEMO)');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-11-25T12:34:56.000Z');
    expect(pdf.getModificationDate()?.toISOString()).toBe('2026-11-25T12:34:56.000Z');
    // Helvetica, its bold, Times Italic for the signed name and Courier for the hash.
    const fonts = textOf(bytes).match(/\/BaseFont \/[A-Za-z-]+/g);
    expect(new Set(fonts)).toEqual(
      new Set([
        '/BaseFont /Helvetica',
        '/BaseFont /Helvetica-Bold',
        '/BaseFont /Times-Italic',
        '/BaseFont /Courier',
      ]),
    );
  });

  it('gives identical bytes for the same input, and different bytes for a different one', async () => {
    const a = await pdfDocumentRenderer.applicationPdf(signed);
    const b = await pdfDocumentRenderer.applicationPdf(structuredClone(signed));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);

    const otherValue = structuredClone(signed);
    otherValue.sections[1]!.rows[1]![1] = '$250,001';
    const otherTime = { ...signed, signatures: [{ ...broker, signedAt: '2026-11-25T12:34:57.000Z' }] };
    const unsigned = { ...signed, signatures: [] };
    const variants = await Promise.all(
      [otherValue, otherTime, unsigned].map((d) => pdfDocumentRenderer.applicationPdf(d)),
    );
    for (const v of variants) expect(Buffer.from(v).equals(Buffer.from(a))).toBe(false);
    // An unsigned draft is deterministic too (a fixed date, no clock).
    const again = await pdfDocumentRenderer.applicationPdf({ ...signed, signatures: [] });
    expect(Buffer.from(again).equals(Buffer.from(variants[2]!))).toBe(true);
  });

  it('adds pages for a long application, and long values wrap onto more lines', async () => {
    const application = (answer: (r: number) => string): ApplicationDocument => ({
      ...signed,
      sections: Array.from({ length: 6 }, (_, s) => ({
        heading: `Section ${s + 1}`,
        rows: Array.from({ length: 12 }, (_, r): [string, string] => [
          `Question ${s + 1}.${r + 1} with a fairly long label that wraps`,
          answer(r),
        ]),
      })),
    });
    const short = await PDFDocument.load(
      await pdfDocumentRenderer.applicationPdf(application((r) => `Answer ${r + 1}`)),
    );
    const long = await PDFDocument.load(
      await pdfDocumentRenderer.applicationPdf(
        application((r) => `Answer ${r + 1}: ${'lorem ipsum dolor sit amet '.repeat(12)}`),
      ),
    );
    // 72 rows of two lines (the labels wrap) do not fit one page …
    expect(short.getPageCount()).toBeGreaterThanOrEqual(3);
    // … and answers of five lines each need about twice as many.
    expect(long.getPageCount()).toBeGreaterThan(short.getPageCount() + 2);
    for (const page of long.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
  });

  it('prints names outside WinAnsi (e.g. "Zoë Ångström — 東京") without failing', async () => {
    const bytes = await pdfDocumentRenderer.applicationPdf({
      title: 'Application — 東京',
      contractId: 'c-1',
      sections: [{ heading: 'Émigré ✓', rows: [['Name', 'Zoë Ångström — 東京 🌧 Łódź']] }],
      signatures: [{ ...broker, name: 'Zoë Ångström — 東京' }],
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
  });
});

describe('policy declarations PDF (pdf-lib)', () => {
  const declarations: PolicyDocument = {
    title: 'Policy Declarations: Excess precipitation (HPC)',
    contractId: 'ctr_01JDEMO',
    policyNumber: 'ALM-HPC-2027-000042',
    issuedAt: '2026-12-01T09:30:00.000Z',
    sections: [
      { heading: 'Policy', rows: [['Policy number', 'ALM-HPC-2027-000042']] },
      { heading: 'Payment', rows: [['Account', '••••6789 (Checking)']] },
    ],
    note: 'The application as signed follows these declarations.',
  };

  it('is the declarations, then every page of the appended PDFs, dated when bound', async () => {
    const long = {
      ...signed,
      sections: Array.from({ length: 6 }, (_, s) => ({
        heading: `Section ${s + 1}`,
        rows: Array.from({ length: 12 }, (_, r): [string, string] => [`Question ${r}`, 'x '.repeat(200)]),
      })),
    };
    const application = await pdfDocumentRenderer.applicationPdf(long);
    const applicationPages = (await PDFDocument.load(application)).getPageCount();
    expect(applicationPages).toBeGreaterThan(1);
    const bytes = await pdfDocumentRenderer.policyPdf(declarations, [application]);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1 + applicationPages);
    expect(pdf.getTitle()).toBe('Policy Declarations: Excess precipitation (HPC) (ALM-HPC-2027-000042)');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    const alone = await PDFDocument.load(await pdfDocumentRenderer.policyPdf(declarations, []));
    expect(alone.getPageCount()).toBe(1);
    // The appended application keeps its certificate, the last page of the policy.
    expect(pdfPages(bytes).at(-1)).toContain('Signature Certificate');
  });

  it('gives identical bytes for the same input (a retry stores the same file)', async () => {
    const application = await pdfDocumentRenderer.applicationPdf(signed);
    const a = await pdfDocumentRenderer.policyPdf(declarations, [application]);
    const b = await pdfDocumentRenderer.policyPdf(structuredClone(declarations), [application.slice()]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const other = await pdfDocumentRenderer.policyPdf(
      { ...declarations, policyNumber: 'ALM-HPC-2027-000043' },
      [application],
    );
    expect(Buffer.from(other).equals(Buffer.from(a))).toBe(false);
  });
});

describe('font text', () => {
  const winAnsiLike = new Set([...Array.from({ length: 95 }, (_, i) => 32 + i), 0xe9, 0xeb, 0xc5, 0x2014]);

  it('keeps what the font encodes, drops accents it lacks, and replaces the rest with ?', () => {
    expect(toFontText('Zoë Ångström — 東京', winAnsiLike)).toBe('Zoë Ångstrom — ??');
    expect(toFontText('a\tb\u2212c', winAnsiLike)).toBe('a b-c');
  });

  it('wraps at the width, keeping words whole and cutting only words wider than a line', () => {
    const width = (s: string) => s.length;
    expect(wrapText('aaa bbb ccc', 7, width)).toEqual(['aaa bbb', 'ccc']);
    expect(wrapText('abcdefghij x', 4, width)).toEqual(['abcd', 'efgh', 'ij x']);
    expect(wrapText('one\ntwo', 10, width)).toEqual(['one', 'two']);
    expect(wrapText('', 10, width)).toEqual(['']);
  });
});
