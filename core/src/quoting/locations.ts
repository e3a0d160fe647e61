/**
 * Where a program may be quoted (seed 000 sections 1, 5): inside the dataset's grid, inside a US
 * state (or DC) other than Alaska, Hawaii and New York. Every refusal carries the map's message
 * "Program not available at this location". The state lookup is passed in (core/src/geo).
 */
import { AppError } from '../errors.js';
import { cpcIdForLatLon } from '../weather/cpc-id.js';
import type { DatasetDefinition } from '../weather/datasets.js';
import { cellForLatLon, type GridCell } from '../weather/grid.js';

export const LOCATION_NOT_AVAILABLE_MESSAGE = 'Program not available at this location';

/** States the precipitation and temperature programs are not offered in. */
export const PROGRAM_EXCLUDED_STATES: readonly string[] = ['AK', 'HI', 'NY'];

export interface WeightedPoint {
  readonly lat: number;
  readonly lon: number;
  /** Fraction of the index (percent / 100). */
  readonly weight: number;
}

export interface ResolvedLocation extends WeightedPoint {
  readonly state: string;
  readonly country: 'US';
  readonly cell: GridCell;
  /** CPC ID of the location's CPC cell (also for PRISM datasets), null outside the CPC grid. */
  readonly cpcId: number | null;
}

export type LocationRefusal = 'outside-grid' | 'outside-us' | 'excluded-state';

/** Resolve each location's cell and state, or throw VALIDATION_ERROR for the first refused one. */
export function resolveLocations(
  locations: readonly WeightedPoint[],
  dataset: DatasetDefinition,
  stateOf: (lat: number, lon: number) => string | null,
): ResolvedLocation[] {
  return locations.map((l, index) => {
    const refuse = (reason: LocationRefusal, state?: string): never => {
      throw new AppError('VALIDATION_ERROR', LOCATION_NOT_AVAILABLE_MESSAGE, {
        index,
        lat: l.lat,
        lon: l.lon,
        reason,
        ...(state ? { state } : {}),
      });
    };
    const cell = cellForLatLon(dataset.grid, l.lat, l.lon);
    if (!cell) return refuse('outside-grid');
    const state = stateOf(l.lat, l.lon);
    if (!state) return refuse('outside-us');
    if (PROGRAM_EXCLUDED_STATES.includes(state)) return refuse('excluded-state', state);
    return {
      lat: l.lat,
      lon: l.lon,
      weight: l.weight,
      state,
      country: 'US',
      cell,
      cpcId: cpcIdForLatLon(l.lat, l.lon),
    };
  });
}
