import { compareClientsByName } from '@almanac/core';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { MemberPatch, UserProfile, UserRecord, UserRepository } from '../../ports/index.js';
import { emailClaimsOf, holdsStaleInvitation } from '../../ports/email-claims.js';
import { batchGetItems, inOrderAsked } from './batch-get.js';
import { isConditionFailure, queryAll, ttlFrom } from './client.js';
import { clientSortKey, gsi1, gsi2, keys } from './keys.js';
import { organizationRecordOf } from './organizations.js';
import { storable } from './storable.js';
import { strip } from './strip.js';

/**
 * Index keys of a user item. Members of an organisation: gsi1 `ORG#{orgId}#USERS`. Clients are
 * not members: gsi1 `USER#{agentId}#CLIENTS` and gsi2 `ORG#{orgId}#CLIENTS`, both sorted by name.
 */
function userIndexKeys(user: UserRecord): Record<string, string> {
  if (user.role === 'client') {
    const sk = clientSortKey(user.profile, user.id);
    return {
      ...(user.agentId ? { gsi1pk: gsi1.agentClients(user.agentId), gsi1sk: sk } : {}),
      ...(user.organizationId ? { gsi2pk: gsi2.orgClients(user.organizationId), gsi2sk: sk } : {}),
    };
  }
  return user.organizationId
    ? { gsi1pk: gsi1.orgMembers(user.organizationId), gsi1sk: `${user.createdAt}#${user.id}` }
    : {};
}

/** The claim items a user holds for an e-mail (ports/email-claims.ts). */
function claimKeysOf(user: UserRecord, email: string): Record<string, string>[] {
  const claims = emailClaimsOf(user);
  return [
    ...(claims.login ? [keys.email(email)] : []),
    ...(claims.agency ? [keys.clientEmail(claims.agency, email)] : []),
  ];
}

/**
 * A client claim (`CLIENTEMAIL#{scope}#{email}`; scopes hold no `#`) is also indexed by its e-mail
 * alone (gsi1), so a client's records in every agency are found from the address.
 */
export function clientClaimIndexKeys(key: Record<string, string>, userId: string): Record<string, string> {
  const prefix = 'CLIENTEMAIL#';
  const pk = key.pk ?? '';
  if (!pk.startsWith(prefix)) return {};
  const email = pk.slice(pk.indexOf('#', prefix.length) + 1);
  return { gsi1pk: gsi1.clientsByEmail(email), gsi1sk: userId };
}

/** Claim an e-mail for a user: fails on a claim held by someone else (or any, unless `mine`). */
async function putClaim(
  db: DynamoDBDocumentClient,
  table: string,
  key: Record<string, string>,
  userId: string,
  createdAt: string,
  mine = false,
) {
  await db.send(
    new PutCommand({
      TableName: table,
      Item: { ...key, entity: 'emailClaim', userId, createdAt, ...clientClaimIndexKeys(key, userId) },
      ConditionExpression: mine ? 'attribute_not_exists(pk) OR userId = :id' : 'attribute_not_exists(pk)',
      ...(mine ? { ExpressionAttributeValues: { ':id': userId } } : {}),
    }),
  );
}

