/**
 * The benchmarks `npm run bench` runs, in order, each with a short option set (fewer runs, a
 * smaller data set where the figure allows) so that the whole run takes a few minutes. A bench
 * whose npm script is missing, or that prints no BENCH_FIGURES line, is "not measured": a failure
 * only when the baseline holds figures of it. Not part of npm test (docs/decisions.md, "The
 * bench guard: before every merge, not in CI").
 */
export interface BenchCommand {
  /** The name `--only` takes. */
  id: string;
  /** The npm script that runs it (package.json). */
  script: string;
  args?: string[];
  env?: Record<string, string>;
  /** Stopped (and "not measured") after this long. */
  timeoutMinutes: number;
}

export const BENCH_COMMANDS: BenchCommand[] = [
  {
    id: 'pricing',
    script: 'bench:pricing',
    env: { BENCH_WARM_RUNS: '20', BENCH_COLD_RUNS: '5' },
    timeoutMinutes: 5,
  },
  {
    id: 'quotes',
    script: 'bench:quotes',
    // 5,000 only: seeding 50,000 takes minutes (npm run bench:quotes measures both sizes).
    env: { BENCH_RUNS: '5', QUOTES_PER_AGENT: '5000' },
    timeoutMinutes: 10,
  },
  { id: 'lists', script: 'bench:lists', env: { BENCH_RUNS: '5' }, timeoutMinutes: 10 },
  { id: 'bundles', script: 'bench:bundles', timeoutMinutes: 5 },
  {
    id: 'load-currentUser',
    script: 'load',
    args: ['--op', 'currentUser', '--concurrency', '10', '--seconds', '5'],
    timeoutMinutes: 3,
  },
  {
    id: 'load-getQuotes',
    script: 'load',
    args: ['--op', 'getQuotes', '--concurrency', '10', '--seconds', '5'],
    timeoutMinutes: 3,
  },
  { id: 'api-pricing', script: 'bench:api-pricing', env: { PRICING_RUNS: '10' }, timeoutMinutes: 5 },
  { id: 'pages', script: 'bench:pages', env: { BENCH_RUNS: '3' }, timeoutMinutes: 10 },
  {
    id: 'exposure',
    script: 'bench:exposure',
    env: { LIVE_COVERS: '300', CELLS: '60', BENCH_RUNS: '9' },
    timeoutMinutes: 3,
  },
  { id: 'claim-link', script: 'bench:claim-link', env: { CLAIM_LINK_RUNS: '20' }, timeoutMinutes: 3 },
];

/** The commands `--only` names (all when none), in the declared order; unknown names throw. */
export function selectCommands(all: BenchCommand[], only: string[]): BenchCommand[] {
  const unknown = only.filter((id) => !all.some((c) => c.id === id));
  if (unknown.length > 0) {
    throw new Error(`unknown bench ${unknown.join(', ')}: one of ${all.map((c) => c.id).join(', ')}`);
  }
  return all.filter((c) => only.length === 0 || only.includes(c.id));
}
