import { describe, expect, it } from 'vitest';
import { coverExposure, resolveAccumulationLimits } from './accumulation.js';
import {
  ACCUMULATION_QUOTE_STEP_SHARE,
  accumulationQuoteStepCents,
  capacityRefusalLogFields,
  checkQuoteCapacity,
} from './accumulation-quote.js';

const limits = resolveAccumulationLimits({ cellLimitDollars: 10_000_000, regionLimitDollars: 100_000_000 });
const TAMPA = { lat: 27.95, lon: -82.46, weight: 1, state: 'FL', cell: { row: 1, col: 2 } };
const shares = (limitDollars: number) =>
  coverExposure({ datasetId: 'cpc_precip_us-daily', limitCents: limitDollars * 100, locations: [TAMPA] });
const cellKey = shares(1)[0]!.key;
const answer = (pendingDollars: number, limitDollars: number) =>
  checkQuoteCapacity(shares(limitDollars), new Map([[cellKey, pendingDollars * 100]]), limits).refused
    ? 'refused'
    : 'priced';

describe('checkQuoteCapacity', () => {
  it('steps are a tenth of the limit', () => {
    expect(ACCUMULATION_QUOTE_STEP_SHARE).toBe(0.1);
    expect(accumulationQuoteStepCents(limits.cellLimitCents)).toBe(100_000_000);
  });

  it('answers the same for pending books within one step, whatever the quoted limit (no bisection to the dollar)', () => {
    for (const limit of [
      500_000, 1_000_000, 5_000_000, 6_782_563, 6_999_999, 7_000_000, 7_000_001, 9_000_000,
    ])
      expect(answer(3_217_437, limit)).toBe(answer(3_000_000, limit));
    // The exact check would tell these apart: 3,217,437 + 6,782,563 = 10,000,000 fits, + 1 does not.
    expect([answer(3_217_437, 6_782_563), answer(3_217_437, 6_782_564)]).toEqual(['priced', 'priced']);
  });

  it('quotes whose limits differ within one step get the same answer', () => {
    expect(answer(3_500_000, 6_000_001)).toBe(answer(3_500_000, 7_000_000));
    expect(answer(3_500_000, 7_000_001)).toBe('refused');
  });

  it('refuses what clearly does not fit; a cover of the whole limit fits an empty scope', () => {
    expect(answer(9_000_000, 1_000_001)).toBe('refused');
    expect(answer(0, 10_000_000)).toBe('priced');
    expect(answer(0, 10_000_001)).toBe('refused');
  });

  it("counts a refusal without amounts: the stage, the scope's kind and state", () => {
    const refused = checkQuoteCapacity(shares(2_000_000), new Map([[cellKey, 900_000_000]]), limits).refused!;
    expect(capacityRefusalLogFields('quote', refused)).toEqual({
      metric: 'AccumulationCapacityRefusal',
      stage: 'quote',
      scopeKind: 'cell',
      state: 'FL',
    });
  });
});
