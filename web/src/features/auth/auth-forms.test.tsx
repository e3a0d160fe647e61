import { WRONG_CODE_MESSAGE } from '@almanac/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeGraphql, gqlError } from '../../test/fake-graphql.js';
import { makeUser, notOnboarded } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

const noUser = { CurrentUser: () => ({ data: { currentUser: null } }) };
const session = (user = makeUser(), token = 'session-token') => ({
  token,
  expiresAt: '2030-01-01T00:00:00Z',
  user,
});

/** Labels carry a required marker (*): match on the start of the label text. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

describe('login', () => {
  it('shows the spec messages for empty and invalid input', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/login', fetch: fakeGraphql(noUser).fetch });
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('email is required')).toBeTruthy();
    expect(screen.getByText('password is required')).toBeTruthy();
    await user.type(field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('email must be a valid email address')).toBeTruthy();
  });

  it('shows the catalogue message for a wrong password', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({ ...noUser, Login: () => gqlError('INVALID_EMAIL_OR_PASSWORD', 'bad') });
    renderApp({ path: '/login', fetch: fake.fetch });
    await user.type(await screen.findByLabelText('Email'), 'agent@almanac.local');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
  });

  it('logs a confirmed user in (remember me → localStorage) and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({ ...noUser, Login: () => ({ data: { login: session() } }) });
    const app = renderApp({ path: '/login', fetch: fake.fetch });
    await user.type(await screen.findByLabelText('Email'), 'Agent@Almanac.local');
    await user.type(screen.getByLabelText('Password'), 'almanac-demo');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    const login = fake.calls.find((c) => c.operationName === 'Login')!;
    expect(login.variables).toEqual({
      email: 'agent@almanac.local',
      password: 'almanac-demo',
      rememberMe: true,
    });
    expect(localStorage.getItem('almanac.token')).toBe('session-token');
  });

  it('sends an unconfirmed user to /confirm', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      ...noUser,
      Login: () => ({ data: { login: session(makeUser({ confirmedAt: null })) } }),
    });
    const app = renderApp({ path: '/', fetch: fake.fetch });
    await user.type(await screen.findByLabelText('Email'), 'new@almanac.local');
    await user.type(screen.getByLabelText('Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(app.location()).toBe('/confirm'));
    expect(sessionStorage.getItem('almanac.token')).toBe('session-token');
  });

  it('shows the notice after a password reset', async () => {
    renderApp({ path: '/login?success=true', fetch: fakeGraphql(noUser).fetch });
    expect(await screen.findByText(/Your password has been reset/)).toBeTruthy();
  });
});

describe('sign-up', () => {
  it('shows the spec messages', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/sign-up', fetch: fakeGraphql(noUser).fetch });
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('first name is required')).toBeTruthy();
    expect(screen.getByText('last name is required')).toBeTruthy();
    expect(screen.getByText('email is required')).toBeTruthy();
    expect(screen.getByText('State License Number is required')).toBeTruthy();
    expect(screen.getByText('state is required')).toBeTruthy();
    await user.type(field('Password'), 'short');
    await user.type(field('Confirm Password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('password requires minimum 8 characters')).toBeTruthy();
    expect(screen.getByText('passwords must match')).toBeTruthy();
  });

  it('needs no license or state for an agency administrator', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/sign-up', fetch: fakeGraphql(noUser).fetch });
    await user.click(await screen.findByLabelText('I am an agency administrator'));
    expect(screen.queryByLabelText(/^State License Number/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('first name is required');
    expect(screen.queryByText('State License Number is required')).toBeNull();
  });

  async function fillAgent(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText(/^First Name\s*\*?$/), 'Riley');
    await user.type(field('Last Name'), 'Broker');
    await user.type(field('Company'), 'Gulf Risk');
    await user.type(field('State License Number'), 'W123456');
    await user.selectOptions(field('State'), 'FL');
    await user.type(field('Email'), 'riley@example.com');
    await user.type(field('Password'), 'password123');
    await user.type(field('Confirm Password'), 'password123');
  }

  it('registers, starts the session and goes to /confirm', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      ...noUser,
      RegisterUser: () => ({ data: { registerUser: session(notOnboarded({ confirmedAt: null })) } }),
    });
    const recaptcha = { getToken: vi.fn(async () => 'captcha-token') };
    const app = renderApp({ path: '/sign-up', fetch: fake.fetch, recaptcha });
    await fillAgent(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(app.location()).toBe('/confirm'));
    const call = fake.calls.find((c) => c.operationName === 'RegisterUser')!;
    expect(call.headers['x-api-key']).toBe('test-api-key');
    expect(call.variables.input).toEqual({
      email: 'riley@example.com',
      firstName: 'Riley',
      lastName: 'Broker',
      password: 'password123',
      companyName: 'Gulf Risk',
      isAdmin: false,
      stateLicenseNumber: 'W123456',
      state: 'FL',
      recaptcha: 'captcha-token',
    });
  });

  it('shows the message for an e-mail already registered', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      ...noUser,
      RegisterUser: () => gqlError('EMAIL_ALREADY_REGISTERED', 'taken'),
    });
    renderApp({ path: '/sign-up', fetch: fake.fetch });
    await fillAgent(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('An account with this email already exists. Please log in instead.'),
    ).toBeTruthy();
  });

  it("explains 'Invalid State License Number' in a modal", async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      ...noUser,
      RegisterUser: () => gqlError('VALIDATION_ERROR', 'Invalid State License Number'),
    });
    renderApp({ path: '/sign-up', fetch: fake.fetch });
    await fillAgent(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('No valid NPN found')).toBeTruthy();
    expect(within(dialog).getByText('W123456')).toBeTruthy();
    expect(within(dialog).getByText('Florida')).toBeTruthy();
  });

  it('prefills the agent variant from the query', async () => {
    renderApp({
      path: '/agent-sign-up?email=inv%40example.com&firstName=Ina&lastName=Vite&company=Acme&stateLicenseNumber=L9&role=primaryAgent',
      fetch: fakeGraphql(noUser).fetch,
    });
    expect(((await screen.findByLabelText(/^First Name\s*\*?$/)) as HTMLInputElement).value).toBe('Ina');
    expect((field('Last Name') as HTMLInputElement).value).toBe('Vite');
    expect((field('Company') as HTMLInputElement).value).toBe('Acme');
    expect((field('State License Number') as HTMLInputElement).value).toBe('L9');
    expect((field('Email') as HTMLInputElement).value).toBe('inv@example.com');
  });
});

describe('confirm', () => {
  const unconfirmed = makeUser({ confirmedAt: null });

  it("shows 'invalid code length'", async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({ CurrentUser: () => ({ data: { currentUser: unconfirmed } }) });
    renderApp({ path: '/confirm', token: 't', fetch: fake.fetch });
    await user.type(await screen.findByLabelText('Verification Code'), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('invalid code length')).toBeTruthy();
  });

  it('confirms with the session and goes to the landing page', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: unconfirmed } }),
      ConfirmUser: () => ({ data: { confirmUser: session(notOnboarded(), 'confirmed-token') } }),
    });
    const app = renderApp({ path: '/confirm', token: 't', fetch: fake.fetch });
    await user.type(await screen.findByLabelText('Verification Code'), 'abc2d');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.location()).toBe('/getting-started'));
    const call = fake.calls.find((c) => c.operationName === 'ConfirmUser')!;
    expect(call.variables).toEqual({ token: 'ABC2D', type: 'CONFIRM_SHORTCODE' });
    expect(call.headers.authorization).toBe('Bearer t');
    expect(app.tokens.get()).toBe('confirmed-token');
  });

  it('says what is wrong with a wrong code (not the catalogue\'s "Invalid token")', async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: unconfirmed } }),
      ConfirmUser: () => gqlError('INVALID_TOKEN', 'wrong'),
    });
    renderApp({ path: '/confirm', token: 't', fetch: fake.fetch });
    await user.type(await screen.findByLabelText('Verification Code'), 'ABCDE');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(WRONG_CODE_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('Invalid token')).toBeNull();
  });

  it("resends the code and says 'Verification email has been resent.'", async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      CurrentUser: () => ({ data: { currentUser: unconfirmed } }),
      ResendConfirm: () => ({ data: { resendConfirm: true } }),
    });
    renderApp({ path: '/confirm', token: 't', fetch: fake.fetch });
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Verification email has been resent.')).toBeTruthy();
  });

  it('confirms from the e-mailed link and logs the user in', async () => {
    const fake = fakeGraphql({
      ...noUser,
      ConfirmUser: () => ({ data: { confirmUser: session(makeUser(), 'link-session') } }),
    });
    const app = renderApp({ path: '/confirm?token=long-link-token&type=CONFIRM', fetch: fake.fetch });
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    const call = fake.calls.find((c) => c.operationName === 'ConfirmUser')!;
    expect(call.variables).toEqual({ token: 'long-link-token', type: 'CONFIRM' });
    expect(call.headers['x-api-key']).toBe('test-api-key');
    expect(app.tokens.get()).toBe('link-session');
  });

  it('sends a visitor without a session or link to /', async () => {
    const app = renderApp({ path: '/confirm', fetch: fakeGraphql(noUser).fetch });
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});

describe('forgot and reset', () => {
  it("shows 'Reset Password Link Sent' whatever the answer", async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({ ...noUser, ForgotPassword: () => gqlError('INTERNAL_SERVER_ERROR', 'x') });
    renderApp({ path: '/forgot', fetch: fake.fetch });
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('email is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Reset Password Link Sent')).toBeTruthy();
  });

  it("checks the new password: 'password requires minimum 8 characters', 'passwords must match'", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/reset?token=abc', fetch: fakeGraphql(noUser).fetch });
    await user.type(await screen.findByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('password requires minimum 8 characters')).toBeTruthy();
    expect(screen.getByText('passwords must match')).toBeTruthy();
  });

  it("shows 'Password updated' and then /login?success=true", async () => {
    const user = userEvent.setup();
    const fake = fakeGraphql({
      ...noUser,
      ResetPassword: () => ({ data: { resetPassword: { token: 'x', expiresAt: 'y' } } }),
    });
    const app = renderApp({ path: '/reset?token=abc', fetch: fake.fetch });
    await user.type(await screen.findByLabelText('New Password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Password updated')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(app.location()).toBe('/login?success=true'));
    expect(fake.calls.find((c) => c.operationName === 'ResetPassword')!.variables).toEqual({
      token: 'abc',
      password: 'new-password',
    });
  });

  it.each([
    ['TOKEN_EXPIRED', 'The token provided is expired', 'The token provided is expired'],
    ['INVALID_TOKEN', 'whatever', 'Invalid token'],
  ])('shows %s as its message', async (code, serverMessage, shown) => {
    const user = userEvent.setup();
    const fake = fakeGraphql({ ...noUser, ResetPassword: () => gqlError(code, serverMessage) });
    renderApp({ path: '/reset?token=abc', fetch: fake.fetch });
    await user.type(await screen.findByLabelText('New Password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(shown)).toBeTruthy();
  });
});
