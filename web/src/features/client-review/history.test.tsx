/**
 * The client's steps in the browser history (docs/requirements.md#client-review, #payment): after
 * Sign & Submit and the payment, Back goes through the site's pages (payment, then Sign & Submit,
 * each saying the step is done with the way on) instead of leaving the site, and does not bounce.
 */
import { clientReviewTexts, clientStepHistoryTexts, paymentTexts } from '@almanac/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { labelStart, makeClientContract, makeClientUser } from '../../test/client-contract-fixtures.js';
import { fakeGraphql } from '../../test/fake-graphql.js';
import { renderApp } from '../../test/render-app.js';

describe('Back after signing and paying', () => {
  it('returns to the payment page, then to Sign & Submit, each done with a way on; never out of the site', async () => {
    let current = makeClientContract();
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: makeClientUser() } }),
      GetClientContract: () => ({ data: { getContract: current } }),
      SubmitClientReview: () => {
        current = { ...current, status: 'CLIENT_REVIEWED' };
        return { data: { submitReviewedLpcApplicationByClient: current } };
      },
      AddClientPayment: () => {
        current = { ...current, status: 'APPROVED', policyNumber: 'HPC-2026-000001' };
        return { data: { addClientUserPayment: current } };
      },
    });
    const user = userEvent.setup();
    const app = renderApp({
      path: '/apply/c1/application-sign',
      token: 'client-session',
      fetch: fake.fetch,
      config: { flags: { clientBankInfoFeature: true } },
    });
    // Fields, boxes and page titles by their text: getByRole's accessible name and visibility
    // check run jsdom's getComputedStyle (every style rule) per candidate, and findByRole reruns on
    // every change while a page loads (1.3 s of this test's 4 s, profiled). Pasted (one input
    // event per field, not one render per character): the history is tested, not typing.
    const box = (label: string) => screen.getByLabelText(labelStart(label));
    const fill = async (label: string, text: string) => {
      await user.click(box(label));
      await user.paste(text);
    };

    await screen.findByText(clientReviewTexts.signatureTitle);
    await user.click(screen.getByLabelText(clientReviewTexts.agreeElectronicLabel));
    await user.click(screen.getByLabelText(clientReviewTexts.agreeTerrorismLabel));
    await fill(clientReviewTexts.signNameLabel, 'Ada Lovelace');
    // The button found once, then watched: a role query inside waitFor reruns on every change.
    const continueButton = screen.getByRole('button', {
      name: clientReviewTexts.continue,
    }) as HTMLButtonElement;
    await waitFor(() => expect(continueButton.disabled).toBe(false));
    await user.click(continueButton);
    await waitFor(() => expect(app.location()).toBe('/apply/application/c1/payment-details'));

    await screen.findByText(paymentTexts.achTitle);
    await fill(paymentTexts.depositoryNameLabel, 'First Example Bank');
    await fill(paymentTexts.accountNameLabel, 'Analytical Engines LLC');
    await fill(paymentTexts.routingNumberLabel, '123456780');
    await fill(paymentTexts.accountNumberLabel, '000123456789');
    await user.click(screen.getByLabelText('Checking'));
    await fill(paymentTexts.signNameLabel, 'Ada Lovelace');
    const authorize = screen.getByRole('button', { name: paymentTexts.submit }) as HTMLButtonElement;
    await waitFor(() => expect(authorize.disabled).toBe(false));
    await user.click(authorize);
    await waitFor(() => expect(app.location()).toBe('/apply/hpc/payment-confirmation?contract=c1'));

    // Back: the payment page, saying the payment details are in, linking on; no bounce forward.
    await app.back();
    await waitFor(() => expect(app.location()).toBe('/apply/application/c1/payment-details'));
    expect(await screen.findByText(clientStepHistoryTexts.paymentSubmitted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: paymentTexts.submit })).toBeNull();
    expect(screen.getByRole('link', { name: clientStepHistoryTexts.continueLink }).getAttribute('href')).toBe(
      '/apply/hpc/payment-confirmation?contract=c1',
    );
    expect(app.location()).toBe('/apply/application/c1/payment-details');

    // Back again: Sign & Submit, signed, with the way on.
    await app.back();
    await waitFor(() => expect(app.location()).toBe('/apply/c1/application-sign'));
    expect(await screen.findByText(clientStepHistoryTexts.signedAlready)).toBeTruthy();
    expect(app.location()).toBe('/apply/c1/application-sign');
    await user.click(screen.getByRole('link', { name: clientStepHistoryTexts.continueLink }));
    await waitFor(() => expect(app.location()).toBe('/apply/hpc/payment-confirmation?contract=c1'));
  });
});
