import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CPC_ID_COUNT, cellOfCpcId, centreOfCpcId, cpcIdForLatLon, cpcIdOfCell } from './cpc-id.js';

describe('CPC ID', () => {
  it('is row-major over 300 columns from the south-west corner', () => {
    expect(CPC_ID_COUNT).toBe(36000);
    expect(cpcIdOfCell({ row: 0, col: 0 })).toBe(0);
    expect(cpcIdOfCell({ row: 0, col: 299 })).toBe(299);
    expect(cpcIdOfCell({ row: 1, col: 0 })).toBe(300);
    expect(cpcIdOfCell({ row: 119, col: 299 })).toBe(35999);
    // Tampa: row 31, col 190 -> 31 * 300 + 190
    expect(cpcIdForLatLon(27.95, -82.46)).toBe(9490);
    expect(centreOfCpcId(9490)).toEqual({ lat: 27.875, lon: -82.375 });
  });

  it('round-trips every id and every cell', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 35999 }), (id) => {
        const cell = cellOfCpcId(id)!;
        expect(cpcIdOfCell(cell)).toBe(id);
        const c = centreOfCpcId(id)!;
        expect(cpcIdForLatLon(c.lat, c.lon)).toBe(id);
      }),
    );
  });

  it('names no cell past the grid (the picker accepts up to 90000) or for non-integers', () => {
    expect(cellOfCpcId(36000)).toBeNull();
    expect(cellOfCpcId(90000)).toBeNull();
    expect(cellOfCpcId(-1)).toBeNull();
    expect(cellOfCpcId(12.5)).toBeNull();
    expect(cpcIdOfCell({ row: 120, col: 0 })).toBeNull();
    expect(cpcIdOfCell({ row: 0, col: 300 })).toBeNull();
    expect(cpcIdForLatLon(51, -100)).toBeNull();
  });
});
