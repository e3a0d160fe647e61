import {
  AppError,
  agentContractPath,
  ContractStatus,
  contractHistoryEvents,
  expiryReasonOf,
  operationsMessages,
  quotingToday,
  UNBOUND_OPEN_STATUSES,
  type ExpiryReason,
} from '@almanac/core';
import { applicationExpiredEmail } from '../../emails/decision-emails.js';
import type { ContractRecord, Ports } from '../../ports/index.js';
import { leavingLive, type ReleaseDeps, sweepExposure } from '../pricing/exposure.js';
import { sendContractMail } from './contract-mail.js';
import { personName } from './contract-view.js';

export type ExpiryDeps = ReleaseDeps &
  Pick<Ports, 'users' | 'contracts' | 'throttle' | 'clock' | 'mailQueue' | 'webUrl' | 'logger'>;
export type DailyJobDeps = ExpiryDeps & Pick<Ports, 'liftApplicationDeadline'>;

/** Contracts read per Query; rounds go on while a round expires something. */
const BATCH = 100;
const MAX_ROUNDS = 50;

export interface DailyJobReport {
  /** The day the rules were applied for (YYYY-MM-DD). */
  date: string;
  expired: { contractId: string; reason: ExpiryReason }[];
  failed: string[];
}

/**
 * Expire one contract for `reason`: one conditional write on the status and version read
 * (EXPIRED, expiredAt, expiryReason, history), then, only when this call won it, the notices: the
 * agent, and the client when they had been invited to review (rate-limited per recipient).
 * Answers whether this call expired it (false: someone changed it first; the next run decides again).
 */
export async function expireContract(
  ports: ExpiryDeps,
  contract: ContractRecord,
  reason: ExpiryReason,
): Promise<boolean> {
  const at = ports.clock.now().toISOString();
  // An expired application gives its exposure back (docs/data-model.md, "Accumulation").
  const written = await leavingLive(ports, contract, () =>
    ports.contracts.replace(
      {
        ...contract,
        status: ContractStatus.EXPIRED,
        updatedAt: at,
        expiredAt: at,
        expiryReason: reason,
        history: [...contract.history, contractHistoryEvents.expired(at, reason)],
      },
      { version: contract.version, status: contract.status },
    ),
  );
  if (!written) return false;
  try {
    await notifyExpiry(ports, written, reason);
  } catch (error) {
    // The contract is expired for good; a lost notice is not sent again.
    ports.logger.warn('Expiry notice failed', { contractId: contract.id, error });
  }
  return true;
}

async function notifyExpiry(ports: ExpiryDeps, contract: ContractRecord, reason: ExpiryReason) {
  const [agent, client] = await Promise.all([
    ports.users.get(contract.agentId),
    ports.users.get(contract.clientId),
  ]);
  const insured = contract.entityInformation.legalName || (client ? personName(client) : '');
  const recipients = [
    ...(agent
      ? [{ who: 'agent', user: agent, link: `${ports.webUrl}${agentContractPath(contract.quoteId)}` }]
      : []),
    ...(client && contract.reviewInvitationSentAt ? [{ who: 'client', user: client }] : []),
  ];
  for (const r of recipients)
    await sendContractMail(
      ports,
      'expiryMailPerRecipient',
      applicationExpiredEmail({
        id: `expired-${contract.id}-${r.who}`,
        to: r.user.email,
        contract,
        name: personName(r.user),
        insured,
        reason,
        ...('link' in r && r.link ? { link: r.link } : {}),
      }),
      contract.id,
    );
}

/**
 * The daily job (docs/requirements.md#binding, docs/decisions.md): on `date` (default: today's
 * quoting day; an operator may replay a past day, never a future one), every draft past its
 * application deadline (unless the liftApplicationDeadline setting is on) and every open
 * application not paid by its due date (15 days before inception) becomes EXPIRED (core's
 * expiryReasonOf), and the agent (and an invited client) is e-mailed. Idempotent: an expired
 * contract leaves the index, so a second run finds nothing and sends nothing. One contract's
 * failure does not stop the others: it is logged at warn and listed in the report.
 */
export async function runDailyContractsJob(ports: DailyJobDeps, date?: string): Promise<DailyJobReport> {
  const today = quotingToday(ports.clock.now());
  const day = date ?? today;
  if (day > today) throw new AppError('VALIDATION_ERROR', operationsMessages.futureJobDate);
  const report: DailyJobReport = { date: day, expired: [], failed: [] };
  const statuses = [
    ...(ports.liftApplicationDeadline ? [] : [ContractStatus.DRAFT]),
    ...UNBOUND_OPEN_STATUSES,
  ];
  for (const status of statuses) {
    // Indexed by the deadline (drafts) or the payment due date: both have passed once `day` is later.
    const seen = new Set<string>();
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const due = (await ports.contracts.listByStatus(status, day, BATCH)).filter((c) => !seen.has(c.id));
      for (const contract of due) {
        seen.add(contract.id);
        const reason = expiryReasonOf(contract, day);
        if (!reason) continue;
        try {
          if (await expireContract(ports, contract, reason))
            report.expired.push({ contractId: contract.id, reason });
        } catch (error) {
          ports.logger.warn('Expiring a contract failed; the next run tries again', {
            contractId: contract.id,
            error,
          });
          report.failed.push(contract.id);
        }
      }
      if (due.length === 0) break;
    }
  }
  // Ended covers and sales or releases stopped half way give their exposure back (or are confirmed).
  await sweepExposure(ports);
  return report;
}
