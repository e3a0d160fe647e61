/**
 * The settlement of a bound policy at the end of its period (docs/requirements.md#claims): when it
 * is ready (the wait for provisional data to settle, the data reaching the period's end, no day
 * missing, no day still an early estimate), its observed index from the same engine that priced it (computeYearlyIndex for the
 * policy year) and its payout from the policy's terms (payoutCents), in whole cents.
 */
import { computeYearlyIndex, type WeightedSeries, YearStatus } from '../pricing/yearly-index.js';
import { payoutCents, type PayoutTerms } from '../pricing/payout.js';
import type { ProgramCode } from '../pricing/programs.js';
import { epochDayOfIso, isoOfEpochDay } from '../weather/calendar.js';
import { countVersions, type DataStatus, type DataVersions } from '../weather/data-versions.js';
import { datasetById, type DatasetProvider } from '../weather/datasets.js';
import { parseRiskPeriod, type RiskPeriod } from '../weather/risk-period.js';
import type { IndexUnit } from '../weather/units.js';
import { SettlementOutcome } from './claim-statuses.js';

/**
 * Days after a period's end before it is settled, per data provider: PRISM's daily grids are
 * provisional for a while and revised, CPC's gauge analysis settles sooner. The functions'
 * SETTLEMENT_WAIT_DAYS setting overrides it for every dataset.
 */
export const SETTLEMENT_WAIT_DAYS_DEFAULT: Readonly<Record<DatasetProvider, number>> = { PRISM: 14, CPC: 7 };

/** The wait for a dataset: the configured one when set, else its provider's default (14 for unknown ids). */
export function settlementWaitDays(datasetId: string, configured?: number): number {
  if (configured !== undefined && Number.isInteger(configured) && configured >= 0) return configured;
  const provider = datasetById(datasetId)?.provider;
  return provider ? SETTLEMENT_WAIT_DAYS_DEFAULT[provider] : SETTLEMENT_WAIT_DAYS_DEFAULT.PRISM;
}

/** The smallest wait of any dataset: policies ending on or before today minus it may be ready. */
export const minimumSettlementWaitDays = (configured?: number): number =>
  configured !== undefined && Number.isInteger(configured) && configured >= 0
    ? configured
    : Math.min(...Object.values(SETTLEMENT_WAIT_DAYS_DEFAULT));

export type SettlementWait =
  | { readonly ready: true }
  /** The wait after the end has not passed yet (readyOn: the first day it may settle). */
  | { readonly ready: false; readonly reason: 'WAITING'; readonly readyOn: string }
  /** The dataset does not reach the period's end yet. */
  | { readonly ready: false; readonly reason: 'DATA_BEHIND'; readonly latestDate: string }
  /** Days of the period are still the provider's early estimate (PRISM version 1). */
  | { readonly ready: false; readonly reason: 'DATA_EARLY'; readonly earlyDays: number };

/**
 * The version of the data a settlement used (docs/pricing.md, "Data and versions"). The rule: a
 * policy settles, once the wait after its end has passed, on the first data in which no day of
 * its period is an early estimate; provisional days are accepted, and that settlement is final
 * (a later stable release does not reopen it). `status` is the least final status among the
 * period's days: `stable`, `provisional`, or `unknown` when the dataset records no versions
 * (the demo climate, data ingested before versions were recorded).
 */
export interface SettlementDataVersion {
  readonly status: Exclude<DataStatus, 'early'> | 'unknown';
  readonly stableDays: number;
  readonly provisionalDays: number;
  /** The provider's stamps of the period's non-stable days (e.g. PRISM `v2-2025-04-17`). */
  readonly stamps: readonly string[];
}

/** The versions of the period's days, and whether any is still early. */
export function periodDataVersion(
  versions: DataVersions | null | undefined,
  period: RiskPeriod,
): SettlementDataVersion & { readonly earlyDays: number } {
  const c = countVersions(versions, epochDayOfIso(period.startDate), epochDayOfIso(period.endDate));
  const status =
    c.unknownDays > 0 ? 'unknown' : c.provisionalDays + c.earlyDays > 0 ? 'provisional' : 'stable';
  return {
    status,
    stableDays: c.stableDays,
    provisionalDays: c.provisionalDays,
    earlyDays: c.earlyDays,
    stamps: c.stamps,
  };
}

/**
 * Whether a policy may be settled on `today`: today ≥ end date + the wait, and the dataset's
 * latest day ≥ the end date. (A day missing for a location is found by computeSettlement.)
 */
export function settlementReadiness(args: {
  readonly today: string;
  readonly endDate: string;
  readonly waitDays: number;
  readonly latestDate: string;
  /** Early-estimate days in the period (periodDataVersion); absent or 0: none. */
  readonly earlyDays?: number;
}): SettlementWait {
  const readyOn = isoOfEpochDay(epochDayOfIso(args.endDate) + args.waitDays);
  if (args.today < readyOn) return { ready: false, reason: 'WAITING', readyOn };
  if (args.latestDate < args.endDate)
    return { ready: false, reason: 'DATA_BEHIND', latestDate: args.latestDate };
  if (args.earlyDays) return { ready: false, reason: 'DATA_EARLY', earlyDays: args.earlyDays };
  return { ready: true };
}

export interface SettlementInput {
  readonly program: ProgramCode;
  readonly period: RiskPeriod;
  /** Every location's daily series (native units), weighted as priced, covering the period. */
  readonly locations: readonly WeightedSeries[];
  /** The quote's daily cap in inches (HPC); null or undefined: the program's. */
  readonly dailyCapIn?: number | null;
  readonly terms: PayoutTerms;
}

export type SettlementComputation =
  | {
      readonly complete: true;
      /** The observed index over the period (inches or deg F). */
      readonly index: number;
      /** Whole cents. */
      readonly payoutCents: number;
      readonly outcome: SettlementOutcome;
      readonly daysUsed: number;
    }
  /** A location misses a day of the period (or the series do not cover it): not settled yet. */
  | { readonly complete: false; readonly missingDays: number };

/** The observed index of the policy year and its payout (whole cents), or why it cannot be settled. */
export function computeSettlement(input: SettlementInput): SettlementComputation {
  const parsed = parseRiskPeriod(input.period);
  const result = computeYearlyIndex(
    {
      program: input.program,
      period: input.period,
      locations: input.locations,
      ...(input.dailyCapIn != null ? { dailyCapIn: input.dailyCapIn } : {}),
    },
    [parsed.policyYear],
  );
  const status = result.status[0] as YearStatus;
  if (status !== YearStatus.COMPLETE) {
    return {
      complete: false,
      missingDays: status === YearStatus.MISSING_DAYS ? result.missingDays[0]! : parsed.dayCount,
    };
  }
  const index = result.values[0]!;
  const payout = Math.round(payoutCents(index, input.terms));
  return {
    complete: true,
    index,
    payoutCents: payout,
    outcome: payout > 0 ? SettlementOutcome.CLAIM_OPENED : SettlementOutcome.CLOSED_NO_PAYOUT,
    daysUsed: parsed.dayCount,
  };
}

/** How an index unit reads next to a number: `in` or `°F`. */
export const indexUnitSymbol = (unit: IndexUnit | string): string =>
  unit === 'deg_F' ? '°F' : unit === 'inch' ? 'in' : unit;
