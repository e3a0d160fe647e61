/**
 * Customize Coverage, Save & Share and Quote saved, through the app's routes with the GraphQL
 * boundary stubbed (docs/requirements.md#quoter-coverage-terms, #quoter-pricing, #validation-terms,
 * #error-codes): the terms' messages, the first option selected with its trigger and exhaust
 * copied, staleness and the Save & Share rules, the overload flow (RISK_OVERLOADED → modal → sync:
 * false → poll → options), Expand criteria, the no-offers and error panels, retries, the share
 * dialog and the quote-saved page.
 */
import {
  errorMessages,
  PRICING_TOOK_TOO_LONG_MESSAGE,
  type ProgramCode,
  rateOnLineTooHighMessage,
  triggerUnreachableMessage,
} from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateParametricCustomQuoteMutation } from '../../lib/graphql/generated/graphql.js';
import {
  fakeGraphql,
  type FakeAnswer,
  type FakeHandler,
  type FakeHandlers,
  gqlError,
} from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { FLAGS_STORAGE_KEY } from '../../lib/feature-flags.js';
import { pricingTiming } from './api/pricing-flow.js';
import type { PricedQuote, PricingRequestData } from '../../shared/quote/quote.js';
import { initialQuoterState, type QuoterState } from './model/wizard.js';
import { QUOTER_STORAGE_KEY, quoterStateAtom } from './state/atoms.js';
import { makeQuote, makeRequest } from '../../test/quote-fixtures.js';

const store = getDefaultStore();
const stored = () =>
  (JSON.parse(sessionStorage.getItem(QUOTER_STORAGE_KEY) ?? 'null') as { state: QuoterState })?.state;

const paths: Record<ProgramCode, string> = {
  HPC: '/quoter/excess-precip/select-options',
  LPC: '/quoter/select-options',
  HTC: '/quoter/high-temp/select-options',
  LTC: '/quoter/low-temp/select-options',
};

const location = {
  locations: [
    { id: 'a', lat: 27.875, lng: -82.375, name: 'Tampa', state: 'FL', weight: 60, cpcId: 9490 },
    { id: 'b', lat: 28.54, lng: -81.38, name: 'Orlando', state: 'FL', weight: 40, cpcId: null },
  ],
  dataset: 'CPC' as const,
  totalPercentage: 100,
  weightsEdited: false,
};
const period = {
  startDate: '2027-01-01',
  endDate: '2027-03-31',
  days: 90,
  applicationDeadline: '2026-12-12',
  preset: '3 months',
};
const ada = { _id: 'c1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

function startAt(program: ProgramCode, extra: Partial<QuoterState> = {}) {
  store.set(quoterStateAtom, {
    ...initialQuoterState,
    ownerId: 'u1',
    program,
    diligentEffort: true,
    location,
    policyPeriod: period,
    furthestStep: 3,
    ...extra,
  });
}

const indexAnswer =
  (over: { average?: number; min?: number; max?: number } = {}): FakeHandler<'GetIndexDataV2'> =>
  () => ({
    data: {
      getIndexDataV2: {
        average: 10,
        min: 6,
        max: 18,
        unit: 'inch',
        // Sorted 6, 7, 8, 9, 12, 18: the 1-in-5 wet level is 12 in, the wettest year 18 (the
        // suggested HPC layer); the 1-in-5 dry level 7 in, the driest year 6 (LPC).
        result: [
          { year: 2018, temp: 9 },
          { year: 2019, temp: 12 },
          { year: 2020, temp: 6 },
          { year: 2021, temp: 18 },
          { year: 2022, temp: 7 },
          { year: 2023, temp: 8 },
        ],
        dataOrigin: 'observed',
        dataset: { dclimateId: 'cpc_precip_us-daily', title: 'CPC' },
        ...over,
      },
    },
  });

const hpcQuotes = () => [
  makeQuote({ id: 'q12', strike: 12, exhaust: 18, isRequested: true, netPremium: 4321.5 }),
  makeQuote({ id: 'q11', strike: 11, exhaust: 17, netPremium: 6000 }),
  makeQuote({ id: 'q13', strike: 13, exhaust: 19, netPremium: 3000 }),
];

const created = (
  quotes: PricedQuote[],
  over: Partial<PricingRequestData> = {},
): FakeAnswer<CreateParametricCustomQuoteMutation> => ({
  data: { createParametricCustomQuote: makeRequest(quotes, over) },
});

function renderCoverage(program: ProgramCode, handlers: FakeHandlers) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: makeUser() } }),
    GetIndexDataV2: indexAnswer(),
    ...handlers,
  });
  const utils = renderApp({ path: paths[program], token: 't', fetch: fake.fetch });
  return { ...utils, fake };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;
