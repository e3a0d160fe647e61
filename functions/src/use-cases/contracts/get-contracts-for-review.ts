import { AppError, contractSweepDueAt, contractsForReviewSchema, operationsMessages } from '@almanac/core';
import type { ContractRecord, Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { loadContractRelations } from './contract-relations.js';
import { contractView } from './contract-view.js';
import { requireUnderwriter } from './underwriting-access.js';

type Deps = Pick<Ports, 'users' | 'organizations' | 'quotes' | 'contracts' | 'uploads' | 'clock'>;

/** Above every due date the index holds: the whole status. */
const ANY_DUE_DATE = '\uffff';

/** A contract's place in the queue: its index key, `{due}#{id}` (payment due soonest first). */
const queueKey = (c: ContractRecord) => `${contractSweepDueAt(c) ?? ''}#${c.id}`;

/** The next page's token: the last key answered, opaque to the client. */
const tokenOf = (key: string) => Buffer.from(key, 'utf8').toString('base64url');
function keyOf(token: string): string {
  const key = Buffer.from(token, 'base64url').toString('utf8');
  if (!/^[0-9A-Za-z:.+-]{10,40}#[0-9A-Za-z_-]{1,100}$/.test(key))
    throw new AppError('VALIDATION_ERROR', operationsMessages.queueNextToken, {
      fieldErrors: { nextToken: operationsMessages.queueNextToken },
    });
  return key;
}

/**
 * getContractsForReview(statuses, limit, nextToken) (docs/requirements.md#binding): the
 * operations queue (internal users and super admins), the contracts in these statuses (default
 * core's OPERATIONS_QUEUE_STATUSES: waiting for an underwriter or for payment), every agency's,
 * one page at a time, payment due soonest first. Each status is read from its index from the
 * page's start, `limit` + 1 rows at most (never the whole status), and only the page's contracts
 * are turned into views, their people, agencies, quotes and uploads read in one batch per kind
 * (a fixed number of round trips per page). nextToken (null on the last page) asks for the next page.
 */
export async function getContractsForReview(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  await requireUnderwriter(ports, caller);
  const { statuses, limit, nextToken } = parseInput(contractsForReviewSchema, rawArgs ?? {});
  const after = nextToken ? keyOf(nextToken) : undefined;
  const lists = await Promise.all(
    statuses.map((status) => ports.contracts.listByStatus(status, ANY_DUE_DATE, limit + 1, after)),
  );
  const sorted = lists
    .flat()
    .map((c) => ({ c, key: queueKey(c) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const page = sorted.slice(0, limit);
  const related = await loadContractRelations(
    ports,
    page.map(({ c }) => c),
  );
  return {
    items: await Promise.all(page.map(({ c }) => contractView(ports, c, { internal: true }, related))),
    nextToken: sorted.length > limit ? tokenOf(page.at(-1)!.key) : null,
  };
}
