import type { LambdaContext } from './shared/resolver.js';

/** SCAFFOLD: the daily settlement job (settles policies whose period has ended). */
export async function handler(_event?: unknown, _context?: LambdaContext) {
  return { settled: [] };
}
