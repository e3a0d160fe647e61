/**
 * The live policy index panel on the agent's policy page (docs/requirements.md#claims): shown for
 * a bound policy only, the index to date against trigger and exhaust with the historical range,
 * the days, the as-of date and the payout if the period ended today, the chart, demo data
 * labelled, and each state after the period: awaiting data, a claim pending, approved (payable by
 * ACH or eCheck), rejected with its reason, closed without a payout; a failed load and its retry.
 */
import { policyIndexTexts, policyStateLabels } from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeGraphql, type FakeHandlers, gqlError } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { makePolicyIndex, makeSettlement, type PolicyIndexData } from '../../test/policy-index-fixtures.js';
import { makeQuote } from '../../test/quote-fixtures.js';
import { renderApp } from '../../test/render-app.js';
import type { ContractSummary, QuoteDetails } from './model/quote-details.js';

function boundQuote(): QuoteDetails {
  return {
    ...makeQuote({ id: 'q1', strike: 12, exhaust: 18, netPremium: 4321.5 }),
    programType: 'ExcessRainfall',
    programTitle: 'Excess Precipitation',
    status: 'Submitted',
    createdAt: '2027-01-10T12:00:00.000Z',
    updatedAt: '2027-01-10T12:00:00.000Z',
    savedAt: '2027-01-10T12:00:00.000Z',
    frozenAt: '2027-01-12T12:00:00.000Z',
    riskPeriod: { startDate: '2027-04-01', endDate: '2027-04-30', days: 30 },
    applicationDeadline: '2027-03-12',
    expirationDate: '2027-03-12',
    clientId: 'c1',
    clientName: 'Ada Lovelace',
    clientEmail: 'ada@example.com',
    clientPhone: null,
    limit: { unit: 'USD', vector: [100_000] },
    locations: {
      features: [
        { geometry: { coordinates: [-82.375, 27.875] }, properties: { state: 'FL', weight: 1, cpcId: 9490 } },
      ],
    },
    history: [],
  };
}

function contract(over: Partial<ContractSummary> = {}): ContractSummary {
  return {
    id: 'app-1',
    status: 'APPROVED',
    policyNumber: 'ALM-HPC-2027-000042',
    policyStatus: 'Active',
    boundAt: '2027-03-01T10:00:00.000Z',
    paymentDueDate: '2027-03-17',
    expiryReason: null,
    reviewDetails: null,
    clientSignature: null,
    payment: null,
    documents: [],
    history: [],
    ...over,
  };
}

function renderPolicy(
  index: PolicyIndexData | null | (() => ReturnType<NonNullable<FakeHandlers['GetPolicyIndex']>>),
  contractOver: Partial<ContractSummary> = {},
) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: makeUser() } }),
    GetQuote: () => ({ data: { getQuote: boundQuote() } }),
    GetContractByQuoteId: () => ({ data: { getContractByQuoteId: contract(contractOver) } }),
    GetPolicyIndex: typeof index === 'function' ? index : () => ({ data: { getPolicyIndex: index } }),
  });
  const app = renderApp({ path: '/quotes/q1', token: 't', fetch: fake.fetch });
  return { ...app, fake };
}

const panel = () => screen.findByRole('region', { name: policyIndexTexts.title });
/** The figures, label → value (with its note). */
const figures = (region: HTMLElement) =>
  Object.fromEntries(
    Array.from(within(region).getByLabelText('Index figures').querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]),
  );
const settlementRows = (region: HTMLElement) =>
  Object.fromEntries(
    Array.from(within(region).getByLabelText('Settlement figures').querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]),
  );

// The chart's lazy chunk (recharts) is transformed once here, not inside a test's wait.
beforeAll(async () => {
  await import('../../components/charts/policy-index-chart.js');
}, 30_000);

