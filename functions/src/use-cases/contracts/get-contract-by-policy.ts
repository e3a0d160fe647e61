import { isPolicyNumber, policyIdArgSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { getContract } from './get-contract.js';

type Deps = Parameters<typeof getContract>[0];

/** No contract has this id (ids are UUIDs): getContract answers it as any unknown id. */
const NO_SUCH_CONTRACT = 'no-such-policy';

/**
 * getContractByPolicyId(policyId): the bound contract with this policy number, with exactly
 * getContract's visibility (it answers through getContract). INVALID_PERMISSIONS for a policy
 * number that is unknown or malformed, like an unknown contract id (no probing).
 */
export async function getContractByPolicyId(
  ports: Deps & Pick<Ports, 'contracts'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const { policyId } = parseInput(policyIdArgSchema, rawArgs);
  const contract = isPolicyNumber(policyId) ? await ports.contracts.getByPolicyNumber(policyId) : undefined;
  // An unknown policy answers as getContract answers an unknown id, after the same caller checks.
  return getContract(ports, caller, { id: contract?.id ?? NO_SUCH_CONTRACT });
}
