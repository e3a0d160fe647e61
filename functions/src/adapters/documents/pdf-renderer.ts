import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import type {
  AgencyAgreementDocument,
  ApplicationDocument,
  DocumentRenderer,
  PolicyDocument,
} from '../../ports/index.js';
import { toFontText, wrapText } from './font-text.js';

/** US letter, in points, with 0.75 in margins. */
const PAGE = { width: 612, height: 792, margin: 54 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LABEL_WIDTH = 190;
const GAP = 12;
const VALUE_WIDTH = CONTENT_WIDTH - LABEL_WIDTH - GAP;
const BODY = 10;
const LINE = 14;
const FOOTER_SPACE = 28;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.8, 0.82, 0.86);

/** The fixed date of an unsigned document (a draft): the same bytes for the same answers. */
export const UNSIGNED_DOCUMENT_DATE = new Date('2000-01-01T00:00:00.000Z');

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  script: PDFFont;
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

/** What one rendered document holds, whatever its kind. */
interface Layout {
  title: string;
  /** The muted line under the title. */
  subtitle: string;
  /** The PDF's title and subject metadata. */
  metadataTitle: string;
  subject: string;
  /** The document's date (metadata): from its input, never the clock. */
  date: Date;
  sections: { heading: string; rows: [label: string, value: string][] }[];
  /** The signature block; `title`: the signer's title, under the name (an agency's signatory). */
  signature?: NonNullable<ApplicationDocument['signature']> & { title?: string };
  note?: string;
  /** The footer's text before the page count. */
  footer: string;
}

