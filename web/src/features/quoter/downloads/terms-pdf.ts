/**
 * The coverage-terms PDF (docs/requirements.md#quoter-coverage-terms, #display-formats), generated
 * in the browser with jsPDF: the terms of the selected option, the locations (name, state,
 * coordinates, weight), the price breakdown, the payout profile drawn as lines and the historical
 * payouts as observed and as if today, plus a note when the option was priced on demo data.
 *
 * File name: hpc_, lpc_, htc_ or ltc_ + premium_indication_{date}.pdf, the date as yyyy-MM-dd
 * (the day it is generated, local time): it sorts by date in a folder and cannot be misread as
 * dd-MM. This module is loaded only when a PDF is downloaded.
 */
import {
  AS_IF_TODAY_LABEL,
  AS_IF_TODAY_NOTE,
  DEMO_DATA_NOTE,
  OBSERVED_LABEL,
  paidYearsText,
  formatDocumentDate,
  PRODUCER_COMMISSION_PERCENT,
  type ProgramCode,
  TAX_UNAVAILABLE_MESSAGE,
} from '@almanac/core';
import { jsPDF } from 'jspdf';
import {
  formatIndex,
  formatPremiumRecovery,
  formatRelativeStrike,
  formatUsd,
  indexDescription,
  perUnitLossLabel,
  unitSymbol,
} from '../../../shared/quote/coverage-format.js';
import { formatLatLng } from '../../../shared/locations/location-rules.js';
import {
  exhaustOf,
  historicalRows,
  isPrecipitation,
  type PricedQuote,
  strikeOf,
} from '../../../shared/quote/quote.js';
import type { DatasetChoice } from '../model/wizard.js';
import { pdfSafeText } from './pdf-text.js';
import { priceBreakdownRows } from '../../../shared/quote/price-breakdown.js';

export interface TermsPdfLocation {
  name: string;
  state: string | null;
  lat: number;
  lng: number;
  /** Whole percent. */
  weight: number;
}

