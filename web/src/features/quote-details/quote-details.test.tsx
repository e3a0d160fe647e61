/**
 * /quotes/{id} through the app's routes with the GraphQL boundary stubbed
 * (docs/requirements.md#quote-details, #entity-quote, #validation-begin-application,
 * #purchase-availability): the header and status, the Kentucky TBD breakdown, the Activity timeline
 * (order and audience), attaching a client, deleting (confirm, navigate, refusal), the Begin
 * Application rules and tooltips with the liftApplicationDeadline flag, and the not-found state.
 */
import {
  addDays,
  expiryTexts,
  formatUsDate,
  purchaseBlockMessages,
  quotingToday,
  UNSAVED_OPTION_MESSAGE,
} from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FLAGS_STORAGE_KEY } from '../../lib/feature-flags.js';
import type { CurrentUser } from '../../lib/session/index.js';
import { fakeGraphql, type FakeHandlers, gqlError } from '../../test/fake-graphql.js';
import { makeClient, makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { makeQuote } from '../../test/quote-fixtures.js';
import type { ContractSummary, QuoteDetails, TimelineEvent } from './model/quote-details.js';
import { SUBMITTED_DELETE_REASON } from './routes/quote-details-page.js';

const today = quotingToday(new Date());
const day = (n: number) => addDays(today, n);

const event = (
  eventDate: string,
  eventName: string,
  audience: string[],
  description = '',
): TimelineEvent => ({
  eventDate,
  eventName,
  eventType: 'QUOTE_SAVED',
  description,
  audience,
});

/** A saved HPC quote starting in 30 days (deadline in 10), created today, with Ada attached. */
function detailsQuote(over: Partial<QuoteDetails> = {}): QuoteDetails {
  const start = day(30);
  return {
    ...makeQuote({ id: 'q1', strike: 12, exhaust: 18, netPremium: 4321.5 }),
    programType: 'ExcessRainfall',
    programTitle: 'Excess Precipitation',
    status: 'Saved',
    createdAt: `${today}T12:00:00.000Z`,
    updatedAt: `${today}T12:00:00.000Z`,
    savedAt: `${today}T12:00:00.000Z`,
    frozenAt: null,
    riskPeriod: { startDate: start, endDate: addDays(start, 61), days: 62 },
    applicationDeadline: addDays(start, -20),
    expirationDate: addDays(start, -20),
    clientId: 'c1',
    clientName: 'Ada Lovelace',
    clientEmail: 'ada@example.com',
    clientPhone: '(813) 555-0100',
    limit: { unit: 'USD', vector: [100_000] },
    locations: {
      features: [
        {
          geometry: { coordinates: [-82.375, 27.875] },
          properties: { state: 'FL', weight: 0.6, cpcId: 9490 },
        },
        {
          geometry: { coordinates: [-81.375, 28.625] },
          properties: { state: 'FL', weight: 0.4, cpcId: 9494 },
        },
      ],
    },
    history: [event(`${today}T12:00:00.000Z`, 'Premium indication created', ['Agent'])],
    ...over,
  };
}

function renderDetails(
  quote: QuoteDetails | (() => QuoteDetails),
  {
    user = makeUser(),
    handlers = {},
    startEarly = false,
  }: {
    user?: CurrentUser;
    handlers?: FakeHandlers;
    startEarly?: boolean;
  } = {},
) {
  const quoteOf = typeof quote === 'function' ? quote : () => quote;
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: user } }),
    GetQuote: () => ({ data: { getQuote: quoteOf() } }),
    GetContractByQuoteId: () => ({ data: { getContractByQuoteId: null } }),
    ...handlers,
  });
  const utils = renderApp({
    path: '/quotes/q1',
    token: 't',
    fetch: fake.fetch,
    startEarly,
  });
  return { ...utils, fake };
}

