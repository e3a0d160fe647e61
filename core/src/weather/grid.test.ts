import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CPC_GRID, PRISM_GRID, datasetById, datasets, resolveDatasetId } from './datasets.js';
import { cellCentre, cellForLatLon } from './grid.js';

describe('datasets', () => {
  it('defines the four datasets with the API ids and accepts the aliases', () => {
    expect(Object.keys(datasets).sort()).toEqual([
      'cpc_precip_us-daily',
      'prism-precip-daily',
      'prism_temp_max-daily',
      'prism_temp_min-daily',
    ]);
    expect(resolveDatasetId('prismc-tmax-daily')).toBe('prism_temp_max-daily');
    expect(resolveDatasetId('prismc-tmin-daily')).toBe('prism_temp_min-daily');
    expect(resolveDatasetId('era5')).toBeNull();
    expect(datasetById('cpc_precip_us-daily')).toMatchObject({ unit: 'mm', firstDate: '1948-01-01' });
    expect(datasetById('prismc-tmin-daily')).toMatchObject({ unit: 'degC', firstDate: '1981-01-01' });
  });
});

describe('CPC grid (0.25 deg, rows from the south)', () => {
  it('puts corner centres where the definition says', () => {
    expect(cellCentre(CPC_GRID, { row: 0, col: 0 })).toEqual({ lat: 20.125, lon: -129.875 });
    expect(cellCentre(CPC_GRID, { row: 119, col: 299 })).toEqual({ lat: 49.875, lon: -55.125 });
  });

  it('finds the cell of a point and returns null outside', () => {
    // Tampa, 27.95 N 82.46 W: row (27.95 - 20.0) / 0.25 = 31.8 -> 31; col (-82.46 + 130) / 0.25 = 190.16 -> 190
    expect(cellForLatLon(CPC_GRID, 27.95, -82.46)).toEqual({ row: 31, col: 190 });
    expect(cellForLatLon(CPC_GRID, 20, -129.99)).toEqual({ row: 0, col: 0 }); // south-west edge
    expect(cellForLatLon(CPC_GRID, 19.99, -100)).toBeNull();
    expect(cellForLatLon(CPC_GRID, 50, -100)).toBeNull(); // the north edge belongs to no cell
    expect(cellForLatLon(CPC_GRID, 35, -130.01)).toBeNull();
    expect(cellForLatLon(CPC_GRID, Number.NaN, -100)).toBeNull();
    // A point on a shared edge belongs to the cell with the larger index.
    // lat 30 is the edge of rows 39|40, lon -100 of cols 119|120.
    expect(cellForLatLon(CPC_GRID, 30, -100)).toEqual({ row: 40, col: 120 });
  });

  it('maps every cell centre back to its cell', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 119 }), fc.integer({ min: 0, max: 299 }), (row, col) => {
        const c = cellCentre(CPC_GRID, { row, col });
        expect(cellForLatLon(CPC_GRID, c.lat, c.lon)).toEqual({ row, col });
      }),
    );
  });
});

describe('PRISM grid (1/24 deg, row 0 north)', () => {
  it('puts corner centres where the definition says', () => {
    const nw = cellCentre(PRISM_GRID, { row: 0, col: 0 });
    expect(nw.lat).toBeCloseTo(49.9166667, 6);
    expect(nw.lon).toBe(-125);
    const se = cellCentre(PRISM_GRID, { row: 620, col: 1404 });
    expect(se.lat).toBeCloseTo(49.9166667 - 620 / 24, 6); // 24.0833
    expect(se.lon).toBeCloseTo(-125 + 1404 / 24, 9); // -66.5
  });

  it('counts rows southwards', () => {
    // Tampa: row (49.9375 - 27.95) * 24 = 527.7 -> 527; col (-82.46 + 125.0208333) * 24 = 1021.5 -> 1021
    expect(cellForLatLon(PRISM_GRID, 27.95, -82.46)).toEqual({ row: 527, col: 1021 });
    expect(cellForLatLon(PRISM_GRID, 49.95, -100)).toBeNull();
    expect(cellForLatLon(PRISM_GRID, 24.06, -100)).toBeNull();
  });

  it('maps every cell centre back to its cell', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 620 }), fc.integer({ min: 0, max: 1404 }), (row, col) => {
        const c = cellCentre(PRISM_GRID, { row, col });
        expect(cellForLatLon(PRISM_GRID, c.lat, c.lon)).toEqual({ row, col });
      }),
    );
  });
});
