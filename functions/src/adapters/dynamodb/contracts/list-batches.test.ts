import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { batchGetItems } from '../batch-get.js';
import { dynamoFormRepository, formItemOf } from '../forms.js';
import { keys } from '../keys.js';
import { useDynalite } from './dynalite.js';
import { lossReport } from './forms.contract.js';

const dynalite = useDynalite();

/** The adapter's client, counting the commands it sends (one per DynamoDB round trip). */
function counting(db: DynamoDBDocumentClient) {
  const sent: string[] = [];
  const client = {
    send: (command: { constructor: { name: string } }) => {
      sent.push(command.constructor.name);
      return db.send(command as never);
    },
  } as unknown as DynamoDBDocumentClient;
  return { client, sent };
}

describe('list pages read in batches (issue 28, item 2)', () => {
  it('reads the loss reports of 5 and of 50 policies in the same two batch reads', async () => {
    const { db, table } = await dynalite.table();
    const ids = Array.from({ length: 50 }, (_, i) => `c${i}`);
    // Seeded as createWithinCap leaves them: each policy's counter with its form's id, and the form.
    await Promise.all(
      ids.flatMap((id) => [
        db.send(
          new PutCommand({ TableName: table, Item: formItemOf(lossReport(`f-${id}`, { contractId: id })) }),
        ),
        db.send(
          new PutCommand({
            TableName: table,
            Item: {
              ...keys.formCount(id),
              entity: 'formCount',
              contractId: id,
              count: 1,
              formIds: new Set([`f-${id}`]),
            },
          }),
        ),
      ]),
    );
    const reads = async (contractIds: string[]) => {
      const { client, sent } = counting(db);
      const lists = await dynamoFormRepository(client, table).listByContracts(contractIds);
      return { lists, sent };
    };
    const five = await reads(ids.slice(0, 5));
    const fifty = await reads(ids);
    expect(five.sent).toEqual(['BatchGetCommand', 'BatchGetCommand']);
    expect(fifty.sent).toEqual(five.sent);
    expect(fifty.lists.get('c42')!.map((f) => f.id)).toEqual(['f-c42']);
  });

  it('still lists the forms of a policy whose counter was written before it held their ids', async () => {
    const { db, table } = await dynalite.table();
    const forms = dynamoFormRepository(db, table);
    await forms.createWithinCap(lossReport('old'), 10);
    // A counter as written before issue 28: the count only.
    await db.send(
      new PutCommand({
        TableName: table,
        Item: { ...keys.formCount('c1'), entity: 'formCount', contractId: 'c1', count: 1 },
      }),
    );
    await forms.createWithinCap(lossReport('new', { createdAt: '2027-03-03T10:00:00.000Z' }), 10);
    expect((await forms.listByContracts(['c1'])).get('c1')!.map((f) => f.id)).toEqual(['old', 'new']);
  });

  it('asks again for the keys DynamoDB leaves unprocessed, and fails rather than drop them', async () => {
    const answers = [
      { Responses: { t: [{ pk: 'A' }] }, UnprocessedKeys: { t: { Keys: [{ pk: 'B', sk: 'X' }] } } },
      { Responses: { t: [{ pk: 'B' }] } },
    ];
    const asked: unknown[] = [];
    const db = {
      send: async (command: { input: unknown }) => {
        asked.push(command.input);
        return answers.shift();
      },
    } as unknown as DynamoDBDocumentClient;
    const keysAsked = [
      { pk: 'A', sk: 'X' },
      { pk: 'B', sk: 'X' },
    ];
    expect(await batchGetItems(db, 't', keysAsked, 0)).toEqual([{ pk: 'A' }, { pk: 'B' }]);
    expect(asked).toHaveLength(2);
    expect((asked[1] as { RequestItems: { t: { Keys: unknown[] } } }).RequestItems.t.Keys).toEqual([
      { pk: 'B', sk: 'X' },
    ]);
    const throttled = {
      send: async () => ({ Responses: { t: [] }, UnprocessedKeys: { t: { Keys: [{ pk: 'A', sk: 'X' }] } } }),
    } as unknown as DynamoDBDocumentClient;
    await expect(batchGetItems(throttled, 't', [{ pk: 'A', sk: 'X' }], 0)).rejects.toThrow(/unprocessed/);
  });

  it('reads 250 keys in three calls of at most 100', async () => {
    const asked: number[] = [];
    const db = {
      send: async (command: { input: { RequestItems: { t: { Keys: unknown[] } } } }) => {
        asked.push(command.input.RequestItems.t.Keys.length);
        return { Responses: { t: [] } };
      },
    } as unknown as DynamoDBDocumentClient;
    await batchGetItems(
      db,
      't',
      Array.from({ length: 250 }, (_, i) => ({ pk: `P${i}`, sk: 'S' })),
    );
    expect(asked.sort((a, b) => a - b)).toEqual([50, 100, 100]);
  });
});