/** The application made from q1 as getContractByQuoteId answers it: a draft, nothing signed. */
function contractOf(over: Partial<ContractSummary> = {}): ContractSummary {
  return {
    id: 'app-1',
    status: 'DRAFT',
    policyNumber: null,
    policyStatus: null,
    boundAt: null,
    paymentDueDate: addDays(day(30), -15),
    expiryReason: null,
    reviewDetails: null,
    clientSignature: null,
    payment: null,
    documents: [],
    history: [],
    ...over,
  };
}

const callsOf = (fake: ReturnType<typeof fakeGraphql>, op: string) =>
  fake.calls.filter((c) => c.operationName === op);

const heading = () => screen.findByRole('heading', { level: 1, name: 'Excess Precipitation' });
const beginButton = () =>
  screen.queryByRole('button', { name: 'Begin Application' }) as HTMLButtonElement | null;
const deleteButton = () => screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
/** The text of the element(s) an element's aria-describedby points to. */
const descriptionOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('quote details: header, panels and coverage', () => {
  it('takes the quote the app asked for at start-up, beside the current user (issue 28)', async () => {
    const { fake } = renderDetails(detailsQuote(), { startEarly: true });
    expect(await screen.findAllByText('Ada Lovelace')).not.toHaveLength(0);
    const asked = fake.calls.map((c) => c.operationName);
    // Both left before the app rendered, the quote with the id of the address; the page asked for
    // neither again.
    expect(asked.slice(0, 2)).toEqual(['CurrentUser', 'GetQuote']);
    expect(fake.calls[1]!.variables).toEqual({ id: 'q1' });
    expect(asked.filter((name) => name === 'GetQuote')).toHaveLength(1);
    expect(asked.filter((name) => name === 'CurrentUser')).toHaveLength(1);
  });

  it('asks for the application made from the quote beside the quote, not after it (issue 28)', async () => {
    let contractAsked!: () => void;
    const asked = new Promise<void>((resolve) => (contractAsked = resolve));
    renderDetails(detailsQuote(), {
      handlers: {
        // The quote answers only once the application has been asked for: in a waterfall it never would.
        GetQuote: async () => {
          await asked;
          return { data: { getQuote: detailsQuote() } };
        },
        GetContractByQuoteId: () => {
          contractAsked();
          return { data: { getContractByQuoteId: null } };
        },
      },
    });
    expect(await screen.findAllByText('Ada Lovelace')).not.toHaveLength(0);
  });

  it('shows ID, Program and Status (Saved), the client, the breakdown and the coverage summary', async () => {
    renderDetails(detailsQuote());
    await heading();
    expect(screen.getByTestId('quote-id').textContent).toBe('q1');
    // In the header and in the coverage summary.
    expect(screen.getAllByText('Excess Precipitation (HPC)')).toHaveLength(2);
    expect(screen.getByTestId('quote-status').textContent).toBe('Saved');
    expect(screen.getByRole('link', { name: /Back to Premium Indications Table/ }).getAttribute('href')).toBe(
      '/quotes',
    );

    const client = screen.getByRole('region', { name: 'Client' });
    expect(within(client).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(client).getByRole('link', { name: 'ada@example.com' })).toBeTruthy();
    expect(within(client).getByText('(813) 555-0100')).toBeTruthy();

    const breakdown = screen.getByRole('region', { name: 'Price Breakdown' });
    expect(within(breakdown).getByText('$4,321.50')).toBeTruthy();
    expect(within(breakdown).getByText('$100.00')).toBeTruthy();
    expect(within(breakdown).getByText('$4,671.75')).toBeTruthy();

    const coverage = screen.getByRole('region', { name: 'Coverage Details' });
    const summary = within(coverage).getByLabelText('Coverage summary');
    for (const label of [
      'Program',
      'Policy Period',
      'Days',
      'Application Deadline',
      'Limit of Liability',
      'Trigger',
      'Exhaust',
      'Per-Inch Loss',
      'Premium Recovery',
    ]) {
      expect(within(summary).getByText(label)).toBeTruthy();
    }
    expect(within(summary).getByText('$100,000.00')).toBeTruthy();
    expect(within(summary).getByText('18.00 in')).toBeTruthy();
    expect(within(summary).getByText('62')).toBeTruthy();
    // Locations (3 decimals for CPC, weights as percentages), the index summary and the chart.
    expect(within(coverage).getByText('27.875, -82.375')).toBeTruthy();
    expect(within(coverage).getByText('60.00%')).toBeTruthy();
    expect(within(coverage).getByTestId('index-minimum').textContent).toBe('11.00 in');
    expect(within(coverage).getByTestId('index-maximum').textContent).toBe('13.00 in');
    expect(within(coverage).getByRole('figure', { name: /Payout profile/ })).toBeTruthy();
  });

  it('lists the historical payouts as observed and as if today, with their averages', async () => {
    // Observed 11, 12, 13 in; as if today 12, 13, 14 in (a wetting trend moved to the policy year).
    const quote = makeQuote({
      id: 'q1',
      strike: 12,
      exhaust: 18,
      netPremium: 4321.5,
      asIfToday: (y) => y - 2009,
    });
    renderDetails(detailsQuote({ ...quote }));
    await heading();
    const history = screen.getByRole('region', { name: 'Historical Payouts' });
    expect(within(history).getByRole('columnheader', { name: 'Payout, as if today' })).toBeTruthy();
    expect(
      within(history).getByText(/Would have paid in 1 of 3 years as observed, 2 as if today\./),
    ).toBeTruthy();
    const rows = within(history).getAllByRole('row');
    // Newest first: 2023 at 13.00 in observed ($16,666.67) and 14.00 in as if today ($33,333.33).
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2023', '13.00 in', '14.00 in', '$16,666.67', '$33,333.33']);
    const footer = rows.at(-1)!;
    expect(within(footer).getByText('$5,555.56')).toBeTruthy();
    expect(within(footer).getByText('$16,666.67')).toBeTruthy();
  });

  it('a submitted quote: status Submitted, no Begin Application, Delete disabled with the reason', async () => {
    renderDetails(detailsQuote({ frozenAt: `${today}T13:00:00.000Z`, status: 'Submitted' }));
    await heading();
    expect(screen.getByTestId('quote-status').textContent).toBe('Submitted');
    expect(beginButton()).toBeNull();
    expect(deleteButton().disabled).toBe(true);
    expect(descriptionOf(deleteButton())).toBe(SUBMITTED_DELETE_REASON);
  });

  it('Kentucky (the server answers taxes unavailable): TBD taxes and gross with the note', async () => {
    renderDetails(
      detailsQuote({
        locationState: 'KY',
        taxStatus: 'unavailable',
        taxMessage: 'Tax information unavailable at this time.',
        estimatedGrossPremium: null,
        estimatedTaxesAndFees: null,
        estimatedTotalTaxesNoStamping: null,
        stampingFee: null,
      }),
    );
    await heading();
    const breakdown = screen.getByRole('region', { name: 'Price Breakdown' });
    expect(within(breakdown).getAllByText('TBD')).toHaveLength(4);
    expect(within(breakdown).getByText('Tax information unavailable at this time.')).toBeTruthy();
    expect(within(breakdown).getByText('$4,321.50')).toBeTruthy();
  });
});

