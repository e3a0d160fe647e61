import { contractSweepDueAt, isAgentEditable, policySearchText } from '@almanac/core';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { ContractRecord, ContractRepository, PolicyListQuery } from '../../ports/index.js';
import { batchGetItems, inOrderAsked } from './batch-get.js';
import { isConditionFailure } from './client.js';
import { gsi1, gsi2, gsi3, keys } from './keys.js';
import { storable } from './storable.js';
import { strip } from './strip.js';
import { BACKFILL_SCAN_PAGE, scanKeyOf, scanTokenOf } from './backfill-scan.js';

/**
 * The item of a contract: its keys, the sparse gsi2 keys of the statuses the sweeper, the daily
 * job and the queue read (core's contractSweepDueAt), then, once its policy is issued and until
 * it is settled, the settlement job's (by the period's end), and once bound the gsi1 keys of its
 * policy number and the gsi3 keys of its organisation's policy list, with the slim `listing`
 * gsi3 projects (who sold it and the text it is found by).
 */
export function contractItemOf(contract: ContractRecord): Record<string, unknown> {
  const due = contractSweepDueAt(contract);
  const unsettled = due === undefined && !!contract.policyIssuedAt && !contract.settledAt;
  return {
    ...keys.contract(contract.id),
    entity: 'contract',
    ...(due !== undefined
      ? { gsi2pk: gsi2.sweptContracts(contract.status), gsi2sk: `${due}#${contract.id}` }
      : {}),
    ...(unsettled
      ? { gsi2pk: gsi2.unsettledPolicies, gsi2sk: `${contract.riskPeriod.endDate}#${contract.id}` }
      : {}),
    ...(contract.policyNumber
      ? { gsi1pk: gsi1.policyContract(contract.policyNumber), gsi1sk: 'CONTRACT' }
      : {}),
    ...(contract.policyNumber ? policyListKeysOf(contract, contract.policyNumber) : {}),
    ...(isAgentEditable(contract.status) ? inProgressKeysOf(contract) : {}),
    ...storable(contract),
  };
}

/** The partition of a list: the organisation's, or the agent's when there is none. */
const listPartitionOf = (list: PolicyListQuery['list'], p: { organizationId?: string; agentId: string }) =>
  list === 'inProgress'
    ? p.organizationId
      ? gsi3.organizationApplications(p.organizationId)
      : gsi3.agentApplications(p.agentId)
    : p.organizationId
      ? gsi3.organizationPolicies(p.organizationId)
      : gsi3.agentPolicies(p.agentId);

/**
 * An application its agent holds (DRAFT, AWAITING_AGENT) in its organisation's list of
 * applications in progress, by deadline; it leaves the list with the status (the item is
 * replaced whole).
 */
const inProgressKeysOf = (contract: ContractRecord) => ({
  gsi3pk: listPartitionOf('inProgress', contract),
  gsi3sk: `${contract.applicationDeadline}#${contract.id}`,
  listing: { contractId: contract.id, agentId: contract.agentId, status: contract.status, search: '' },
});

/** A bound contract's place in its policy list (docs/data-model.md#policy-lists). */
function policyListKeysOf(contract: ContractRecord, policyNumber: string) {
  const e = contract.entityInformation;
  return {
    gsi3pk: listPartitionOf('policies', contract),
    gsi3sk: `${contract.riskPeriod.endDate}#${contract.id}`,
    listing: {
      contractId: contract.id,
      agentId: contract.agentId,
      status: contract.status,
      search: policySearchText({
        policyNumber,
        legalName: e.legalName,
        contactFirstName: e.contactFirstName,
        contactLastName: e.contactLastName,
      }),
    },
  };
}

/** A stored contract item as the record (index keys and the list copy dropped). */
function contractOf(item: Record<string, unknown>): ContractRecord {
  const { gsi3pk: _pk, gsi3sk: _sk, listing: _listing, ...rest } = item;
  return strip<ContractRecord>(rest)!;
}

