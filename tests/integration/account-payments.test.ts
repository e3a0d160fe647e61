/**
 * Commission Payments over HTTP (issue 14): the agent's payout information (every rule's message,
 * encrypted at rest with masks only, the user's own record only, the selling roles only, the rate
 * limit) and the commission history (own only, newest first, paged, in dollars).
 * docs/requirements.md#account-commissions, #validation-payout, #entity-user, #roles-and-permissions.
 */
import { accountMessages, RATE_LIMITS } from '@almanac/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, loginAs } from './support/accounts.js';
import { expect401, expectData, expectError, send } from './support/api.js';
import {
  ACCOUNT_NUMBER,
  ADD_AGENT_PAYMENT_INFORMATION,
  GET_AGENT_COMMISSIONS,
  GET_PAYOUT_INFORMATION,
  GET_USER_FINANCE,
  member,
  payoutInput,
  ROUTING_NUMBER,
  seedCommissions,
  userItem,
  type Member,
} from './support/account-payments.js';

const savePayout = (token: string, input: Record<string, string | null> = payoutInput()) =>
  send(ADD_AGENT_PAYMENT_INFORMATION, { input }, { token });
const commissions = (token: string, pagination?: { page?: number; limit?: number }) =>
  send(GET_AGENT_COMMISSIONS, pagination ? { pagination } : {}, { token });

describe('addAgentPaymentInformation', () => {
  let agent: Member;
  beforeAll(async () => {
    agent = await member('agent');
  });

  it('stores the bank numbers encrypted, shows them masked, and replaces them on the next save', async () => {
    const saved = expectData(await savePayout(agent.token)).addAgentPaymentInformation;

    expect(saved).toMatchObject({
      _id: agent.userId,
      finance: {
        paymentsInfo: {
          accountType: 'CHECKING',
          maskedAccountNumber: '••••6789',
          maskedRoutingNumber: '••••0015',
          depositoryName: 'First Harbor Bank',
          namesOnTheAccount: 'Riley Stone',
          paymentMethod: 'ACH',
        },
      },
    });
    // The stored record holds ciphertexts and masks, never a plain number.
    const item = (await userItem(agent.userId))!;
    const stored = item.finance.paymentsInfo;
    expect(stored).toMatchObject({ maskedAccountNumber: '••••6789', maskedRoutingNumber: '••••0015' });
    expect(stored.accountNumberCiphertext).toEqual(expect.any(String));
    expect(stored.routingNumberCiphertext).not.toBe(stored.accountNumberCiphertext);
    expect(JSON.stringify(item)).not.toContain(ACCOUNT_NUMBER);
    expect(JSON.stringify(item)).not.toContain(ROUTING_NUMBER);
    // The page reads it back masked.
    const read = expectData(await send(GET_PAYOUT_INFORMATION, {}, { token: agent.token })).currentUser;
    expect(read.finance.paymentsInfo).toMatchObject({ maskedAccountNumber: '••••6789' });

    const replaced = expectData(
      await savePayout(agent.token, payoutInput({ accountNumber: '555566667777', accountType: 'SAVINGS' })),
    ).addAgentPaymentInformation;
    expect(replaced.finance?.paymentsInfo).toMatchObject({
      maskedAccountNumber: '••••7777',
      accountType: 'SAVINGS',
    });
    expect(JSON.stringify(await userItem(agent.userId))).not.toContain('555566667777');
  });

  it.each([
    ['a short depository name', accountMessages.depositoryName, { depositoryName: 'Bk' }],
    ['no depository name', accountMessages.depositoryName, { depositoryName: null }],
    ['a short account name', accountMessages.accountName, { namesOnTheAccount: 'Jo' }],
    ['letters in the routing number', accountMessages.routingDigits, { routingNumber: '01100001a' }],
    ['an 8-digit routing number', accountMessages.routingLength, { routingNumber: '01100001' }],
    [
      'a routing number failing the checksum',
      accountMessages.routingChecksum,
      { routingNumber: '011000016' },
    ],
    ['a 7-digit account number', accountMessages.payoutAccountNumber, { accountNumber: '1234567' }],
    ['a 13-digit account number', accountMessages.payoutAccountNumber, { accountNumber: '1234567890123' }],
    ['another account type', accountMessages.payoutAccountType, { accountType: 'brokerage' }],
  ])('refuses %s with "%s", storing nothing', async (_case, message, change) => {
    const fresh = await member('agent');

    expectError(await savePayout(fresh.token, payoutInput(change)), 'VALIDATION_ERROR', message);

    expect((await userItem(fresh.userId))!.finance).toBeUndefined();
  });

  it('lets a primary agent and a super admin save their own', async () => {
    for (const role of ['primaryAgent', 'superAdmin'] as const) {
      const seller = await member(role);
      expect(
        expectData(await savePayout(seller.token)).addAgentPaymentInformation.finance?.paymentsInfo
          ?.maskedAccountNumber,
      ).toBe('••••6789');
    }
  });

  it('refuses an admin, an underwriter and a client with INVALID_PERMISSIONS', async () => {
    const admin = await member('admin', agent.orgId);
    const internal = await member('internal');
    const client = await loginAs(demo.client);
    for (const token of [admin.token, internal.token, client])
      expectError(await savePayout(token), 'INVALID_PERMISSIONS');
    expect((await userItem(admin.userId))!.finance).toBeUndefined();
    expect401(await savePayout('alm_made-up-session-token'));
    expectError(await send(ADD_AGENT_PAYMENT_INFORMATION, { input: payoutInput() }), 'Unauthorized');
  });

  it('shows finance on the user’s own record only: a manager of the agency sees null, another agency nothing', async () => {
    const seller = await member('agent');
    expectData(await savePayout(seller.token));
    const [admin, primary, outsider] = await Promise.all([
      member('admin', seller.orgId),
      member('primaryAgent', seller.orgId),
      member('admin'),
    ]);

    const own = expectData(
      await send(GET_USER_FINANCE, { id: seller.userId }, { token: seller.token }),
    ).getUser;
    expect(own.finance.paymentsInfo.maskedAccountNumber).toBe('••••6789');
    for (const manager of [admin, primary]) {
      const seen = expectData(await send(GET_USER_FINANCE, { id: seller.userId }, { token: manager.token }));
      expect(seen.getUser).toMatchObject({ _id: seller.userId, finance: null });
    }
    expectError(
      await send(GET_USER_FINANCE, { id: seller.userId }, { token: outsider.token }),
      'INVALID_PERMISSIONS',
    );
  });

  it(`allows ${RATE_LIMITS.payoutUpdatesPerUser.limit} saves an hour, then TOO_MANY_REQUESTS`, async () => {
    const busy = await member('agent');
    for (let i = 0; i < RATE_LIMITS.payoutUpdatesPerUser.limit; i++) expectData(await savePayout(busy.token));
    expectError(await savePayout(busy.token), 'TOO_MANY_REQUESTS');
  });
});

