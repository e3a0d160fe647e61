/**
 * /operations/data-updates through the app's routes with the GraphQL boundary stubbed
 * (docs/requirements.md#claims): operations see the weather data update runs, newest first, with
 * their status, latest day before and after, figures and error text; others are sent away.
 */
import { dataUpdateTexts } from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../lib/session/index.js';
import { fakeGraphql, type FakeHandlers, gqlError } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { internalUser } from '../../test/operations-fixtures.js';
import { renderApp } from '../../test/render-app.js';

const run = (extra: Record<string, unknown>) => ({
  __typename: 'DataUpdateRun',
  _id: 'r1',
  id: 'r1',
  datasetId: 'cpc_precip_us-daily',
  status: 'SUCCEEDED',
  trigger: 'schedule',
  startedAt: '2026-11-20T05:30:00.000Z',
  finishedAt: '2026-11-20T05:32:00.000Z',
  latestDateBefore: '2026-11-16',
  latestDateAfter: '2026-11-19',
  daysAdded: 3,
  filesIngested: 1,
  error: null,
  ...extra,
});

const runs = [
  run({
    _id: 'r2',
    id: 'r2',
    status: 'FAILED',
    trigger: 'command',
    startedAt: '2026-11-21T05:30:00.000Z',
    finishedAt: '2026-11-21T05:30:05.000Z',
    latestDateBefore: '2026-11-19',
    latestDateAfter: '2026-11-19',
    daysAdded: 0,
    filesIngested: 0,
    error: 'precip.V1.0.2026.nc could not be downloaded: HTTP 503',
  }),
  run({}),
  run({
    _id: 'r0',
    id: 'r0',
    status: 'RUNNING',
    finishedAt: null,
    latestDateBefore: null,
    latestDateAfter: null,
    daysAdded: 0,
    filesIngested: 0,
  }),
];

function renderRuns(path: string, user: CurrentUser = internalUser(), handlers: FakeHandlers = {}) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: user } }),
    GetContractsForReview: () => ({ data: { getContractsForReview: { items: [], nextToken: null } } }),
    GetDataUpdateRuns: () => ({ data: { getDataUpdateRuns: runs } }),
    ...handlers,
  });
  const app = renderApp({ path, token: 't', fetch: fake.fetch });
  return { ...app, fake };
}

describe('weather data updates (operations)', () => {
  it('lists the runs newest first with status, days, figures and the error text; the queue links here', async () => {
    const { fake } = renderRuns('/operations/applications');
    await userEvent.setup().click(await screen.findByRole('link', { name: dataUpdateTexts.link }));
    const table = await screen.findByRole('table', { name: dataUpdateTexts.title });
    const [, failed, succeeded, running] = within(table).getAllByRole('row');
    expect(failed!.textContent).toContain(dataUpdateTexts.statuses.FAILED);
    expect(failed!.textContent).toContain('Command');
    expect(failed!.textContent).toContain('11/19/2026 → 11/19/2026');
    expect(failed!.textContent).toContain('precip.V1.0.2026.nc could not be downloaded: HTTP 503');
    expect(succeeded!.textContent).toContain(dataUpdateTexts.statuses.SUCCEEDED);
    expect(succeeded!.textContent).toContain('11/16/2026 → 11/19/2026');
    expect(within(succeeded!).getAllByRole('cell')[5]!.textContent).toBe('3');
    expect(running!.textContent).toContain(dataUpdateTexts.statuses.RUNNING);
    expect(running!.textContent).toContain('— → —');
    expect(fake.calls.find((c) => c.operationName === 'GetDataUpdateRuns')!.variables).toEqual({ limit: 50 });
  });

  it('says so when no run is recorded yet', async () => {
    renderRuns('/operations/data-updates', internalUser(), {
      GetDataUpdateRuns: () => ({ data: { getDataUpdateRuns: [] } }),
    });
    expect(await screen.findByText(dataUpdateTexts.empty)).toBeTruthy();
  });

  it('shows a load failure with a retry', async () => {
    renderRuns('/operations/data-updates', internalUser(), {
      GetDataUpdateRuns: () => gqlError('INTERNAL_SERVER_ERROR', 'boom'),
    });
    expect(await screen.findByText(dataUpdateTexts.loadError)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('sends an agent to the dashboard without asking for the runs', async () => {
    const { fake, location } = renderRuns('/operations/data-updates', makeUser());
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(fake.calls.filter((c) => c.operationName === 'GetDataUpdateRuns')).toHaveLength(0);
  });
});
