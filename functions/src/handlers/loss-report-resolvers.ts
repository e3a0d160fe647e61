import { AppError } from '@almanac/core';
import type { ClaimsPorts } from '../adapters/compose/claims.js';
import type { DomainFields } from './shared/resolver.js';

type LossReportField =
  | 'inviteClientClaimForm'
  | 'acceptClaimsFormTokenInvite'
  | 'saveLossReport'
  | 'saveLossReportReview'
  | 'getForm';

export const publicLossReportFields = ['inviteClientClaimForm', 'acceptClaimsFormTokenInvite'];

/** SCAFFOLD: the claim link and loss report fields (docs/requirements.md#claims). */
export function lossReportResolvers(_ports: () => ClaimsPorts): DomainFields<LossReportField> {
  const notBuilt = () => {
    throw new AppError('NOT_FOUND', 'Not built yet');
  };
  return {
    inviteClientClaimForm: notBuilt,
    acceptClaimsFormTokenInvite: notBuilt,
    saveLossReport: notBuilt,
    saveLossReportReview: notBuilt,
    getForm: notBuilt,
  };
}
