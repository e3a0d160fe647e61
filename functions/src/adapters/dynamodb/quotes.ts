import { quoteListSortKey, type QuoteListing } from '@almanac/core';
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { QuoteClientCopy, QuoteRecord, QuoteRepository } from '../../ports/index.js';
import { isConditionFailure, queryAll } from './client.js';
import {
  GSI3_PROJECTED,
  gsi1,
  gsi3,
  keys,
  quoteListIndexes,
  quoteListIndexValues,
  savedQuoteSortKey,
} from './keys.js';
import { countQuote, dynamoQuoteListReads } from './quote-lists.js';
import { storable } from './storable.js';
import { quoteItem, quoteOf } from './quote-item.js';

/**
 * Quotes: `QUOTE#{id}` / `QUOTE`. A priced option is written without index keys; saving it
 * (a premium indication) adds its `listing`, the GSI3 keys that list a creator's saved quotes
 * by creation (`USER#{userId}#QUOTES`, `{createdAt}#{id}`) and the sort keys of the other list
 * orders (keys.ts quoteListIndexes), all in the same conditional write; attaching a client adds
 * gsi1 `CLIENT#{clientId}#QUOTES`; a soft delete removes them. After the write the creator's
 * counters count the quote in or out (idempotent; docs/data-model.md#premium-indication-lists).
 * The option's payout profile is one JSON string (quote-item.ts).
 */
