/**
 * The public premium indication request (docs/requirements.md#premium-indication-request,
 * #validation-request, #roles-and-permissions): the landing headline, the form's messages, the
 * API-key call with the reCAPTCHA token, the signed-in e-mail prefill, server errors under the
 * form, and /request-received.
 */
import {
  addDays,
  formatUsDate,
  LIMIT_NOT_A_NUMBER_MESSAGE,
  LIMIT_TOO_SMALL_MESSAGE,
  quotingToday,
  REQUEST_EMAIL_REQUIRED_MESSAGE,
  REQUEST_PERIOD_TOO_LONG_MESSAGE,
  REQUEST_START_IN_PAST_MESSAGE,
} from '@almanac/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contact } from '../../lib/contact.js';
import { fakeGraphql, type FakeHandler, type FakeHandlers, gqlError } from '../../test/fake-graphql.js';
import { makeUser } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

const TODAY = quotingToday(new Date());
const START = addDays(TODAY, 30);
const END = addDays(START, 90);

const created = (): FakeHandler<'CreatePremiumIndicationRequest'> => (call) => {
  const input = call.variables.input;
  return {
    data: {
      createPremiumIndicationRequest: {
        id: 'r1',
        programType: input.programType ?? 'NamedStorm',
        start: input.start ?? START,
        end: input.end ?? END,
        limit: input.limit ?? 0,
        name: input.name ?? null,
        createdAt: '2026-05-01T00:00:00.000Z',
      },
    },
  };
};

function renderRequest({
  handlers = {},
  signedIn = false,
  recaptcha,
}: {
  handlers?: FakeHandlers;
  signedIn?: boolean;
  recaptcha?: { getToken: (action: string) => Promise<string | undefined> };
} = {}) {
  const fake = fakeGraphql({
    CurrentUser: () => ({ data: { currentUser: makeUser() } }),
    CreatePremiumIndicationRequest: created(),
    ...handlers,
  });
  const utils = renderApp({
    path: '/premium-indication-request',
    fetch: fake.fetch,
    token: signedIn ? 't' : undefined,
    recaptcha,
  });
  return { ...utils, fake };
}

const form = () => screen.getByRole('form', { name: 'Premium indication request' });
const field = (label: string) =>
  within(form()).getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement | HTMLSelectElement;
const submit = () => within(form()).getByRole('button', { name: /Request Premium Indication/ });
const callsOf = (fake: ReturnType<typeof fakeGraphql>, op: string) =>
  fake.calls.filter((c) => c.operationName === op);

