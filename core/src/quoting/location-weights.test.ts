import { describe, expect, it } from 'vitest';
import {
  evenWeights,
  totalError,
  totalPercentage,
  typedWeight,
  WEIGHT_RANGE_MESSAGE,
  weightInputError,
  weightValueError,
  withAddedLocation,
  withoutLocation,
} from './location-weights.js';
import { TOTAL_PERCENTAGE_MESSAGE } from '../schemas/pricing.js';

const loc = (id: string, weight = 0) => ({ id, weight });

describe('evenWeights', () => {
  it('splits 100 into whole numbers, the remainder to the first ones', () => {
    expect(evenWeights(1)).toEqual([100]);
    expect(evenWeights(2)).toEqual([50, 50]);
    expect(evenWeights(3)).toEqual([34, 33, 33]);
    expect(evenWeights(6)).toEqual([17, 17, 17, 17, 16, 16]);
    expect(evenWeights(0)).toEqual([]);
    for (let n = 1; n <= 100; n++) {
      const w = evenWeights(n);
      expect(w.reduce((a, b) => a + b, 0)).toBe(100);
      expect(Math.max(...w) - Math.min(...w)).toBeLessThanOrEqual(1);
    }
  });
});

describe('adding and removing locations', () => {
  it('gives the first location 100 and evens out later ones', () => {
    const one = withAddedLocation([], loc('a'), false);
    expect(one.map((l) => l.weight)).toEqual([100]);
    const two = withAddedLocation(one, loc('b'), false);
    expect(two.map((l) => l.weight)).toEqual([50, 50]);
    const three = withAddedLocation(two, loc('c'), false);
    expect(three.map((l) => l.weight)).toEqual([34, 33, 33]);
    expect(withoutLocation(three, 'a', false).map((l) => [l.id, l.weight])).toEqual([
      ['b', 50],
      ['c', 50],
    ]);
  });

  it('keeps edited weights: a new location starts at 1, a removed one is not redistributed', () => {
    const edited = [loc('a', 70), loc('b', 30)];
    const added = withAddedLocation(edited, loc('c', 55), true);
    expect(added.map((l) => l.weight)).toEqual([70, 30, 1]);
    expect(totalError(added)).toBe(TOTAL_PERCENTAGE_MESSAGE);
    expect(withoutLocation(added, 'c', true).map((l) => l.weight)).toEqual([70, 30]);
    expect(withoutLocation(edited, 'a', true).map((l) => l.weight)).toEqual([30]);
  });
  it('the first location is 100 even when weights were edited', () => {
    expect(withAddedLocation([], loc('a'), true).map((l) => l.weight)).toEqual([100]);
  });
});

describe('weight rules', () => {
  it('accepts whole numbers 1..100 of at most 3 characters', () => {
    for (const ok of ['1', '50', '100', ' 7 ']) expect(weightInputError(ok)).toBeNull();
    for (const bad of ['0', '101', '', '1.5', '-1', 'abc', '0100', '1e2'])
      expect(weightInputError(bad)).not.toBeNull();
  });
  it('requires a total of exactly 100%', () => {
    expect(TOTAL_PERCENTAGE_MESSAGE).toBe('Total percentage must be 100%');
    expect(totalPercentage([loc('a', 40), loc('b', 60)])).toBe(100);
    expect(totalError([loc('a', 40), loc('b', 60)])).toBeNull();
    expect(totalError([loc('a', 40), loc('b', 59)])).toBe(TOTAL_PERCENTAGE_MESSAGE);
    expect(totalError([])).toBeNull();
  });
  it('counts a typed 150 in the total (150%, not 0%) and says the weight is out of range', () => {
    expect(WEIGHT_RANGE_MESSAGE).toBe('Weight must be a whole number from 1 to 100');
    expect(typedWeight('150')).toBe(150);
    expect(typedWeight(' 40 ')).toBe(40);
    expect(typedWeight('abc')).toBeNaN();
    expect(typedWeight('0100')).toBeNaN();
    expect(weightInputError('150')).toBe(WEIGHT_RANGE_MESSAGE);
    expect(weightValueError(150)).toBe(WEIGHT_RANGE_MESSAGE);
    expect(weightValueError(0)).toBe(WEIGHT_RANGE_MESSAGE);
    expect(weightValueError(NaN)).toBe(WEIGHT_RANGE_MESSAGE);
    expect(weightValueError(100)).toBeNull();
    expect(totalPercentage([loc('a', typedWeight('150'))])).toBe(150);
    expect(totalError([loc('a', typedWeight('150'))])).toBe(TOTAL_PERCENTAGE_MESSAGE);
  });
});
