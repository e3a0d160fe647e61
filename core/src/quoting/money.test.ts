import { describe, expect, it } from 'vitest';
import { centsToDollars, meanCents } from './money.js';

describe('meanCents', () => {
  it('averages amounts in cents to the cent', () => {
    expect(meanCents([0, 0, 100_000, 0])).toBe(25_000);
    expect(meanCents([1, 2])).toBe(2); // 1.5 rounds half up
    expect(centsToDollars(meanCents([10_000, 0, 0]))).toBe(33.33);
  });
  it('is 0 for no amounts', () => {
    expect(meanCents([])).toBe(0);
  });
});
