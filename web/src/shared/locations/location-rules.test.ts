import { describe, expect, it } from 'vitest';
import { formatLatLng, snapToCell } from './location-rules.js';

describe('snapping and display', () => {
  it('snaps a click to its cell centre', () => {
    expect(snapToCell(27.95, -82.46, 'CPC')).toEqual({ lat: 27.875, lng: -82.375 });
    const prism = snapToCell(27.95, -82.46, 'PRISM')!;
    expect(prism.lat).toBeCloseTo(27.9583333, 6);
    expect(prism.lng).toBeCloseTo(-82.4583333, 6);
    expect(snapToCell(10, -82, 'CPC')).toBeNull();
  });
  it('shows coordinates at 3 decimals for CPC and 4 for PRISM', () => {
    expect(formatLatLng(27.875, -82.375, 'CPC')).toBe('27.875, -82.375');
    expect(formatLatLng(27.9583333, -82.4583333, 'PRISM')).toBe('27.9583, -82.4583');
  });
});
