/**
 * The four priced programs (docs/requirements.md#programs, #enumerations). The index of a program
 * is computed from daily values of its datasets over the risk period; the payout grows as the index
 * moves past the trigger in the program's direction.
 */
import type { DatasetId } from '../weather/datasets.js';
import type { IndexUnit, NativeUnit } from '../weather/units.js';

export const ProgramCode = { HPC: 'HPC', LPC: 'LPC', HTC: 'HTC', LTC: 'LTC' } as const;
export type ProgramCode = (typeof ProgramCode)[keyof typeof ProgramCode];

/** `above`: pays when the index rises past the trigger; `below`: when it falls past it. */
export type PayoutDirection = 'above' | 'below';

export interface ProgramDefinition {
  readonly code: ProgramCode;
  readonly name: string;
  readonly peril: 'precipitation' | 'temperature';
  readonly direction: PayoutDirection;
  /** `sum` of daily values over the window, or their `mean`. */
  readonly aggregation: 'sum' | 'mean';
  /** Each location's daily value is capped at this many inches before weighting (HPC only). */
  readonly dailyCapIn: number | null;
  readonly nativeUnit: NativeUnit;
  readonly indexUnit: IndexUnit;
  readonly datasets: readonly DatasetId[];
}

/** Daily precipitation cap (docs/requirements.md#constants: 2.5 inches, sent as dailyPrecipitationCap). */
export const DAILY_PRECIPITATION_CAP_IN = 2.5;

const PRECIP_DATASETS: readonly DatasetId[] = ['cpc_precip_us-daily', 'prism-precip-daily'];

export const programs: Readonly<Record<ProgramCode, ProgramDefinition>> = {
  HPC: {
    code: 'HPC',
    name: 'Excess precipitation',
    peril: 'precipitation',
    direction: 'above',
    aggregation: 'sum',
    dailyCapIn: DAILY_PRECIPITATION_CAP_IN,
    nativeUnit: 'mm',
    indexUnit: 'inch',
    datasets: PRECIP_DATASETS,
  },
  LPC: {
    code: 'LPC',
    name: 'Low precipitation',
    peril: 'precipitation',
    direction: 'below',
    aggregation: 'sum',
    dailyCapIn: null,
    nativeUnit: 'mm',
    indexUnit: 'inch',
    datasets: PRECIP_DATASETS,
  },
  HTC: {
    code: 'HTC',
    name: 'High temperature',
    peril: 'temperature',
    direction: 'above',
    aggregation: 'mean',
    dailyCapIn: null,
    nativeUnit: 'degC',
    indexUnit: 'deg_F',
    datasets: ['prism_temp_max-daily'],
  },
  LTC: {
    code: 'LTC',
    name: 'Low temperature',
    peril: 'temperature',
    direction: 'below',
    aggregation: 'mean',
    dailyCapIn: null,
    nativeUnit: 'degC',
    indexUnit: 'deg_F',
    datasets: ['prism_temp_min-daily'],
  },
};

export const isProgramCode = (value: string): value is ProgramCode => Object.hasOwn(programs, value);
