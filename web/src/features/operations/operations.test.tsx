/**
 * /operations/applications through the app's routes with the GraphQL boundary stubbed
 * (docs/requirements.md#binding, #access-and-routing): who may open the queue and see its header
 * link, the two tabs and what a row shows, an application's page with its documents, Approve,
 * Reject (a reason is required), Mark Wire Received, and the server's refusals.
 */
import {
  addDays,
  clientMessageTexts,
  errorMessages,
  formatUsDate,
  operationsConfirmTexts,
  operationsMessages,
  OPERATIONS_QUEUE_STATUSES,
  quotingToday,
  REVIEW_QUEUE_PAGE_SIZE,
  reviewMessages,
  underwritingReasonLabels,
  underwritingTexts,
} from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../lib/session/index.js';
import { fakeGraphql, type FakeHandlers, gqlError } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';

/** The confirmation a final action asks first; `action` is its button. */
async function confirmIn(title: string, action: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: action }));
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
import {
  internalUser,
  makeAwaitingPayment,
  makeReviewContract,
  type ReviewContractData,
} from '../../test/operations-fixtures.js';
import { renderApp } from '../../test/render-app.js';

function renderQueue({
  path = '/operations/applications',
  user = internalUser(),
  queue = [makeReviewContract(), makeAwaitingPayment()],
  handlers = {},
  startEarly = false,
}: {
  startEarly?: boolean;
  path?: string;
  user?: CurrentUser | null;
  queue?: ReviewContractData[] | (() => ReviewContractData[]);
  handlers?: FakeHandlers;
} = {}) {
  const queueOf = typeof queue === 'function' ? queue : () => queue;
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: user } }),
    GetContractsForReview: () => ({ data: { getContractsForReview: { items: queueOf(), nextToken: null } } }),
    GetContractDocumentUrl: (call) => ({
      data: { getSignedUrl: `https://files.test/${call.variables.file}?signature=x` },
    }),
    ...handlers,
  });
  const app = renderApp({ path, token: user ? 't' : undefined, fetch: fake.fetch, startEarly });
  return { ...app, fake };
}

const callsOf = (fake: ReturnType<typeof fakeGraphql>, op: string) =>
  fake.calls.filter((c) => c.operationName === op);

const pageHeading = () => screen.findByRole('heading', { level: 1, name: underwritingTexts.title });

describe('operations queue: who may open it', () => {
  it.each([
    ['an internal user', internalUser()],
    ['a super admin', makeUser({ role: 'superAdmin' })],
  ])('%s sees the queue and an Operations link in the header', async (_who, user) => {
    const { fake } = renderQueue({ user });
    await pageHeading();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Operations' }).getAttribute('href')).toBe(
      '/operations/applications',
    );
    // An agency's Clients are not for Almanac's own staff.
    expect(!!within(nav).queryByRole('link', { name: 'Clients' })).toBe(user.role !== 'internal');
    await screen.findByRole('table', { name: underwritingTexts.pendingTab });
    expect(callsOf(fake, 'GetContractsForReview')[0]!.variables).toEqual({
      statuses: [...OPERATIONS_QUEUE_STATUSES],
      limit: REVIEW_QUEUE_PAGE_SIZE,
      nextToken: null,
    });
  });

  it.each([
    ['an agent', makeUser({ role: 'agent' })],
    ['a primary agent', makeUser({ role: 'primaryAgent' })],
    ['an agency admin', makeUser({ role: 'admin', canQuote: false, canBind: false })],
  ])('%s is sent to the dashboard, without the link and without asking for the queue', async (_who, user) => {
    const { fake, location } = renderQueue({ user });
    await waitFor(() => expect(location()).toBe('/dashboard'));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Operations' })).toBeNull();
    expect(callsOf(fake, 'GetContractsForReview')).toHaveLength(0);
  });

  it("an application's page is refused to an agent too", async () => {
    const { fake, location } = renderQueue({ user: makeUser(), path: '/operations/applications/app-1' });
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(callsOf(fake, 'GetContractsForReview')).toHaveLength(0);
  });

  it('a client is sent to their home; a visitor to the landing page', async () => {
    const client = renderQueue({ user: makeUser({ role: 'client', canQuote: false, canBind: false }) });
    await waitFor(() => expect(client.location()).toBe('/client'));
    expect(callsOf(client.fake, 'GetContractsForReview')).toHaveLength(0);
    client.unmount();

    const visitor = renderQueue({ user: null });
    await waitFor(() => expect(visitor.location()).toBe('/'));
    expect(callsOf(visitor.fake, 'GetContractsForReview')).toHaveLength(0);
  });
});

