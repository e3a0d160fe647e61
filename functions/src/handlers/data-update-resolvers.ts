import { AppError } from '@almanac/core';
import type { ClaimsPorts } from '../adapters/compose/claims.js';
import type { DomainFields } from './shared/resolver.js';

/** SCAFFOLD: the weather data update runs operations watch. */
export function dataUpdateResolvers(_ports: () => ClaimsPorts): DomainFields<'getDataUpdateRuns'> {
  return {
    getDataUpdateRuns: () => {
      throw new AppError('NOT_FOUND', 'Not built yet');
    },
  };
}
