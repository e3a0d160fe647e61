import type { ClaimsPorts } from '../adapters/compose/claims.js';
import { getClaim, getClaims } from '../use-cases/claims/get-claims.js';
import { getPolicyIndex } from '../use-cases/claims/get-policy-index.js';
import { reviewClaim } from '../use-cases/claims/review-claim.js';
import type { DomainFields } from './shared/resolver.js';

type ClaimField = 'getPolicyIndex' | 'getClaims' | 'getClaim' | 'reviewClaim';

/**
 * A policy's live index, settlements' claims and their review by operations
 * (docs/requirements.md#claims): each checks its caller in the use case.
 */
export function claimResolvers(ports: () => ClaimsPorts): DomainFields<ClaimField> {
  return {
    getPolicyIndex: (args, caller) => getPolicyIndex(ports(), caller, args),
    getClaims: (args, caller) => getClaims(ports(), caller, args),
    getClaim: (args, caller) => getClaim(ports(), caller, args),
    reviewClaim: (args, caller) => reviewClaim(ports(), caller, args),
  };
}
