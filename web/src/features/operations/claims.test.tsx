/**
 * /operations/claims through the app's routes with the GraphQL boundary stubbed
 * (docs/requirements.md#claims): who may open it and the link from the applications queue, the
 * status tabs (oldest first, in the URL) and what a row shows, a claim's page (settlement, policy
 * terms, loss reports), Approve and Reject behind a confirmation (a reason of at least 3
 * characters), and the server's refusal.
 */
import {
  claimMessages,
  claimTexts,
  clientMessageTexts,
  errorMessages,
  signedLossReportTexts,
  OPERATIONS_CLAIMS_PATH,
  underwritingTexts,
} from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../lib/session/index.js';
import { fakeGraphql, type FakeHandlers, gqlError } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { internalUser } from '../../test/operations-fixtures.js';
import { type ClaimDetailData, claimRowOf, makeClaim } from '../../test/policy-index-fixtures.js';
import { renderApp } from '../../test/render-app.js';

const approved = makeClaim({
  id: 'app-2',
  contractId: 'app-2',
  policyNumber: 'ALM-LPC-2027-000007',
  program: 'LPC',
  namedInsured: 'Cobol Farms Inc.',
  status: 'APPROVED',
  payableMethod: 'ACH',
  payableAccount: '••••1234',
  decidedAt: '2027-05-20T10:00:00.000Z',
  lossReports: [],
});

function renderClaims({
  path = OPERATIONS_CLAIMS_PATH,
  user = internalUser(),
  claims = { PENDING_REVIEW: [makeClaim()], APPROVED: [approved], REJECTED: [] },
  claim = makeClaim(),
  handlers = {},
}: {
  path?: string;
  user?: CurrentUser | null;
  claims?: Record<string, ClaimDetailData[]>;
  claim?: ClaimDetailData | null;
  handlers?: FakeHandlers;
} = {}) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: user } }),
    GetClaims: (call) => {
      const items = (claims[call.variables.status ?? 'PENDING_REVIEW'] ?? []).map(claimRowOf);
      return { data: { getClaims: { items, count: items.length } } };
    },
    GetClaim: () => ({ data: { getClaim: claim } }),
    GetContractDocumentUrl: (call) => ({
      data: { getSignedUrl: `https://files.test/${call.variables.file}` },
    }),
    GetContractsForReview: () => ({ data: { getContractsForReview: { items: [], nextToken: null } } }),
    ...handlers,
  });
  const app = renderApp({ path, token: user ? 't' : undefined, fetch: fake.fetch });
  return { ...app, fake };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const callsOf = (fake: ReturnType<typeof fakeGraphql>, op: string) =>
  fake.calls.filter((c) => c.operationName === op);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('operations claims: who may open them', () => {
  it('an internal user reaches them from the applications queue', async () => {
    const { location } = renderClaims({ path: '/operations/applications' });
    await screen.findByRole('heading', { level: 1, name: underwritingTexts.title });
    await userEvent.click(screen.getByRole('link', { name: claimTexts.link }));
    await screen.findByRole('heading', { level: 1, name: claimTexts.title });
    expect(location()).toBe('/operations/claims');
  });

  it.each([
    ['an agent', makeUser({ role: 'agent' })],
    ['an agency admin', makeUser({ role: 'admin', canQuote: false, canBind: false })],
  ])('%s is sent to the dashboard without asking for claims', async (_who, user) => {
    const { fake, location } = renderClaims({ user, path: '/operations/claims/app-1' });
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(callsOf(fake, 'GetClaims')).toHaveLength(0);
    expect(callsOf(fake, 'GetClaim')).toHaveLength(0);
  });

  it('a client goes to their home', async () => {
    const { fake, location } = renderClaims({
      user: makeUser({ role: 'client', canQuote: false, canBind: false }),
    });
    await waitFor(() => expect(location()).toBe('/client'));
    expect(callsOf(fake, 'GetClaims')).toHaveLength(0);
  });
});

