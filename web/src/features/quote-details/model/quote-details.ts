/**
 * The premium indication details page as data (docs/requirements.md#quote-details, #entity-quote,
 * #validation-begin-application, #purchase-availability, #display-formats): the quote's fields it
 * reads, its status, the Begin Application rule and tooltip, the Activity timeline, the Kentucky
 * tax rule, the coverage summary rows and the locations. No React.
 */
import {
  agentTimeline,
  formatUsDate,
  formatUsd,
  type ProgramCode,
  programs,
  purchaseBlock,
  purchaseBlockMessage,
  type QuoteStatus,
  quoteStatusOf,
} from '@almanac/core';
import {
  formatIndex,
  formatRelativeStrike,
  optionTitle,
  perUnitLossLabel,
} from '../../../shared/quote/coverage-format.js';
import type {
  GetContractByQuoteIdQuery,
  QuoteDetailsFieldsFragment,
  QuoteEventFieldsFragment,
} from '../../../lib/graphql/generated/graphql.js';
import { exhaustOf, isPrecipitation } from '../../../shared/quote/quote.js';

/** One entry of a quote's or a contract's history. */
export type TimelineEvent = QuoteEventFieldsFragment;

/** A saved premium indication as the details page reads it (getQuote). */
export type QuoteDetails = QuoteDetailsFieldsFragment;

/** The application made from a quote (getContractByQuoteId), null until there is one. */
export type ContractSummary = NonNullable<GetContractByQuoteIdQuery['getContractByQuoteId']>;

const programCodes = Object.keys(programs) as ProgramCode[];

/** The quote's program code; the server answers one of the four priced programs. */
export function programOf(quote: Pick<QuoteDetails, 'programName'>): ProgramCode {
  const code = quote.programName?.toUpperCase() as ProgramCode;
  return programCodes.includes(code) ? code : 'HPC';
}

export const statusOf = (quote: Pick<QuoteDetails, 'frozenAt'>): QuoteStatus => quoteStatusOf(quote);

/** The Activity timeline: the quote's and its contract's events for Agent, oldest first. */
export function timelineOf(
  quote: Pick<QuoteDetails, 'history'>,
  contract: Pick<ContractSummary, 'history'> | null | undefined,
): TimelineEvent[] {
  return agentTimeline([...(quote.history ?? []), ...(contract?.history ?? [])]);
}

export type BeginApplicationState =
  { kind: 'hidden' } | { kind: 'disabled'; reason: string } | { kind: 'enabled' };

/**
 * Begin Application (docs/requirements.md#quote-details, #validation-begin-application,
 * #purchase-availability): hidden once submitted; disabled, with the spec's tooltip, outside the
 * 60-day inception window, after the application deadline, when the quote has expired (the
 * liftApplicationDeadline flag lifts these three) or without bind permission. Enabled, it creates
 * the application when a client is attached, else opens Apply for Coverage with the indication
 * chosen (shared/applications).
 */
export function beginApplicationState(
  quote: Pick<
    QuoteDetails,
    'id' | 'programName' | 'createdAt' | 'riskPeriod' | 'applicationDeadline' | 'clientId' | 'frozenAt'
  >,
  ctx: {
    now: Date;
    canBind: boolean;
    liftApplicationDeadline: boolean;
  },
): BeginApplicationState {
  if (statusOf(quote) === 'Submitted') return { kind: 'hidden' };
  const program = programOf(quote);
  const block = purchaseBlock(
    {
      program,
      createdAt: quote.createdAt,
      riskPeriod: quote.riskPeriod,
      applicationDeadline: quote.applicationDeadline,
      clientId: quote.clientId,
      frozenAt: quote.frozenAt,
    },
    {
      now: ctx.now,
      canBind: ctx.canBind,
      liftApplicationDeadline: ctx.liftApplicationDeadline,
      // Without a client, Begin Application opens Apply for Coverage to pick one.
      requireClient: false,
    },
  );
  if (block) return { kind: 'disabled', reason: purchaseBlockMessage(block, program) };
  return { kind: 'enabled' };
}

export interface SummaryRow {
  label: string;
  value: string;
  hint?: string;
}

/** "07/01/2026 – 08/31/2026" */
export const formatPeriod = (p: { startDate: string; endDate: string }): string =>
  `${formatUsDate(p.startDate)} – ${formatUsDate(p.endDate)}`;

/** The Coverage Details summary rows. */
export function coverageRows(quote: QuoteDetails): SummaryRow[] {
  const program = programOf(quote);
  const relative = isPrecipitation(program) ? formatRelativeStrike(quote.relativeStrike) : null;
  const rows: SummaryRow[] = [
    { label: 'Program', value: `${quote.programTitle || programs[program].name} (${program})` },
    { label: 'Policy Period', value: formatPeriod(quote.riskPeriod) },
    { label: 'Days', value: String(quote.riskPeriod.days) },
    { label: 'Application Deadline', value: formatUsDate(quote.applicationDeadline) },
    { label: 'Limit of Liability', value: formatUsd(quote.limitOfLiability) },
    {
      label: 'Trigger',
      value: optionTitle(program, quote),
      hint: relative ? `${relative} of the 30-year average` : undefined,
    },
    { label: 'Exhaust', value: formatIndex(program, exhaustOf(quote)) },
    { label: perUnitLossLabel(program), value: formatUsd(quote.perUnitLoss) },
    { label: 'Premium Recovery', value: formatIndex(program, quote.breakEven) },
  ];
  if (quote.dailyPrecipitationCap !== null && quote.dailyPrecipitationCap !== undefined) {
    rows.push({ label: 'Daily Precipitation Cap', value: formatIndex(program, quote.dailyPrecipitationCap) });
  }
  return rows;
}

export interface LocationRow {
  key: string;
  lat: number;
  lon: number;
  state: string;
  /** Whole percent (the API sends a fraction). */
  weightPercent: number;
  cpcId: number | null;
}

export function locationRows(quote: Pick<QuoteDetails, 'locations'>): LocationRow[] {
  return (quote.locations?.features ?? []).map((f, i) => {
    const [lon = 0, lat = 0] = f.geometry.coordinates;
    return {
      key: `${i}-${lat}-${lon}`,
      lat,
      lon,
      state: f.properties.state,
      weightPercent: Math.round(f.properties.weight * 10_000) / 100,
      cpcId: f.properties.cpcId ?? null,
    };
  });
}

/** Coordinates at 3 decimals for CPC, 4 for PRISM (docs/requirements.md#display-formats). */
export function formatCoordinates(datasetType: string, lat: number, lon: number): string {
  const digits = datasetType.toUpperCase() === 'CPC' ? 3 : 4;
  return `${lat.toFixed(digits)}, ${lon.toFixed(digits)}`;
}

const eventDateFormat = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "07/01/2026, 3:05 PM" in the viewer's time zone. */
export function formatEventDate(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : eventDateFormat.format(new Date(t));
}

/** "07/01/2026" of a timestamp (the day in the viewer's time zone). */
export function formatDay(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const d = new Date(t);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
}

export const clientLabel = (q: Pick<QuoteDetails, 'clientName' | 'clientEmail'>): string =>
  q.clientName?.trim() || q.clientEmail || 'Client';
