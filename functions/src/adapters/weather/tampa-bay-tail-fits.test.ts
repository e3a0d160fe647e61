/**
 * The tail-aware fits and the loads on the Tampa Bay PRISM files (../shared/data/prism-tampa-bay,
 * beside the project), the cases of issue 16: Jan-Feb LTC at Plant City 60% / Tampa 40%, Jul-Aug
 * HTC at 27.77, -82.64 and Jun-Sep HPC at 27.95, -82.46, policy year 2025 on the 30 years
 * 1995-2024. The skewed temperature indices must leave the normal, the fitted expected loss follow
 * the burn, the EL standard error stay below the old SD x f load, and a cover joining a book of
 * its neighbours' covers keep most of its capital (they pay in the same years). Skipped, with a
 * message, when the folder is absent (a fresh clone).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  buildIndexHistory,
  createPricingContext,
  defaultPricingParameters,
  emptyMoments,
  fittedPayoutStats,
  normalDistribution,
  priceCoverage,
  type PayoutTerms,
  type ProgramCode,
  payoutCents,
} from '@almanac/core';
import { fromFile } from 'geotiff';
import { describe, expect, it } from 'vitest';

const DATA_DIR = resolve(import.meta.dirname, '../../../../../shared/data/prism-tampa-bay');
const present = existsSync(DATA_DIR);
if (!present) console.log(`${DATA_DIR} not found: skipping the real-data tail-fit tests`);

/** One year's file, all bands decoded once (29 x 34 cells x 365 days). */
const files = new Map<
  string,
  Promise<{ bands: Float32Array[]; origin: number[]; resolution: number[]; width: number }>
>();
function yearFile(variable: string, year: number) {
  const key = `${variable}/${year}`;
  let hit = files.get(key);
  if (!hit) {
    hit = (async () => {
      const image = await (
        await fromFile(join(DATA_DIR, variable, `prism_${variable}_tampa-bay_${year}.tif`))
      ).getImage();
      const bands = (await image.readRasters({ interleave: false })) as unknown as Float32Array[];
      return { bands, origin: image.getOrigin(), resolution: image.getResolution(), width: image.getWidth() };
    })();
    files.set(key, hit);
  }
  return hit;
}

/** Daily values of one pixel for 1995-2024 (native units), as a series from 1995-01-01. */
async function pixelSeries(variable: string, lat: number, lon: number) {
  const out: number[] = [];
  for (let year = 1995; year <= 2024; year++) {
    const f = await yearFile(variable, year);
    const col = Math.floor((lon - f.origin[0]!) / f.resolution[0]!);
    const row = Math.floor((lat - f.origin[1]!) / f.resolution[1]!);
    for (const band of f.bands) out.push(band[row * f.width + col]!);
  }
  return { firstDate: '1995-01-01', values: Float64Array.from(out) };
}

async function history(
  program: ProgramCode,
  variable: string,
  points: [number, number, number][],
  startDate: string,
  endDate: string,
) {
  const locations = [];
  for (const [lat, lon, weight] of points)
    locations.push({ weight, series: await pixelSeries(variable, lat, lon) });
  return buildIndexHistory({ program, period: { startDate, endDate }, locations, lookBackYears: 30 });
}

