import { describe, expect, it } from 'vitest';
import { applicationMessages, sectionProgress, signingBlock } from './application-form.js';

const entity = {
  legalName: 'Analytical Engines LLC',
  address: '1 Byron Way',
  city: 'Columbus',
  state: 'OH',
  county: 'Franklin',
  country: 'United States',
  zip: '43004',
  federalTaxId: '12-3456789',
  contactFirstName: 'Ada',
  contactLastName: 'Lovelace',
  emails: [{ value: 'ada@example.com' }],
  businessPhone: '(614) 555-0100',
};
const business = (revenue: number) => ({
  businessType: 'OTHER',
  businessOperationsDescription: 'Grows wheat.',
  previousAnnualRevenue: [2023, 2024, 2025].map((year) => ({ year, revenue })),
});

describe('sectionProgress', () => {
  it('Diligent Effort is Not Started until the insured state is known', () => {
    expect(sectionProgress({}).diligentEffort).toBe('notStarted');
    expect(sectionProgress({ entityInformation: { legalName: 'A' } }).diligentEffort).toBe('notStarted');
  });
  it('a state without a form completes Diligent Effort; one with a form needs the upload', () => {
    expect(sectionProgress({ entityInformation: entity }).diligentEffort).toBe('complete');
    expect(sectionProgress({ entityInformation: { ...entity, state: 'FL' } }).diligentEffort).toBe(
      'notStarted',
    );
    expect(
      sectionProgress({
        entityInformation: { ...entity, state: 'FL' },
        diligentSearchUpload: { acknowledgment: 'EXPORT_LIST' },
      }).diligentEffort,
    ).toBe('inProgress');
  });
});

describe('signingBlock', () => {
  it('the revenue rule blocks when the 3-year average is below the limit', () => {
    expect(signingBlock({ entityInformation: entity, businessDetails: business(50_000) }, 100_000)).toBe(
      applicationMessages.revenueRule,
    );
    expect(
      signingBlock({ entityInformation: entity, businessDetails: business(100_000) }, 100_000),
    ).toBeNull();
  });
});
