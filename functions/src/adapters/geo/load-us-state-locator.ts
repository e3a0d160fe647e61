import type { StateLocator } from '../../ports/index.js';

let loading: Promise<StateLocator> | undefined;

/**
 * The US state locator (us-state-boundaries.ts), its module and the us-atlas boundaries imported
 * on first use: with code splitting (infra/lib/bundling.ts) they are a chunk the pricing Lambdas
 * read when an operation places a location, not at every cold start. A failed import is retried.
 */
export function loadUsStateLocator(): Promise<StateLocator> {
  loading ??= import('./us-state-boundaries.js').then(
    (m) => m.usStateLocator,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
