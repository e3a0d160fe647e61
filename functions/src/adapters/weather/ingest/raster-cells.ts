import { cellForLatLon, type GridCell, type GridSpec } from '@almanac/core';
import type { Raster } from './raster.js';

/** Which pixels of a raster fall into which grid cell (by pixel centre). */
export interface PixelCellMap {
  readonly cells: readonly GridCell[];
  /** `pixelsOf[k]`: the pixel indexes inside `cells[k]`. */
  readonly pixelsOf: readonly Int32Array[];
}

/**
 * Maps each pixel to the grid cell holding its centre (by the file's geotransform). A raster on
 * the grid itself (the Tampa Bay PRISM files, PRISM 4 km BIL) maps one pixel to one cell; a finer
 * one (PRISM 800 m "30s") maps several, and the cell's value is the mean of its pixels with data.
 * Rasters coarser than the grid are refused (they would leave gaps).
 */
export function mapPixelsToCells(raster: Raster, grid: GridSpec): PixelCellMap {
  if (
    Math.abs(raster.pixelLon) > Math.abs(grid.lonStep) * 1.01 ||
    Math.abs(raster.pixelLat) > Math.abs(grid.latStep) * 1.01
  ) {
    throw new Error(
      `The raster's pixels (${raster.pixelLon} x ${raster.pixelLat} deg) are coarser than the grid (${grid.lonStep} x ${grid.latStep} deg)`,
    );
  }
  const byCell = new Map<number, number[]>();
  for (let row = 0; row < raster.height; row++) {
    const lat = raster.originLat + (row + 0.5) * raster.pixelLat;
    for (let col = 0; col < raster.width; col++) {
      const lon = raster.originLon + (col + 0.5) * raster.pixelLon;
      const cell = cellForLatLon(grid, lat, lon);
      if (!cell) continue;
      const id = cell.row * grid.cols + cell.col;
      let list = byCell.get(id);
      if (!list) byCell.set(id, (list = []));
      list.push(row * raster.width + col);
    }
  }
  const ids = [...byCell.keys()].sort((a, b) => a - b);
  return {
    cells: ids.map((id) => ({ row: Math.floor(id / grid.cols), col: id % grid.cols })),
    pixelsOf: ids.map((id) => Int32Array.from(byCell.get(id)!)),
  };
}

/** The value of each mapped cell for one band: the pixel's value, or the mean of several (NaN if none). */
export function cellValues(map: PixelCellMap, band: Float32Array): Float32Array {
  const out = new Float32Array(map.cells.length);
  for (let k = 0; k < map.cells.length; k++) {
    const pixels = map.pixelsOf[k]!;
    if (pixels.length === 1) {
      out[k] = band[pixels[0]!]!;
      continue;
    }
    let sum = 0;
    let n = 0;
    for (let i = 0; i < pixels.length; i++) {
      const v = band[pixels[i]!]!;
      if (v === v) {
        sum += v;
        n++;
      }
    }
    out[k] = n ? sum / n : NaN;
  }
  return out;
}
