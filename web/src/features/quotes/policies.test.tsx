/**
 * /policies and /policies/expiring-soon (docs/requirements.md#policy-lists): the agent's bound
 * policies with their number, insured, period, limit, one status badge and the index state;
 * Next / Previous through the server's pages; the search; the expiring window.
 */
import { addDays, quotingToday } from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGraphql, gqlError, type FakeCall, type FakeHandler } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import type { PolicyListItem } from './api/policies-api.js';

const me: FakeHandler<'CurrentUser'> = () => ({ data: { currentUser: makeUser() } });
const today = quotingToday(new Date());

const policy = (n: number, overrides: Partial<PolicyListItem> = {}): PolicyListItem => ({
  contractId: `c-${n}`,
  quoteId: `q-${n}`,
  policyNumber: `ALM-HPC-2027-00000${n}`,
  insuredName: `Grower ${n}`,
  programTitle: 'Excess precipitation',
  startDate: addDays(today, -10),
  endDate: addDays(today, 80),
  limit: 100000,
  status: 'APPROVED',
  indexState: 'RUNNING',
  ...overrides,
});

const policiesCalls = (calls: FakeCall[]) => calls.filter((c) => c.operationName === 'GetPolicies');
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('/policies', () => {
  it('lists the policies with their number, insured, period, limit, status and index state', async () => {
    const fake = fakeGraphql({
      CurrentUser: me,
      GetPolicies: () => ({
        data: {
          getPolicies: {
            items: [
              policy(1),
              policy(2, { status: 'CANCELLED', indexState: 'NOT_STARTED' }),
              policy(3, { endDate: addDays(today, -1), indexState: 'CLAIM_OPEN' }),
            ],
            nextToken: null,
          },
        },
      }),
    });
    renderApp({ path: '/policies', token: 't', fetch: fake.fetch });
    const table = await screen.findByRole('table', { name: 'Policies' });
    const [first, cancelled, ended] = bodyRows(table);
    expect(within(first!).getByText('ALM-HPC-2027-000001')).toBeTruthy();
    expect(within(first!).getByText('Grower 1')).toBeTruthy();
    expect(within(first!).getByText('$100,000')).toBeTruthy();
    expect(within(first!).getByTestId('list-status').textContent).toBe('Policy Active');
    expect(within(first!).getByTestId('index-state').textContent).toBe('Period running');
    expect(within(cancelled!).getByTestId('list-status').textContent).toBe('Cancelled');
    expect(within(ended!).getByTestId('list-status').textContent).toBe('Policy Ended');
    expect(within(ended!).getByTestId('index-state').textContent).toBe('Claim pending review');
    expect(policiesCalls(fake.calls)[0]!.variables).toEqual({});
  });

  it('pages with Next and Previous through the tokens the server answers', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: me,
      GetPolicies: (call) =>
        call.variables.nextToken === 'page-2'
          ? { data: { getPolicies: { items: [policy(21)], nextToken: null } } }
          : { data: { getPolicies: { items: [policy(1), policy(2)], nextToken: 'page-2' } } },
    });
    renderApp({ path: '/policies', token: 't', fetch: fake.fetch });
    await screen.findByText('Grower 1');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Grower 21')).toBeTruthy();
    expect(policiesCalls(fake.calls).at(-1)!.variables).toEqual({ nextToken: 'page-2' });
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('Grower 1')).toBeTruthy();
  });

  it('searches by what the agent types and says when nothing matches', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: me,
      GetPolicies: (call) => ({
        data: { getPolicies: { items: call.variables.search ? [] : [policy(1)], nextToken: null } },
      }),
    });
    renderApp({ path: '/policies', token: 't', fetch: fake.fetch });
    await screen.findByText('Grower 1');
    await user.type(screen.getByRole('textbox', { name: 'Search policies' }), 'Nobody Farms');
    expect(await screen.findByText('No policy matches this search.', {}, { timeout: 4000 })).toBeTruthy();
    expect(policiesCalls(fake.calls).at(-1)!.variables).toEqual({ search: 'Nobody Farms' });
  });

  it('shows the reason when the list cannot be loaded', async () => {
    const fake = fakeGraphql({
      CurrentUser: me,
      GetPolicies: () => gqlError('VALIDATION_ERROR', 'nextToken is not valid: ask for the first page again'),
    });
    renderApp({ path: '/policies', token: 't', fetch: fake.fetch });
    expect(await screen.findByText('The policies could not be loaded.')).toBeTruthy();
    expect(screen.getByText('nextToken is not valid: ask for the first page again')).toBeTruthy();
  });
});

describe('/policies/expiring-soon', () => {
  it('asks for the expiring window and says when none is ending', async () => {
    const fake = fakeGraphql({
      CurrentUser: me,
      GetPolicies: () => ({ data: { getPolicies: { items: [], nextToken: null } } }),
    });
    renderApp({ path: '/policies/expiring-soon', token: 't', fetch: fake.fetch });
    expect(await screen.findByText('No policy ends within the next few weeks.')).toBeTruthy();
    await waitFor(() => expect(policiesCalls(fake.calls)[0]!.variables).toEqual({ expiringSoon: true }));
  });
});
