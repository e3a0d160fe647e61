/**
 * The data update job's adapter (ports/data-updates.ts DatasetUpdater): downloads a dataset's
 * newest files into a temporary folder and ingests them into the grid store with the same code as
 * `npm run data -- ingest`. CPC only: the current year's `precip.V1.0.YYYY.nc` (which NOAA PSL
 * rewrites daily as days arrive) and, while the store's latest day is in the previous year, that
 * year's file too (its last days arrive in early January). PRISM's daily files are not fetched yet
 * (docs/operations.md).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatasetId } from '@almanac/core';
import type { DatasetUpdater } from '../../../ports/index.js';
import type { BlobStore } from '../grid-store/blob-store.js';
import { metadataKey } from '../grid-store/grid-layout.js';
import { parseGridMetadata } from '../grid-store/grid-metadata.js';
import { cpcFileName, downloadCpc } from './download-cpc.js';
import { ingestCpc } from './ingest-cpc.js';
import { silentProgress, type Progress } from './progress.js';

export interface GridDatasetUpdaterOptions {
  /** The folder of the yearly CPC files; unset: CPC is not updated. */
  cpcBaseUrl?: string;
  /** Where downloads go while a run lasts (default: the system's temporary folder; /tmp in Lambda). */
  workDir?: string;
  progress?: Progress;
  fetch?: typeof fetch;
  /** The metadata's updatedAt (default: the clock; the CLI and Lambdas are entry points). */
  now?: () => string;
}

/**
 * The CPC years a run fetches, for the job's day and the store's latest day: the current year,
 * and the previous one too while the store has not reached its 31 December.
 */
export function cpcYearsToFetch(today: string, latestDate: string | undefined): number[] {
  const year = Number(today.slice(0, 4));
  return latestDate && latestDate < `${year - 1}-12-31` ? [year - 1, year] : [year];
}

export function gridDatasetUpdater(store: BlobStore, options: GridDatasetUpdaterOptions): DatasetUpdater {
  const latest = async (datasetId: DatasetId) => {
    const bytes = await store.get(metadataKey(datasetId));
    return bytes ? parseGridMetadata(bytes) : undefined;
  };
  return {
    datasets: options.cpcBaseUrl ? [DatasetId.CPC_PRECIP] : [],
    async latestDate(datasetId) {
      return (await latest(datasetId))?.latestDate;
    },
    async update(datasetId, today, latestDate) {
      if (datasetId !== DatasetId.CPC_PRECIP || !options.cpcBaseUrl)
        throw new Error(`No update source for ${datasetId}`);
      const years = cpcYearsToFetch(today, latestDate);
      const currentYear = years[years.length - 1]!;
      const outDir = await mkdtemp(join(options.workDir ?? tmpdir(), 'almanac-cpc-update-'));
      try {
        // A fresh folder: every file is downloaded whole (the current year's grows every day).
        const results = await downloadCpc({
          years,
          outDir,
          baseUrl: options.cpcBaseUrl,
          progress: options.progress ?? silentProgress,
          fetch: options.fetch,
        });
        const files: string[] = [];
        for (const r of results) {
          if (r.status === 'downloaded' || r.status === 'updated' || r.status === 'resumed')
            files.push(r.file);
          // In early January the new year's file may not be published yet.
          else if (r.status === 'not-found' && r.year === currentYear && years.length > 1) continue;
          else if (r.status === 'not-found')
            throw new Error(`${cpcFileName(r.year)} was not found (HTTP 404)`);
          else throw new Error(`${cpcFileName(r.year)} could not be downloaded: ${r.message ?? r.status}`);
        }
        if (!files.length) throw new Error('No CPC file could be downloaded');
        await ingestCpc(store, files, { progress: options.progress, now: options.now });
        const after = await latest(datasetId);
        return { filesIngested: files.length, firstDate: after?.firstDate, latestDate: after?.latestDate };
      } finally {
        await rm(outDir, { recursive: true, force: true });
      }
    },
  };
}
