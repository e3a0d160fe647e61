import { describe, expect, it } from 'vitest';
import { datasets } from '../weather/datasets.js';
import { resolveLocations } from './locations.js';

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
});
