/**
 * The two loads that replace constants: the standard error of the EL estimate (checked against
 * the spread of the estimate over simulated histories) and the capital share d from the book.
 */
import { describe, expect, it } from 'vitest';
import { emptyMoments, normalDistribution, zeroInflatedGamma } from './distributions.js';
import { fittedPayoutStats } from './expected-loss.js';
import { expectedLossStandardError } from './expected-loss-uncertainty.js';
import type { IndexFit } from './fit-index.js';
import { alignPortfolio, capitalShare } from './portfolio-capital.js';
import { createPricingContext, pricePremium } from './premium.js';
import { defaultPricingParameters } from './pricing-parameters.js';
import { historyOf, seededRandom } from './test-fixtures.js';
import { fitLinearTrend, trendValueAt } from './trend.js';

const sdOf = (xs: number[]) => {
  const m = xs.reduce((s, v) => s + v, 0) / xs.length;
  return Math.sqrt(xs.reduce((s, v) => s + (v - m) ** 2, 0) / (xs.length - 1));
};

function normals(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

describe('standard error of the fitted expected loss (delta method)', () => {
  it('normal with a trend: matches the spread of the estimate over 4,000 simulated 30-year histories', () => {
    const n = 30;
    const years = Int32Array.from({ length: n }, (_, i) => 1995 + i);
    const policyYear = 2025;
    const [mu, sigma] = [90, 1];
    const terms = { direction: 'above' as const, trigger: 91, exhaust: 93, limitCents: 10_000_000 };
    const m = emptyMoments();
    const acc = new Float64Array(2);
    const z = normals(seededRandom(3));
    const estimates: number[] = [];
    for (let s = 0; s < 4000; s++) {
      const values = Float64Array.from(years, (y) => mu + 0.03 * (y - policyYear) + sigma * z());
      const t = fitLinearTrend(years, values);
      estimates.push(
        fittedPayoutStats(normalDistribution(trendValueAt(t, policyYear), t.residualSd), terms, m, acc).mean,
      );
    }
    const t = fitLinearTrend(years, years); // Sxx and mean year only
    const f = Math.sqrt(1 / n + (policyYear - t.meanYear) ** 2 / t.sxx);
    const fit = {
      adjustedValues: new Float64Array(n),
      distribution: normalDistribution(mu, sigma),
      summary: { kind: 'normal' },
      mean: mu,
      sd: sigma,
      standardErrorFactor: f,
      detrended: true,
    } as unknown as IndexFit;
    const se = expectedLossStandardError(fit, terms, 0, 1, 0, m, acc);
    expect(se.fitted! / sdOf(estimates)).toBeGreaterThan(0.9);
    expect(se.fitted! / sdOf(estimates)).toBeLessThan(1.1);
  });

  it('zero-inflated gamma: matches the spread of the moment fit over simulated histories', () => {
    const n = 30;
    const [shape, scale] = [4, 2.5]; // mean 10 in, sd 5 in; no zero years
    const terms = { direction: 'above' as const, trigger: 15, exhaust: 25, limitCents: 10_000_000 };
    const m = emptyMoments();
    const acc = new Float64Array(2);
    const random = seededRandom(9);
    const gammaDraw = () =>
      -scale * Math.log((1 - random()) * (1 - random()) * (1 - random()) * (1 - random()));
    const estimates: number[] = [];
    for (let s = 0; s < 4000; s++) {
      const xs = Array.from({ length: n }, gammaDraw);
      const mean = xs.reduce((a, v) => a + v, 0) / n;
      const sd = sdOf(xs);
      estimates.push(
        fittedPayoutStats(zeroInflatedGamma((mean * mean) / (sd * sd), (sd * sd) / mean, 0), terms, m, acc)
          .mean,
      );
    }
    const d = zeroInflatedGamma(shape, scale, 0);
    const fittedMean = fittedPayoutStats(d, terms, m, acc).mean;
    const fit = {
      adjustedValues: new Float64Array(n),
      distribution: d,
      summary: { kind: 'gamma', method: 'moments', shape, scale, zeroProbability: 0 },
      mean: 10,
      sd: 5,
      standardErrorFactor: 1 / Math.sqrt(n),
      detrended: false,
    } as unknown as IndexFit;
    const se = expectedLossStandardError(fit, terms, 0, fittedMean, 0, m, acc);
    expect(se.fitted! / sdOf(estimates)).toBeGreaterThan(0.85);
    expect(se.fitted! / sdOf(estimates)).toBeLessThan(1.15);
  });

  it('is smaller than the old SD x f load, most of all for a remote layer', () => {
    const z = normals(seededRandom(21));
    const values = Array.from({ length: 30 }, (_, i) => 90 + 0.02 * i + z());
    const ctx = createPricingContext(historyOf('HTC', values, 2025), defaultPricingParameters);
    const ratio = (trigger: number) => {
      const p = pricePremium(ctx, {
        direction: 'above',
        trigger,
        exhaust: trigger + 2,
        limitCents: 10_000_000,
      });
      return (p.payoutSdCents * ctx.fit.standardErrorFactor) / p.standardErrorCents;
    };
    expect(ratio(91)).toBeGreaterThan(1);
    expect(ratio(92.5)).toBeGreaterThan(ratio(91));
  });
});

describe('capital share d from the book', () => {
  const years = Int32Array.from({ length: 20 }, (_, i) => 2005 + i);
  const x = Float64Array.from(years, (y) => (y === 2010 ? 1_000_000 : y === 2015 ? 400_000 : 0));
  const book = (f: (y: number) => number) => ({
    years: Array.from(years),
    payoutsCents: Array.from(years, f),
  });

  it('is 1 (standalone) without a book, with a book that never paid, or for a cover that never paid', () => {
    expect(capitalShare(alignPortfolio(undefined, years), x, 0.99, 0.25)).toEqual({
      share: 1,
      basis: 'standalone',
      commonYears: 0,
    });
    expect(
      capitalShare(
        alignPortfolio(
          book(() => 0),
          years,
        ),
        x,
        0.99,
        0.25,
      ).share,
    ).toBe(1);
    const aligned = alignPortfolio(
      book((y) => (y === 2010 ? 5_000_000 : 0)),
      years,
    );
    expect(capitalShare(aligned, new Float64Array(20), 0.99, 0.25)).toMatchObject({
      share: 1,
      basis: 'standalone',
    });
  });

  it("is 1 when the cover pays in the book's worst year, the floor when it pays only in mild years", () => {
    // Worst book year 2010, where the cover pays its limit: TVaR(book + x) - TVaR(book) = TVaR(x).
    const together = alignPortfolio(
      book((y) => (y === 2010 ? 5_000_000 : 100_000)),
      years,
    );
    expect(capitalShare(together, x, 0.99, 0.25)).toEqual({ share: 1, basis: 'portfolio', commonYears: 20 });
    // Book's worst year 2020 ($50,000), where the cover pays nothing; its own worst, 2010, takes the book to $10,000.
    const apart = alignPortfolio(
      book((y) => (y === 2020 ? 5_000_000 : 0)),
      years,
    );
    expect(capitalShare(apart, x, 0.99, 0.25)).toMatchObject({ share: 0.25, basis: 'portfolio' });
    expect(capitalShare(apart, x, 0.99, 0).share).toBe(0);
  });

  it('is the marginal share in between, over the years both have; standalone when they share fewer than 20', () => {
    // Book: $30,000 in 2020, $25,000 in 2010. With the cover 2010 reaches $35,000: d = 5,000 / 10,000.
    const full = alignPortfolio(
      book((y) => (y === 2020 ? 3_000_000 : y === 2010 ? 2_500_000 : 0)),
      years,
    );
    expect(capitalShare(full, x, 0.99, 0.25)).toEqual({ share: 0.5, basis: 'portfolio', commonYears: 20 });
    // The same book known in two of the years only: too thin a view of its tail to discount.
    const partial = alignPortfolio(
      { years: [2010, 2020, 1990], payoutsCents: [2_500_000, 3_000_000, 9_000_000] },
      years,
    );
    expect(capitalShare(partial, x, 0.99, 0.25)).toEqual({ share: 1, basis: 'standalone', commonYears: 2 });
  });

  it('stays within [floor, 1] for any book, and is 1 for a book of copies of the cover', () => {
    const random = seededRandom(17);
    for (let k = 0; k < 200; k++) {
      const payouts = Float64Array.from(years, () => (random() < 0.2 ? Math.round(random() * 1_000_000) : 0));
      const aligned = alignPortfolio(
        book(() => (random() < 0.3 ? Math.round(random() * 5_000_000) : 0)),
        years,
      );
      const d = capitalShare(aligned, payouts, 0.95, 0.25).share;
      expect(d).toBeGreaterThanOrEqual(0.25);
      expect(d).toBeLessThanOrEqual(1);
      const copies = alignPortfolio(
        { years: Array.from(years), payoutsCents: Array.from(payouts, (v) => 3 * v) },
        years,
      );
      if (payouts.some((v) => v > 0))
        expect(capitalShare(copies, payouts, 0.95, 0.25).share).toBeCloseTo(1, 12);
    }
  });

  it('lowers the capital charge, and so the premium, of a cover that diversifies the book', () => {
    const values = [0, 0, 0, 0.5, 0, 0, 1.5, 0, 2, 0, 0, 2.5, 0, 3, 0, 4, 0, 1, 0, 0.8];
    const terms = { direction: 'above' as const, trigger: 1, exhaust: 3, limitCents: 1_000_000 };
    const alone = pricePremium(
      createPricingContext(historyOf('HPC', values), defaultPricingParameters),
      terms,
    );
    const ys = Array.from({ length: 20 }, (_, i) => 2006 + i);
    const diversifying = { years: ys, payoutsCents: ys.map((y) => (y === 2006 ? 10_000_000 : 0)) };
    const inBook = pricePremium(
      createPricingContext(historyOf('HPC', values), defaultPricingParameters, diversifying),
      terms,
    );
    expect(inBook.capitalShare).toBe(0.25); // the cover pays nothing in the book's worst year: the floor
    expect(inBook.capitalChargeCents).toBe(Math.round(0.06 * 0.25 * 825_000));
    expect(inBook.netPremiumCents).toBeLessThan(alone.netPremiumCents);
  });
});
