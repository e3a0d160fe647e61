import {
  addDays,
  AppError,
  ClaimStatus,
  computeSettlement,
  FormStatus,
  minimumSettlementWaitDays,
  operationsMessages,
  periodDataVersion,
  quotingToday,
  SettlementOutcome,
  settlementReadiness,
  settlementWaitDays,
  type DatasetId,
} from '@almanac/core';
import type {
  ClaimRecord,
  ContractRecord,
  DatasetMetadata,
  Ports,
  SettlementRecord,
  UnsettledPolicyCursor,
} from '../../ports/index.js';
import { PRICING_ENGINE_VERSION } from '../pricing/engine-version.js';
import type { PolicyIssued } from './claim-access.js';
import { notifySettlement, type ClaimMailDeps } from './claim-mail.js';
import { moveSignedLossReports } from './form-statuses.js';
import { policySeries, policyTerms } from './policy-series.js';

export type SettlementJobDeps = ClaimMailDeps &
  Pick<Ports, 'contracts' | 'quotes' | 'claims' | 'forms' | 'weather'>;

export interface SettlementJobOptions {
  /** The day to settle for (YYYY-MM-DD): default today's quoting day; a past day may be replayed. */
  date?: string;
  /** The configured wait after a period's end (SETTLEMENT_WAIT_DAYS); unset: core's per dataset. */
  waitDays?: number;
}

export interface SettlementJobReport {
  date: string;
  settled: { contractId: string; outcome: SettlementOutcome; payoutCents: number }[];
  /** Not ready yet: the wait, the data not reaching the end, or a missing day. */
  waiting: { contractId: string; reason: 'WAITING' | 'DATA_BEHIND' | 'DATA_EARLY' | 'MISSING_DAYS' }[];
  /** Settled by another run first (nothing written by this one). */
  lost: string[];
  failed: string[];
}

/** Policies read per Query; rounds go on while a round finds policies not seen yet. */
/** Policies the job reads per page of its list. */
export const SETTLEMENT_PAGE_SIZE = 200;
const MAX_ROUNDS = 50;

/**
 * The daily settlement job (docs/requirements.md#claims, docs/decisions.md): every issued,
 * unsettled policy whose period has ended is settled once it is ready (core's settlementReadiness:
 * the wait after its end for the dataset, the data reaching the end, no day of the period still an
 * early estimate, then no missing day; the record keeps the versions it used): the
 * observed index with the engine that priced it, the payout from its terms, written exactly once
 * (ClaimRepository.settle). The run that wins the write e-mails the agent and the policyholder (a
 * claim opened, or the policy closed with its index) and, without a payout, completes the signed
 * loss reports. A second run settles nothing. One policy's failure is logged at warn and listed;
 * the others go on.
 */
export async function runSettlementJob(
  ports: SettlementJobDeps,
  options: SettlementJobOptions = {},
): Promise<SettlementJobReport> {
  const today = quotingToday(ports.clock.now());
  const day = options.date ?? today;
  if (day > today) throw new AppError('VALIDATION_ERROR', operationsMessages.futureJobDate);
  const report: SettlementJobReport = { date: day, settled: [], waiting: [], lost: [], failed: [] };
  // Periods ended on or before `day` minus the shortest wait may be ready.
  const endBefore = addDays(day, 1 - minimumSettlementWaitDays(options.waitDays));
  const metadata = new Map<DatasetId, Promise<DatasetMetadata>>();
  const metadataOf = (id: DatasetId) => {
    if (!metadata.has(id)) metadata.set(id, ports.weather.metadata(id));
    return metadata.get(id)!;
  };
  // Page through the list with a cursor: policies that are not ready stay in it, and must not keep
  // the ones behind them from being reached.
  let after: UnsettledPolicyCursor | undefined;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = await ports.contracts.listUnsettledPolicies(endBefore, SETTLEMENT_PAGE_SIZE, after);
    if (due.length === 0) break;
    const last = due.at(-1)!;
    after = { endDate: last.riskPeriod.endDate, id: last.id };
    for (const contract of due) {
      try {
        await settleOne(ports, contract, day, options.waitDays, metadataOf, report);
      } catch (error) {
        ports.logger.warn('Settlement failed', { contractId: contract.id, error });
        report.failed.push(contract.id);
      }
    }
  }
  return report;
}

