/**
 * Real data only where money is at stake (docs/pricing.md, "Data and versions"): outside a
 * development stage a quote prices only from observed (ingested) data and a quote priced on the
 * demo climate cannot be bound; the dataset a program prices from when the request names none.
 * Texts and rules only; the server decides the stage and reads the data.
 */
import { programs, type ProgramCode } from '../pricing/programs.js';
import { type DatasetId, type DatasetProvider, datasets } from '../weather/datasets.js';
import { cellCentre, type GridCell } from '../weather/grid.js';
import { defaultDatasetOf } from './program-types.js';

/** The cells a dataset has ingested data for: how many, and the box around their centres. */
export interface DataCoverage {
  readonly cells: number;
  /** Bounding rows and columns of the cells with data (absent when unknown). */
  readonly bounds?: {
    readonly minRow: number;
    readonly maxRow: number;
    readonly minCol: number;
    readonly maxCol: number;
  };
}

const degrees = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(2)}°${value >= 0 ? positive : negative}`;

/** "891 cells between 27.21°N and 28.58°N, 82.88°W and 81.71°W" (cell centres), or "no cells". */
export function coverageText(datasetId: DatasetId, coverage: DataCoverage | null | undefined): string {
  if (!coverage || coverage.cells <= 0) return 'no cells';
  const count = `${coverage.cells.toLocaleString('en-US')} cell${coverage.cells === 1 ? '' : 's'}`;
  const b = coverage.bounds;
  if (!b) return count;
  const grid = datasets[datasetId].grid;
  const corners = [
    cellCentre(grid, { row: b.minRow, col: b.minCol }),
    cellCentre(grid, { row: b.maxRow, col: b.maxCol }),
  ];
  const lats = corners.map((c) => c.lat).sort((x, y) => x - y);
  const lons = corners.map((c) => c.lon).sort((x, y) => x - y);
  return (
    `${count} between ${degrees(lats[0]!, 'N', 'S')} and ${degrees(lats[1]!, 'N', 'S')}, ` +
    `${degrees(lons[0]!, 'E', 'W')} and ${degrees(lons[1]!, 'E', 'W')}`
  );
}

/**
 * A quote refused outside a development stage: the location has no observed data in the dataset.
 * Names the dataset and the area its ingested data covers.
 */
export function noObservedDataMessage(args: {
  readonly datasetId: DatasetId;
  readonly location: { readonly lat: number; readonly lon: number };
  readonly coverage: DataCoverage | null | undefined;
}): string {
  const { lat, lon } = args.location;
  return (
    `No observed ${datasets[args.datasetId].title} data covers the location at ${lat.toFixed(4)}, ` +
    `${lon.toFixed(4)}, and quotes are priced only from observed data. ` +
    `The ingested data covers ${coverageText(args.datasetId, args.coverage)}.`
  );
}

/** Binding refused outside a development stage for a quote priced on the demo climate. */
export const DEMO_QUOTE_NOT_BINDABLE_MESSAGE =
  'This quote was priced on demonstration weather data, not observed data, and cannot be bound. Price the cover again from observed data.';

/** The error info reason of both refusals. */
export const NO_OBSERVED_DATA = 'NO_OBSERVED_DATA';

/**
 * The datasets tried, in order, when a request names none: the program's default first (CPC for
 * HPC/LPC), then its other datasets (PRISM precipitation). The server takes the first with
 * observed data for every cell of the request; with none, the default (the demo climate in a
 * development stage, a refusal elsewhere).
 */
export const datasetCandidatesOf = (program: ProgramCode): DatasetId[] => [
  defaultDatasetOf[program],
  ...programs[program].datasets.filter((id) => id !== defaultDatasetOf[program]),
];

/** Grows a coverage with more cells (the ingest adds the cells it created). */
export function extendCoverage(
  coverage: DataCoverage | null | undefined,
  cells: readonly GridCell[],
  created: number,
): DataCoverage {
  const cellCount = (coverage?.cells ?? 0) + created;
  // Cells stored before bounds were recorded: the box is not known.
  if ((coverage?.cells ?? 0) > 0 && !coverage?.bounds) return { cells: cellCount };
  let bounds = coverage?.bounds;
  for (const c of cells) {
    bounds = bounds
      ? {
          minRow: Math.min(bounds.minRow, c.row),
          maxRow: Math.max(bounds.maxRow, c.row),
          minCol: Math.min(bounds.minCol, c.col),
          maxCol: Math.max(bounds.maxCol, c.col),
        }
      : { minRow: c.row, maxRow: c.row, minCol: c.col, maxCol: c.col };
  }
  return { cells: cellCount, ...(bounds ? { bounds } : {}) };
}

/**
 * The provider a program's location picker starts on: that of the first dataset (in
 * datasetCandidatesOf order) whose data is observed, else the program's default. The web learns
 * each dataset's origin from getDatasetMetaDataV4.
 */
export function defaultProviderFromOrigins(
  program: ProgramCode,
  originOf: (datasetId: DatasetId) => string | null | undefined,
): DatasetProvider {
  const observed = datasetCandidatesOf(program).find((id) => originOf(id) === 'observed');
  return datasets[observed ?? defaultDatasetOf[program]].provider;
}
