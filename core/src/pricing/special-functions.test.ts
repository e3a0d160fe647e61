import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gammaQuantile, logGamma, regularizedGamma } from './gamma-function.js';
import { normalCdf, normalInterval, normalQuantile, normalSf } from './normal.js';

const rel = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);

describe('standard normal', () => {
  it('matches reference values to 1e-12 relative, tails included', () => {
    const reference: [number, number][] = [
      [0, 0.5],
      [1, 0.8413447460685429],
      [2, 0.9772498680518208],
      [3, 0.9986501019683699],
      [-1.5, 0.06680720126885807],
      [-5, 2.866515718791939e-7],
      [-10, 7.61985302416047e-24],
    ];
    for (const [z, p] of reference) expect(rel(normalCdf(z), p)).toBeLessThan(1e-12);
    expect(rel(normalSf(5), 2.866515718791939e-7)).toBeLessThan(1e-12);
    expect(rel(normalInterval(1, 3), 0.9986501019683699 - 0.8413447460685429)).toBeLessThan(1e-12);
  });

  it('inverts', () => {
    expect(normalQuantile(0.99)).toBeCloseTo(2.3263478740408408, 12);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.3263478740408408, 12);
    expect(normalQuantile(0.5)).toBe(0);
    fc.assert(
      fc.property(fc.double({ min: -8, max: 4, noNaN: true }), (z) => {
        // (above 4, Phi(z) is within 3e-5 of 1 and its own rounding limits the round trip)
        expect(normalQuantile(normalCdf(z))).toBeCloseTo(z, 7);
      }),
    );
  });
});

describe('gamma functions', () => {
  it('log Gamma matches factorials and Gamma(1/2) = sqrt(pi)', () => {
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 13);
    expect(logGamma(1)).toBeCloseTo(0, 13);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 13);
    expect(logGamma(20)).toBeCloseTo(Math.log(121645100408832000), 11);
  });

  it('regularized incomplete gamma matches closed forms', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 60, noNaN: true }), (x) => {
        // a = 1: 1 - e^-x; a = 2: 1 - e^-x (1 + x); a = 1/2: erf(sqrt x) = 2 Phi(sqrt(2x)) - 1
        expect(regularizedGamma(1, x)[0]).toBeCloseTo(1 - Math.exp(-x), 13);
        expect(regularizedGamma(2, x)[1]).toBeCloseTo(Math.exp(-x) * (1 + x), 13);
        expect(regularizedGamma(0.5, x)[1]).toBeCloseTo(2 * normalSf(Math.sqrt(2 * x)), 13);
      }),
    );
  });

  it('inverts', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 800, noNaN: true }),
        fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        (a, p) => {
          expect(regularizedGamma(a, gammaQuantile(a, p))[0]).toBeCloseTo(p, 9);
        },
      ),
    );
  });
});
