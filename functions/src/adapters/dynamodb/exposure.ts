import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { BoundBook, ExposureBook, ExposureEntry, ExposureTotal } from '../../ports/index.js';
import { isConditionFailure } from './client.js';
import { gsi1, gsi2, keys } from './keys.js';
import { strip } from './strip.js';

/** A total as stored, without the set of contracts it counts. */
const TOTAL_FIELDS = '#kind, #key, #state, lat, lon, totalCents, contracts';
const TOTAL_NAMES = { '#kind': 'kind', '#key': 'key', '#state': 'state' };

const totalOf = (item: Record<string, unknown>): ExposureTotal => ({
  kind: item.kind as ExposureTotal['kind'],
  key: item.key as string,
  state: item.state as string,
  ...(typeof item.lat === 'number' && typeof item.lon === 'number' ? { lat: item.lat, lon: item.lon } : {}),
  totalCents: (item.totalCents as number | undefined) ?? 0,
  contracts: (item.contracts as number | undefined) ?? 0,
});

/** gsi2 partition of the version heads the book had before the counters (issue 26): the backfill. */
export const LEGACY_HEADS = 'EXPOSURE';

/** Tries of a count whose room came back between its failed write and the read after it. */
const COUNT_ATTEMPTS = 5;

const heldIndex = (e: Pick<ExposureEntry, 'updatedAt' | 'partition' | 'contractId'>) =>
  `${e.updatedAt}#${e.partition}#${e.contractId}`;

/**
 * The exposure book (docs/data-model.md, "Accumulation"). Per scope `EXPOSURE#{partition}`: its
 * counter (`TOTAL`: `totalCents`, `contracts` and the set `counted` of contract ids, changed only
 * by one conditional ADD; gsi2 `EXPOSURE#TOTALS` lists them) and one entry per contract
 * (`CONTRACT#{contractId}`; gsi1 `EXPOSURE#HELD` while held, gsi2 `EXPOSURE#ENDS` by the period's
 * end). Per region its bound book (`BOOK`: `covers`, `y{year}` payouts and `n{year}` covers, the
 * set `inBook`). Every write is one item: no transaction (dynalite has none) is needed for two
 * records to agree, because what must agree lives in one item.
 */