export interface TermsPdfInput {
  program: ProgramCode;
  programTitle: string;
  /** The selected option. */
  quote: PricedQuote;
  locations: readonly TermsPdfLocation[];
  dataset: DatasetChoice;
  client: { name: string; email: string } | null;
  generatedAt: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd of a date in local time. */
export const fileDate = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** `hpc_premium_indication_2026-05-01.pdf` */
export const termsPdfFileName = (program: ProgramCode, generatedAt: Date): string =>
  `${program.toLowerCase()}_premium_indication_${fileDate(generatedAt)}.pdf`;

// Letter, in points.
const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 48;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const NAVY: [number, number, number] = [15, 31, 61];
const GREEN: [number, number, number] = [31, 127, 59];
const MUTED: [number, number, number] = [90, 98, 112];
const AMBER_BG: [number, number, number] = [255, 248, 225];
const AMBER: [number, number, number] = [138, 58, 0];

/** Build the PDF; the caller saves it (`doc.save(name)`) or reads it (`doc.output()`). */
export function buildTermsPdf(input: TermsPdfInput): jsPDF {
  const { program, quote } = input;
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: false });
  doc.setProperties({
    title: `Premium indication - ${input.programTitle}`,
    subject: 'Coverage terms',
    creator: 'Almanac',
  });
  let y = MARGIN;

  const ensure = (height: number) => {
    if (y + height > PAGE_H - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
  };
  const text = (
    value: string,
    x: number,
    opts: { size?: number; bold?: boolean; color?: [number, number, number]; align?: 'left' | 'right' } = {},
  ) => {
    doc.setFont('helvetica', opts.bold ? 'bold' : 'normal');
    doc.setFontSize(opts.size ?? 10);
    doc.setTextColor(...(opts.color ?? [0, 0, 0]));
    doc.text(pdfSafeText(value), x, y, { align: opts.align ?? 'left' });
  };
  const heading = (title: string, keepWith = 0) => {
    ensure(34 + keepWith);
    y += 12;
    text(title, MARGIN, { size: 13, bold: true, color: NAVY });
    y += 6;
    doc.setDrawColor(...GREEN);
    doc.setLineWidth(1);
    doc.line(MARGIN, y, MARGIN + CONTENT_W, y);
    y += 16;
  };
  const rows = (pairs: [string, string, boolean?][]) => {
    for (const [label, value, detail] of pairs) {
      ensure(14);
      text(label, MARGIN + (detail ? 12 : 0), { color: MUTED, size: detail ? 9 : 10 });
      text(value, MARGIN + CONTENT_W, { bold: !detail, align: 'right', size: detail ? 9 : 10 });
      y += 14;
    }
  };
  const paragraph = (value: string, opts: { size?: number; color?: [number, number, number] } = {}) => {
    const size = opts.size ?? 9;
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(size);
    const lines = doc.splitTextToSize(pdfSafeText(value), CONTENT_W) as string[];
    for (const line of lines) {
      ensure(size + 4);
      text(line, MARGIN, { size, color: opts.color ?? MUTED });
      y += size + 3;
    }
  };

  // Header.
  doc.setFillColor(...NAVY);
  doc.rect(0, 0, PAGE_W, 60, 'F');
  y = 26;
  text('Almanac', MARGIN, { size: 16, bold: true, color: [255, 255, 255] });
  text('Premium Indication', MARGIN + CONTENT_W, {
    size: 12,
    bold: true,
    color: [255, 255, 255],
    align: 'right',
  });
  y = 45;
  text(`${input.programTitle} (${program})`, MARGIN, { size: 10, color: [205, 239, 213] });
  text(`Generated ${formatDocumentDate(fileDate(input.generatedAt))}`, MARGIN + CONTENT_W, {
    size: 10,
    color: [205, 239, 213],
    align: 'right',
  });
  y = 60 + 20;

  if (quote.dataOrigin === 'demo') {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    const lines = doc.splitTextToSize(DEMO_DATA_NOTE, CONTENT_W - 20) as string[];
    const h = lines.length * 12 + 22;
    doc.setFillColor(...AMBER_BG);
    doc.setDrawColor(...AMBER);
    doc.rect(MARGIN, y - 12, CONTENT_W, h, 'FD');
    text('Demo data', MARGIN + 10, { size: 10, bold: true, color: AMBER });
    y += 14;
    for (const line of lines) {
      text(line, MARGIN + 10, { size: 9, color: AMBER });
      y += 12;
    }
    y += 8;
  }

  // Coverage terms.
  heading('Coverage Terms');
  const precipitation = isPrecipitation(program);
  const relative = formatRelativeStrike(quote.relativeStrike);
  const terms: [string, string][] = [
    ['Program', `${input.programTitle} (${program})`],
    [
      'Policy period',
      `${formatDocumentDate(quote.riskPeriod.startDate)} to ${formatDocumentDate(quote.riskPeriod.endDate)} (${quote.riskPeriod.days} days)`,
    ],
    ['Application deadline', formatDocumentDate(quote.applicationDeadline)],
    ...(input.client
      ? ([['Client', `${input.client.name} (${input.client.email})`]] as [string, string][])
      : []),
    ['Limit of Liability', formatUsd(quote.limitOfLiability)],
    [
      'Trigger',
      `${formatIndex(program, strikeOf(quote))}${precipitation && relative ? ` (${relative} of the 30-year average)` : ''}`,
    ],
    ['Exhaust', formatIndex(program, exhaustOf(quote))],
    [perUnitLossLabel(program), formatUsd(quote.perUnitLoss)],
    ['Premium Recovery', formatPremiumRecovery(program, quote.breakEven)],
    ...(program === 'HPC'
      ? ([['Daily Precipitation Cap', formatIndex(program, quote.dailyPrecipitationCap ?? 2.5)]] as [
          string,
          string,
        ][])
      : []),
    [
      'Index (minimum / average / maximum)',
      `${formatIndex(program, quote.indexSummary.minimum)} / ${formatIndex(program, quote.indexSummary.average)} / ${formatIndex(program, quote.indexSummary.maximum)}`,
    ],
    ['Dataset', `${quote.dataset.title}${quote.dataOrigin === 'demo' ? ' (demo data)' : ''}`],
  ];
  rows(terms);
  paragraph(
    `Index: ${indexDescription(program).toLowerCase()}, weighted across the locations. The payout grows by ${formatUsd(quote.perUnitLoss)} per ${precipitation ? 'inch' : 'degree'} past the trigger, up to the limit at the exhaust.`,
  );

  // Locations.
  heading('Locations');
  const cols = [MARGIN, MARGIN + 220, MARGIN + 290, MARGIN + CONTENT_W];
  ensure(16);
  text('Name', cols[0]!, { bold: true, size: 9, color: MUTED });
  text('State', cols[1]!, { bold: true, size: 9, color: MUTED });
  text('Coordinates (lat, lng)', cols[2]!, { bold: true, size: 9, color: MUTED });
  text('Weight', cols[3]!, { bold: true, size: 9, color: MUTED, align: 'right' });
  y += 14;
  for (const l of input.locations) {
    ensure(14);
    const name = (doc.splitTextToSize(l.name || 'Location', 210) as string[])[0] ?? '';
    text(name, cols[0]!, { size: 9 });
    text(l.state ?? '-', cols[1]!, { size: 9 });
    text(formatLatLng(l.lat, l.lng, input.dataset), cols[2]!, { size: 9 });
    text(`${l.weight}%`, cols[3]!, { size: 9, align: 'right' });
    y += 14;
  }

  // Price breakdown.
  heading('Price Breakdown');
  rows(priceBreakdownRows(quote).map((r) => [r.label, r.value, r.kind === 'detail']));
  if (quote.taxStatus === 'unavailable') paragraph(quote.taxMessage ?? TAX_UNAVAILABLE_MESSAGE);
  paragraph(
    `The premium includes a ${PRODUCER_COMMISSION_PERCENT}% producer commission. Payment is due in full 15 days before inception.`,
  );

  // Payout profile.
  const chartHeight = 126;
  heading('Payout Profile', chartHeight + 20);
  drawPayoutProfile(doc, program, quote, MARGIN, y, CONTENT_W, chartHeight);
  y += chartHeight + 14;

  // Historical payouts, as observed and as if today.
  const history = historicalRows([quote]);
  if (history.length > 0) {
    heading('Historical Payouts');
    const paid = history.filter((r) => (r.payouts[0] ?? 0) > 0).length;
    const paidToday = history.filter((r) => (r.payoutsAsIfToday[0] ?? 0) > 0).length;
    rows([
      [`Average yearly payout, ${OBSERVED_LABEL.toLowerCase()}`, formatUsd(quote.averageHistoricalPayout)],
      [
        `Average yearly payout, ${AS_IF_TODAY_LABEL.toLowerCase()}`,
        formatUsd(quote.averageHistoricalPayoutAsIfToday),
      ],
    ]);
    paragraph(`${paidYearsText(paid, paidToday, history.length)} ${AS_IF_TODAY_NOTE}`);
  }
  paragraph(
    'An estimate for discussion, not an offer of coverage: coverage is bound once an application is approved and paid.',
    { size: 8 },
  );
  return doc;
}

