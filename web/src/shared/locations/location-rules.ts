/**
 * The location picker's grid helpers: the chosen dataset's grid, snapping a click to its cell and
 * showing coordinates. Where a location may be picked is core's rule (`locationAvailability`,
 * `isCellTaken` in core/src/quoting/locations.ts), the one the server applies.
 */
import {
  cellCentre,
  cellForLatLon,
  CPC_GRID,
  type DatasetProvider,
  type GridSpec,
  PRISM_GRID,
} from '@almanac/core';

export const gridOf = (dataset: DatasetProvider): GridSpec => (dataset === 'CPC' ? CPC_GRID : PRISM_GRID);

/** Coordinates are shown at 3 decimals for CPC, 4 for PRISM (docs/requirements.md#constants). */
export const coordinateDecimals = (dataset: DatasetProvider): number => (dataset === 'CPC' ? 3 : 4);
export const formatCoordinate = (value: number, dataset: DatasetProvider): string =>
  value.toFixed(coordinateDecimals(dataset));
export const formatLatLng = (lat: number, lng: number, dataset: DatasetProvider): string =>
  `${formatCoordinate(lat, dataset)}, ${formatCoordinate(lng, dataset)}`;

/** The centre of the dataset cell holding the point (a click snaps to it), or null outside the grid. */
export function snapToCell(
  lat: number,
  lng: number,
  dataset: DatasetProvider,
): { lat: number; lng: number } | null {
  const grid = gridOf(dataset);
  const cell = cellForLatLon(grid, lat, lng);
  if (!cell) return null;
  const c = cellCentre(grid, cell);
  // Round away float noise (PRISM's 1/24 steps) at a precision finer than any display.
  return { lat: Number(c.lat.toFixed(6)), lng: Number(c.lon.toFixed(6)) };
}
