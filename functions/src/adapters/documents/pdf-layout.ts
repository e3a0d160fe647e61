import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { formatDocumentDate, formatDocumentTimestamp, signedDocumentTexts as t } from '@almanac/core';
import type { DocumentSection, DocumentSignature } from '../../ports/index.js';
import { toFontText, wrapText } from './font-text.js';

/** US letter, in points, with 0.75 in margins. */
const PAGE = { width: 612, height: 792, margin: 54 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LABEL_WIDTH = 190;
const GAP = 12;
const VALUE_WIDTH = CONTENT_WIDTH - LABEL_WIDTH - GAP;
const BODY = 10;
const LINE = 14;
const HASH_SIZE = 7.5;
const CLAUSE_INDENT = 18;
const FOOTER_SPACE = 22;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.8, 0.82, 0.86);

/** The fixed date of an unsigned document (a draft): the same bytes for the same answers. */
export const UNSIGNED_DOCUMENT_DATE = new Date('2000-01-01T00:00:00.000Z');

/** What one rendered document holds, whatever its kind. */
export interface Layout {
  title: string;
  /** The muted line under the title. */
  subtitle: string;
  /** The PDF's title and subject metadata. */
  metadataTitle: string;
  subject: string;
  /** The document's date (metadata): from its input, never the clock. */
  date: Date;
  /** Numbered clauses under a heading, full width, before the sections (an agreement's terms). */
  clauses?: { heading: string; items: readonly string[] };
  sections: DocumentSection[];
  /** The signature blocks, in order; a signed document then ends with the signature certificate. */
  signatures: DocumentSignature[];
  note?: string;
  /** The footer's text before the page count. */
  footer: string;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  script: PDFFont;
  mono?: PDFFont;
}

/** Pages top to bottom: `y` is the next baseline; a new page starts when the next block does not fit. */
class Cursor {
  page!: PDFPage;
  y = 0;
  constructor(private readonly pdf: PDFDocument) {
    this.newPage();
  }
  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  /** Room for `height` more points on this page, else a new page. */
  need(height: number) {
    if (this.y - height < PAGE.margin + FOOTER_SPACE) this.newPage();
  }
}

