/**
 * Writes the per-state diligent-effort forms the quoter links to (web/public/diligent-effort/
 * {CODE}.pdf): one-page fillable-on-paper affidavits, made by a tiny PDF writer (no dependency).
 * Run: npx tsx web/scripts/make-diligent-effort-forms.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stateName } from '@almanac/core';
import { statesWithForms } from '@almanac/core';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'diligent-effort');

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A page's drawing operators. */
class Page {
  ops: string[] = [];
  text(x: number, y: number, size: number, s: string, bold = false) {
    this.ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td (${esc(s)}) Tj ET`);
  }
  line(x1: number, y1: number, x2: number, y2: number, width = 0.6) {
    this.ops.push(`${width} w ${x1} ${y1} m ${x2} ${y2} l S`);
  }
  /** A filled rectangle; `fill` is r g b (0..1). */
  rect(x: number, y: number, w: number, h: number, fill: [number, number, number]) {
    this.ops.push(`${fill.join(' ')} rg ${x} ${y} ${w} ${h} re f 0 g`);
  }
  field(x: number, y: number, width: number, label: string) {
    this.text(x, y + 4, 9, label);
    this.line(x, y - 12, x + width, y - 12);
  }
}

/** Wrap text to lines of at most `max` characters. */
function wrap(s: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(' ')) {
    if ((line + ' ' + word).trim().length > max) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

function formPage(code: string, name: string): string {
  const p = new Page();
  p.rect(0, 752, 612, 40, [0.059, 0.122, 0.239]); // navy (theme secondary)
  p.ops.push('1 g');
  p.text(48, 766, 16, 'Almanac', true);
  p.ops.push('0 g');
  p.text(48, 720, 18, `Diligent Effort Affidavit - ${name} (${code})`, true);
  p.text(48, 702, 10, 'Surplus lines placement of parametric weather-index business-income coverage');
  let y = 676;
  const intro =
    `Before surplus lines coverage can be bound for a risk in ${name}, the producer must show that a diligent ` +
    'effort was made to place the risk with insurers admitted in the state, and that those insurers declined it. ' +
    'Complete this form, sign it, and upload it with the insurance application.';
  for (const l of wrap(intro, 98)) {
    p.text(48, y, 10, l);
    y -= 14;
  }
  y -= 14;
  p.text(48, y, 12, 'Insured and risk', true);
  y -= 26;
  p.field(48, y, 250, 'Name of insured');
  p.field(318, y, 246, 'Policy period');
  y -= 40;
  p.field(48, y, 516, 'Risk location(s)');
  y -= 40;
  p.field(48, y, 250, 'Coverage (program)');
  p.field(318, y, 246, 'Limit of liability (USD)');
  y -= 44;
  p.text(48, y, 12, 'Admitted insurers contacted', true);
  y -= 20;
  const cols = [48, 228, 318, 564];
  p.rect(48, y - 6, 516, 20, [0.922, 0.976, 0.933]); // primary.50
  p.text(54, y, 9, 'Insurer (NAIC number)', true);
  p.text(234, y, 9, 'Date contacted', true);
  p.text(324, y, 9, 'Reason for declination', true);
  for (let i = 0; i < 3; i++) {
    y -= 28;
    p.text(40, y + 6, 9, `${i + 1}.`);
    p.line(cols[0]!, y - 2, cols[3]!, y - 2);
    p.line(cols[1]!, y + 20, cols[1]!, y - 2, 0.3);
    p.line(cols[2]!, y + 20, cols[2]!, y - 2, 0.3);
  }
  y -= 34;
  p.text(48, y, 12, 'Producer attestation', true);
  y -= 16;
  const attest =
    'I attest that the insurers above are admitted in this state, that each was asked to write this risk, and that ' +
    'each declined. The statements on this form are true to the best of my knowledge.';
  for (const l of wrap(attest, 98)) {
    p.text(48, y, 10, l);
    y -= 14;
  }
  y -= 22;
  p.field(48, y, 250, 'Producer name and license number');
  p.field(318, y, 246, 'Agency');
  y -= 40;
  p.field(48, y, 250, 'Signature');
  p.field(318, y, 246, 'Date (MM/DD/YYYY)');
  p.text(48, 48, 8, `Form DE-${code}. Keep a copy with the placement file.`);
  return p.ops.join('\n');
}

/** A one-page PDF with Helvetica and Helvetica-Bold. */
function pdf(content: string, title: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${esc(title)}) /Producer (Almanac) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

mkdirSync(outDir, { recursive: true });
const codes = statesWithForms();
for (const code of codes) {
  const name = stateName(code)!;
  writeFileSync(
    join(outDir, `${code}.pdf`),
    pdf(formPage(code, name), `Diligent Effort Affidavit - ${name}`),
  );
}
console.log(`wrote ${codes.length} forms to ${outDir}`);
