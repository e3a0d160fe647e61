import { CLIENT_EMAIL_TAKEN_MESSAGE, clientEmailChangeMessages, errorMessages } from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGraphql, gqlError, type FakeHandler } from '../../test/fake-graphql.js';
import { makeClient, makeUser, notOnboarded } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { QuoteAreaRoutes } from '../../test/area-routes.js';
import type { ClientUser } from '../../shared/clients/clients-api.js';
import { getQuotesCalls, inputOf, makeQuoteItem, quotesHandler } from '../../test/quote-list-fixtures.js';

const me: FakeHandler<'CurrentUser'> = () => ({ data: { currentUser: makeUser() } });

const dana: ClientUser = {
  _id: 'c1',
  email: 'dana@harbor.com',
  pendingEmail: null,
  profile: {
    firstName: 'Dana',
    lastName: 'Reyes',
    phone: '813-555-0100',
    companyName: 'Harbor Landscaping',
    address1: '100 Bay St',
    address2: 'Suite 4',
    city: 'Tampa',
    state: 'FL',
    zipcode: '33602',
    country: 'US',
  },
};
const ada = makeClient('c2', 'ada@example.com', { firstName: 'Ada', lastName: 'Lovelace' });

const clientsAnswer =
  (...items: ClientUser[]): FakeHandler<'GetUserClients'> =>
  () => ({ data: { getUserClients: { items, count: items.length } } });

const forClient = (clientId: string) => (n: number) =>
  makeQuoteItem(n, { clientId, clientName: 'Dana Reyes', clientFirstName: 'Dana', clientLastName: 'Reyes' });

describe('/clients', () => {
  it('goes straight on to the first client', async () => {
    const fake = fakeGraphql({
      CurrentUser: me,
      GetUserClients: clientsAnswer(dana, ada),
      GetQuotes: quotesHandler(0),
    });
    const { location } = renderApp({ path: '/clients', token: 't', fetch: fake.fetch });
    await waitFor(() => expect(location()).toBe('/clients/c1'));
    expect(await screen.findByRole('heading', { name: 'Dana Reyes' })).toBeTruthy();
    expect(fake.calls.find((c) => c.operationName === 'GetUserClients')!.variables).toEqual({ limit: 200 });
  });

  it('says "No Clients" and adds one: Save waits for a valid form', async () => {
    const user = userEvent.setup();
    const created = makeClient('c9', 'kj@nasa.gov', { firstName: 'Katherine', lastName: 'Johnson' });
    let clients: ClientUser[] = [];
    const fake = fakeGraphql({
      CurrentUser: me,
      GetUserClients: () => ({ data: { getUserClients: { items: clients, count: clients.length } } }),
      CreateClientUser: () => {
        clients = [created];
        return { data: { createClientUser: created } };
      },
      GetQuotes: quotesHandler(0),
    });
    const { location } = renderApp({ path: '/clients', token: 't', fetch: fake.fetch });
    expect(await screen.findByText('No Clients')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const first = within(dialog).getByLabelText(/First Name/);
    const last = within(dialog).getByLabelText(/Last Name/);
    const email = within(dialog).getByLabelText(/^Email/);
    await user.click(first);
    await user.click(last);
    await user.click(email);
    await user.click(first);
    expect(await within(dialog).findByText('first name is required')).toBeTruthy();
    expect(within(dialog).getByText('last name is required')).toBeTruthy();
    expect(within(dialog).getByText('valid email is required')).toBeTruthy();

    await user.type(first, 'Katherine');
    await user.type(last, 'Johnson');
    await user.type(email, 'kj@nasa');
    expect(save.disabled).toBe(true);
    await user.type(email, '.gov');
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);

    await waitFor(() => expect(location()).toBe('/clients/c9'));
    expect(fake.calls.find((c) => c.operationName === 'CreateClientUser')!.variables).toEqual({
      firstName: 'Katherine',
      lastName: 'Johnson',
      email: 'kj@nasa.gov',
    });
    expect(await screen.findByRole('heading', { name: 'Katherine Johnson' })).toBeTruthy();
    expect(screen.getByText('Katherine Johnson was added')).toBeTruthy();
  });

  it('tells a user who cannot quote yet how to get there', async () => {
    const fake = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: notOnboarded() } }) });
    renderApp({ path: '/clients', token: 't', fetch: fake.fetch });
    expect(await screen.findByText('Clients come with quoting')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/getting-started');
    expect(fake.calls.some((c) => c.operationName === 'GetUserClients')).toBe(false);
  });

  it('shows why a new client was refused', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: me,
      GetUserClients: clientsAnswer(),
      CreateClientUser: () => gqlError('INVALID_PERMISSIONS', 'not yours'),
    });
    renderApp({ path: '/clients', token: 't', fetch: fake.fetch });
    await user.click(await screen.findByRole('button', { name: 'Add Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
    await user.type(within(dialog).getByLabelText(/First Name/), 'Kim');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Lee');
    await user.type(within(dialog).getByLabelText(/^Email/), 'kim@agency.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(errorMessages.INVALID_PERMISSIONS)).toBeTruthy();
  });
});

