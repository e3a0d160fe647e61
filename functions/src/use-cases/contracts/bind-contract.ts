import {
  AppError,
  assertContractTransition,
  ContractStatus,
  contractHistoryEvents,
  formatPolicyNumber,
  POLICY_NUMBER_ATTEMPTS,
  policyNumberClaimName,
} from '@almanac/core';
import type { ContractRecord, PaymentRecord, Ports } from '../../ports/index.js';
import { confirmExposure, contractCover, reserveExposure, type ExposureDeps } from '../pricing/exposure.js';
import { issuePolicy, type IssuePolicyDeps } from './issue-policy.js';
import { assertBindableData } from '../pricing/observed-data.js';

export type BindDeps = IssuePolicyDeps &
  ExposureDeps &
  Pick<Ports, 'contracts' | 'counters' | 'clock' | 'random' | 'quotes' | 'allowDemoWeather'>;

/**
 * Bind a paid, client-signed application (docs/requirements.md#binding): the accumulation re-check (reserveExposure: refused when another sale used the capacity), then a new
 * policy number (newPolicyNumber: random, claimed once), then one conditional write CLIENT_REVIEWED → APPROVED with the payment, `boundAt`, the policy number
 * and the history event, on the version and status read. Of two racing payments (an ACH and a
 * wire, or two tabs) exactly one binds; the other is CONFLICT (its number is never used: policy
 * numbers are unique, not gapless). Then the policy is issued (issuePolicy: documents, e-mails,
 * commission; the contracts sweeper finishes it if this stops half way). Answers the contract as
 * issuePolicy leaves it.
 */
export async function bindPaidContract(
  ports: BindDeps,
  contract: ContractRecord,
  payment: PaymentRecord,
): Promise<ContractRecord> {
  assertContractTransition(contract.status, ContractStatus.APPROVED);
  // Re-checked at binding: refused (VALIDATION_ERROR, nothing taken) when the cover no longer fits.
  const quote = await ports.quotes.get(contract.quoteId);
  if (!quote)
    throw new AppError('INTERNAL_SERVER_ERROR', undefined, { contractId: contract.id, missing: 'quote' });
  // Outside dev a demo-priced quote never binds, whenever it was submitted or approved.
  assertBindableData(ports, quote);
  const cover = contractCover(contract, quote);
  await reserveExposure(ports, cover, 'binding');
  const at = ports.clock.now().toISOString();
  const policyNumber = await newPolicyNumber(ports, contract, at);
  const written = await ports.contracts.replace(
    {
      ...contract,
      status: ContractStatus.APPROVED,
      updatedAt: at,
      payment,
      boundAt: at,
      policyNumber,
      history: [...contract.history, contractHistoryEvents.bound(at, policyNumber, payment.method)],
    },
    { version: contract.version, status: contract.status },
  );
  if (!written) throw new AppError('CONFLICT');
  await confirmExposure(ports, cover, { bound: true });
  return issuePolicy(ports, written);
}

/**
 * A policy number no other policy has (core's formatPolicyNumber: program, the inception's year and
 * a random code with its check character), claimed with a conditional write; a code that is taken
 * already is drawn again, at most POLICY_NUMBER_ATTEMPTS times (with 40 random bits, a second
 * draw is already rare beyond measure).
 */
async function newPolicyNumber(
  ports: Pick<Ports, 'counters' | 'random'>,
  contract: ContractRecord,
  at: string,
): Promise<string> {
  const year = Number(contract.riskPeriod.startDate.slice(0, 4));
  for (let attempt = 0; attempt < POLICY_NUMBER_ATTEMPTS; attempt++) {
    const policyNumber = formatPolicyNumber(contract.program, year, ports.random.policyCode());
    if (await ports.counters.claim(policyNumberClaimName(policyNumber), at)) return policyNumber;
  }
  throw new Error(`contract ${contract.id}: no free policy number in ${POLICY_NUMBER_ATTEMPTS} draws`);
}
