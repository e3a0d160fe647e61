/**
 * The share of its standalone capital a cover consumes in the capital provider's book
 * (docs/pricing.md, "Capital"): its marginal contribution to the book's tail over the historical
 * years the book and the cover share,
 *
 *   d = [TVaR(book + x) - TVaR(book)] / TVaR(x), clamped to [minimumCapitalShare, 1],
 *
 * x the cover's payout in each year on the index adjusted to today, TVaR the empirical tail mean at
 * the pricing tvarLevel. TVaR is subadditive and monotone, so the unclamped d already lies in
 * [0, 1]. With no book (none given, no common years, or a book that never paid in them) or a
 * cover that never paid in them, d = 1: the cover stands alone.
 */
import { MIN_LOOK_BACK_YEARS } from './index-history.js';
import { empiricalTvar } from './expected-loss.js';
import type { PortfolioScenarios } from './portfolio.js';

export interface CapitalShare {
  /** d, the share of the standalone capital charged. */
  readonly share: number;
  /** `portfolio`: d from the book; `standalone`: no book to diversify with (d = 1). */
  readonly basis: 'portfolio' | 'standalone';
  /** Historical years the book and the cover share. */
  readonly commonYears: number;
}

/** The book aligned to the look-back years (NaN where the book has no value for a year). */
export function alignPortfolio(
  portfolio: PortfolioScenarios | undefined,
  years: ArrayLike<number>,
): Float64Array | null {
  if (!portfolio || portfolio.years.length === 0) return null;
  const byYear = new Map<number, number>();
  portfolio.years.forEach((y, i) => byYear.set(y, portfolio.payoutsCents[i] ?? NaN));
  const aligned = new Float64Array(years.length);
  let any = false;
  for (let i = 0; i < years.length; i++) {
    const v = byYear.get(years[i]!);
    aligned[i] = v === undefined || !Number.isFinite(v) ? NaN : v;
    if (aligned[i]! > 0) any = true;
  }
  return any ? aligned : null;
}

const STANDALONE = (commonYears: number): CapitalShare => ({ share: 1, basis: 'standalone', commonYears });

/** d for a cover paying `payouts` (per look-back year) joining the aligned book `book`. */
export function capitalShare(
  book: Float64Array | null,
  payouts: ArrayLike<number>,
  level: number,
  minimumShare: number,
): CapitalShare {
  if (!book) return STANDALONE(0);
  let count = 0;
  for (let i = 0; i < book.length; i++) if (Number.isFinite(book[i]!)) count++;
  const b = new Float64Array(count);
  const x = new Float64Array(count);
  const sum = new Float64Array(count);
  let j = 0;
  for (let i = 0; i < book.length; i++) {
    if (!Number.isFinite(book[i]!)) continue;
    b[j] = book[i]!;
    x[j] = payouts[i]!;
    sum[j] = b[j]! + x[j]!;
    j++;
  }
  // Fewer common years than a look-back may have: too thin a view of the book's tail to discount.
  if (count < MIN_LOOK_BACK_YEARS) return STANDALONE(count);
  const tvarX = empiricalTvar(x, level);
  const tvarBook = empiricalTvar(b, level);
  if (!(tvarX > 0) || !(tvarBook > 0)) return STANDALONE(count);
  const marginal = (empiricalTvar(sum, level) - tvarBook) / tvarX;
  return { share: Math.min(1, Math.max(minimumShare, marginal)), basis: 'portfolio', commonYears: count };
}
