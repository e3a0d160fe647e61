import type { LambdaContext } from './shared/resolver.js';

/** SCAFFOLD: the daily weather data update job (adds the newest days to the grid store). */
export async function handler(_event?: unknown, _context?: LambdaContext) {
  return { runs: [] };
}
