/**
 * The claim link and the four-section loss report (docs/requirements.md#claims, #invitations,
 * #validation-claims) through the app's routes with the GraphQL boundary faked: the session the
 * link starts (API key, this tab, the token sent once and dropped from the address), section I
 * prefilled from the contract, Link Expired and Link Not Valid, the sections' completion marks,
 * Continue's rules, the save and its error texts.
 */
import {
  clientReviewTexts,
  errorMessages,
  FRAUD_NOTICES,
  lossReportMessages,
  lossReportPageTexts,
  lossReportTexts,
} from '@almanac/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SaveLossReportMutationVariables } from '../../lib/graphql/generated/graphql.js';
import { makeClientUser } from '../../test/client-contract-fixtures.js';
import {
  type LossReportContractData,
  makeLossReport,
  makeLossReportContract,
  makeLossReportPayout,
} from '../../test/claims-fixtures.js';
import { type FakeErrorAnswer, type FakeHandlers, fakeGraphql, gqlError } from '../../test/fake-graphql.js';
import { renderApp } from '../../test/render-app.js';

let tokens = 0;
const nextToken = () => `claim-token-${++tokens}`;

function openLink(
  outcome: { contract: LossReportContractData | null } | { error: FakeErrorAnswer },
  handlers: FakeHandlers = {},
) {
  const token = nextToken();
  const fake = fakeGraphql({
    AcceptClaimsFormInvite: () =>
      'error' in outcome
        ? outcome.error
        : {
            data: {
              acceptClaimsFormTokenInvite: {
                auth: {
                  token: 'claim-session',
                  expiresAt: '2099-01-01T00:00:00.000Z',
                  user: makeClientUser(),
                },
                contractId: 'c1',
              },
            },
          },
    CurrentUser: () => ({ data: { currentUser: makeClientUser() } }),
    GetLossReportContract: () =>
      'contract' in outcome && outcome.contract
        ? { data: { getContract: outcome.contract } }
        : gqlError('INVALID_PERMISSIONS', errorMessages.INVALID_PERMISSIONS),
    SaveLossReport: () => ({ data: { saveLossReport: makeLossReport() } }),
    GetLossReport: () => ({ data: { getForm: makeLossReport() } }),
    GetLossReportPayout: () => ({ data: { getPolicyIndex: makeLossReportPayout() } }),
    ...handlers,
  });
  const app = renderApp({ path: `/claims/loss-form?token=${token}`, fetch: fake.fetch });
  return { ...app, fake, token };
}

const continueButton = () =>
  screen.getByRole('button', { name: lossReportTexts.continue }) as HTMLButtonElement;
