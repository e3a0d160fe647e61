import { addDays, quotesToCsv, quotingToday } from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeGraphql, gqlError, type FakeHandler } from '../../test/fake-graphql.js';
import { makeUser, notOnboarded } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { QuoteAreaRoutes } from '../../test/area-routes.js';
import { getQuotesCalls, inputOf, makeQuoteItem, quotesHandler } from '../../test/quote-list-fixtures.js';
import type { GetQuotesQuery } from '../../lib/graphql/generated/graphql.js';

const me: FakeHandler<'CurrentUser'> = () => ({ data: { currentUser: makeUser() } });

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** Captures what the page saves: the Blob and the file name of each download. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let pending: Blob | null = null;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      pending = blob;
      return 'blob:test';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) saved.push({ name: this.download, blob: pending });
    pending = null;
  });
  return saved;
}

describe('Premium Indications & Policies (/quotes)', () => {
  it("takes the page the app asked for at start-up, with the address's page and sort (issue 28)", async () => {
    const fake = fakeGraphql({ CurrentUser: me, GetQuotes: quotesHandler(23) });
    renderApp({
      path: '/quotes?sortBy=clientName&sortDirection=DESC&page=2',
      token: 't',
      fetch: fake.fetch,
      startEarly: true,
    });
    const table = await screen.findByRole('table', { name: 'Premium indications' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    expect(fake.calls.slice(0, 2).map((c) => c.operationName)).toEqual(['CurrentUser', 'GetQuotes']);
    expect(getQuotesCalls(fake.calls)).toHaveLength(1);
    expect(inputOf(getQuotesCalls(fake.calls)[0]!)).toEqual({
      page: 2,
      limit: 10,
      sortBy: 'clientName',
      sortDirection: 'DESC',
    });
    expect(fake.calls.filter((c) => c.operationName === 'CurrentUser')).toHaveLength(1);
  });

  it('lists 10 a page with the agent columns, newest first, and the total', async () => {
    const fake = fakeGraphql({ CurrentUser: me, GetQuotes: quotesHandler(23) });
    renderApp({ path: '/quotes', token: 't', fetch: fake.fetch });

    expect(await screen.findByRole('heading', { name: 'Premium Indications & Policies' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Premium indications' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Client',
      'Created On',
      'Location',
      'Type',
      'Policy Period',
      'Trigger',
      'Limit',
      'ID',
      'Status',
    ]);
    const first = within(bodyRows(table)[0]!);
    expect(first.getByText('Client 1')).toBeTruthy();
    expect(first.getByText('03/02/2025')).toBeTruthy();
    expect(within(bodyRows(table)[0]!).getAllByRole('cell')[4]!.textContent).toBe('06/01/2025 – 08/31/2025');
    expect(first.getByText('Above 3.50 in')).toBeTruthy();
    expect(first.getByText('$50,000')).toBeTruthy();
    expect(first.getByText('Saved')).toBeTruthy();
    expect(within(bodyRows(table)[2]!).getByText('Submitted')).toBeTruthy();
    expect(screen.getByText(/Showing 1–10 of/).textContent).toBe('Showing 1–10 of 23 premium indications');

    expect(getQuotesCalls(fake.calls)[0]!.variables).toEqual({
      input: { page: 1, limit: 10, sortBy: 'createdAt', sortDirection: 'DESC' },
      type: 'parametric',
    });
    expect(within(table).getByRole('columnheader', { name: 'Created On' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    // The tabs: this list and the search.
    const tabs = screen.getByRole('navigation', { name: 'Premium indication views' });
    expect(within(tabs).getByRole('link', { name: 'Premium Indications' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search');
  });

  it('sorts on the server by the clicked column, flipping the direction on a second click', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({ CurrentUser: me, GetQuotes: quotesHandler(23) });
    const { location } = renderApp({ path: '/quotes?page=2', token: 't', fetch: fake.fetch });
    const table = await screen.findByRole('table', { name: 'Premium indications' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));

    await user.click(within(table).getByRole('button', { name: 'Client' }));
    await waitFor(() =>
      expect(inputOf(getQuotesCalls(fake.calls).at(-1)!)).toEqual({
        page: 1,
        limit: 10,
        sortBy: 'clientName',
        sortDirection: 'ASC',
      }),
    );
    expect(within(table).getByRole('columnheader', { name: 'Client' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: 'Client' }));
    await waitFor(() =>
      expect(inputOf(getQuotesCalls(fake.calls).at(-1)!)).toMatchObject({
        sortBy: 'clientName',
        sortDirection: 'DESC',
      }),
    );

    for (const [label, sortBy] of [
      ['Location', 'location'],
      ['Type', 'programName'],
      ['Policy Period', 'startDate'],
      ['Trigger', 'strike'],
      ['Limit', 'limitOfLiability'],
      ['ID', 'id'],
      ['Status', 'status'],
    ] as const) {
      await user.click(within(table).getByRole('button', { name: label }));
      await waitFor(() =>
        expect(inputOf(getQuotesCalls(fake.calls).at(-1)!)).toMatchObject({ sortBy, sortDirection: 'ASC' }),
      );
    }
    // The order is in the address, so Back from a quote comes back to it.
    expect(location()).toBe('/quotes?sortBy=status&sortDirection=ASC');
  });

  it('pages through the list on the server', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({ CurrentUser: me, GetQuotes: quotesHandler(23) });
    renderApp({ path: '/quotes', token: 't', fetch: fake.fetch });
    const table = await screen.findByRole('table', { name: 'Premium indications' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(table).getByText('Client 11')).toBeTruthy());
    expect(inputOf(getQuotesCalls(fake.calls).at(-1)!)).toMatchObject({ page: 2, limit: 10 });
    expect(screen.getByText(/Showing 11–20 of/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Page 3 (last)' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
    expect(screen.getByText(/Showing 21–23 of/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends back the server's cursor when moving to the next or previous page, never to another list", async () => {
    const user = userEvent.setup();
    const pages = quotesHandler(23);
    const fake = fakeGraphql({
      CurrentUser: me,
      GetQuotes: (call) => {
        const answer = pages(call) as { data: GetQuotesQuery };
        const { page, sortBy } = inputOf(call);
        const at = (p: number) => `${sortBy}-page-${p}`;
        return {
          data: {
            getQuotes: {
              ...answer.data.getQuotes!,
              nextCursor: page < 3 ? at(page + 1) : null,
              previousCursor: page > 1 ? at(page - 1) : null,
            },
          },
        };
      },
    });
    renderApp({ path: '/quotes', token: 't', fetch: fake.fetch });
    const table = await screen.findByRole('table', { name: 'Premium indications' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    expect(inputOf(getQuotesCalls(fake.calls).at(-1)!).cursor).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(table).getByText('Client 11')).toBeTruthy());
    expect(inputOf(getQuotesCalls(fake.calls).at(-1)!)).toMatchObject({
      page: 2,
      cursor: 'createdAt-page-2',
    });

    await user.click(screen.getByRole('button', { name: 'Page 3 (last)' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
    expect(inputOf(getQuotesCalls(fake.calls).at(-1)!)).toMatchObject({
      page: 3,
      cursor: 'createdAt-page-3',
    });

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(within(table).getByText('Client 11')).toBeTruthy());
    expect(inputOf(getQuotesCalls(fake.calls).at(-1)!)).toMatchObject({
      page: 2,
      cursor: 'createdAt-page-2',
    });

    // Another sort is another list: its first page goes without a cursor.
    await user.click(within(table).getByRole('button', { name: 'Limit' }));
    await waitFor(() => expect(inputOf(getQuotesCalls(fake.calls).at(-1)!).sortBy).toBe('limitOfLiability'));
    expect(inputOf(getQuotesCalls(fake.calls).at(-1)!)).toMatchObject({ page: 1 });
    expect(inputOf(getQuotesCalls(fake.calls).at(-1)!).cursor).toBeUndefined();
  });

  it('opens a premium indication when its row is clicked', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({ CurrentUser: me, GetQuotes: quotesHandler(3) });
    renderApp({ path: '/quotes', token: 't', fetch: fake.fetch, routes: <QuoteAreaRoutes /> });
    await user.click(await screen.findByText('Client 2'));
    expect(await screen.findByText('Details of q-2')).toBeTruthy();
  });

  it('exports every matching quote, page after page, as CSV', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const fake = fakeGraphql({ CurrentUser: me, GetQuotes: quotesHandler(230) });
    renderApp({ path: '/quotes?sortBy=clientName&sortDirection=ASC', token: 't', fetch: fake.fetch });
    await screen.findByText('Client 1');
    const before = getQuotesCalls(fake.calls).length;

    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByText('Exported 230 premium indications')).toBeTruthy();

    const exportCalls = getQuotesCalls(fake.calls).slice(before);
    expect(exportCalls.map(inputOf)).toEqual(
      [1, 2, 3].map((page) => ({ page, limit: 100, sortBy: 'clientName', sortDirection: 'ASC' })),
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^premium_indications_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await saved[0]!.blob.text()).replace(/^\uFEFF/, '');
    const all = Array.from({ length: 230 }, (_, i) => makeQuoteItem(i + 1));
    expect(csv).toBe(quotesToCsv(all, quotingToday(new Date())));
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(231);
    expect(lines[0]).toBe(
      'Client,"Client (Last, First)",Client Email,Created On,Location,Type,Policy Period,Trigger,Limit,Premium,ID,Status,Policy Number',
    );
    expect(lines[1]).toBe(
      'Client 1,"1, Client",client1@example.com,03/02/2025,"FL 27.950, -82.460",Excess Precipitation,06/01/2025 - 08/31/2025,Above 3.50 in,50000.00,1234.50,q-1,Saved,',
    );
  });

  it('says when the export fails', async () => {
    const user = userEvent.setup();
    captureDownloads();
    let calls = 0;
    const fake = fakeGraphql({
      CurrentUser: me,
      GetQuotes: (call) => (++calls > 1 ? gqlError('INVALID_PERMISSIONS', 'no') : quotesHandler(5)(call)),
    });
    renderApp({ path: '/quotes', token: 't', fetch: fake.fetch });
    await screen.findByText('Client 1');
    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByText('The export failed')).toBeTruthy();
    expect(screen.getByText('You do not have permission to perform this action.')).toBeTruthy();
  });

  it('shows an empty state that leads to the calculator, with nothing to export', async () => {
    const fake = fakeGraphql({ CurrentUser: me, GetQuotes: quotesHandler(0) });
    renderApp({ path: '/quotes', token: 't', fetch: fake.fetch });
    expect(await screen.findByText('No premium indications yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open the Premium Calculator/ }).getAttribute('href')).toBe(
      '/quoter/select-program',
    );
    expect((screen.getByRole('button', { name: 'Export Data' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the list cannot be loaded and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fake = fakeGraphql({
      CurrentUser: me,
      GetQuotes: (call) => (fail ? gqlError('INTERNAL_SERVER_ERROR', 'boom') : quotesHandler(2)(call)),
    });
    renderApp({ path: '/quotes', token: 't', fetch: fake.fetch });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The premium indications could not be loaded.')).toBeTruthy();
    expect(within(alert).getByText('Internal Server Error')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /Try Again/ }));
    expect(await screen.findByText('Client 2')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has placeholder pages for assigned quotes and indications in progress', async () => {
    for (const [path, heading] of [
      ['/quotes/assigned', 'Assigned to you'],
      ['/quotes/premium-indications', 'Premium indications in progress'],
    ] as const) {
      const { unmount } = renderApp({ path, token: 't', fetch: fakeGraphql({ CurrentUser: me }).fetch });
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
      expect(screen.getByRole('link', { name: /View Premium Indications/ }).getAttribute('href')).toBe(
        '/quotes',
      );
      unmount();
    }
  });

  it('shows cards with a sort drop-down below 900 px', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const fake = fakeGraphql({ CurrentUser: me, GetQuotes: quotesHandler(3) });
    renderApp({ path: '/quotes', token: 't', fetch: fake.fetch, routes: <QuoteAreaRoutes /> });
    const list = await screen.findByRole('list', { name: 'Premium indications' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(screen.queryByRole('table')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Sort by Limit');
    await waitFor(() =>
      expect(inputOf(getQuotesCalls(fake.calls).at(-1)!)).toMatchObject({
        sortBy: 'limitOfLiability',
        sortDirection: 'ASC',
      }),
    );
    await user.click(screen.getByRole('button', { name: /reverse the order/ }));
    await waitFor(() =>
      expect(inputOf(getQuotesCalls(fake.calls).at(-1)!)).toMatchObject({ sortDirection: 'DESC' }),
    );
    await user.click(within(list).getByRole('link', { name: 'Premium indication q-2 for Client 2' }));
    expect(await screen.findByText('Details of q-2')).toBeTruthy();
  });

  it('is for users who can quote', async () => {
    const fake = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: notOnboarded() } }) });
    const { location } = renderApp({ path: '/quotes', token: 't', fetch: fake.fetch });
    await waitFor(() => expect(location()).toBe('/getting-started'));
    expect(getQuotesCalls(fake.calls)).toHaveLength(0);
  });
});

describe('premium indications: application status', () => {
  it("shows one badge per row: the application's status once one exists", async () => {
    const fake = fakeGraphql({
      CurrentUser: me,
      GetQuotes: quotesHandler(2, (n) =>
        makeQuoteItem(n, n === 1 ? { contractId: 'app-1', contractStatus: 'PENDING_APPROVAL' } : {}),
      ),
    });
    renderApp({ path: '/quotes', token: 't', fetch: fake.fetch });
    const table = await screen.findByRole('table', { name: 'Premium indications' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    const rows = bodyRows(table);
    expect(within(rows[0]!).getByTestId('list-status').textContent).toBe('In Underwriting Review');
    expect(within(rows[1]!).getByTestId('list-status').textContent).toBe('Saved');
    expect(within(rows[0]!).getAllByTestId('list-status')).toHaveLength(1);
  });

  it('tells a draft, a bound policy and a rejected application apart (never all "Submitted")', async () => {
    const today = quotingToday(new Date());
    const period = { startDate: addDays(today, 20), endDate: addDays(today, 80) };
    const fake = fakeGraphql({
      CurrentUser: me,
      GetQuotes: quotesHandler(3, (n) =>
        makeQuoteItem(n, {
          status: 'Submitted',
          contractId: `app-${n}`,
          riskPeriod: period,
          contractStatus: n === 1 ? 'DRAFT' : n === 2 ? 'APPROVED' : 'REJECTED',
          policyNumber: n === 2 ? 'ALM-HPC-2027-000001' : null,
        }),
      ),
    });
    renderApp({ path: '/quotes', token: 't', fetch: fake.fetch });
    const table = await screen.findByRole('table', { name: 'Premium indications' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
    const badges = bodyRows(table).map((r) => within(r).getByTestId('list-status'));
    expect(badges.map((b) => b.textContent)).toEqual(['Application Draft', 'Policy Active', 'Rejected']);
    expect(new Set(badges.map((b) => b.getAttribute('data-status'))).size).toBe(3);
    expect(within(table).queryByText('Submitted', { exact: true })).toBeNull();
  });

  it('shows a bound policy as Active with its policy number until its period ends, then Ended', async () => {
    const today = quotingToday(new Date());
    const fake = fakeGraphql({
      CurrentUser: me,
      GetQuotes: quotesHandler(3, (n) =>
        makeQuoteItem(n, {
          status: 'Submitted',
          contractId: `app-${n}`,
          ...(n === 1
            ? {
                contractStatus: 'APPROVED',
                policyNumber: 'ALM-HPC-2027-000001',
                riskPeriod: { startDate: addDays(today, 20), endDate: addDays(today, 80) },
              }
            : n === 2
              ? {
                  contractStatus: 'APPROVED',
                  policyNumber: 'ALM-HPC-2025-000007',
                  riskPeriod: { startDate: addDays(today, -90), endDate: addDays(today, -1) },
                }
              : { contractStatus: 'CLIENT_REVIEWED' }),
        }),
      ),
    });
    renderApp({ path: '/quotes', token: 't', fetch: fake.fetch });
    await screen.findAllByTestId('policy-number');
    const [active, expired, unpaid] = bodyRows(screen.getByRole('table', { name: 'Premium indications' }));
    expect(within(active!).getByTestId('list-status').textContent).toBe('Policy Active');
    expect(within(active!).getByTestId('policy-number').textContent).toBe(
      'Policy number ALM-HPC-2027-000001',
    );
    expect(within(expired!).getByTestId('list-status').textContent).toBe('Policy Ended');
    expect(within(expired!).getByText('ALM-HPC-2025-000007')).toBeTruthy();
    expect(within(unpaid!).queryByTestId('policy-number')).toBeNull();
    expect(within(unpaid!).getByTestId('list-status').textContent).toBe('Client Signed, Awaiting Payment');
  });
});
