import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { backfillFormIds } from '../form-ids-backfill.js';
import { dynamoFormRepository, formItemOf } from '../forms.js';
import { keys } from '../keys.js';
import { useDynalite } from './dynalite.js';
import { lossReport } from './forms.contract.js';

const dynalite = useDynalite();

describe('backfill-form-ids (issue 28; docs/operations.md#form-ids-backfill)', () => {
  it('lists the forms filed before it on their counters, so a list reads them in two batch reads; a second run writes nothing', async () => {
    const { db, table } = await dynalite.table();
    const put = (item: Record<string, unknown>) => db.send(new PutCommand({ TableName: table, Item: item }));
    // c1: forms filed before any counter; c2: a counter with its count only; c3: up to date.
    await put(formItemOf(lossReport('a1', { contractId: 'c1' })));
    await put(formItemOf(lossReport('a2', { contractId: 'c1', createdAt: '2027-03-03T10:00:00.000Z' })));
    await put(formItemOf(lossReport('b1', { contractId: 'c2' })));
    await put({ ...keys.formCount('c2'), entity: 'formCount', contractId: 'c2', count: 1 });
    await dynamoFormRepository(db, table).createWithinCap(lossReport('d1', { contractId: 'c3' }), 10);

    const sent: string[] = [];
    const counting = {
      send: (command: { constructor: { name: string } }) => {
        sent.push(command.constructor.name);
        return db.send(command as never);
      },
    } as unknown as DynamoDBDocumentClient;
    const listed = async () => {
      sent.length = 0;
      const lists = await dynamoFormRepository(counting, table).listByContracts(['c1', 'c2', 'c3']);
      return Object.fromEntries([...lists].map(([id, forms]) => [id, forms.map((f) => f.id)]));
    };

    expect(await backfillFormIds(db, table)).toMatchObject({ written: 2, skipped: 0 });
    expect(await listed()).toEqual({ c1: ['a1', 'a2'], c2: ['b1'], c3: ['d1'] });
    expect(sent).toEqual(['BatchGetCommand', 'BatchGetCommand']);
    expect(await backfillFormIds(db, table)).toMatchObject({ written: 0, skipped: 0 });
    // The counter still caps: c1 holds two, a third within a cap of 3 passes, a fourth not.
    const forms = dynamoFormRepository(db, table);
    expect(await forms.createWithinCap(lossReport('a3', { contractId: 'c1' }), 3)).toBe(true);
    expect(await forms.createWithinCap(lossReport('a4', { contractId: 'c1' }), 3)).toBe(false);
  });
});
