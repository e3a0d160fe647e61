/**
 * Tests only: a bound, issued policy over a past period in the contracts tests' world, as an
 * import would write it: a priced quote (the fake weather source) moved to the period, and its
 * contract (APPROVED, a policy number, issued).
 */
import type { ContractRecord, LossReportRecord, QuoteRecord } from '../../ports/index.js';
import { contractHistoryEvents } from '@almanac/core';
import { savedQuote } from '../contracts/binding-test-world.js';
import type { InMemoryWorld } from '../testing/in-memory-ports.js';

export const PERIOD = { startDate: '2026-06-01', endDate: '2026-08-31' };
let sequence = 0;

export async function boundPolicy(
  w: InMemoryWorld,
  options: {
    period?: { startDate: string; endDate: string };
    terms?: { trigger: number; exhaust: number };
    contract?: Partial<ContractRecord>;
  } = {},
) {
  const period = options.period ?? PERIOD;
  const quoteId = await savedQuote(w);
  const quote = (await w.store.quotes.get(quoteId))!;
  const policyYear = Number(period.startDate.slice(0, 4));
  const moved: QuoteRecord = {
    ...quote,
    riskPeriod: period,
    option: { ...quote.option, ...(options.terms ?? {}) },
    index: {
      ...quote.index,
      policyYear,
      lookBack: { ...quote.index.lookBack, years: Array.from({ length: 10 }, (_, i) => policyYear - 10 + i) },
    },
  };
  w.store.quotes.byId.set(quoteId, moved);
  sequence++;
  const id = `policy-${sequence}`;
  const at = '2026-04-10T10:00:00.000Z';
  const contract: ContractRecord = {
    id,
    version: 5,
    createdAt: at,
    updatedAt: at,
    applicationDeadline: '2026-05-15',
    entityInformation: { legalName: 'Acme Farms', emails: [{ value: 'dana@example.com' }] },
    businessDetails: { businessType: 'OTHER', currency: 'USD', previousAnnualRevenue: [] },
    diligentSearchUpload: {},
    history: [contractHistoryEvents.started(at, 'Avery Agent')],
    quoteId,
    program: quote.program,
    status: 'APPROVED',
    agentId: 'agent-1',
    organizationId: 'org-1',
    clientId: 'client-1',
    riskPeriod: period,
    limitCents: quote.option.limitCents,
    policyNumber: `ALM-${quote.program}-2026-${String(sequence).padStart(6, '0')}`,
    boundAt: '2026-05-01T10:00:00.000Z',
    policyIssuedAt: '2026-05-01T10:01:00.000Z',
    ...options.contract,
  };
  await w.store.contracts.putIfAbsent(contract);
  return { contract, quote: moved };
}

/** A loss report of client-1 on the policy, in `status`. */
export async function lossReport(
  w: InMemoryWorld,
  contract: ContractRecord,
  status: LossReportRecord['status'],
  id = `form-${contract.id}-${status}`,
) {
  const form: LossReportRecord = {
    id,
    formType: 'LOSS_REPORT',
    contractId: contract.id,
    policyNumber: contract.policyNumber!,
    organizationId: contract.organizationId,
    agentId: contract.agentId,
    clientId: contract.clientId,
    program: contract.program,
    status,
    version: 1,
    values: {
      namedInsured: {
        name: 'Acme Farms',
        address1: '1 Main St',
        city: 'Tampa',
        state: 'FL',
        zipcode: '33602',
        contactEmail: 'dana@example.com',
        policyNumber: contract.policyNumber!,
      },
      lossDetails: { notificationDate: '2026-09-01' },
    },
    ...(status === 'DRAFT'
      ? {}
      : {
          review: {
            paymentMethod: 'eCheck' as const,
            readConfirmation: true as const,
            agreeElectronicNamedInsured: true,
            clientSignature: 'Dana Reyes',
            todaysDate: '2026-09-02',
            signedAt: '2026-09-02T10:00:00.000Z',
            userId: 'client-1',
          },
        }),
    createdAt: '2026-09-02T09:00:00.000Z',
    updatedAt: '2026-09-02T10:00:00.000Z',
  };
  await w.store.forms.putIfAbsent(form);
  return form;
}
