/** A client's contract as getContract answers it to the client's pages, and the client's session. */
import { addDays, quotingToday } from '@almanac/core';
import type { ClientContractFieldsFragment } from '../lib/graphql/generated/graphql.js';
import type { CurrentUser } from '../lib/session/index.js';
import { makeUser } from './fixtures.js';

export type ClientContractData = ClientContractFieldsFragment;

const today = quotingToday(new Date());

/** Ada Lovelace's HPC application (an Ohio entity), signed by the agent and waiting for her. */
export function makeClientContract(over: Partial<ClientContractData> = {}): ClientContractData {
  const start = addDays(today, 30);
  return {
    id: 'c1',
    status: 'AWAITING_CLIENT',
    programName: 'HPC',
    policyNumber: null,
    paymentDueDate: addDays(start, -15),
    agentName: 'Avery Agent',
    agentEmail: 'agent@almanac.local',
    agency: 'Sunshine Insurance',
    clientName: 'Ada Lovelace',
    boundAt: null,
    entityInformation: {
      legalName: 'Analytical Engines LLC',
      address: '1 Byron Way',
      city: 'Columbus',
      state: 'OH',
      zip: '43004',
      contactFirstName: 'Ada',
      contactLastName: 'Lovelace',
      emails: [{ value: 'ada@example.com' }],
      businessPhone: '(614) 555-0100',
    },
    businessDetails: { businessType: 'AGRICULTURAL_BUSINESS', businessOperationsDescription: 'Grows wheat.' },
    quote: {
      id: 'q1',
      programTitle: 'Excess Precipitation',
      limitOfLiability: 100_000,
      riskPeriod: { startDate: start, endDate: addDays(start, 61) },
      strike: { unit: 'inch', vector: [12] },
      exhaust: { unit: 'inch', vector: [18] },
      locations: {
        features: [
          { properties: { state: 'OH', weight: 0.6 } },
          { properties: { state: 'OH', weight: 0.4 } },
        ],
      },
    },
    prices: {
      grossPremium: 5_660,
      netPremium: 5_000,
      surplusTaxesAndFees: 660,
      policyFee: 250,
      stampingFee: 10,
      totalTaxesNoStamping: 400,
      totalDue: 5_660,
    },
    documents: [
      {
        id: 'c1.application.pdf',
        fileName: 'application.pdf',
        kind: 'APPLICATION',
        createdAt: `${today}T10:00:00.000Z`,
      },
    ],
    clientSignature: null,
    payment: null,
    ...over,
  };
}

/** The same application for a California entity (the D-1 notice and its signature). */
export const californiaContract = (over: Partial<ClientContractData> = {}) =>
  makeClientContract({
    entityInformation: {
      ...makeClientContract().entityInformation,
      city: 'Fresno',
      state: 'CA',
      zip: '93650',
    },
    ...over,
  });

/** A client as a review link's session shows them: no password, no organisation, no confirmation needed. */
export const makeClientUser = (over: Partial<CurrentUser> = {}): CurrentUser =>
  makeUser({
    _id: 'client-1',
    email: 'ada@example.com',
    role: 'client',
    confirmedAt: null,
    profile: { ...makeUser().profile!, firstName: 'Ada', lastName: 'Lovelace', companyName: null },
    legal: null,
    permissions: [],
    organization: null,
    canQuote: false,
    canBind: false,
    ...over,
  });

/** A control's accessible name by the start of its label (a required field's marker follows it). */
export const labelStart = (label: string): RegExp =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
