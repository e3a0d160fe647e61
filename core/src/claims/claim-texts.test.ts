import { describe, expect, it } from 'vitest';
import { operationsClaimPath } from './claim-paths.js';
import { claimMessages } from './claim-review.js';
import { claimRejectionReasonError, isPolicyState, payableLabel, policyIndexTexts } from './claim-texts.js';

describe('claim texts', () => {
  it("escapes the claim's id in its operations path", () => {
    expect(operationsClaimPath('c-1')).toBe('/operations/claims/c-1');
    expect(operationsClaimPath('a/b')).toBe('/operations/claims/a%2Fb');
  });

  it('a rejection needs a reason of at least 3 characters, spaces not counted', () => {
    expect(claimRejectionReasonError('')).toBe(claimMessages.reasonRequired);
    expect(claimRejectionReasonError('  ab  ')).toBe(claimMessages.reasonRequired);
    expect(claimRejectionReasonError(undefined)).toBe(claimMessages.reasonRequired);
    expect(claimRejectionReasonError('abc')).toBeNull();
  });

  it('an approved claim is payable by ACH with its masked account, else by eCheck', () => {
    expect(payableLabel('ACH', '••••1234')).toBe('ACH ••••1234');
    expect(payableLabel('eCheck', null)).toBe('eCheck');
    expect(payableLabel(null)).toBe('eCheck');
  });

  it('reads the states and the money in the display formats', () => {
    expect(isPolicyState('RUNNING')).toBe(true);
    expect(isPolicyState('OTHER')).toBe(false);
    expect(policyIndexTexts.claimApproved(12500, 'eCheck')).toBe('Approved: $12,500.00 payable by eCheck.');
    expect(policyIndexTexts.notStarted('2027-04-01')).toContain('04/01/2027');
  });
});
