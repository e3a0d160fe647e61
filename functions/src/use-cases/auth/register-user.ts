import { AppError, registerUserSchema, type Permission, type Role } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { parseInput } from '../validate.js';
import { issueOneTimeToken, issueShortCode } from './issue-tokens.js';
import { startSession } from './session.js';
import { confirmEmail } from '../../emails/auth-emails.js';

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
  | 'mailQueue'
  | 'webUrl'
>;

/**
 * Sign-up: a new agency (organisation, not onboarded) with the new user as its applicant.
 * Agents may quote from day one; binding waits for onboarding (docs/decisions.md).
 */
export async function registerUser(ports: Deps, rawInput: unknown, remoteIp?: string) {
  const input = parseInput(registerUserSchema, rawInput);
  if (!(await ports.botCheck.verify(input.recaptcha, remoteIp))) throw new AppError('RECAPTCHA_FAILED');
  if (await ports.users.getByEmail(input.email)) throw new AppError('EMAIL_ALREADY_REGISTERED');

  const now = ports.clock.now().toISOString();
  const userId = ports.random.id();
  const orgId = ports.random.id();
  const role: Role = input.isAdmin ? 'admin' : (input.role ?? 'agent');
  const permissions: Permission[] = input.isAdmin
    ? [{ platform: 'DEFAULT', canQuote: false, canBind: false }]
    : [{ platform: 'DEFAULT', canQuote: true, canBind: false }];

  await ports.organizations.put({
    id: orgId,
    name: input.companyName ?? `${input.firstName} ${input.lastName}`,
    isOnboarded: false,
    application: { status: 'NotStarted', userId },
    permissions: { canBind: false },
    createdAt: now,
    updatedAt: now,
  });
  const user = {
    id: userId,
    email: input.email,
    role,
    passwordHash: await ports.hasher.hash(input.password),
    createdAt: now,
    updatedAt: now,
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
    organizationId: orgId,
  };
  if (!(await ports.users.create(user))) throw new AppError('EMAIL_ALREADY_REGISTERED');

  await sendConfirmation(ports, user);
  return startSession(ports, user);
}

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
