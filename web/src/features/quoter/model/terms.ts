/**
 * The coverage-terms form and its rules (docs/requirements.md#quoter-pricing, #validation-terms):
 * the per-program validation with the spec's messages (core's, verbatim), when Calculate and Save &
 * Share are enabled, when the priced options are stale, the quote-completion payload, and the
 * pricing request variables (docs/requirements.md#api-quoting). Pure functions, no React.
 */
import {
  CUSTOM_TRIGGER_NUMBER_MESSAGE,
  DAILY_PRECIPITATION_CAP_IN,
  datasetOfProvider,
  EXHAUST_BELOW_TRIGGER_MESSAGE,
  EXHAUST_NOT_NEGATIVE_MESSAGE,
  EXHAUST_POSITIVE_MESSAGE,
  LIMIT_MESSAGE,
  limitDollarsSchema,
  programTypeOf,
  suggestedPrecipitationTerms,
  TRIGGER_BELOW_EXHAUST_MESSAGE,
  TRIGGER_POSITIVE_MESSAGE,
  type ProgramCode,
} from '@almanac/core';
import * as z from 'zod';
import type {
  CreateParametricCustomQuoteMutationVariables,
  CreateParametricQuoteMutationVariables,
} from '../../../lib/graphql/generated/graphql.js';
import { exhaustOf, isPrecipitation, type PricedQuote, strikeOf } from '../../../shared/quote/quote.js';
import type { LocationSelection, OptionTerms, PolicyPeriod, QuoterResults } from './wizard.js';

export { LIMIT_MESSAGE, TRIGGER_BELOW_EXHAUST_MESSAGE, TRIGGER_POSITIVE_MESSAGE, EXHAUST_POSITIVE_MESSAGE };

/** The form's fields, as typed (strings). Precipitation uses trigger and exhaust; temperature the custom trigger. */
export interface TermsValues {
  limit: string;
  trigger: string;
  exhaust: string;
  customTrigger: string;
}

export const emptyTerms: TermsValues = { limit: '', trigger: '', exhaust: '', customTrigger: '' };

/** The history's extremes a custom temperature trigger is checked against (getIndexDataV2 min/max). */
export interface TriggerBounds {
  min?: number | null;
  max?: number | null;
}

/** One decimal, as the server rounds the history's extremes (core's validateCustomTrigger). */
export const roundTenths = (n: number): number => Math.round(n * 10) / 10;
const round2 = (n: number): number => Math.round(n * 100) / 100;

export const customTriggerBelowMessage = (max: number): string =>
  `Custom trigger must be below ${roundTenths(max).toFixed(1)}`;
export const customTriggerAboveMessage = (min: number): string =>
  `Custom trigger must be above ${roundTenths(min).toFixed(1)}`;
export { CUSTOM_TRIGGER_NUMBER_MESSAGE };

/** A typed amount: "$100,000" and "100000" are the same; '' stays blank. */
export const normalizeAmount = (value: string): string => value.replace(/[$,\s]/g, '');

/** The number in a field, or null when it is blank or not a number. */
export function parseNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const s = normalizeAmount(String(value));
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const blank = (v: string) => normalizeAmount(v) === '';

/** The limit of liability: core's rule (at least $1,000, at most $1bn, whole cents) on the typed amount. */
const limitSchema = z.preprocess((v) => (typeof v === 'string' ? normalizeAmount(v) : v), limitDollarsSchema);

/**
 * The form schema of a program; temperature takes the history's bounds once they are known. Every
 * field is checked on its own (one bad field does not hide another's message).
 */
