/** Figures `npm run load` prints: throughput, latency percentiles and errors by kind. */

export interface Outcome {
  ms: number;
  /** undefined: answered with data; otherwise the errorType, `HTTP <status>` or the network error. */
  error?: string;
}

/** The value below which `p` (0–1) of the sorted values fall (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1]!;
}

export function summarize(outcomes: readonly Outcome[], seconds: number) {
  const all = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const ok = outcomes
    .filter((o) => !o.error)
    .map((o) => o.ms)
    .sort((a, b) => a - b);
  const errors: Record<string, number> = {};
  for (const o of outcomes) if (o.error) errors[o.error] = (errors[o.error] ?? 0) + 1;
  return {
    requests: outcomes.length,
    requestsPerSecond: outcomes.length / seconds,
    succeeded: ok.length,
    successesPerSecond: ok.length / seconds,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    okP50: percentile(ok, 0.5),
    okP99: percentile(ok, 0.99),
    max: all.at(-1) ?? NaN,
    errors,
  };
}
