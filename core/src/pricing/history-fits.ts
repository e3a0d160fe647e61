/**
 * What pricing computes from the index history alone, before any trigger, limit or book: the
 * trend and the fit of the look-back (with the TVaR tail quantile), and the four sensitivity
 * scenarios' fits. A caller that prices the same history again (another trigger or limit, the
 * worker after the synchronous quote) may keep them in a `HistoryFitMemo` (docs/pricing.md,
 * "Reused work"): core stays pure, the memo is the caller's and is passed in.
 *
 * The key is the history itself (program, period, policy year, every year and value, exactly) and
 * the parameters, so equal keys mean equal inputs and the reused fits are the ones that would be
 * computed: the figures are the same to the bit.
 */
import type { IndexFit } from './fit-index.js';
import type { IndexHistory } from './index-history.js';
import type { PricingParameters } from './pricing-parameters.js';
import type { SensitivityContexts } from './sensitivity.js';

export interface HistoryFits {
  readonly fit: IndexFit;
  readonly tailQuantile: number | null;
  /** Built on the first priced option (null until then). */
  readonly sensitivity: SensitivityContexts | null;
}

/** Kept by the caller (bounded: an LRU) and passed in; core only reads and fills it. */
export interface HistoryFitMemo {
  get(key: string): HistoryFits | undefined;
  set(key: string, value: HistoryFits): void;
}

function listOf(values: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    out += (i ? ',' : '') + (Object.is(v, -0) ? '-0' : String(v));
  }
  return out;
}

/** The exact identity of what the fits depend on (numbers in full: `String` round-trips a double). */
export function historyFitKey(history: IndexHistory, params: PricingParameters): string {
  return [
    history.program,
    history.period.startDate,
    history.period.endDate,
    history.policyYear,
    listOf(history.years),
    listOf(history.values),
    listOf(history.allYears),
    listOf(history.allValues),
    JSON.stringify(params),
  ].join('|');
}
