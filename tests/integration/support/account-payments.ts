/**
 * Commission Payments over HTTP (issue 14; docs/requirements.md#account-commissions): the web's
 * documents, a test document reading another user's `finance` (getUser, which the page does not
 * send), the people of one agency in every role, and commissions written through the repository
 * adapter (binding a policy per commission would price and sign eight applications).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@almanac/core';
import { inject } from 'vitest';
import type { CommissionRecord } from '../../../functions/src/ports/index.js';
import { dynamoCommissionRepository } from '../../../functions/src/adapters/dynamodb/commissions.js';
import { graphql } from '../../support/graphql/index.js';
import { registerConfirmedAgent } from './accounts.js';
import { expectData, send } from './api.js';
import { table } from './db.js';
import { CURRENT_USER } from './operations.js';
import { grantRole } from './underwriting.js';

export {
  ADD_AGENT_PAYMENT_INFORMATION,
  GET_AGENT_COMMISSIONS,
  GET_PAYOUT_INFORMATION,
} from '../../../web/src/features/account/api/payments-documents.js';

/** Another user's record with its `finance` (null unless it is the caller's own). */
export const GET_USER_FINANCE = graphql(`
  query GetUserFinance($id: ID!) {
    getUser(id: $id) {
      _id
      finance {
        isInvestor
        paymentsInfo {
          maskedAccountNumber
          maskedRoutingNumber
        }
      }
    }
  }
`);

/** A valid payout form (the routing number passes the ABA checksum). */
export const ACCOUNT_NUMBER = '123456789';
export const ROUTING_NUMBER = '011000015';
export const payoutInput = (extra: Record<string, string | null> = {}) => ({
  depositoryName: 'First Harbor Bank',
  namesOnTheAccount: 'Riley Stone',
  routingNumber: ROUTING_NUMBER,
  accountNumber: ACCOUNT_NUMBER,
  accountType: 'checking',
  ...extra,
});

export type Member = Awaited<ReturnType<typeof registerConfirmedAgent>> & { orgId: string };

/** A confirmed user with `role` in their own new agency, or moved into `orgId`'s. */
export async function member(role: Role, orgId?: string): Promise<Member> {
  const user = await registerConfirmedAgent();
  if (role !== 'agent') await grantRole(user.userId, role);
  if (orgId) {
    await table().moveToOrganization(user.userId, orgId);
    return { ...user, orgId };
  }
  const own = expectData(await send(CURRENT_USER, {}, { token: user.token })).currentUser.organization._id;
  return { ...user, orgId: own };
}

/** The stored user item (keys, ciphertexts and all). */
export const userItem = (userId: string) => table().get(`USER#${userId}`, 'USER');

/** The commission repository's DynamoDB adapter on the local table. */
function commissionRepository() {
  const { endpoints, tableName } = inject('stack');
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: endpoints.dynamodb,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return dynamoCommissionRepository(db, tableName);
}

/**
 * `count` commissions of an agent as binding writes them, the n-th created n minutes after
 * `start` with $100.n5 (10,0n5 cents): answers them newest first.
 */
export async function seedCommissions(
  agent: Pick<Member, 'userId' | 'orgId'>,
  count: number,
  extra: (n: number) => Partial<CommissionRecord> = () => ({}),
) {
  const repository = commissionRepository();
  const start = Date.now() - 24 * 3600_000;
  const written: CommissionRecord[] = [];
  for (let n = 1; n <= count; n++) {
    const id = `it-${agent.userId}-${n}`;
    const commission: CommissionRecord = {
      id,
      agentId: agent.userId,
      organizationId: agent.orgId,
      contractId: id,
      policyNumber: `ALM-HPC-2027-${String(900_000 + n)}`,
      amountCents: 10_000 + n * 10 + 5,
      status: 'PENDING',
      createdAt: new Date(start + n * 60_000).toISOString(),
      ...extra(n),
    };
    await repository.putIfAbsent(commission);
    written.push(commission);
  }
  return written.reverse();
}