/** Release a claim if it is still the user's. */
async function deleteClaim(
  db: DynamoDBDocumentClient,
  table: string,
  key: Record<string, string>,
  userId: string,
) {
  try {
    await db.send(
      new DeleteCommand({
        TableName: table,
        Key: key,
        ConditionExpression: 'userId = :id',
        ExpressionAttributeValues: { ':id': userId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export function dynamoUserRepository(db: DynamoDBDocumentClient, table: string): UserRepository {
  const get = async (id: string) =>
    strip<UserRecord>(
      (await db.send(new GetCommand({ TableName: table, Key: keys.user(id), ConsistentRead: true }))).Item,
    );

  /** One strongly consistent BatchGetItem for the user and the organisation named (batch-get.ts). */
  async function getWithOrganization(id: string, organizationId: string | undefined) {
    if (!organizationId) return { user: await get(id) };
    const userKey = keys.user(id);
    const orgKey = keys.organization(organizationId);
    const items = await batchGetItems(db, table, [userKey, orgKey]);
    const itemOf = (key: Record<string, string>) => items.find((i) => i.pk === key.pk && i.sk === key.sk);
    const user = strip<UserRecord>(itemOf(userKey));
    const own = user?.organizationId === organizationId;
    return { user, organization: own ? organizationRecordOf(itemOf(orgKey)) : undefined };
  }

  /**
   * The login claim is held: take it over when its holder is an invitation nobody can accept any
   * more (ports/email-claims.ts), conditional on that holder; else the condition failure stands.
   */
  async function takeOverStaleInvitation(key: Record<string, string>, user: UserRecord) {
    const claim = await db.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
    const holderId = claim.Item?.userId as string | undefined;
    const holder = holderId ? await get(holderId) : undefined;
    if (!holder || !holdsStaleInvitation(holder, user.createdAt))
      throw Object.assign(new Error('e-mail claimed'), { name: 'ConditionalCheckFailedException' });
    await db.send(
      new PutCommand({
        TableName: table,
        Item: { ...key, entity: 'emailClaim', userId: user.id, createdAt: user.createdAt },
        ConditionExpression: 'userId = :holder',
        ExpressionAttributeValues: { ':holder': holder.id },
      }),
    );
  }

  return {
    get,
    getWithOrganization,
    getMany: async (ids) =>
      inOrderAsked(
        ids,
        (await batchGetItems(db, table, ids.map(keys.user))).map((item) => strip<UserRecord>(item)!),
      ),
    async getByEmail(email) {
      const claim = await db.send(
        new GetCommand({ TableName: table, Key: keys.email(email), ConsistentRead: true }),
      );
      const userId = claim.Item?.userId as string | undefined;
      const user = userId ? await get(userId) : undefined;
      // A claim left behind by an e-mail change that stopped half way points at a user who moved on.
      return user && user.email.toLowerCase() === email.toLowerCase() ? user : undefined;
    },
    async getClientByEmail(scope, email) {
      const claim = await db.send(
        new GetCommand({ TableName: table, Key: keys.clientEmail(scope, email), ConsistentRead: true }),
      );
      const userId = claim.Item?.userId as string | undefined;
      const user = userId ? await get(userId) : undefined;
      return user && user.email.toLowerCase() === email.toLowerCase() ? user : undefined;
    },
    async create(user) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.user(user.id), entity: 'user', ...userIndexKeys(user), ...user },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      // The claims are the commit point (dynalite has no transactions): on a taken claim, what was
      // written is removed again, so nothing reachable is left behind.
      const written: Record<string, string>[] = [];
      const loginKey = keys.email(user.email).pk;
      try {
        for (const key of claimKeysOf(user, user.email)) {
          try {
            await putClaim(db, table, key, user.id, user.createdAt);
          } catch (error) {
            if (!isConditionFailure(error) || key.pk !== loginKey) throw error;
            await takeOverStaleInvitation(key, user);
          }
          written.push(key);
        }
        return true;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        for (const key of written) await deleteClaim(db, table, key, user.id);
        await db.send(new DeleteCommand({ TableName: table, Key: keys.user(user.id) }));
        return false;
      }
    },
    async createUnclaimed(user, expiresAt) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.user(user.id), entity: 'user', ttl: ttlFrom(expiresAt, 0), ...user },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
    async updateProfile(id, profile: Partial<UserProfile>, updatedAt) {
      const names: Record<string, string> = { '#profile': 'profile', '#updatedAt': 'updatedAt' };
      const values: Record<string, unknown> = { ':updatedAt': updatedAt };
      const sets = ['#updatedAt = :updatedAt'];
      const removes: string[] = [];
      for (const [field, value] of Object.entries(profile)) {
        names[`#${field}`] = field;
        if (value === undefined) removes.push(`#profile.#${field}`);
        else {
          values[`:${field}`] = value;
          sets.push(`#profile.#${field} = :${field}`);
        }
      }
      const result = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.user(id),
          UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      const updated = strip<UserRecord>(result.Attributes)!;
      const renamed = 'firstName' in profile || 'lastName' in profile;
      if (updated.role === 'client' && renamed) {
        // A client's list position follows its name: move its sort keys along.
        const sk = clientSortKey(updated.profile, updated.id);
        const sets = [
          ...(result.Attributes?.gsi1pk ? ['gsi1sk = :sk'] : []),
          ...(result.Attributes?.gsi2pk ? ['gsi2sk = :sk'] : []),
        ];
        if (sets.length)
          await db.send(
            new UpdateCommand({
              TableName: table,
              Key: keys.user(id),
              UpdateExpression: `SET ${sets.join(', ')}`,
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':sk': sk },
            }),
          );
      }
      return updated;
    },
    async listClients(scope) {
      const [index, partition] =
        'agentId' in scope
          ? ['gsi1', gsi1.agentClients(scope.agentId)]
          : ['gsi2', gsi2.orgClients(scope.organizationId)];
      const items = await queryAll(db, {
        TableName: table,
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': `${index}pk` },
        ExpressionAttributeValues: { ':pk': partition },
      });
      // The index's folded sort key only groups them: core's comparison decides the order ("Van"
      // before "Van Dyke"), as everywhere else a client list is sorted.
      return items
        .map((item) => strip<UserRecord>(item)!)
        .filter((user) => user.role === 'client')
        .sort(compareClientsByName);
    },
    async listClientsByEmail(email) {
      const items = await queryAll(db, {
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi1.clientsByEmail(email) },
      });
      const ids = [...new Set(items.map((item) => item.userId as string))];
      const users = await Promise.all(ids.map((id) => get(id)));
      // The index is eventually consistent and a claim may outlive an e-mail change half done.
      return users.filter(
        (user): user is UserRecord =>
          !!user && user.role === 'client' && user.email.toLowerCase() === email.toLowerCase(),
      );
    },
    async listMembers(organizationId) {
      const items = await queryAll(db, {
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi1.orgMembers(organizationId) },
      });
      return items.map((item) => strip<UserRecord>(item)!);
    },
    async changeEmail(id, from, to, updatedAt) {
      const user = await get(id);
      if (!user) return false;
      const next = to.toLowerCase();
      const claimed: Record<string, string>[] = [];
      try {
        for (const key of claimKeysOf(user, next)) {
          await putClaim(db, table, key, id, updatedAt, true);
          claimed.push(key);
        }
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        for (const key of claimed) await deleteClaim(db, table, key, id);
        return false;
      }
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.user(id),
          UpdateExpression: 'SET email = :to, updatedAt = :at, emailChangedAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':to': next, ':at': updatedAt },
        }),
      );
      if (from.toLowerCase() !== next)
        for (const key of claimKeysOf(user, from)) await deleteClaim(db, table, key, id);
      return true;
    },
    async setPaymentsInfo(id, paymentsInfo, previousUpdatedAt) {
      try {
        // A nested path needs its map: create an empty `finance` first (harmless when it exists).
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.user(id),
            UpdateExpression: 'SET finance = if_not_exists(finance, :empty)',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':empty': {} },
          }),
        );
        const result = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.user(id),
            UpdateExpression: 'SET finance.paymentsInfo = :info, updatedAt = :at',
            ConditionExpression:
              previousUpdatedAt === undefined
                ? 'attribute_exists(pk) AND attribute_not_exists(finance.paymentsInfo)'
                : 'attribute_exists(pk) AND finance.paymentsInfo.updatedAt = :previous',
            ExpressionAttributeValues: {
              ':info': storable(paymentsInfo),
              ':at': paymentsInfo.updatedAt,
              ...(previousUpdatedAt === undefined ? {} : { ':previous': previousUpdatedAt }),
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return strip<UserRecord>(result.Attributes);
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
    async updateMember(read, patch) {
      return updateMember(db, table, read, patch);
    },
    async setConfirmed(id, confirmedAt, organization) {
      // The organisation first, the user's confirmation last (the commit point): a retry after a
      // failure in between finds the organisation there and completes.
      if (organization) {
        try {
          await db.send(
            new PutCommand({
              TableName: table,
              Item: { ...keys.organization(organization.id), entity: 'organization', ...organization },
              ConditionExpression: 'attribute_not_exists(pk)',
            }),
          );
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      const result = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.user(id),
          UpdateExpression:
            'SET confirmedAt = if_not_exists(confirmedAt, :at), updatedAt = :at REMOVE pendingOrganization',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': confirmedAt },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return strip<UserRecord>(result.Attributes)!;
    },
    async setPasswordHash(id, passwordHash, updatedAt) {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.user(id),
          UpdateExpression: 'SET passwordHash = :h, updatedAt = :at, credentialsChangedAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':h': passwordHash, ':at': updatedAt },
        }),
      );
    },
    async designateRole(id, organizationId, fromRoles, role, updatedAt) {
      const from = Object.fromEntries(fromRoles.map((r, i) => [`:from${i}`, r]));
      try {
        const result = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.user(id),
            UpdateExpression: 'SET #role = :role, updatedAt = :at',
            ConditionExpression: `attribute_exists(pk) AND organizationId = :org AND #role IN (${Object.keys(from).join(', ')})`,
            ExpressionAttributeNames: { '#role': 'role' },
            ExpressionAttributeValues: { ':role': role, ':at': updatedAt, ':org': organizationId, ...from },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return strip<UserRecord>(result.Attributes);
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
    async upgradePasswordHash(id, from, to) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.user(id),
            UpdateExpression: 'SET passwordHash = :to',
            ConditionExpression: 'passwordHash = :from',
            ExpressionAttributeValues: { ':from': from, ':to': to },
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailure(err)) return false;
        throw err;
      }
    },
  };
}

