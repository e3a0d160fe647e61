/**
 * Writes the fillable loss report form the /loss-report-form page embeds
 * (web/public/documents/loss-report-form.pdf; docs/requirements.md#claims, #static-documents):
 * the four sections of the online form (named insured, loss details, representations, disclaimers
 * with the state fraud notices) as AcroForm fields, plus the signature and date. Labels and texts
 * come from core, so the PDF says what the web form says. pdf-lib is the functions workspace's
 * dependency (hoisted). The output is committed; run again when the texts change:
 * npx tsx web/scripts/make-loss-report-form.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CLAIMS_PROCESS_ACKNOWLEDGMENT,
  FRAUD_NOTICES,
  LOSS_REPORT_PDF_PATH,
  lossReportFieldLabels,
  lossReportTexts,
} from '@almanac/core';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', ...LOSS_REPORT_PDF_PATH.split('/'));

const NAVY = rgb(0.059, 0.122, 0.239);
const GREEN = rgb(0.086, 0.502, 0.239);
const GREY = rgb(0.35, 0.38, 0.42);
const PAGE: [number, number] = [612, 792];
const MARGIN = 48;
const WIDTH = PAGE[0] - 2 * MARGIN;

/** Split text into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** WinAnsi (the standard fonts' encoding) has no typographic apostrophe in every font build: plain ones. */
const plain = (s: string) => s.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/…/g, '...');

