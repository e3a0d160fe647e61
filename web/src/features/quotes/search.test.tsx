import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeGraphql, type FakeHandler } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { QuoteAreaRoutes } from '../../test/area-routes.js';
import { getQuotesCalls, inputOf, quotesHandler } from '../../test/quote-list-fixtures.js';

const me: FakeHandler<'CurrentUser'> = () => ({ data: { currentUser: makeUser() } });

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function openSearch(handler: FakeHandler<'GetQuotes'>, path = '/search') {
  const fake = fakeGraphql({ CurrentUser: me, GetQuotes: handler });
  const app = renderApp({ path, token: 't', fetch: fake.fetch, routes: <QuoteAreaRoutes /> });
  const input = await screen.findByRole('searchbox', { name: 'Search by client name, e-mail or ID' });
  return { ...app, fake, input };
}

describe('Search (/search)', () => {
  it('waits until typing rests for a second and asks the server only above 2 characters', async () => {
    const { fake, input, location } = await openSearch(quotesHandler(4));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(input, 'da');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(location()).toBe('/search?q=da');
    expect(screen.getByText('Keep typing…')).toBeTruthy();
    expect(getQuotesCalls(fake.calls)).toHaveLength(0);

    await user.type(input, 'n');
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(getQuotesCalls(fake.calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(getQuotesCalls(fake.calls)).toHaveLength(1));
    expect(getQuotesCalls(fake.calls)[0]!.variables).toEqual({
      input: { page: 1, limit: 15, sortBy: 'createdAt', sortDirection: 'DESC', search: 'dan' },
      type: 'parametric',
    });

    // Spaces around the text do not count: "  d " is one character.
    await user.clear(input);
    await user.type(input, '  d ');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByText('Keep typing…')).toBeTruthy();
    expect(getQuotesCalls(fake.calls)).toHaveLength(1);
  });

  it('types quickly into one request', async () => {
    const { fake, input } = await openSearch(quotesHandler(4));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(input, 'harbor');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(getQuotesCalls(fake.calls)).toHaveLength(1));
    expect(inputOf(getQuotesCalls(fake.calls)[0]!).search).toBe('harbor');
    expect(await screen.findByText('Client 1')).toBeTruthy();
  });

  it('needs at least 1 character to submit', async () => {
    const user = userEvent.setup();
    const { fake } = await openSearch(quotesHandler(4));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter at least 1 character to search.')).toBeTruthy();
    expect(getQuotesCalls(fake.calls)).toHaveLength(0);
  });

  it('shows the first 15 matches and how many there are, without a footer', async () => {
    const { fake } = await openSearch(quotesHandler(40), '/search?q=client');
    const table = await screen.findByRole('table', { name: 'Search results' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(15));
    expect(inputOf(getQuotesCalls(fake.calls)[0]!)).toMatchObject({ page: 1, limit: 15, search: 'client' });
    expect(
      screen.getByText('Showing the first 15 of 40 matches. Refine your search to narrow them down.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(within(table).queryByRole('rowgroup', { name: /foot/i })).toBeNull();
    expect(table.querySelector('tfoot')).toBeNull();
  });

  it('selects rows with the checkbox without opening them; a row click opens the quote', async () => {
    const user = userEvent.setup();
    const { location } = await openSearch(quotesHandler(3), '/search?q=client');
    const table = await screen.findByRole('table', { name: 'Search results' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));

    const box = within(table).getByRole('checkbox', { name: 'Select premium indication q-2' });
    // What a person clicks: the box drawn inside the checkbox's label, or the cell around it.
    await user.click(box.closest('label')!.querySelector('[data-part="control"]')!);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    await user.click(box.closest('td')!);
    expect(screen.getByText('1 selected')).toBeTruthy();
    await user.click(within(table).getByRole('checkbox', { name: 'Select all on this page' }));
    await waitFor(() => expect(screen.getByText('3 selected')).toBeTruthy());
    // No navigation followed: a row click navigates inside the click (user-event wraps it in act),
    // so the location is already final here; no need to wait 1.5 s for a change that never comes.
    expect(location()).toBe('/search?q=client');

    await user.click(within(table).getByText('Client 3'));
    await waitFor(() => expect(location()).toBe('/quotes/q-3'));
    expect(await screen.findByText('Details of q-3')).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    await openSearch(quotesHandler(0), '/search?q=nobody');
    expect(await screen.findByText('No premium indications match “nobody”')).toBeTruthy();
  });
});
