/**
 * Where a program may be quoted (docs/requirements.md#programs, #validation-locations): inside the
 * dataset's grid, inside a US state (or DC) other than Alaska, Hawaii and New York, and not in the
 * polar bands north of 50 or south of -50 degrees latitude. Every refusal carries the map's message
 * "Program not available at this location". One location per grid cell: a second location in a cell
 * already chosen is refused. The web's location picker and the server (`resolveLocations`) apply
 * these same rules; the state lookup is passed in (core/src/geo).
 */
import { AppError } from '../errors.js';
import { stateName } from '../geo/us-states.js';
import { cpcIdForLatLon } from '../weather/cpc-id.js';
import type { DatasetDefinition } from '../weather/datasets.js';
import { cellForLatLon, type GridCell, type GridSpec } from '../weather/grid.js';

export const LOCATION_NOT_AVAILABLE_MESSAGE = 'Program not available at this location';
/** A second location in a grid cell already chosen. */
export const LOCATION_ALREADY_SELECTED_MESSAGE = 'This location is already selected';

/** States where no cover is offered at all (any program, any address). */
export const NO_COVERAGE_STATES: readonly string[] = ['NY'];
/** "Coverage is not available in New York": a state (by name) where no cover is offered. */
export const coverageNotAvailableIn = (name: string): string => `Coverage is not available in ${name}`;
/** A location or home state in New York (the web flags such locations with the same words). */
export const COVERAGE_NOT_AVAILABLE_IN_NEW_YORK_MESSAGE = coverageNotAvailableIn('New York');
/** "Alaska, Hawaii and New York": the named states as a list in a sentence. */
export function stateNamesText(codes: readonly string[]): string {
  const names = codes.map((c) => stateName(c) ?? c);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
/** States the precipitation and temperature programs are not offered in. */
export const PROGRAM_EXCLUDED_STATES: readonly string[] = ['AK', 'HI', ...NO_COVERAGE_STATES];
/** Whether no cover is offered in `state` (a location there is flagged; a client there refused). */
export const isNoCoverageState = (state: string | null | undefined): boolean =>
  !!state && NO_COVERAGE_STATES.includes(state.toUpperCase());

/** Latitudes beyond ±50 degrees are not quoted. */
export const POLAR_BAND_LAT = 50;

/** The most locations one selection weights together (one per whole percent). */
export const MAX_QUOTE_LOCATIONS = 100;
/** The location picker's refusal of one more location past `MAX_QUOTE_LOCATIONS`. */
export const TOO_MANY_LOCATIONS_MESSAGE = `At most ${MAX_QUOTE_LOCATIONS} locations can be weighted together`;

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

export type PointRefusal = 'polar-band' | 'outside-grid' | 'outside-us' | 'excluded-state';
export type LocationRefusal = PointRefusal | 'duplicate-cell';

export type LocationAvailability =
  | { readonly ok: true; readonly state: string }
  | {
      readonly ok: false;
      readonly reason: PointRefusal;
      readonly state: string | null;
      readonly message: string;
    };

/**
 * Whether a point may be insured on `grid`. `state` is the point's state code from the boundary
 * lookup (null outside every state).
 */
export function locationAvailability(
  lat: number,
  lon: number,
  state: string | null,
  grid: GridSpec,
): LocationAvailability {
  const refuse = (reason: PointRefusal): LocationAvailability => ({
    ok: false,
    reason,
    state,
    message: LOCATION_NOT_AVAILABLE_MESSAGE,
  });
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return refuse('outside-grid');
  if (lat > POLAR_BAND_LAT || lat < -POLAR_BAND_LAT) return refuse('polar-band');
  if (!cellForLatLon(grid, lat, lon)) return refuse('outside-grid');
  if (!state) return refuse('outside-us');
  if (PROGRAM_EXCLUDED_STATES.includes(state)) return refuse('excluded-state');
  return { ok: true, state };
}

/** Whether the point falls in the grid cell of one of `chosen` (false outside the grid). */
export function isCellTaken(
  grid: GridSpec,
  point: { readonly lat: number; readonly lon: number },
  chosen: readonly { readonly lat: number; readonly lon: number }[],
): boolean {
  const cell = cellForLatLon(grid, point.lat, point.lon);
  if (!cell) return false;
  return chosen.some((c) => {
    const other = cellForLatLon(grid, c.lat, c.lon);
    return other?.row === cell.row && other.col === cell.col;
  });
}

/**
 * Resolve each location's cell and state, or throw VALIDATION_ERROR for the first refused one
 * (`locationAvailability`, then a cell an earlier location already holds).
 */
export function resolveLocations(
  locations: readonly WeightedPoint[],
  dataset: DatasetDefinition,
  stateOf: (lat: number, lon: number) => string | null,
): ResolvedLocation[] {
  const seen = new Set<string>();
  return locations.map((l, index) => {
    const refuse = (reason: LocationRefusal, message: string, state?: string | null): never => {
      throw new AppError('VALIDATION_ERROR', message, {
        index,
        lat: l.lat,
        lon: l.lon,
        reason,
        ...(state ? { state } : {}),
      });
    };
    const cell = cellForLatLon(dataset.grid, l.lat, l.lon);
    const available = locationAvailability(l.lat, l.lon, cell ? stateOf(l.lat, l.lon) : null, dataset.grid);
    if (!available.ok)
      return refuse(
        available.reason,
        available.message,
        available.reason === 'excluded-state' ? available.state : undefined,
      );
    const key = `${cell!.row},${cell!.col}`;
    if (seen.has(key)) return refuse('duplicate-cell', LOCATION_ALREADY_SELECTED_MESSAGE, available.state);
    seen.add(key);
    return {
      lat: l.lat,
      lon: l.lon,
      weight: l.weight,
      state: available.state,
      country: 'US',
      cell: cell!,
      cpcId: cpcIdForLatLon(l.lat, l.lon),
    };
  });
}
