import { programDates } from '@almanac/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeGraphql, gqlError, type FakeHandler } from '../../test/fake-graphql.js';
import { makeClient, makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { initialQuoterState, type QuoterState } from './model/wizard.js';
import { QUOTER_STORAGE_KEY, quoterStateAtom } from './state/atoms.js';

const store = getDefaultStore();
const setQuoter = (state: Partial<QuoterState>) =>
  store.set(quoterStateAtom, { ...initialQuoterState, ownerId: 'u1', ...state });
const stored = () =>
  (JSON.parse(sessionStorage.getItem(QUOTER_STORAGE_KEY) ?? 'null') as { state: QuoterState })?.state;

const me: FakeHandler<'CurrentUser'> = () => ({ data: { currentUser: makeUser() } });
const clients = [
  makeClient('c1', 'ada@example.com', { firstName: 'Ada', lastName: 'Lovelace' }),
  makeClient('c2', 'grace@navy.mil', { firstName: 'Grace', lastName: 'Hopper' }),
];

beforeEach(() => {
  store.set(quoterStateAtom, initialQuoterState);
  sessionStorage.clear();
});

describe('quoter entry', () => {
  it('sends direct entry to a step without a program to select-program', async () => {
    const { location } = renderApp({
      path: '/quoter/excess-precip/select-location',
      token: 't',
      fetch: fakeGraphql({ CurrentUser: me }).fetch,
    });
    await waitFor(() => expect(location()).toBe('/quoter/select-program'));
  });

  it('sends a step past the furthest visited one back to it', async () => {
    setQuoter({ program: 'HTC', diligentEffort: true, furthestStep: 0 });
    const { location } = renderApp({
      path: '/quoter/high-temp/select-period',
      token: 't',
      fetch: fakeGraphql({
        CurrentUser: me,
        GetUserClients: () => ({ data: { getUserClients: { items: [], count: 0 } } }),
      }).fetch,
    });
    await waitFor(() => expect(location()).toBe('/quoter/high-temp/select-client'));
  });

  it('drops quoter state another user left in this tab', async () => {
    store.set(quoterStateAtom, { ...initialQuoterState, ownerId: 'someone-else', program: 'LTC' });
    renderApp({ path: '/quoter/select-program', token: 't', fetch: fakeGraphql({ CurrentUser: me }).fetch });
    await screen.findByRole('heading', { name: 'Select a program' });
    await waitFor(() => expect(stored()).toMatchObject({ ownerId: 'u1', program: null }));
  });
});

describe('select program and diligent effort', () => {
  it('shows the category tabs, all eleven cards and the four programs that can be chosen', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/quoter/select-program', token: 't', fetch: fakeGraphql({ CurrentUser: me }).fetch });
    await screen.findByRole('heading', { name: 'Select a program' });
    for (const tab of ['View All', 'Precipitation', 'Solar', 'Snowfall', 'Temperature', 'Wind'])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(screen.getAllByRole('button', { name: /^Select / })).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: /is unavailable$/ })).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Request Custom Structuring' }).getAttribute('href')).toBe(
      '/premium-indication-request',
    );

    await user.click(screen.getByRole('tab', { name: 'Temperature' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'See details of High Temperature' }));
    const dialog = await screen.findByRole('dialog', { name: 'High Temperature' });
    for (const label of ['What', 'Who', 'Where', 'Application Deadline'])
      expect(within(dialog).getByText(label)).toBeTruthy();
    expect(within(dialog).getByText('20 days before the policy period begins.')).toBeTruthy();
  });

  it('choosing a program opens diligent effort; Get Started sets the flag and opens the first step', async () => {
    const user = userEvent.setup();
    const { location } = renderApp({
      path: '/quoter/select-program',
      token: 't',
      fetch: fakeGraphql({
        CurrentUser: me,
        GetUserClients: () => ({ data: { getUserClients: { items: [], count: 0 } } }),
      }).fetch,
    });
    await user.click(await screen.findByRole('button', { name: 'Select Excess Precipitation' }));
    await waitFor(() => expect(location()).toBe('/quoter/diligent-effort'));
    expect(stored()).toMatchObject({ program: 'HPC', furthestStep: 0 });
    await screen.findByRole('heading', { name: 'Heads up...' });
    expect(screen.getByRole('heading', { name: 'What We Need From You' })).toBeTruthy();

    const select = screen.getByLabelText('State');
    await user.selectOptions(select, 'NY');
    expect(await screen.findByText('Coverage is not available in New York')).toBeTruthy();
    const getStarted = screen.getByRole('button', { name: /Get Started/ }) as HTMLButtonElement;
    expect(getStarted.disabled).toBe(true); // no cover there: nothing to start
    await user.selectOptions(select, 'CO');
    expect(getStarted.disabled).toBe(false);
    expect(await screen.findByText('We do not require completion of a form for this state.')).toBeTruthy();
    await user.selectOptions(select, 'FL');
    const link = await screen.findByRole('link', { name: /Download Florida form/ });
    expect(link.getAttribute('href')).toBe('/diligent-effort/FL.pdf');

    await user.click(screen.getByRole('button', { name: /Get Started/ }));
    await waitFor(() => expect(location()).toBe('/quoter/excess-precip/select-client'));
    expect(stored()).toMatchObject({ program: 'HPC', diligentEffort: true });
  });
});