describe('operations claims: the list', () => {
  it('Pending review lists the claims oldest first: policy, insured, program, period, index vs trigger, payout, settled, loss reports', async () => {
    const { fake } = renderClaims({ user: makeUser({ role: 'superAdmin' }) });
    const table = await screen.findByRole('table', { name: 'Pending review' });
    expect(callsOf(fake, 'GetClaims')[0]!.variables).toEqual({
      status: 'PENDING_REVIEW',
      pagination: { page: 1, limit: 100 },
    });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Policy Number',
      'Named Insured',
      'Program',
      'Policy Period',
      'Index vs Trigger',
      'Payout',
      'Settled',
      'Loss Reports',
    ]);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('link', { name: 'ALM-HPC-2027-000042' }).getAttribute('href')).toBe(
      '/operations/claims/app-1',
    );
    // The draft is the policyholder's, not filed: one loss report counts.
    expect(cellsOf(rows[1]!)).toEqual([
      'ALM-HPC-2027-000042',
      'Analytical Engines LLC',
      'Excess precipitation',
      '04/01/2027 – 04/30/2027',
      '14.50 in vs 12.00 in',
      '$41,666.67',
      '05/15/2027',
      '1',
    ]);
  });

  it('the Approved tab is in the URL and shows when each was decided', async () => {
    const { location } = renderClaims();
    await screen.findByRole('table', { name: 'Pending review' });
    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    const table = await screen.findByRole('table', { name: 'Approved' });
    expect(location()).toBe('/operations/claims?tab=approved');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'ALM-LPC-2027-000007' })).toBeTruthy();
    expect(cellsOf(row).at(-1)).toBe('05/20/2027');
  });

  it('below 900 px each claim is a card with the same figures', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderClaims();
    const list = await screen.findByRole('list', { name: 'Pending review' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('link', { name: 'ALM-HPC-2027-000042' })).toBeTruthy();
    expect(within(card).getByText('14.50 in vs 12.00 in')).toBeTruthy();
    expect(within(card).getByText('$41,666.67')).toBeTruthy();
  });

  it('an empty tab says so', async () => {
    renderClaims({ path: '/operations/claims?tab=rejected' });
    expect(await screen.findByText(claimTexts.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("a failed load shows the server's refusal and Try Again loads it again", async () => {
    let fail = true;
    const { fake } = renderClaims({
      handlers: {
        GetClaims: () =>
          fail
            ? gqlError('INVALID_PERMISSIONS', 'no')
            : { data: { getClaims: { items: [claimRowOf(makeClaim())], count: 1 } } },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(claimTexts.loadError)).toBeTruthy();
    expect(within(alert).getByText(errorMessages.INVALID_PERMISSIONS)).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('table', { name: 'Pending review' });
    expect(callsOf(fake, 'GetClaims')).toHaveLength(2);
  });
});

describe("operations claims: a claim's page", () => {
  const rowsOf = (region: HTMLElement) =>
    Object.fromEntries(
      Array.from(region.querySelectorAll('dt')).map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]),
    );

  it('opens from its row with the settlement, the policy terms and the filed loss reports', async () => {
    const { location, fake } = renderClaims();
    await userEvent.click(await screen.findByRole('link', { name: 'ALM-HPC-2027-000042' }));
    await screen.findByRole('heading', { level: 1, name: 'ALM-HPC-2027-000042' });
    expect(location()).toBe('/operations/claims/app-1');
    expect(callsOf(fake, 'GetClaim')[0]!.variables).toEqual({ id: 'app-1' });
    expect(screen.getByTestId('claim-status').textContent).toBe('Pending review');

    const settlement = screen.getByRole('region', { name: claimTexts.settlementTitle });
    expect(rowsOf(settlement)).toMatchObject({
      'Observed index': '14.50 in',
      Trigger: '12.00 in',
      Payout: '$41,666.67',
      'Data version': 'prism-2027-05-14',
      'Days used': '30',
      'Settled on': '05/15/2027',
      'Data origin': 'Observed',
    });
    const policy = screen.getByRole('region', { name: claimTexts.policyTitle });
    expect(rowsOf(policy)).toEqual({
      'Policy Number': 'ALM-HPC-2027-000042',
      'Named Insured': 'Analytical Engines LLC',
      Agent: 'Avery Agent',
      Program: 'Excess precipitation',
      'Policy Period': '04/01/2027 – 04/30/2027',
      Trigger: '12.00 in',
      Exhaust: '18.00 in',
      'Limit of Liability': '$100,000.00',
    });
    const reports = screen.getByRole('region', { name: claimTexts.lossReportsTitle });
    const filed = within(reports).getAllByTestId('loss-report');
    expect(filed).toHaveLength(1); // the draft is not filed
    expect(within(filed[0]!).getByText('Signed, needs review')).toBeTruthy();
    expect(rowsOf(filed[0]!)).toMatchObject({
      'Named Insured': 'Analytical Engines LLC',
      Address: '1 Byron Way, Tampa, FL 33601',
      'Loss Noticed': '04/19/2027',
      Description: 'Fields flooded for a week.',
      Signed: 'Ada Lovelace, 04/20/2027',
    });
    // The signed loss report PDF (issue 27), through a short-lived link.
    const pdf = await within(filed[0]!).findByRole('link', { name: signedLossReportTexts.link });
    expect(pdf.getAttribute('href')).toBe('https://files.test/app-1.loss-report-f1');
  });

  it('Approve asks for confirmation, says how it is payable, records it and returns to the list', async () => {
    const { fake, location } = renderClaims({
      path: '/operations/claims/app-1',
      claim: makeClaim({ payableMethod: 'ACH', payableAccount: '••••1234' }),
      handlers: {
        ReviewClaim: () => ({ data: { reviewClaim: claimRowOf(makeClaim({ status: 'APPROVED' })) } }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: claimTexts.approve }));
    const dialog = await screen.findByRole('alertdialog', { name: claimTexts.approveTitle });
    expect(within(dialog).getByText(claimTexts.approveBody(41_666.67, 'ACH ••••1234'))).toBeTruthy();
    expect(callsOf(fake, 'ReviewClaim')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: claimTexts.approve }));
    await waitFor(() => expect(location()).toBe('/operations/claims'));
    expect(callsOf(fake, 'ReviewClaim')[0]!.variables).toEqual({
      id: 'app-1',
      input: { decision: 'APPROVE' },
    });
    expect(await screen.findByText(claimTexts.approvedToast)).toBeTruthy();
  });

  it('Cancel closes the confirmation without a decision', async () => {
    const { fake } = renderClaims({ path: '/operations/claims/app-1' });
    await userEvent.click(await screen.findByRole('button', { name: claimTexts.approve }));
    const dialog = await screen.findByRole('alertdialog', { name: claimTexts.approveTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(fake, 'ReviewClaim')).toHaveLength(0);
  });

  it('Reject needs a reason of at least 3 characters, then sends it trimmed', async () => {
    const { fake, location } = renderClaims({
      path: '/operations/claims/app-1',
      handlers: {
        ReviewClaim: () => ({
          data: { reviewClaim: claimRowOf(makeClaim({ status: 'REJECTED', rejectionReason: 'Bad data' })) },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: claimTexts.reject }));
    const dialog = await screen.findByRole('alertdialog', { name: claimTexts.rejectTitle });
    const reason = within(dialog).getByRole('textbox', { name: claimTexts.reasonLabel });
    await userEvent.type(reason, ' ab ');
    await userEvent.click(within(dialog).getByRole('button', { name: claimTexts.reject }));
    expect(await within(dialog).findByText(claimMessages.reasonRequired)).toBeTruthy();
    expect(callsOf(fake, 'ReviewClaim')).toHaveLength(0);

    await userEvent.clear(reason);
    await userEvent.type(reason, '  Bad data  ');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(clientMessageTexts.clientMessageLabel) }),
      'The index did not reach the trigger.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: claimTexts.reject }));
    await waitFor(() => expect(location()).toBe('/operations/claims'));
    expect(callsOf(fake, 'ReviewClaim')[0]!.variables).toEqual({
      id: 'app-1',
      input: {
        decision: 'REJECT',
        reason: 'Bad data',
        clientMessage: 'The index did not reach the trigger.',
      },
    });
    expect(await screen.findByText(claimTexts.rejectedToast)).toBeTruthy();
  });

  it("the server's refusal shows in the dialog, which stays open", async () => {
    const { location } = renderClaims({
      path: '/operations/claims/app-1',
      handlers: { ReviewClaim: () => gqlError('CONFLICT', 'decided meanwhile') },
    });
    await userEvent.click(await screen.findByRole('button', { name: claimTexts.approve }));
    const dialog = await screen.findByRole('alertdialog', { name: claimTexts.approveTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: claimTexts.approve }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('decided meanwhile');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(location()).toBe('/operations/claims/app-1');
  });

  it('a decided claim shows its decision and no actions', async () => {
    renderClaims({ path: '/operations/claims/app-2', claim: approved });
    await screen.findByRole('heading', { level: 1, name: 'ALM-LPC-2027-000007' });
    expect(screen.getByTestId('claim-decision').textContent).toBe('Approved on 05/20/2027.');
    expect(screen.getByText('Payable by ACH ••••1234')).toBeTruthy();
    expect(screen.queryByRole('button', { name: claimTexts.approve })).toBeNull();
    expect(screen.getByText(claimTexts.noLossReports)).toBeTruthy();
  });

  it('an unknown claim says so', async () => {
    renderClaims({ path: '/operations/claims/nope', claim: null });
    expect(await screen.findByText(claimTexts.notFound)).toBeTruthy();
  });
});
