/**
 * Input schemas of the pricing API (docs/requirements.md#validation-terms, #api-quoting), with the
 * spec's messages verbatim. Numbers are coerced from strings (the terms forms); each schema's
 * output is the normalized request the server prices and stores. Rules that need data (the
 * dataset's latest date, the location's state, the history behind a custom trigger) are checked by
 * the server afterwards: core/src/quoting (period, locations) and the engine (custom trigger,
 * terms).
 */
import * as z from 'zod';
import { tooLongMessage } from './too-long.js';
import type { ProgramCode } from '../pricing/programs.js';
import { DAILY_PRECIPITATION_CAP_IN, programs } from '../pricing/programs.js';
import { WEIGHT_SUM_TOLERANCE } from '../pricing/weights.js';
import {
  datasetForProgram,
  programForDataset,
  resolveProgramCode,
  unitOf,
} from '../quoting/program-types.js';
import { formatUsd } from '../quoting/format.js';
import { MAX_QUOTE_LOCATIONS } from '../quoting/locations.js';
import {
  dollarsToCents,
  isWholeCents,
  MAX_LIMIT_DOLLARS,
  MIN_LIMIT_DOLLARS,
  WHOLE_CENTS_MESSAGE,
} from '../quoting/money.js';
import { daysInMonth } from '../weather/calendar.js';
import { type DatasetId, resolveDatasetId } from '../weather/datasets.js';

export const LIMIT_MESSAGE = 'The amount provided is not valid.';
export const TRIGGER_POSITIVE_MESSAGE = 'The trigger value must be greater than 0.';
export const EXHAUST_POSITIVE_MESSAGE = 'The exhaust value must be greater than 0.';
export const TRIGGER_BELOW_EXHAUST_MESSAGE = 'The trigger value must be less than the exhaust value.';
export const EXHAUST_BELOW_TRIGGER_MESSAGE = 'The exhaust value must be less than the trigger value.';
export const EXHAUST_NOT_NEGATIVE_MESSAGE = 'The exhaust value must not be negative.';
export const TOTAL_PERCENTAGE_MESSAGE = 'Total percentage must be 100%';
export const START_AFTER_END_MESSAGE = 'Start date must not be greater than the end date';
export const WEIGHT_MESSAGE = "Each location's weight must be greater than 0% and at most 100%";
export const LATITUDE_MESSAGE = 'Latitude must be between -90 and 90';
export const LONGITUDE_MESSAGE = 'Longitude must be between -180 and 180';
export const NO_LOCATIONS_MESSAGE = 'At least one location is required';

/**
 * The most an excess-precipitation index can total over a period: every day at the daily cap
 * (inches). A trigger at or above it can never be reached, so the cover could never pay.
 */
export function maxExcessPrecipitationIndexIn(start: string, end: string): number {
  const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
  return Math.max(0, days) * DAILY_PRECIPITATION_CAP_IN;
}

export const triggerUnreachableMessage = (maxIn: number): string =>
  `The trigger must be below ${maxIn} in: with each day's rain counted up to ${DAILY_PRECIPITATION_CAP_IN} in, this period can total at most ${maxIn} in.`;

/** null, undefined and '' are "not given"; anything else is coerced to a number. */
const blankToUndefined = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : v);

/** A number that must be given and pass `ok`; every failure (missing, NaN, out of range) says `message`. */
const requiredNumber = (message: string, ok: (n: number) => boolean) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).refine((n) => Number.isFinite(n) && ok(n), { message }),
  );

const optionalNumber = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .refine((n) => Number.isFinite(n), { message })
      .optional(),
  );

/** A limit of liability above zero but below the smallest cover worth a policy. */
export const LIMIT_BELOW_MINIMUM_MESSAGE = `The limit of liability must be at least ${formatUsd(MIN_LIMIT_DOLLARS)}.`;

