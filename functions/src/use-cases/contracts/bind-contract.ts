/**
 * TEMPORARY (ops-server, issue 13): the agreed signature of client-server's bindPaidContract, so
 * markWirePaymentReceived compiles and can be tested up to the bind; the merge takes
 * client-server's file.
 */
import {
  AppError,
  assertContractTransition,
  ContractStatus,
  formatPolicyNumber,
  policyCounterName,
} from '@almanac/core';
import type { ContractRecord, PaymentRecord, Ports } from '../../ports/index.js';
import { issuePolicy, type IssuePolicyDeps } from './issue-policy.js';

export type BindDeps = IssuePolicyDeps & Pick<Ports, 'counters'>;

/** CLIENT_REVIEWED → APPROVED with the payment, boundAt and a new policy number; then issuePolicy. */
export async function bindPaidContract(
  ports: BindDeps,
  contract: ContractRecord,
  payment: PaymentRecord,
): Promise<ContractRecord> {
  assertContractTransition(contract.status, ContractStatus.APPROVED);
  const inception = contract.riskPeriod.startDate;
  const sequence = await ports.counters.next(policyCounterName(contract.program, inception));
  const policyNumber = formatPolicyNumber(contract.program, Number(inception.slice(0, 4)), sequence);
  const at = ports.clock.now().toISOString();
  const written = await ports.contracts.replace(
    { ...contract, status: ContractStatus.APPROVED, payment, boundAt: at, policyNumber, updatedAt: at },
    { version: contract.version, status: contract.status },
  );
  if (!written) throw new AppError('CONFLICT');
  return issuePolicy(ports, written);
}
