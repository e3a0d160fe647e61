/**
 * The review link (docs/requirements.md#client-review, #invitations, #access-and-routing) through
 * the app's routes with the GraphQL boundary faked: the session it starts (API key, this tab),
 * where the contract opens by its status, Link Expired, a link that is not valid, any other
 * failure, and the client's home opening the contract afterwards.
 */
import {
  CLIENT_SIGN_IN_PATH,
  clientLinkClosedMessage,
  clientPortalTexts,
  clientReviewTexts,
  errorMessages,
  EXPIRED_TOKEN_MARKER,
} from '@almanac/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ClientContractData,
  makeClientContract,
  makeClientUser,
} from '../../test/client-contract-fixtures.js';
import { type FakeErrorAnswer, fakeGraphql, gqlError } from '../../test/fake-graphql.js';
import { renderApp } from '../../test/render-app.js';

let tokens = 0;
/** Every test its own token: a token is accepted once per page load. */
const nextToken = () => `review-token-${++tokens}`;

/** The review link answers the session and this contract (which getContract then answers too). */
const accepts = (contract: ClientContractData) => ({ contract });
/** The review link fails with this error. */
const fails = (error: FakeErrorAnswer) => ({ error });

function openLink(
  outcome: { contract: ClientContractData } | { error: FakeErrorAnswer },
  token = nextToken(),
) {
  const contract = 'contract' in outcome ? outcome.contract : null;
  const fake = fakeGraphql({
    AcceptClientReviewInvite: () =>
      'error' in outcome
        ? outcome.error
        : {
            data: {
              acceptClientReviewContractInvite: {
                auth: {
                  token: 'client-session',
                  expiresAt: '2099-01-01T00:00:00.000Z',
                  user: makeClientUser(),
                },
                contract: outcome.contract,
              },
            },
          },
    CurrentUser: () => ({ data: { currentUser: makeClientUser() } }),
    GetClientContract: () => ({ data: { getContract: contract } }),
  });
  const app = renderApp({ path: `/apply/review?token=${token}`, fetch: fake.fetch });
  return { ...app, fake, token };
}

describe('the review link', () => {
  it('logs the client in for the contract (API key, once) and opens Sign & Submit', async () => {
    const app = openLink(accepts(makeClientContract()));
    expect(await screen.findByRole('heading', { name: clientReviewTexts.signTitle })).toBeTruthy();
    expect(app.location()).toBe('/apply/c1/application-sign');
    const sent = app.fake.calls.filter((c) => c.operationName === 'AcceptClientReviewInvite');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.variables).toEqual({ token: app.token });
    expect(sent[0]!.headers['x-api-key']).toBe('test-api-key');
    expect(sent[0]!.headers.authorization).toBeUndefined();
    // Stored like a login that is not remembered: this tab only.
    expect(sessionStorage.getItem('almanac.token')).toBe('client-session');
    expect(localStorage.getItem('almanac.token')).toBeNull();
    // The client's header: the logo only.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('opens payment details for an application the client has signed', async () => {
    const app = openLink(accepts(makeClientContract({ status: 'CLIENT_REVIEWED' })));
    await waitFor(() => expect(app.location()).toBe('/apply/application/c1/payment-details'));
  });

  it('opens the confirmation for a bound contract', async () => {
    const app = openLink(
      accepts(makeClientContract({ status: 'APPROVED', policyNumber: 'HPC-2026-000001' })),
    );
    await waitFor(() => expect(app.location()).toBe('/apply/hpc/payment-confirmation?contract=c1'));
  });

  it("shows Link Expired with the requirement's text when the token has expired", async () => {
    openLink(fails(gqlError('TOKEN_EXPIRED', errorMessages.TOKEN_EXPIRED)));
    expect(await screen.findByRole('heading', { name: clientReviewTexts.linkExpiredTitle })).toBeTruthy();
    expect(screen.getByText(clientReviewTexts.linkExpired)).toBeTruthy();
    expect(sessionStorage.getItem('almanac.token')).toBeNull();
  });

  it('recognises an expired link by the marker in the message whatever the code', async () => {
    openLink(fails(gqlError('Lambda:Unhandled', `Error: ${EXPIRED_TOKEN_MARKER} (sent again)`)));
    expect(await screen.findByText(clientReviewTexts.linkExpired)).toBeTruthy();
  });

  it('a link past the client’s steps says where the contract stands and offers the sign-in (issue 27, 2)', async () => {
    const text = clientLinkClosedMessage('APPROVED', 'HPC-2026-000001');
    const app = openLink(fails(gqlError('LINK_CLOSED', text)));
    expect(await screen.findByRole('heading', { name: clientReviewTexts.linkClosedTitle })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText(clientReviewTexts.linkExpired)).toBeNull();
    const signIn = screen.getByRole('link', { name: clientReviewTexts.signInToPolicies });
    expect(signIn.getAttribute('href')).toBe(CLIENT_SIGN_IN_PATH);
    // A client without the sign-in e-mail can ask for a link right here.
    expect(screen.getByRole('button', { name: clientPortalTexts.requestButton })).toBeTruthy();
    expect(app.location()).toBe(`/apply/review?token=${app.token}`);
  });

  it('refuses a tampered link: Link Not Valid', async () => {
    openLink(fails(gqlError('INVALID_TOKEN', errorMessages.INVALID_TOKEN)));
    expect(await screen.findByRole('heading', { name: clientReviewTexts.linkInvalidTitle })).toBeTruthy();
    expect(screen.getByText(clientReviewTexts.linkInvalid)).toBeTruthy();
  });

  it('a link without a token is not valid and asks the server nothing', async () => {
    const fake = fakeGraphql({});
    renderApp({ path: '/apply/review', fetch: fake.fetch });
    expect(await screen.findByText(clientReviewTexts.linkInvalid)).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it('any other failure: Error Loading Data', async () => {
    openLink(fails(gqlError('INTERNAL_SERVER_ERROR', 'boom')));
    expect(await screen.findByRole('heading', { name: clientReviewTexts.loadError })).toBeTruthy();
  });
});

describe("the client's home", () => {
  it("opens the contract this tab's review link opened; other pages lead there", async () => {
    sessionStorage.setItem('almanac.clientContract', 'c1');
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: makeClientUser() } }),
      GetClientContract: (call) => ({
        data: { getContract: makeClientContract({ id: String(call.variables.id) }) },
      }),
    });
    const app = renderApp({ path: '/dashboard', token: 'client-session', fetch: fake.fetch });
    await waitFor(() => expect(app.location()).toBe('/apply/c1/application-sign'));
    expect(await screen.findByRole('heading', { name: clientReviewTexts.signTitle })).toBeTruthy();
  });

  it('without a remembered contract says how to reach it; an unknown page is not found', async () => {
    const fake = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: makeClientUser() } }) });
    const app = renderApp({ path: '/quotes', token: 'client-session', fetch: fake.fetch });
    await waitFor(() => expect(app.location()).toBe('/client'));
    expect(await screen.findByText(/Your agent will e-mail you links/)).toBeTruthy();
    app.unmount();
    renderApp({ path: '/no/such/page', token: 'client-session', fetch: fake.fetch });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