export function dynamoQuoteRepository(db: DynamoDBDocumentClient, table: string): QuoteRepository {
  /** createdAt never changes: the list keys of a later write are built from it. */
  const createdAtOf = async (id: string) =>
    (
      await db.send(
        new GetCommand({ TableName: table, Key: keys.quote(id), ProjectionExpression: 'createdAt' }),
      )
    ).Item?.createdAt as string | undefined;
  return {
    ...dynamoQuoteListReads(db, table),
    async putIfAbsent(quote) {
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: { ...keys.quote(quote.id), entity: 'quote', ...quoteItem(quote) },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async get(id) {
      const r = await db.send(
        new GetCommand({ TableName: table, Key: keys.quote(id), ConsistentRead: true }),
      );
      return quoteOf(r.Item);
    },
    async getMany(ids) {
      const found = new Map<string, QuoteRecord>();
      for (let i = 0; i < ids.length; i += 100) {
        let request:
          Record<string, { Keys: Record<string, unknown>[]; ConsistentRead?: boolean }> | undefined = {
          [table]: { Keys: ids.slice(i, i + 100).map((id) => keys.quote(id)), ConsistentRead: true },
        };
        for (let round = 0; request && Object.keys(request).length && round < 10; round++) {
          const r = await db.send(new BatchGetCommand({ RequestItems: request }));
          for (const item of r.Responses?.[table] ?? []) {
            const quote = quoteOf(item)!;
            found.set(quote.id, quote);
          }
          request = r.UnprocessedKeys as typeof request;
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },
    async save(quote, change) {
      const names: Record<string, string> = { '#history': 'history' };
      const values: Record<string, unknown> = {
        ':by': change.by,
        ':at': change.at,
        ':events': storable(change.events),
        ':none': [],
      };
      const sets = ['updatedAt = :at', '#history = list_append(if_not_exists(#history, :none), :events)'];
      const conditions = [
        'attribute_exists(pk)',
        'createdBy = :by',
        'attribute_not_exists(frozenAt)',
        'attribute_not_exists(clientId)',
      ];
      sets.push('#listing = :listing');
      names['#listing'] = 'listing';
      values[':listing'] = storable(change.listing);
      for (const [attribute, key] of Object.entries(quoteListIndexValues(change.listing))) {
        sets.push(`${attribute} = :${attribute}`);
        values[`:${attribute}`] = key;
      }
      if (change.save) {
        conditions.push('attribute_not_exists(savedAt)');
        sets.push('savedAt = :at', 'gsi3pk = :g3', 'gsi3sk = :listed');
        values[':g3'] = gsi3.userQuotes(quote.createdBy);
        values[':listed'] = savedQuoteSortKey(quote);
      } else {
        conditions.push('attribute_exists(savedAt)', 'attribute_not_exists(deletedAt)');
      }
      if (change.client) {
        sets.push('clientId = :cid', 'gsi1pk = :g1', 'gsi1sk = :listed1');
        values[':g1'] = gsi1.clientQuotes(change.client.id);
        values[':listed1'] = savedQuoteSortKey(quote);
        values[':cid'] = change.client.id;
        Object.assign(values, clientCopyValues(change.client));
        sets.push(...clientCopySets(change.client));
      }
      if (change.taxes) {
        sets.push('homeState = :home', 'taxes = :taxes');
        values[':home'] = change.taxes.homeState;
        values[':taxes'] = storable(change.taxes.taxes);
      }
      try {
        const r = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.quote(quote.id),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: conditions.join(' AND '),
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        if (change.save) await countQuote(db, table, quote.createdBy, quote.id, 'saved', true);
        return quoteOf(r.Attributes);
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
    async appendHistory(id, createdBy, events, at) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.quote(id),
            UpdateExpression:
              'SET updatedAt = :at, #history = list_append(if_not_exists(#history, :none), :events)',
            ConditionExpression:
              'attribute_exists(pk) AND createdBy = :by AND attribute_exists(savedAt) AND attribute_not_exists(deletedAt)',
            ExpressionAttributeNames: { '#history': 'history' },
            ExpressionAttributeValues: {
              ':at': at,
              ':by': createdBy,
              ':events': storable(events),
              ':none': [],
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async listSaved(createdBy) {
      const items = await queryAll(db, {
        TableName: table,
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :p',
        ExpressionAttributeValues: { ':p': gsi3.userQuotes(createdBy) },
        ProjectionExpression: GSI3_PROJECTED.join(', '),
        ScanIndexForward: false,
      });
      return items.flatMap((item) => (item.listing ? [item.listing as QuoteListing] : []));
    },
    async softDelete(id, createdBy, at, event) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.quote(id),
            UpdateExpression:
              'SET deletedAt = :at, updatedAt = :at, #history = list_append(if_not_exists(#history, :none), :events) REMOVE gsi3pk, gsi3sk, gsi1pk, gsi1sk',
            ConditionExpression:
              'attribute_exists(pk) AND createdBy = :by AND attribute_exists(savedAt) AND attribute_not_exists(frozenAt) AND attribute_not_exists(deletedAt)',
            ExpressionAttributeNames: { '#history': 'history' },
            ExpressionAttributeValues: {
              ':at': at,
              ':by': createdBy,
              ':events': storable([event]),
              ':none': [],
            },
          }),
        );
        await countQuote(db, table, createdBy, id, 'saved', false);
        return 'deleted';
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      const now = quoteOf(
        (await db.send(new GetCommand({ TableName: table, Key: keys.quote(id), ConsistentRead: true }))).Item,
      );
      // A retry of a delete whose count did not happen counts it out now (idempotent).
      if (now?.deletedAt && now.savedAt && now.createdBy === createdBy)
        await countQuote(db, table, createdBy, id, 'saved', false);
      if (!now || now.deletedAt || !now.savedAt) return 'gone';
      return 'refused';
    },
    async updateClientCopies(id, clientId, client, at) {
      const createdAt = await createdAtOf(id);
      if (!createdAt) return false;
      const named = { id, createdAt, clientFirstName: client.firstName, clientLastName: client.lastName };
      const asc = quoteListSortKey(named as QuoteListing, 'clientName');
      const desc = quoteListSortKey(named as QuoteListing, 'clientNameDesc');
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.quote(id),
            UpdateExpression: `SET updatedAt = :at, ${clientCopySets(client).join(', ')}, #listing.clientFirstName = :cfirst, #listing.clientLastName = :clast, #listing.clientEmail = :cemail, ${quoteListIndexes.clientName.sortKey} = :asc, ${quoteListIndexes.clientNameDesc.sortKey} = :desc${client.phone ? '' : ' REMOVE clientPhone'}`,
            ConditionExpression:
              'clientId = :cid AND attribute_exists(#listing) AND attribute_not_exists(frozenAt) AND attribute_not_exists(deletedAt)',
            ExpressionAttributeNames: { '#listing': 'listing' },
            ExpressionAttributeValues: {
              ':at': at,
              ':asc': asc,
              ':desc': desc,
              ':cid': clientId,
              ':cfirst': client.firstName,
              ':clast': client.lastName,
              ...clientCopyValues(client),
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async freeze(id, claim) {
      const createdAt = await createdAtOf(id);
      if (!createdAt) return undefined;
      // The status order's key of a submitted quote (only frozenAt's presence matters to it).
      const submitted = { id, createdAt, frozenAt: claim.at } as unknown as QuoteListing;
      try {
        const r = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.quote(id),
            UpdateExpression: `SET frozenAt = if_not_exists(frozenAt, :at), contractId = :contract, updatedAt = :at, #listing.frozenAt = if_not_exists(frozenAt, :at), #listing.contractId = :contract, ${quoteListIndexes.status.sortKey} = :status`,
            ConditionExpression:
              'attribute_exists(savedAt) AND attribute_exists(#listing) AND attribute_not_exists(deletedAt) AND clientId = :cid AND (attribute_not_exists(contractId) OR contractId = :contract)',
            ExpressionAttributeNames: { '#listing': 'listing' },
            ExpressionAttributeValues: {
              ':at': claim.at,
              ':contract': claim.contractId,
              ':cid': claim.clientId,
              ':status': quoteListSortKey(submitted, 'status'),
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        const frozen = quoteOf(r.Attributes)!;
        await countQuote(db, table, frozen.createdBy, id, 'submitted', true);
        return frozen;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
    async setPolicyNumber(id, policy) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.quote(id),
            UpdateExpression: 'SET policyNumber = :p, updatedAt = :at, #listing.policyNumber = :p',
            ConditionExpression:
              'attribute_exists(#listing) AND contractId = :contract AND (attribute_not_exists(policyNumber) OR policyNumber = :p)',
            ExpressionAttributeNames: { '#listing': 'listing' },
            ExpressionAttributeValues: {
              ':p': policy.policyNumber,
              ':at': policy.at,
              ':contract': policy.contractId,
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

/** The client copy's SET clauses (name, e-mail, and phone when it has one). */
const clientCopySets = (client: QuoteClientCopy) => [
  'clientName = :cname',
  'clientEmail = :cemail',
  ...(client.phone ? ['clientPhone = :cphone'] : []),
];

const clientCopyValues = (client: QuoteClientCopy) => ({
  ':cname': [client.firstName, client.lastName].filter(Boolean).join(' '),
  ':cemail': client.email,
  ...(client.phone ? { ':cphone': client.phone } : {}),
});
