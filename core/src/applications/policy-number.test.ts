import { describe, expect, it } from 'vitest';
import { inviteClaimFormArgsSchema } from '../claims/claim-link.js';
import {
  applicationReference,
  formatPolicyNumber,
  isPolicyNumber,
  POLICY_CODE_ALPHABET,
  POLICY_CODE_BYTES,
  policyCheckCharacter,
  policyCodeFromBytes,
} from './policy-number.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
/** Varied bytes (a small linear congruential generator: these tests need no real randomness). */
let seed = 12345;
const nextByte = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 23;
const someCodes = Array.from({ length: 200 }, () =>
  policyCodeFromBytes(bytes(...Array.from({ length: POLICY_CODE_BYTES }, nextByte))),
);

describe('policy numbers', () => {
  it('show program and year, then a random code of the alphabet and a check character', () => {
    const number = formatPolicyNumber('HPC', 2027, policyCodeFromBytes(bytes(7, 19, 3, 20, 9, 23, 29, 24)));
    expect(number).toBe('ALM-HPC-2027-7K3M9QXR0');
    expect(isPolicyNumber(number)).toBe(true);
    for (const code of someCodes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{9}$/);
      expect(isPolicyNumber(formatPolicyNumber('LTC', 2028, code))).toBe(true);
    }
  });

  it('take every random byte into the code: different bytes, different codes', () => {
    expect(new Set(someCodes).size).toBe(someCodes.length);
    for (let i = 0; i < POLICY_CODE_BYTES; i++) {
      const one = Array.from({ length: POLICY_CODE_BYTES }, (_, j) => (j === i ? 1 : 0));
      expect(policyCodeFromBytes(bytes(...one))).not.toBe(policyCodeFromBytes(bytes(...one.map(() => 0))));
    }
  });

  it('refuse any one mistyped character and a swap of two different neighbours', () => {
    const code = '7K3M9QXR0';
    for (let i = 0; i < code.length; i++) {
      for (const c of POLICY_CODE_ALPHABET) {
        if (c === code[i]) continue;
        const typo = code.slice(0, i) + c + code.slice(i + 1);
        expect(isPolicyNumber(`ALM-HPC-2027-${typo}`), typo).toBe(false);
      }
    }
    for (let i = 0; i + 1 < code.length; i++) {
      const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
      expect(isPolicyNumber(`ALM-HPC-2027-${swapped}`), swapped).toBe(false);
    }
  });

  it('keep the older sequential numbers valid', () => {
    expect(isPolicyNumber('ALM-HPC-2027-000042')).toBe(true);
    expect(isPolicyNumber('ALM-LPC-2026-1234567')).toBe(true);
    expect(isPolicyNumber('ALM-XYZ-2027-000042')).toBe(false);
    expect(isPolicyNumber('ALM-HPC-2027-7K3M9QXR')).toBe(false);
    expect(isPolicyNumber('ALM-HPC-2027-7K3M9QXRU')).toBe(false);
  });

  it('the check character is Luhn mod 32 over the alphabet', () => {
    expect(policyCheckCharacter('00000000')).toBe('0');
    expect(policyCheckCharacter('00000001')).toBe('Y');
    expect(() => policyCheckCharacter('0000000I')).toThrow();
  });
});

describe('inviteClaimFormArgsSchema with the policy number forms', () => {
  it('accepts a new number typed in lower case, and an old one', () => {
    expect(inviteClaimFormArgsSchema.parse({ policyId: ' alm-hpc-2027-7k3m9qxr0 ' }).policyId).toBe(
      'ALM-HPC-2027-7K3M9QXR0',
    );
    expect(inviteClaimFormArgsSchema.parse({ policyId: 'ALM-HPC-2027-000042' }).policyId).toBe(
      'ALM-HPC-2027-000042',
    );
    expect(inviteClaimFormArgsSchema.safeParse({ policyId: 'ALM-HPC-2027-7K3M9QXR1' }).success).toBe(false);
  });
});

describe('applicationReference', () => {
  it("is APP- and the id's first 8 letters and digits, upper case", () => {
    expect(applicationReference('3f9a21c0-7d4e-4b1a-9c2f-5e6d7a8b9c0d')).toBe('APP-3F9A21C0');
    expect(applicationReference('app-1')).toBe('APP-APP1');
  });
});
