import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphql } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { initialQuoterState, type QuoterState } from './model/wizard.js';
import { QUOTER_STORAGE_KEY, quoterStateAtom } from './state/atoms.js';

const statesJson = readFileSync(createRequire(import.meta.url).resolve('us-atlas/states-10m.json'), 'utf8');
const store = getDefaultStore();
const stored = () =>
  (JSON.parse(sessionStorage.getItem(QUOTER_STORAGE_KEY) ?? 'null') as { state: QuoterState })?.state;

function renderLocationStep(observed: string[] = []) {
  const graphql = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: makeUser() } }),
    GetDatasetMetaDataV4: ({ variables }) => ({
      data: {
        getDatasetMetaDataV4: {
          id: String(variables.dataset),
          properties: {
            end_datetime: '2026-11-19T00:00:00.000Z',
            origin: observed.includes(String(variables.dataset)) ? 'observed' : 'demo',
          },
        },
      },
    }),
  });
  // The state boundaries are a static asset of the build; serve the package's file.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('states-10m')
        ? new Response(statesJson, { headers: { 'content-type': 'application/json' } })
        : new Response('not found', { status: 404 }),
    ),
  );
  // jsdom has no WebGL: the map says so, and the search still adds locations.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  return {
    graphql,
    ...renderApp({ path: '/quoter/excess-precip/select-location', token: 't', fetch: graphql.fetch }),
  };
}

const rows = () => screen.queryAllByTestId('location-row');
const continueButton = () => screen.getByRole('button', { name: /Continue/ }) as HTMLButtonElement;

beforeEach(() => {
  store.set(quoterStateAtom, {
    ...initialQuoterState,
    ownerId: 'u1',
    program: 'HPC',
    diligentEffort: true,
    furthestStep: 1,
  });
  return () => vi.unstubAllGlobals();
});

/** Fill a field as a paste (one change) and press Enter. */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
  await user.keyboard('{Enter}');
}