describe('premium indication request', () => {
  it('shows the landing headline and the form, Named Storm by default, without an account', async () => {
    renderRequest();
    expect(
      await screen.findByRole('heading', { level: 1, name: "Insurance done the way you'd want it to be." }),
    ).toBeTruthy();
    const peril = field('Peril') as HTMLSelectElement;
    expect(peril.value).toBe('NamedStorm');
    expect(within(peril).getAllByRole('option')).toHaveLength(11);
    expect((field('Contact Email') as HTMLInputElement).value).toBe('');
  });

  it('a visitor must give an e-mail to reply to; the start cannot be past; at most 12 months', async () => {
    const user = userEvent.setup();
    const { fake } = renderRequest();
    await screen.findByRole('heading', { level: 1 });
    await user.type(field('Start Date'), addDays(TODAY, -1));
    await user.type(field('End Date'), addDays(TODAY, 400));
    await user.type(field('Limit of Liability'), '100000');
    await user.click(submit());
    expect(await within(form()).findByText(REQUEST_START_IN_PAST_MESSAGE)).toBeTruthy();
    expect(within(form()).getByText(REQUEST_PERIOD_TOO_LONG_MESSAGE)).toBeTruthy();
    expect(within(form()).getByText(REQUEST_EMAIL_REQUIRED_MESSAGE)).toBeTruthy();
    expect(callsOf(fake, 'CreatePremiumIndicationRequest')).toHaveLength(0);
  });

  it("shows the schema's messages: limit required, start after end", async () => {
    const user = userEvent.setup();
    const { fake } = renderRequest();
    await screen.findByRole('heading', { level: 1 });
    await user.click(submit());
    expect(await within(form()).findByText('Limit of Liability is required')).toBeTruthy();
    expect(within(form()).getByText('Start date is required')).toBeTruthy();
    expect(within(form()).getByText('End date is required')).toBeTruthy();

    await user.type(field('Start Date'), END);
    await user.type(field('End Date'), START);
    await user.type(field('Limit of Liability'), '0');
    await user.click(submit());
    expect(await within(form()).findByText('Start date must not be greater than the end date')).toBeTruthy();
    expect(within(form()).getByText(LIMIT_TOO_SMALL_MESSAGE)).toBeTruthy();
    await user.clear(field('Limit of Liability'));
    await user.type(field('Limit of Liability'), 'abc');
    await user.click(submit());
    expect(await within(form()).findByText(LIMIT_NOT_A_NUMBER_MESSAGE)).toBeTruthy();
    await user.type(field('Contact Email'), 'not-an-email');
    await user.click(submit());
    expect(await within(form()).findByText('valid email is required')).toBeTruthy();
    expect(callsOf(fake, 'CreatePremiumIndicationRequest')).toHaveLength(0);
  });

  it('sends the request with the API key and the reCAPTCHA token, then goes to /request-received', async () => {
    const user = userEvent.setup();
    const recaptcha = { getToken: vi.fn(async () => 'captcha-token') };
    const { fake, location } = renderRequest({ recaptcha });
    await screen.findByRole('heading', { level: 1 });
    await user.selectOptions(field('Peril'), 'HighWind');
    await user.type(field('Start Date'), START);
    await user.type(field('End Date'), END);
    await user.type(field('Limit of Liability'), '$250,000');
    await user.type(field('Name of Insured'), 'Gulf Marina LLC');
    await user.type(field('Contact Email'), 'Owner@Marina.example');
    await user.click(submit());

    await waitFor(() => expect(location()).toBe('/request-received'));
    const [call] = callsOf(fake, 'CreatePremiumIndicationRequest');
    expect(call!.variables).toEqual({
      input: {
        programType: 'HighWind',
        start: START,
        end: END,
        limit: 250000,
        name: 'Gulf Marina LLC',
        email: 'owner@marina.example',
        recaptcha: 'captcha-token',
      },
    });
    expect(call!.headers['x-api-key']).toBe('test-api-key');
    expect(call!.headers.authorization).toBeUndefined();
    expect(recaptcha.getToken).toHaveBeenCalled();

    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeTruthy();
    expect(screen.getByTestId('request-summary').textContent).toBe(
      `High Wind · ${formatUsDate(START)} – ${formatUsDate(END)} · $250,000.00 limit · Gulf Marina LLC`,
    );
  });

  it('prefills the signed-in user’s e-mail; the default peril is sent without a token when none', async () => {
    const user = userEvent.setup();
    const { fake, location } = renderRequest({ signedIn: true });
    await screen.findByRole('heading', { level: 1 });
    expect((field('Contact Email') as HTMLInputElement).value).toBe('agent@almanac.local');
    await user.type(field('Start Date'), START);
    await user.type(field('End Date'), END);
    await user.type(field('Limit of Liability'), '100000');
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/request-received'));
    expect(callsOf(fake, 'CreatePremiumIndicationRequest')[0]!.variables).toEqual({
      input: {
        programType: 'NamedStorm',
        start: START,
        end: END,
        limit: 100000,
        email: 'agent@almanac.local',
      },
    });
  });

  it('shows server errors under the form and stays', async () => {
    const user = userEvent.setup();
    const { location } = renderRequest({
      handlers: {
        CreatePremiumIndicationRequest: () => gqlError('RECAPTCHA_FAILED', 'bot check failed'),
      },
    });
    await screen.findByRole('heading', { level: 1 });
    await user.type(field('Start Date'), START);
    await user.type(field('End Date'), END);
    await user.type(field('Limit of Liability'), '100000');
    await user.type(field('Contact Email'), 'owner@marina.example');
    await user.click(submit());
    expect(
      await within(form()).findByText('We could not verify that you are human. Please try again.'),
    ).toBeTruthy();
    expect(location()).toBe('/premium-indication-request');
  });
});

describe('request received', () => {
  it('offers Request Again and the calculator, provider site and contact cards', async () => {
    const fake = fakeGraphql({});
    renderApp({ path: '/request-received', fetch: fake.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Request Again/ }).getAttribute('href')).toBe(
      '/premium-indication-request',
    );
    const calculator = screen.getByRole('region', { name: 'Explore the Premium Calculator' });
    expect(within(calculator).getByRole('link').getAttribute('href')).toBe('/quoter/select-program');
    const site = screen.getByRole('region', { name: 'Learn about Almanac' });
    expect(within(site).getByRole('link').getAttribute('href')).toBe(contact.website);
    const contactCard = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contactCard).getByRole('link', { name: contact.salesEmail }).getAttribute('href')).toBe(
      `mailto:${contact.salesEmail}`,
    );
    expect(within(contactCard).getByRole('link', { name: contact.phone }).getAttribute('href')).toBe(
      contact.phoneHref,
    );
  });
});
