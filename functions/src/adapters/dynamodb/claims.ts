import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ClaimRecord, ClaimRepository, ContractRecord } from '../../ports/index.js';
import { batchGetItems, inOrderAsked } from './batch-get.js';
import { isConditionFailure } from './client.js';
import { contractItemOf } from './contracts.js';
import { gsi1, gsi2, keys } from './keys.js';
import { storable } from './storable.js';
import { strip } from './strip.js';

/** The item of a claim: its keys, the operations list's (by status) and its agency's (gsi1). */
export function claimItemOf(claim: ClaimRecord): Record<string, unknown> {
  const sortKey = `${claim.createdAt}#${claim.id}`;
  return {
    ...keys.claim(claim.id),
    entity: 'claim',
    gsi2pk: gsi2.claimsByStatus(claim.status),
    gsi2sk: sortKey,
    ...(claim.organizationId ? { gsi1pk: gsi1.orgClaims(claim.organizationId), gsi1sk: sortKey } : {}),
    ...storable(claim),
  };
}

/**
 * Claims: `CLAIM#{contractId}` / `CLAIM` (docs/data-model.md). A settlement is two ordered
 * conditional writes, no transaction (dynalite has none; docs/decisions.md): the claim first
 * (created unless one exists), then the contract, conditional on its version and on not being
 * settled: that write is the commit point. A run that stopped between the two leaves a claim
 * whose contract is unsettled; the next run's contract write carries the stored claim's
 * settlement, so the policy and its claim never disagree.
 */
export function dynamoClaimRepository(db: DynamoDBDocumentClient, table: string): ClaimRepository {
  const get = async (id: string) => {
    const r = await db.send(new GetCommand({ TableName: table, Key: keys.claim(id), ConsistentRead: true }));
    return strip<ClaimRecord>(r.Item);
  };
  const list = async (
    index: 'gsi1' | 'gsi2',
    partition: string,
    forward: boolean,
    limit: number,
    keep: (c: ClaimRecord) => boolean,
  ) => {
    const out: ClaimRecord[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: table,
          IndexName: index,
          KeyConditionExpression: `${index}pk = :p`,
          ExpressionAttributeValues: { ':p': partition },
          ScanIndexForward: forward,
          Limit: limit,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        const claim = strip<ClaimRecord>(item)!;
        // The index is eventually consistent: keep only what still matches.
        if (keep(claim) && out.length < limit) out.push(claim);
      }
      start = page.LastEvaluatedKey;
    } while (start && out.length < limit);
    return out;
  };
  return {
    async settle(contract, expected, claim) {
      let settled: ContractRecord = contract;
      // A claim already written for this policy (a run that stopped, or a parallel run on other
      // data) decides the settlement: the policy always agrees with its claim.
      const adopt = (stored: ClaimRecord | undefined) => {
        if (stored)
          settled = { ...contract, settlement: stored.settlement, settledAt: stored.settlement.settledAt };
      };
      if (!claim) adopt(await get(contract.id));
      else {
        try {
          await db.send(
            new PutCommand({
              TableName: table,
              Item: claimItemOf(claim),
              ConditionExpression: 'attribute_not_exists(pk)',
            }),
          );
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
          adopt(await get(claim.id));
        }
      }
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: contractItemOf({ ...settled, version: expected.version + 1 }),
            ConditionExpression: 'attribute_exists(pk) AND #version = :v AND attribute_not_exists(settledAt)',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':v': expected.version },
          }),
        );
        return settled.settlement;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
    get,
    getMany: async (ids) =>
      inOrderAsked(
        ids,
        (await batchGetItems(db, table, ids.map(keys.claim))).map((item) => strip<ClaimRecord>(item)!),
      ),
    async replace(next, expected) {
      const stored: ClaimRecord = { ...next, version: expected.version + 1 };
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: claimItemOf(stored),
            ConditionExpression: 'attribute_exists(pk) AND #version = :v AND #status = :s',
            ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
            ExpressionAttributeValues: { ':v': expected.version, ':s': expected.status },
          }),
        );
        return storable(stored);
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
    listByStatus: (status, limit) =>
      list('gsi2', gsi2.claimsByStatus(status), true, limit, (c) => c.status === status),
    listByOrganization: (organizationId, limit) =>
      list('gsi1', gsi1.orgClaims(organizationId), false, limit, (c) => c.organizationId === organizationId),
  };
}