describe('select client', () => {
  it('searches, needs a selection to assign, validates and adds a new client', async () => {
    setQuoter({ program: 'LPC', diligentEffort: true });
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: me,
      GetUserClients: () => ({ data: { getUserClients: { items: clients, count: clients.length } } }),
      CreateClientUser: (call) => ({
        data: {
          createClientUser: makeClient('c3', call.variables.email, {
            firstName: call.variables.firstName,
            lastName: call.variables.lastName,
          }),
        },
      }),
    });
    const { location } = renderApp({ path: '/quoter/select-client', token: 't', fetch: fake.fetch });
    const dialog = await screen.findByRole('dialog', { name: 'Select Client' });
    await within(dialog).findByText('Ada Lovelace');
    expect(fake.calls.find((c) => c.operationName === 'GetUserClients')!.variables).toEqual({ limit: 200 });
    const assign = within(dialog).getByRole('button', { name: 'Assign Client' }) as HTMLButtonElement;
    expect(assign.disabled).toBe(true);

    await user.type(within(dialog).getByLabelText('Search clients'), 'navy');
    await waitFor(() => expect(within(dialog).queryByText('Ada Lovelace')).toBeNull());
    expect(within(dialog).getByText('Grace Hopper')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: /Add new client/ }));
    const add = within(dialog).getByRole('button', { name: 'Add Client' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true); // until the form is valid
    await user.click(within(dialog).getByLabelText(/First Name/));
    await user.click(within(dialog).getByLabelText(/Last Name/));
    await user.click(within(dialog).getByLabelText(/^Email/));
    await user.click(within(dialog).getByLabelText(/First Name/));
    expect(await within(dialog).findByText('first name is required')).toBeTruthy();
    expect(within(dialog).getByText('last name is required')).toBeTruthy();
    expect(within(dialog).getByText('valid email is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/First Name/), 'Katherine');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Johnson');
    await user.type(within(dialog).getByLabelText(/^Email/), 'kj@nasa.gov');
    await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    await waitFor(() => expect(assign.disabled).toBe(false));
    expect(fake.calls.find((c) => c.operationName === 'CreateClientUser')!.variables).toEqual({
      firstName: 'Katherine',
      lastName: 'Johnson',
      email: 'kj@nasa.gov',
    });

    await user.click(assign);
    await waitFor(() => expect(location()).toBe('/quoter/select-location'));
    expect(stored()).toMatchObject({
      client: { _id: 'c3', firstName: 'Katherine', lastName: 'Johnson', email: 'kj@nasa.gov' },
      furthestStep: 1,
    });
  });

  it('finds a client by "last first", company or e-mail, as the Clients area does', async () => {
    setQuoter({ program: 'LPC', diligentEffort: true });
    const user = userEvent.setup();
    const dana = makeClient('c9', 'dana@harbor.example', {
      firstName: 'Dana',
      lastName: 'Reyes',
      companyName: 'Harbor & Field',
    });
    renderApp({
      path: '/quoter/select-client',
      token: 't',
      fetch: fakeGraphql({
        CurrentUser: me,
        GetUserClients: () => ({
          data: { getUserClients: { count: clients.length + 1, items: [...clients, dana] } },
        }),
      }).fetch,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select Client' });
    await within(dialog).findByText('Dana Reyes');
    const search = within(dialog).getByLabelText('Search clients');
    for (const text of ['reyes dana', 'Dana Reyes', 'field', 'harbor.example']) {
      await user.clear(search);
      await user.type(search, text);
      await waitFor(() => expect(within(dialog).queryByText('Ada Lovelace')).toBeNull());
      expect(within(dialog).getByText('Dana Reyes'), text).toBeTruthy();
    }
    await user.clear(search);
    await user.type(search, 'reyes blake');
    expect(await within(dialog).findByText('No client matches your search.')).toBeTruthy();
  });

  it('says when the client list cannot be loaded; the step may be saved for later', async () => {
    setQuoter({ program: 'LTC', diligentEffort: true });
    const user = userEvent.setup();
    const { location } = renderApp({
      path: '/quoter/low-temp/select-client',
      token: 't',
      fetch: fakeGraphql({
        CurrentUser: me,
        GetUserClients: () =>
          gqlError('ValidationError', 'Cannot query field "getUserClients" on type "Query".'),
      }).fetch,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select Client' });
    expect(await within(dialog).findByText('Your client list could not be loaded.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Save for later' }));
    await waitFor(() => expect(location()).toBe('/quoter/low-temp/select-location'));
    expect(stored()).toMatchObject({ client: null, furthestStep: 1 });
  });
});

describe('select client with a client carried over', () => {
  it('Continue opens select-location and stays there (the client step does not loop)', async () => {
    // Picking another program keeps the client and starts its flow at the client step.
    setQuoter({
      program: 'HTC',
      diligentEffort: true,
      furthestStep: 0,
      client: { _id: 'c1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
    });
    const user = userEvent.setup();
    const { location } = renderApp({
      path: '/quoter/high-temp/select-client',
      token: 't',
      fetch: fakeGraphql({
        CurrentUser: me,
        GetUserClients: () => ({ data: { getUserClients: { items: clients, count: clients.length } } }),
      }).fetch,
    });
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    await waitFor(() => expect(location()).toBe('/quoter/high-temp/select-location'));
    await screen.findByRole('heading', { level: 1, name: 'Select locations' });
    expect(location()).toBe('/quoter/high-temp/select-location');
    expect(stored()).toMatchObject({ furthestStep: 1, client: { _id: 'c1' } });
  });
});

describe('select period and the coverage step', () => {
  const location = {
    locations: [{ id: 'a', lat: 27.875, lng: -82.375, name: 'Tampa', state: 'FL', weight: 100, cpcId: 9490 }],
    dataset: 'CPC' as const,
    totalPercentage: 100,
    weightsEdited: false,
  };

  it('offers the presets, checks a custom range and shows start, end, days and deadline', async () => {
    setQuoter({ program: 'LPC', diligentEffort: true, location, furthestStep: 2 });
    const user = userEvent.setup();
    const dates = programDates('LPC', new Date(), '2026-11-19');
    const fake = fakeGraphql({
      CurrentUser: me,
      GetLPCDates: () => ({
        data: { getLPCDates: { ...dates, latestEndDate: dates.latestEndDate, presets: [...dates.presets] } },
      }),
      GetDatasetMetaDataV4: () => ({
        data: {
          getDatasetMetaDataV4: {
            id: 'cpc_precip_us-daily',
            properties: { end_datetime: '2026-11-19T00:00:00.000Z', origin: 'demo' },
          },
        },
      }),
    });
    const { location: at } = renderApp({ path: '/quoter/select-period', token: 't', fetch: fake.fetch });
    await screen.findByText('3 months');
    expect(fake.calls.find((c) => c.operationName === 'GetLPCDates')!.variables).toEqual({
      programType: 'LPC',
    });
    const summary = screen.getByRole('heading', { name: 'Policy period' }).parentElement!;
    const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    expect(within(summary).getByText(us(dates.startDate))).toBeTruthy();
    expect(within(summary).getByText(String(dates.days))).toBeTruthy();
    expect(within(summary).getByText(us(dates.deadlineDate))).toBeTruthy();
    // The dataset by its name, not its id (issue 27).
    expect(
      await screen.findByText(
        'Latest CPC US unified daily precipitation (0.25 deg) data: 11/19/2026 (demo climate data).',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/cpc_precip_us-daily/)).toBeNull();

    await user.click(screen.getByText('Custom range'));
    const start = screen.getByLabelText(/Start date/) as HTMLInputElement;
    const end = screen.getByLabelText(/End date/) as HTMLInputElement;
    fireEvent.change(start, { target: { value: dates.startDate } });
    fireEvent.change(end, { target: { value: dates.startDate } });
    expect(await screen.findByText('The policy period must be at least 30 days long.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Continue/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(end, { target: { value: dates.presets[0]!.endDate } });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Continue/ }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    await waitFor(() => expect(at()).toBe('/quoter/select-options'));
    expect(stored()!.policyPeriod).toEqual({
      startDate: dates.startDate,
      endDate: dates.presets[0]!.endDate,
      days: dates.presets[0]!.days,
      applicationDeadline: dates.deadlineDate,
      preset: null,
    });
    expect(await screen.findByRole('heading', { name: 'Customize Coverage' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Start Over/ }));
    await waitFor(() => expect(at()).toBe('/quoter/select-program'));
    expect(stored()).toMatchObject({ program: null, location: null, policyPeriod: null });
  });
});

describe('quote saved: Begin Application', () => {
  const savedState = { program: 'HPC' as const, diligentEffort: true };
  const open = (user: ReturnType<typeof makeUser>, screens: { path: string; access: 'bind' }[] = []) => {
    setQuoter(savedState);
    return renderApp({
      path: '/quoter/quote-saved',
      token: 't',
      fetch: fakeGraphql({ CurrentUser: () => ({ data: { currentUser: user } }) }).fetch,
      screens,
    });
  };

  it('is not offered to an agent who may not bind', async () => {
    open(
      makeUser({ canBind: false, permissions: [{ platform: 'DEFAULT', canQuote: true, canBind: false }] }),
    );
    await screen.findByRole('heading', { name: 'Your premium indication has been saved!' });
    expect(screen.queryByRole('button', { name: /Begin Application/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Begin Application/ })).toBeNull();
  });

  it("with the quote's client: creates the application and opens its form", async () => {
    setQuoter({
      ...savedState,
      client: { _id: 'c1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      optionTerms: { netPremium: 100, savedQuoteId: 'q9' },
    });
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: makeUser() } }),
      CreateInsuranceApplication: () => ({
        data: { createInsuranceApplication: { id: 'app-9', quoteId: 'q9', status: 'DRAFT' } },
      }),
    });
    const { location } = renderApp({
      path: '/quoter/quote-saved',
      token: 't',
      fetch: fake.fetch,
      screens: [{ path: '/apply/application/:id', access: 'bind' }],
    });
    await screen.findByRole('heading', { name: 'Your premium indication has been saved!' });
    fireEvent.click(screen.getByRole('button', { name: /Begin Application/ }));
    await waitFor(() => expect(location()).toBe('/apply/application/app-9'));
    const call = fake.calls.find((c) => c.operationName === 'CreateInsuranceApplication')!;
    expect(call.variables).toEqual({ client: 'c1', quote: 'q9' });
  });

  it('without a client: opens Apply for Coverage with the indication preselected', async () => {
    setQuoter({ ...savedState, optionTerms: { netPremium: 100, savedQuoteId: 'q9' } });
    const fake = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: makeUser() } }) });
    const { location } = renderApp({ path: '/quoter/quote-saved', token: 't', fetch: fake.fetch });
    await screen.findByRole('heading', { name: 'Your premium indication has been saved!' });
    fireEvent.click(screen.getByRole('button', { name: /Begin Application/ }));
    await waitFor(() => expect(location()).toBe('/apply/select-client?quote=q9'));
    expect(fake.calls.some((c) => c.operationName === 'CreateInsuranceApplication')).toBe(false);
  });
});
