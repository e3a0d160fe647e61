/**
 * The one-off client e-mail index backfill (docs/operations.md#client-email-index-backfill) on
 * dynalite: a client claim written before the index is not found by e-mail until the backfill
 * gives it its keys; a second run writes nothing; a resume token that is not one is refused.
 */
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../ports/index.js';
import { UNUSABLE_PASSWORD_HASH } from '../../../use-cases/users/password-state.js';
import { backfillClientEmailIndex } from '../client-email-index-backfill.js';
import { dynamoUserRepository } from '../users.js';
import { useDynalite } from './dynalite.js';

const dynalite = useDynalite();
const T0 = '2026-01-10T10:00:00.000Z';

const client = (id: string, organizationId: string): UserRecord => ({
  id,
  email: 'dana@example.com',
  role: 'client',
  passwordHash: UNUSABLE_PASSWORD_HASH,
  createdAt: T0,
  updatedAt: T0,
  profile: { firstName: 'Dana', lastName: 'Reyes' },
  permissions: [],
  organizationId,
  agentId: 'a1',
});

describe('backfillClientEmailIndex on dynalite', () => {
  it('makes clients claimed before the index findable by e-mail, once', async () => {
    const { db, table } = await dynalite.table();
    const users = dynamoUserRepository(db, table);
    await users.create(client('c-old', 'o1'));
    await users.create(client('c-new', 'o2'));
    // As before issue 27: the old client's claim without its index keys.
    const claims = await db.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: 'begins_with(pk, :p) AND userId = :u',
        ExpressionAttributeValues: { ':p': 'CLIENTEMAIL#', ':u': 'c-old' },
      }),
    );
    expect(claims.Items).toHaveLength(1);
    const claim = claims.Items![0]!;
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: claim.pk, sk: claim.sk },
        UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
      }),
    );
    const ids = async () => (await users.listClientsByEmail('dana@example.com')).map((u) => u.id).sort();
    expect(await ids()).toEqual(['c-new']);

    const pages: unknown[] = [];
    const done = await backfillClientEmailIndex(db, table, { onPage: (p) => pages.push(p) });
    expect(done).toMatchObject({ written: 1, skipped: 0 });
    expect(pages.length).toBeGreaterThan(0);
    expect(await ids()).toEqual(['c-new', 'c-old']);

    expect(await backfillClientEmailIndex(db, table)).toMatchObject({ written: 0, skipped: 0 });
  });

  it('refuses a resume token it did not print', async () => {
    const { db, table } = await dynalite.table();
    await expect(backfillClientEmailIndex(db, table, { after: 'not-a-token' })).rejects.toThrow(
      'Not a resume token of the backfill',
    );
  });
});
