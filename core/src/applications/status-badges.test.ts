import { describe, expect, it } from 'vitest';
import { contractStatuses } from './contract-status.js';
import { listStatusBadgeOf, listStatusBadges, listStatusOf } from './status-badges.js';

const row = (contractStatus: string | null, policyNumber: string | null = null) => ({
  contractStatus,
  policyNumber,
  riskPeriod: { endDate: '2027-03-31' },
});

describe('list status badges', () => {
  it('gives every status its own words and its own look', () => {
    const badges = Object.values(listStatusBadges);
    expect(new Set(badges.map((b) => b.label)).size).toBe(badges.length);
    expect(new Set(badges.map((b) => `${b.colour}/${b.variant}`)).size).toBe(badges.length);
  });
  it('tells a draft, a policy and a rejected application apart', () => {
    const today = '2027-01-15';
    expect(listStatusBadgeOf(row('DRAFT'), today).label).toBe('Application Draft');
    expect(listStatusBadgeOf(row('APPROVED', 'ALM-HPC-2027-ABCDEF1'), today).label).toBe('Policy Active');
    expect(listStatusBadgeOf(row('REJECTED'), today).label).toBe('Rejected');
    expect(listStatusBadgeOf(row(null), today).label).toBe('Saved');
  });
  it('has a badge for every contract status core defines', () => {
    for (const status of contractStatuses) {
      const badge = listStatusBadgeOf(row(status, status === 'APPROVED' ? 'ALM-X' : null), '2027-01-01');
      expect(badge.label.length).toBeGreaterThan(0);
    }
  });
  it('ends a policy once its period has ended', () => {
    expect(listStatusOf(row('APPROVED', 'ALM-X'), '2027-03-31')).toBe('POLICY_ACTIVE');
    expect(listStatusOf(row('APPROVED', 'ALM-X'), '2027-04-01')).toBe('POLICY_EXPIRED');
  });
});
