/** Applications (contracts) as getContract answers them, for the apply screens' tests. */
import { addDays, quotingToday } from '@almanac/core';
import type { ApplicationContractFieldsFragment } from '../lib/graphql/generated/graphql.js';
import { makeQuote } from './quote-fixtures.js';

export type ApplicationData = ApplicationContractFieldsFragment;

const today = quotingToday(new Date());
const year = Number(today.slice(0, 4));

/** A draft for Ada Lovelace's HPC quote q1 (limit $100,000), nothing answered yet. */
export function makeApplication(over: Partial<ApplicationData> = {}): ApplicationData {
  const start = addDays(today, 30);
  return {
    id: 'app-1',
    quoteId: 'q1',
    status: 'DRAFT',
    programName: 'HPC',
    policyNumber: null,
    applicationDeadline: addDays(start, -20),
    submittedAt: null,
    agentName: 'Avery Agent',
    agentEmail: 'agent@almanac.local',
    agency: 'Sunshine Insurance',
    clientId: 'c1',
    clientName: 'Ada Lovelace',
    clientEmail: 'ada@example.com',
    clientCompany: 'Analytical Engines',
    entityInformation: {
      legalName: null,
      address: null,
      city: null,
      state: null,
      county: null,
      country: null,
      zip: null,
      maskedFederalTaxId: null,
      contactFirstName: null,
      contactLastName: null,
      emails: [],
      businessPhone: null,
    },
    businessDetails: {
      businessType: 'OTHER',
      businessOperationsDescription: null,
      currency: 'USD',
      previousAnnualRevenue: [],
    },
    diligentSearchUpload: { acknowledgment: null, file: null, fileId: null },
    agentSignature: null,
    quote: {
      ...makeQuote({ id: 'q1', strike: 12, exhaust: 18, limit: 100_000 }),
      riskPeriod: { startDate: start, endDate: addDays(start, 61), days: 62 },
      programTitle: 'Excess Precipitation',
      locations: {
        features: [
          {
            geometry: { coordinates: [-82.375, 27.875] },
            properties: { state: 'FL', weight: 0.6, cpcId: 9490 },
          },
          {
            geometry: { coordinates: [-81.375, 28.625] },
            properties: { state: 'FL', weight: 0.4, cpcId: 9494 },
          },
        ],
      },
    },
    ...over,
  };
}

/** Every section answered (an Ohio insured: no diligent-effort form), revenue averaging $150,000. */
export function completeApplication(over: Partial<ApplicationData> = {}): ApplicationData {
  return makeApplication({
    entityInformation: {
      legalName: 'Analytical Engines LLC',
      address: '1 Byron Way',
      city: 'Columbus',
      state: 'OH',
      county: 'Franklin',
      country: 'United States',
      zip: '43004',
      maskedFederalTaxId: '•••••6789',
      contactFirstName: 'Ada',
      contactLastName: 'Lovelace',
      emails: [{ value: 'ada@example.com' }],
      businessPhone: '(614) 555-0100',
    },
    businessDetails: {
      businessType: 'AGRICULTURAL_BUSINESS',
      businessOperationsDescription: 'Grows wheat.',
      currency: 'USD',
      previousAnnualRevenue: [year - 3, year - 2, year - 1].map((y) => ({ year: y, revenue: 150_000 })),
    },
    ...over,
  });
}
