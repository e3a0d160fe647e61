import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { celsiusToFahrenheit, fahrenheitToCelsius, inchesToMm, mmToInches, toIndexUnit } from './units.js';

describe('unit conversion', () => {
  it('converts mm to inches and deg C to deg F', () => {
    expect(mmToInches(25.4)).toBe(1);
    expect(mmToInches(63.5)).toBe(2.5);
    expect(celsiusToFahrenheit(0)).toBe(32);
    expect(celsiusToFahrenheit(100)).toBe(212);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
    expect(celsiusToFahrenheit(30)).toBe(86);
    expect(toIndexUnit(50.8, 'mm')).toBe(2);
    expect(toIndexUnit(25, 'degC')).toBe(77);
  });

  it('inverts', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 1000, noNaN: true }), (x) => {
        expect(inchesToMm(mmToInches(x))).toBeCloseTo(x, 9);
        expect(fahrenheitToCelsius(celsiusToFahrenheit(x))).toBeCloseTo(x, 9);
      }),
    );
  });
});