export function termsSchema(program: ProgramCode, bounds: TriggerBounds = {}) {
  const precipitation = isPrecipitation(program);
  const below = program === 'LPC';
  const high = program === 'HTC';
  return z
    .object({ limit: z.string(), trigger: z.string(), exhaust: z.string(), customTrigger: z.string() })
    .superRefine((v, ctx) => {
      const issue = (path: keyof TermsValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const limit = limitSchema.safeParse(v.limit);
      if (!limit.success) issue('limit', limit.error.issues[0]?.message ?? LIMIT_MESSAGE);
      if (precipitation) {
        const trigger = parseNumber(v.trigger);
        const exhaust = parseNumber(v.exhaust);
        if (trigger === null || !(trigger > 0)) issue('trigger', TRIGGER_POSITIVE_MESSAGE);
        if (below) {
          if (exhaust === null || exhaust < 0) issue('exhaust', EXHAUST_NOT_NEGATIVE_MESSAGE);
          else if (trigger !== null && trigger > 0 && !(exhaust < trigger))
            issue('exhaust', EXHAUST_BELOW_TRIGGER_MESSAGE);
        } else {
          if (exhaust === null || !(exhaust > 0)) issue('exhaust', EXHAUST_POSITIVE_MESSAGE);
          else if (trigger !== null && trigger > 0 && !(trigger < exhaust))
            issue('trigger', TRIGGER_BELOW_EXHAUST_MESSAGE);
        }
        return;
      }
      if (blank(v.customTrigger)) return;
      const custom = parseNumber(v.customTrigger);
      if (custom === null) return issue('customTrigger', CUSTOM_TRIGGER_NUMBER_MESSAGE);
      if (high && bounds.max != null && custom > roundTenths(bounds.max))
        issue('customTrigger', customTriggerBelowMessage(bounds.max));
      if (!high && bounds.min != null && custom < roundTenths(bounds.min))
        issue('customTrigger', customTriggerAboveMessage(bounds.min));
    });
}

/** Field errors of the values (first message per field), empty when valid. */
export function validateTerms(
  program: ProgramCode,
  values: TermsValues,
  bounds: TriggerBounds = {},
): Partial<Record<keyof TermsValues, string>> {
  const parsed = termsSchema(program, bounds).safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<keyof TermsValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof TermsValues;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** Calculate (and the form's submit) is disabled while loading or while the limit is empty or not above 0. */
export function canCalculate(values: Pick<TermsValues, 'limit'>, loading: boolean): boolean {
  const limit = parseNumber(values.limit);
  return !loading && limit !== null && limit > 0;
}

const same = (a: number | null | undefined, b: number | null | undefined): boolean =>
  (a ?? null) === null || (b ?? null) === null ? (a ?? null) === (b ?? null) : round2(a!) === round2(b!);

/**
 * Whether the form no longer matches the priced options: the limit changed, or (precipitation) the
 * trigger or exhaust differ from the selected option's, or (temperature) the custom trigger differs
 * from the one priced. No results: nothing to be stale.
 */
export function termsChanged(
  program: ProgramCode,
  values: TermsValues,
  results: QuoterResults | null,
  selected: PricedQuote | null,
): boolean {
  if (!results || results.quotes.length === 0) return false;
  if (!same(parseNumber(values.limit), results.maxPaymentAmount)) return true;
  if (isPrecipitation(program)) {
    if (!selected) return false;
    return (
      !same(parseNumber(values.trigger), strikeOf(selected)) ||
      !same(parseNumber(values.exhaust), exhaustOf(selected))
    );
  }
  return !same(parseNumber(values.customTrigger), results.customTriggerTemperature);
}

/** Save & Share is disabled while the terms are stale, invalid, loading, or the net premium is zero. */
export function canSaveAndShare(opts: {
  stale: boolean;
  valid: boolean;
  loading: boolean;
  selected: PricedQuote | null;
}): boolean {
  return !!opts.selected && !opts.stale && opts.valid && !opts.loading && opts.selected.netPremium > 0;
}

/** The quote-completion payload (docs/requirements.md#entity-quoter-state) of the selected option. */
export function completionPayload(program: ProgramCode, selected: PricedQuote): OptionTerms {
  return {
    netPremium: selected.netPremium,
    strike: strikeOf(selected),
    exhaust: exhaustOf(selected),
    maxPaymentAmount: selected.limitOfLiability,
    ...(program === 'HPC'
      ? { dailyPrecipitationCap: selected.dailyPrecipitationCap ?? DAILY_PRECIPITATION_CAP_IN }
      : {}),
    savedQuoteId: selected.id,
  };
}

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** A limit as the form shows it: `100,000`. */
export const formatAmount = (dollars: number): string => amount.format(dollars);

/** The form's values for priced results: the limit priced, the selected option's trigger and exhaust. */
export function valuesFromResults(results: QuoterResults, selected: PricedQuote | null): TermsValues {
  return {
    limit: results.maxPaymentAmount !== undefined ? formatAmount(results.maxPaymentAmount) : '',
    trigger: selected
      ? strikeOf(selected).toFixed(2)
      : results.trigger !== undefined
        ? String(results.trigger)
        : '',
    exhaust: selected
      ? exhaustOf(selected).toFixed(2)
      : results.exhaust !== undefined
        ? String(results.exhaust)
        : '',
    customTrigger:
      results.customTriggerTemperature !== undefined ? String(results.customTriggerTemperature) : '',
  };
}

/**
 * A starting trigger and exhaust from the index history (core's rule: the 1-in-5 level to the most
 * extreme year), as the terms form shows them.
 */
export function suggestedTermsValues(
  program: ProgramCode,
  yearlyIndex: readonly number[],
): Pick<TermsValues, 'trigger' | 'exhaust'> | null {
  const s = suggestedPrecipitationTerms(program, yearlyIndex);
  return s ? { trigger: s.trigger.toFixed(2), exhaust: s.exhaust.toFixed(2) } : null;
}

export const WEIGHT_DECIMALS = 6;

const isoStart = (date: string) => `${date}T00:00:00.000Z`;

/** The locations as the API takes them: lat, lon and the weight as a fraction. */
export const weightedLocationsOf = (location: LocationSelection) =>
  location.locations.map((l) => ({
    lat: l.lat,
    lon: l.lng,
    weight: Number((l.weight / 100).toFixed(WEIGHT_DECIMALS)),
  }));

/** A create call: the operation and its variables (the generated types of api/pricing-api.ts). */
export type PricingCall =
  | { operation: 'createParametricCustomQuote'; variables: CreateParametricCustomQuoteMutationVariables }
  | { operation: 'createParametricQuote'; variables: CreateParametricQuoteMutationVariables };

export type PricingOperation = PricingCall['operation'];

/**
 * The create call for the terms (docs/requirements.md#api-quoting): excess rainfall
 * createParametricCustomQuote (cpc_precip_us-daily, inch, USD); high and low temperature
 * createParametricQuote on the PRISM tmax/tmin dataset (deg_F) with the custom trigger as
 * preferredStrike; low rainfall createParametricQuote with its trigger and exhaust (inch).
 */
export function pricingCall(
  program: ProgramCode,
  ctx: { location: LocationSelection; period: PolicyPeriod },
  values: TermsValues,
  opts: { sync: boolean; targetMatch: boolean },
): PricingCall {
  const base = {
    collection: isPrecipitation(program) && ctx.location.dataset === 'CPC' ? 'cpc' : 'prism',
    dataset: datasetOfProvider(program, ctx.location.dataset),
    start: isoStart(ctx.period.startDate),
    end: isoStart(ctx.period.endDate),
    limit: parseNumber(values.limit),
    weightedLocations: weightedLocationsOf(ctx.location),
    targetMatch: opts.targetMatch,
    sync: opts.sync,
  };
  if (program === 'HPC') {
    return {
      operation: 'createParametricCustomQuote',
      variables: {
        ...base,
        strike: parseNumber(values.trigger),
        exhaust: parseNumber(values.exhaust),
        units: 'inch',
        currency: 'USD',
      },
    };
  }
  if (program === 'LPC') {
    return {
      operation: 'createParametricQuote',
      variables: {
        ...base,
        programType: programTypeOf.LPC,
        preferredStrike: parseNumber(values.trigger),
        exhaust: parseNumber(values.exhaust),
        units: 'inch',
      },
    };
  }
  return {
    operation: 'createParametricQuote',
    variables: {
      ...base,
      programType: programTypeOf[program],
      preferredStrike: parseNumber(values.customTrigger),
      units: 'deg_F',
    },
  };
}

/** The index request of the locations and period (getIndexDataV2). */
export function indexDataVariables(
  program: ProgramCode,
  ctx: { location: LocationSelection; period: PolicyPeriod },
) {
  return {
    input: {
      collection: isPrecipitation(program) && ctx.location.dataset === 'CPC' ? 'cpc' : 'prism',
      dataset: datasetOfProvider(program, ctx.location.dataset),
      start: isoStart(ctx.period.startDate),
      end: isoStart(ctx.period.endDate),
      weightedLocations: weightedLocationsOf(ctx.location),
      units: isPrecipitation(program) ? 'inch' : 'deg_F',
    },
    type: programTypeOf[program],
  };
}
