import type { DataCoverage, DataVersions, DatasetId } from '@almanac/core';

/** A file (or download) that contributed days to a dataset. */
export interface GridSource {
  /** File name (without folders). */
  readonly name: string;
  readonly firstDate: string;
  readonly lastDate: string;
}

/** `<datasetId>/metadata.json`. */
export interface GridMetadata {
  readonly datasetId: DatasetId;
  /** First and latest day with a value in any cell, `YYYY-MM-DD`. */
  readonly firstDate: string;
  readonly latestDate: string;
  /** Cells with an object. */
  readonly ingestedCells: number;
  /** Rows and columns around the cells with an object (absent: stored before it was recorded). */
  readonly coverage?: DataCoverage;
  /** Each day's version in runs (absent: no version recorded; core/src/weather/data-versions.ts). */
  readonly versions?: DataVersions;
  /** Ingested files, sorted by name. */
  readonly sources: readonly GridSource[];
  /** When the content last changed (ISO timestamp); unchanged by a re-ingest that changes nothing. */
  readonly updatedAt: string;
}

export function parseGridMetadata(bytes: Uint8Array): GridMetadata {
  const value = JSON.parse(new TextDecoder().decode(bytes)) as GridMetadata;
  if (!value || typeof value.datasetId !== 'string' || typeof value.latestDate !== 'string') {
    throw new Error('Invalid grid metadata');
  }
  return value;
}

export const serializeGridMetadata = (metadata: GridMetadata): Uint8Array =>
  new TextEncoder().encode(`${JSON.stringify(metadata, null, 2)}\n`);
