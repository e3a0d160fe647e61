/**
 * Review and sign (docs/requirements.md#claims, #validation-claims, #status-form) through the
 * app's routes with the GraphQL boundary faked: the policy's estimated payout (getPolicyIndex's
 * figure, provisional or settled), the report's summary, the signature and read confirmation
 * messages, today's date, the payout method (eCheck by default, ACH only with an account on
 * file), the saved review's input and where it leads by the claimsForm flag, and its failure.
 */
import {
  formatUsd,
  formatUsDate,
  lossReportMessages,
  lossReportPageTexts,
  lossReportTexts,
} from '@almanac/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../lib/config.js';
import type { SaveLossReportReviewMutationVariables } from '../../lib/graphql/generated/graphql.js';
import { localToday } from '../../shared/dates/local-today.js';
import { makeClientUser } from '../../test/client-contract-fixtures.js';
import {
  type LossReportData,
  makeLossReport,
  makeLossReportPayout,
  type LossReportPayoutData,
} from '../../test/claims-fixtures.js';
import { type FakeHandlers, fakeGraphql, gqlError } from '../../test/fake-graphql.js';
import { renderApp } from '../../test/render-app.js';

function openReview(
  report: LossReportData,
  {
    payout = makeLossReportPayout(),
    handlers = {},
    config,
  }: { payout?: LossReportPayoutData | null; handlers?: FakeHandlers; config?: Partial<RuntimeConfig> } = {},
) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: makeClientUser() } }),
    GetLossReport: () => ({ data: { getForm: report } }),
    GetLossReportPayout: () =>
      payout ? { data: { getPolicyIndex: payout } } : gqlError('INTERNAL_SERVER_ERROR', 'boom'),
    SaveLossReportReview: () => ({
      data: { saveLossReportReview: { ...report, status: 'NEEDS_REVIEW' } },
    }),
    ...handlers,
  });
  const app = renderApp({
    path: `/loss-form/review-and-sign/${report.id}`,
    token: 'claim-session',
    fetch: fake.fetch,
    config,
  });
  return { ...app, fake };
}

const signButton = () => screen.getByRole('button', { name: lossReportTexts.submit });
const reviews = (fake: ReturnType<typeof fakeGraphql>) =>
  fake.calls
    .filter((c) => c.operationName === 'SaveLossReportReview')
    .map((c) => c.variables as SaveLossReportReviewMutationVariables);

async function signAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: lossReportTexts.readConfirmationLabel }));
  await user.type(screen.getByRole('textbox', { name: /^Signature/ }), 'Ada Lovelace');
}

