import {
  QUOTE_SEARCH_FIELDS,
  quoteListSortKey,
  quoteStatusSortPrefix,
  type QuoteListOrder,
  type QuoteListing,
} from '@almanac/core';
import {
  BatchGetCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { QuoteListPageQuery, QuoteSearchRow } from '../../ports/index.js';
import { batchGetItems, inOrderAsked } from './batch-get.js';
import { isConditionFailure, queryAll } from './client.js';
import {
  GSI3_PROJECTED,
  QUOTE_COUNT_SHARDS,
  gsi1,
  gsi3,
  keys,
  quoteCountShard,
  quoteListIndexes,
  savedQuoteSortKey,
} from './keys.js';

/** A page read asks for this many items at most (a page is at most 100; DynamoDB caps one at 1 MB). */
const PAGE_READ_MAX = 1000;

/**
 * The premium indication list reads (docs/data-model.md#premium-indication-lists): a page of one
 * list order from its index (skip `offset` counting only, then `limit` listings), the
 * counters, and a client's quotes from gsi1.
 */
export function dynamoQuoteListReads(db: DynamoDBDocumentClient, table: string) {
  /** The listings of saved, not deleted quotes by id, in the order asked (BatchGet, 100 a request). */
  async function getListings(ids: readonly string[]): Promise<QuoteListing[]> {
    const items = await batchGetItems(db, table, ids.map(keys.quote), undefined, 'listing, deletedAt');
    const listings = items.flatMap((item) =>
      item.listing && !item.deletedAt ? [item.listing as QuoteListing] : [],
    );
    return inOrderAsked(ids, listings);
  }

  return {
    async listPage(createdBy: string, q: QuoteListPageQuery): Promise<QuoteListing[]> {
      const { index, sortKey } = quoteListIndexes[q.order];
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ':p': gsi3.userQuotes(createdBy) };
      let condition = 'gsi3pk = :p';
      let filter: string | undefined;
      if (q.only && q.order === 'status') {
        // The status order starts with the status: one stretch of the index holds each.
        names['#sk'] = sortKey;
        values[':status'] = quoteStatusSortPrefix(q.only === 'submitted');
        condition += ' AND begins_with(#sk, :status)';
      } else if (q.only) {
        names['#listing'] = 'listing';
        filter =
          q.only === 'submitted'
            ? 'attribute_exists(#listing.frozenAt)'
            : 'attribute_not_exists(#listing.frozenAt)';
      }
      const base = {
        TableName: table,
        IndexName: index,
        KeyConditionExpression: condition,
        ExpressionAttributeValues: values,
        ScanIndexForward: !q.backwards,
        ...(filter ? { FilterExpression: filter } : {}),
      };
      let start: Record<string, unknown> | undefined = q.after && {
        ...keys.quote(q.after.id),
        gsi3pk: gsi3.userQuotes(createdBy),
        [sortKey]: q.order === 'createdAt' ? savedQuoteSortKey(q.after) : q.after.key,
      };
      // Skip: counted, not returned (Select COUNT); `Limit` = what is left to skip counts evaluated
      // items, so never past the offset, and DynamoDB's 1 MB of items read cuts each request;
      // LastEvaluatedKey is where the next stretch starts.
      for (let skip = q.offset; skip > 0;) {
        const r = await db.send(
          new QueryCommand({
            ...base,
            ...withNames(names, {}),
            Select: 'COUNT',
            Limit: skip,
            ExclusiveStartKey: start,
          }),
        );
        skip -= r.Count ?? 0;
        start = r.LastEvaluatedKey;
        if (!start) return [];
      }
      const out: QuoteListing[] = [];
      while (out.length < q.limit) {
        const r = await db.send(
          new QueryCommand({
            ...base,
            ...withNames(names, {}),
            ProjectionExpression: GSI3_PROJECTED.join(', '),
            Limit: Math.min(q.limit - out.length, PAGE_READ_MAX),
            ExclusiveStartKey: start,
          }),
        );
        for (const item of r.Items ?? []) if (item.listing) out.push(item.listing as QuoteListing);
        start = r.LastEvaluatedKey;
        if (!start) break;
      }
      return out;
    },

    async listSavedByIdPrefix(createdBy: string, prefix: string) {
      const { index, sortKey } = quoteListIndexes.id;
      const items = await queryAll(db, {
        TableName: table,
        IndexName: index,
        KeyConditionExpression: 'gsi3pk = :p AND begins_with(#sk, :prefix)',
        ExpressionAttributeNames: { '#sk': sortKey, '#listing': 'listing' },
        ExpressionAttributeValues: { ':p': gsi3.userQuotes(createdBy), ':prefix': prefix },
        ProjectionExpression: '#listing',
      });
      return items.flatMap((item) => (item.listing ? [item.listing as QuoteListing] : []));
    },

    async listActivePolicies(createdBy: string, today: string) {
      const { index, sortKey } = quoteListIndexes.status;
      const items = await queryAll(db, {
        TableName: table,
        IndexName: index,
        KeyConditionExpression: 'gsi3pk = :p AND begins_with(#sk, :status)',
        FilterExpression: 'attribute_exists(#listing.policyNumber) AND #listing.endDate >= :today',
        ExpressionAttributeNames: { '#sk': sortKey, '#listing': 'listing' },
        ExpressionAttributeValues: {
          ':p': gsi3.userQuotes(createdBy),
          ':status': quoteStatusSortPrefix(true),
          ':today': today,
        },
        ProjectionExpression: '#listing',
      });
      return items.flatMap((item) => (item.listing ? [item.listing as QuoteListing] : []));
    },

    async countSaved(createdBy: string) {
      const r = await db.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: Array.from({ length: QUOTE_COUNT_SHARDS }, (_, s) => keys.quoteCount(createdBy, s)),
              ProjectionExpression: 'savedCount, submittedCount',
              ConsistentRead: true,
            },
          },
        }),
      );
      if (Object.keys(r.UnprocessedKeys ?? {}).length) throw new Error('quote counters: unprocessed keys');
      let saved = 0;
      let submitted = 0;
      for (const item of r.Responses?.[table] ?? []) {
        saved += Number(item.savedCount ?? 0);
        submitted += Number(item.submittedCount ?? 0);
      }
      return { saved, submitted };
    },

    async listSavedForClient(clientId: string) {
      const items = await queryAll(db, {
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': gsi1.clientQuotes(clientId) },
        ProjectionExpression: 'listing, deletedAt',
        ScanIndexForward: false,
      });
      return items.flatMap((item) => (item.listing && !item.deletedAt ? [item.listing as QuoteListing] : []));
    },

    async listSearchRowsForClient(clientId: string, order: QuoteListOrder): Promise<QuoteSearchRow[]> {
      // Only what the match, the scope, the filter and the order read: a few small attributes
      // instead of the listing (about a third of the bytes to send and unmarshal).
      const byIndex = order !== 'createdAt';
      const { sortKey } = quoteListIndexes[order];
      const names: Record<string, string> = { '#l': 'listing', ...(byIndex ? { '#k': sortKey } : {}) };
      QUOTE_SEARCH_FIELDS.forEach((f, i) => (names[`#f${i}`] = f));
      const items = await queryAll(db, {
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':p': gsi1.clientQuotes(clientId) },
        ProjectionExpression: [
          ...QUOTE_SEARCH_FIELDS.map((_, i) => `#l.#f${i}`),
          ...(byIndex ? ['#k'] : []),
          'deletedAt',
        ].join(', '),
        ScanIndexForward: false,
      });
      const rows = items.flatMap((item) =>
        item.listing && !item.deletedAt
          ? [{ listing: item.listing as QuoteSearchRow['listing'], key: item[sortKey] as unknown }]
          : [],
      );
      // The createdAt key is built from createdAt and the id alone; a quote saved before its list
      // keys were written (until the backfill) has none: built from its whole listing.
      const unkeyed = byIndex ? rows.filter((r) => typeof r.key !== 'string').map((r) => r.listing.id) : [];
      const whole = new Map((unkeyed.length ? await getListings(unkeyed) : []).map((l) => [l.id, l]));
      return rows.flatMap(({ listing, key }) => {
        if (!byIndex) return [{ listing, key: quoteListSortKey(listing as QuoteListing, order) }];
        if (typeof key === 'string') return [{ listing, key }];
        const l = whole.get(listing.id);
        return l ? [{ listing, key: quoteListSortKey(l, order) }] : [];
      });
    },

    getListings,
  };
}

