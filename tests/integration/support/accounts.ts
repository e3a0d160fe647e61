import { SHORT_CODE_ALPHABET } from '@almanac/core';
import type { RegisterUserInput } from '../../../web/src/lib/graphql/generated/graphql.js';
import { CONFIRM_USER, LOGIN, REGISTER_USER } from '../../../web/src/features/auth/api/operations.js';
import { send, uniqueEmail } from './api.js';
import { waitForMail } from './mailbox.js';

export const DEMO_PASSWORD = 'almanac-demo';
/** The web's sign-in documents, as the tests send them. */
export { CONFIRM_USER, LOGIN, REGISTER_USER };

export const demo = {
  agent: 'agent@almanac.local',
  newAgent: 'newagent@almanac.local',
  admin: 'admin@almanac.local',
  client: 'client@almanac.local',
};

export function agentInput(overrides: Partial<RegisterUserInput> = {}) {
  return {
    email: uniqueEmail('agent'),
    firstName: 'Riley',
    lastName: 'Stone',
    password: 'correct-horse-1',
    companyName: 'Stone Risk LLC',
    stateLicenseNumber: 'TX-100200',
    state: 'TX',
    ...overrides,
  } satisfies RegisterUserInput;
}

/** Register an agent; returns their session token, id and e-mail. */
export async function registerAgent(overrides: Partial<RegisterUserInput> = {}) {
  const input = agentInput(overrides);
  const res = await send(REGISTER_USER, { input });
  const payload = res.data?.registerUser;
  if (!payload) throw new Error(`registerUser failed: ${JSON.stringify(res.errors)}`);
  return { token: payload.token, userId: payload.user._id, email: input.email, password: input.password };
}

/** Register and confirm with the e-mailed code; returns the confirmed session. */
export async function registerConfirmedAgent(overrides: Partial<RegisterUserInput> = {}) {
  const agent = await registerAgent(overrides);
  const code = await confirmCodeFor(agent.email);
  const res = await send(CONFIRM_USER, { token: code, type: 'CONFIRM_SHORTCODE' }, { token: agent.token });
  if (!res.data?.confirmUser) throw new Error(`confirmUser failed: ${JSON.stringify(res.errors)}`);
  return { ...agent, token: res.data.confirmUser.token };
}

export async function loginAs(email: string, password = DEMO_PASSWORD) {
  const res = await send(LOGIN, { email, password });
  if (!res.data?.login) throw new Error(`login failed for ${email}: ${JSON.stringify(res.errors)}`);
  return res.data.login.token;
}

/** The newest confirmation code e-mailed to the address (`count`: wait for that many mails). */
export async function confirmCodeFor(email: string, count = 1) {
  const code = (await waitForMail(email, 'confirm', count)).codes[0];
  if (!code) throw new Error(`The confirm mail to ${email} carries no code`);
  return code;
}

/** A well-formed code that is certainly not `code` (a different one for each `n` < 30). */
export function wrongCode(code: string, n = 0) {
  const last = SHORT_CODE_ALPHABET.indexOf(code.slice(-1));
  return code.slice(0, -1) + SHORT_CODE_ALPHABET[(last + 1 + n) % SHORT_CODE_ALPHABET.length];
}

/** login, answering the raw response (for error paths). */
export const tryLogin = (email: string, password: string, rememberMe?: boolean) =>
  send(LOGIN, { email, password, ...(rememberMe === undefined ? {} : { rememberMe }) });
