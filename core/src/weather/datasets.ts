/**
 * The gridded daily datasets the quoter prices from (ARCHITECTURE section 4;
 * docs/requirements.md#enumerations, #api-quoting). Ids are the ones the API uses.
 */
import type { GridSpec } from './grid.js';
import type { NativeUnit } from './units.js';

export const DatasetId = {
  CPC_PRECIP: 'cpc_precip_us-daily',
  PRISM_PRECIP: 'prism-precip-daily',
  PRISM_TMAX: 'prism_temp_max-daily',
  PRISM_TMIN: 'prism_temp_min-daily',
} as const;
export type DatasetId = (typeof DatasetId)[keyof typeof DatasetId];

export type DatasetProvider = 'CPC' | 'PRISM';
export type DatasetVariable = 'precipitation' | 'tmax' | 'tmin';

export interface DatasetDefinition {
  readonly id: DatasetId;
  readonly provider: DatasetProvider;
  readonly variable: DatasetVariable;
  readonly title: string;
  readonly grid: GridSpec;
  /** Unit of the stored daily values. */
  readonly unit: NativeUnit;
  /** First day with data (`YYYY-MM-DD`). */
  readonly firstDate: string;
}

/** CPC US unified gauge-based daily precipitation, 0.25 deg, 300 x 120 cells, rows from the south. */
export const CPC_GRID: GridSpec = {
  cols: 300,
  rows: 120,
  firstCentreLat: 20.125,
  latStep: 0.25,
  firstCentreLon: -129.875,
  lonStep: 0.25,
};

/** PRISM 4 km (1/24 deg), 1405 x 621 cells, row 0 northernmost. */
export const PRISM_GRID: GridSpec = {
  cols: 1405,
  rows: 621,
  firstCentreLat: 599 / 12, // 49.91666...
  latStep: -1 / 24,
  firstCentreLon: -125,
  lonStep: 1 / 24,
};

export const datasets: Readonly<Record<DatasetId, DatasetDefinition>> = {
  'cpc_precip_us-daily': {
    id: 'cpc_precip_us-daily',
    provider: 'CPC',
    variable: 'precipitation',
    title: 'CPC US unified daily precipitation (0.25 deg)',
    grid: CPC_GRID,
    unit: 'mm',
    firstDate: '1948-01-01',
  },
  'prism-precip-daily': {
    id: 'prism-precip-daily',
    provider: 'PRISM',
    variable: 'precipitation',
    title: 'PRISM daily precipitation (4 km)',
    grid: PRISM_GRID,
    unit: 'mm',
    firstDate: '1981-01-01',
  },
  'prism_temp_max-daily': {
    id: 'prism_temp_max-daily',
    provider: 'PRISM',
    variable: 'tmax',
    title: 'PRISM daily maximum temperature (4 km)',
    grid: PRISM_GRID,
    unit: 'degC',
    firstDate: '1981-01-01',
  },
  'prism_temp_min-daily': {
    id: 'prism_temp_min-daily',
    provider: 'PRISM',
    variable: 'tmin',
    title: 'PRISM daily minimum temperature (4 km)',
    grid: PRISM_GRID,
    unit: 'degC',
    firstDate: '1981-01-01',
  },
};

/** Other names the spec uses for the same datasets (the request builders' PRISM ids). */
export const datasetAliases: Readonly<Record<string, DatasetId>> = {
  'prismc-tmax-daily': 'prism_temp_max-daily',
  'prismc-tmin-daily': 'prism_temp_min-daily',
};

/** The canonical id for an id or alias, or null when unknown. */
export function resolveDatasetId(id: string): DatasetId | null {
  if (Object.hasOwn(datasets, id)) return id as DatasetId;
  return datasetAliases[id] ?? null;
}

export function datasetById(id: string): DatasetDefinition | null {
  const resolved = resolveDatasetId(id);
  return resolved ? datasets[resolved] : null;
}

/**
 * The name a person reads for a dataset id ("PRISM daily precipitation (4 km)"), never the id
 * itself; an unknown id reads as plain "weather data".
 */
export const datasetTitleOf = (id: string | null | undefined): string =>
  (id ? datasetById(id)?.title : undefined) ?? 'weather data';

/** The period step's note on how recent the data is. */
export const latestDataText = (id: string, latestDate: string, demo: boolean): string =>
  `Latest ${datasetTitleOf(id)} data: ${latestDate}${demo ? ' (demo climate data)' : ''}.`;