async function main() {
  const doc = await PDFDocument.create();
  doc.setTitle(lossReportTexts.reportFormTitle);
  doc.setAuthor('Almanac');
  doc.setSubject(lossReportTexts.reportFormIntro);
  doc.setCreationDate(new Date('2026-12-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-12-01T00:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const form = doc.getForm();

  let page: PDFPage = doc.addPage(PAGE);
  let y = 0;

  const header = () => {
    page.drawRectangle({ x: 0, y: PAGE[1] - 40, width: PAGE[0], height: 40, color: NAVY });
    page.drawText('Almanac', { x: MARGIN, y: PAGE[1] - 26, size: 16, font: bold, color: rgb(1, 1, 1) });
    page.drawText(lossReportTexts.reportFormTitle, {
      x: PAGE[0] - MARGIN - regular.widthOfTextAtSize(lossReportTexts.reportFormTitle, 10),
      y: PAGE[1] - 25,
      size: 10,
      font: regular,
      color: rgb(1, 1, 1),
    });
    y = PAGE[1] - 72;
  };
  const ensure = (height: number) => {
    if (y - height < MARGIN) {
      page = doc.addPage(PAGE);
      header();
    }
  };
  const paragraph = (text: string, size = 9.5, font = regular, color = rgb(0, 0, 0), indent = 0) => {
    for (const line of wrap(plain(text), font, size, WIDTH - indent)) {
      ensure(size + 4);
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
      y -= size + 4;
    }
  };
  const heading = (text: string) => {
    ensure(40);
    y -= 8;
    page.drawText(text, { x: MARGIN, y, size: 13, font: bold, color: NAVY });
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness: 1, color: GREEN });
    y -= 18;
  };
  /** One row of labelled text fields: [name, label, width share]. */
  const fields = (row: [string, string, number][], height = 20, multiline = false) => {
    ensure(height + 26);
    let x = MARGIN;
    const gap = 12;
    const total = WIDTH - gap * (row.length - 1);
    for (const [name, label, share] of row) {
      const width = total * share;
      page.drawText(label, { x, y, size: 8.5, font: bold, color: GREY });
      const field = form.createTextField(name);
      if (multiline) field.enableMultiline();
      field.addToPage(page, {
        x,
        y: y - 6 - height,
        width,
        height,
        font: regular,
        borderColor: GREY,
        borderWidth: 0.75,
      });
      field.setFontSize(multiline ? 10 : 11);
      x += width + gap;
    }
    y -= height + 26;
  };
  const checkbox = (name: string, label: string) => {
    const lines = wrap(plain(label), regular, 9.5, WIDTH - 22);
    ensure(lines.length * 13.5 + 8);
    const box = form.createCheckBox(name);
    box.addToPage(page, { x: MARGIN, y: y - 3, width: 11, height: 11, borderColor: GREY, borderWidth: 0.75 });
    for (const line of lines) {
      page.drawText(line, { x: MARGIN + 20, y, size: 9.5, font: regular });
      y -= 13.5;
    }
    y -= 6;
  };

  header();
  page.drawText(lossReportTexts.reportFormTitle, { x: MARGIN, y, size: 20, font: bold, color: NAVY });
  y -= 22;
  paragraph(lossReportTexts.reportFormIntro, 10, regular, GREY);
  y -= 4;

  const L = lossReportFieldLabels;
  heading(lossReportTexts.sectionTitles.namedInsured);
  fields([
    ['name', L.name, 0.62],
    ['policyNumber', L.policyNumber, 0.38],
  ]);
  fields([['address1', L.address1, 1]]);
  fields([
    ['city', L.city, 0.5],
    ['state', L.state, 0.22],
    ['zipcode', L.zipcode, 0.28],
  ]);
  fields([['contactEmail', L.contactEmail, 1]]);

  heading(lossReportTexts.sectionTitles.lossDetails);
  fields([['notificationDate', `${L.notificationDate} (MM/DD/YYYY)`, 0.4]]);
  fields([['basisDescription', L.basisDescription, 1]], 110, true);

  heading(lossReportTexts.sectionTitles.representations);
  lossReportTexts.representations.forEach((r, i) => checkbox(`representation${i + 1}`, r));

  heading(lossReportTexts.sectionTitles.disclaimers);
  paragraph(lossReportTexts.disclaimersIntro);
  y -= 4;
  for (const notice of FRAUD_NOTICES) {
    ensure(40);
    paragraph(notice.name, 9.5, bold, NAVY);
    paragraph(notice.text, 8.5, regular, rgb(0, 0, 0), 10);
    y -= 4;
  }

  heading(lossReportTexts.reviewTitle);
  checkbox('readConfirmation', lossReportTexts.readConfirmationLabel);
  fields([
    ['signature', L.signature, 0.65],
    ['signatureDate', `${L.signatureDate} (MM/DD/YYYY)`, 0.35],
  ]);
  ensure(30);
  page.drawText(lossReportTexts.payoutMethodLabel, { x: MARGIN, y, size: 8.5, font: bold, color: GREY });
  y -= 18;
  const method = form.createRadioGroup('payoutMethod');
  const methods: [string, string][] = [
    ['eCheck', lossReportTexts.eCheckLabel],
    ['ACH', lossReportTexts.achLabel],
  ];
  let x = MARGIN;
  for (const [value, label] of methods) {
    method.addOptionToPage(value, page, { x, y: y - 3, width: 11, height: 11, borderColor: GREY });
    page.drawText(label, { x: x + 18, y, size: 9.5, font: regular });
    x += 40 + regular.widthOfTextAtSize(label, 9.5);
  }
  method.select('eCheck');
  y -= 28;

  heading(CLAIMS_PROCESS_ACKNOWLEDGMENT.title);
  paragraph(CLAIMS_PROCESS_ACKNOWLEDGMENT.intro, 9);
  for (const s of CLAIMS_PROCESS_ACKNOWLEDGMENT.sections) {
    y -= 4;
    paragraph(s.heading, 9.5, bold, NAVY);
    for (const p of s.paragraphs) {
      paragraph(p, 8.5);
      y -= 3;
    }
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    p.drawText(label, {
      x: PAGE[0] - MARGIN - regular.widthOfTextAtSize(label, 8),
      y: 24,
      size: 8,
      font: regular,
      color: GREY,
    });
  });

  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, await doc.save({ useObjectStreams: false }));
  console.log(`wrote ${out} (${pages.length} pages, ${form.getFields().length} fields)`);
}

await main();