describe('the review page', () => {
  it("shows the policy's computed payout (provisional), the summary and today's date", async () => {
    const app = openReview(makeLossReport());
    expect(await screen.findByRole('heading', { name: lossReportTexts.reviewTitle })).toBeTruthy();
    expect(await screen.findByText(formatUsd(18_250.5))).toBeTruthy();
    expect(screen.getByText(lossReportTexts.estimatedPayoutNote)).toBeTruthy();
    expect(screen.queryByText('$123,456.00')).toBeNull();
    const asked = app.fake.calls.find((c) => c.operationName === 'GetLossReportPayout');
    expect(asked!.variables).toEqual({ contractId: 'c1' });
    expect(screen.getByText('Bayside Farms LLC')).toBeTruthy();
    expect(screen.getByText('1 Harbor Way, Tampa, FL 33602')).toBeTruthy();
    expect(screen.getByText('Rain flooded the fields.')).toBeTruthy();
    expect(screen.getByText('Excess Precipitation')).toBeTruthy();
    const date = screen.getByRole('textbox', { name: 'Date' }) as HTMLInputElement;
    expect(date.value).toBe(formatUsDate(localToday(new Date())));
    expect(date.readOnly).toBe(true);
  });

  it("a settled policy's payout is the settlement's", async () => {
    openReview(makeLossReport(), {
      payout: makeLossReportPayout({
        state: 'CLAIM_OPEN',
        estimatedPayout: 20_000,
        settlement: { payout: 20_000, settledAt: '2026-12-15T12:00:00.000Z' },
      }),
    });
    expect(await screen.findByText(formatUsd(20_000))).toBeTruthy();
    expect(screen.getByText(lossReportPageTexts.settledPayoutNote)).toBeTruthy();
    expect(screen.queryByText(lossReportTexts.estimatedPayoutNote)).toBeNull();
  });

  it('says so when the payout cannot be read, and the report can still be signed', async () => {
    openReview(makeLossReport(), { payout: null });
    expect(await screen.findByText(lossReportPageTexts.payoutUnavailable)).toBeTruthy();
    expect(signButton()).toBeTruthy();
  });

  it('requires the signature and the read confirmation, with the messages', async () => {
    const user = userEvent.setup();
    const app = openReview(makeLossReport());
    await screen.findByRole('heading', { name: lossReportTexts.reviewTitle });
    await user.click(signButton());
    expect(await screen.findByText('Your signature is required')).toBeTruthy();
    expect(screen.getByText(lossReportMessages.readConfirmation)).toBeTruthy();
    expect(reviews(app.fake)).toHaveLength(0);
  });

  it('offers only eCheck (selected) without an account on file', async () => {
    openReview(makeLossReport({ achAccount: null }));
    await screen.findByRole('heading', { name: lossReportTexts.reviewTitle });
    const eCheck = screen.getByRole('radio', { name: lossReportTexts.eCheckLabel }) as HTMLInputElement;
    expect(eCheck.checked).toBe(true);
    expect(screen.queryByRole('radio', { name: new RegExp(lossReportTexts.achLabel) })).toBeNull();
  });

  it('offers ACH with the masked account when one is on file, and sends the choice', async () => {
    const user = userEvent.setup();
    const app = openReview(makeLossReport({ achAccount: '••••6789' }));
    await screen.findByRole('heading', { name: lossReportTexts.reviewTitle });
    const ach = screen.getByRole('radio', { name: `${lossReportTexts.achLabel} (••••6789)` });
    await user.click(ach);
    await signAndConfirm(user);
    await user.click(signButton());
    await waitFor(() => expect(reviews(app.fake)).toHaveLength(1));
    expect(reviews(app.fake)[0]!.input.payoutMethod).toBe('ACH');
  });

  it('signs (eCheck by default) and opens the program’s claim-submitted page with the flag off', async () => {
    const user = userEvent.setup();
    const app = openReview(makeLossReport(), { config: { flags: { claimsForm: false } } });
    await screen.findByRole('heading', { name: lossReportTexts.reviewTitle });
    await signAndConfirm(user);
    await user.click(signButton());
    await waitFor(() => expect(app.location()).toBe('/loss-form/hpc/claim-submitted'));
    expect(await screen.findByRole('heading', { name: lossReportTexts.submittedTitle })).toBeTruthy();
    expect(reviews(app.fake)).toEqual([
      {
        id: 'lr1',
        input: {
          contractId: 'c1',
          agreeElectronicNamedInsured: true,
          clientSignature: 'Ada Lovelace',
          reviewDate: localToday(new Date()),
          payoutMethod: 'eCheck',
        },
      },
    ]);
  });

  it('opens /loss-form/submitted/{id} with the claimsForm flag on', async () => {
    const user = userEvent.setup();
    const app = openReview(makeLossReport(), { config: { flags: { claimsForm: true } } });
    await screen.findByRole('heading', { name: lossReportTexts.reviewTitle });
    await signAndConfirm(user);
    await user.click(signButton());
    await waitFor(() => expect(app.location()).toBe('/loss-form/submitted/lr1'));
    expect(await screen.findByText(`${lossReportPageTexts.referenceLabel}: lr1`)).toBeTruthy();
  });

  it("a refused review shows the server's message and stays", async () => {
    const user = userEvent.setup();
    const app = openReview(makeLossReport(), {
      handlers: { SaveLossReportReview: () => gqlError('CONFLICT', lossReportMessages.alreadySigned) },
    });
    await screen.findByRole('heading', { name: lossReportTexts.reviewTitle });
    await signAndConfirm(user);
    await user.click(signButton());
    expect(await screen.findByText(lossReportMessages.alreadySigned)).toBeTruthy();
    expect(app.location()).toBe('/loss-form/review-and-sign/lr1');
  });

  it('a signed report shows that it was submitted, without the form', async () => {
    openReview(makeLossReport({ status: 'NEEDS_REVIEW' }));
    expect(await screen.findByText(lossReportPageTexts.alreadySubmitted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: lossReportTexts.submit })).toBeNull();
  });

  it('is for the policyholder’s session: without one it leads to the landing page', async () => {
    const fake = fakeGraphql({});
    const app = renderApp({ path: '/loss-form/review-and-sign/lr1', fetch: fake.fetch });
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
