import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { contractHistoryEvents } from '@almanac/core';
import { expect, inject } from 'vitest';
import { graphql } from '../../support/graphql/index.js';
import { documentClientOf } from '../../../functions/src/adapters/dynamodb/client.js';
import { dynamoClaimRepository } from '../../../functions/src/adapters/dynamodb/claims.js';
import { dynamoContractRepository } from '../../../functions/src/adapters/dynamodb/contracts.js';
import { dynamoQuoteRepository } from '../../../functions/src/adapters/dynamodb/quotes.js';
import type { ContractRecord, QuoteRecord } from '../../../functions/src/ports/index.js';
import { postJson, randomLoopback } from './api.js';
import { runJob } from './underwriting.js';

export const GET_POLICY_INDEX = graphql(`
  query TestPolicyIndex($contractId: ID!) {
    getPolicyIndex(contractId: $contractId) {
      contractId
      policyNumber
      program
      unit
      trigger
      exhaust
      limit
      startDate
      endDate
      state
      asOf
      daysTotal
      daysElapsed
      daysRemaining
      indexToDate
      payoutToDate
      estimatedPayout
      historicalMin
      historicalMedian
      historicalMax
      lookBackYears
      dataOrigin
      points {
        date
        index
        historicalMin
        historicalMax
      }
      settlement {
        index
        payout
        outcome
        daysUsed
        dataOrigin
      }
      claim {
        id
        status
      }
    }
  }
`);

export const GET_CLAIMS = graphql(`
  query TestClaims($status: String, $pagination: PaginationInput) {
    getClaims(status: $status, pagination: $pagination) {
      count
      items {
        id
        status
        payout
        policyNumber
        createdAt
      }
    }
  }
`);

export const GET_CLAIM = graphql(`
  query TestClaim($id: ID!) {
    getClaim(id: $id) {
      _id
      id
      contractId
      policyNumber
      program
      status
      payout
      limit
      trigger
      exhaust
      unit
      settlement {
        index
        payout
        datasetId
        dataLatestDate
        daysUsed
        dataOrigin
        outcome
      }
      namedInsured
      agentName
      riskPeriodStart
      riskPeriodEnd
      payableMethod
      payableAccount
      rejectionReason
      clientMessage
      decidedAt
      lossReports {
        id
        status
      }
    }
  }
`);

export const REVIEW_CLAIM = graphql(`
  mutation TestReviewClaim($id: ID!, $input: ClaimReviewInput!) {
    reviewClaim(id: $id, input: $input) {
      id
      status
      payableMethod
      payableAccount
      rejectionReason
      clientMessage
      decidedAt
    }
  }
`);

/** The repository adapters on a table (the local stack's by default), as an import would write. */
export function repositories(
  endpoint = inject('stack').endpoints.dynamodb,
  tableName = inject('stack').tableName,
) {
  const db = documentClientOf(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  return {
    quotes: dynamoQuoteRepository(db, tableName),
    contracts: dynamoContractRepository(db, tableName),
    claims: dynamoClaimRepository(db, tableName),
  };
}
export type Repositories = ReturnType<typeof repositories>;

let sequence = 0;

/**
 * A bound, issued policy over `period`, written through the repository adapters as an import of
 * a policy bound elsewhere would be: a copy of a quote priced on the stack (`priced`, its id, or
 * a quote record)
 * moved to the period with these terms and look-back years, and its contract (APPROVED, a policy
 * number, issued) for the agent's organisation and the client.
 */
export async function writePolicy(
  repos: Repositories,
  priced: string | QuoteRecord,
  owner: { agentId: string; organizationId: string; clientId: string },
  options: {
    period: { startDate: string; endDate: string };
    terms?: { trigger: number; exhaust: number };
    lookBackYears?: number[];
    contract?: Partial<ContractRecord>;
  },
) {
  const base = typeof priced === 'string' ? await repos.quotes.get(priced) : priced;
  if (!base) throw new Error(`no quote ${String(priced)}`);
  const unique = `${Date.now().toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const policyYear = Number(options.period.startDate.slice(0, 4));
  const quote: QuoteRecord = {
    ...base,
    id: `imp${unique}-1`,
    requestId: `imp${unique}`,
    createdBy: owner.agentId,
    organizationId: owner.organizationId,
    riskPeriod: options.period,
    applicationDeadline: options.period.startDate,
    expirationDate: options.period.startDate,
    option: { ...base.option, ...(options.terms ?? {}) },
    index: {
      ...base.index,
      policyYear,
      lookBack: {
        ...base.index.lookBack,
        years: options.lookBackYears ?? Array.from({ length: 10 }, (_, i) => policyYear - 10 + i),
      },
    },
    savedAt: undefined,
    listing: undefined,
    frozenAt: new Date().toISOString(),
    contractId: `c-${unique}`,
  };
  const at = new Date().toISOString();
  const policyNumber = `ALM-${quote.program}-${policyYear}-${String(100000 + Math.floor(Math.random() * 899999))}`;
  const contract: ContractRecord = {
    id: `c-${unique}`,
    quoteId: quote.id,
    status: 'APPROVED',
    version: 1,
    program: quote.program,
    agentId: owner.agentId,
    organizationId: owner.organizationId,
    clientId: owner.clientId,
    createdAt: at,
    updatedAt: at,
    applicationDeadline: options.period.startDate,
    riskPeriod: options.period,
    limitCents: quote.option.limitCents,
    entityInformation: { legalName: 'Gulf Coast Growers', emails: [{ value: 'grower@example.com' }] },
    businessDetails: { businessType: 'OTHER', currency: 'USD', previousAnnualRevenue: [] },
    diligentSearchUpload: {},
    history: [contractHistoryEvents.started(at, 'import')],
    boundAt: at,
    policyNumber,
    policyIssuedAt: at,
    ...options.contract,
  };
  quote.policyNumber = policyNumber;
  expect(await repos.quotes.putIfAbsent(quote)).toBe(true);
  expect(await repos.contracts.putIfAbsent(contract)).toBe(true);
  return { quote, contract: contract as ContractRecord & { policyNumber: string } };
}

export interface SettlementReport {
  date: string;
  settled: { contractId: string; outcome: string; payoutCents: number }[];
  waiting: { contractId: string; reason: string }[];
  lost: string[];
  failed: string[];
}

/** The settlement job through the local stack's route (`date`: a replayed day). */
export async function runSettlement(date?: string, baseUrl?: string): Promise<SettlementReport> {
  const res = baseUrl
    ? await postJson(
        new URL(`/local/run/claims-settlement${date ? `?date=${date}` : ''}`, baseUrl).href,
        {},
        '',
        randomLoopback(),
      )
    : await runJob('claims-settlement', date);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as SettlementReport;
}