describe('adding a client whose e-mail one of yours has', () => {
  it('keeps the dialog open and says the e-mail belongs to one of your clients', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: me,
      GetUserClients: clientsAnswer(),
      CreateClientUser: () => gqlError('EMAIL_ALREADY_REGISTERED', CLIENT_EMAIL_TAKEN_MESSAGE),
    });
    const { location } = renderApp({ path: '/clients', token: 't', fetch: fake.fetch });
    await user.click(await screen.findByRole('button', { name: 'Add Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
    await user.type(within(dialog).getByLabelText(/First Name/), 'Grace');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Hopper');
    await user.type(within(dialog).getByLabelText(/^Email/), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CLIENT_EMAIL_TAKEN_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add Client' })).toBeTruthy();
    expect(location()).toBe('/clients');
  });
});

describe('/clients/{id}', () => {
  it("shows the client list, the client's details and their quotes", async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: me,
      GetUserClients: clientsAnswer(dana, ada),
      GetQuotes: quotesHandler(12, forClient('c1')),
    });
    const { location } = renderApp({
      path: '/clients/c1',
      token: 't',
      fetch: fake.fetch,
      routes: <QuoteAreaRoutes />,
    });

    expect(await screen.findByRole('heading', { name: 'Dana Reyes' })).toBeTruthy();
    expect(screen.getByText('813-555-0100')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'dana@harbor.com' }).getAttribute('href')).toBe(
      'mailto:dana@harbor.com',
    );
    for (const line of ['100 Bay St', 'Suite 4', 'Tampa, FL 33602', 'US'])
      expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getAllByText('Harbor Landscaping').length).toBeGreaterThan(0);

    const list = screen.getByRole('navigation', { name: 'Clients' });
    expect(
      within(list)
        .getByRole('link', { name: /Dana Reyes/ })
        .getAttribute('aria-current'),
    ).toBe('page');

    const table = await screen.findByRole('table', { name: 'Premium indications of this client' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(getQuotesCalls(fake.calls)[0]!.variables).toEqual({
      input: { page: 1, limit: 10, sortBy: 'createdAt', sortDirection: 'DESC' },
      type: 'parametric',
      clientId: 'c1',
    });
    expect(within(table).queryByRole('columnheader', { name: 'Client' })).toBeNull();
    // The long ID gives way at 1280 px so the Status column shows.
    expect(within(table).queryByRole('columnheader', { name: 'ID' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    expect(screen.getByText(/Showing 1–10 of/).textContent).toBe('Showing 1–10 of 12 premium indications');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(inputOf(getQuotesCalls(fake.calls).at(-1)!)).toMatchObject({ page: 2 });

    await user.click(within(table).getByRole('button', { name: 'Limit' }));
    await waitFor(() =>
      expect(getQuotesCalls(fake.calls).at(-1)!.variables).toEqual({
        input: { page: 1, limit: 10, sortBy: 'limitOfLiability', sortDirection: 'ASC' },
        type: 'parametric',
        clientId: 'c1',
      }),
    );

    // Rows answer q-1, q-2, q-3… in order (the header is row 0).
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3));
    await user.click(within(within(table).getAllByRole('row')[3]!).getAllByRole('cell')[1]!);
    await waitFor(() => expect(location()).toBe('/quotes/q-3'));
    expect(await screen.findByText('Details of q-3')).toBeTruthy();
  });

  it('searches the client list and opens another client', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: me,
      GetUserClients: clientsAnswer(dana, ada),
      GetQuotes: quotesHandler(0),
    });
    const { location } = renderApp({ path: '/clients/c1', token: 't', fetch: fake.fetch });
    const list = await screen.findByRole('navigation', { name: 'Clients' });
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'lovelace');
    await waitFor(() => expect(within(list).queryByText('Dana Reyes')).toBeNull());
    await user.click(within(list).getByRole('link', { name: /Ada Lovelace/ }));
    await waitFor(() => expect(location()).toBe('/clients/c2'));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(await screen.findByText('No premium indications yet')).toBeTruthy();
    expect(getQuotesCalls(fake.calls).at(-1)!.variables.clientId).toBe('c2');
  });

  it('shows the not-found page for a client the agent does not have', async () => {
    const fake = fakeGraphql({ CurrentUser: me, GetUserClients: clientsAnswer(dana) });
    renderApp({ path: '/clients/nope', token: 't', fetch: fake.fetch });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('a new e-mail awaiting confirmation from the old address is said so, and the old one stays shown', async () => {
    const user = userEvent.setup();
    let current = dana;
    const fake = fakeGraphql({
      CurrentUser: me,
      GetUserClients: () => ({ data: { getUserClients: { items: [current, ada], count: 2 } } }),
      GetQuotes: quotesHandler(0),
      UpdateClientUser: (call) => {
        current = { ...dana, pendingEmail: call.variables.input.email ?? null };
        return { data: { updateClientUser: current } };
      },
    });
    renderApp({ path: '/clients/c1', token: 't', fetch: fake.fetch });
    await user.click(await screen.findByRole('button', { name: 'Edit Dana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const email = within(dialog).getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'dana.new@harbor.com');
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);

    const notice = clientEmailChangeMessages.pending('dana@harbor.com', 'dana.new@harbor.com');
    expect(await screen.findByText(notice)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Client' })).toBeNull());
    expect(screen.getAllByText('dana@harbor.com').length).toBeGreaterThan(0);
    // Opening the form again shows the pending change beside the e-mail.
    await user.click(screen.getByRole('button', { name: 'Edit Dana Reyes' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Client' });
    expect(within(again).getByText(notice)).toBeTruthy();
  });

  it('edits the client: Save waits for a valid change, then the details show it', async () => {
    const user = userEvent.setup();
    let current = dana;
    const fake = fakeGraphql({
      CurrentUser: me,
      GetUserClients: () => ({ data: { getUserClients: { items: [current, ada], count: 2 } } }),
      GetQuotes: quotesHandler(0),
      UpdateClientUser: (call) => {
        const { email, ...profile } = call.variables.input;
        current = makeClient('c1', email ?? current.email, profile);
        return { data: { updateClientUser: current } };
      },
    });
    renderApp({ path: '/clients/c1', token: 't', fetch: fake.fetch });
    await user.click(await screen.findByRole('button', { name: 'Edit Dana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect((within(dialog).getByLabelText('State') as HTMLSelectElement).value).toBe('FL');

    const first = within(dialog).getByLabelText(/First Name/);
    const email = within(dialog).getByLabelText(/^Email/);
    await user.clear(first);
    await user.tab();
    expect(await within(dialog).findByText('first name is required')).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.type(first, 'Danielle');

    await user.clear(email);
    await user.tab();
    expect(await within(dialog).findByText('email is required')).toBeTruthy();
    await user.type(email, 'danielle@harbor');
    expect(await within(dialog).findByText('valid email is required')).toBeTruthy();
    await user.type(email, '.com');

    // A phone left empty is no phone; the rest of the address is optional.
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.clear(within(dialog).getByLabelText('Address Line 2'));
    await user.selectOptions(within(dialog).getByLabelText('State'), 'GA');
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);

    expect(await screen.findByText('Updated Successfully!')).toBeTruthy();
    expect(fake.calls.find((c) => c.operationName === 'UpdateClientUser')!.variables).toEqual({
      client: 'c1',
      input: {
        firstName: 'Danielle',
        lastName: 'Reyes',
        email: 'danielle@harbor.com',
        phone: null,
        companyName: 'Harbor Landscaping',
        address1: '100 Bay St',
        address2: null,
        city: 'Tampa',
        state: 'GA',
        country: 'US',
        zipcode: '33602',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Client' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Danielle Reyes' })).toBeTruthy();
    expect(screen.getByText('Tampa, GA 33602')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Clients' })).getByRole('link', {
        name: /Danielle Reyes/,
      }),
    ).toBeTruthy();
  });

  it("keeps the edit open with the server's message when the update fails", async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: me,
      GetUserClients: clientsAnswer(dana),
      GetQuotes: quotesHandler(0),
      UpdateClientUser: () => gqlError('VALIDATION_ERROR', 'phone is not valid'),
    });
    renderApp({ path: '/clients/c1', token: 't', fetch: fake.fetch });
    await user.click(await screen.findByRole('button', { name: 'Edit Dana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    await user.type(within(dialog).getByLabelText('City'), ' Bay');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('phone is not valid')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Client' })).toBeTruthy();
  });
});
