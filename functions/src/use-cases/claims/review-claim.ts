import {
  AppError,
  ClaimDecision,
  claimMessages,
  ClaimStatus,
  FormStatus,
  PayoutMethod,
  reviewClaimArgsSchema,
} from '@almanac/core';
import type { ClaimRecord, ContractRecord, Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireUnderwriter } from '../contracts/underwriting-access.js';
import { parseInput } from '../validate.js';
import type { PolicyIssued } from './claim-access.js';
import { notifyClaimDecision, type ClaimMailDeps } from './claim-mail.js';
import { claimView } from './claim-view.js';
import { moveSignedLossReports } from './form-statuses.js';

type Deps = ClaimMailDeps & Pick<Ports, 'contracts' | 'claims' | 'forms'>;

/**
 * How an approved claim is paid: the method the policyholder chose on their latest signed loss
 * report, ACH only while an account is on file (the policy's ACH payment, its last 4); else ACH
 * when one is on file; else eCheck.
 */
async function payableOf(
  ports: Pick<Ports, 'forms'>,
  contract: ContractRecord,
): Promise<ClaimRecord['payable']> {
  const ach = contract.payment?.method === 'ACH' ? contract.payment.accountNumberLast4 : undefined;
  const signed = (await ports.forms.listByContract(contract.id)).filter((f) => f.review).at(-1);
  const chosen = signed?.review?.paymentMethod;
  if (ach && chosen !== PayoutMethod.ECHECK) return { method: PayoutMethod.ACH, accountLast4: ach };
  return { method: PayoutMethod.ECHECK };
}

/**
 * reviewClaim(id, input) (docs/requirements.md#claims): operations (internal, super admin) approve
 * a pending claim (payable to the policyholder's method) or reject it with a reason (internal) and
 * an optional message to the policyholder (the only text the e-mails carry); never on a
 * policy they or their agency sold. One conditional write on the version and status read (a lost
 * race or a decided claim: CONFLICT); then the signed loss reports follow (APPROVED or REJECTED)
 * and the policyholder and the agent are e-mailed.
 */
export async function reviewClaim(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const me = await requireUnderwriter(ports, caller);
  const { id, input } = parseInput(reviewClaimArgsSchema, rawArgs);
  const claim = await ports.claims.get(id);
  if (!claim) throw new AppError('NOT_FOUND', claimMessages.notFound);
  const ownAgency = !!me.organizationId && claim.organizationId === me.organizationId;
  if (claim.agentId === me.id || ownAgency)
    throw new AppError('INVALID_PERMISSIONS', claimMessages.selfReview);
  if (claim.status !== ClaimStatus.PENDING_REVIEW)
    throw new AppError('CONFLICT', claimMessages.notPending, { status: claim.status });
  const contract = await ports.contracts.get(claim.contractId);
  if (!contract?.policyNumber) throw new AppError('NOT_FOUND', claimMessages.policyNotFound);
  // A claim whose settlement has not reached its policy yet (a run stopped between the two writes;
  // the next run finishes it) is not decided on.
  if (!contract.settledAt) throw new AppError('CONFLICT', claimMessages.notSettled);
  const at = ports.clock.now().toISOString();
  const approve = input.decision === ClaimDecision.APPROVE;
  const next: ClaimRecord = {
    ...claim,
    status: approve ? ClaimStatus.APPROVED : ClaimStatus.REJECTED,
    updatedAt: at,
    decision: {
      by: me.id,
      at,
      ...(approve ? {} : { reason: input.reason ?? '' }),
      ...(input.clientMessage ? { clientMessage: input.clientMessage } : {}),
    },
    ...(approve ? { payable: await payableOf(ports, contract) } : {}),
  };
  const written = await ports.claims.replace(next, {
    version: claim.version,
    status: ClaimStatus.PENDING_REVIEW,
  });
  if (!written) throw new AppError('CONFLICT', claimMessages.notPending);
  // The decision stands whatever follows; a lost notice or status is logged, not retried.
  try {
    await notifyClaimDecision(ports, contract as PolicyIssued, written);
  } catch (error) {
    ports.logger.warn('Claim decision notice failed', { claimId: claim.id, error });
  }
  await moveSignedLossReports(ports, contract.id, approve ? FormStatus.APPROVED : FormStatus.REJECTED).catch(
    (error: unknown) => ports.logger.warn('Loss report statuses not moved', { claimId: claim.id, error }),
  );
  return claimView(ports, written, contract, { internal: true });
}