/** Limit of liability in dollars: > 0, at least $1,000, at most $1bn, whole cents. */
export const limitDollarsSchema = requiredNumber(LIMIT_MESSAGE, (n) => n > 0 && n <= MAX_LIMIT_DOLLARS)
  .refine((n) => n >= MIN_LIMIT_DOLLARS, LIMIT_BELOW_MINIMUM_MESSAGE)
  .refine(isWholeCents, WHOLE_CENTS_MESSAGE);

const ISO_DATE_OR_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:T[0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * `YYYY-MM-DD`, or an ISO timestamp whose calendar date is taken as written (the web sends the
 * picked day at midnight UTC). The output is `YYYY-MM-DD`.
 */
export const calendarDateSchema = (label: 'Start' | 'End') =>
  z
    .string({ error: `${label} date is required` })
    .trim()
    .min(1, `${label} date is required`)
    .refine(
      (v) => {
        const m = ISO_DATE_OR_TIMESTAMP.exec(v);
        if (!m) return false;
        const month = Number(m[2]);
        const day = Number(m[3]);
        return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(m[1]), month);
      },
      { message: `${label} date is not a valid date` },
    )
    .transform((v) => v.slice(0, 10));

export const weightedLocationSchema = z.object({
  lat: z.number({ error: LATITUDE_MESSAGE }).min(-90, LATITUDE_MESSAGE).max(90, LATITUDE_MESSAGE),
  lon: z.number({ error: LONGITUDE_MESSAGE }).min(-180, LONGITUDE_MESSAGE).max(180, LONGITUDE_MESSAGE),
  weight: z.number({ error: WEIGHT_MESSAGE }).gt(0, WEIGHT_MESSAGE).max(1, WEIGHT_MESSAGE),
});

/** Weights are fractions (the UI's whole percents / 100) summing to 1. */
export const weightedLocationsSchema = z
  .array(weightedLocationSchema, { error: NO_LOCATIONS_MESSAGE })
  .min(1, NO_LOCATIONS_MESSAGE)
  .max(MAX_QUOTE_LOCATIONS, `At most ${MAX_QUOTE_LOCATIONS} locations can be priced together`)
  .refine((ls) => Math.abs(ls.reduce((s, l) => s + l.weight, 0) - 1) <= WEIGHT_SUM_TOLERANCE, {
    message: TOTAL_PERCENTAGE_MESSAGE,
  });

const optionalText = (name: string) => z.string().trim().max(200, tooLongMessage(name, 200)).nullish();
const flag = (byDefault: boolean) =>
  z
    .boolean()
    .nullish()
    .transform((v) => v ?? byDefault);
const currency = z
  .literal('USD', { error: 'Only USD is supported' })
  .nullish()
  .transform(() => 'USD' as const);

/** The request the server prices and stores (both create operations normalize to it). */
export interface QuoteRequest {
  readonly program: ProgramCode;
  readonly datasetId: DatasetId;
  /**
   * false when the caller named no dataset (`datasetId` is then the program's default until the
   * server picks the program's dataset with observed data for the cells); absent: named.
   */
  readonly datasetNamed?: false;
  readonly collection: string | null;
  readonly startDate: string;
  readonly endDate: string;
  readonly limitCents: number;
  /** HPC/LPC trigger; HTC/LTC custom trigger (null: the options from the history only). */
  readonly trigger: number | null;
  /** HPC/LPC exhaust; null for HTC/LTC (the per-degree rule sets it). */
  readonly exhaust: number | null;
  readonly targetMatch: boolean;
  readonly currency: 'USD';
  readonly locations: readonly { readonly lat: number; readonly lon: number; readonly weight: number }[];
}

export interface QuoteSubmission {
  readonly request: QuoteRequest;
  /** true: price now (RISK_OVERLOADED when busy); false: queue for the pricing worker. */
  readonly sync: boolean;
}

const issue = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

/** Fields both create operations take, before and after their program's own. */
const quoteHeadFields = {
  collection: optionalText('collection'),
  dataset: optionalText('dataset'),
  limit: limitDollarsSchema,
};
const quoteTailFields = {
  start: calendarDateSchema('Start'),
  end: calendarDateSchema('End'),
  weightedLocations: weightedLocationsSchema,
  targetMatch: flag(false),
  currency,
  sync: flag(true),
};

