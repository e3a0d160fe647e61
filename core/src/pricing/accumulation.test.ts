import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import {
  ACCUMULATION_LIMIT_REASON,
  assertWithinAccumulationLimits,
  bookScenarios,
  bookScenariosFromSums,
  checkAccumulation,
  coverExposure,
  DEFAULT_ACCUMULATION_CELL_LIMIT_DOLLARS,
  DEFAULT_ACCUMULATION_REFERRAL_SHARE,
  DEFAULT_ACCUMULATION_REGION_LIMIT_DOLLARS,
  resolveAccumulationLimits,
  summarizeExposure,
} from './accumulation.js';

const plantCity = { lat: 28.02, lon: -82.12, weight: 0.6, state: 'FL', cell: { row: 10, col: 20 } };
const tampa = { lat: 27.95, lon: -82.46, weight: 0.4, state: 'FL', cell: { row: 11, col: 12 } };
const limits = resolveAccumulationLimits({ cellLimitDollars: 1_000_000, regionLimitDollars: 2_000_000 });

describe('coverExposure', () => {
  it('splits the limit by location weight per cell and sums the cells of a state', () => {
    const shares = coverExposure({
      datasetId: 'prism-precip-daily',
      limitCents: 50_000_000,
      locations: [plantCity, tampa],
    });
    // Precipitation counts on the CPC 0.25° grid, whichever grid priced it.
    expect(shares.map((s) => [s.key, s.exposureCents])).toEqual([
      ['CELL#cpc_precip_us-daily#32#191', 30_000_000],
      ['CELL#cpc_precip_us-daily#31#190', 20_000_000],
      ['REGION#FL', 50_000_000],
    ]);
  });

  it('counts the same place priced on PRISM and on CPC precipitation in one cell', () => {
    const on = (datasetId: string, cell: { row: number; col: number }) =>
      coverExposure({ datasetId, limitCents: 100_000, locations: [{ ...tampa, cell }] })[0]!.key;
    expect(on('prism-precip-daily', { row: 100, col: 200 })).toBe(
      on('cpc_precip_us-daily', { row: 31, col: 190 }),
    );
  });

  it('keeps states apart and cells of another dataset apart', () => {
    const georgia = { ...tampa, state: 'ga', lat: 31.5 };
    const shares = coverExposure({
      datasetId: 'cpc-tmax-daily',
      limitCents: 100_000,
      locations: [plantCity, georgia],
    });
    expect(shares.map((s) => s.key)).toEqual([
      'CELL#cpc-tmax-daily#10#20',
      'CELL#cpc-tmax-daily#11#12',
      'REGION#FL',
      'REGION#GA',
    ]);
  });
});

describe('resolveAccumulationLimits', () => {
  it('uses core defaults unless a valid setting is given', () => {
    expect(resolveAccumulationLimits()).toEqual({
      cellLimitCents: DEFAULT_ACCUMULATION_CELL_LIMIT_DOLLARS * 100,
      regionLimitCents: DEFAULT_ACCUMULATION_REGION_LIMIT_DOLLARS * 100,
      referralShare: DEFAULT_ACCUMULATION_REFERRAL_SHARE,
    });
    expect(resolveAccumulationLimits({ cellLimitDollars: -1, referralShare: 1.5 }).referralShare).toBe(
      DEFAULT_ACCUMULATION_REFERRAL_SHARE,
    );
    expect(resolveAccumulationLimits({ referralShare: 0.5, regionLimitDollars: 0 })).toMatchObject({
      referralShare: 0.5,
      regionLimitCents: 0,
    });
  });
});

