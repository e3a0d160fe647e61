import { AppError, registerUserSchema, type Permission, type Role } from '@almanac/core';
import type { Ports, UserRecord } from '../../ports/index.js';
import { normalizeAddress } from '../network-address.js';
import { enforceRateLimit, takeRateLimit } from '../rate-limit.js';
import { parseInput } from '../validate.js';
import { issueOneTimeToken, issueShortCode } from './issue-tokens.js';
import { startSession } from './session.js';
import { accountExistsEmail, confirmEmail } from '../../emails/auth-emails.js';

type Deps = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'sessions'
  | 'oneTimeTokens'
  | 'shortCodes'
  | 'clock'
  | 'random'
  | 'digest'
  | 'hasher'
  | 'botCheck'
  | 'throttle'
  | 'mailQueue'
  | 'webUrl'
>;

/** How long a sign-up whose e-mail was taken is kept (its session works, it never confirms). */
export const UNCLAIMED_SIGN_UP_SECONDS = 7 * 24 * 3600;

/**
 * Sign-up: a new agent (or admin) whose agency is created, not onboarded, when the e-mail is
 * confirmed (docs/decisions.md). Agents may quote from day one; binding waits for onboarding.
 *
 * The answer never tells whether the e-mail already has an account: either way it is an
 * unconfirmed session after the same work (hash, one write, one e-mail). A free e-mail is claimed
 * and gets the confirmation code; a taken one gets a note to its owner ("you already have an
 * account") and the sign-up is kept unclaimed, so it can never be confirmed and expires.
 */
export async function registerUser(ports: Deps, rawInput: unknown, remoteIp?: string) {
  const input = parseInput(registerUserSchema, rawInput);
  if (!(await ports.botCheck.verify(input.recaptcha, remoteIp))) throw new AppError('RECAPTCHA_FAILED');
  await enforceRateLimit(ports, 'signUpPerAddress', normalizeAddress(remoteIp) ?? 'unknown');

  const now = ports.clock.now();
  const role: Role = input.isAdmin ? 'admin' : (input.role ?? 'agent');
  const permissions: Permission[] = input.isAdmin
    ? [{ platform: 'DEFAULT', canQuote: false, canBind: false }]
    : [{ platform: 'DEFAULT', canQuote: true, canBind: false }];
  const organizationId = ports.random.id();
  const user: UserRecord = {
    id: ports.random.id(),
    email: input.email,
    role,
    passwordHash: await ports.hasher.hash(input.password),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    profile: {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      companyName: input.companyName,
      address1: input.address1,
      city: input.city,
      state: input.state?.toUpperCase(),
      country: input.country ?? 'US',
    },
    legal: input.stateLicenseNumber ? { stateLicenseNumber: input.stateLicenseNumber } : undefined,
    permissions,
    organizationId,
    pendingOrganization: {
      id: organizationId,
      name: input.companyName ?? `${input.firstName} ${input.lastName}`,
    },
  };
  if (await ports.users.create(user)) {
    await sendConfirmation(ports, user);
  } else {
    const expiresAt = new Date(now.getTime() + UNCLAIMED_SIGN_UP_SECONDS * 1000).toISOString();
    await ports.users.createUnclaimed(user, expiresAt);
    if (await takeRateLimit(ports, 'accountExistsMailPerRecipient', user.email))
      await ports.mailQueue.send(
        accountExistsEmail({
          id: ports.random.id(),
          to: user.email,
          loginLink: `${ports.webUrl}/login`,
          resetLink: `${ports.webUrl}/forgot`,
        }),
      );
  }
  return startSession(ports, user);
}

/** True when the user holds its e-mail's login claim (a sign-up that was not refused). */
export const holdsEmail = async (ports: Pick<Ports, 'users'>, user: UserRecord) =>
  (await ports.users.getByEmail(user.email))?.id === user.id;

/** E-mail a fresh code and link; used at sign-up and by resendConfirm. */
export async function sendConfirmation(
  ports: Pick<Ports, 'oneTimeTokens' | 'shortCodes' | 'clock' | 'random' | 'digest' | 'mailQueue' | 'webUrl'>,
  user: { id: string; email: string; profile: { firstName?: string } },
) {
  const code = await issueShortCode(ports, user.id);
  const link = await issueOneTimeToken(ports, user.id, 'CONFIRM');
  await ports.mailQueue.send(
    confirmEmail({
      id: ports.random.id(),
      to: user.email,
      firstName: user.profile.firstName,
      code,
      link: `${ports.webUrl}/confirm?token=${encodeURIComponent(link.token)}&type=CONFIRM`,
    }),
  );
}
