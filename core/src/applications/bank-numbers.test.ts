import { describe, expect, it } from 'vitest';
import {
  achFormSchema,
  achMessages,
  isPlausibleBankAccountNumber,
  isValidAbaRoutingNumber,
} from './payment.js';

/** docs/requirements.md#validation-ach: a fake bank account never passes the client's ACH form. */
describe('bank numbers', () => {
  it('takes routing numbers with a Federal Reserve prefix and the ABA checksum', () => {
    for (const real of [
      '011000015',
      '021000021',
      '122000661',
      '211370545',
      '322271627',
      '611000017',
      '800000006',
    ])
      expect(isValidAbaRoutingNumber(real), real).toBe(true);
  });

  it('refuses a checksum-valid number whose prefix the Federal Reserve never assigns', () => {
    // Each passes the checksum: 00 (the U.S. Government), 13-20, 33-60, 73-79 and 81-99 are no bank's.
    for (const fake of ['000000000', '131000018', '500000005', '990000000'])
      expect(isValidAbaRoutingNumber(fake), fake).toBe(false);
  });

  it('takes account numbers of 4 to 17 digits, not all zeros', () => {
    expect(isPlausibleBankAccountNumber('1234')).toBe(true);
    expect(isPlausibleBankAccountNumber('1'.repeat(17))).toBe(true);
    for (const fake of ['1', '123', '0000', '1'.repeat(18), '12a4'])
      expect(isPlausibleBankAccountNumber(fake), fake).toBe(false);
  });

  it("answers the client's form with the reason: routing 000000000 and account 1 do not pass", () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const form = {
      depositoryName: 'First Harbor Bank',
      accountName: 'Dana Reyes',
      routingNumber: '000000000',
      accountNumber: '1',
      accountType: 'CHECKING',
      signName: 'Dana Reyes',
      signDate: '2026-11-29',
    };
    const result = achFormSchema(now).safeParse(form);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain(achMessages.routingChecksum);
    expect(messages).toContain(achMessages.accountNumberTooShort);
  });
});