describe('checkAccumulation', () => {
  const shares = coverExposure({ datasetId: 'd', limitCents: 50_000_000, locations: [plantCity, tampa] });

  it('passes an empty book', () => {
    const d = checkAccumulation(shares, new Map(), limits);
    expect(d.refused).toBeUndefined();
    expect(d.referral).toBe(false);
  });

  it('refers a cover that brings a cell above the referral share but within its limit', () => {
    // Plant City's cell: $550,000 + $300,000 = $850,000 of $1,000,000 (share 0.8).
    const d = checkAccumulation(shares, new Map([['CELL#d#10#20', 55_000_000]]), limits);
    expect(d.refused).toBeUndefined();
    expect(d.referral).toBe(true);
  });

  it('refuses a cover above a limit, naming the place and the limit but no amounts', () => {
    const d = checkAccumulation(shares, new Map([['REGION#FL', 180_000_000]]), limits);
    expect(d.refused?.scope.key).toBe('REGION#FL');
    expect(d.referral).toBe(false);
    expect(() => assertWithinAccumulationLimits(d)).toThrow(
      'Capacity is not available for this cover: it would bring bound and pending exposure in Florida above its aggregate limit of $2,000,000. Lower the limit of liability or contact us.',
    );
    try {
      assertWithinAccumulationLimits(d);
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).code).toBe('VALIDATION_ERROR');
      expect((e as AppError).info).toMatchObject({
        reason: ACCUMULATION_LIMIT_REASON,
        limitCents: 200_000_000,
      });
      // Nothing about the other covers' amounts.
      expect((e as AppError).info).not.toHaveProperty('currentCents');
      expect((e as AppError).info).not.toHaveProperty('remainingCents');
    }
  });

  it('names the cell by its location', () => {
    const d = checkAccumulation(shares, new Map([['CELL#d#11#12', 100_000_000]]), limits);
    expect(() => assertWithinAccumulationLimits(d)).toThrow(
      'in the grid cell at 27.95, -82.46 (FL) above its aggregate limit of $1,000,000.',
    );
  });

  it('a cover exactly at the limit is accepted (and referred)', () => {
    const d = checkAccumulation(shares, new Map([['CELL#d#10#20', 70_000_000]]), limits);
    expect(d.refused).toBeUndefined();
    expect(d.referral).toBe(true);
  });
});

describe('bookScenariosFromSums', () => {
  it('keeps the years every cover has, as bookScenarios does', () => {
    const covers = [
      { years: [2000, 2001, 2002], payoutsCents: [0, 5, 7] },
      { years: [2001, 2002, 2003], payoutsCents: [1, 0, 9] },
    ];
    const years = [2000, 2001, 2002, 2003].map((year) => {
      const having = covers.filter((c) => c.years.includes(year));
      return {
        year,
        covers: having.length,
        payoutsCents: having.reduce((s, c) => s + c.payoutsCents[c.years.indexOf(year)]!, 0),
      };
    });
    expect(bookScenariosFromSums({ covers: 2, years })).toEqual(bookScenarios(covers));
    expect(bookScenariosFromSums({ covers: 0, years: [] })).toBeUndefined();
    expect(bookScenariosFromSums({ covers: 2, years: years.slice(0, 1) })).toBeUndefined();
  });
});

describe('bookScenarios', () => {
  it('sums the covers year by year over the years all of them have', () => {
    const book = bookScenarios([
      { years: [2000, 2001, 2002], payoutsCents: [100, 0, 50] },
      { years: [2001, 2002, 2003], payoutsCents: [10, 20, 30] },
    ]);
    expect(book).toEqual({ years: [2001, 2002], payoutsCents: [10, 70] });
  });

  it('is empty without covers or without a common year', () => {
    expect(bookScenarios([])).toBeUndefined();
    expect(
      bookScenarios([
        { years: [2000], payoutsCents: [1] },
        { years: [2001], payoutsCents: [1] },
      ]),
    ).toBeUndefined();
  });
});

describe('summarizeExposure', () => {
  it('sums per state and lists the largest cells, with the share of each limit and the contracts', () => {
    const a = coverExposure({ datasetId: 'd', limitCents: 50_000_000, locations: [plantCity, tampa] });
    const b = coverExposure({ datasetId: 'd', limitCents: 10_000_000, locations: [{ ...tampa, weight: 1 }] });
    const entries = [
      ...a.map((s) => ({ ...s, contractId: 'a' })),
      ...b.map((s) => ({ ...s, contractId: 'b' })),
    ];
    const summary = summarizeExposure(entries, limits, 1);
    expect(summary.regions).toEqual([
      expect.objectContaining({
        key: 'REGION#FL',
        exposureCents: 60_000_000,
        limitCents: 200_000_000,
        share: 0.3,
        contracts: 2,
      }),
    ]);
    // Tampa's cell: $200,000 + $100,000; Plant City's $300,000: a tie, by key.
    expect(summary.cells).toEqual([
      expect.objectContaining({ key: 'CELL#d#10#20', exposureCents: 30_000_000, share: 0.3, contracts: 1 }),
    ]);
    expect(summarizeExposure([], limits)).toEqual({ regions: [], cells: [] });
  });
});