describe('policy index panel: while the period runs', () => {
  it('with a trend applied, shows the same days as if today beside the observed range', async () => {
    renderPolicy(
      makePolicyIndex({
        historicalMinAsIfToday: 3.4,
        historicalMedianAsIfToday: 8.1,
        historicalMaxAsIfToday: 13,
      }),
    );
    const region = await panel();
    expect(figures(region)).toMatchObject({
      [policyIndexTexts.historicalRange]: '3.00 in – 12.00 inMedian 7.50 in · 30 years',
      [policyIndexTexts.historicalRangeAsIfToday]: '3.40 in – 13.00 inMedian 8.10 in',
    });
  });

  it('shows the index to date against trigger and exhaust, the historical range, the days, as-of and the payout if it ended today, with the chart', async () => {
    const { fake } = renderPolicy(makePolicyIndex({ payoutToDate: 0 }));
    const region = await panel();
    expect(fake.calls.find((c) => c.operationName === 'GetPolicyIndex')!.variables).toEqual({
      contractId: 'app-1',
    });
    expect(within(region).getByTestId('policy-index-state').textContent).toBe(policyStateLabels.RUNNING);
    expect(within(region).getByTestId('policy-index-as-of').textContent).toBe('As of 04/10/2027');
    expect(within(region).getByText(policyIndexTexts.observedData)).toBeTruthy();
    expect(figures(region)).toEqual({
      [policyIndexTexts.indexToDate]: '9.00 inAs of 04/10/2027',
      'Trigger / Exhaust': '12.00 in / 18.00 inLimit $100,000.00',
      [policyIndexTexts.historicalRange]: '3.00 in – 12.00 inMedian 7.50 in · 30 years',
      [policyIndexTexts.payoutIfEnded]: '$0.00',
    });
    expect(within(region).getByTestId('policy-index-days').textContent).toBe(
      'Day 10 of 30 · 20 days remaining',
    );
    expect(within(region).getByText('04/01/2027 – 04/30/2027')).toBeTruthy();
    // The chart: its figure with the numbers as a caption.
    const chart = within(region).getByTestId('policy-index-chart');
    expect(chart.getAttribute('aria-label')).toBe(
      'Index to date. Index to date 9.00 in against the trigger at 12.00 in and the exhaust at 18.00 in. Historical range for the same days: 3.00 in – 12.00 in.',
    );
    // Its lazy chunk loads (jsdom has no layout: the drawing itself is policy-index-chart.test.tsx's).
    // (beforeAll imported the chunk: this waits for React to resolve it, not for a transform.)
    await waitFor(() => expect(chart.querySelector('.recharts-responsive-container')).toBeTruthy());
    expect(within(region).queryByLabelText('Settlement figures')).toBeNull();
  });

  it('a payout above zero if the period ended today, on demo data, says so', async () => {
    renderPolicy(makePolicyIndex({ indexToDate: 13.25, payoutToDate: 20_833.33, dataOrigin: 'demo' }));
    const region = await panel();
    expect(figures(region)[policyIndexTexts.payoutIfEnded]).toBe('$20,833.33');
    expect(within(region).getByText('Demo data')).toBeTruthy();
    expect(within(region).getByText(policyIndexTexts.demoData)).toBeTruthy();
  });

  it('before the period starts: when it starts, no days bar and no chart', async () => {
    renderPolicy(
      makePolicyIndex({
        state: 'NOT_STARTED',
        asOf: null,
        daysElapsed: 0,
        daysRemaining: 30,
        indexToDate: null,
        historicalMin: null,
        historicalMax: null,
        historicalMedian: null,
        points: [],
      }),
    );
    const region = await panel();
    expect(within(region).getByTestId('policy-index-state').textContent).toBe(policyStateLabels.NOT_STARTED);
    expect(within(region).getByText(policyIndexTexts.notStarted('2027-04-01'))).toBeTruthy();
    expect(figures(region)[policyIndexTexts.indexToDate]).toBe('—');
    expect(within(region).queryByTestId('policy-index-days')).toBeNull();
    expect(within(region).queryByTestId('policy-index-chart')).toBeNull();
    expect(within(region).queryByTestId('policy-index-as-of')).toBeNull();
  });

  it('after the period, awaiting the final data', async () => {
    renderPolicy(
      makePolicyIndex({ state: 'AWAITING_DATA', daysElapsed: 30, daysRemaining: 0, asOf: '2027-04-28' }),
    );
    const region = await panel();
    expect(within(region).getByTestId('policy-index-state').textContent).toBe(
      policyStateLabels.AWAITING_DATA,
    );
    expect(within(region).getByText(policyIndexTexts.awaitingData)).toBeTruthy();
    expect(within(region).getByTestId('policy-index-days').textContent).toBe(
      'Day 30 of 30 · 0 days remaining',
    );
  });
});

