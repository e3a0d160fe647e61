/** GraphQL answers of the claim pages (docs/requirements.md#claims) for the web's tests. */
import type {
  GetLossReportContractQuery,
  GetLossReportPayoutQuery,
  LossReportFieldsFragment,
} from '../lib/graphql/generated/graphql.js';

export type LossReportData = LossReportFieldsFragment;
export type LossReportContractData = NonNullable<GetLossReportContractQuery['getContract']>;
export type LossReportPayoutData = NonNullable<GetLossReportPayoutQuery['getPolicyIndex']>;

export function makeLossReportContract(over: Partial<LossReportContractData> = {}): LossReportContractData {
  return {
    id: 'c1',
    policyNumber: 'ALM-HPC-2026-000001',
    programName: 'HPC',
    entityInformation: {
      legalName: 'Bayside Farms LLC',
      address: '1 Harbor Way',
      city: 'Tampa',
      state: 'FL',
      zip: '33602',
      emails: [{ value: 'owner@bayside.test' }, { value: 'other@bayside.test' }],
    },
    ...over,
  };
}

export function makeLossReport(over: Partial<LossReportData> = {}): LossReportData {
  return {
    id: 'lr1',
    formType: 'LOSS_REPORT',
    status: 'DRAFT',
    program: 'HPC',
    achAccount: null,
    claimNumber: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    values: {
      contractId: 'c1',
      status: 'DRAFT',
      namedInsured: {
        name: 'Bayside Farms LLC',
        address1: '1 Harbor Way',
        city: 'Tampa',
        state: 'FL',
        zipcode: '33602',
        contactEmail: 'owner@bayside.test',
        policyNumber: 'ALM-HPC-2026-000001',
      },
      lossDetails: { notificationDate: '2026-11-20', basisDescription: 'Rain flooded the fields.' },
    },
    reviewDetails: null,
    ...over,
  };
}

export function makeLossReportPayout(over: Partial<LossReportPayoutData> = {}): LossReportPayoutData {
  return {
    contractId: 'c1',
    state: 'RUNNING',
    asOf: '2026-11-19',
    estimatedPayout: 18_250.5,
    limit: 50_000,
    settlement: null,
    ...over,
  };
}
