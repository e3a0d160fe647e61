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
