/** Ordinary least-squares line through (year, value) points, and detrending to a target year. */
export interface LinearTrend {
  readonly slopePerYear: number;
  readonly meanYear: number;
  readonly meanValue: number;
  /** Sum of squared deviations of the years from their mean. */
  readonly sxx: number;
  /** Standard deviation of the residuals about the line, n - 2 degrees of freedom. */
  readonly residualSd: number;
}

export function fitLinearTrend(years: ArrayLike<number>, values: ArrayLike<number>): LinearTrend {
  const n = years.length;
  let sy = 0;
  let sv = 0;
  for (let i = 0; i < n; i++) {
    sy += years[i]!;
    sv += values[i]!;
  }
  const meanYear = sy / n;
  const meanValue = sv / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = years[i]! - meanYear;
    sxx += dx * dx;
    sxy += dx * (values[i]! - meanValue);
  }
  const slopePerYear = sxx > 0 ? sxy / sxx : 0;
  let sse = 0;
  for (let i = 0; i < n; i++) {
    const r = values[i]! - meanValue - slopePerYear * (years[i]! - meanYear);
    sse += r * r;
  }
  return { slopePerYear, meanYear, meanValue, sxx, residualSd: n > 2 ? Math.sqrt(sse / (n - 2)) : 0 };
}

export const trendValueAt = (t: LinearTrend, year: number): number =>
  t.meanValue + t.slopePerYear * (year - t.meanYear);

/** Each value moved along the trend to `targetYear`: v + slope * (targetYear - year). */
export function detrendToYear(
  years: ArrayLike<number>,
  values: ArrayLike<number>,
  t: LinearTrend,
  targetYear: number,
): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i]! + t.slopePerYear * (targetYear - years[i]!);
  return out;
}

// ---------------------------------------------------------------- robust trend (the pricing policy)

/**
 * Theil–Sen slope (the median of the slopes of all pairs of points with different years) and the
 * Mann–Kendall test of a monotone trend (S = Σ_{i<j} sign(v_j − v_i), variance with the tie
 * correction, z with the continuity correction). Both are rank-based: one outlying year moves
 * neither, and they make no assumption on the shape of the distribution (precipitation totals are
 * skewed). docs/pricing.md, "Trend policy".
 */
export interface RobustTrend {
  /** Median pairwise slope, index units a year. */
  readonly slopePerYear: number;
  /** The line's value at `meanYear`: median(v − slope · year) + slope · meanYear. */
  readonly levelAtMeanYear: number;
  readonly meanYear: number;
  /** Σ (year − mean year)² of the years used (the slope's standard error is about σ / √sxx). */
  readonly sxx: number;
  /** Mann–Kendall S. */
  readonly s: number;
  /** Mann–Kendall z (0 when S = 0). */
  readonly z: number;
  readonly firstYear: number;
  readonly lastYear: number;
  readonly count: number;
}

const roundSignificant = (v: number): number => (v === 0 ? 0 : Number(v.toPrecision(12)));

function median(sorted: Float64Array): number {
  const n = sorted.length;
  if (n === 0) return 0;
  const h = n >> 1;
  return n % 2 === 1 ? sorted[h]! : (sorted[h - 1]! + sorted[h]!) / 2;
}

export function fitRobustTrend(years: ArrayLike<number>, values: ArrayLike<number>): RobustTrend {
  const n = years.length;
  const slopes = new Float64Array((n * (n - 1)) / 2);
  let k = 0;
  let s = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    sy += years[i]!;
    for (let j = i + 1; j < n; j++) {
      const dy = years[j]! - years[i]!;
      const dv = values[j]! - values[i]!;
      if (dy !== 0) slopes[k++] = dv / dy;
      // Pairs ordered by year (the history is ascending).
      s += Math.sign(dv) * Math.sign(dy);
    }
  }
  // Rounded to 12 significant digits (the data carry 7): a pair's difference of decimal values
  // (80.05 - 80.00 = 0.04999999999999716) would otherwise leave hand-made examples off by 1e-15.
  const slopePerYear = roundSignificant(median(slopes.subarray(0, k).sort()));
  const meanYear = n > 0 ? sy / n : 0;
  let sxx = 0;
  const offsets = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    sxx += (years[i]! - meanYear) ** 2;
    offsets[i] = values[i]! - slopePerYear * years[i]!;
  }
  const levelAtMeanYear = median(offsets.sort()) + slopePerYear * meanYear;
  // Var(S) = [n(n−1)(2n+5) − Σ t(t−1)(2t+5)] / 18 over the groups of t tied values.
  const sortedValues = Float64Array.from(values).sort();
  let ties = 0;
  for (let i = 0; i < n;) {
    let j = i + 1;
    while (j < n && sortedValues[j] === sortedValues[i]) j++;
    const t = j - i;
    ties += t * (t - 1) * (2 * t + 5);
    i = j;
  }
  const variance = (n * (n - 1) * (2 * n + 5) - ties) / 18;
  const z = s === 0 || !(variance > 0) ? 0 : (s - Math.sign(s)) / Math.sqrt(variance);
  return {
    slopePerYear,
    levelAtMeanYear,
    meanYear,
    sxx,
    s,
    z,
    firstYear: n > 0 ? years[0]! : NaN,
    lastYear: n > 0 ? years[n - 1]! : NaN,
    count: n,
  };
}
