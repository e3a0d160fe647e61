/**
 * /shared/{token}: the read-only premium indication a share e-mail's link opens, for a visitor
 * without an account and for a signed-in client; unknown and expired links say what happened.
 */
import { AS_IF_TODAY_NOTE, SHARED_LINK_EXPIRED_MESSAGE, SHARED_LINK_INVALID_MESSAGE } from '@almanac/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeGraphql, gqlError, type FakeHandler } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import type { SharedQuote } from './api/shared-quote-api.js';

const shared: SharedQuote = {
  id: 'q1',
  programName: 'HPC',
  programTitle: 'Excess precipitation',
  unit: 'inch',
  startDate: '2027-01-01',
  endDate: '2027-03-31',
  days: 90,
  applicationDeadline: '2026-12-12',
  expirationDate: '2027-01-01',
  locations: [{ state: 'FL', lat: 27.875, lon: -82.375, weight: 1 }],
  currency: 'USD',
  limitOfLiability: 100000,
  trigger: 12,
  exhaust: 16,
  dailyPrecipitationCap: 2.5,
  netPremium: 4321.5,
  estimatedGrossPremium: 4700,
  estimatedTaxesAndFees: 378.5,
  taxStatus: 'available',
  taxMessage: null,
  history: [
    // As if today (a wetting trend moved to the policy year) 2023 reaches the trigger too.
    { year: 2023, index: 10.5, payout: 0, indexAsIfToday: 12.5, payoutAsIfToday: 12500 },
    { year: 2024, index: 14, payout: 50000, indexAsIfToday: 14.2, payoutAsIfToday: 55000 },
  ],
  dataOrigin: 'observed',
  sharedBy: { name: 'Dana Reyes', email: 'dana@harbor.example', agency: 'Harbor & Field' },
  linkExpiresAt: '2026-12-24T10:00:00.000Z',
};

function open(handler: FakeHandler<'GetSharedQuote'>, user: ReturnType<typeof makeUser> | null = null) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: user } }),
    GetSharedQuote: handler,
  });
  const app = renderApp({ path: '/shared/the-token', token: user ? 't' : undefined, fetch: fake.fetch });
  return { ...app, fake };
}

describe('shared premium indication', () => {
  it('shows the terms, the premium, the yearly payouts and who sent it, to a visitor without an account', async () => {
    const { fake, location } = open(() => ({ data: { getSharedQuote: shared } }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Excess precipitation premium indication' }),
    ).toBeTruthy();
    expect(screen.getByText(/Shared with you by Dana Reyes of Harbor & Field/)).toBeTruthy();
    const coverage = screen.getByRole('heading', { name: 'Coverage' }).closest('div')!;
    for (const text of ['$100,000.00', '12.00 in', '16.00 in', '01/01/2027 – 03/31/2027 (90 days)'])
      expect(within(coverage).getByText(text)).toBeTruthy();
    expect(screen.getByText('$4,321.50')).toBeTruthy();
    expect(screen.getByText('$4,700.00')).toBeTruthy();
    // Taxes and fees as the server added them.
    expect(screen.getByText('$378.50')).toBeTruthy();
    expect(screen.getByText(/it would have paid in 1 of 2 years \(2 as if today\)/)).toBeTruthy();
    expect(screen.getByText('$50,000.00')).toBeTruthy();
    // The as-if-today history beside the observed one, with its one-line explanation.
    expect(screen.getByRole('columnheader', { name: 'Payout, as if today' })).toBeTruthy();
    expect(screen.getByText('$12,500.00')).toBeTruthy();
    expect(screen.getByText('12.50 in')).toBeTruthy();
    expect(screen.getByText(AS_IF_TODAY_NOTE)).toBeTruthy();
    expect(screen.getByText(/FL 27.875, -82.375 · 100% of the limit/)).toBeTruthy();
    expect(screen.getByText(/This link works until 12\/24\/2026/)).toBeTruthy();
    const call = fake.calls.find((c) => c.operationName === 'GetSharedQuote')!;
    expect(call.variables).toEqual({ token: 'the-token' });
    expect(call.headers['x-api-key']).toBeTruthy();
    expect(location()).toBe('/shared/the-token');
  });

  it('a signed-in client sees it too (no redirect to the client home)', async () => {
    const { location } = open(() => ({ data: { getSharedQuote: shared } }), makeUser({ role: 'client' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Excess precipitation premium indication' }),
    ).toBeTruthy();
    expect(location()).toBe('/shared/the-token');
  });

  it('an unknown or withdrawn link says so', async () => {
    open(() => gqlError('INVALID_TOKEN', 'Invalid token'));
    expect(await screen.findByText(SHARED_LINK_INVALID_MESSAGE)).toBeTruthy();
  });

  it('an expired link says so', async () => {
    open(() => gqlError('TOKEN_EXPIRED', 'The token provided is expired'));
    expect(await screen.findByText(SHARED_LINK_EXPIRED_MESSAGE)).toBeTruthy();
  });
});
