import type { ClaimsPorts } from '../adapters/compose/claims.js';
import { getDataUpdateRuns } from '../use-cases/weather/get-data-update-runs.js';
import type { DomainFields } from './shared/resolver.js';

/**
 * The weather data update runs operations watch (docs/requirements.md#claims): internal users and
 * super admins only. `ports` builds the claims Lambda's ports on first use.
 */
export function dataUpdateResolvers(ports: () => ClaimsPorts): DomainFields<'getDataUpdateRuns'> {
  return {
    getDataUpdateRuns: (args, caller) => getDataUpdateRuns(ports(), caller, args),
  };
}
