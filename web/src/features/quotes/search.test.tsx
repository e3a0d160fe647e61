import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUOTE_SEARCH_DEBOUNCE_MS } from '@almanac/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeGraphql, type FakeHandler } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { QuoteAreaRoutes } from '../../test/area-routes.js';
import { getQuotesCalls, inputOf, quotesHandler } from '../../test/quote-list-fixtures.js';

const me: FakeHandler<'CurrentUser'> = () => ({ data: { currentUser: makeUser() } });

/** The field as it reads after the keystrokes (the debounce is what is tested, not the keys). */
const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function openSearch(handler: FakeHandler<'GetQuotes'>, path = '/search') {
  const fake = fakeGraphql({ CurrentUser: me, GetQuotes: handler });
  const app = renderApp({ path, token: 't', fetch: fake.fetch, routes: <QuoteAreaRoutes /> });
  const input = await screen.findByRole('searchbox', { name: 'Search by client name, e-mail or ID' });
  return { ...app, fake, input };
}

describe('Search (/search)', () => {
  // Fake time moves only when the test moves it (no shouldAdvanceTime): however slow the machine,
  // the debounce sees exactly the milliseconds below, so 1 ms short of it must not ask the server.
  // Typing is fireEvent.change (what the field holds after each keystroke): user-event and
  // waitFor wait on setTimeout, which the fake clock would hold forever.
  it('waits until typing rests for a second and asks the server only above 2 characters', async () => {
    const { fake, input, location } = await openSearch(quotesHandler(4));
    vi.useFakeTimers();

    type(input, 'da');
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_SEARCH_DEBOUNCE_MS + 500));
    expect(location()).toBe('/search?q=da');
    expect(screen.getByText('Keep typing…')).toBeTruthy();
    expect(getQuotesCalls(fake.calls)).toHaveLength(0);

    type(input, 'dan');
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_SEARCH_DEBOUNCE_MS - 1));
    expect(location()).toBe('/search?q=da');
    expect(getQuotesCalls(fake.calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(location()).toBe('/search?q=dan');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(getQuotesCalls(fake.calls)).toHaveLength(1);
    expect(getQuotesCalls(fake.calls)[0]!.variables).toEqual({
      input: { page: 1, limit: 15, sortBy: 'createdAt', sortDirection: 'DESC', search: 'dan' },
      type: 'parametric',
    });

    // Spaces around the text do not count: "  d " is one character.
    type(input, '  d ');
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_SEARCH_DEBOUNCE_MS + 500));
    expect(screen.getByText('Keep typing…')).toBeTruthy();
    expect(getQuotesCalls(fake.calls)).toHaveLength(1);
  });

  it('types quickly into one request', async () => {
    const { fake, input } = await openSearch(quotesHandler(4));
    vi.useFakeTimers();
    // One keystroke every 300 ms: each restarts the second, so only the whole word is asked for.
    for (let end = 1; end <= 'harbor'.length; end += 1) {
      type(input, 'harbor'.slice(0, end));
      await act(() => vi.advanceTimersByTimeAsync(300));
    }
    expect(getQuotesCalls(fake.calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_SEARCH_DEBOUNCE_MS));
    expect(getQuotesCalls(fake.calls)).toHaveLength(1);
    expect(inputOf(getQuotesCalls(fake.calls)[0]!).search).toBe('harbor');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('Client 1')).toBeTruthy();
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
