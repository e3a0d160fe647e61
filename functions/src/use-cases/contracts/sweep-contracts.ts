import { CONTRACT_INVITATION_STALE_SECONDS, ContractStatus, quotingToday } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { expireContract } from './expire-contracts.js';
import { issuePolicy, type IssuePolicyDeps } from './issue-policy.js';
import { sendReviewInvitation, type InvitationDeps } from './review-invitation.js';
import type { ReleaseDeps } from '../pricing/exposure.js';

/** At most this many contracts of each kind per run (the next run takes the rest). */
const BATCH = 50;

export interface ContractSweepReport {
  invited: string[];
  expired: string[];
  issued: string[];
  failed: string[];
}

export type SweepDeps = InvitationDeps &
  IssuePolicyDeps &
  ReleaseDeps &
  Pick<Ports, 'liftApplicationDeadline'>;

/**
 * The scheduled contracts sweeper (docs/decisions.md): finishes what a request left between its
 * steps once it is CONTRACT_INVITATION_STALE_SECONDS old: the review invitation of SUBMITTED
 * applications, and the policy of APPROVED (bound) contracts not issued yet (issuePolicy); and
 * moves DRAFTs whose application deadline has passed to EXPIRED, as the daily job does (unless the
 * liftApplicationDeadline setting is on). Idempotent: every change is a conditional write. One
 * contract's failure does not stop the others: it is logged at warn and listed in the report.
 */
export async function sweepContracts(ports: SweepDeps): Promise<ContractSweepReport> {
  const now = ports.clock.now();
  const report: ContractSweepReport = { invited: [], expired: [], issued: [], failed: [] };
  const staleBefore = new Date(now.getTime() - CONTRACT_INVITATION_STALE_SECONDS * 1000).toISOString();
  const attempt = async (contractId: string, what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      // Swallowed here (the next run tries again): logged once, at warn.
      ports.logger.warn(`${what} failed; the next sweep tries again`, { contractId, error });
      report.failed.push(contractId);
    }
  };
  for (const contract of await ports.contracts.listByStatus(ContractStatus.SUBMITTED, staleBefore, BATCH))
    await attempt(contract.id, 'Review invitation', async () => {
      const after = await sendReviewInvitation(ports, contract);
      if (after.status === ContractStatus.AWAITING_CLIENT) report.invited.push(contract.id);
    });
  for (const contract of await ports.contracts.listByStatus(ContractStatus.APPROVED, staleBefore, BATCH))
    await attempt(contract.id, 'Policy issuance', async () => {
      const after = await issuePolicy(ports, contract);
      if (after.policyIssuedAt) report.issued.push(contract.id);
    });
  if (!ports.liftApplicationDeadline) {
    // A draft's deadline (a date) has passed once today is later.
    for (const contract of await ports.contracts.listByStatus(ContractStatus.DRAFT, quotingToday(now), BATCH))
      await attempt(contract.id, 'Expiry', async () => {
        if (await expireContract(ports, contract, 'DEADLINE_PASSED')) report.expired.push(contract.id);
      });
  }
  return report;
}