describe('getAgentCommissions', () => {
  let agent: Member;
  let colleague: Member;
  let outsider: Member;
  beforeAll(async () => {
    agent = await member('agent');
    [colleague, outsider] = await Promise.all([member('agent', agent.orgId), member('agent')]);
    await seedCommissions(agent, 8, (n) =>
      n <= 2 ? { status: 'PAID', paidAt: `2026-12-0${n}T00:00:00.000Z` } : {},
    );
    await seedCommissions(colleague, 2);
    await seedCommissions(outsider, 3);
  });

  it('answers the caller’s own, newest first, 6 a page by default, in dollars, with the count of all', async () => {
    const first = expectData(await commissions(agent.token)).getAgentCommissions;
    expect(first.count).toBe(8);
    expect(first.items.map((c) => c._id)).toEqual([8, 7, 6, 5, 4, 3].map((n) => `it-${agent.userId}-${n}`));
    expect(first.items[0]).toMatchObject({
      amount: 100.85,
      status: 'PENDING',
      policyNumber: 'ALM-HPC-2027-900008',
      paymentDate: null,
    });

    const second = expectData(await commissions(agent.token, { page: 2 })).getAgentCommissions;
    expect(second.count).toBe(8);
    expect(second.items.map((c) => [c.amount, c.status, c.paymentDate])).toEqual([
      [100.25, 'PAID', '2026-12-02T00:00:00.000Z'],
      [100.15, 'PAID', '2026-12-01T00:00:00.000Z'],
    ]);
    const sized = expectData(await commissions(agent.token, { page: 3, limit: 3 })).getAgentCommissions;
    expect(sized.items.map((c) => c.policyNumber)).toEqual(['ALM-HPC-2027-900002', 'ALM-HPC-2027-900001']);
  });

  it('never answers another agent’s, of the same agency or another', async () => {
    const mine = expectData(await commissions(colleague.token)).getAgentCommissions;
    expect(mine.count).toBe(2);
    expect(mine.items.every((c) => c._id.startsWith(`it-${colleague.userId}-`))).toBe(true);
    const theirs = expectData(await commissions(outsider.token)).getAgentCommissions;
    expect(theirs.items.every((c) => c._id.startsWith(`it-${outsider.userId}-`))).toBe(true);
    // Managers of the agency do not see their agents' commissions either.
    const primary = await member('primaryAgent', agent.orgId);
    expect(expectData(await commissions(primary.token)).getAgentCommissions).toEqual({ items: [], count: 0 });
  });

  it('answers an admin an empty list; refuses an underwriter and a client', async () => {
    const admin = await member('admin', agent.orgId);
    expect(expectData(await commissions(admin.token)).getAgentCommissions).toEqual({ items: [], count: 0 });
    const internal = await member('internal');
    for (const token of [internal.token, await loginAs(demo.client)])
      expectError(await commissions(token), 'INVALID_PERMISSIONS');
    expectError(await send(GET_AGENT_COMMISSIONS, {}), 'Unauthorized');
  });

  it('refuses a page or a limit out of range', async () => {
    expectError(await commissions(agent.token, { page: 0 }), 'VALIDATION_ERROR', 'page must be 1 or more');
    expectError(
      await commissions(agent.token, { limit: 51 }),
      'VALIDATION_ERROR',
      'limit must be at most 50',
    );
  });
});