const withNames = (names: Record<string, string>, more: Record<string, string>) => {
  const all = { ...names, ...more };
  return Object.keys(all).length ? { ExpressionAttributeNames: all } : {};
};

/**
 * Count a quote in (`add`) or out of one of its creator's counters: the shard's id set and its
 * number change in one conditional write, so a retry never counts twice (docs/data-model.md).
 */
export async function countQuote(
  db: DynamoDBDocumentClient,
  table: string,
  createdBy: string,
  id: string,
  counter: 'saved' | 'submitted',
  add: boolean,
): Promise<void> {
  const set = counter === 'saved' ? 'savedIds' : 'submittedIds';
  const count = counter === 'saved' ? 'savedCount' : 'submittedCount';
  try {
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.quoteCount(createdBy, quoteCountShard(id)),
        UpdateExpression: add ? `ADD ${set} :ids, ${count} :one` : `DELETE ${set} :ids ADD ${count} :minus`,
        ConditionExpression: add ? `NOT contains(${set}, :id)` : `contains(${set}, :id)`,
        ExpressionAttributeValues: {
          ':ids': new Set([id]),
          ':id': id,
          ...(add ? { ':one': 1 } : { ':minus': -1 }),
        },
      }),
    );
  } catch (error) {
    // Already counted in (or out): a retry.
    if (!isConditionFailure(error)) throw error;
  }
}
