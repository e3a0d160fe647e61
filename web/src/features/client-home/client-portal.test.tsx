/**
 * The client's lasting access (issue 27 item 12) through the app's routes with the GraphQL boundary
 * faked: the sign-in link starts the client's session (API key, once) and opens their policies;
 * a spent link says a new one was e-mailed; each policy shows its terms, status and way in; a
 * client without a link asks for one by e-mail.
 */
import { clientPortalTexts, errorMessages } from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GetMyPoliciesQuery } from '../../lib/graphql/generated/graphql.js';
import { makeClientUser } from '../../test/client-contract-fixtures.js';
import { fakeGraphql, gqlError } from '../../test/fake-graphql.js';
import { renderApp } from '../../test/render-app.js';

type Policy = GetMyPoliciesQuery['getMyPolicies']['items'][number];
const policy = (over: Partial<Policy> = {}): Policy => ({
  contractId: 'c1',
  status: 'APPROVED',
  statusLabel: 'Approved',
  program: 'HPC',
  programName: 'High Precipitation',
  insured: 'Acme Farms LLC',
  policyNumber: 'ALM-HPC-2027-00007X',
  startDate: '2027-01-01',
  endDate: '2027-03-31',
  limitOfLiability: 100_000,
  agentName: 'Avery Agent',
  agentEmail: 'avery@agency.test',
  ...over,
});

let tokens = 0;
function openSignIn(answer: 'ok' | 'expired' | 'invalid', items: Policy[] = [policy()]) {
  const token = `sign-in-${++tokens}`;
  const fake = fakeGraphql({
    AcceptClientSignIn: () =>
      answer === 'ok'
        ? {
            data: {
              acceptClientSignIn: {
                token: 'client-own',
                expiresAt: '2099-01-01T00:00:00.000Z',
                user: makeClientUser(),
              },
            },
          }
        : answer === 'expired'
          ? gqlError('TOKEN_EXPIRED', errorMessages.TOKEN_EXPIRED)
          : gqlError('INVALID_TOKEN', errorMessages.INVALID_TOKEN),
    CurrentUser: () => ({ data: { currentUser: makeClientUser() } }),
    GetMyPolicies: () => ({ data: { getMyPolicies: { items, count: items.length } } }),
  });
  const app = renderApp({ path: `/client/sign-in?token=${token}`, fetch: fake.fetch });
  return { ...app, fake, token };
}

describe('the client’s sign-in link and policies', () => {
  it('signs the client in (API key, once) and lists their policies with terms, status and the way in', async () => {
    const app = openSignIn('ok', [
      policy(),
      policy({
        contractId: 'c2',
        status: 'REJECTED',
        statusLabel: 'Rejected',
        policyNumber: null,
        program: 'LPC',
        programName: 'Low Precipitation',
      }),
    ]);
    await waitFor(() => expect(app.location()).toBe('/client'));
    const sent = app.fake.calls.filter((c) => c.operationName === 'AcceptClientSignIn');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.variables).toEqual({ token: app.token });
    expect(sent[0]!.headers['x-api-key']).toBe('test-api-key');
    expect(sessionStorage.getItem('almanac.token')).toBe('client-own');

    const bound = await screen.findByRole('article', { name: 'High Precipitation' });
    expect(within(bound).getByText('Approved')).toBeTruthy();
    expect(within(bound).getByText('ALM-HPC-2027-00007X')).toBeTruthy();
    expect(within(bound).getByText('01/01/2027 – 03/31/2027')).toBeTruthy();
    expect(within(bound).getByText('$100,000')).toBeTruthy();
    const open = within(bound).getByRole('link', { name: clientPortalTexts.openPolicy });
    expect(open.getAttribute('href')).toBe('/apply/hpc/payment-confirmation?contract=c1');

    const rejected = screen.getByRole('article', { name: 'Low Precipitation' });
    expect(within(rejected).getByText('Rejected')).toBeTruthy();
    expect(within(rejected).getByText(clientPortalTexts.closed)).toBeTruthy();
    expect(within(rejected).queryByRole('link')).toBeNull();
  });

  it('a used or expired link says a new one was e-mailed, and starts no session', async () => {
    openSignIn('expired');
    expect(await screen.findByText(clientPortalTexts.signInSent)).toBeTruthy();
    expect(sessionStorage.getItem('almanac.token')).toBeNull();
  });

  it('a link that is not valid says so and how to get a new one', async () => {
    openSignIn('invalid');
    expect(await screen.findByText(clientPortalTexts.signInInvalid)).toBeTruthy();
    expect(screen.getByText(clientPortalTexts.signInNoEmail)).toBeTruthy();
  });

  it('without a token it says how clients sign in', async () => {
    renderApp({ path: '/client/sign-in', fetch: fakeGraphql({}).fetch });
    expect(await screen.findByRole('heading', { name: clientPortalTexts.signInTitle })).toBeTruthy();
    expect(screen.getByText(clientPortalTexts.signInHow)).toBeTruthy();
  });
});

describe('E-mail me a sign-in link', () => {
  it('checks the address, sends it (the API key) and says to check the e-mail; another address can be tried', async () => {
    const fake = fakeGraphql({
      RequestClientSignInLink: () => ({ data: { requestClientSignInLink: true } }),
    });
    const user = userEvent.setup();
    renderApp({ path: '/client/sign-in', fetch: fake.fetch });
    const field = await screen.findByRole('textbox', {
      name: new RegExp(clientPortalTexts.requestEmailLabel),
    });
    const send = screen.getByRole('button', { name: clientPortalTexts.requestButton });
    await user.click(send);
    expect(await screen.findByText('email is required')).toBeTruthy();
    await user.type(field, 'dana@');
    await user.click(send);
    expect(await screen.findByText('email must be a valid email address')).toBeTruthy();
    expect(fake.calls.filter((c) => c.operationName === 'RequestClientSignInLink')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, ' Dana@Example.com ');
    await user.click(send);
    expect(await screen.findByRole('heading', { name: clientPortalTexts.requestSentTitle })).toBeTruthy();
    expect(screen.getByText(clientPortalTexts.requestSent)).toBeTruthy();
    const sent = fake.calls.filter((c) => c.operationName === 'RequestClientSignInLink');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.variables).toEqual({ email: 'dana@example.com' });
    expect(sent[0]!.headers['x-api-key']).toBe('test-api-key');

    await user.click(screen.getByRole('button', { name: clientPortalTexts.requestAnother }));
    expect(
      (
        screen.getByRole('textbox', {
          name: new RegExp(clientPortalTexts.requestEmailLabel),
        }) as HTMLInputElement
      ).value,
    ).toBe('');
  });

  it('a refused request says why under the button, not that a link was sent', async () => {
    const fake = fakeGraphql({
      RequestClientSignInLink: () => gqlError('VALIDATION_ERROR', 'email must be a valid email address'),
    });
    const user = userEvent.setup();
    renderApp({ path: '/client/sign-in', fetch: fake.fetch });
    await user.type(
      await screen.findByRole('textbox', { name: new RegExp(clientPortalTexts.requestEmailLabel) }),
      'dana@example.com',
    );
    await user.click(screen.getByRole('button', { name: clientPortalTexts.requestButton }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'email must be a valid email address',
    );
    expect(screen.queryByText(clientPortalTexts.requestSent)).toBeNull();
  });

  it('is offered with a link that is not valid', async () => {
    openSignIn('invalid');
    expect(await screen.findByRole('button', { name: clientPortalTexts.requestButton })).toBeTruthy();
  });
});
