/** The index summary the quoter shows (getIndexDataV2: average, min, max and the yearly results). */
import type { IndexHistory } from './index-history.js';

export interface IndexSummary {
  readonly average: number;
  readonly min: number;
  readonly max: number;
  readonly result: readonly { readonly year: number; readonly value: number }[];
}

export function summarizeIndexHistory(history: IndexHistory): IndexSummary {
  const n = history.values.length;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  const result: { year: number; value: number }[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const v = history.values[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
    result[i] = { year: history.years[i]!, value: v };
  }
  return { average: sum / n, min, max, result };
}
