import {
  CONTRACT_INVITATION_STALE_SECONDS,
  ContractStatus,
  contractHistoryEvents,
  quotingToday,
} from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { sendReviewInvitation, type InvitationDeps } from './review-invitation.js';

/** At most this many contracts of each kind per run (the next run takes the rest). */
const BATCH = 50;

export interface ContractSweepReport {
  invited: string[];
  expired: string[];
  failed: string[];
}

/**
 * The scheduled contracts sweeper (docs/decisions.md): finishes the review invitation of SUBMITTED
 * applications left pending for CONTRACT_INVITATION_STALE_SECONDS (a submit that failed between
 * its two steps), and moves DRAFTs whose application deadline has passed to EXPIRED (unless the
 * liftApplicationDeadline setting is on). Idempotent: every change is a conditional write. One
 * contract's failure does not stop the others: it is logged at warn and listed in the report.
 */
export async function sweepContracts(
  ports: InvitationDeps & Pick<Ports, 'liftApplicationDeadline'>,
): Promise<ContractSweepReport> {
  const now = ports.clock.now();
  const report: ContractSweepReport = { invited: [], expired: [], failed: [] };
  const staleBefore = new Date(now.getTime() - CONTRACT_INVITATION_STALE_SECONDS * 1000).toISOString();
  for (const contract of await ports.contracts.listByStatus(ContractStatus.SUBMITTED, staleBefore, BATCH)) {
    try {
      const after = await sendReviewInvitation(ports, contract);
      if (after.status === ContractStatus.AWAITING_CLIENT) report.invited.push(contract.id);
    } catch (error) {
      // Swallowed here (the next run tries again): logged once, at warn.
      ports.logger.warn('Review invitation failed; the next sweep tries again', {
        contractId: contract.id,
        error,
      });
      report.failed.push(contract.id);
    }
  }
  if (!ports.liftApplicationDeadline) {
    // A draft's deadline (a date) has passed once today is later.
    for (const contract of await ports.contracts.listByStatus(
      ContractStatus.DRAFT,
      quotingToday(now),
      BATCH,
    )) {
      const at = now.toISOString();
      const written = await ports.contracts.replace(
        {
          ...contract,
          status: ContractStatus.EXPIRED,
          updatedAt: at,
          history: [...contract.history, contractHistoryEvents.expired(at)],
        },
        { version: contract.version, status: ContractStatus.DRAFT },
      );
      if (written) report.expired.push(contract.id);
    }
  }
  return report;
}