const section = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^${title.replace('.', '\\.')}`) });
const completeMark = (title: string) =>
  section(title).textContent?.includes(`(${lossReportPageTexts.sectionComplete})`) ?? false;
const box = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const titles = lossReportTexts.sectionTitles;

async function openSectionsThreeAndFour(user: ReturnType<typeof userEvent.setup>) {
  await user.click(section(titles.representations));
  await user.click(
    await screen.findByRole('checkbox', { name: lossReportPageTexts.representationsAcceptedLabel }),
  );
  await user.click(section(titles.disclaimers));
  await user.click(
    await screen.findByRole('checkbox', { name: lossReportPageTexts.disclaimersAcceptedLabel }),
  );
}

describe('the claim link', () => {
  it('logs the policyholder in for the contract (API key, once), drops the token and prefills section I', async () => {
    const app = openLink({ contract: makeLossReportContract() });
    expect(await screen.findByRole('heading', { name: lossReportPageTexts.lossReportTitle })).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/claims/loss-form'));
    const sent = app.fake.calls.filter((c) => c.operationName === 'AcceptClaimsFormInvite');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.variables).toEqual({ token: app.token });
    expect(sent[0]!.headers['x-api-key']).toBe('test-api-key');
    expect(sessionStorage.getItem('almanac.token')).toBe('claim-session');
    expect(localStorage.getItem('almanac.token')).toBeNull();
    expect(sessionStorage.getItem('almanac.clientContract')).toBe('c1');
    const prefill = app.fake.calls.find((c) => c.operationName === 'GetLossReportContract');
    expect(prefill!.variables).toEqual({ id: 'c1' });
    expect(prefill!.headers.authorization).toBe('Bearer claim-session');

    expect(box('Named insured').value).toBe('Bayside Farms LLC');
    expect(box('Address').value).toBe('1 Harbor Way');
    expect(box('City').value).toBe('Tampa');
    expect((screen.getByRole('combobox', { name: /^State/ }) as HTMLSelectElement).value).toBe('FL');
    expect(box('ZIP code').value).toBe('33602');
    expect(box('Contact e-mail').value).toBe('owner@bayside.test');
    expect(box('Policy number').value).toBe('ALM-HPC-2026-000001');
  });

  it("shows Link Expired with the requirement's text when the token has expired", async () => {
    openLink({ error: gqlError('TOKEN_EXPIRED', errorMessages.TOKEN_EXPIRED) });
    expect(await screen.findByRole('heading', { name: 'Link Expired' })).toBeTruthy();
    expect(
      screen.getByText(
        'The link you used to access this page has expired. We sent a new link to your email.',
      ),
    ).toBeTruthy();
    expect(sessionStorage.getItem('almanac.token')).toBeNull();
  });

  it('refuses a tampered link: Link Not Valid', async () => {
    openLink({ error: gqlError('INVALID_TOKEN', errorMessages.INVALID_TOKEN) });
    expect(await screen.findByRole('heading', { name: clientReviewTexts.linkInvalidTitle })).toBeTruthy();
    expect(screen.getByText(clientReviewTexts.linkInvalid)).toBeTruthy();
  });

  it('without a token or the link’s session says how to get a link, asking the server nothing', async () => {
    const fake = fakeGraphql({});
    renderApp({ path: '/claims/loss-form', fetch: fake.fetch });
    expect(await screen.findByText(lossReportPageTexts.noSession)).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it('an unreadable contract leaves section I to the policyholder', async () => {
    openLink({ contract: null });
    expect(await screen.findByText(lossReportPageTexts.prefillFailed)).toBeTruthy();
    expect(box('Named insured').value).toBe('');
  });
});

describe('the four sections', () => {
  it('marks I and II complete when valid, III and IV once acknowledged (opening is not enough); Continue only then', async () => {
    const user = userEvent.setup();
    openLink({ contract: makeLossReportContract({ policyNumber: null }) });
    await screen.findByRole('heading', { name: lossReportPageTexts.lossReportTitle });
    expect(completeMark(titles.namedInsured)).toBe(false);
    expect(completeMark(titles.lossDetails)).toBe(true); // today's notification date
    expect(completeMark(titles.representations)).toBe(false);
    expect(completeMark(titles.disclaimers)).toBe(false);
    expect(continueButton().disabled).toBe(true);

    // Pasted (one change, not a render per keystroke): typed, this walk ran out of its 15 s on a
    // loaded machine.
    await user.click(box('Policy number'));
    await user.paste('ALM-HPC-2026-000001');
    await waitFor(() => expect(completeMark(titles.namedInsured)).toBe(true));
    expect(continueButton().disabled).toBe(true);

    await user.click(section(titles.representations));
    expect(await screen.findByText(lossReportTexts.representations[0]!)).toBeTruthy();
    expect(completeMark(titles.representations)).toBe(false); // opened, not acknowledged (issue 27)
    await user.click(
      await screen.findByRole('checkbox', { name: lossReportPageTexts.representationsAcceptedLabel }),
    );
    await waitFor(() => expect(completeMark(titles.representations)).toBe(true));
    expect(continueButton().disabled).toBe(true);

    await user.click(section(titles.disclaimers));
    for (const n of FRAUD_NOTICES) expect(screen.getByText(n.name, { selector: 'p' })).toBeTruthy();
    expect(completeMark(titles.disclaimers)).toBe(false);
    // The section's content is reachable once it has opened (as a user sees it).
    await user.click(
      await screen.findByRole('checkbox', { name: lossReportPageTexts.disclaimersAcceptedLabel }),
    );
    await waitFor(() => expect(completeMark(titles.disclaimers)).toBe(true));
    expect(continueButton().disabled).toBe(false);

    // Closing III again keeps it complete; an invalid zip code makes I incomplete again.
    await user.click(section(titles.representations));
    expect(completeMark(titles.representations)).toBe(true);
    await user.clear(box('ZIP code'));
    await user.paste('336');
    await user.tab();
    expect(await screen.findByText(lossReportMessages.zipcode)).toBeTruthy();
    expect(completeMark(titles.namedInsured)).toBe(false);
    expect(continueButton().disabled).toBe(true);
  });

  it('shows the e-mail message and an invalid notification date makes II incomplete', async () => {
    const user = userEvent.setup();
    openLink({ contract: makeLossReportContract() });
    await screen.findByRole('heading', { name: lossReportPageTexts.lossReportTitle });
    await user.clear(box('Contact e-mail'));
    await user.type(box('Contact e-mail'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText(lossReportMessages.contactEmail)).toBeTruthy();
    await user.click(section(titles.lossDetails));
    const date = screen.getByLabelText(/^Date of notification/) as HTMLInputElement;
    await user.clear(date);
    await waitFor(() => expect(completeMark(titles.lossDetails)).toBe(false));
  });

  it('Continue saves the report for the contract and opens its review', async () => {
    const user = userEvent.setup();
    const app = openLink({ contract: makeLossReportContract() });
    await screen.findByRole('heading', { name: lossReportPageTexts.lossReportTitle });
    await user.click(section(titles.lossDetails));
    await user.type(
      await screen.findByRole('textbox', { name: /^Describe the loss/ }),
      '  Rain flooded the fields. ',
    );
    await openSectionsThreeAndFour(user);
    await user.click(continueButton());
    await waitFor(() => expect(app.location()).toBe('/loss-form/review-and-sign/lr1'));
    const saves = app.fake.calls.filter((c) => c.operationName === 'SaveLossReport');
    expect(saves).toHaveLength(1);
    const { input } = saves[0]!.variables as SaveLossReportMutationVariables;
    expect(input).toMatchObject({
      contractId: 'c1',
      name: 'Bayside Farms LLC',
      address1: '1 Harbor Way',
      city: 'Tampa',
      state: 'FL',
      zipcode: '33602',
      contactEmail: 'owner@bayside.test',
      policyNumber: 'ALM-HPC-2026-000001',
      basisDescription: 'Rain flooded the fields.',
      representationsAccepted: true,
      disclaimersAccepted: true,
    });
    expect(input.notificationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await screen.findByRole('heading', { name: lossReportTexts.reviewTitle })).toBeTruthy();
  });

  it("a refused save shows the server's message", async () => {
    const user = userEvent.setup();
    const app = openLink(
      { contract: makeLossReportContract() },
      { SaveLossReport: () => gqlError('VALIDATION_ERROR', lossReportMessages.policyNumberMismatch) },
    );
    await screen.findByRole('heading', { name: lossReportPageTexts.lossReportTitle });
    await openSectionsThreeAndFour(user);
    await user.click(continueButton());
    await waitFor(() => expect(app.fake.calls.some((c) => c.operationName === 'SaveLossReport')).toBe(true));
    expect(await screen.findByText(lossReportMessages.policyNumberMismatch)).toBeTruthy();
  });

  it('any other failure shows "Error Loading Policy Details. Please try again later."', async () => {
    const user = userEvent.setup();
    openLink(
      { contract: makeLossReportContract() },
      { SaveLossReport: () => gqlError('Lambda:Unhandled', 'Task timed out', 502) },
    );
    await screen.findByRole('heading', { name: lossReportPageTexts.lossReportTitle });
    await openSectionsThreeAndFour(user);
    await user.click(continueButton());
    expect(await screen.findByText('Error Loading Policy Details. Please try again later.')).toBeTruthy();
  });
});
