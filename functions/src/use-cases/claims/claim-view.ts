import { centsToDollars, FormStatus, indexUnitSymbol, maskBankNumber, programs } from '@almanac/core';
import type {
  ClaimRecord,
  ContractRecord,
  LossReportRecord,
  Ports,
  SettlementRecord,
  UserRecord,
} from '../../ports/index.js';
import { personName } from '../contracts/contract-view.js';
import { lossReportView } from './form-view.js';

/** A settlement as the API shows it (PolicySettlement): dollars at the edge. */
export const settlementView = (s: SettlementRecord) => ({
  index: s.index,
  payout: centsToDollars(s.payoutCents),
  datasetId: s.datasetId,
  dataVersion: s.dataVersion,
  dataLatestDate: s.dataLatestDate,
  daysUsed: s.daysUsed,
  dataOrigin: s.origin,
  settledAt: s.settledAt,
  outcome: s.outcome,
});

/**
 * A claim as the API shows it (the GraphQL Claim): its settlement and terms in dollars, the
 * insured's and the agent's names, how it is payable (the account masked), the decision, and the
 * policyholder's signed loss reports on the policy (attached by contract id, whenever filed).
 */
export async function claimView(
  ports: Pick<Ports, 'users' | 'contracts' | 'forms'>,
  claim: ClaimRecord,
  known?: ContractRecord,
  /** internal: operations' view, with the internal reason of a rejection (else null). */
  opts: { internal?: boolean } = {},
  /** A list's page read in batches (loadClaimRelations): no read of its own then. */
  related?: ClaimRelations,
) {
  const [contract, agent, client, forms] = related
    ? [
        known ?? related.contracts.get(claim.contractId),
        related.users.get(claim.agentId),
        related.users.get(claim.clientId),
        related.forms.get(claim.contractId) ?? [],
      ]
    : await Promise.all([
        known ?? ports.contracts.get(claim.contractId),
        ports.users.get(claim.agentId),
        ports.users.get(claim.clientId),
        ports.forms.listByContract(claim.contractId),
      ]);
  const s = claim.settlement;
  return {
    _id: claim.id,
    id: claim.id,
    contractId: claim.contractId,
    policyNumber: claim.policyNumber,
    program: claim.program,
    status: claim.status,
    payout: centsToDollars(claim.payoutCents),
    limit: centsToDollars(s.limitCents),
    trigger: s.trigger,
    exhaust: s.exhaust,
    unit: indexUnitSymbol(programs[claim.program].indexUnit),
    settlement: settlementView(s),
    namedInsured: contract?.entityInformation.legalName || (client ? personName(client) : null),
    agentName: agent ? personName(agent) : null,
    riskPeriodStart: contract?.riskPeriod.startDate ?? '',
    riskPeriodEnd: contract?.riskPeriod.endDate ?? '',
    payableMethod: claim.payable?.method ?? null,
    payableAccount: claim.payable?.accountLast4 ? maskBankNumber(claim.payable.accountLast4) : null,
    rejectionReason: opts.internal && claim.status === 'REJECTED' ? (claim.decision?.reason ?? null) : null,
    clientMessage: claim.decision?.clientMessage ?? null,
    decidedAt: claim.decision?.at ?? null,
    createdAt: claim.createdAt,
    lossReports: contract
      ? forms.filter((f) => f.status !== FormStatus.DRAFT).map((f) => lossReportView(f, contract))
      : [],
  };
}

export type ClaimView = Awaited<ReturnType<typeof claimView>>;

/** What a claim's view reads besides the claim: its policy, agent, policyholder and loss reports. */
export interface ClaimRelations {
  contracts: ReadonlyMap<string, ContractRecord>;
  users: ReadonlyMap<string, UserRecord>;
  forms: ReadonlyMap<string, LossReportRecord[]>;
}

/**
 * The relations of a page of claims (docs/data-model.md, "Access patterns by list"): the policies
 * and the people in one batch read each, the loss reports in two (their counters, then the
 * forms), all in parallel, whatever the number of rows.
 */
export async function loadClaimRelations(
  ports: Pick<Ports, 'users' | 'contracts' | 'forms'>,
  claims: readonly ClaimRecord[],
): Promise<ClaimRelations> {
  if (!claims.length) return { contracts: new Map(), users: new Map(), forms: new Map() };
  const contractIds = [...new Set(claims.map((c) => c.contractId))];
  const userIds = [...new Set(claims.flatMap((c) => [c.agentId, c.clientId]))];
  const [contracts, users, forms] = await Promise.all([
    ports.contracts.getMany(contractIds),
    ports.users.getMany(userIds),
    ports.forms.listByContracts(contractIds),
  ]);
  return {
    contracts: new Map(contracts.map((c) => [c.id, c])),
    users: new Map(users.map((u) => [u.id, u])),
    forms,
  };
}
