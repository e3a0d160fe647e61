import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Topology } from 'topojson-specification';
import { usStatesFromTopology } from './us-states.js';

const require = createRequire(import.meta.url);
const data = usStatesFromTopology(require('us-atlas/states-10m.json') as Topology);

describe('US states from us-atlas', () => {
  it('has the 50 states, DC and Puerto Rico, with the unavailable ones marked', () => {
    const codes = data.collection.features.map((f) => f.properties.code).sort();
    expect(codes).toHaveLength(52);
    const unavailable = data.collection.features
      .filter((f) => !f.properties.available)
      .map((f) => f.properties.code);
    expect(unavailable.sort()).toEqual(['AK', 'HI', 'NY']);
  });
  it.each([
    [27.95, -82.46, 'FL'],
    [38.5, -91.63, 'MO'],
    [42.65, -73.75, 'NY'],
    [39.74, -104.99, 'CO'],
    [38.9, -77.03, 'DC'],
    [25.0, -110.0, null],
    [45.5, -75.5, null],
  ])('%s, %s is in %s', (lat, lng, code) => expect(data.stateOf(lat, lng)).toBe(code));
});
