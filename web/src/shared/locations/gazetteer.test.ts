import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createGazetteer } from './gazetteer.js';
import { decodeGazetteer, encodeGazetteer, type ZipRow } from './gazetteer-codec.js';

const require = createRequire(import.meta.url);
const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRow> };
const source = Object.values(codes);

describe('gazetteer codec', () => {
  it('round-trips the ZIP table to a thousandth of a degree', () => {
    const decoded = decodeGazetteer(encodeGazetteer(source));
    const byZip = new Map(decoded.map((r) => [r.zip, r]));
    expect(decoded.length).toBeGreaterThan(40_000);
    for (const zip of ['33602', '10001', '00501', '99950', '63101']) {
      const a = codes[zip]!;
      const b = byZip.get(zip)!;
      expect(b).toMatchObject({ zip, city: a.city, state: a.state });
      expect(Math.abs(b.latitude - a.latitude)).toBeLessThanOrEqual(0.0005);
      expect(Math.abs(b.longitude - a.longitude)).toBeLessThanOrEqual(0.0005);
    }
  });
});

describe('offline gazetteer', () => {
  const gazetteer = createGazetteer(decodeGazetteer(encodeGazetteer(source)));

  it('finds a ZIP code and its prefix', () => {
    const [tampa] = gazetteer.search('33602', 5);
    expect(tampa!.label).toBe('33602 — Tampa, FL');
    expect(tampa!.lat).toBeCloseTo(27.96, 1);
    expect(tampa!.lng).toBeCloseTo(-82.46, 1);
    const prefix = gazetteer.search('3360', 5);
    expect(prefix).toHaveLength(5);
    expect(prefix.every((r) => r.label.startsWith('3360'))).toBe(true);
  });

  it('finds places by name, optionally with the state', () => {
    expect(gazetteer.search('Tampa, FL', 5)[0]!.label).toBe('Tampa, FL');
    expect(gazetteer.search('springfield il', 5)[0]!.label).toBe('Springfield, IL');
    expect(gazetteer.search('Kansas City, Missouri', 5)[0]!.label).toBe('Kansas City, MO');
    const springfields = gazetteer.search('Springfield', 5);
    expect(springfields).toHaveLength(5);
    expect(new Set(springfields.map((r) => r.label)).size).toBe(5);
  });

  it('places a city at its centre, not where a wrong ZIP point drags it ("New York, NY" is Manhattan)', () => {
    const [ny] = gazetteer.search('New York, NY', 5);
    expect(ny!.label).toBe('New York, NY');
    // Manhattan (Midtown is 40.75, -73.99); the mean of the table's points was -73.05, Long Island.
    expect(ny!.lat).toBeGreaterThan(40.7);
    expect(ny!.lat).toBeLessThan(40.85);
    expect(ny!.lng).toBeGreaterThan(-74.02);
    expect(ny!.lng).toBeLessThan(-73.93);
    const [chicago] = gazetteer.search('Chicago, IL', 5);
    expect(chicago!.lat).toBeCloseTo(41.85, 1);
    expect(chicago!.lng).toBeCloseTo(-87.68, 1);
  });

  it('keeps US states, DC and Puerto Rico only', () => {
    expect(gazetteer.search('09323', 5)).toEqual([]); // an APO (AE) code
    expect(gazetteer.search('Nowhereville', 5)).toEqual([]);
  });
});
