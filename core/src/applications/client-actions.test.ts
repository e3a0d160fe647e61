import { describe, expect, it } from 'vitest';
import {
  CLIENT_LINK_STATUSES,
  clientPaymentMessages,
  isClientLinkStatus,
  visibleBankDigits,
} from './client-actions.js';
import { contractStatuses } from './contract-status.js';

describe('the review link’s statuses', () => {
  it('opens only while the client may sign, pay or read the bound policy', () => {
    expect([...CLIENT_LINK_STATUSES].sort()).toEqual(['APPROVED', 'AWAITING_CLIENT', 'CLIENT_REVIEWED']);
    expect(contractStatuses.filter(isClientLinkStatus)).toHaveLength(3);
  });
});

describe('visibleBankDigits', () => {
  it('keeps the last four digits of a usual number, never more than half of a short one', () => {
    expect(visibleBankDigits('021000021')).toBe('0021');
    expect(visibleBankDigits('000987654321')).toBe('4321');
    expect(visibleBankDigits('12345678')).toBe('5678');
    expect(visibleBankDigits('123456')).toBe('456');
    expect(visibleBankDigits('583')).toBe('3');
    expect(visibleBankDigits('7')).toBe('');
  });
});

describe('the payment refusals', () => {
  it('name the due date, 15 days before inception', () => {
    expect(clientPaymentMessages.overdue('2027-01-01')).toContain('12/17/2026');
  });
});
