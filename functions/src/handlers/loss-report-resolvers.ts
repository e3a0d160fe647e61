import type { ClaimsPorts } from '../adapters/compose/claims.js';
import { acceptClaimsFormTokenInvite } from '../use-cases/claims/accept-claims-form.js';
import { getForm } from '../use-cases/claims/get-form.js';
import { inviteClientClaimForm } from '../use-cases/claims/invite-claim-form.js';
import { saveLossReport } from '../use-cases/claims/save-loss-report.js';
import { saveLossReportReview } from '../use-cases/claims/save-loss-review.js';
import { type DomainFields, headerOf, remoteIpOf, type ResolverEvent } from './shared/resolver.js';

type LossReportField =
  | 'inviteClientClaimForm'
  | 'acceptClaimsFormTokenInvite'
  | 'saveLossReport'
  | 'saveLossReportReview'
  | 'getForm';

export const publicLossReportFields = ['inviteClientClaimForm', 'acceptClaimsFormTokenInvite'];

/** Where a signature came from: the address AppSync saw and the browser's user agent. */
const connectionOf = (event: ResolverEvent) => ({
  ipAddress: remoteIpOf(event),
  userAgent: headerOf(event, 'user-agent'),
});

/**
 * The claim link and loss reports (docs/requirements.md#invitations, #claims): the public
 * policy-number modal and the link it e-mails (a session scoped to the policy's contract), then
 * the policyholder's loss report, its review and signature, and the Form for those who may read it.
 */
export function lossReportResolvers(ports: () => ClaimsPorts): DomainFields<LossReportField> {
  return {
    inviteClientClaimForm: (args, _caller, event) => inviteClientClaimForm(ports(), args, remoteIpOf(event)),
    acceptClaimsFormTokenInvite: (args, _caller, event) =>
      acceptClaimsFormTokenInvite(ports(), args, remoteIpOf(event)),
    saveLossReport: (args, caller) => saveLossReport(ports(), caller, args),
    saveLossReportReview: (args, caller, event) =>
      saveLossReportReview(ports(), caller, args, connectionOf(event)),
    getForm: (args, caller) => getForm(ports(), caller, args),
  };
}
