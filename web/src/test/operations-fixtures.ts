/** Applications as getContractsForReview answers them, for the operations queue's tests. */
import { addDays, quotingToday } from '@almanac/core';
import type { ReviewContractFieldsFragment } from '../lib/graphql/generated/graphql.js';
import type { CurrentUser } from '../lib/session/index.js';
import { makeUser } from './fixtures.js';

export type ReviewContractData = ReviewContractFieldsFragment;

const today = quotingToday(new Date());

/** A PENDING_APPROVAL application: Ada Lovelace's HPC cover of $2,500,000, sold by Avery of Sunshine Insurance. */
export function makeReviewContract(over: Partial<ReviewContractData> = {}): ReviewContractData {
  const start = addDays(today, 40);
  return {
    id: 'app-1',
    status: 'PENDING_APPROVAL',
    programName: 'HPC',
    submittedAt: `${addDays(today, -2)}T15:00:00.000Z`,
    applicationDeadline: addDays(start, -20),
    paymentDueDate: addDays(start, -15),
    agentName: 'Avery Agent',
    agentEmail: 'agent@almanac.local',
    agency: 'Sunshine Insurance',
    clientName: 'Ada Lovelace',
    clientEmail: 'ada@example.com',
    clientCompany: 'Analytical Engines',
    underwritingReasons: ['LIMIT_ABOVE_AUTOMATIC_APPROVAL', 'DEMO_DATA'],
    entityInformation: {
      legalName: 'Analytical Engines LLC',
      address: '1 Byron Way',
      city: 'Columbus',
      state: 'OH',
      zip: '43004',
      contactFirstName: 'Ada',
      contactLastName: 'Lovelace',
      businessPhone: '(614) 555-0100',
      emails: [{ value: 'ada@example.com' }],
    },
    businessDetails: {
      businessType: 'AGRICULTURAL_BUSINESS',
      businessOperationsDescription: 'Grows wheat.',
      previousAnnualRevenue: [{ year: 2025, revenue: 3_000_000 }],
    },
    agentSignature: { name: 'Avery Agent', date: addDays(today, -2) },
    clientSignature: null,
    reviewDetails: null,
    prices: { netPremium: 43_215, totalDue: 46_100.25 },
    quote: {
      id: 'q1',
      programTitle: 'Excess Precipitation',
      limitOfLiability: 2_500_000,
      riskPeriod: { startDate: start, endDate: addDays(start, 61) },
      explanation: {
        // The expected loss with and without the trend, over 30 and 45 years: 3.10x apart.
        sensitivity: {
          low: 1_200,
          high: 3_720,
          ratio: 3.1,
          scenarios: [
            { adjustment: 'raw', years: 'look-back', yearCount: 30, expectedLoss: 1_200 },
            { adjustment: 'adjusted', years: 'look-back', yearCount: 30, expectedLoss: 2_400 },
            { adjustment: 'raw', years: 'all-years', yearCount: 45, expectedLoss: 1_500 },
            { adjustment: 'adjusted', years: 'all-years', yearCount: 45, expectedLoss: 3_720 },
          ],
        },
      },
    },
    documents: [
      {
        id: 'app-1.application.pdf',
        fileName: 'application-app-1.pdf',
        mimetype: 'application/pdf',
        kind: 'APPLICATION',
        createdAt: `${addDays(today, -2)}T15:00:00.000Z`,
      },
    ],
    ...over,
  };
}

/** A CLIENT_REVIEWED application (signed by the client, approved before) waiting for a wire. */
export function makeAwaitingPayment(over: Partial<ReviewContractData> = {}): ReviewContractData {
  return makeReviewContract({
    id: 'app-2',
    status: 'CLIENT_REVIEWED',
    clientName: 'Grace Hopper',
    clientCompany: 'Cobol Farms',
    entityInformation: { ...makeReviewContract().entityInformation, legalName: 'Cobol Farms Inc.' },
    underwritingReasons: [],
    clientSignature: { name: 'Grace Hopper', date: addDays(today, -1), d1SignName: null },
    ...over,
  });
}

/** A user of the `internal` role: no agency, no quoting. */
export const internalUser = (over: Partial<CurrentUser> = {}): CurrentUser =>
  makeUser({
    _id: 'ops-1',
    email: 'ops@almanac.local',
    role: 'internal',
    canQuote: false,
    canBind: false,
    permissions: [],
    ...over,
  });