describe('Activity timeline', () => {
  it("merges the quote's and the contract's events for Agent, oldest first", async () => {
    const quote = detailsQuote({
      history: [
        event('2026-01-05T10:00:00.000Z', 'Shared with ada@example.com', ['Agent'], 'E-mailed a summary'),
        event('2026-01-01T09:00:00.000Z', 'Premium indication created', ['Agent', 'Client']),
        event('2026-01-03T09:00:00.000Z', 'Client only note', ['Client']),
        event('2026-01-02T09:00:00.000Z', 'Client attached', ['Agent']),
      ],
    });
    renderDetails(quote, {
      handlers: {
        GetContractByQuoteId: (call) => {
          expect(call.variables).toEqual({ quoteId: 'q1' });
          return {
            data: {
              getContractByQuoteId: contractOf({
                id: 'k1',
                history: [
                  event('2026-01-04T08:00:00Z', 'Application started', ['Agent']),
                  event('2026-01-06T08:00:00Z', 'Client reviewed', ['Client']),
                ],
              }),
            },
          };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Activity timeline' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    const names = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent);
    expect(names).toEqual([
      'Premium indication created',
      'Client attached',
      'Application started',
      'Shared with ada@example.com',
    ]);
    expect(within(list).getByText('E-mailed a summary')).toBeTruthy();
    expect(within(list).queryByText('Client only note')).toBeNull();
    expect(within(list).queryByText('Client reviewed')).toBeNull();
  });
});

describe('attach client', () => {
  it('opens Select Client, attaches the chosen client and refetches the quote', async () => {
    const user = userEvent.setup();
    let attached = false;
    const { fake } = renderDetails(
      () =>
        attached
          ? detailsQuote()
          : detailsQuote({ clientId: null, clientName: null, clientEmail: null, clientPhone: null }),
      {
        handlers: {
          GetUserClients: () => ({
            data: {
              getUserClients: {
                items: [
                  makeClient('c1', 'ada@example.com', { firstName: 'Ada', lastName: 'Lovelace' }),
                  makeClient('c2', 'bob@example.com', { firstName: 'Bob', lastName: 'Builder' }),
                ],
                count: 2,
              },
            },
          }),
          AttachClientToQuote: (call) => {
            attached = true;
            return {
              data: {
                attachClientToQuote: {
                  id: String(call.variables.quote),
                  clientId: String(call.variables.client),
                },
              },
            };
          },
        },
      },
    );
    await heading();
    const panel = screen.getByRole('region', { name: 'Client' });
    expect(within(panel).getByText(/No client is attached/)).toBeTruthy();
    // Without a client, Begin Application stays available: it opens Apply for Coverage to pick one.
    expect(beginButton()!.disabled).toBe(false);

    await user.click(within(panel).getByRole('button', { name: /Attach client/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Client' });
    const assign = within(dialog).getByRole('button', { name: 'Assign Client' }) as HTMLButtonElement;
    expect(assign.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Search clients'), 'ada');
    await user.click(await within(dialog).findByRole('radio', { name: /Ada Lovelace/ }));
    await user.click(assign);

    await waitFor(() => expect(callsOf(fake, 'AttachClientToQuote')).toHaveLength(1));
    expect(callsOf(fake, 'AttachClientToQuote')[0]!.variables).toEqual({ quote: 'q1', client: 'c1' });
    await waitFor(() => expect(callsOf(fake, 'GetQuote').length).toBeGreaterThanOrEqual(2));
    expect(
      await within(screen.getByRole('region', { name: 'Client' })).findByText('Ada Lovelace'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Client' })).toBeNull());
    expect(beginButton()!.disabled).toBe(false);
  });

  it('without a client, Begin Application opens Apply for Coverage with the indication chosen', async () => {
    const user = userEvent.setup();
    const { fake, location } = renderDetails(
      detailsQuote({ clientId: null, clientName: null, clientEmail: null, clientPhone: null }),
      { handlers: { GetUserClients: () => ({ data: { getUserClients: { items: [], count: 0 } } }) } },
    );
    await heading();
    await user.click(beginButton()!);
    await waitFor(() => expect(location()).toBe('/apply/select-client?quote=q1'));
    expect(callsOf(fake, 'CreateInsuranceApplication')).toHaveLength(0);
  });

  it('keeps the dialog open with the error when attaching fails', async () => {
    const user = userEvent.setup();
    renderDetails(detailsQuote({ clientId: null, clientName: null, clientEmail: null, clientPhone: null }), {
      handlers: {
        GetUserClients: () => ({
          data: {
            getUserClients: {
              items: [makeClient('c2', 'bob@example.com', { firstName: 'Bob', lastName: 'Builder' })],
              count: 1,
            },
          },
        }),
        AttachClientToQuote: () => gqlError('INVALID_PERMISSIONS', 'nope'),
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: /Attach client/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Client' });
    await user.click(await within(dialog).findByRole('radio', { name: /Bob Builder/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign Client' }));
    expect(
      await within(dialog).findByText('You do not have permission to perform this action.'),
    ).toBeTruthy();
  });
});

describe('delete', () => {
  it('asks for confirmation, soft-deletes the parametric quote and goes to /quotes', async () => {
    const user = userEvent.setup();
    const { fake, location } = renderDetails(detailsQuote(), {
      handlers: { DeleteQuote: () => ({ data: { deleteQuote: true } }) },
    });
    await heading();
    await user.click(deleteButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Premium Indication' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(fake, 'DeleteQuote')).toHaveLength(0);

    await user.click(deleteButton());
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Premium Indication' })).getByRole(
        'button',
        {
          name: 'Confirm',
        },
      ),
    );
    await waitFor(() => expect(location()).toBe('/quotes'));
    expect(callsOf(fake, 'DeleteQuote')[0]!.variables).toEqual({
      quote: 'q1',
      quoteType: 'Parametric',
      deleteType: 'Soft',
    });
  });

  it("shows the server's refusal (the quote was submitted meanwhile) and stays", async () => {
    const user = userEvent.setup();
    const { location } = renderDetails(detailsQuote(), {
      handlers: {
        DeleteQuote: () => gqlError('VALIDATION_ERROR', 'A submitted premium indication cannot be deleted.'),
      },
    });
    await heading();
    await user.click(deleteButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Premium Indication' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('A submitted premium indication cannot be deleted.')).toBeTruthy();
    expect(location()).toBe('/quotes/q1');
  });
});

describe('Begin Application', () => {
  it('creates the application for the quote and its client and opens the form', async () => {
    const user = userEvent.setup();
    const { location, fake } = renderDetails(detailsQuote(), {
      handlers: {
        CreateInsuranceApplication: () => ({
          data: { createInsuranceApplication: { id: 'app-1', quoteId: 'q1', status: 'DRAFT' } },
        }),
      },
    });
    await heading();
    expect(beginButton()!.disabled).toBe(false);
    expect(beginButton()!.getAttribute('aria-describedby')).toBeNull();
    await user.click(beginButton()!);
    await waitFor(() => expect(location()).toBe('/apply/application/app-1'));
    expect(callsOf(fake, 'CreateInsuranceApplication')[0]!.variables).toEqual({ client: 'c1', quote: 'q1' });
  });

  it('shows a refusal from the server under the actions (Application too early)', async () => {
    const user = userEvent.setup();
    const { location } = renderDetails(detailsQuote(), {
      handlers: { CreateInsuranceApplication: () => gqlError('APPLICATION_TOO_EARLY', 'too early') },
    });
    await heading();
    await user.click(beginButton()!);
    expect((await screen.findByRole('alert')).textContent).toContain('Application too early');
    expect(location()).toBe('/quotes/q1');
  });

  it("shows the application's status and the way to it once one exists", async () => {
    renderDetails(detailsQuote(), {
      handlers: {
        GetContractByQuoteId: () => ({
          data: { getContractByQuoteId: contractOf() },
        }),
      },
    });
    await heading();
    const state = await screen.findByTestId('application-state');
    expect(within(state).getByText('Draft')).toBeTruthy();
    expect(within(state).getByRole('link', { name: 'Continue Application' }).getAttribute('href')).toBe(
      '/apply/application/app-1',
    );
  });

  const cases: {
    name: string;
    quote: () => QuoteDetails;
    user?: CurrentUser;
    message: string;
    lifted: boolean;
  }[] = [
    {
      name: 'inception more than 60 days away',
      quote: () =>
        detailsQuote({
          riskPeriod: { startDate: day(90), endDate: day(150), days: 61 },
          applicationDeadline: day(70),
        }),
      message: purchaseBlockMessages.inceptionWindow,
      lifted: true,
    },
    {
      name: 'application deadline passed',
      quote: () =>
        detailsQuote({
          riskPeriod: { startDate: day(10), endDate: day(70), days: 61 },
          applicationDeadline: day(-10),
        }),
      message: 'The application deadline has passed. Deadline is 20 days from the inception date.',
      lifted: true,
    },
    {
      name: 'created 120 days or more before inception',
      quote: () =>
        detailsQuote({
          createdAt: `${day(-80)}T12:00:00.000Z`,
          riskPeriod: { startDate: day(50), endDate: day(110), days: 61 },
          applicationDeadline: day(30),
        }),
      message: purchaseBlockMessages.expired,
      lifted: true,
    },
    {
      name: 'no bind permission',
      quote: () => detailsQuote(),
      user: makeUser({
        canBind: false,
        permissions: [{ platform: 'DEFAULT', canQuote: true, canBind: false }],
      }),
      message: purchaseBlockMessages.noBind,
      lifted: false,
    },
  ];

  for (const c of cases) {
    it(`is disabled with the spec's tooltip: ${c.name}`, async () => {
      renderDetails(c.quote(), { user: c.user });
      await heading();
      expect(beginButton()!.disabled).toBe(true);
      expect(descriptionOf(beginButton()!)).toBe(c.message);
    });

    it(`liftApplicationDeadline ${c.lifted ? 'lifts' : 'does not lift'}: ${c.name}`, async () => {
      localStorage.setItem(FLAGS_STORAGE_KEY, JSON.stringify({ liftApplicationDeadline: true }));
      renderDetails(c.quote(), { user: c.user });
      await heading();
      expect(beginButton()!.disabled).toBe(!c.lifted);
      if (!c.lifted) expect(descriptionOf(beginButton()!)).toBe(c.message);
    });
  }

  it('shows the reason in a tooltip on hover', async () => {
    const user = userEvent.setup();
    renderDetails(
      detailsQuote({
        riskPeriod: { startDate: day(90), endDate: day(150), days: 61 },
        applicationDeadline: day(70),
      }),
    );
    await heading();
    await user.hover(beginButton()!.parentElement!);
    await waitFor(() =>
      expect(screen.getAllByText(purchaseBlockMessages.inceptionWindow).length).toBeGreaterThanOrEqual(2),
    );
  });
});

describe('the tax note', () => {
  it('says where the state comes from: the client once one is attached, the largest location before', async () => {
    const app = renderDetails(detailsQuote());
    await heading();
    expect(screen.getByText(/the client's state when it is on file/)).toBeTruthy();
    expect(screen.queryByText(/until a client is attached/)).toBeNull();
    app.unmount();
    renderDetails(detailsQuote({ clientId: null, clientName: null, clientEmail: null }));
    await heading();
    expect(screen.getByText(/until a client is attached/)).toBeTruthy();
  });
});

describe('an option that was priced but never saved', () => {
  it('opens as never saved, with no status and no Begin Application, Delete or Attach client', async () => {
    renderDetails(detailsQuote({ savedAt: null }));
    expect(await screen.findByRole('heading', { name: 'This option was never saved' })).toBeTruthy();
    expect(screen.getByText(UNSAVED_OPTION_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the Premium Calculator' }).getAttribute('href')).toBe(
      '/quoter/select-program',
    );
    for (const name of [/Begin Application/, /Delete/, /Attach client/])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByTestId('quote-status')).toBeNull();
  });
});

describe('unknown or forbidden quotes', () => {
  it('INVALID_PERMISSIONS: not found, with a way back to the list', async () => {
    renderDetails(detailsQuote(), {
      handlers: { GetQuote: () => gqlError('INVALID_PERMISSIONS', 'You do not have permission') },
    });
    expect(await screen.findByText('Premium indication not found')).toBeTruthy();
    expect(screen.getByText(/is not yours to see/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Premium Indications' }).getAttribute('href')).toBe(
      '/quotes',
    );
  });

  it('a null answer is not found too; other failures offer Try Again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderDetails(detailsQuote(), {
      handlers: {
        GetQuote: () =>
          fail ? gqlError('Lambda:Unhandled', 'boom') : { data: { getQuote: detailsQuote() } },
      },
    });
    expect(await screen.findByText('We could not load this premium indication')).toBeTruthy();
    expect(screen.getByText('Internal Server Error')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Try Again/ }));
    await heading();
  });

  it('a null answer shows not found', async () => {
    renderDetails(detailsQuote(), { handlers: { GetQuote: () => ({ data: { getQuote: null } }) } });
    expect(await screen.findByText('Premium indication not found')).toBeTruthy();
  });
});

describe('the application and the policy', () => {
  /** The panel's rows, label → value. */
  const facts = () => {
    const list = screen.getByLabelText('Contract state');
    return Object.fromEntries(
      Array.from(list.querySelectorAll('dt')).map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]),
    );
  };
  const signedApplication = {
    id: 'app-1.application.pdf',
    fileName: 'application-app-1.pdf',
    mimetype: 'application/pdf',
    kind: 'APPLICATION',
    createdAt: `${day(-3)}T10:00:00.000Z`,
  };
  const declarations = {
    id: 'app-1.policy.pdf',
    fileName: 'ALM-HPC-2027-000042.pdf',
    mimetype: 'application/pdf',
    kind: 'POLICY',
    createdAt: `${day(-1)}T10:00:00.000Z`,
  };

  it('a bound policy: its number and status, the decision, the signature, the masked payment and the documents with links', async () => {
    const { fake } = renderDetails(
      detailsQuote({ frozenAt: `${day(-5)}T10:00:00.000Z`, status: 'Submitted' }),
      {
        handlers: {
          GetContractByQuoteId: () => ({
            data: {
              getContractByQuoteId: contractOf({
                status: 'APPROVED',
                policyNumber: 'ALM-HPC-2027-000042',
                policyStatus: 'Active',
                boundAt: `${day(-1)}T10:00:00.000Z`,
                reviewDetails: {
                  isApproved: true,
                  reviewDate: `${day(-4)}T10:00:00.000Z`,
                  clientMessage: 'Within appetite.',
                },
                clientSignature: { date: day(-2) },
                payment: {
                  method: 'ACH',
                  maskedAccountNumber: '••••6789',
                  accountType: 'CHECKING',
                  depositoryName: 'First Bank',
                  paidAt: `${day(-1)}T10:00:00.000Z`,
                  collection: 'ACH_AUTHORIZED',
                },
                documents: [signedApplication, declarations],
              }),
            },
          }),
          GetContractDocumentUrl: (call) => ({
            data: { getSignedUrl: `https://files.test/${call.variables.file}` },
          }),
        },
      },
    );
    const panel = await screen.findByRole('region', { name: 'Policy' });
    expect(within(panel).getByTestId('contract-state').textContent).toBe('Approved · Active');
    expect(facts()).toEqual({
      'Policy Number': 'ALM-HPC-2027-000042',
      'Bound On': formatUsDate(day(-1)),
      Underwriting: `Approved on ${formatUsDate(day(-4))}`,
      'Message from the Underwriter': 'Within appetite.',
      'Client Signed': formatUsDate(day(-2)),
      // An authorisation, not money received.
      Payment: `ACH · Checking ••••6789 (First Bank) · Debit authorized on ${formatUsDate(day(-1))}; the bank debit is pending`,
    });
    // Bound: no payment is due any more.
    expect(within(panel).queryByText('Payment Due')).toBeNull();
    expect(
      (await within(panel).findByRole('link', { name: 'Download Signed Application' })).getAttribute('href'),
    ).toBe('https://files.test/app-1.application.pdf');
    expect(
      (await within(panel).findByRole('link', { name: 'Download Policy Declarations' })).getAttribute('href'),
    ).toBe('https://files.test/app-1.policy.pdf');
    expect(fake.calls.filter((c) => c.operationName === 'GetContractDocumentUrl')).toHaveLength(2);
  });

  it('an application waiting for an underwriter: its status, when payment is due, no policy yet', async () => {
    renderDetails(detailsQuote(), {
      handlers: {
        GetContractByQuoteId: () => ({
          data: {
            getContractByQuoteId: contractOf({ status: 'PENDING_APPROVAL', documents: [signedApplication] }),
          },
        }),
        GetContractDocumentUrl: () => ({ data: { getSignedUrl: 'https://files.test/a' } }),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Application' });
    expect(within(panel).getByTestId('contract-state').textContent).toBe('Pending Approval');
    expect(facts()).toEqual({
      'Payment Due': formatUsDate(addDays(day(30), -15)),
      Underwriting: 'Waiting for an underwriter',
    });
    expect(await within(panel).findByRole('link', { name: 'Download Signed Application' })).toBeTruthy();
  });

  it("a rejected application shows the underwriter's decision and notes, and no documents yet", async () => {
    renderDetails(detailsQuote(), {
      handlers: {
        GetContractByQuoteId: () => ({
          data: {
            getContractByQuoteId: contractOf({
              status: 'REJECTED',
              reviewDetails: {
                isApproved: false,
                reviewDate: `${day(-1)}T10:00:00.000Z`,
                clientMessage: 'Limit too high for this basin.',
              },
            }),
          },
        }),
      },
    });
    await screen.findByRole('region', { name: 'Application' });
    expect(screen.getByTestId('contract-state').textContent).toBe('Rejected');
    expect(facts()).toEqual({
      Underwriting: `Rejected on ${formatUsDate(day(-1))}`,
      'Message from the Underwriter': 'Limit too high for this basin.',
    });
    expect(
      screen.getByText('The signed application and, once bound, the policy documents will be here.'),
    ).toBeTruthy();
  });

  it('an expired application says why', async () => {
    renderDetails(detailsQuote(), {
      handlers: {
        GetContractByQuoteId: () => ({
          data: { getContractByQuoteId: contractOf({ status: 'EXPIRED', expiryReason: 'UNPAID' }) },
        }),
      },
    });
    await screen.findByRole('region', { name: 'Application' });
    expect(facts()).toEqual({ Expired: expiryTexts.UNPAID });
  });

  it('a policy paid by wire reads as a wire transfer', async () => {
    renderDetails(detailsQuote(), {
      handlers: {
        GetContractByQuoteId: () => ({
          data: {
            getContractByQuoteId: contractOf({
              status: 'APPROVED',
              policyNumber: 'ALM-HPC-2027-000043',
              policyStatus: 'Active',
              payment: {
                method: 'WIRE',
                maskedAccountNumber: null,
                accountType: null,
                depositoryName: null,
                paidAt: `${day(-1)}T10:00:00.000Z`,
                collection: 'WIRE_RECEIVED',
              },
            }),
          },
        }),
      },
    });
    await screen.findByRole('region', { name: 'Policy' });
    expect(facts().Payment).toBe(`Wire transfer · Received on ${formatUsDate(day(-1))}`);
  });

  it('no panel before an application exists', async () => {
    renderDetails(detailsQuote());
    await heading();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Activity timeline' })).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Application' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Policy' })).toBeNull();
  });
});
