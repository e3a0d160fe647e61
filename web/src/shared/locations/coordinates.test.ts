import { describe, expect, it } from 'vitest';
import { classifySearchInput, EMPTY_INPUT_MESSAGE, parseCoordinates, parseDms } from './coordinates.js';

const close = (actual: { lat: number; lng: number } | null, lat: number, lng: number) => {
  expect(actual).not.toBeNull();
  expect(actual!.lat).toBeCloseTo(lat, 6);
  expect(actual!.lng).toBeCloseTo(lng, 6);
};

describe('parseCoordinates', () => {
  it.each([
    ['27.95, -82.46', 27.95, -82.46],
    ['27.95,-82.46', 27.95, -82.46],
    ['27.95 -82.46', 27.95, -82.46],
    ['  -33.5   151.25 ', -33.5, 151.25],
    ['+40 -100', 40, -100],
    ['90, 180', 90, 180],
    ['-90 -180', -90, -180],
  ])('reads decimal "%s"', (input, lat, lng) => close(parseCoordinates(input), lat, lng));

  it.each([
    [`27°57'00"N 82°27'36"W`, 27.95, -82.46],
    [`27°57'00"N, 82°27'36"W`, 27.95, -82.46],
    [`27° 57' 0" N 82° 27' 36" W`, 27.95, -82.46],
    [`N27°57' W82°27.6'`, 27.95, -82.46],
    [`82°27'36"W 27°57'00"N`, 27.95, -82.46],
    [`27 57 0 N 82 27 36 W`, 27.95, -82.46],
    [`33°52′S 151°12′E`, -(33 + 52 / 60), 151.2],
    [`27.95N 82.46W`, 27.95, -82.46],
    [`-27.5° -82.5°`, -27.5, -82.5],
    [`40°26'46"N 79°58'56"W`, 40 + 26 / 60 + 46 / 3600, -(79 + 58 / 60 + 56 / 3600)],
  ])('reads DMS "%s"', (input, lat, lng) => close(parseCoordinates(input), lat, lng));

  it.each([
    ['91, 10'],
    ['45, 181'],
    ['-90.5 0'],
    [`27°61'N 82°W`],
    [`27°N 82°N`],
    ['1600 Pennsylvania Ave'],
    ['33602'],
    ['Tampa, FL'],
    ['27.95'],
  ])('refuses "%s"', (input) => expect(parseCoordinates(input)).toBeNull());

  it('gives minutes and seconds their fractions', () => {
    close(parseDms(`10°30'N 20°15'E`), 10.5, 20.25);
  });
});

describe('classifySearchInput', () => {
  it('says "Input cannot be empty" for blank input', () => {
    expect(classifySearchInput('   ')).toEqual({ kind: 'empty', message: EMPTY_INPUT_MESSAGE });
    expect(EMPTY_INPUT_MESSAGE).toBe('Input cannot be empty');
  });
  it('tells coordinates from addresses (out-of-range pairs are addresses)', () => {
    expect(classifySearchInput('27.95, -82.46')).toEqual({ kind: 'coordinates', lat: 27.95, lng: -82.46 });
    expect(classifySearchInput('123 456')).toEqual({ kind: 'address', query: '123 456' });
    expect(classifySearchInput(' Tampa, FL ')).toEqual({ kind: 'address', query: 'Tampa, FL' });
  });
});
