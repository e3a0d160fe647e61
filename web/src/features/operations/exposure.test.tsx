/**
 * /operations/exposure through the app's routes with the GraphQL boundary stubbed (docs/pricing.md,
 * "Accumulation limits and the book"): operations see the exposure per state and in the largest
 * cells against the limits; others are sent away.
 */
import { exposureTexts } from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GetExposureSummaryQuery } from '../../lib/graphql/generated/graphql.js';
import type { CurrentUser } from '../../lib/session/index.js';
import { fakeGraphql, type FakeHandlers, gqlError } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { internalUser } from '../../test/operations-fixtures.js';
import { renderApp } from '../../test/render-app.js';

type Scope = GetExposureSummaryQuery['getExposureSummary']['cells'][number];
const scope = (
  extra: Pick<Scope, 'id' | 'state' | 'exposure' | 'limit' | 'share'> & Partial<Scope>,
): Scope => ({
  kind: 'REGION',
  datasetId: null,
  lat: null,
  lon: null,
  contracts: 1,
  ...extra,
});

const summary = {
  __typename: 'ExposureSummary' as const,
  cellLimit: 10_000_000,
  regionLimit: 100_000_000,
  referralShare: 0.8,
  regions: [
    scope({
      id: 'REGION#FL',
      state: 'FL',
      exposure: 9_000_000,
      limit: 100_000_000,
      share: 0.09,
      contracts: 3,
    }),
    scope({ id: 'REGION#TX', state: 'TX', exposure: 50_000, limit: 100_000_000, share: 0.0005 }),
  ],
  cells: [
    scope({
      id: 'CELL#cpc_precip_us-daily#239#555',
      kind: 'CELL',
      state: 'FL',
      datasetId: 'cpc_precip_us-daily',
      lat: 29.65,
      lon: -82.32,
      exposure: 9_000_000,
      limit: 10_000_000,
      share: 0.9,
      contracts: 2,
    }),
  ],
};

function renderExposure(path: string, user: CurrentUser = internalUser(), handlers: FakeHandlers = {}) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: user } }),
    GetContractsForReview: () => ({ data: { getContractsForReview: { items: [], nextToken: null } } }),
    GetExposureSummary: () => ({ data: { getExposureSummary: summary } }),
    ...handlers,
  });
  const app = renderApp({ path, token: 't', fetch: fake.fetch });
  return { ...app, fake };
}

describe('exposure (operations)', () => {
  it('shows each state and the largest cells against their limits; the queue links here', async () => {
    renderExposure('/operations/applications');
    await userEvent.setup().click(await screen.findByRole('link', { name: exposureTexts.link }));
    const states = await screen.findByRole('table', { name: exposureTexts.regionsTitle });
    const [, fl, tx] = within(states).getAllByRole('row');
    expect(fl!.textContent).toContain('Florida');
    expect(fl!.textContent).toContain('$9,000,000');
    expect(fl!.textContent).toContain('$100,000,000');
    expect(fl!.textContent).toContain('9.0%');
    expect(within(fl!).getAllByRole('cell')[4]!.textContent).toBe('3');
    expect(tx!.textContent).toContain('Texas');
    const cells = screen.getByRole('table', { name: exposureTexts.cellsTitle });
    const [, cell] = within(cells).getAllByRole('row');
    expect(cell!.textContent).toContain('29.65, -82.32 (FL)');
    expect(cell!.textContent).toContain('90.0%');
    // A precipitation cell is on the shared CPC grid, whichever dataset priced the policy; the page says why.
    expect(
      within(cell!).getByText('CPC 0.25° grid (all precipitation covers, CPC- or PRISM-priced)'),
    ).toBeTruthy();
    expect(screen.getByText(exposureTexts.cellGridNote)).toBeTruthy();
    expect(cell!.textContent).not.toContain('cpc_precip_us-daily');
    expect(screen.getByText(exposureTexts.limits('$10,000,000', '$100,000,000', '80%'))).toBeTruthy();
  });

  it('says so when nothing is exposed', async () => {
    renderExposure('/operations/exposure', internalUser(), {
      GetExposureSummary: () => ({ data: { getExposureSummary: { ...summary, regions: [], cells: [] } } }),
    });
    expect(await screen.findByText(exposureTexts.empty)).toBeTruthy();
  });

  it('shows a load failure with a retry', async () => {
    renderExposure('/operations/exposure', internalUser(), {
      GetExposureSummary: () => gqlError('INTERNAL_SERVER_ERROR', 'boom'),
    });
    expect(await screen.findByText(exposureTexts.loadError)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('sends an agent to the dashboard without asking for the exposure', async () => {
    const { fake, location } = renderExposure('/operations/exposure', makeUser());
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(fake.calls.filter((c) => c.operationName === 'GetExposureSummary')).toHaveLength(0);
  });
});
