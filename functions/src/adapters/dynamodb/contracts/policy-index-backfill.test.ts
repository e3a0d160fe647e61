/**
 * The one-off list-key backfill (docs/operations.md#policy-list-backfill) on dynalite: a contract
 * saved before the policy lists (no gsi3 keys) is missing from its list until the backfill writes
 * its keys; a second run writes nothing; a contract changed since it was read is left alone.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { ContractRecord, PolicyListQuery } from '../../../ports/index.js';
import { backfillPolicyIndex } from '../../../use-cases/contracts/backfill-policy-index.js';
import { dynamoContractRepository } from '../contracts.js';
import { keys } from '../keys.js';
import { contractFixture } from './contracts.contract.js';
import { useDynalite } from './dynalite.js';

const dynalite = useDynalite();

const bound = (id: string): ContractRecord =>
  contractFixture(id, {
    status: 'APPROVED',
    policyNumber: `ALM-LPC-2026-${id}`,
    boundAt: '2026-01-20T10:00:00.000Z',
    policyIssuedAt: '2026-01-20T10:00:00.000Z',
  });

const policies: PolicyListQuery = {
  list: 'policies',
  partition: { organizationId: 'org-1', agentId: 'agent-1' },
  words: [],
  order: 'latestEnd',
  limit: 50,
};
const inProgress: PolicyListQuery = { ...policies, list: 'inProgress', order: 'soonestEnd' };

/** Store `contract` as a save before issue 27 left it: without the list keys. */
async function saveAsBefore(db: DynamoDBDocumentClient, table: string, contract: ContractRecord) {
  await dynamoContractRepository(db, table).putIfAbsent(contract);
  await db.send(
    new UpdateCommand({
      TableName: table,
      Key: keys.contract(contract.id),
      UpdateExpression: 'REMOVE gsi3pk, gsi3sk, listing',
    }),
  );
}

const ids = (page: { contracts: ContractRecord[] }) => page.contracts.map((c) => c.id).sort();

describe('backfillPolicyIndex on dynalite', () => {
  it('puts old policies and drafts in their lists, once, and reports what it did', async () => {
    const { db, table } = await dynalite.table();
    const contracts = dynamoContractRepository(db, table);
    await saveAsBefore(db, table, bound('old-policy'));
    await saveAsBefore(db, table, contractFixture('old-draft'));
    // Submitted: in no list, so nothing to write.
    await saveAsBefore(db, table, contractFixture('old-submitted', { status: 'SUBMITTED' }));
    await contracts.putIfAbsent(bound('new-policy'));
    expect(ids(await contracts.listPolicies(policies))).toEqual(['new-policy']);
    expect(ids(await contracts.listPolicies(inProgress))).toEqual([]);

    const pages: unknown[] = [];
    const done = await backfillPolicyIndex({ contracts }, { onPage: (p) => pages.push(p) });
    expect(done).toEqual({ scanned: 4, written: 2, skipped: 0 });
    expect(pages).toEqual([{ scanned: 4, written: 2, skipped: 0 }]);
    expect(ids(await contracts.listPolicies(policies))).toEqual(['new-policy', 'old-policy']);
    expect(ids(await contracts.listPolicies({ ...policies, words: ['acme'] }))).toEqual([
      'new-policy',
      'old-policy',
    ]);
    expect(ids(await contracts.listPolicies(inProgress))).toEqual(['old-draft']);
    // The record itself is unchanged (same version: no save happened).
    expect(await contracts.get('old-policy')).toEqual(bound('old-policy'));

    expect(await backfillPolicyIndex({ contracts })).toEqual({ scanned: 4, written: 0, skipped: 0 });
  });

  it('never overwrites a contract changed since it was read', async () => {
    const { db, table } = await dynalite.table();
    const contracts = dynamoContractRepository(db, table);
    await saveAsBefore(db, table, contractFixture('d1'));
    const [read] = (await contracts.listUnindexed()).contracts;
    // Meanwhile the agent saves it (a whole-item put: its own keys) and it is submitted.
    const saved = await contracts.replace(
      { ...read!, status: 'SUBMITTED', updatedAt: '2026-01-11T00:00:00.000Z' },
      { version: read!.version, status: read!.status },
    );
    expect(saved).toBeDefined();
    expect(await contracts.writeListKeys(read!)).toBe(false);
    expect(await contracts.get('d1')).toEqual(saved);
    expect(ids(await contracts.listPolicies(inProgress))).toEqual([]);
    // A stale version of a contract that still has no keys is refused too.
    await saveAsBefore(db, table, contractFixture('d2', { version: 3 }));
    expect(await contracts.writeListKeys(contractFixture('d2', { version: 2 }))).toBe(false);
    expect(ids(await contracts.listPolicies(inProgress))).toEqual([]);
  });

  it('resumes from the token a page printed, and refuses a token it never printed', async () => {
    const { db, table } = await dynalite.table();
    const contracts = dynamoContractRepository(db, table);
    for (let i = 0; i < 3; i++) await saveAsBefore(db, table, bound(`p${i}`));
    const first = await contracts.listUnindexed();
    expect(first.next).toBeUndefined();
    await expect(backfillPolicyIndex({ contracts }, { after: 'not-a-token' })).rejects.toThrow(
      /resume token/,
    );
    // Resuming after the last item read finds nothing more.
    const last = Buffer.from(JSON.stringify(keys.contract('p2'))).toString('base64url');
    const resumed = await backfillPolicyIndex({ contracts }, { after: last });
    expect(resumed.written).toBeLessThan(3);
    expect(await backfillPolicyIndex({ contracts })).toMatchObject({ written: 3 - resumed.written });
    expect(ids(await contracts.listPolicies(policies))).toEqual(['p0', 'p1', 'p2']);
  });
});