/** Sort keys are `{endDate}#{id}`: above every key of a day, and its successor. */
const AFTER_ALL = '\uffff';
const justAbove = (key: string) => `${key}\u0000`;

/**
 * Contracts: `CONTRACT#{id}` / `CONTRACT`. Every write after the first is a whole-item put
 * conditional on the version and status read (docs/data-model.md).
 */
export function dynamoContractRepository(db: DynamoDBDocumentClient, table: string): ContractRepository {
  const get = async (id: string) => {
    const r = await db.send(
      new GetCommand({ TableName: table, Key: keys.contract(id), ConsistentRead: true }),
    );
    return r.Item ? contractOf(r.Item) : undefined;
  };
  const repo: ContractRepository = {
    async putIfAbsent(contract) {
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: contractItemOf(contract),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    get,
    async getMany(ids) {
      const items = await batchGetItems(db, table, ids.map(keys.contract));
      return inOrderAsked(ids, items.map(contractOf));
    },
    async replace(next, expected) {
      const stored: ContractRecord = { ...next, version: expected.version + 1 };
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: contractItemOf(stored),
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
    async listByStatus(status, dueBefore, limit, after) {
      const out: ContractRecord[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: table,
            IndexName: 'gsi2',
            // After a key: from the first string above it (the key and a NUL) up to dueBefore.
            KeyConditionExpression: after
              ? 'gsi2pk = :p AND gsi2sk BETWEEN :after AND :before'
              : 'gsi2pk = :p AND gsi2sk < :before',
            ExpressionAttributeValues: {
              ':p': gsi2.sweptContracts(status),
              ':before': dueBefore,
              ...(after ? { ':after': `${after}\u0000` } : {}),
            },
            Limit: limit,
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) {
          const c = contractOf(item);
          // The index is eventually consistent: keep only what still matches.
          if (c.status === status && out.length < limit) out.push(c);
        }
        start = page.LastEvaluatedKey;
      } while (start && out.length < limit);
      return out;
    },
    async listUnsettledPolicies(endBefore, limit, after) {
      const out: ContractRecord[] = [];
      let start: Record<string, unknown> | undefined;
      // Sort keys are `{endDate}#{id}`: every key of a period ending before `endBefore` sorts below
      // it, and the keys after the cursor's start just above its own.
      const from = after ? `${after.endDate}#${after.id}\u0000` : '';
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: table,
            IndexName: 'gsi2',
            KeyConditionExpression: 'gsi2pk = :p AND gsi2sk BETWEEN :from AND :before',
            ExpressionAttributeValues: { ':p': gsi2.unsettledPolicies, ':from': from, ':before': endBefore },
            Limit: limit,
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) {
          const c = contractOf(item);
          // The index is eventually consistent: keep only what still matches.
          if (c.policyIssuedAt && !c.settledAt && out.length < limit) out.push(c);
        }
        start = page.LastEvaluatedKey;
      } while (start && out.length < limit);
      return out;
    },
    async listPolicies(query: PolicyListQuery) {
      const soonest = query.order === 'soonestEnd';
      // The range of sort keys, narrowed to the page's start when there is one.
      let from = query.endFrom ?? '';
      let to = query.endTo ? `${query.endTo}#${AFTER_ALL}` : AFTER_ALL;
      if (query.after) {
        if (soonest) from = justAbove(query.after);
        else to = query.after;
      }
      const filters: string[] = [];
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = {
        ':p': listPartitionOf(query.list, query.partition),
        ':from': from,
        ':to': to,
      };
      if (query.agentId) {
        filters.push('#listing.#agent = :agent');
        names['#listing'] = 'listing';
        names['#agent'] = 'agentId';
        values[':agent'] = query.agentId;
      }
      if (query.status) {
        filters.push('#listing.#status = :status');
        names['#listing'] = 'listing';
        names['#status'] = 'status';
        values[':status'] = query.status;
      }
      query.words.forEach((word, i) => {
        filters.push(`contains(#listing.#search, :w${i})`);
        names['#listing'] = 'listing';
        names['#search'] = 'search';
        values[`:w${i}`] = word;
      });
      const ids: string[] = [];
      const sortKeys: string[] = [];
      let start: Record<string, unknown> | undefined;
      // One more than the page tells whether another page follows; a filter may thin a read page,
      // so read on until the page is full or the range is done.
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: table,
            IndexName: 'gsi3',
            KeyConditionExpression: 'gsi3pk = :p AND gsi3sk BETWEEN :from AND :to',
            ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
            ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
            ExpressionAttributeValues: values,
            ScanIndexForward: soonest,
            Limit: Math.max(query.limit + 1, 25),
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) {
          const key = item.gsi3sk as string;
          // Descending from `after`: BETWEEN includes it, the page must not.
          if (!soonest && query.after && key >= query.after) continue;
          if (ids.length <= query.limit) {
            ids.push((item.listing as { contractId: string }).contractId);
            sortKeys.push(key);
          }
        }
        start = page.LastEvaluatedKey;
      } while (start && ids.length <= query.limit);
      const more = ids.length > query.limit;
      const pageIds = ids.slice(0, query.limit);
      // The index is eventually consistent and holds only the list copy: read the page's
      // contracts themselves (one batch of at most a page).
      const contracts = pageIds.length ? await repo.getMany(pageIds) : [];
      return {
        // The index is eventually consistent: keep only what still belongs to the list.
        contracts: contracts.filter((c) =>
          query.list === 'inProgress' ? isAgentEditable(c.status) : !!c.policyNumber,
        ),
        lastKey: more ? sortKeys[query.limit - 1] : undefined,
      };
    },
    async listUnindexed(after) {
      const page = await db.send(
        new ScanCommand({
          TableName: table,
          FilterExpression: '#sk = :sk AND begins_with(#pk, :pk) AND attribute_not_exists(gsi3pk)',
          ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
          ExpressionAttributeValues: { ':sk': 'CONTRACT', ':pk': 'CONTRACT#' },
          Limit: BACKFILL_SCAN_PAGE,
          ConsistentRead: true,
          ...(after ? { ExclusiveStartKey: scanKeyOf(after) } : {}),
        }),
      );
      return {
        // Only those a list holds (a policy number, or an application its agent holds).
        contracts: (page.Items ?? []).map(contractOf).filter((c) => 'gsi3pk' in contractItemOf(c)),
        scanned: page.ScannedCount ?? 0,
        ...(page.LastEvaluatedKey ? { next: scanTokenOf(page.LastEvaluatedKey) } : {}),
      };
    },
    async writeListKeys(contract) {
      const item = contractItemOf(contract);
      if (!('gsi3pk' in item)) return false;
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.contract(contract.id),
            UpdateExpression: 'SET gsi3pk = :gpk, gsi3sk = :gsk, #listing = :listing',
            // As read, and still without keys: a later write put the keys of its own data.
            ConditionExpression:
              'attribute_exists(pk) AND #version = :v AND #status = :s AND attribute_not_exists(gsi3pk)',
            ExpressionAttributeNames: { '#version': 'version', '#status': 'status', '#listing': 'listing' },
            ExpressionAttributeValues: {
              ':gpk': item.gsi3pk,
              ':gsk': item.gsi3sk,
              ':listing': item.listing,
              ':v': contract.version,
              ':s': contract.status,
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async getByPolicyNumber(policyNumber) {
      const page = await db.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :p AND gsi1sk = :s',
          ExpressionAttributeValues: { ':p': gsi1.policyContract(policyNumber), ':s': 'CONTRACT' },
          ProjectionExpression: 'id',
        }),
      );
      const id = page.Items?.[0]?.id as string | undefined;
      // The index is eventually consistent: read the contract itself and check.
      const contract = id ? await get(id) : undefined;
      return contract?.policyNumber === policyNumber ? contract : undefined;
    },
  };
  return repo;
}
