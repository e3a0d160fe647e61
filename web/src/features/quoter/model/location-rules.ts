/**
 * Where a location may be picked (seed 000 sections 1, 5): inside the dataset's grid, inside a US
 * state (or DC), not in New York, Alaska or Hawaii (the precipitation and temperature programs are
 * not offered there), and not in the polar bands north of 50 or south of -50 degrees latitude.
 * The same refusal message as the server (core/src/quoting/locations.ts).
 */
import {
  cellCentre,
  cellForLatLon,
  COVERAGE_NOT_AVAILABLE_IN_NEW_YORK_MESSAGE,
  CPC_GRID,
  cpcIdForLatLon,
  type GridSpec,
  LOCATION_NOT_AVAILABLE_MESSAGE,
  PRISM_GRID,
  PROGRAM_EXCLUDED_STATES,
} from '@almanac/core';
import type { DatasetChoice } from './wizard.js';

export { LOCATION_NOT_AVAILABLE_MESSAGE };
export const POLAR_BAND_LAT = 50;
export const NEW_YORK_MESSAGE = COVERAGE_NOT_AVAILABLE_IN_NEW_YORK_MESSAGE;

export const gridOf = (dataset: DatasetChoice): GridSpec => (dataset === 'CPC' ? CPC_GRID : PRISM_GRID);

/** Coordinates are shown at 3 decimals for CPC, 4 for PRISM (seed 000 section 9). */
export const coordinateDecimals = (dataset: DatasetChoice): number => (dataset === 'CPC' ? 3 : 4);
export const formatCoordinate = (value: number, dataset: DatasetChoice): string =>
  value.toFixed(coordinateDecimals(dataset));
export const formatLatLng = (lat: number, lng: number, dataset: DatasetChoice): string =>
  `${formatCoordinate(lat, dataset)}, ${formatCoordinate(lng, dataset)}`;

export type Refusal = 'polar-band' | 'outside-grid' | 'outside-us' | 'excluded-state';

export type Availability =
  { ok: true; state: string } | { ok: false; reason: Refusal; state: string | null; message: string };

/**
 * Whether a point may be insured. `state` is the point's state code from the boundary lookup
 * (null outside every state).
 */
export function locationAvailability(
  lat: number,
  lng: number,
  state: string | null,
  dataset: DatasetChoice,
): Availability {
  const refuse = (reason: Refusal): Availability => ({
    ok: false,
    reason,
    state,
    message: LOCATION_NOT_AVAILABLE_MESSAGE,
  });
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return refuse('outside-grid');
  if (lat > POLAR_BAND_LAT || lat < -POLAR_BAND_LAT) return refuse('polar-band');
  if (!cellForLatLon(gridOf(dataset), lat, lng)) return refuse('outside-grid');
  if (!state) return refuse('outside-us');
  if (PROGRAM_EXCLUDED_STATES.includes(state)) return refuse('excluded-state');
  return { ok: true, state };
}

/** The centre of the dataset cell holding the point (a click snaps to it), or null outside the grid. */
export function snapToCell(
  lat: number,
  lng: number,
  dataset: DatasetChoice,
): { lat: number; lng: number } | null {
  const grid = gridOf(dataset);
  const cell = cellForLatLon(grid, lat, lng);
  if (!cell) return null;
  const c = cellCentre(grid, cell);
  // Round away float noise (PRISM's 1/24 steps) at a precision finer than any display.
  return { lat: Number(c.lat.toFixed(6)), lng: Number(c.lon.toFixed(6)) };
}

export { cpcIdForLatLon };

/** A row is flagged (and the selection invalid) when its location is in New York. */
export const isFlaggedState = (state: string | null): boolean => state === 'NY';