describe('policy index panel: once settled', () => {
  const settled = (over: Partial<PolicyIndexData>) =>
    makePolicyIndex({
      daysElapsed: 30,
      daysRemaining: 0,
      asOf: '2027-04-30',
      indexToDate: 14.5,
      payoutToDate: 41_666.67,
      estimatedPayout: 41_666.67,
      settlement: makeSettlement(),
      ...over,
    });
  const claim = {
    id: 'app-1',
    status: 'PENDING_REVIEW',
    payout: 41_666.67,
    payableMethod: null,
    payableAccount: null,
    clientMessage: null,
    decidedAt: null,
    createdAt: '2027-05-15T07:00:00.000Z',
  };

  it('a claim pending review: the settlement (index, payout, data version, days used, settled date) and the claim status', async () => {
    renderPolicy(settled({ state: 'CLAIM_OPEN', claim }));
    const region = await panel();
    expect(within(region).getByTestId('policy-index-state').textContent).toBe(policyStateLabels.CLAIM_OPEN);
    expect(settlementRows(region)).toEqual({
      'Observed index': '14.50 in',
      Payout: '$41,666.67',
      'Data version': 'prism-2027-05-14',
      'Days used': '30',
      'Data through': '05/13/2027',
      'Settled on': '05/15/2027',
    });
    const status = within(region).getByTestId('policy-claim-status');
    expect(status.textContent).toContain('Claim: Pending review');
    expect(status.textContent).toContain(policyIndexTexts.claimPending);
    expect(figures(region).Payout).toBe('$41,666.67');
    expect(figures(region)['Observed index']).toBe('14.50 in');
  });

  it('an approved claim is payable by ACH to the masked account, else by eCheck', async () => {
    const { unmount } = renderPolicy(
      settled({
        state: 'PAID',
        claim: {
          ...claim,
          status: 'APPROVED',
          payableMethod: 'ACH',
          payableAccount: '••••1234',
          decidedAt: '2027-05-16T10:00:00.000Z',
        },
      }),
    );
    let region = await panel();
    expect(within(region).getByTestId('policy-index-state').textContent).toBe(policyStateLabels.PAID);
    expect(within(region).getByTestId('policy-claim-status').textContent).toContain(
      'Approved: $41,666.67 payable by ACH ••••1234.',
    );
    unmount();
    renderPolicy(
      settled({ state: 'PAID', claim: { ...claim, status: 'APPROVED', payableMethod: 'eCheck' } }),
    );
    region = await panel();
    expect(within(region).getByTestId('policy-claim-status').textContent).toContain(
      'Approved: $41,666.67 payable by eCheck.',
    );
  });

  it('a rejected claim shows the reason', async () => {
    renderPolicy(
      settled({
        state: 'CLAIM_REJECTED',
        claim: { ...claim, status: 'REJECTED', clientMessage: 'Station data error.' },
      }),
    );
    const region = await panel();
    expect(within(region).getByTestId('policy-index-state').textContent).toBe(
      policyStateLabels.CLAIM_REJECTED,
    );
    expect(within(region).getByTestId('policy-claim-status').textContent).toContain(
      'Rejected. Reason: Station data error.',
    );
  });

  it('a zero payout closes the policy with the index shown', async () => {
    renderPolicy(
      settled({
        state: 'CLOSED',
        indexToDate: 8.2,
        payoutToDate: 0,
        estimatedPayout: 0,
        settlement: makeSettlement({ index: 8.2, payout: 0, outcome: 'CLOSED_NO_PAYOUT' }),
      }),
    );
    const region = await panel();
    expect(within(region).getByTestId('policy-index-state').textContent).toBe('Closed — no payout');
    expect(within(region).getByText(policyIndexTexts.closedNoPayout('8.20 in'))).toBeTruthy();
    expect(settlementRows(region).Payout).toBe('$0.00');
    expect(within(region).queryByTestId('policy-claim-status')).toBeNull();
  });
});

describe('policy index panel: when it shows', () => {
  it('not for an application that is not bound yet', async () => {
    const { fake } = renderPolicy(makePolicyIndex(), {
      status: 'PENDING_APPROVAL',
      policyNumber: null,
      policyStatus: null,
    });
    await screen.findByRole('region', { name: 'Application' });
    expect(screen.queryByRole('region', { name: policyIndexTexts.title })).toBeNull();
    expect(fake.calls.filter((c) => c.operationName === 'GetPolicyIndex')).toHaveLength(0);
  });

  it("a failed load says so and Try Again asks again; the policy's other panels stay", async () => {
    let fail = true;
    const { fake } = renderPolicy(() =>
      fail ? gqlError('INTERNAL_SERVER_ERROR', 'boom') : { data: { getPolicyIndex: makePolicyIndex() } },
    );
    const alert = await screen.findByText(policyIndexTexts.loadError);
    expect(screen.getByRole('region', { name: 'Policy' })).toBeTruthy();
    fail = false;
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try Again' }),
    );
    await panel();
    expect(fake.calls.filter((c) => c.operationName === 'GetPolicyIndex')).toHaveLength(2);
  });
});