/** The payout (y, dollars) against the index (x) at the profile's points, with trigger and exhaust marked. */
function drawPayoutProfile(
  doc: jsPDF,
  program: ProgramCode,
  quote: PricedQuote,
  x0: number,
  top: number,
  w: number,
  h: number,
) {
  const plotX = x0 + 60;
  const plotW = w - 70;
  const plotH = h - 24;
  const points = quote.payoutProfile.filter((p) => Number.isFinite(p.index) && Number.isFinite(p.payout));
  const xs = points.map((p) => p.index);
  const minX = Math.min(...xs, strikeOf(quote), exhaustOf(quote));
  const maxX = Math.max(...xs, strikeOf(quote), exhaustOf(quote));
  const maxY = Math.max(quote.limitOfLiability, ...points.map((p) => p.payout), 1);
  const sx = (v: number) => plotX + (maxX === minX ? 0 : ((v - minX) / (maxX - minX)) * plotW);
  const sy = (v: number) => top + plotH - (v / maxY) * plotH;

  doc.setDrawColor(160, 166, 176);
  doc.setLineWidth(0.5);
  doc.line(plotX, top, plotX, top + plotH);
  doc.line(plotX, top + plotH, plotX + plotW, top + plotH);

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.setTextColor(...MUTED);
  doc.text(formatUsd(maxY), plotX - 6, top + 3, { align: 'right' });
  doc.text(formatUsd(0), plotX - 6, top + plotH + 3, { align: 'right' });
  doc.text(formatIndex(program, minX), plotX, top + plotH + 14);
  doc.text(formatIndex(program, maxX), plotX + plotW, top + plotH + 14, { align: 'right' });
  doc.text(`Index (${unitSymbol(program)})`, plotX + plotW / 2, top + plotH + 22, { align: 'center' });

  // Trigger and exhaust.
  doc.setLineDashPattern([3, 3], 0);
  for (const [value, label] of [
    [strikeOf(quote), 'Trigger'],
    [exhaustOf(quote), 'Exhaust'],
  ] as const) {
    doc.setDrawColor(...MUTED);
    doc.line(sx(value), top, sx(value), top + plotH);
    doc.text(`${label} ${formatIndex(program, value)}`, sx(value) + 3, top + 9);
  }
  doc.setLineDashPattern([], 0);

  if (points.length > 1) {
    doc.setDrawColor(...GREEN);
    doc.setLineWidth(1.5);
    const deltas: [number, number][] = [];
    for (let i = 1; i < points.length; i++) {
      deltas.push([
        sx(points[i]!.index) - sx(points[i - 1]!.index),
        sy(points[i]!.payout) - sy(points[i - 1]!.payout),
      ]);
    }
    doc.lines(deltas, sx(points[0]!.index), sy(points[0]!.payout), [1, 1], 'S', false);
  }
}
