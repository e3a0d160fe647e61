import type { DailySeries, DataCoverage, DataVersions, DatasetId, GridCell } from '@almanac/core';

/** Where a series came from: ingested observations, or the labelled synthetic demo climate. */
export type WeatherOrigin = 'observed' | 'demo';

export interface CellSeries {
  cell: GridCell;
  /** Native units (mm or deg C), NaN for a missing day; covers the requested range. */
  series: DailySeries;
  origin: WeatherOrigin;
}

export interface DatasetMetadata {
  datasetId: DatasetId;
  origin: WeatherOrigin;
  /** First and latest day with data, `YYYY-MM-DD`. */
  firstDate: string;
  latestDate: string;
  /** Cells with ingested data (0 for the demo climate, which covers every CONUS cell). */
  ingestedCells: number;
  updatedAt?: string;
  /** The area of the cells with data (absent: the demo climate, or not recorded). */
  coverage?: DataCoverage;
  /** Each day's version (stable, provisional, early), in runs (absent: not recorded). */
  versions?: DataVersions;
}

/**
 * Daily gridded weather for pricing (ARCHITECTURE section 4). Adapters: the grid store (S3 in AWS,
 * a folder locally) with the demo climate as the fallback for cells or datasets without ingested
 * data; every answer says which origin it used.
 */
export interface WeatherSource {
  /** Daily values of each cell from `firstDate` to `lastDate` inclusive (`YYYY-MM-DD`). */
  dailySeries(
    datasetId: DatasetId,
    cells: readonly GridCell[],
    firstDate: string,
    lastDate: string,
  ): Promise<CellSeries[]>;
  metadata(datasetId: DatasetId): Promise<DatasetMetadata>;
}