/**
 * updateMember: SET or REMOVE (null) each patched top-level attribute, on condition that the item
 * still has what was read: its updatedAt, role, invitation token and disabled state.
 */
async function updateMember(
  db: DynamoDBDocumentClient,
  table: string,
  read: UserRecord,
  patch: MemberPatch,
): Promise<UserRecord | undefined> {
  const names: Record<string, string> = { '#updatedAt': 'updatedAt', '#role': 'role' };
  const values: Record<string, unknown> = { ':readUpdatedAt': read.updatedAt, ':readRole': read.role };
  const sets: string[] = [];
  const removes: string[] = [];
  for (const [field, value] of Object.entries(patch)) {
    names[`#${field}`] = field;
    if (value === null || value === undefined) {
      if (value === null) removes.push(`#${field}`);
    } else {
      values[`:${field}`] = value;
      sets.push(`#${field} = :${field}`);
    }
  }
  names['#invitation'] = 'invitation';
  names['#disabledAt'] = 'disabledAt';
  const conditions = ['attribute_exists(pk)', '#updatedAt = :readUpdatedAt', '#role = :readRole'];
  if (read.invitation) {
    conditions.push('#invitation.tokenHash = :readToken');
    values[':readToken'] = read.invitation.tokenHash;
  } else conditions.push('attribute_not_exists(#invitation)');
  if (read.disabledAt) {
    conditions.push('#disabledAt = :readDisabled');
    values[':readDisabled'] = read.disabledAt;
  } else conditions.push('attribute_not_exists(#disabledAt)');
  try {
    const result = await db.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.user(read.id),
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return strip<UserRecord>(result.Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
