/**
 * Apply for Coverage through the app's routes with the GraphQL boundary faked
 * (docs/requirements.md#apply-select, #purchase-availability, #error-catalogue, #routes): the
 * Clients panel's tabs, selectable and dimmed cards with their tooltips, Start Application's
 * enabling and errors, the query's preselection, the step routes and the bind guard.
 */
import {
  addDays,
  ELECTRONIC_AGREEMENT,
  ELECTRONIC_AGREEMENT_TITLE,
  purchaseBlockMessages,
  quotingToday,
} from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FLAGS_STORAGE_KEY } from '../../lib/feature-flags.js';
import type { CurrentUser } from '../../lib/session/index.js';
import { fakeGraphql, type FakeHandlers, gqlError } from '../../test/fake-graphql.js';
import { makeClient, makeUser } from '../../test/fixtures.js';
import { makeQuoteItem, noCursors } from '../../test/quote-list-fixtures.js';
import { renderApp } from '../../test/render-app.js';

const today = quotingToday(new Date());
const day = (n: number) => addDays(today, n);

const clients = [
  makeClient('c1', 'ada@example.com', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: 'Analytical Engines',
  }),
  makeClient('c2', 'grace@navy.mil', { firstName: 'Grace', lastName: 'Hopper', companyName: 'US Navy' }),
];

/** Buyable now: starts in 30 days, deadline in 10, created today. */
const buyable = makeQuoteItem(1, {
  id: 'q-ok',
  clientId: 'c1',
  frozenAt: null,
  status: 'Saved',
  createdAt: `${today}T12:00:00.000Z`,
  riskPeriod: { startDate: day(30), endDate: day(90) },
  applicationDeadline: day(10),
  states: ['FL', 'GA'],
  policyNumber: 'POL-7',
});
/** Inception 90 days out: too early. */
const tooEarly = makeQuoteItem(2, {
  id: 'q-early',
  clientId: 'c1',
  frozenAt: null,
  status: 'Saved',
  createdAt: `${today}T11:00:00.000Z`,
  riskPeriod: { startDate: day(90), endDate: day(150) },
  applicationDeadline: day(70),
});

function renderSelect({
  path = '/apply/select-client',
  user = makeUser(),
  handlers = {},
}: { path?: string; user?: CurrentUser; handlers?: FakeHandlers } = {}) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: user } }),
    GetUserClients: () => ({ data: { getUserClients: { items: clients, count: 2 } } }),
    GetQuotes: (call) =>
      call.variables.clientId === 'c1'
        ? { data: { getQuotes: { items: [buyable, tooEarly], count: 2, ...noCursors } } }
        : call.variables.clientId
          ? { data: { getQuotes: { items: [], count: 0, ...noCursors } } }
          : {
              data: {
                getQuotes: {
                  items: [
                    makeQuoteItem(5, { clientId: 'c2', createdAt: `${today}T12:00:00.000Z` }),
                    makeQuoteItem(6, { clientId: 'c1', createdAt: `${day(-3)}T12:00:00.000Z` }),
                  ],
                  count: 2,
                  ...noCursors,
                },
              },
            },
    CreateInsuranceApplication: () => ({
      data: { createInsuranceApplication: { id: 'app-1', quoteId: 'q-ok', status: 'DRAFT' } },
    }),
    ...handlers,
  });
  const utils = renderApp({ path, token: 't', fetch: fake.fetch });
  return { ...utils, fake };
}

const startButton = () => screen.getByRole('button', { name: 'Start Application' }) as HTMLButtonElement;
const cardById = async (id: string) =>
  (await screen.findAllByRole('article')).find((a) => a.textContent?.includes(id))!;
const descriptionOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('Apply for Coverage: clients and indications', () => {
  it('searches clients by name or company and lists the chosen client indications with their fields', async () => {
    const user = userEvent.setup();
    const { fake } = renderSelect();
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply for Coverage' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Search clients' }), 'navy');
    const list = screen.getByRole('list', { name: 'Clients' });
    expect(within(list).queryByText('Ada Lovelace')).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Search clients' }));
    await user.type(screen.getByRole('textbox', { name: 'Search clients' }), 'analytical');
    await user.click(within(list).getByRole('button', { name: /Ada Lovelace/ }));

    const ok = await screen.findByRole('article', { name: 'Excess Precipitation (HPC) q-ok' });
    // Only indications no application was made from yet, page 1, for this client.
    expect(
      fake.calls.find((c) => c.operationName === 'GetQuotes' && c.variables.clientId === 'c1')?.variables,
    ).toMatchObject({ clientId: 'c1', filterFrozen: true, input: { page: 1 } });
    expect(within(ok).getByText('$50,000')).toBeTruthy();
    expect(within(ok).getByText('FL, GA')).toBeTruthy();
    expect(within(ok).getByText('Analytical Engines')).toBeTruthy();
    expect(within(ok).getByText('POL-7')).toBeTruthy();
    expect(within(ok).getByRole('link', { name: 'View All Details' }).getAttribute('href')).toBe(
      '/quotes/q-ok',
    );
    await user.click(within(ok).getByRole('button', { name: /View Locations/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Covered Locations' });
    expect(within(dialog).getByText('Tampa')).toBeTruthy();
  });

  it('a card outside the purchase window is dimmed and not selectable, with the tooltip text', async () => {
    const user = userEvent.setup();
    renderSelect({ path: '/apply/select-client?client=c1' });
    const early = await cardById('q-early');
    expect(early.getAttribute('data-blocked')).toBe('true');
    const select = within(early).getByRole('button', { name: 'Select' }) as HTMLButtonElement;
    expect(select.disabled).toBe(true);
    expect(descriptionOf(select)).toBe(purchaseBlockMessages.inceptionWindow);
    const ok = await cardById('q-ok');
    await user.click(within(ok).getByRole('button', { name: 'Select' }));
    expect(
      within(ok)
        .getByRole('button', { name: /Selected/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('liftApplicationDeadline makes the early card selectable', async () => {
    localStorage.setItem(FLAGS_STORAGE_KEY, JSON.stringify({ liftApplicationDeadline: true }));
    renderSelect({ path: '/apply/select-client?client=c1' });
    const early = await cardById('q-early');
    expect(early.getAttribute('data-blocked')).toBeNull();
    expect((within(early).getByRole('button', { name: 'Select' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('Recent activity lists clients by their latest quote', async () => {
    const user = userEvent.setup();
    renderSelect();
    await user.click(await screen.findByRole('tab', { name: 'Recent activity' }));
    const list = await screen.findByRole('list', { name: 'Recent clients' });
    const names = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names[0]).toContain('Grace Hopper');
    expect(names[1]).toContain('Ada Lovelace');
  });
});

describe('Apply for Coverage: Start Application', () => {
  it('is enabled only with the agreement, a client and an indication, then opens the form', async () => {
    const user = userEvent.setup();
    const { location, fake } = renderSelect({ path: '/apply/select-client?client=c1' });
    const ok = await cardById('q-ok');
    expect(startButton().disabled).toBe(true);
    await user.click(within(ok).getByRole('button', { name: 'Select' }));
    expect(startButton().disabled).toBe(true);
    const agreement = screen.getByRole('checkbox', { name: new RegExp(ELECTRONIC_AGREEMENT_TITLE) });
    expect(screen.getByRole('link', { name: ELECTRONIC_AGREEMENT_TITLE }).getAttribute('href')).toBe(
      '/electronic-transactions-agreement',
    );
    await user.click(agreement);
    await waitFor(() => expect(startButton().disabled).toBe(false));
    await user.click(startButton());
    await waitFor(() => expect(location()).toBe('/apply/application/app-1'));
    expect(fake.calls.find((c) => c.operationName === 'CreateInsuranceApplication')!.variables).toEqual({
      client: 'c1',
      quote: 'q-ok',
    });
  });

  it('shows the server error under the button', async () => {
    const user = userEvent.setup();
    renderSelect({
      path: '/apply/select-client?client=c1&quote=q-ok',
      handlers: {
        CreateInsuranceApplication: () => gqlError('APPLICATION_TOO_LATE', 'late'),
        GetApplyQuote: () => ({ data: { getQuote: null } }),
      },
    });
    await cardById('q-ok');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(ELECTRONIC_AGREEMENT_TITLE) }));
    await waitFor(() => expect(startButton().disabled).toBe(false));
    await user.click(startButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Application is past the deadline');
  });

  it('?quote= alone preselects the indication (no client attached yet) and waits for a client', async () => {
    const user = userEvent.setup();
    renderSelect({
      path: '/apply/select-client?quote=q-free',
      handlers: {
        GetApplyQuote: () => ({
          data: {
            getQuote: {
              id: 'q-free',
              programName: 'HPC',
              programTitle: 'Excess Precipitation',
              createdAt: `${today}T12:00:00.000Z`,
              frozenAt: null,
              clientId: null,
              clientName: null,
              applicationDeadline: day(10),
              limitOfLiability: 25_000,
              riskPeriod: { startDate: day(30), endDate: day(90) },
              locations: {
                features: [
                  { geometry: { coordinates: [-84.4, 33.7] }, properties: { state: 'GA', weight: 1 } },
                ],
              },
            },
          },
        }),
      },
    });
    const free = await cardById('q-free');
    expect(within(free).getByRole('button', { name: /Selected/ })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: new RegExp(ELECTRONIC_AGREEMENT_TITLE) }));
    expect(startButton().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: /Grace Hopper/ }));
    await waitFor(() => expect(startButton().disabled).toBe(false));
  });
});

describe('Apply for Coverage: routes', () => {
  it('/apply and /apply/select-premium-indication show the same page', async () => {
    const app = renderSelect({ path: '/apply' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply for Coverage' })).toBeTruthy();
    app.unmount();
    renderSelect({ path: '/apply/select-premium-indication' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply for Coverage' })).toBeTruthy();
  });

  it('users who cannot bind are refused', async () => {
    const { location } = renderSelect({
      user: makeUser({
        canBind: false,
        permissions: [{ platform: 'DEFAULT', canQuote: true, canBind: false }],
      }),
    });
    await waitFor(() => expect(location()).not.toBe('/apply/select-client'));
    expect(screen.queryByRole('heading', { name: 'Apply for Coverage' })).toBeNull();
  });

  it('a bare step path without an application being worked on leads to Apply for Coverage', async () => {
    const { location } = renderSelect({ path: '/apply/application/business-details' });
    await waitFor(() => expect(location()).toBe('/apply/select-client'));
  });

  it('a bare step path opens that step of the application being worked on', async () => {
    sessionStorage.setItem('almanac.apply.currentApplication', 'app-7');
    const { location } = renderSelect({
      path: '/apply/application/business-details',
      handlers: { GetApplication: () => gqlError('NOT_FOUND', 'no') },
    });
    await waitFor(() => expect(location()).toBe('/apply/application/app-7/business-details'));
  });

  it('the electronic transactions agreement page is public', async () => {
    renderApp({ path: '/electronic-transactions-agreement', fetch: fakeGraphql({}).fetch });
    expect(await screen.findByRole('heading', { level: 1, name: ELECTRONIC_AGREEMENT.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Withdrawing your consent' })).toBeTruthy();
  });
});
