import { describe, expect, it } from 'vitest';
import { latestApplication, prefillBusiness, prefillEntity } from './application-prefill.js';

describe('prefill from the latest application', () => {
  it('takes the earlier answers over the profile, not a state without cover; the client e-mail first', () => {
    const merged = prefillEntity(
      { legalName: 'Acme', city: 'Austin', state: 'TX', emails: [{ value: 'new@acme.example' }] },
      {
        legalName: 'Acme Farms LLC',
        address: '1 Main St',
        city: ' ',
        state: 'NY',
        county: 'Travis',
        emails: [{ value: 'Old@Acme.example' }, { value: 'new@acme.example' }, { value: 'c@x.example' }],
      },
      'new@acme.example',
    );
    expect(merged).toEqual({
      legalName: 'Acme Farms LLC',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      county: 'Travis',
      emails: [{ value: 'new@acme.example' }, { value: 'old@acme.example' }, { value: 'c@x.example' }],
    });
  });

  it('keeps revenue only for the years the new application asks for', () => {
    const business = prefillBusiness(
      {
        businessType: 'OTHER',
        previousAnnualRevenue: [
          { year: 2024, revenue: 0 },
          { year: 2025, revenue: 0 },
          { year: 2026, revenue: 0 },
        ],
      },
      {
        businessType: 'IRRIGATION_BUSINESS',
        businessOperationsDescription: 'Pumps',
        previousAnnualRevenue: [
          { year: 2023, revenue: 1 },
          { year: 2024, revenue: 2 },
          { year: 2025, revenue: 3 },
        ],
      },
    );
    expect(business).toEqual({
      businessType: 'IRRIGATION_BUSINESS',
      businessOperationsDescription: 'Pumps',
      previousAnnualRevenue: [
        { year: 2024, revenue: 2 },
        { year: 2025, revenue: 3 },
        { year: 2026, revenue: 0 },
      ],
    });
  });

  it('the latest is the one started last', () => {
    expect(
      latestApplication([
        { id: 'a', createdAt: '2026-01-01T00:00:00Z' },
        { id: 'b', createdAt: '2026-03-01T00:00:00Z' },
      ])?.id,
    ).toBe('b');
    expect(latestApplication([])).toBeUndefined();
  });
});
