import { describe, expect, it } from 'vitest';
import {
  formatLatLng,
  LOCATION_NOT_AVAILABLE_MESSAGE,
  locationAvailability,
  snapToCell,
} from './location-rules.js';

describe('locationAvailability', () => {
  it('accepts a point in an offered state inside the grid', () => {
    expect(locationAvailability(27.95, -82.46, 'FL', 'CPC')).toEqual({ ok: true, state: 'FL' });
    expect(locationAvailability(39.1, -94.6, 'MO', 'PRISM')).toEqual({ ok: true, state: 'MO' });
  });
  it.each([
    [42.65, -73.75, 'NY', 'CPC', 'excluded-state'],
    [61.2, -149.9, 'AK', 'CPC', 'polar-band'],
    [58.3, -134.4, 'AK', 'CPC', 'polar-band'],
    [21.3, -157.8, 'HI', 'CPC', 'outside-grid'],
    [18.4, -66.1, 'PR', 'CPC', 'outside-grid'],
    [25.0, -110.0, null, 'CPC', 'outside-us'],
    [-51, -70, null, 'CPC', 'polar-band'],
    [48.0, -122.0, null, 'PRISM', 'outside-us'],
    [45.0, -60.0, null, 'PRISM', 'outside-grid'],
  ] as const)('refuses %s, %s (%s, %s): %s', (lat, lng, state, dataset, reason) => {
    expect(locationAvailability(lat, lng, state, dataset)).toMatchObject({
      ok: false,
      reason,
      message: LOCATION_NOT_AVAILABLE_MESSAGE,
    });
  });
  it('uses the spec message', () => {
    expect(LOCATION_NOT_AVAILABLE_MESSAGE).toBe('Program not available at this location');
  });
});

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