const calculate = () => screen.getByRole('button', { name: /Calculate/ }) as HTMLButtonElement;
const saveShare = () => screen.getByRole('button', { name: /Save & Share/ }) as HTMLButtonElement;
const callsOf = (fake: ReturnType<typeof fakeGraphql>, op: string) =>
  fake.calls.filter((c) => c.operationName === op);

async function priceHpc(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(field('Trigger').value).toBe('12.00'));
  // Pasted: one change, not a render of the page per keystroke.
  await user.click(field('Limit of Liability'));
  await user.paste('100,000');
  await user.click(calculate());
}

beforeEach(() => {
  store.set(quoterStateAtom, initialQuoterState);
  sessionStorage.clear();
  pricingTiming.pollMs = 5;
  pricingTiming.retryDelaysMs = [0, 0, 0];
});

describe('terms and their messages', () => {
  // Two tests, values pasted (the messages follow a blur, not keystrokes): one long typed walk ran
  // out of its 15 s as the first test of the file on a loaded machine.
  it('excess rainfall: suggests terms from the history, the cap read-only, Calculate gated on a valid limit', async () => {
    startAt('HPC');
    const user = userEvent.setup();
    renderCoverage('HPC', {});
    // From the 1-in-5 wet level (12 in) to the wettest year (18 in); the cap is read-only.
    await waitFor(() => expect(field('Trigger').value).toBe('12.00'));
    expect(screen.getByRole('heading', { name: 'Customize Coverage' })).toBeTruthy();
    expect(field('Exhaust').value).toBe('18.00');
    expect(field('Daily Precipitation Cap').value).toBe('2.50 in');
    expect(field('Daily Precipitation Cap').readOnly).toBe(true);
    expect(calculate().disabled).toBe(true);

    await user.click(field('Limit of Liability'));
    await user.paste('0');
    await user.tab();
    expect(await screen.findByText('The amount provided is not valid.')).toBeTruthy();
    expect(calculate().disabled).toBe(true);
    await user.clear(field('Limit of Liability'));
    await user.paste('50000');
    expect(calculate().disabled).toBe(false);
  });

  it('excess rainfall: the trigger and exhaust messages, and invalid terms are not sent', async () => {
    startAt('HPC');
    const user = userEvent.setup();
    const { fake } = renderCoverage('HPC', {});
    await waitFor(() => expect(field('Trigger').value).toBe('12.00'));
    await user.click(field('Limit of Liability'));
    await user.paste('50000');

    await user.clear(field('Trigger'));
    await user.tab();
    expect(await screen.findByText('The trigger value must be greater than 0.')).toBeTruthy();
    await user.click(field('Trigger'));
    await user.paste('20');
    await user.tab();
    expect(await screen.findByText('The trigger value must be less than the exhaust value.')).toBeTruthy();
    await user.clear(field('Exhaust'));
    await user.paste('-1');
    await user.tab();
    expect(await screen.findByText('The exhaust value must be greater than 0.')).toBeTruthy();
    // Invalid terms are not sent.
    await user.click(calculate());
    expect(callsOf(fake, 'CreateParametricCustomQuote')).toHaveLength(0);
  });

  it('low rainfall: the exhaust must be below the trigger', async () => {
    startAt('LPC');
    const user = userEvent.setup();
    renderCoverage('LPC', {});
    // From the 1-in-5 dry level (7 in) to the driest year (6 in).
    await waitFor(() => expect(field('Trigger').value).toBe('7.00'));
    expect(field('Exhaust').value).toBe('6.00');
    await user.clear(field('Exhaust'));
    await user.type(field('Exhaust'), '9');
    await user.tab();
    expect(await screen.findByText('The exhaust value must be less than the trigger value.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Daily Precipitation Cap/)).toBeNull();
  });

  it('high temperature: the custom trigger must be below the history maximum (one decimal)', async () => {
    startAt('HTC', { location: { ...location, dataset: 'PRISM' } });
    const user = userEvent.setup();
    const { fake } = renderCoverage('HTC', { GetIndexDataV2: indexAnswer({ min: 60.2, max: 95.34 }) });
    expect(await screen.findByText(/At most 95.3 °F/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Other Pricing Options' })).toBeTruthy();
    expect(field('Trigger').readOnly).toBe(true);
    expect(field('Per-Degree Loss').readOnly).toBe(true);
    await user.type(field('Limit of Liability'), '25000');
    await user.type(field('Custom Trigger'), '99');
    await user.tab();
    expect(await screen.findByText('Custom trigger must be below 95.3')).toBeTruthy();
    await user.click(calculate());
    expect(callsOf(fake, 'CreateParametricQuote')).toHaveLength(0);
    expect(callsOf(fake, 'GetIndexDataV2')[0]!.variables).toMatchObject({
      type: 'HighTemp',
      input: { dataset: 'prism_temp_max-daily', units: 'deg_F' },
    });
  });

  it('low temperature: the custom trigger must be above the history minimum', async () => {
    startAt('LTC', { location: { ...location, dataset: 'PRISM' } });
    const user = userEvent.setup();
    renderCoverage('LTC', { GetIndexDataV2: indexAnswer({ min: 20.06, max: 40 }) });
    expect(await screen.findByText(/At least 20.1 °F/)).toBeTruthy();
    await user.type(field('Limit of Liability'), '25000');
    await user.type(field('Custom Trigger'), '20');
    await user.tab();
    expect(await screen.findByText('Custom trigger must be above 20.1')).toBeTruthy();
  });
});

describe('priced options', () => {
  it('selects the first option and copies its trigger and exhaust; another option copies its own', async () => {
    startAt('HPC');
    const user = userEvent.setup();
    const { fake } = renderCoverage('HPC', { CreateParametricCustomQuote: () => created(hpcQuotes()) });
    await priceHpc(user);

    const first = await screen.findByRole('radio', { name: /12.00 in/ });
    expect((first as HTMLInputElement).checked).toBe(true);
    expect(field('Trigger').value).toBe('12.00');
    expect(field('Exhaust').value).toBe('18.00');
    expect(field('Limit of Liability').value).toBe('100,000');
    expect(field('Premium Recovery').value).toBe('12.43 in');
    expect(field('Per-Inch Loss').value).toBe('$16,666.67');
    const breakdown = screen.getByRole('region', { name: 'Price Breakdown' });
    expect(within(breakdown).getByText('$4,321.50')).toBeTruthy();
    expect(within(breakdown).getByText('Agent Commission (10%)')).toBeTruthy();
    expect(screen.getByText(/Pays nothing at or below 12.00 in/)).toBeTruthy();

    const [call] = callsOf(fake, 'CreateParametricCustomQuote');
    expect(call!.variables).toMatchObject({
      dataset: 'cpc_precip_us-daily',
      limit: 100000,
      strike: 12,
      exhaust: 18,
      units: 'inch',
      currency: 'USD',
      start: '2027-01-01T00:00:00.000Z',
      end: '2027-03-31T00:00:00.000Z',
      weightedLocations: [
        { lat: 27.875, lon: -82.375, weight: 0.6 },
        { lat: 28.54, lon: -81.38, weight: 0.4 },
      ],
      targetMatch: false,
      sync: true,
    });
    expect(stored()!.results).toMatchObject({ selectedQuoteId: 'q12', maxPaymentAmount: 100000 });

    await user.click(screen.getByRole('radio', { name: /11.00 in/ }));
    await waitFor(() => expect(field('Trigger').value).toBe('11.00'));
    expect(field('Exhaust').value).toBe('17.00');
    expect(stored()!.results!.selectedQuoteId).toBe('q11');
    // Selecting an option does not make the terms stale.
    expect(saveShare().disabled).toBe(false);
  });

  it('changing the limit or the trigger makes the options stale; Save & Share waits for fresh terms', async () => {
    startAt('HPC');
    const user = userEvent.setup();
    renderCoverage('HPC', { CreateParametricCustomQuote: () => created(hpcQuotes()) });
    await priceHpc(user);
    await screen.findByRole('radio', { name: /12.00 in/ });
    expect(saveShare().disabled).toBe(false);

    await user.clear(field('Limit of Liability'));
    await user.paste('150000');
    expect(await screen.findByText('These options no longer match your terms')).toBeTruthy();
    expect(saveShare().disabled).toBe(true);
    expect(screen.getByText('The terms changed: calculate again to continue.')).toBeTruthy();

    await user.clear(field('Limit of Liability'));
    await user.paste('100000');
    await waitFor(() => expect(saveShare().disabled).toBe(false));

    await user.clear(field('Trigger'));
    await user.paste('12.5');
    await waitFor(() => expect(saveShare().disabled).toBe(true));
    // Invalid terms keep it disabled too.
    await user.clear(field('Trigger'));
    await waitFor(() => expect(screen.getByText('Correct the terms to continue.')).toBeTruthy());
  });

  it('keeps Save & Share disabled for a zero premium, and while the locations changed since pricing', async () => {
    startAt('HPC');
    const user = userEvent.setup();
    renderCoverage('HPC', {
      CreateParametricCustomQuote: () =>
        created([makeQuote({ id: 'z', strike: 12, exhaust: 18, netPremium: 0 })]),
    });
    await priceHpc(user);
    await screen.findByRole('radio', { name: /12.00 in/ });
    expect(saveShare().disabled).toBe(true);
    expect(screen.getByText('The selected option has no premium.')).toBeTruthy();
  });

  it('shows results priced earlier as stale when the wizard marked them so', async () => {
    const quotes = hpcQuotes();
    startAt('HPC', {
      results: { quotes, selectedQuoteId: 'q12', maxPaymentAmount: 100000, trigger: 12, exhaust: 18 },
      stale: true,
    });
    renderCoverage('HPC', {});
    expect(await screen.findByText(/Your locations or policy period changed/)).toBeTruthy();
    expect(field('Limit of Liability').value).toBe('100,000');
    expect(saveShare().disabled).toBe(true);
  });

  it('says when the options were priced on demo data, and shows TBD taxes in Kentucky', async () => {
    startAt('HPC');
    const user = userEvent.setup();
    renderCoverage('HPC', {
      CreateParametricCustomQuote: () =>
        created([makeQuote({ id: 'k', strike: 12, exhaust: 18, dataOrigin: 'demo', state: 'KY' })]),
    });
    await priceHpc(user);
    expect(await screen.findByText('Priced on demo data')).toBeTruthy();
    expect(screen.getAllByText('Demo data').length).toBeGreaterThan(0);
    const breakdown = screen.getByRole('region', { name: 'Price Breakdown' });
    expect(within(breakdown).getByText('Tax information unavailable at this time.')).toBeTruthy();
    expect(within(breakdown).getAllByText('TBD').length).toBeGreaterThanOrEqual(3);
  });
});

describe('pricing outcomes', () => {
  it('High Server Load: the request is repeated without sync and polled until DONE; the modal closes', async () => {
    startAt('HPC');
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let polls = 0;
    const { fake } = renderCoverage('HPC', {
      CreateParametricCustomQuote: (call) =>
        call.variables.sync
          ? gqlError('RISK_OVERLOADED', 'busy')
          : { data: { createParametricCustomQuote: makeRequest([], { status: 'PENDING', id: 'req-9' }) } },
      GetPricingRequest: async (call) => {
        expect(call.variables).toEqual({ id: 'req-9' });
        polls++;
        if (polls === 1) {
          await gate;
          return { data: { getPricingRequest: makeRequest([], { status: 'RUNNING', id: 'req-9' }) } };
        }
        return { data: { getPricingRequest: makeRequest(hpcQuotes(), { id: 'req-9' }) } };
      },
    });
    await priceHpc(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'High Server Load' });
    expect(
      within(dialog).getByText(
        'We are experiencing higher server load, our pricing server may take longer to respond than usual.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Syncing with data providers...')).toBeTruthy();
    release();
    expect(await screen.findByRole('radio', { name: /12.00 in/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'High Server Load' })).toBeNull());
    const creates = callsOf(fake, 'CreateParametricCustomQuote');
    expect(creates.map((c) => c.variables.sync)).toEqual([true, false]);
    expect(polls).toBe(2);
  });

  it('a queued request that fails reports its error in the panel', async () => {
    startAt('HPC');
    const user = userEvent.setup();
    renderCoverage('HPC', {
      CreateParametricCustomQuote: (call) =>
        call.variables.sync
          ? gqlError('RISK_OVERLOADED', 'busy')
          : { data: { createParametricCustomQuote: makeRequest([], { status: 'PENDING' }) } },
      GetPricingRequest: () => ({
        data: {
          getPricingRequest: makeRequest([], {
            status: 'FAILED',
            error: { code: 'RISK_API_ERROR', message: 'x' },
          }),
        },
      }),
    });
    await priceHpc(user);
    expect(
      await screen.findByText('We ran into an error while trying to calculate your risk. Please try again.'),
    ).toBeTruthy();
  });

  it('a queued request that never finishes: polling stops at the deadline and says so', async () => {
    startAt('HPC');
    const user = userEvent.setup();
    const saved = pricingTiming.maxWaitMs;
    pricingTiming.maxWaitMs = 30;
    try {
      renderCoverage('HPC', {
        CreateParametricCustomQuote: (call) =>
          call.variables.sync
            ? gqlError('RISK_OVERLOADED', 'busy')
            : { data: { createParametricCustomQuote: makeRequest([], { status: 'PENDING' }) } },
        GetPricingRequest: () => ({ data: { getPricingRequest: makeRequest([], { status: 'PENDING' }) } }),
      });
      await priceHpc(user);
      expect(await screen.findByText(PRICING_TOOK_TOO_LONG_MESSAGE, {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByRole('button', { name: /Try Again/ })).toBeTruthy();
    } finally {
      pricingTiming.maxWaitMs = saved;
    }
  });

  it('pricing too often says so', async () => {
    startAt('HPC');
    const user = userEvent.setup();
    renderCoverage('HPC', { CreateParametricCustomQuote: () => gqlError('TOO_MANY_REQUESTS', 'slow down') });
    await priceHpc(user);
    expect(await screen.findByText(errorMessages.TOO_MANY_REQUESTS)).toBeTruthy();
  });

  it("No option found.: the server's reason (the premium above the maximum rate on line) is shown above the catalogue's text; Expand criteria resends with targetMatch and shows the matched trigger", async () => {
    startAt('HPC');
    const user = userEvent.setup();
    const matched = { requestedTrigger: 12, matchedTrigger: 14 };
    const { fake } = renderCoverage('HPC', {
      CreateParametricCustomQuote: (call) =>
        call.variables.targetMatch
          ? created(
              [
                {
                  ...makeQuote({ id: 'm14', strike: 14, exhaust: 20, isRequested: true }),
                  targetMatch: matched,
                },
                makeQuote({ id: 'm15', strike: 15, exhaust: 21 }),
              ],
              { targetMatch: matched },
            )
          : gqlError('CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH', rateOnLineTooHighMessage(0.377, 0.35)),
    });
    await priceHpc(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'No option found.' });
    expect(
      within(dialog).getByText(
        'The premium for this trigger would be 37.7% of the limit; the rate on line must be at most 35%.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'We were not able to find an option for your initial inputs but we can try expanding the criteria to find the next available option?',
      ),
    ).toBeTruthy();
    // The footer's Close and the dialog's × button.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Expand criteria' }));

    expect(await screen.findByText(/The next available trigger is 14.00 in./)).toBeTruthy();
    expect(screen.getByText(/No option was available at a trigger of 12.00 in./)).toBeTruthy();
    expect(field('Trigger').value).toBe('14.00');
    expect(screen.getByText('Matched')).toBeTruthy();
    const creates = callsOf(fake, 'CreateParametricCustomQuote');
    expect(creates.map((c) => c.variables.targetMatch)).toEqual([false, true]);
    expect(creates[1]!.variables).toMatchObject({ strike: 12, exhaust: 18, sync: true });
  });

  it('with the price-match flag, no results open "No option found."; Close leaves Expand criteria on the page', async () => {
    localStorage.setItem(FLAGS_STORAGE_KEY, JSON.stringify({ priceMatch: true }));
    startAt('HTC', { location: { ...location, dataset: 'PRISM' } });
    const user = userEvent.setup();
    const { fake } = renderCoverage('HTC', {
      GetIndexDataV2: indexAnswer({ min: 60, max: 99 }),
      CreateParametricQuote: (call) => ({
        data: {
          createParametricQuote: makeRequest(
            call.variables.targetMatch
              ? [makeQuote({ program: 'HTC', id: 'h', strike: 96, exhaust: 99 })]
              : [],
          ),
        },
      }),
    });
    await user.type(await screen.findByLabelText(/^Limit of Liability/), '25000');
    await user.click(calculate());
    const dialog = await screen.findByRole('alertdialog', { name: 'No option found.' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /Expand criteria/ }));
    expect(await screen.findByRole('radio', { name: /Above 96.0°F/ })).toBeTruthy();
    expect(field('Trigger').value).toBe('96.0 °F');
    expect(callsOf(fake, 'CreateParametricQuote').map((c) => c.variables.targetMatch)).toEqual([false, true]);
    expect(callsOf(fake, 'CreateParametricQuote')[0]!.variables).toMatchObject({
      programType: 'HighTemp',
      dataset: 'prism_temp_max-daily',
      preferredStrike: null,
      units: 'deg_F',
      limit: 25000,
    });
  });

  it('no results: the no-offers panel with Start Over (back to select-program, state reset) and Contact Us', async () => {
    startAt('HPC');
    const user = userEvent.setup();
    const { location: at } = renderCoverage('HPC', { CreateParametricCustomQuote: () => created([]) });
    await priceHpc(user);
    expect(
      await screen.findByText(
        "At this time, we don't have any offers available for your selected parameters. Please contact us for more details.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Contact Us/ }).getAttribute('href')).toMatch(/^mailto:/);
    const panel = screen.getByRole('alert');
    await user.click(within(panel).getByRole('button', { name: /Start Over/ }));
    await waitFor(() => expect(at()).toBe('/quoter/select-program'));
    expect(stored()).toMatchObject({ program: null, location: null, policyPeriod: null, results: null });
  });

  it('error panel: the catalogue texts and Try Again', async () => {
    startAt('HPC');
    const user = userEvent.setup();
    const answers: FakeAnswer<CreateParametricCustomQuoteMutation>[] = [
      gqlError('RISK_API_ERROR', 'x'),
      gqlError('INSCIPHER_ERROR', 'x'),
      gqlError('VALIDATION_ERROR', triggerUnreachableMessage(225)),
      gqlError('INTERNAL_SERVER_ERROR', 'x'),
      created(hpcQuotes()),
    ];
    const { fake } = renderCoverage('HPC', { CreateParametricCustomQuote: () => answers.shift()! });
    await priceHpc(user);
    expect(
      await screen.findByText('We ran into an error while trying to calculate your risk. Please try again.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(
      await screen.findByText(
        'We ran into an error while trying to retrieve your estimated taxes. Please try again later.',
      ),
    ).toBeTruthy();
    // Refused input: the reason, never "We ran into an error" (issue 27: a 500 in trigger).
    await user.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(await screen.findByText(triggerUnreachableMessage(225))).toBeTruthy();
    expect(screen.getByText('These terms cannot be priced as entered:')).toBeTruthy();
    expect(screen.queryByText(/We ran into an error/)).toBeNull();
    await user.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(
      await screen.findByText(
        'We ran into an error while trying to retrieve your premium indications. Please adjust your inputs or try again later.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(await screen.findByRole('radio', { name: /12.00 in/ })).toBeTruthy();
    expect(callsOf(fake, 'CreateParametricCustomQuote')).toHaveLength(5);
  });

  it('a reload while Calculate runs starts the run again with the same terms and shows the options', async () => {
    startAt('HPC');
    const user = userEvent.setup();
    let answer!: (value: ReturnType<typeof created>) => void;
    const first = renderCoverage('HPC', {
      CreateParametricCustomQuote: () => new Promise((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(field('Trigger').value).toBe('12.00'));
    await user.type(field('Limit of Liability'), '100,000');
    await user.clear(field('Trigger'));
    await user.type(field('Trigger'), '12.5');
    await user.click(calculate());
    await waitFor(() => expect(callsOf(first.fake, 'CreateParametricCustomQuote')).toHaveLength(1));
    // The page goes away before the answer (a reload); the kept state is all the next page has.
    first.unmount();
    answer(created(hpcQuotes()));

    const second = renderCoverage('HPC', { CreateParametricCustomQuote: () => created(hpcQuotes()) });
    expect(await screen.findByRole('radio', { name: /12.00 in/ })).toBeTruthy();
    expect(callsOf(second.fake, 'CreateParametricCustomQuote')).toHaveLength(1);
    expect(callsOf(second.fake, 'CreateParametricCustomQuote')[0]!.variables).toMatchObject({
      limit: 100000,
      strike: 12.5,
    });
    expect(stored()).toMatchObject({ pendingRun: null });
    expect(stored()!.results!.quotes).toHaveLength(3);
  });

  it('retries quote creation up to 3 times on network errors', async () => {
    startAt('HPC');
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: makeUser() } }),
      GetIndexDataV2: indexAnswer(),
      CreateParametricCustomQuote: () => created(hpcQuotes()),
    });
    let failures = 0;
    let failuresLeft = 3;
    const flaky: typeof fetch = async (input, init) => {
      const op = (JSON.parse(String(init?.body ?? '{}')) as { operationName?: string }).operationName;
      if (op === 'CreateParametricCustomQuote' && failuresLeft > 0) {
        failuresLeft--;
        failures++;
        throw new TypeError('Failed to fetch');
      }
      return fake.fetch(input, init);
    };
    renderApp({ path: paths.HPC, token: 't', fetch: flaky });
    await priceHpc(user);
    expect(await screen.findByRole('radio', { name: /12.00 in/ })).toBeTruthy();
    expect(failures).toBe(3);

    // A fourth failure in a row is reported.
    failuresLeft = 4;
    await user.click(calculate());
    expect(
      await screen.findByText(
        'We ran into an error while trying to retrieve your premium indications. Please adjust your inputs or try again later.',
      ),
    ).toBeTruthy();
    expect(failures).toBe(7);
    expect(callsOf(fake, 'CreateParametricCustomQuote')).toHaveLength(1);
  });
});

describe('Save & Share and Quote saved', () => {
  it('completes the step, saves for the client, shares, goes to quote-saved and resets the quoter', async () => {
    startAt('HPC', { client: ada });
    const user = userEvent.setup();
    const { fake, location: at } = renderCoverage('HPC', {
      CreateParametricCustomQuote: () => created(hpcQuotes()),
      SaveLPCInsuranceQuote: (call) => ({
        data: { saveLPCInsuranceQuote: { id: String(call.variables.quote), savedAt: 'now', clientId: 'c1' } },
      }),
      SharePrecipInsuranceQuote: () => ({ data: { sharePrecipInsuranceQuote: true } }),
    });
    await priceHpc(user);
    await user.click(await screen.findByRole('radio', { name: /13.00 in/ }));
    await user.click(saveShare());
    expect(stored()!.optionTerms).toEqual({
      netPremium: 3000,
      strike: 13,
      exhaust: 19,
      maxPaymentAmount: 100000,
      dailyPrecipitationCap: 2.5,
      savedQuoteId: 'q13',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Save & Share' });
    const toClient = within(dialog).getByRole('checkbox', { name: 'E-mail Ada Lovelace (ada@example.com)' });
    expect((toClient as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByText('E-mail other addresses'));
    const list = within(dialog).getByLabelText(/^E-mail addresses/);
    await user.type(list, 'bob@example.com, carol@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save & Share' }));
    expect(await within(dialog).findByText('Valid email(s) required')).toBeTruthy();
    expect(callsOf(fake, 'SaveLPCInsuranceQuote')).toHaveLength(0);

    await user.clear(list);
    await user.type(list, 'bob@example.com{Enter}carol@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save & Share' }));
    await waitFor(() => expect(at()).toBe('/quoter/quote-saved'));
    expect(callsOf(fake, 'SaveLPCInsuranceQuote')[0]!.variables).toEqual({ quote: 'q13', client: 'c1' });
    expect(callsOf(fake, 'SharePrecipInsuranceQuote')[0]!.variables).toEqual({
      emails: ['ada@example.com', 'bob@example.com', 'carol@example.com'],
      quoteId: 'q13',
    });

    expect(
      await screen.findByRole('heading', { name: 'Your premium indication has been saved!' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe('/quotes/q13');
    // The quote has a client: Begin Application creates the application (quoter.test.tsx).
    const begin = screen.getByRole('button', { name: /Begin Application/ }) as HTMLButtonElement;
    expect(begin.disabled).toBe(false);
    expect(screen.getByRole('link', { name: /Start Over/ }).getAttribute('href')).toBe(
      '/quoter/select-program',
    );
    await waitFor(() => expect(stored()).toMatchObject({ program: null, optionTerms: null, results: null }));
  });

  it('a failed share keeps the dialog open with the error and does not navigate (temperature calls)', async () => {
    startAt('LTC', { location: { ...location, dataset: 'PRISM' } });
    const user = userEvent.setup();
    const { fake, location: at } = renderCoverage('LTC', {
      GetIndexDataV2: indexAnswer({ min: 10, max: 40 }),
      CreateParametricQuote: () => ({
        data: {
          createParametricQuote: makeRequest([
            makeQuote({ program: 'LTC', id: 'l1', strike: 30, exhaust: 27 }),
          ]),
        },
      }),
      SaveLTCInsuranceQuote: () => ({
        data: { saveLTCInsuranceQuote: { id: 'l1', savedAt: 'now', clientId: null } },
      }),
      ShareLtcInsuranceQuote: () => gqlError('INVALID_PERMISSIONS', 'no'),
    });
    await user.type(await screen.findByLabelText(/^Limit of Liability/), '25000');
    await user.click(calculate());
    expect(await screen.findByRole('radio', { name: /Below 30.0°F/ })).toBeTruthy();
    await user.click(saveShare());
    const dialog = await screen.findByRole('dialog', { name: 'Save & Share' });
    // Without a client nothing is ticked: other addresses are a choice.
    await user.click(within(dialog).getByText('E-mail other addresses'));
    await user.type(within(dialog).getByLabelText(/^E-mail addresses/), 'bob@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save & Share' }));
    expect(
      await within(dialog).findByText(
        'The premium indication was saved, but it could not be shared. You do not have permission to perform this action.',
      ),
    ).toBeTruthy();
    expect(at()).toBe('/quoter/low-temp/select-options');
    expect(callsOf(fake, 'SaveLTCInsuranceQuote')[0]!.variables).toEqual({ quote: 'l1', client: null });
    expect(callsOf(fake, 'ShareLtcInsuranceQuote')[0]!.variables).toEqual({
      emails: ['bob@example.com'],
      quoteId: 'l1',
    });
  });

  it('saves without sharing when no address is chosen (high temperature save call)', async () => {
    startAt('HTC', { location: { ...location, dataset: 'PRISM' } });
    const user = userEvent.setup();
    const { fake, location: at } = renderCoverage('HTC', {
      GetIndexDataV2: indexAnswer({ min: 60, max: 99 }),
      CreateParametricQuote: () => ({
        data: {
          createParametricQuote: makeRequest([
            makeQuote({ program: 'HTC', id: 'h1', strike: 90, exhaust: 93 }),
          ]),
        },
      }),
      SaveHTCInsuranceQuote: () => ({
        data: { saveHTCInsuranceQuote: { id: 'h1', savedAt: 'now', clientId: null } },
      }),
    });
    await user.type(await screen.findByLabelText(/^Limit of Liability/), '25000');
    await user.click(calculate());
    await screen.findByRole('radio', { name: /Above 90.0°F/ });
    await user.click(saveShare());
    const dialog = await screen.findByRole('dialog', { name: 'Save & Share' });
    // Nothing is ticked without a client: the button says Save.
    expect(
      (within(dialog).getByRole('checkbox', { name: 'E-mail other addresses' }) as HTMLInputElement).checked,
    ).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at()).toBe('/quoter/quote-saved'));
    expect(callsOf(fake, 'SaveHTCInsuranceQuote')).toHaveLength(1);
    expect(fake.calls.some((c) => c.operationName?.startsWith('Share'))).toBe(false);
  });
});