/** The priced request of parsed create input, given its program, trigger and exhaust. */
const quoteSubmissionOf = (
  v: z.output<z.ZodObject<typeof quoteHeadFields & typeof quoteTailFields>>,
  program: ProgramCode,
  trigger: number | null,
  exhaust: number | null,
): QuoteSubmission => ({
  sync: v.sync,
  request: {
    program,
    datasetId: datasetForProgram(program, v.dataset ?? undefined)!,
    ...(v.dataset ? {} : { datasetNamed: false as const }),
    collection: v.collection ?? null,
    startDate: v.start,
    endDate: v.end,
    limitCents: dollarsToCents(v.limit),
    trigger,
    exhaust,
    targetMatch: v.targetMatch,
    currency: v.currency,
    locations: v.weightedLocations,
  },
});

/** createParametricCustomQuote (excess precipitation, HPC). */
export const createParametricCustomQuoteSchema = z
  .object({
    ...quoteHeadFields,
    strike: requiredNumber(TRIGGER_POSITIVE_MESSAGE, (n) => n > 0),
    exhaust: requiredNumber(EXHAUST_POSITIVE_MESSAGE, (n) => n > 0),
    units: z.literal('inch', { error: 'Units must be inch' }).nullish(),
    ...quoteTailFields,
  })
  .superRefine((v, ctx) => {
    if (!(v.strike < v.exhaust)) issue(ctx, 'strike', TRIGGER_BELOW_EXHAUST_MESSAGE);
    if (v.start > v.end) issue(ctx, 'start', START_AFTER_END_MESSAGE);
    else {
      const maxIn = maxExcessPrecipitationIndexIn(v.start, v.end);
      if (v.strike >= maxIn) issue(ctx, 'strike', triggerUnreachableMessage(maxIn));
    }
    if (datasetForProgram('HPC', v.dataset ?? undefined) === null)
      issue(ctx, 'dataset', 'Excess precipitation is priced from cpc_precip_us-daily or prism-precip-daily');
  })
  .transform((v) => quoteSubmissionOf(v, 'HPC', v.strike, v.exhaust));

const PARAMETRIC_PROGRAMS: readonly ProgramCode[] = ['HTC', 'LTC', 'LPC'];
const PROGRAM_TYPE_MESSAGE = 'programType must be HighTemp, LowTemp or LowRainfall (HTC, LTC or LPC)';

/** createParametricQuote (high and low temperature, low precipitation). */
export const createParametricQuoteSchema = z
  .object({
    programType: z.string({ error: PROGRAM_TYPE_MESSAGE }).trim(),
    ...quoteHeadFields,
    /** HTC/LTC: the custom trigger (optional); LPC: the trigger (required). */
    preferredStrike: optionalNumber('The trigger value must be a number.'),
    /** LPC only: the exhaust (below the trigger, at least 0). */
    exhaust: optionalNumber('The exhaust value must be a number.'),
    units: z.enum(['deg_F', 'inch'], { error: 'Units must be deg_F or inch' }).nullish(),
    ...quoteTailFields,
  })
  .superRefine((v, ctx) => {
    const program = resolveProgramCode(v.programType);
    if (!program || !PARAMETRIC_PROGRAMS.includes(program)) {
      issue(ctx, 'programType', PROGRAM_TYPE_MESSAGE);
      return;
    }
    if (datasetForProgram(program, v.dataset ?? undefined) === null)
      issue(
        ctx,
        'dataset',
        `${programs[program].name} is priced from ${programs[program].datasets.join(' or ')}`,
      );
    if (v.units && v.units !== unitOf(program)) issue(ctx, 'units', `Units must be ${unitOf(program)}`);
    if (program === 'LPC') {
      if (v.preferredStrike === undefined || !(v.preferredStrike > 0))
        issue(ctx, 'preferredStrike', TRIGGER_POSITIVE_MESSAGE);
      else if (v.exhaust === undefined || v.exhaust < 0) issue(ctx, 'exhaust', EXHAUST_NOT_NEGATIVE_MESSAGE);
      else if (!(v.exhaust < v.preferredStrike)) issue(ctx, 'exhaust', EXHAUST_BELOW_TRIGGER_MESSAGE);
    }
    if (v.start > v.end) issue(ctx, 'start', START_AFTER_END_MESSAGE);
  })
  .transform((v) => {
    const program = resolveProgramCode(v.programType)!;
    return quoteSubmissionOf(
      v,
      program,
      v.preferredStrike ?? null,
      program === 'LPC' ? (v.exhaust ?? null) : null,
    );
  });

