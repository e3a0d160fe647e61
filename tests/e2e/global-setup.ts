import { cellForLatLon, datasets, epochDayOfIso, isoOfEpochDay, quotingToday } from '@almanac/core';
import { folderBlobStore } from '@almanac/functions/adapters/weather/grid-store/folder-blob-store';
import { GridDatasetWriter } from '@almanac/functions/adapters/weather/grid-store/grid-writer';
import { E2E_GRID_DIR, DRY_CELL } from './support/stack.js';

/**
 * Runs after the web server is up (Playwright sets up its webServer plugin before globalSetup), so
 * after the stack's --fresh wipe of .data-e2e and before any test: ingests one bone-dry PRISM
 * precipitation cell (the Nevada desert, 1981 to yesterday) into the e2e stack's grid store, as an
 * ingest of observed data would. No request has read that dataset's metadata yet (the grid source
 * caches it for 60 s), so the low-precipitation "no offers" journey prices against it for real.
 */
export default async function globalSetup() {
  const dataset = datasets['prism-precip-daily'];
  const cell = cellForLatLon(dataset.grid, DRY_CELL.lat, DRY_CELL.lng);
  if (!cell) throw new Error('The dry cell is outside the PRISM grid');
  const firstDay = epochDayOfIso('1981-01-01');
  const lastDay = epochDayOfIso(quotingToday(new Date())) - 1;
  const writer = new GridDatasetWriter(folderBlobStore(E2E_GRID_DIR), dataset.id);
  await writer.write([{ cell, firstDay, values: new Float32Array(lastDay - firstDay + 1) }]);
  await writer.finish([{ name: 'e2e-dry-cell', firstDate: '1981-01-01', lastDate: isoOfEpochDay(lastDay) }]);
}
