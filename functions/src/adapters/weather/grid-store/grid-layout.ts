/**
 * Keys of the grid store (under the store's root folder or S3 prefix):
 *
 *   <datasetId>/metadata.json            the dataset's metadata (one read for `metadata()`)
 *   <datasetId>/cells/<row>/<col>.bin    one cell's whole daily record (cell-record.ts)
 *
 * Rows are sub-folders so no folder holds more than one grid row of cells.
 */
import type { DatasetId, GridCell } from '@almanac/core';

export const metadataKey = (datasetId: DatasetId): string => `${datasetId}/metadata.json`;
export const cellKey = (datasetId: DatasetId, cell: GridCell): string =>
  `${datasetId}/cells/${cell.row}/${cell.col}.bin`;