/** Lay the document out on US-letter pages; answers the (unsaved) PDF. */
async function renderLayout(doc: Layout): Promise<PDFDocument> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    script: await pdf.embedFont(StandardFonts.TimesRomanItalic),
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
  const rule = () =>
    at.page.drawLine({
      start: { x: PAGE.margin, y: at.y },
      end: { x: PAGE.width - PAGE.margin, y: at.y },
      thickness: 0.75,
      color: RULE,
    });
  const paragraph = (s: string, font: PDFFont, size: number, width: number, color = INK) => {
    for (const line of wrapText(text(s), width, (t) => font.widthOfTextAtSize(t, size))) {
      at.need(LINE);
      draw(line, PAGE.margin, font, size, color);
      at.y -= LINE;
    }
  };

  // Title and contract id.
  at.y -= 18;
  paragraph(doc.title, fonts.bold, 18, CONTENT_WIDTH);
  at.y -= 2;
  paragraph(doc.subtitle, fonts.regular, BODY, CONTENT_WIDTH, MUTED);
  at.y -= 8;

  for (const section of doc.sections) {
    // A heading never ends a page: keep it with its first row.
    at.need(22 + 8 + LINE);
    at.y -= 10;
    draw(text(section.heading), PAGE.margin, fonts.bold, 13);
    at.y -= 6;
    rule();
    at.y -= LINE;
    for (const [label, value] of section.rows) {
      const size = (t: string, f: PDFFont) => f.widthOfTextAtSize(t, BODY);
      const labels = wrapText(text(label), LABEL_WIDTH, (t) => size(t, fonts.bold));
      const values = wrapText(text(value || '—'), VALUE_WIDTH, (t) => size(t, fonts.regular));
      const rows = Math.max(labels.length, values.length);
      // Short rows stay together; a long value continues on the next page.
      if (rows <= 6) at.need(rows * LINE);
      for (let i = 0; i < rows; i++) {
        at.need(LINE);
        if (labels[i]) draw(labels[i]!, PAGE.margin, fonts.bold, BODY, MUTED);
        if (values[i]) draw(values[i]!, PAGE.margin + LABEL_WIDTH + GAP, fonts.regular, BODY);
        at.y -= LINE;
      }
      at.y -= 4;
    }
  }

  if (doc.signature) {
    const { name, date: signedDate, signedAt, consentText } = doc.signature;
    at.need(22 + 8 + LINE * 3 + 60);
    at.y -= 14;
    draw('Signature', PAGE.margin, fonts.bold, 13);
    at.y -= 6;
    rule();
    at.y -= LINE;
    paragraph(consentText, fonts.regular, BODY, CONTENT_WIDTH);
    at.need(34 + LINE * 3);
    at.y -= 26;
    draw(text(name), PAGE.margin + 6, fonts.script, 24);
    at.y -= 8;
    at.page.drawLine({
      start: { x: PAGE.margin, y: at.y },
      end: { x: PAGE.margin + 300, y: at.y },
      thickness: 0.75,
      color: INK,
    });
    at.y -= LINE;
    paragraph(`Signed by ${name}`, fonts.bold, BODY, CONTENT_WIDTH);
    if (doc.signature.title) paragraph(`Title: ${doc.signature.title}`, fonts.regular, BODY, CONTENT_WIDTH);
    paragraph(`Date: ${signedDate}`, fonts.regular, BODY, CONTENT_WIDTH);
    paragraph(`Signed at: ${signedAt}`, fonts.regular, BODY, CONTENT_WIDTH, MUTED);
  }

  if (doc.note) {
    at.need(LINE * 3);
    at.y -= 10;
    paragraph(doc.note, fonts.regular, BODY, CONTENT_WIDTH, MUTED);
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

const save = (pdf: PDFDocument) => pdf.save({ useObjectStreams: false });

function applicationLayout(doc: ApplicationDocument): Layout {
  return {
    title: doc.title,
    subtitle: `Contract ${doc.contractId}`,
    metadataTitle: `${doc.title} (${doc.contractId})`,
    subject: `Contract ${doc.contractId}`,
    date: doc.signature ? new Date(doc.signature.signedAt) : UNSIGNED_DOCUMENT_DATE,
    sections: doc.sections,
    ...(doc.signature ? { signature: doc.signature } : {}),
    footer: `${doc.title} · Contract ${doc.contractId}`,
  };
}

/** The declarations, then every page of each appended PDF (pdf-lib copyPages), in order. */
async function renderPolicy(doc: PolicyDocument, appendix: readonly Uint8Array[]): Promise<Uint8Array> {
  const pdf = await renderLayout({
    title: doc.title,
    subtitle: `Policy ${doc.policyNumber} · Contract ${doc.contractId}`,
    metadataTitle: `${doc.title} (${doc.policyNumber})`,
    subject: `Policy ${doc.policyNumber}, contract ${doc.contractId}`,
    date: new Date(doc.issuedAt),
    sections: doc.sections,
    ...(doc.note ? { note: doc.note } : {}),
    footer: `Policy ${doc.policyNumber} · Declarations`,
  });
  for (const bytes of appendix) {
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    for (const page of await pdf.copyPages(source, source.getPageIndices())) pdf.addPage(page);
  }
  return save(pdf);
}

/** The Agency Agreement: its numbered clauses, the agency's answers, the signatory's signature. */
function agencyAgreementLayout(doc: AgencyAgreementDocument): Layout {
  return {
    title: doc.title,
    subtitle: `${doc.agencyName} · Agency ${doc.organizationId} · Version ${doc.version}`,
    metadataTitle: `${doc.title} (${doc.agencyName})`,
    subject: `Agency ${doc.organizationId}`,
    date: new Date(doc.signature.signedAt),
    sections: [
      { heading: 'Agreement', rows: doc.clauses.map((clause, i) => [`${i + 1}.`, clause]) },
      ...doc.sections,
    ],
    signature: doc.signature,
    footer: `${doc.title} · ${doc.agencyName}`,
  };
}

/**
 * Application PDFs with pdf-lib and the standard fonts (Helvetica, Times Italic for the signed
 * name): US letter, title and contract id, each section's label/value rows (long values wrapped,
 * pages added as needed, "Page n of N" footers) and, once signed, the signature block. The same
 * input gives the same bytes: the document's dates are the signing time (a fixed date before), and
 * nothing else varies.
 */
export const pdfDocumentRenderer: DocumentRenderer = {
  applicationPdf: async (doc) => save(await renderLayout(applicationLayout(doc))),
  policyPdf: renderPolicy,
  agencyAgreementPdf: async (doc) => save(await renderLayout(agencyAgreementLayout(doc))),
};
