import { describe, expect, it } from 'vitest';
import { claimLinkMessages, inviteClaimFormArgsSchema, isClaimablePolicy } from './claim-link.js';
import { lossReportMessages } from './loss-report.js';

const parse = (policyId: unknown) => inviteClaimFormArgsSchema.safeParse({ policyId });

describe('inviteClaimFormArgsSchema', () => {
  it('accepts a policy number, trimmed and upper-cased', () => {
    expect(parse(' alm-hpc-2027-000042 ')).toMatchObject({
      success: true,
      data: { policyId: 'ALM-HPC-2027-000042' },
    });
  });

  it('requires one ("Policy number is required") and refuses what cannot be a policy number', () => {
    for (const missing of ['', '   ', undefined, null])
      expect(parse(missing).error?.issues[0]?.message).toBe(lossReportMessages.modalPolicyNumber);
    for (const bad of ['42', 'ALM-XYZ-2027-000042', 'ALM-HPC-27-000042', `ALM-HPC-2027-${'4'.repeat(40)}`])
      expect(parse(bad).error?.issues[0]?.message).toBe(claimLinkMessages.policyNumberFormat);
  });
});

describe('isClaimablePolicy', () => {
  const issued = {
    status: 'APPROVED',
    policyNumber: 'ALM-HPC-2027-000042',
    policyIssuedAt: '2027-01-02T00:00:00Z',
  };
  it('is a bound policy whose documents were issued', () => {
    expect(isClaimablePolicy(issued)).toBe(true);
    expect(isClaimablePolicy({ ...issued, policyIssuedAt: undefined })).toBe(false);
    expect(isClaimablePolicy({ ...issued, policyNumber: undefined })).toBe(false);
    for (const status of ['CLIENT_REVIEWED', 'EXPIRED', 'REJECTED'])
      expect(isClaimablePolicy({ ...issued, status })).toBe(false);
  });
});
