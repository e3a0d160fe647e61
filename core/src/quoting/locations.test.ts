import { describe, expect, it } from 'vitest';
import { CPC_GRID, datasets, PRISM_GRID } from '../weather/datasets.js';
import {
  COVERAGE_NOT_AVAILABLE_IN_NEW_YORK_MESSAGE,
  coverageNotAvailableIn,
  isCellTaken,
  isNoCoverageState,
  LOCATION_ALREADY_SELECTED_MESSAGE,
  LOCATION_NOT_AVAILABLE_MESSAGE,
  locationAvailability,
  MAX_QUOTE_LOCATIONS,
  NO_COVERAGE_STATES,
  PROGRAM_EXCLUDED_STATES,
  resolveLocations,
  stateNamesText,
  TOO_MANY_LOCATIONS_MESSAGE,
} from './locations.js';

const stateOf = (lat: number, lon: number) =>
  lon > -100 ? (lat > 41 ? 'NY' : 'FL') : lat > 30 ? 'KS' : null;
const cpc = datasets['cpc_precip_us-daily'];

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return { message: (error as Error).message, info: (error as { info?: unknown }).info };
  }
  return null;
};

describe('resolveLocations', () => {
  it('gives each location its cell, CPC ID and state', () => {
    const [a] = resolveLocations([{ lat: 27.95, lon: -82.46, weight: 1 }], cpc, stateOf);
    expect(a).toMatchObject({
      state: 'FL',
      country: 'US',
      cell: { row: 31, col: 190 },
      cpcId: 31 * 300 + 190,
    });
    const [b] = resolveLocations(
      [{ lat: 27.95, lon: -82.46, weight: 1 }],
      datasets['prism_temp_max-daily'],
      stateOf,
    );
    expect(b!.cpcId).toBe(31 * 300 + 190);
  });

  it.each([
    [{ lat: 10, lon: -82, weight: 1 }, 'outside-grid'],
    [{ lat: 25, lon: -110, weight: 1 }, 'outside-us'],
    [{ lat: 42.5, lon: -75, weight: 1 }, 'excluded-state'],
  ])('refuses %j (%s) with the map message', (location, reason) => {
    expect(refusal(() => resolveLocations([location], cpc, stateOf))).toMatchObject({
      message: 'Program not available at this location',
      info: { index: 0, reason },
    });
  });

  it('refuses a second location in a cell already chosen, naming it', () => {
    const tampa = { lat: 27.95, lon: -82.46, weight: 0.5 };
    const sameCell = { lat: 27.9, lon: -82.4, weight: 0.5 };
    expect(refusal(() => resolveLocations([tampa, sameCell], cpc, stateOf))).toMatchObject({
      message: 'This location is already selected',
      info: { index: 1, reason: 'duplicate-cell', state: 'FL' },
    });
    // The same two points are distinct cells on the finer PRISM grid.
    expect(resolveLocations([tampa, sameCell], datasets['prism_temp_max-daily'], stateOf)).toHaveLength(2);
  });
});

describe('locationAvailability', () => {
  it('accepts a point in an offered state inside the grid', () => {
    expect(locationAvailability(27.95, -82.46, 'FL', CPC_GRID)).toEqual({ ok: true, state: 'FL' });
    expect(locationAvailability(39.1, -94.6, 'MO', PRISM_GRID)).toEqual({ ok: true, state: 'MO' });
  });
  it.each([
    [42.65, -73.75, 'NY', CPC_GRID, 'excluded-state'],
    [61.2, -149.9, 'AK', CPC_GRID, 'polar-band'],
    [58.3, -134.4, 'AK', CPC_GRID, 'polar-band'],
    [21.3, -157.8, 'HI', CPC_GRID, 'outside-grid'],
    [18.4, -66.1, 'PR', CPC_GRID, 'outside-grid'],
    [25.0, -110.0, null, CPC_GRID, 'outside-us'],
    [-51, -70, null, CPC_GRID, 'polar-band'],
    [NaN, -70, 'FL', CPC_GRID, 'outside-grid'],
    [48.0, -122.0, null, PRISM_GRID, 'outside-us'],
    [45.0, -60.0, null, PRISM_GRID, 'outside-grid'],
  ] as const)('refuses %s, %s (%s): %s, with the map message', (lat, lon, state, grid, reason) => {
    expect(locationAvailability(lat, lon, state, grid)).toEqual({
      ok: false,
      reason,
      state,
      message: LOCATION_NOT_AVAILABLE_MESSAGE,
    });
  });
  it('uses the spec messages', () => {
    expect(LOCATION_NOT_AVAILABLE_MESSAGE).toBe('Program not available at this location');
    expect(LOCATION_ALREADY_SELECTED_MESSAGE).toBe('This location is already selected');
    expect(TOO_MANY_LOCATIONS_MESSAGE).toBe('At most 100 locations can be weighted together');
    expect(MAX_QUOTE_LOCATIONS).toBe(100);
  });
});

describe('isCellTaken and isNoCoverageState', () => {
  it('compares grid cells, not coordinates', () => {
    const chosen = [{ lat: 27.875, lon: -82.375 }];
    expect(isCellTaken(CPC_GRID, { lat: 27.95, lon: -82.46 }, chosen)).toBe(true);
    expect(isCellTaken(CPC_GRID, { lat: 28.1, lon: -82.46 }, chosen)).toBe(false);
    expect(isCellTaken(PRISM_GRID, { lat: 27.95, lon: -82.46 }, chosen)).toBe(false);
    expect(isCellTaken(CPC_GRID, { lat: 10, lon: -82 }, [{ lat: 10, lon: -82 }])).toBe(false);
  });
  it('names New York, in any case, and no other state', () => {
    expect(isNoCoverageState('NY')).toBe(true);
    expect(isNoCoverageState('ny')).toBe(true);
    for (const s of ['AK', 'HI', 'KY', '', null, undefined])
      expect(isNoCoverageState(s), String(s)).toBe(false);
  });
});

describe('the excluded states in words', () => {
  it('says where no cover is offered', () => {
    expect(COVERAGE_NOT_AVAILABLE_IN_NEW_YORK_MESSAGE).toBe('Coverage is not available in New York');
    expect(coverageNotAvailableIn('Vermont')).toBe('Coverage is not available in Vermont');
  });
  it('lists state names as a sentence does', () => {
    expect(stateNamesText(PROGRAM_EXCLUDED_STATES)).toBe('Alaska, Hawaii and New York');
    expect(stateNamesText(NO_COVERAGE_STATES)).toBe('New York');
    expect(stateNamesText(['TX', 'FL'])).toBe('Texas and Florida');
    expect(stateNamesText([])).toBe('');
  });
});