describe.skipIf(!present)(
  'tail-aware fits and loads on the Tampa Bay PRISM data',
  { timeout: 120_000 },
  () => {
    it('LTC Jan-Feb (skewness about -1): not normal, and the fitted EL of a cold layer follows the burn', async () => {
      const h = await history(
        'LTC',
        'tmin',
        [
          [28.02, -82.12, 0.6],
          [27.95, -82.46, 0.4],
        ],
        '2025-01-01',
        '2025-02-28',
      );
      const r = priceCoverage(h, { program: 'LTC', limitCents: 10_000_000, trigger: 48 });
      const fit = r.fit;
      if (fit.kind === 'gamma' || fit.kind === 'none') throw new Error('temperature fit expected');
      console.log('LTC fit', JSON.stringify(fit));
      expect(fit.skewness).toBeLessThan(-0.8);
      expect(fit.kind).not.toBe('normal');
      const o = r.options[0]!;
      const ctx = createPricingContext(h, defaultPricingParameters);
      const normal = fittedPayoutStats(
        normalDistribution(fit.mean, fit.sd),
        o,
        emptyMoments(),
        new Float64Array(2),
      ).mean;
      const p = o.premium;
      console.log('LTC 48', {
        burn: p.expectedLossBurnCents,
        normal: Math.round(normal),
        fitted: p.expectedLossFittedCents,
        se: p.standardErrorCents,
        oldLoad: Math.round(p.payoutSdCents * ctx.fit.standardErrorFactor),
      });
      // The normal's thin tail misses most of the burn; the chosen fit is within a third of it.
      expect(normal).toBeLessThan(0.5 * p.expectedLossBurnCents);
      expect(Math.abs(p.expectedLossFittedCents! - p.expectedLossBurnCents)).toBeLessThan(
        p.expectedLossBurnCents / 3,
      );
      expect(p.standardErrorCents).toBeLessThan(p.payoutSdCents * ctx.fit.standardErrorFactor);
    });

    it('HTC Jul-Aug (skewness about +0.9): not normal; the EL standard error is below SD x f', async () => {
      const h = await history('HTC', 'tmax', [[27.77, -82.64, 1]], '2025-07-01', '2025-08-31');
      const r = priceCoverage(h, { program: 'HTC', limitCents: 10_000_000, trigger: 90.5 });
      const fit = r.fit;
      if (fit.kind === 'gamma' || fit.kind === 'none') throw new Error('temperature fit expected');
      console.log('HTC fit', JSON.stringify(fit));
      expect(fit.skewness).toBeGreaterThan(0.7);
      expect(fit.kind).not.toBe('normal');
      const ctx = createPricingContext(h, defaultPricingParameters);
      for (const o of r.options) {
        const p = o.premium;
        console.log('HTC', o.label, {
          burn: p.expectedLossBurnCents,
          fitted: p.expectedLossFittedCents,
          se: p.standardErrorCents,
          oldLoad: Math.round(p.payoutSdCents * ctx.fit.standardErrorFactor),
          rol: p.rateOnLine,
        });
        expect(p.standardErrorCents).toBeLessThan(p.payoutSdCents * ctx.fit.standardErrorFactor);
        expect(p.rateOnLine).toBeLessThanOrEqual(0.35);
      }
    });

    it('HPC Jun-Sep: a cover joining its neighbours keeps most of its capital; one apart from the book, the floor', async () => {
      const at = (lat: number, lon: number) =>
        history('HPC', 'ppt', [[lat, lon, 1]], '2025-06-01', '2025-09-30');
      const tampa = await at(27.95, -82.46);
      const terms: PayoutTerms = { direction: 'above', trigger: 38, exhaust: 48, limitCents: 10_000_000 };
      const years = Array.from(tampa.years);
      // The book: the same cover on eight cells 0.1-0.2 deg around Tampa.
      const book = new Array<number>(years.length).fill(0);
      for (const [dLat, dLon] of [
        [0.1, 0],
        [-0.1, 0],
        [0, 0.1],
        [0, -0.1],
        [0.2, 0.1],
        [-0.2, 0.1],
        [0.1, 0.2],
        [-0.1, 0.2],
      ]) {
        const h = await at(27.95 + dLat!, -82.46 + dLon!);
        h.values.forEach((v, i) => (book[i]! += Math.round(payoutCents(v, terms))));
      }
      const priced = (portfolio?: { years: number[]; payoutsCents: number[] }) =>
        // Measured without the maximum rate on line (this layer is above it once the trend applies).
        priceCoverage(
          tampa,
          { program: 'HPC', limitCents: 10_000_000, trigger: 38, exhaust: 48, portfolio },
          { maximumRateOnLine: 1 },
        ).options[0]!.premium;
      const alone = priced();
      const neighbours = priced({ years, payoutsCents: book });
      // A book three times the limit that paid only in Tampa's driest summer: the cover adds nothing to its worst year.
      const driest = tampa.values.indexOf(Math.min(...tampa.values));
      const apart = priced({ years, payoutsCents: years.map((_, i) => (i === driest ? 30_000_000 : 0)) });
      console.log('HPC 38->48 capital share', {
        alone: alone.capitalShare,
        neighbours: neighbours.capitalShare,
        apart: apart.capitalShare,
        netAlone: alone.netPremiumCents,
        netNeighbours: neighbours.netPremiumCents,
        se: alone.standardErrorCents,
        sd: alone.payoutSdCents,
      });
      expect(alone).toMatchObject({ capitalShare: 1, capitalShareBasis: 'standalone' });
      expect(neighbours.capitalShareBasis).toBe('portfolio');
      expect(neighbours.capitalShare).toBeGreaterThan(0.5);
      expect(apart.capitalShare).toBe(defaultPricingParameters.minimumCapitalShare);
      expect(neighbours.netPremiumCents).toBeLessThanOrEqual(alone.netPremiumCents);
    });
  },
);
