import { describe, expect, it } from 'vitest';
import { accountMessages, COMMISSION_PAGE_SIZE, payoutSaveMessages } from './account-forms.js';
import {
  agentCommissionsArgsSchema,
  agentPaymentArgsSchema,
  canReceiveCommissions,
  commissionStatusLabel,
  maskedPayoutNumber,
  payoutSaveErrorTextFor,
} from './agent-payments.js';

const valid = {
  depositoryName: 'First Harbor Bank',
  namesOnTheAccount: 'Riley Stone',
  routingNumber: '011000015',
  accountNumber: '123456789',
  accountType: 'checking',
};

/** The first message a parse of `input` gives, or undefined when it passes. */
const messageOf = (input: Record<string, unknown>) =>
  agentPaymentArgsSchema.safeParse({ input }).error?.issues[0]?.message;

describe('addAgentPaymentInformation input', () => {
  it('takes the API’s names, the account type in either case, and cleans the numbers', () => {
    expect(
      agentPaymentArgsSchema.parse({
        input: { ...valid, routingNumber: '011-000-015', accountNumber: '1234 5678 9' },
      }).input,
    ).toEqual({ ...valid, accountType: 'CHECKING' });
  });

  it('takes an empty or missing account name as none', () => {
    for (const namesOnTheAccount of ['', null, undefined])
      expect(
        agentPaymentArgsSchema.parse({ input: { ...valid, namesOnTheAccount } }).input.namesOnTheAccount,
      ).toBeUndefined();
  });

  it.each([
    [{ depositoryName: 'Bk' }, accountMessages.depositoryName],
    [{ depositoryName: null }, accountMessages.depositoryName],
    [{ namesOnTheAccount: 'Jo' }, accountMessages.accountName],
    [{ routingNumber: '01100001a' }, accountMessages.routingDigits],
    [{ routingNumber: '01100001' }, accountMessages.routingLength],
    [{ routingNumber: null }, accountMessages.routingLength],
    [{ routingNumber: '011000016' }, accountMessages.routingChecksum],
    // The checksum holds but no Federal Reserve prefix does (00, 13, 50): the client's form's rule.
    [{ routingNumber: '000000000' }, accountMessages.routingChecksum],
    [{ routingNumber: '131000018' }, accountMessages.routingChecksum],
    [{ routingNumber: '500000005' }, accountMessages.routingChecksum],
    [{ accountNumber: '00000000' }, accountMessages.payoutAccountNumber],
    [{ accountNumber: '1234567' }, accountMessages.payoutAccountNumber],
    [{ accountNumber: '1234567890123' }, accountMessages.payoutAccountNumber],
    [{ accountNumber: '12345678x' }, accountMessages.payoutAccountNumber],
    [{ accountType: 'brokerage' }, accountMessages.payoutAccountType],
    [{ accountType: null }, accountMessages.payoutAccountType],
  ])('refuses %o with its message', (change, message) => {
    expect(messageOf({ ...valid, ...change })).toBe(message);
  });
});

describe('payout masks and roles', () => {
  it('shows the last four digits only', () => {
    expect(maskedPayoutNumber('123456789')).toBe('••••6789');
    expect(maskedPayoutNumber('011000015')).toBe('••••0015');
    expect(maskedPayoutNumber('12345678')).toBe('••••5678');
  });

  it('only the selling roles receive commissions', () => {
    expect(['agent', 'primaryAgent', 'superAdmin'].every((r) => canReceiveCommissions(r as never))).toBe(
      true,
    );
    expect(
      ['admin', 'client', 'internal', 'service', 'drehubuser'].some((r) => canReceiveCommissions(r as never)),
    ).toBe(false);
  });
});

describe('getAgentCommissions paging', () => {
  it('defaults to page 1 of COMMISSION_PAGE_SIZE', () => {
    expect(agentCommissionsArgsSchema.parse({}).pagination).toEqual({ page: 1, limit: COMMISSION_PAGE_SIZE });
    expect(agentCommissionsArgsSchema.parse({ pagination: null }).pagination).toEqual({ page: 1, limit: 6 });
    expect(agentCommissionsArgsSchema.parse({ pagination: { page: 3 } }).pagination).toEqual({
      page: 3,
      limit: 6,
    });
  });

  it('refuses pages and limits out of range', () => {
    expect(agentCommissionsArgsSchema.safeParse({ pagination: { page: 0 } }).success).toBe(false);
    expect(agentCommissionsArgsSchema.safeParse({ pagination: { limit: 51 } }).success).toBe(false);
    expect(agentCommissionsArgsSchema.safeParse({ pagination: { limit: 1.5 } }).success).toBe(false);
  });

  it('labels the statuses', () => {
    expect(commissionStatusLabel('PENDING')).toBe('Pending');
    expect(commissionStatusLabel('PAID')).toBe('Paid');
  });
});

describe('payout save failures', () => {
  it('maps a refused input or permission by its code, else by the message', () => {
    expect(payoutSaveErrorTextFor('VALIDATION_ERROR', 'Must have 9 digits')).toBe(
      payoutSaveMessages.badInput,
    );
    expect(payoutSaveErrorTextFor('INVALID_PERMISSIONS', 'You do not have permission')).toBe(
      payoutSaveMessages.notAuthorized,
    );
    expect(payoutSaveErrorTextFor(undefined, 'Invalid input: expected string')).toBe(
      payoutSaveMessages.badInput,
    );
    expect(payoutSaveErrorTextFor('INTERNAL_SERVER_ERROR', 'boom')).toBe(payoutSaveMessages.other);
    expect(payoutSaveErrorTextFor(undefined)).toBe(payoutSaveMessages.other);
  });
});
