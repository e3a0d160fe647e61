/**
 * A complete application's answers, for tests (core, the use cases, the integration tests): an
 * insured in Colorado (no diligent-effort form needed) with $200,000 of revenue a year. Not
 * exported from the package index: tests import it by path.
 */
export const completeEntityInformation = {
  legalName: 'Acme Farms LLC',
  address: '1 Main St',
  city: 'Denver',
  state: 'CO',
  county: 'Denver',
  country: 'USA',
  zip: '80202',
  federalTaxId: '12-3456789',
  contactFirstName: 'dana',
  contactLastName: 'reyes',
  emails: [{ value: 'dana@example.com' }],
  businessPhone: '5125550100',
};

/** updateLpcInsuranceApplication's input completing every section, revenue for `years`. */
export function completeApplicationInput(years: readonly number[], revenue = 200_000) {
  return {
    entityInformation: { ...completeEntityInformation, emails: [...completeEntityInformation.emails] },
    businessDetails: {
      businessType: 'AGRICULTURAL_BUSINESS',
      businessOperationsDescription: 'Row crops',
      previousAnnualRevenue: years.map((year) => ({ year, revenue })),
    },
  };
}