describe('operations queue: the tabs', () => {
  it("takes the queue's first page the app asked for at start-up, beside the current user (issue 28)", async () => {
    const { fake } = renderQueue({ startEarly: true });
    const table = await screen.findByRole('table', { name: underwritingTexts.pendingTab });
    expect(await within(table).findAllByText(makeReviewContract().clientName!)).not.toHaveLength(0);
    expect(fake.calls.slice(0, 2).map((c) => c.operationName)).toEqual([
      'CurrentUser',
      'GetContractsForReview',
    ]);
    expect(callsOf(fake, 'GetContractsForReview')).toHaveLength(1);
    expect(callsOf(fake, 'CurrentUser')).toHaveLength(1);
  });

  it('loads a page at a time: Show more applications asks for the next page with its token', async () => {
    const second = makeReviewContract({ id: 'app-2', clientName: 'Grace Hopper' });
    const { fake } = renderQueue({
      handlers: {
        GetContractsForReview: (call) =>
          call.variables.nextToken === 'page-2'
            ? { data: { getContractsForReview: { items: [second], nextToken: null } } }
            : { data: { getContractsForReview: { items: [makeReviewContract()], nextToken: 'page-2' } } },
      },
    });
    const table = await screen.findByRole('table', { name: underwritingTexts.pendingTab });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: underwritingTexts.showMore }));
    expect(await within(table).findByRole('link', { name: 'Grace Hopper' })).toBeTruthy();
    expect(callsOf(fake, 'GetContractsForReview').map((c) => c.variables.nextToken)).toEqual([
      null,
      'page-2',
    ]);
    expect(screen.queryByRole('button', { name: underwritingTexts.showMore })).toBeNull();
  });

  it('Pending Approval lists what waits for an underwriter: client, agency and agent, program, limit, period, submitted, reasons', async () => {
    renderQueue();
    const table = await screen.findByRole('table', { name: underwritingTexts.pendingTab });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    const c = makeReviewContract();
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(
      '/operations/applications/app-1',
    );
    expect(within(row).getByText('Analytical Engines LLC')).toBeTruthy();
    expect(within(row).getByText('Sunshine Insurance · Avery Agent')).toBeTruthy();
    expect(within(row).getByText('Excess Precipitation')).toBeTruthy();
    expect(within(row).getByText('$2,500,000')).toBeTruthy();
    expect(
      within(row).getByText(
        `${formatUsDate(c.quote.riskPeriod.startDate)} – ${formatUsDate(c.quote.riskPeriod.endDate)}`,
      ),
    ).toBeTruthy();
    expect(within(row).getByText(formatUsDate(c.submittedAt!.slice(0, 10)))).toBeTruthy();
    expect(within(row).getByText(underwritingReasonLabels.LIMIT_ABOVE_AUTOMATIC_APPROVAL)).toBeTruthy();
    expect(within(row).getByText(underwritingReasonLabels.DEMO_DATA)).toBeTruthy();
    // The signed application waiting for payment is on the other tab.
    expect(within(table).queryByText('Grace Hopper')).toBeNull();
    expect(screen.getByRole('tab', { name: `${underwritingTexts.pendingTab}, 1 waiting` })).toBeTruthy();
  });

  it('Awaiting Payment lists the client-signed applications with the signing and due dates, and the tab is in the URL', async () => {
    const { location } = renderQueue();
    await screen.findByRole('table', { name: underwritingTexts.pendingTab });
    await userEvent.click(
      screen.getByRole('tab', { name: new RegExp(underwritingTexts.awaitingPaymentTab) }),
    );
    const table = await screen.findByRole('table', { name: underwritingTexts.awaitingPaymentTab });
    expect(location()).toBe('/operations/applications?tab=awaiting-payment');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const c = makeAwaitingPayment();
    expect(within(rows[0]!).getByRole('link', { name: 'Grace Hopper' })).toBeTruthy();
    expect(within(rows[0]!).getByText(formatUsDate(c.clientSignature!.date))).toBeTruthy();
    expect(within(rows[0]!).getByText(formatUsDate(c.paymentDueDate))).toBeTruthy();
    expect(within(table).queryByText('Ada Lovelace')).toBeNull();
  });

  it('an empty tab says nothing is waiting', async () => {
    renderQueue({ queue: [makeAwaitingPayment()] });
    expect(await screen.findByText(underwritingTexts.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("a failed load shows the server's refusal and Try Again loads it again", async () => {
    let fail = true;
    const { fake } = renderQueue({
      handlers: {
        GetContractsForReview: () =>
          fail
            ? gqlError('INVALID_PERMISSIONS', 'no')
            : { data: { getContractsForReview: { items: [makeReviewContract()], nextToken: null } } },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(errorMessages.INVALID_PERMISSIONS)).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('table', { name: underwritingTexts.pendingTab });
    expect(callsOf(fake, 'GetContractsForReview')).toHaveLength(2);
  });
});

describe("operations queue: an application's page", () => {
  it('opens from its row with the summary, the reasons and the documents with download links', async () => {
    const { location } = renderQueue();
    await userEvent.click(await screen.findByRole('link', { name: 'Ada Lovelace' }));
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(location()).toBe('/operations/applications/app-1');
    expect(screen.getByTestId('application-status').textContent).toBe('Pending Approval');

    const coverage = screen.getByRole('region', { name: 'Coverage' });
    expect(within(coverage).getByText('$2,500,000')).toBeTruthy();
    expect(within(coverage).getByText('$46,100.25')).toBeTruthy();
    const insured = screen.getByRole('region', { name: 'Insured' });
    expect(within(insured).getByText('Analytical Engines LLC')).toBeTruthy();
    expect(within(insured).getByText('1 Byron Way, Columbus, OH 43004')).toBeTruthy();
    const underwriting = screen.getByRole('region', { name: 'Underwriting' });
    expect(within(underwriting).getByText(underwritingReasonLabels.DEMO_DATA)).toBeTruthy();
    // Beside the reasons: how far the expected loss moves between the trend and look-back alternatives.
    const sensitivity = within(underwriting).getByTestId('price-sensitivity');
    expect(within(sensitivity).getByText('Price sensitivity')).toBeTruthy();
    expect(within(sensitivity).getByText('$1,200.00 to $3,720.00 (3.10×)')).toBeTruthy();
    expect(within(sensitivity).getByText('Full trend, all 45 years: $3,720.00')).toBeTruthy();
    expect(within(sensitivity).getByText('No trend, last 30 years: $1,200.00')).toBeTruthy();

    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('Signed Application')).toBeTruthy();
    const link = await within(documents).findByRole('link', { name: 'Download Signed Application' });
    expect(link.getAttribute('href')).toBe('https://files.test/app-1.application.pdf?signature=x');
  });

  it('a document whose link is refused says so', async () => {
    renderQueue({
      path: '/operations/applications/app-1',
      handlers: { GetContractDocumentUrl: () => gqlError('INVALID_PERMISSIONS', 'no') },
    });
    expect(
      await screen.findByText(`Download unavailable: ${errorMessages.INVALID_PERMISSIONS}`),
    ).toBeTruthy();
  });

  it('an application that is not in the queue says so', async () => {
    renderQueue({ path: '/operations/applications/gone' });
    expect(await screen.findByText('This application is not in the queue')).toBeTruthy();
    expect(screen.queryByRole('button', { name: underwritingTexts.approve })).toBeNull();
  });

  it('Approve records the decision, says so and returns to the queue, fetched again', async () => {
    let queue = [makeReviewContract(), makeAwaitingPayment()];
    const { fake, location } = renderQueue({
      path: '/operations/applications/app-1',
      queue: () => queue,
      handlers: {
        ReviewContract: () => {
          queue = [makeAwaitingPayment()];
          return { data: { reviewContract: { id: 'app-1', status: 'SUBMITTED' } } };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: underwritingTexts.approve }));
    await confirmIn(operationsConfirmTexts.approveTitle, underwritingTexts.approve);
    expect(await screen.findByText(underwritingTexts.approvedToast)).toBeTruthy();
    expect(callsOf(fake, 'ReviewContract')[0]!.variables).toEqual({
      contract: 'app-1',
      input: { isApproved: true, reviewDescription: '', clientMessage: '' },
    });
    await waitFor(() => expect(location()).toBe('/operations/applications'));
    expect(await screen.findByText(underwritingTexts.empty)).toBeTruthy();
    expect(callsOf(fake, 'GetContractsForReview').length).toBeGreaterThanOrEqual(2);
  });

  it('Reject needs internal notes: none sent without them; with them, the notes and the message to the client are sent apart', async () => {
    const { fake, location } = renderQueue({
      path: '/operations/applications/app-1',
      handlers: {
        ReviewContract: () => ({ data: { reviewContract: { id: 'app-1', status: 'REJECTED' } } }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: underwritingTexts.reject }));
    expect(await screen.findByText(reviewMessages.reviewDescriptionRequired)).toBeTruthy();
    expect(callsOf(fake, 'ReviewContract')).toHaveLength(0);

    await userEvent.type(
      screen.getByRole('textbox', { name: new RegExp(escapeRe(clientMessageTexts.internalNotesLabel)) }),
      'Limit too high for this basin.',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: new RegExp(clientMessageTexts.clientMessageLabel) }),
      'We cannot offer this limit.',
    );
    await waitFor(() => expect(screen.queryByText(reviewMessages.reviewDescriptionRequired)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: underwritingTexts.reject }));
    await confirmIn(operationsConfirmTexts.rejectTitle, underwritingTexts.reject);
    expect(await screen.findByText(underwritingTexts.rejectedToast)).toBeTruthy();
    expect(callsOf(fake, 'ReviewContract')[0]!.variables).toEqual({
      contract: 'app-1',
      input: {
        isApproved: false,
        reviewDescription: 'Limit too high for this basin.',
        clientMessage: 'We cannot offer this limit.',
      },
    });
    await waitFor(() => expect(location()).toBe('/operations/applications'));
  });

  it('Reject is final, so it asks first: Cancel sends nothing and keeps the notes', async () => {
    const { fake } = renderQueue({
      path: '/operations/applications/app-1',
      handlers: {
        ReviewContract: () => ({ data: { reviewContract: { id: 'app-1', status: 'REJECTED' } } }),
      },
    });
    const notes = await screen.findByRole('textbox', {
      name: new RegExp(escapeRe(clientMessageTexts.internalNotesLabel)),
    });
    await userEvent.type(notes, 'Limit too high for this basin.');
    await userEvent.click(screen.getByRole('button', { name: underwritingTexts.reject }));
    const dialog = await screen.findByRole('alertdialog', { name: operationsConfirmTexts.rejectTitle });
    expect(within(dialog).getByText(operationsConfirmTexts.rejectBody)).toBeTruthy();
    expect(callsOf(fake, 'ReviewContract')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(fake, 'ReviewContract')).toHaveLength(0);
    expect((notes as HTMLTextAreaElement).value).toBe('Limit too high for this basin.');
  });

  it("a refused decision shows the server's message and stays on the application", async () => {
    const conflict = 'This application is submitted and cannot become rejected.';
    const { location } = renderQueue({
      path: '/operations/applications/app-1',
      handlers: { ReviewContract: () => gqlError('CONFLICT', conflict) },
    });
    await userEvent.click(await screen.findByRole('button', { name: underwritingTexts.approve }));
    await confirmIn(operationsConfirmTexts.approveTitle, underwritingTexts.approve);
    expect(await screen.findByText(conflict)).toBeTruthy();
    expect(location()).toBe('/operations/applications/app-1');
    expect(screen.queryByText(underwritingTexts.approvedToast)).toBeNull();
  });

  it('a super admin may not decide on an application they sold: the server says why', async () => {
    renderQueue({
      user: makeUser({ role: 'superAdmin' }),
      path: '/operations/applications/app-1',
      handlers: { ReviewContract: () => gqlError('INVALID_PERMISSIONS', reviewMessages.selfReview) },
    });
    await userEvent.click(await screen.findByRole('button', { name: underwritingTexts.approve }));
    await confirmIn(operationsConfirmTexts.approveTitle, underwritingTexts.approve);
    expect(await screen.findByText(reviewMessages.selfReview)).toBeTruthy();
  });

  it('an application waiting for payment offers Mark Wire Received, not a decision', async () => {
    renderQueue({ path: '/operations/applications/app-2' });
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(screen.getByTestId('application-status').textContent).toBe('Client Reviewed');
    expect(screen.getByRole('form', { name: underwritingTexts.markWireReceived })).toBeTruthy();
    expect(screen.queryByRole('button', { name: underwritingTexts.approve })).toBeNull();
    expect(screen.getByText(/Amount due in full: \$46,100\.25/)).toBeTruthy();
  });

  it('Mark Wire Received needs the reference, then records the wire and returns to Awaiting Payment', async () => {
    const { fake, location } = renderQueue({
      path: '/operations/applications/app-2',
      handlers: {
        MarkWirePaymentReceived: () => ({
          data: {
            markWirePaymentReceived: { id: 'app-2', status: 'APPROVED', policyNumber: 'ALM-HPC-2027-000001' },
          },
        }),
      },
    });
    const form = await screen.findByRole('form', { name: underwritingTexts.markWireReceived });
    await userEvent.click(within(form).getByRole('button', { name: underwritingTexts.markWireReceived }));
    expect(await within(form).findByText('The wire reference is required')).toBeTruthy();
    expect(callsOf(fake, 'MarkWirePaymentReceived')).toHaveLength(0);

    const date = within(form).getByLabelText(/Date received/) as HTMLInputElement;
    const yesterday = addDays(quotingToday(new Date()), -1);
    await userEvent.clear(date);
    await userEvent.type(date, yesterday);
    await userEvent.type(within(form).getByRole('textbox', { name: /Wire reference/ }), 'FED-REF-42');
    await userEvent.click(within(form).getByRole('button', { name: underwritingTexts.markWireReceived }));
    // Binding is final: it asks first, saying what will happen.
    const dialog = await screen.findByRole('alertdialog', { name: operationsConfirmTexts.wireTitle });
    expect(dialog.textContent).toContain(operationsConfirmTexts.wireBody(46_100.25, yesterday, 'FED-REF-42'));
    expect(callsOf(fake, 'MarkWirePaymentReceived')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: underwritingTexts.markWireReceived }));
    expect(await screen.findByText(underwritingTexts.wireToast)).toBeTruthy();
    expect(callsOf(fake, 'MarkWirePaymentReceived')[0]!.variables).toEqual({
      contract: 'app-2',
      input: { reference: 'FED-REF-42', receivedDate: yesterday },
    });
    await waitFor(() => expect(location()).toBe('/operations/applications?tab=awaiting-payment'));
  });

  it('a received date before the application was submitted, or in the future, is refused with the reason', async () => {
    const { fake } = renderQueue({ path: '/operations/applications/app-2' });
    const form = await screen.findByRole('form', { name: underwritingTexts.markWireReceived });
    await userEvent.type(within(form).getByRole('textbox', { name: /Wire reference/ }), 'FED-REF-42');
    const date = within(form).getByLabelText(/Date received/) as HTMLInputElement;
    const submittedDay = quotingToday(new Date(makeAwaitingPayment().submittedAt!));
    for (const [day, message] of [
      ['2019-03-04', operationsMessages.wireBeforeApplication(formatUsDate(submittedDay))],
      ['2099-01-01', operationsMessages.wireInFuture],
    ] as const) {
      await userEvent.clear(date);
      await userEvent.type(date, day);
      await userEvent.click(within(form).getByRole('button', { name: underwritingTexts.markWireReceived }));
      expect(await within(form).findByText(message)).toBeTruthy();
    }
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsOf(fake, 'MarkWirePaymentReceived')).toHaveLength(0);
  });

  it('a refused wire shows the error under the form', async () => {
    renderQueue({
      path: '/operations/applications/app-2',
      handlers: { MarkWirePaymentReceived: () => gqlError('INVALID_PERMISSIONS', 'no') },
    });
    const form = await screen.findByRole('form', { name: underwritingTexts.markWireReceived });
    await userEvent.type(within(form).getByRole('textbox', { name: /Wire reference/ }), 'FED-REF-42');
    await userEvent.click(within(form).getByRole('button', { name: underwritingTexts.markWireReceived }));
    await confirmIn(operationsConfirmTexts.wireTitle, underwritingTexts.markWireReceived);
    expect(await within(form).findByText(errorMessages.INVALID_PERMISSIONS)).toBeTruthy();
    expect(screen.queryByText(underwritingTexts.wireToast)).toBeNull();
  });
});
