import { describe, expect, it } from 'vitest';
import { buildStateIndex, stateAt, type StateFeatureInput } from './state-lookup.js';

/** A lon/lat box ring, closed. */
const box = (w: number, s: number, e: number, n: number) => [
  [w, s],
  [e, s],
  [e, n],
  [w, n],
  [w, s],
];

const features: StateFeatureInput[] = [
  // Kansas: a plain box.
  { name: 'Kansas', geometry: { type: 'Polygon', coordinates: [box(-102, 37, -94.6, 40)] } },
  // "Florida": a box with a hole (a bay) and an island.
  {
    name: 'Florida',
    geometry: {
      type: 'MultiPolygon',
      coordinates: [[box(-87, 25, -80, 31), box(-83, 27.5, -82.4, 28)], [box(-82, 24.5, -81.5, 24.7)]],
    },
  },
  { name: 'Guam', geometry: { type: 'Polygon', coordinates: [box(144.6, 13.2, 145, 13.7)] } },
];
const index = buildStateIndex(features);

describe('stateAt', () => {
  it('finds the state whose polygon holds the point', () => {
    expect(stateAt(index, 38.5, -98)).toBe('KS');
    expect(stateAt(index, 29, -84)).toBe('FL');
    expect(stateAt(index, 24.6, -81.7)).toBe('FL'); // the island
  });

  it('treats holes as outside, but gives points near the shore to the nearest state', () => {
    expect(stateAt(index, 27.75, -82.7, 0)).toBeNull(); // in the bay, no tolerance
    expect(stateAt(index, 27.75, -82.7)).toBeNull(); // 0.1+ deg from any shore
    expect(stateAt(index, 27.52, -82.7)).toBe('FL'); // 0.02 deg from the bay's shore
  });

  it('answers null outside every state and for places that are not states, DC or PR', () => {
    expect(stateAt(index, 45, -60)).toBeNull();
    expect(stateAt(index, 13.4, 144.8)).toBeNull();
    expect(stateAt(index, Number.NaN, -98)).toBeNull();
  });

  it('scales the tolerance by the latitude', () => {
    // 0.06 deg of longitude east of Kansas at lat 38.5 is 0.047 deg on the ground: within 0.05.
    expect(stateAt(index, 38.5, -94.54)).toBe('KS');
    expect(stateAt(index, 38.5, -94.4)).toBeNull();
  });
});
