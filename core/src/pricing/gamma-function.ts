/**
 * log Gamma and the regularized incomplete gamma functions P(a, x) and Q(a, x) = 1 - P(a, x),
 * each computed directly where it is small so that tails keep their relative accuracy.
 * Series and continued fraction as in Numerical Recipes (gser, gcf); log Gamma by Stirling's series
 * with the recurrence Gamma(x + 1) = x Gamma(x).
 */
const HALF_LN_2PI = 0.9189385332046728;

export function logGamma(x: number): number {
  if (!(x > 0)) return NaN;
  let shift = 0;
  let y = x;
  while (y < 15) {
    shift += Math.log(y);
    y += 1;
  }
  const inv = 1 / y;
  const inv2 = inv * inv;
  // Stirling: (y - 1/2) ln y - y + ln(2 pi)/2 + 1/(12y) - 1/(360y^3) + 1/(1260y^5) - 1/(1680y^7) + 1/(1188y^9)
  const series = inv * (1 / 12 - inv2 * (1 / 360 - inv2 * (1 / 1260 - inv2 * (1 / 1680 - inv2 / 1188))));
  return (y - 0.5) * Math.log(y) - y + HALF_LN_2PI + series - shift;
}

const EPS = 1e-16;
const TINY = 1e-300;

/** P(a, x) by its power series (converges fast for x < a + 1). */
function seriesP(a: number, x: number, lnPrefix: number): number {
  let ap = a;
  let del = 1 / a;
  let sum = del;
  for (let n = 0; n < 1000; n++) {
    ap += 1;
    del *= x / ap;
    sum += del;
    if (Math.abs(del) < Math.abs(sum) * EPS) break;
  }
  return sum * Math.exp(lnPrefix);
}

/** Q(a, x) by its continued fraction, modified Lentz (converges fast for x >= a + 1). */
function fractionQ(a: number, x: number, lnPrefix: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return Math.exp(lnPrefix) * h;
}

/** [P(a, x), Q(a, x)] for a > 0, x >= 0. */
export function regularizedGamma(a: number, x: number): [p: number, q: number] {
  if (x <= 0) return [0, 1];
  if (x === Infinity) return [1, 0];
  const lnPrefix = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    const p = seriesP(a, x, lnPrefix);
    return [p, 1 - p];
  }
  const q = fractionQ(a, x, lnPrefix);
  return [1 - q, q];
}

/** P(a, lo < Y <= hi) for Y ~ Gamma(a, 1), using whichever tail avoids cancellation. */
export function gammaInterval(a: number, lo: number, hi: number): number {
  if (!(hi > lo)) return 0;
  const [pLo, qLo] = regularizedGamma(a, Math.max(0, lo));
  const [pHi, qHi] = regularizedGamma(a, hi);
  return pLo > 0.5 ? qLo - qHi : pHi - pLo;
}

/** The p-quantile of Gamma(a, 1): bracketing bisection refined by Newton steps. */
export function gammaQuantile(a: number, p: number): number {
  if (!(p > 0)) return 0;
  if (!(p < 1)) return Infinity;
  let lo = 0;
  let hi = Math.max(1, a);
  while (regularizedGamma(a, hi)[0] < p) {
    lo = hi;
    hi *= 2;
  }
  let x = 0.5 * (lo + hi);
  const lg = logGamma(a);
  for (let i = 0; i < 200; i++) {
    const [px] = regularizedGamma(a, x);
    if (px < p) lo = x;
    else hi = x;
    const density = Math.exp((a - 1) * Math.log(x) - x - lg);
    let next = x - (px - p) / density;
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi); // keep Newton inside the bracket
    if (Math.abs(next - x) <= 1e-14 * x || hi - lo <= 1e-15 * x) return next;
    x = next;
  }
  return x;
}
