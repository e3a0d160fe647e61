import { contractsForReviewSchema, REVIEW_QUEUE_LIMIT_PER_STATUS } from '@almanac/core';
import type { ContractRecord, Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { contractView } from './contract-view.js';
import { requireUnderwriter } from './underwriting-access.js';

type Deps = Pick<Ports, 'users' | 'organizations' | 'quotes' | 'contracts' | 'uploads' | 'clock'>;

/** Above every due date the index holds: the whole status. */
const ANY_DUE_DATE = '\uffff';

/** Oldest first: the one waiting longest in its status (its last write moved it there), then by id. */
const byWaitingLongest = (a: ContractRecord, b: ContractRecord) =>
  a.updatedAt.localeCompare(b.updatedAt) || a.id.localeCompare(b.id);

/**
 * getContractsForReview(statuses): the operations queue (internal users and super admins), the
 * contracts in these statuses (default core's OPERATIONS_QUEUE_STATUSES: waiting for an
 * underwriter or for payment), every agency's, oldest first; at most
 * REVIEW_QUEUE_LIMIT_PER_STATUS of each status.
 */
export async function getContractsForReview(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  await requireUnderwriter(ports, caller);
  const { statuses } = parseInput(contractsForReviewSchema, rawArgs);
  const lists = await Promise.all(
    statuses.map((status) =>
      ports.contracts.listByStatus(status, ANY_DUE_DATE, REVIEW_QUEUE_LIMIT_PER_STATUS),
    ),
  );
  const contracts = lists.flat().sort(byWaitingLongest);
  return Promise.all(contracts.map((c) => contractView(ports, c, { internal: true })));
}