export interface IndexDataRequest {
  readonly program: ProgramCode;
  readonly datasetId: DatasetId;
  readonly startDate: string;
  readonly endDate: string;
  readonly locations: QuoteRequest['locations'];
}

/**
 * getIndexDataV2 / getIndexData: `type` names the program (a code, a program type, or `high` /
 * `low`); without it the dataset decides (tmax: HTC, tmin: LTC, precipitation: HPC).
 */
export const indexDataSchema = z
  .object({
    input: z.object(
      {
        collection: optionalText('collection'),
        dataset: optionalText('dataset'),
        start: calendarDateSchema('Start'),
        end: calendarDateSchema('End'),
        weightedLocations: weightedLocationsSchema,
        units: z.enum(['deg_F', 'inch'], { error: 'Units must be deg_F or inch' }).nullish(),
      },
      { error: 'input is required' },
    ),
    type: optionalText('type'),
  })
  .superRefine((v, ctx) => {
    const named = v.type ? resolveProgramCode(v.type) : null;
    if (v.type && !named) return issue(ctx, 'type', `Unknown index type ${v.type}`);
    const dataset = v.input.dataset ? resolveDatasetId(v.input.dataset) : null;
    if (v.input.dataset && !dataset) return issue(ctx, 'input.dataset', `Unknown dataset ${v.input.dataset}`);
    const program = named ?? (dataset ? programForDataset(dataset) : null);
    if (!program) return issue(ctx, 'input.dataset', 'dataset is required');
    if (datasetForProgram(program, v.input.dataset ?? undefined) === null)
      issue(
        ctx,
        'input.dataset',
        `${programs[program].name} is computed from ${programs[program].datasets.join(' or ')}`,
      );
    if (v.input.units && v.input.units !== unitOf(program))
      issue(ctx, 'input.units', `Units must be ${unitOf(program)}`);
    if (v.input.start > v.input.end) issue(ctx, 'input.start', START_AFTER_END_MESSAGE);
  })
  .transform((v): IndexDataRequest => {
    const dataset = v.input.dataset ? resolveDatasetId(v.input.dataset) : null;
    const program = (v.type ? resolveProgramCode(v.type) : null) ?? programForDataset(dataset!);
    return {
      program,
      datasetId: datasetForProgram(program, v.input.dataset ?? undefined)!,
      startDate: v.input.start,
      endDate: v.input.end,
      locations: v.input.weightedLocations,
    };
  });

export const datasetArgSchema = z.object({
  dataset: z
    .string({ error: 'dataset is required' })
    .trim()
    .refine((d) => resolveDatasetId(d) !== null, { message: 'Unknown dataset' })
    .transform((d) => resolveDatasetId(d)!),
});

/** getLPCDates / getLTCDates: an optional program (the query's own by default). */
export const programDatesArgSchema = (byDefault: ProgramCode) =>
  z.object({
    programType: z
      .string()
      .trim()
      .nullish()
      .refine((p) => !p || resolveProgramCode(p) !== null, { message: 'Unknown program type' })
      .transform((p) => (p ? resolveProgramCode(p)! : byDefault)),
  });

export const idArgSchema = z.object({
  id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(200),
});
