/**
 * Sign & Submit (docs/requirements.md#client-review, #validation-client-sign) through the app's
 * routes with the GraphQL boundary faked: the summary, the documents it links to, the form's
 * messages, the D-1 signature for a California entity only, Continue only in AWAITING_CLIENT,
 * the CLIENT_REVIEWED redirect, the submit and its failure, and Error Loading Data.
 */
import {
  CALIFORNIA_D1_DISCLOSURE,
  clientPageTexts,
  clientReviewTexts,
  clientSignMessages,
  ELECTRONIC_AGREEMENT_PATH,
  formatUsDate,
  REPRESENTATIONS_AND_WARRANTIES,
  TERRORISM_DISCLOSURE,
  TERRORISM_DISCLOSURE_PATH,
} from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SubmitClientReviewMutationVariables } from '../../lib/graphql/generated/graphql.js';
import { localToday } from '../../shared/dates/local-today.js';
import {
  californiaContract,
  type ClientContractData,
  makeClientContract,
  labelStart,
  makeClientUser,
} from '../../test/client-contract-fixtures.js';
import { type FakeHandlers, fakeGraphql, gqlError } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

function openSign(contract: ClientContractData | null, handlers: FakeHandlers = {}) {
  let current = contract;
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: makeClientUser() } }),
    GetClientContract: () => ({ data: { getContract: current } }),
    SubmitClientReview: () => {
      current = { ...current!, status: 'CLIENT_REVIEWED' };
      return { data: { submitReviewedLpcApplicationByClient: current } };
    },
    ...handlers,
  });
  const app = renderApp({ path: '/apply/c1/application-sign', token: 'client-session', fetch: fake.fetch });
  return { ...app, fake };
}

const continueButton = () =>
  screen.getByRole('button', { name: clientReviewTexts.continue }) as HTMLButtonElement;
const submits = (fake: ReturnType<typeof fakeGraphql>) =>
  fake.calls
    .filter((c) => c.operationName === 'SubmitClientReview')
    .map((c) => c.variables as SubmitClientReviewMutationVariables);

async function agreeAndSign(user: ReturnType<typeof userEvent.setup>, name = 'Ada Lovelace') {
  await user.click(screen.getByRole('checkbox', { name: clientReviewTexts.agreeElectronicLabel }));
  await user.click(screen.getByRole('checkbox', { name: clientReviewTexts.agreeTerrorismLabel }));
  await user.type(signNameBox(), name);
}

const signNameBox = () => screen.getByRole('textbox', { name: labelStart(clientReviewTexts.signNameLabel) });
const d1NameBox = () => screen.getByRole('textbox', { name: labelStart(clientReviewTexts.d1SignNameLabel) });

