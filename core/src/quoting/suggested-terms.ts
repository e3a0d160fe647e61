/**
 * The quoter's starting trigger and exhaust for a precipitation cover, from the index history the
 * agent sees before pricing (they may change them; docs/decisions.md, issue 16). Excess rain: from
 * the 1-in-5 wet level (the 80th percentile of the yearly index) to the wettest year; low rain:
 * from the 1-in-5 dry level (20th percentile) to the driest year, never below 0. A layer that
 * pays in about one year in five usually prices well within the maximum rate on line, where a
 * trigger at a fixed share of the average (the earlier 120%) is refused for a variable index.
 */
import type { ProgramCode } from '../pricing/programs.js';

const round2 = (v: number) => Math.round(v * 100) / 100;

/** The p-quantile of ascending `sorted` by linear interpolation between order statistics. */
function quantile(sorted: readonly number[], p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/** The suggested layer in inches (two decimals), or null for temperature or an empty history. */
export function suggestedPrecipitationTerms(
  program: ProgramCode,
  yearlyIndex: readonly number[],
): { trigger: number; exhaust: number } | null {
  if (program !== 'HPC' && program !== 'LPC') return null;
  const sorted = yearlyIndex.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const average = sorted.reduce((s, v) => s + v, 0) / sorted.length;
  if (!(average > 0)) return null;
  const step = Math.max(0.01, round2(average * 0.1));
  if (program === 'HPC') {
    const trigger = Math.max(0.01, round2(quantile(sorted, 0.8)));
    return { trigger, exhaust: round2(Math.max(sorted.at(-1)!, trigger + step)) };
  }
  const trigger = Math.max(0.01, round2(quantile(sorted, 0.2)));
  return { trigger, exhaust: Math.max(0, round2(Math.min(sorted[0]!, trigger - step))) };
}