describe('select location', () => {
  it('starts on PRISM where only PRISM precipitation is ingested', async () => {
    renderLocationStep(['prism-precip-daily']);
    await waitFor(() => expect(screen.getByText(/^PRISM: 4 km cells/)).toBeTruthy());
  });

  it('stays on CPC, the default, when CPC has observed data', async () => {
    const { graphql } = renderLocationStep(['cpc_precip_us-daily', 'prism-precip-daily']);
    const asked = () => graphql.calls.filter((c) => c.operationName === 'GetDatasetMetaDataV4');
    await waitFor(() => expect(asked().map((c) => c.variables.dataset)).toHaveLength(2));
    expect(asked().map((c) => c.variables.dataset)).toEqual(['cpc_precip_us-daily', 'prism-precip-daily']);
    expect(await screen.findByText(/^CPC: NOAA gauge-based/)).toBeTruthy();
  });

  // Entries are pasted, then Enter (one change each, not a render per keystroke): typed, this walk
  // ran out of its 15 s on a loaded machine.
  it('adds by coordinates and CPC ID, weighs evenly, checks weights, flags New York and continues', async () => {
    const user = userEvent.setup();
    const { location } = renderLocationStep();
    expect(await screen.findByText(/The map could not be shown/)).toBeTruthy();
    expect(continueButton().disabled).toBe(true);

    const search = screen.getByLabelText('Address, ZIP code or coordinates');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Input cannot be empty')).toBeTruthy();

    await enter(user, search, '27.95, -82.46');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getAllByText('FL').length).toBeGreaterThan(0); // its column, and under the name on phones
    expect(within(rows()[0]!).getByText('27.950, -82.460 · CPC ID 9490')).toBeTruthy();
    expect(
      (within(rows()[0]!).getByLabelText('Weight of location 1 (percent)') as HTMLInputElement).value,
    ).toBe('100');
    expect(continueButton().disabled).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'CPC ID' }));
    const cpc = await screen.findByRole('textbox', { name: 'CPC ID' });
    await enter(user, cpc, 'abc');
    expect(await screen.findByText('CPC ID must be a number')).toBeTruthy();
    await enter(user, cpc, '95000');
    expect(await screen.findByText('CPC ID must be an integer between 0 and 90000')).toBeTruthy();
    await enter(user, cpc, '9490');
    const duplicate = await screen.findByText('This location is already selected');
    // Said beside the search it came from, not above the map; gone once a location is added.
    const map = screen.getByRole('region', { name: /Map: click a place/ });
    expect(map.compareDocumentPosition(duplicate) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cpc.compareDocumentPosition(duplicate) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await enter(user, cpc, '22630');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('This location is already selected')).toBeNull();
    expect(within(rows()[1]!).getAllByText('KS').length).toBeGreaterThan(0);
    const weights = () => rows().map((r) => (within(r).getByRole('textbox') as HTMLInputElement).value);
    expect(weights()).toEqual(['50', '50']);

    await user.clear(within(rows()[0]!).getByRole('textbox'));
    await user.paste('60');
    expect(await screen.findByText('Total percentage must be 100%')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    await user.clear(within(rows()[1]!).getByRole('textbox'));
    await user.paste('40');
    await waitFor(() => expect(continueButton().disabled).toBe(false));

    await user.click(screen.getByRole('tab', { name: 'Address or coordinates' }));
    await enter(user, screen.getByLabelText('Address, ZIP code or coordinates'), `42°39'N 73°45'W`);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[2]!).getAllByText('Coverage is not available in New York').length).toBeGreaterThan(
      0,
    );
    expect(weights()).toEqual(['60', '40', '1']); // edited weights are kept; a new one starts at 1
    expect(continueButton().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove location 3' }));
    await waitFor(() => expect(continueButton().disabled).toBe(false));

    await user.click(continueButton());
    await waitFor(() => expect(location()).toBe('/quoter/excess-precip/select-period'));
    expect(stored()!.location).toMatchObject({
      dataset: 'CPC',
      totalPercentage: 100,
      weightsEdited: true,
      locations: [
        { lat: 27.95, lng: -82.46, state: 'FL', weight: 60, cpcId: 9490 },
        { lat: 38.875, lng: -97.375, state: 'KS', weight: 40, cpcId: 22630, name: 'CPC ID 22630' },
      ],
    });
  });

  it('clears "Program not available" as soon as a new search starts', async () => {
    const user = userEvent.setup();
    renderLocationStep();
    const search = await screen.findByLabelText('Address, ZIP code or coordinates');
    await user.type(search, '21.3, -157.85{Enter}'); // Honolulu: Hawaii is not offered
    expect(await screen.findByText('Program not available at this location')).toBeTruthy();
    expect(rows()).toHaveLength(0);
    await user.type(search, '2');
    expect(screen.queryByText('Program not available at this location')).toBeNull();
    await user.clear(search);
    await user.type(search, '27.95, -82.46{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByText('Program not available at this location')).toBeNull();

    // The same from the CPC ID box.
    await user.click(screen.getByRole('tab', { name: 'CPC ID' }));
    const cpc = await screen.findByRole('textbox', { name: 'CPC ID' });
    await user.type(cpc, '9490{Enter}');
    expect(await screen.findByText('This location is already selected')).toBeTruthy();
    await user.type(cpc, '2');
    expect(screen.queryByText('This location is already selected')).toBeNull();
  });

  it('a weight of 150 shows Total 150% and says the weight must be from 1 to 100', async () => {
    const user = userEvent.setup();
    renderLocationStep();
    await user.type(await screen.findByLabelText('Address, ZIP code or coordinates'), '27.95, -82.46{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const weight = within(rows()[0]!).getByRole('textbox');
    await user.clear(weight);
    await user.type(weight, '150');
    expect(await screen.findByText('150%')).toBeTruthy();
    expect(screen.queryByText('0%')).toBeNull();
    expect(screen.getByText('Weight must be a whole number from 1 to 100.')).toBeTruthy();
    expect(screen.getByText('Total percentage must be 100%')).toBeTruthy();
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(continueButton().disabled).toBe(true);
    await user.clear(weight);
    await user.type(weight, '100');
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(screen.getByText('100%')).toBeTruthy();
  });

  it('asks before a data provider change clears the locations', async () => {
    const user = userEvent.setup();
    renderLocationStep();
    await user.type(await screen.findByLabelText('Address, ZIP code or coordinates'), '38.5 -91.63{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByText('PRISM'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change data provider?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rows()).toHaveLength(1);
    await user.click(screen.getByText('PRISM'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change and clear' }),
    );
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(screen.getByText(/PRISM: 4 km cells/)).toBeTruthy();
  });
});