describe('Sign & Submit', () => {
  it('shows the summary, the representations, the signature block and links to both documents', async () => {
    openSign(makeClientContract());
    expect(await screen.findByRole('heading', { name: clientReviewTexts.signTitle })).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Application summary' });
    for (const text of [
      'Analytical Engines LLC',
      '1 Byron Way, Columbus, OH 43004',
      'Agricultural business',
      'Excess Precipitation (HPC)',
      'OH (60%), OH (40%)',
      '$100,000',
      'Above 12.00 in',
      '$5,000',
      '$660',
      '$5,660',
      'Avery Agent',
      'Sunshine Insurance',
    ]) {
      expect(within(summary).getByText(text), text).toBeTruthy();
    }
    const period = makeClientContract().quote.riskPeriod;
    expect(
      within(summary).getByText(`${formatUsDate(period.startDate)} – ${formatUsDate(period.endDate)}`),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: clientReviewTexts.representationsTitle })).toBeTruthy();
    expect(screen.getByText(REPRESENTATIONS_AND_WARRANTIES.sections[0]!.heading)).toBeTruthy();
    expect(screen.getByRole('heading', { name: clientReviewTexts.signatureTitle })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: clientPageTexts.readElectronicAgreement }).getAttribute('href'),
    ).toBe(ELECTRONIC_AGREEMENT_PATH);
    expect(
      screen.getByRole('link', { name: clientPageTexts.readTerrorismDisclosure }).getAttribute('href'),
    ).toBe(TERRORISM_DISCLOSURE_PATH);
    // Today's date, and no D-1 block outside California.
    expect(screen.getAllByDisplayValue(formatUsDate(localToday(new Date())))).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: clientReviewTexts.d1Title })).toBeNull();
    expect(continueButton().disabled).toBe(true);
  });

  it("shows the requirement's messages as the client fills the form", async () => {
    const user = userEvent.setup();
    openSign(makeClientContract());
    await screen.findByRole('heading', { name: clientReviewTexts.signatureTitle });
    const electronic = screen.getByRole('checkbox', { name: clientReviewTexts.agreeElectronicLabel });
    await user.click(electronic);
    await user.click(electronic);
    const terrorism = screen.getByRole('checkbox', { name: clientReviewTexts.agreeTerrorismLabel });
    await user.click(terrorism);
    await user.click(terrorism);
    await user.type(signNameBox(), 'Al');
    await user.tab();
    expect(await screen.findByText(clientSignMessages.agreeElectronic)).toBeTruthy();
    expect(screen.getByText(clientSignMessages.agreeTerrorismDisclosure)).toBeTruthy();
    expect(screen.getByText(clientSignMessages.signName)).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
  });

  it('outside California: Continue once valid; submits without a D-1 signature and opens payment details', async () => {
    const user = userEvent.setup();
    const app = openSign(makeClientContract());
    await screen.findByRole('heading', { name: clientReviewTexts.signatureTitle });
    await agreeAndSign(user);
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    await user.click(continueButton());
    await waitFor(() => expect(app.location()).toBe('/apply/application/c1/payment-details'));
    expect(submits(app.fake)).toEqual([
      {
        contract: 'c1',
        input: {
          agreeElectronicClient: true,
          agreeTerrorismDisclosure: true,
          signNameCustomer: 'Ada Lovelace',
          d1SignName: null,
          signDate: localToday(new Date()),
        },
      },
    ]);
  });

  it('in California: the D-1 notice and its signature are required, and sent', async () => {
    const user = userEvent.setup();
    const app = openSign(californiaContract());
    expect(await screen.findByRole('heading', { name: clientReviewTexts.d1Title })).toBeTruthy();
    expect(screen.getByText(CALIFORNIA_D1_DISCLOSURE.sections[0]!.paragraphs[0]!)).toBeTruthy();
    expect(screen.getAllByDisplayValue(formatUsDate(localToday(new Date())))).toHaveLength(2);
    await agreeAndSign(user);
    await user.type(d1NameBox(), 'Al');
    await user.tab();
    expect(await screen.findByText(clientSignMessages.d1SignName)).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    await user.type(d1NameBox(), 'a Lovelace');
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    await user.click(continueButton());
    await waitFor(() => expect(app.location()).toBe('/apply/application/c1/payment-details'));
    expect(submits(app.fake)[0]!.input.d1SignName).toBe('Ala Lovelace');
  });

  it('Continue stays disabled when the application is not waiting for the client', async () => {
    const user = userEvent.setup();
    const app = openSign(makeClientContract({ status: 'PENDING_APPROVAL' }));
    expect(await screen.findByText(clientReviewTexts.notAwaitingClient)).toBeTruthy();
    await agreeAndSign(user);
    await user.tab();
    // The form is valid, and still Continue is off.
    expect(screen.queryByText(clientSignMessages.signName)).toBeNull();
    expect(continueButton().disabled).toBe(true);
    expect(submits(app.fake)).toEqual([]);
  });

  it('a signed application (CLIENT_REVIEWED) opens payment details instead', async () => {
    const app = openSign(makeClientContract({ status: 'CLIENT_REVIEWED' }));
    await waitFor(() => expect(app.location()).toBe('/apply/application/c1/payment-details'));
  });

  it("shows the server's refusal under the form and stays", async () => {
    const user = userEvent.setup();
    const app = openSign(makeClientContract(), {
      SubmitClientReview: () =>
        gqlError('CONFLICT', 'This application is no longer waiting for your signature.'),
    });
    await screen.findByRole('heading', { name: clientReviewTexts.signatureTitle });
    await agreeAndSign(user);
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    await user.click(continueButton());
    expect(await screen.findByText('This application is no longer waiting for your signature.')).toBeTruthy();
    expect(app.location()).toBe('/apply/c1/application-sign');
  });

  it('Error Loading Data when the contract fails to load or is not there', async () => {
    const app = openSign(null, { GetClientContract: () => gqlError('INVALID_PERMISSIONS', 'no') });
    expect(await screen.findByRole('heading', { name: clientReviewTexts.loadError })).toBeTruthy();
    app.unmount();
    openSign(null);
    expect(await screen.findByRole('heading', { name: clientReviewTexts.loadError })).toBeTruthy();
  });

  it('is a client page: an agent is sent to their home', async () => {
    const fake = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: makeUser() } }) });
    const app = renderApp({ path: '/apply/c1/application-sign', token: 't', fetch: fake.fetch });
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(fake.calls.some((c) => c.operationName === 'GetClientContract')).toBe(false);
  });
});

describe('the documents the sign page links to', () => {
  it('are public pages', async () => {
    const fake = fakeGraphql({});
    const app = renderApp({ path: TERRORISM_DISCLOSURE_PATH, fetch: fake.fetch });
    expect(await screen.findByRole('heading', { name: TERRORISM_DISCLOSURE.title })).toBeTruthy();
    expect(screen.getByText(TERRORISM_DISCLOSURE.sections[1]!.paragraphs[0]!)).toBeTruthy();
    app.unmount();
    renderApp({ path: '/representations-and-warranties', fetch: fake.fetch });
    expect(
      await screen.findByRole('heading', { level: 1, name: REPRESENTATIONS_AND_WARRANTIES.title }),
    ).toBeTruthy();
  });
});
