import { AppError } from '@almanac/core';
import type { ClaimsPorts } from '../adapters/compose/claims.js';
import type { DomainFields } from './shared/resolver.js';

type ClaimField = 'getPolicyIndex' | 'getClaims' | 'getClaim' | 'reviewClaim';

/** SCAFFOLD: a policy's live index, claims and their review (docs/requirements.md#claims). */
export function claimResolvers(_ports: () => ClaimsPorts): DomainFields<ClaimField> {
  const notBuilt = () => {
    throw new AppError('NOT_FOUND', 'Not built yet');
  };
  return { getPolicyIndex: notBuilt, getClaims: notBuilt, getClaim: notBuilt, reviewClaim: notBuilt };
}