async function settleOne(
  ports: SettlementJobDeps,
  contract: ContractRecord,
  day: string,
  configuredWait: number | undefined,
  metadataOf: (id: DatasetId) => Promise<DatasetMetadata>,
  report: SettlementJobReport,
) {
  if (!contract.policyNumber) throw new Error('An issued policy without a policy number');
  const policy = contract as PolicyIssued;
  const quote = await ports.quotes.get(contract.quoteId);
  if (!quote) throw new Error('The policy quote is missing');
  const datasetId = quote.data.datasetId;
  const meta = await metadataOf(datasetId);
  // The rule for the version that settles (core's periodDataVersion): no early-estimate day left.
  const versions = periodDataVersion(meta.versions, contract.riskPeriod);
  const readiness = settlementReadiness({
    today: day,
    endDate: contract.riskPeriod.endDate,
    waitDays: settlementWaitDays(datasetId, configuredWait),
    latestDate: meta.latestDate,
    earlyDays: versions.earlyDays,
  });
  if (!readiness.ready) {
    report.waiting.push({ contractId: contract.id, reason: readiness.reason });
    return;
  }
  const now = ports.clock.now().toISOString();
  // A run that stopped after writing the claim: finish with that settlement.
  const existing = await ports.claims.get(contract.id);
  let settlement: SettlementRecord;
  if (existing) settlement = existing.settlement;
  else {
    const { startDate, endDate } = contract.riskPeriod;
    const { locations, origin } = await policySeries(ports.weather, quote, startDate, endDate);
    const terms = policyTerms(quote);
    const computed = computeSettlement({
      program: quote.program,
      period: { startDate, endDate },
      locations,
      dailyCapIn: quote.index.dailyCapIn,
      terms,
    });
    if (!computed.complete) {
      report.waiting.push({ contractId: contract.id, reason: 'MISSING_DAYS' });
      return;
    }
    settlement = {
      outcome: computed.outcome,
      index: computed.index,
      payoutCents: computed.payoutCents,
      trigger: terms.trigger,
      exhaust: terms.exhaust,
      limitCents: terms.limitCents,
      datasetId,
      dataVersion: meta.updatedAt ?? (meta.origin === 'demo' ? 'demo' : meta.latestDate),
      dataLatestDate: meta.latestDate,
      dataVersions: {
        status: versions.status,
        stableDays: versions.stableDays,
        provisionalDays: versions.provisionalDays,
        stamps: versions.stamps,
      },
      origin,
      daysUsed: computed.daysUsed,
      engineVersion: PRICING_ENGINE_VERSION,
      settledAt: now,
    };
  }
  const claim: ClaimRecord | undefined =
    settlement.payoutCents > 0
      ? (existing ?? {
          id: contract.id,
          contractId: contract.id,
          policyNumber: policy.policyNumber,
          program: contract.program,
          ...(contract.organizationId ? { organizationId: contract.organizationId } : {}),
          agentId: contract.agentId,
          clientId: contract.clientId,
          status: ClaimStatus.PENDING_REVIEW,
          version: 1,
          payoutCents: settlement.payoutCents,
          settlement,
          createdAt: now,
          updatedAt: now,
        })
      : undefined;
  // What was written may be a stored claim's settlement rather than this run's: use that one.
  const written = await ports.claims.settle(
    { ...contract, settlement, settledAt: settlement.settledAt, updatedAt: now },
    { version: contract.version },
    claim,
  );
  if (!written) {
    report.lost.push(contract.id);
    return;
  }
  settlement = written;
  report.settled.push({
    contractId: contract.id,
    outcome: settlement.outcome,
    payoutCents: settlement.payoutCents,
  });
  // The settlement stands whatever follows; a lost notice or status is logged, not retried.
  try {
    await notifySettlement(ports, policy, settlement);
  } catch (error) {
    ports.logger.warn('Settlement notice failed', { contractId: contract.id, error });
  }
  if (settlement.outcome === SettlementOutcome.CLOSED_NO_PAYOUT)
    await moveSignedLossReports(ports, contract.id, FormStatus.COMPLETE).catch((error: unknown) =>
      ports.logger.warn('Loss report statuses not moved', { contractId: contract.id, error }),
    );
}
