import { accountMessages, RATE_LIMITS } from '@almanac/core';
import { describe, expect, it, vi } from 'vitest';
import { getUser, currentUser } from './current-user.js';
import { addAgentPaymentInformation, payoutNumberContext } from './add-agent-payment-information.js';
import { NOW, payoutInput, paymentsWorld } from './payments-test-world.js';

const save = (w: Awaited<ReturnType<typeof paymentsWorld>>, id: string, input: object = payoutInput) =>
  addAgentPaymentInformation(w.ports, w.as(id), { input });

describe('addAgentPaymentInformation', () => {
  it('stores the numbers encrypted for the user and field, and answers the masks only', async () => {
    const w = await paymentsWorld();

    const user = await save(w, 'agent-1', { ...payoutInput, accountType: 'savings' });

    expect(user.finance).toEqual({
      paymentsInfo: {
        accountType: 'SAVINGS',
        maskedAccountNumber: '••••6789',
        maskedRoutingNumber: '••••0015',
        depositoryName: 'First Harbor Bank',
        namesOnTheAccount: 'Avery Agent',
        paymentMethod: 'ACH',
        updatedAt: NOW,
      },
      isInvestor: false,
    });
    expect(JSON.stringify(user)).not.toContain('123456789');
    const stored = w.store.users.byId.get('agent-1')!.finance!.paymentsInfo!;
    const { accountNumberCiphertext, routingNumberCiphertext, ...clear } = stored;
    expect(JSON.stringify(clear)).not.toMatch(/123456789|011000015/);
    expect(
      await w.ports.cipher.decrypt(accountNumberCiphertext, payoutNumberContext('agent-1', 'accountNumber')),
    ).toBe('123456789');
    expect(
      await w.ports.cipher.decrypt(routingNumberCiphertext, payoutNumberContext('agent-1', 'routingNumber')),
    ).toBe('011000015');
    // Bound to its user and field: it decrypts nowhere else.
    await expect(
      w.ports.cipher.decrypt(accountNumberCiphertext, payoutNumberContext('agent-2', 'accountNumber')),
    ).rejects.toThrow();
    await expect(
      w.ports.cipher.decrypt(accountNumberCiphertext, payoutNumberContext('agent-1', 'routingNumber')),
    ).rejects.toThrow();
  });

  it('lets every selling role save, and replaces an earlier save', async () => {
    const w = await paymentsWorld();
    for (const id of ['agent-1', 'primaryAgent-1', 'superAdmin-1'])
      expect((await save(w, id)).finance?.paymentsInfo?.maskedAccountNumber).toBe('••••6789');

    w.clock.advance(60_000);
    const again = await save(w, 'agent-1', {
      ...payoutInput,
      accountNumber: '999988887777',
      namesOnTheAccount: '',
    });
    expect(again.finance?.paymentsInfo).toMatchObject({
      maskedAccountNumber: '••••7777',
      namesOnTheAccount: null,
    });
    expect(w.store.users.byId.get('agent-1')!.finance!.paymentsInfo).not.toHaveProperty('namesOnTheAccount');
  });

  it.each(['admin-1', 'internal-1', 'client-1'])(
    'refuses %s with INVALID_PERMISSIONS, storing nothing',
    async (id) => {
      const w = await paymentsWorld();
      await expect(save(w, id)).rejects.toMatchObject({ code: 'INVALID_PERMISSIONS' });
      expect(w.store.users.byId.get(id)!.finance).toBeUndefined();
    },
  );

  it.each([
    [{ depositoryName: 'Bk' }, accountMessages.depositoryName],
    [{ namesOnTheAccount: 'Av' }, accountMessages.accountName],
    [{ routingNumber: '01100001x' }, accountMessages.routingDigits],
    [{ routingNumber: '0110000' }, accountMessages.routingLength],
    [{ routingNumber: '011000016' }, accountMessages.routingChecksum],
    [{ accountNumber: '1234567' }, accountMessages.payoutAccountNumber],
    [{ accountType: 'money market' }, accountMessages.payoutAccountType],
  ])('refuses %o with VALIDATION_ERROR "%s"', async (change, message) => {
    const w = await paymentsWorld();
    await expect(save(w, 'agent-1', { ...payoutInput, ...change })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message,
    });
    expect(w.store.users.byId.get('agent-1')!.finance).toBeUndefined();
  });

  it('answers CONFLICT when the information changed since it was read', async () => {
    const w = await paymentsWorld();
    await save(w, 'agent-1');
    const stale = (await w.ports.users.get('agent-1'))!;
    w.clock.advance(1000);
    await save(w, 'agent-1', { ...payoutInput, depositoryName: 'Winner Bank' });
    // A save that read the earlier record now loses its conditional write.
    vi.spyOn(w.store.users, 'get').mockResolvedValueOnce(stale);
    await expect(save(w, 'agent-1')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(w.store.users.byId.get('agent-1')!.finance!.paymentsInfo!.depositoryName).toBe('Winner Bank');
  });

  it('allows payoutUpdatesPerUser saves an hour per user, then TOO_MANY_REQUESTS', async () => {
    const w = await paymentsWorld();
    const { limit } = RATE_LIMITS.payoutUpdatesPerUser;
    for (let i = 0; i < limit; i++) await save(w, 'agent-1');
    await expect(save(w, 'agent-1')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Another user has their own count; an hour later the user may save again.
    await save(w, 'primaryAgent-1');
    w.clock.advance(3600_000 + 1);
    await save(w, 'agent-1');
  });
});

describe('the finance of a User view', () => {
  it('is the user’s own only: a manager viewing a member sees null', async () => {
    const w = await paymentsWorld();
    await save(w, 'agent-1');

    expect((await currentUser(w.ports, w.as('agent-1'))).finance?.paymentsInfo?.maskedRoutingNumber).toBe(
      '••••0015',
    );
    expect((await getUser(w.ports, w.as('agent-1'), { id: 'agent-1' })).finance).not.toBeNull();
    for (const manager of ['admin-1', 'primaryAgent-1', 'superAdmin-1'])
      expect((await getUser(w.ports, w.as(manager), { id: 'agent-1' })).finance).toBeNull();
  });

  it('has no payout information before the first save', async () => {
    const w = await paymentsWorld();
    expect((await currentUser(w.ports, w.as('agent-1'))).finance).toEqual({
      paymentsInfo: null,
      isInvestor: false,
    });
  });
});