export function dynamoExposureBook(db: DynamoDBDocumentClient, table: string): ExposureBook {
  const getTotal = async (partition: string) =>
    (
      await db.send(
        new GetCommand({
          TableName: table,
          Key: keys.exposureTotal(partition),
          ConsistentRead: true,
          ProjectionExpression: `${TOTAL_FIELDS}, #counted`,
          ExpressionAttributeNames: { ...TOTAL_NAMES, '#counted': 'counted' },
        }),
      )
    ).Item;
  const queryAll = async (input: ConstructorParameters<typeof QueryCommand>[0]) => {
    const out: ExposureEntry[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) out.push(strip<ExposureEntry>(item)!);
      start = page.LastEvaluatedKey;
    } while (start);
    return out;
  };
  return {
    async put(entry) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.exposureEntry(entry.partition, entry.contractId),
            entity: 'exposure',
            ...entry,
            ...(entry.hold === 'held' ? { gsi1pk: gsi1.heldExposure, gsi1sk: heldIndex(entry) } : {}),
            gsi2pk: gsi2.exposureEnds,
            gsi2sk: `${entry.endDate}#${entry.partition}#${entry.contractId}`,
          },
        }),
      );
    },
    async setHold(partition, contractId, hold, updatedAt, ifUpdatedAt) {
      const held = hold === 'held';
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.exposureEntry(partition, contractId),
            UpdateExpression: held
              ? 'SET #hold = :hold, updatedAt = :at, gsi1pk = :g, gsi1sk = :gs'
              : 'SET #hold = :hold, updatedAt = :at REMOVE gsi1pk, gsi1sk',
            ConditionExpression:
              ifUpdatedAt === undefined ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND updatedAt = :if',
            ExpressionAttributeNames: { '#hold': 'hold' },
            ExpressionAttributeValues: {
              ':hold': hold,
              ':at': updatedAt,
              ...(held
                ? { ':g': gsi1.heldExposure, ':gs': heldIndex({ updatedAt, partition, contractId }) }
                : {}),
              ...(ifUpdatedAt === undefined ? {} : { ':if': ifUpdatedAt }),
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async remove(partition, contractId, ifUpdatedAt) {
      try {
        await db.send(
          new DeleteCommand({
            TableName: table,
            Key: keys.exposureEntry(partition, contractId),
            ConditionExpression:
              ifUpdatedAt === undefined ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND updatedAt = :if',
            ...(ifUpdatedAt === undefined ? {} : { ExpressionAttributeValues: { ':if': ifUpdatedAt } }),
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async count(scope, contractId, cents, limitCents) {
      // One write: the total, its contracts and the set of what it counts change together or not at all.
      for (let attempt = 1; ; attempt++) {
        try {
          const out = await db.send(
            new UpdateCommand({
              TableName: table,
              Key: keys.exposureTotal(scope.key),
              UpdateExpression:
                'SET entity = :entity, #kind = :kind, #key = :key, #state = :state, gsi2pk = :g, gsi2sk = :key' +
                (scope.lat !== undefined && scope.lon !== undefined ? ', lat = :lat, lon = :lon' : '') +
                ' ADD totalCents :cents, contracts :one, #counted :ids',
              ConditionExpression:
                '(attribute_not_exists(totalCents) OR totalCents <= :room) AND NOT contains(#counted, :id)',
              ExpressionAttributeNames: { ...TOTAL_NAMES, '#counted': 'counted' },
              ExpressionAttributeValues: {
                ':entity': 'exposureTotal',
                ':kind': scope.kind,
                ':key': scope.key,
                ':state': scope.state,
                ':g': gsi2.exposureTotals,
                ...(scope.lat !== undefined && scope.lon !== undefined
                  ? { ':lat': scope.lat, ':lon': scope.lon }
                  : {}),
                ':cents': cents,
                ':one': 1,
                ':ids': new Set([contractId]),
                ':id': contractId,
                ':room': limitCents - cents,
              },
              ReturnValues: 'UPDATED_NEW',
            }),
          );
          return { outcome: 'added', totalCents: out.Attributes?.totalCents as number };
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
        const item = await getTotal(scope.key);
        const counted = item?.counted instanceof Set && item.counted.has(contractId);
        const total = (item?.totalCents as number | undefined) ?? 0;
        if (counted) return { outcome: 'already', totalCents: total };
        // Released between the write and this read: room again, so try again (a few times).
        if (total + cents > limitCents || attempt >= COUNT_ATTEMPTS)
          return { outcome: 'full', totalCents: total };
      }
    },
    async uncount(partition, contractId, cents) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.exposureTotal(partition),
            UpdateExpression: 'ADD totalCents :minus, contracts :minusOne DELETE #counted :ids',
            ConditionExpression: 'contains(#counted, :id)',
            ExpressionAttributeNames: { '#counted': 'counted' },
            ExpressionAttributeValues: {
              ':minus': -cents,
              ':minusOne': -1,
              ':ids': new Set([contractId]),
              ':id': contractId,
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async totals(partitions) {
      const items = await Promise.all(partitions.map(getTotal));
      return new Map(
        partitions.flatMap((p, i) => {
          const item = items[i];
          return item ? [[p, totalOf(item)] as const] : [];
        }),
      );
    },
    async listTotals({ cursor, limit }) {
      const page = await db.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :g',
          ExpressionAttributeValues: { ':g': gsi2.exposureTotals },
          ProjectionExpression: TOTAL_FIELDS,
          ExpressionAttributeNames: TOTAL_NAMES,
          Limit: limit,
          ...(cursor === undefined
            ? {}
            : {
                ExclusiveStartKey: {
                  ...keys.exposureTotal(cursor),
                  gsi2pk: gsi2.exposureTotals,
                  gsi2sk: cursor,
                },
              }),
        }),
      );
      const totals = (page.Items ?? []).map(totalOf);
      return {
        totals,
        ...(page.LastEvaluatedKey ? { cursor: page.LastEvaluatedKey.gsi2sk as string } : {}),
      };
    },
    async staleHeld(before) {
      return queryAll({
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :g AND gsi1sk < :before',
        ExpressionAttributeValues: { ':g': gsi1.heldExposure, ':before': before },
      });
    },
    async endedBefore(date) {
      return queryAll({
        TableName: table,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :g AND gsi2sk < :date',
        ExpressionAttributeValues: { ':g': gsi2.exposureEnds, ':date': date },
      });
    },
    async addToBook(state, contractId, scenarios) {
      const names: Record<string, string> = { '#in': 'inBook' };
      const values: Record<string, unknown> = { ':one': 1, ':ids': new Set([contractId]), ':id': contractId };
      const adds = ['covers :one', '#in :ids'];
      scenarios.years.forEach((year, i) => {
        names[`#y${i}`] = `y${year}`;
        names[`#n${i}`] = `n${year}`;
        values[`:p${i}`] = scenarios.payoutsCents[i] ?? 0;
        adds.push(`#y${i} :p${i}`, `#n${i} :one`);
      });
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.exposureBook(state),
            UpdateExpression: `SET entity = :entity ADD ${adds.join(', ')}`,
            ConditionExpression: 'NOT contains(#in, :id)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ...values, ':entity': 'exposureBook' },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async removeFromBook(state, contractId, scenarios) {
      const names: Record<string, string> = { '#in': 'inBook' };
      const values: Record<string, unknown> = {
        ':minusOne': -1,
        ':ids': new Set([contractId]),
        ':id': contractId,
      };
      const adds = ['covers :minusOne'];
      scenarios.years.forEach((year, i) => {
        names[`#y${i}`] = `y${year}`;
        names[`#n${i}`] = `n${year}`;
        values[`:p${i}`] = -(scenarios.payoutsCents[i] ?? 0);
        adds.push(`#y${i} :p${i}`, `#n${i} :minusOne`);
      });
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.exposureBook(state),
            UpdateExpression: `ADD ${adds.join(', ')} DELETE #in :ids`,
            ConditionExpression: 'contains(#in, :id)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async legacyEntries() {
      // Before issue 26 every partition had a head (`HEAD`, gsi2 `EXPOSURE`); its entries had no gsi2.
      const heads: string[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: table,
            IndexName: 'gsi2',
            KeyConditionExpression: 'gsi2pk = :g',
            ExpressionAttributeValues: { ':g': LEGACY_HEADS },
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) heads.push(item.partition as string);
        start = page.LastEvaluatedKey;
      } while (start);
      const entries = await Promise.all(
        heads.map((partition) =>
          queryAll({
            TableName: table,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entry)',
            FilterExpression: 'attribute_not_exists(gsi2pk)',
            ExpressionAttributeValues: { ':pk': `EXPOSURE#${partition}`, ':entry': 'CONTRACT#' },
            ConsistentRead: true,
          }),
        ),
      );
      return entries.flat();
    },
    async book(state): Promise<BoundBook> {
      const item = (
        await db.send(
          new GetCommand({ TableName: table, Key: keys.exposureBook(state), ConsistentRead: true }),
        )
      ).Item;
      if (!item) return { covers: 0, years: [] };
      const years: BoundBook['years'] = [];
      for (const [name, value] of Object.entries(item)) {
        const m = /^y(\d{4})$/.exec(name);
        const covers = item[`n${m?.[1]}`];
        if (m && typeof value === 'number' && typeof covers === 'number' && covers > 0)
          years.push({ year: Number(m[1]), covers, payoutsCents: value });
      }
      return {
        covers: (item.covers as number | undefined) ?? 0,
        years: years.sort((a, b) => a.year - b.year),
      };
    },
  };
}