/** Lay the document out on US-letter pages; answers the (unsaved) PDF. */
export async function renderLayout(doc: Layout): Promise<PDFDocument> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const signed = doc.signatures.length > 0;
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    script: await pdf.embedFont(StandardFonts.TimesRomanItalic),
    ...(signed ? { mono: await pdf.embedFont(StandardFonts.Courier) } : {}),
  };
  const charset = new Set(fonts.regular.getCharacterSet());
  const text = (s: string) => toFontText(s, charset);

  // Metadata from the input only: no clock, no random id.
  const stamp = Number.isNaN(doc.date.getTime()) ? UNSIGNED_DOCUMENT_DATE : doc.date;
  pdf.setTitle(text(doc.metadataTitle), { showInWindowTitleBar: true });
  pdf.setSubject(text(doc.subject));
  pdf.setAuthor('Almanac');
  pdf.setCreator('Almanac');
  pdf.setProducer('Almanac (pdf-lib)');
  pdf.setLanguage('en-US');
  pdf.setCreationDate(stamp);
  pdf.setModificationDate(stamp);

  const at = new Cursor(pdf);
  const draw = (s: string, x: number, font: PDFFont, size: number, color = INK) =>
    at.page.drawText(s, { x, y: at.y, font, size, color });
  const rule = (width = CONTENT_WIDTH, color = RULE) =>
    at.page.drawLine({
      start: { x: PAGE.margin, y: at.y },
      end: { x: PAGE.margin + width, y: at.y },
      thickness: 0.75,
      color,
    });
  const lines = (s: string, font: PDFFont, size: number, width: number) =>
    wrapText(text(s), width, (x) => font.widthOfTextAtSize(x, size));
  const paragraph = (s: string, font: PDFFont, size: number, width: number, color = INK) => {
    const height = Math.max(LINE, size * 1.25);
    for (const line of lines(s, font, size, width)) {
      at.need(height);
      draw(line, PAGE.margin, font, size, color);
      at.y -= height;
    }
  };
  const HEADING_HEIGHT = 10 + 6 + LINE;
  const heading = (s: string) => {
    at.y -= 10;
    draw(text(s), PAGE.margin, fonts.bold, 13);
    at.y -= 6;
    rule();
    at.y -= LINE;
  };
  /** A label/value row: the label muted and bold, the value wrapped beside it. */
  const rowLines = (label: string, value: string, valueFont = fonts.regular, valueSize = BODY) => ({
    labels: lines(label, fonts.bold, BODY, LABEL_WIDTH),
    values: lines(value || '—', valueFont, valueSize, VALUE_WIDTH),
  });
  const row = (label: string, value: string, valueFont = fonts.regular, valueSize = BODY, after = 4) => {
    const { labels, values } = rowLines(label, value, valueFont, valueSize);
    const count = Math.max(labels.length, values.length);
    // Short rows stay together; a long value continues on the next page.
    if (count <= 6) at.need(count * LINE);
    for (let i = 0; i < count; i++) {
      at.need(LINE);
      if (labels[i]) draw(labels[i]!, PAGE.margin, fonts.bold, BODY, MUTED);
      if (values[i]) draw(values[i]!, PAGE.margin + LABEL_WIDTH + GAP, valueFont, valueSize);
      at.y -= LINE;
    }
    at.y -= after;
  };

  // Title and document id.
  at.y -= 18;
  paragraph(doc.title, fonts.bold, 18, CONTENT_WIDTH);
  at.y -= 2;
  paragraph(doc.subtitle, fonts.regular, BODY, CONTENT_WIDTH, MUTED);
  at.y -= 8;

  if (doc.clauses) {
    at.need(HEADING_HEIGHT + 8 + LINE);
    heading(doc.clauses.heading);
    doc.clauses.items.forEach((clause, i) => {
      const wrapped = lines(clause, fonts.regular, BODY, CONTENT_WIDTH - CLAUSE_INDENT);
      if (wrapped.length <= 6) at.need(wrapped.length * LINE);
      wrapped.forEach((line, j) => {
        at.need(LINE);
        if (j === 0) draw(`${i + 1}.`, PAGE.margin, fonts.bold, BODY, MUTED);
        draw(line, PAGE.margin + CLAUSE_INDENT, fonts.regular, BODY);
        at.y -= LINE;
      });
      at.y -= 4;
    });
  }

  for (const section of doc.sections) {
    // A heading never ends a page: keep it with its first row.
    at.need(HEADING_HEIGHT + 8 + LINE);
    heading(section.heading);
    for (const [label, value] of section.rows) row(label, value);
  }

  for (const s of doc.signatures) {
    const statement = lines(s.statement, fonts.regular, BODY, CONTENT_WIDTH);
    const acknowledgements = (s.acknowledgements ?? []).map(([label, words]) =>
      rowLines(label, t.accepted(words)),
    );
    const ackHeight = acknowledgements.reduce(
      (sum, r) => sum + Math.max(r.labels.length, r.values.length) * LINE + 4,
      0,
    );
    const signerLines = 3 + (s.title ? 1 : 0);
    // To the last line's baseline (and its descent): what must fit above the footer.
    const height =
      4 +
      HEADING_HEIGHT +
      statement.length * LINE +
      (ackHeight ? 4 + ackHeight : 0) +
      26 +
      8 +
      LINE +
      signerLines * LINE;
    // The whole block on one page: the signed name never parts from its statement or its date.
    at.need(height);
    at.y -= 4;
    heading(s.heading);
    paragraph(s.statement, fonts.regular, BODY, CONTENT_WIDTH);
    if (acknowledgements.length) at.y -= 4;
    for (const [label, words] of s.acknowledgements ?? []) row(label, t.accepted(words));
    at.y -= 26;
    draw(text(s.name), PAGE.margin + 6, fonts.script, 24);
    at.y -= 8;
    rule(300, INK);
    at.y -= LINE;
    paragraph(t.signedBy(`${s.name}, ${s.role}`), fonts.bold, BODY, CONTENT_WIDTH);
    if (s.title) paragraph(t.title(s.title), fonts.regular, BODY, CONTENT_WIDTH);
    paragraph(t.date(formatDocumentDate(s.date)), fonts.regular, BODY, CONTENT_WIDTH);
    paragraph(
      t.signedElectronically(formatDocumentTimestamp(s.signedAt)),
      fonts.regular,
      BODY,
      CONTENT_WIDTH,
      MUTED,
    );
  }

  if (doc.note) {
    at.need(LINE * 3);
    at.y -= 10;
    paragraph(doc.note, fonts.regular, BODY, CONTENT_WIDTH, MUTED);
  }

  if (signed) {
    // The signature certificate: a page of its own, at the end.
    at.newPage();
    at.y -= 18;
    paragraph(t.certificateTitle, fonts.bold, 18, CONTENT_WIDTH);
    at.y -= 2;
    paragraph(`${doc.title} · ${doc.subtitle}`, fonts.regular, BODY, CONTENT_WIDTH, MUTED);
    at.y -= 8;
    paragraph(t.certificateIntro, fonts.regular, BODY, CONTENT_WIDTH);
    at.y -= 4;
    paragraph(t.certificateHashNote, fonts.regular, BODY, CONTENT_WIDTH, MUTED);
    const l = t.certificateLabels;
    const or = (v: string | undefined) => v || t.notRecorded;
    at.y -= 4;
    doc.signatures.forEach((s, i) => {
      // An entry never parts from its heading.
      at.need(HEADING_HEIGHT + 9 * LINE);
      heading(`${i + 1}. ${s.heading}`);
      const entry = (label: string, value: string) => row(label, value, fonts.regular, BODY, 1);
      entry(l.signer, [s.name, s.role, s.title].filter(Boolean).join(', '));
      entry(l.email, or(s.email));
      entry(l.signedAt, formatDocumentTimestamp(s.signedAt));
      entry(l.ipAddress, or(s.ipAddress));
      entry(l.userAgent, or(s.userAgent));
      entry(l.consentVersion, s.consentVersion);
      row(l.contentSha256, s.contentSha256 || t.notRecorded, fonts.mono!, HASH_SIZE, 1);
      at.y -= 4;
    });
  }

  // Footer on every page, now that the count is known.
  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const size = 8;
    const count = `Page ${i + 1} of ${pages.length}`;
    const full = text(`${doc.footer} · ${count}`);
    const footer = fonts.regular.widthOfTextAtSize(full, size) <= CONTENT_WIDTH ? full : count;
    page.drawText(footer, {
      x: (PAGE.width - fonts.regular.widthOfTextAtSize(footer, size)) / 2,
      y: PAGE.margin - 18,
      font: fonts.regular,
      size,
      color: MUTED,
    });
  });

  return pdf;
}

export const savePdf = (pdf: PDFDocument) => pdf.save({ useObjectStreams: false });
