/** Policy indices and claims as getPolicyIndex, getClaims and getClaim answer them, for the claims screens' tests. */
import type {
  ClaimRowFieldsFragment,
  GetClaimQuery,
  PolicyIndexFieldsFragment,
  PolicySettlementFieldsFragment,
} from '../lib/graphql/generated/graphql.js';

export type PolicyIndexData = PolicyIndexFieldsFragment;
export type ClaimDetailData = NonNullable<GetClaimQuery['getClaim']>;

/** An HPC policy of $100,000 over 04/01–04/30/2027 (trigger 12 in, exhaust 18 in), 10 days in. */
export function makePolicyIndex(over: Partial<PolicyIndexData> = {}): PolicyIndexData {
  const points = Array.from({ length: 10 }, (_, i) => ({
    date: `2027-04-${String(i + 1).padStart(2, '0')}`,
    index: 0.9 * (i + 1),
    historicalMin: 0.3 * (i + 1),
    historicalMax: 1.2 * (i + 1),
  }));
  return {
    contractId: 'app-1',
    policyNumber: 'ALM-HPC-2027-000042',
    program: 'HPC',
    unit: 'in',
    trigger: 12,
    exhaust: 18,
    limit: 100_000,
    startDate: '2027-04-01',
    endDate: '2027-04-30',
    state: 'RUNNING',
    asOf: '2027-04-10',
    daysTotal: 30,
    daysElapsed: 10,
    daysRemaining: 20,
    indexToDate: 9,
    payoutToDate: 0,
    estimatedPayout: 0,
    historicalMin: 3,
    historicalMedian: 7.5,
    historicalMax: 12,
    // No trend applied: as if today is the observed range.
    historicalMinAsIfToday: 3,
    historicalMedianAsIfToday: 7.5,
    historicalMaxAsIfToday: 12,
    lookBackYears: 30,
    dataOrigin: 'observed',
    points,
    settlement: null,
    claim: null,
    ...over,
  };
}

export function makeSettlement(
  over: Partial<PolicySettlementFieldsFragment> = {},
): PolicySettlementFieldsFragment {
  return {
    index: 14.5,
    payout: 41_666.67,
    datasetId: 'prism-tampa',
    dataVersion: 'prism-2027-05-14',
    dataLatestDate: '2027-05-13',
    daysUsed: 30,
    dataOrigin: 'observed',
    settledAt: '2027-05-15T07:00:00.000Z',
    outcome: 'CLAIM_OPENED',
    ...over,
  };
}

/** A claim pending review on Ada's policy, with one signed loss report. */
export function makeClaim(over: Partial<ClaimDetailData> = {}): ClaimDetailData {
  return {
    id: 'app-1',
    contractId: 'app-1',
    policyNumber: 'ALM-HPC-2027-000042',
    program: 'HPC',
    status: 'PENDING_REVIEW',
    payout: 41_666.67,
    limit: 100_000,
    trigger: 12,
    exhaust: 18,
    unit: 'in',
    namedInsured: 'Analytical Engines LLC',
    agentName: 'Avery Agent',
    riskPeriodStart: '2027-04-01',
    riskPeriodEnd: '2027-04-30',
    payableMethod: null,
    payableAccount: null,
    rejectionReason: null,
    clientMessage: null,
    decidedAt: null,
    createdAt: '2027-05-15T07:00:00.000Z',
    settlement: makeSettlement(),
    lossReports: [
      {
        id: 'f1',
        status: 'NEEDS_REVIEW',
        createdAt: '2027-04-20T12:00:00.000Z',
        updatedAt: '2027-04-20T12:30:00.000Z',
        documents: ['app-1.loss-report-f1'],
        values: {
          namedInsured: {
            name: 'Analytical Engines LLC',
            address1: '1 Byron Way',
            city: 'Tampa',
            state: 'FL',
            zipcode: '33601',
            contactEmail: 'ada@example.com',
            policyNumber: 'ALM-HPC-2027-000042',
          },
          lossDetails: { notificationDate: '2027-04-19', basisDescription: 'Fields flooded for a week.' },
        },
        reviewDetails: { paymentMethod: 'eCheck', clientSignature: 'Ada Lovelace', todaysDate: '2027-04-20' },
      },
      {
        id: 'f2',
        status: 'DRAFT',
        createdAt: '2027-04-25T12:00:00.000Z',
        updatedAt: '2027-04-25T12:00:00.000Z',
        documents: [],
        values: {
          namedInsured: {
            name: 'Analytical Engines LLC',
            address1: '',
            city: '',
            state: '',
            zipcode: '',
            contactEmail: '',
            policyNumber: 'ALM-HPC-2027-000042',
          },
          lossDetails: { notificationDate: '2027-04-25', basisDescription: null },
        },
        reviewDetails: null,
      },
    ],
    ...over,
  };
}

/** The same claim as a list row (getClaims). */
export const claimRowOf = (claim: ClaimDetailData): ClaimRowFieldsFragment => ({
  ...claim,
  lossReports: claim.lossReports.map((r) => ({ id: r.id, status: r.status })),
});
