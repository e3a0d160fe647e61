import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { InMemoryExposureBook } from '../../../use-cases/testing/in-memory-exposure.js';
import { dynamoExposureBook, LEGACY_HEADS } from '../exposure.js';
import { describeExposureBookContract, exposureEntry } from './exposure.contract.js';
import { useDynalite } from './dynalite.js';

const dynalite = useDynalite();

describeExposureBookContract('in-memory fake', () => new InMemoryExposureBook());
describeExposureBookContract('DynamoDB adapter on dynalite', async () => {
  const { db, table } = await dynalite.table();
  return dynamoExposureBook(db, table);
});

describe('DynamoDB adapter: the book before the counters', () => {
  it('lists the entries written under a version head, until a put makes them current', async () => {
    const { db, table } = await dynalite.table();
    const book = dynamoExposureBook(db, table);
    const put = (Item: Record<string, unknown>) => db.send(new PutCommand({ TableName: table, Item }));
    // As issue 16's adapter wrote them: a head per partition, entries without index keys.
    await put({
      pk: 'EXPOSURE#REGION#FL',
      sk: 'HEAD',
      entity: 'exposureHead',
      partition: 'REGION#FL',
      version: 3,
      gsi2pk: LEGACY_HEADS,
      gsi2sk: 'REGION#FL',
    });
    for (const contractId of ['c1', 'c2'])
      await put({
        pk: 'EXPOSURE#REGION#FL',
        sk: `CONTRACT#${contractId}`,
        entity: 'exposure',
        ...exposureEntry({ contractId }),
      });
    expect((await book.legacyEntries()).map((e) => e.contractId).sort()).toEqual(['c1', 'c2']);
    expect((await book.legacyEntries())[0]).toEqual(exposureEntry());
    await book.put(exposureEntry({ contractId: 'c1', hold: 'live' }));
    expect((await book.legacyEntries()).map((e) => e.contractId)).toEqual(['c2']);
  });
});
