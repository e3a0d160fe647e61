import {
  AppError,
  nextOnboardingStatus,
  OrganizationApplicationStatus,
  type OnboardingEvent,
  type OnboardingPerson,
} from '@almanac/core';
import type { OrganizationRecord, Ports, UserRecord } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';

/** The ports every onboarding operation may use (the `invites` Lambda builds them). */
export type OnboardingPorts = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'uploads'
  | 'files'
  | 'documents'
  | 'sha256'
  | 'clock'
  | 'random'
  | 'mailQueue'
  | 'throttle'
  | 'webUrl'
  | 'operationsEmail'
  | 'logger'
>;

/**
 * The caller and their agency, read from the stored records (not the session): UNAUTHORIZED when
 * the user is gone, INVALID_PERMISSIONS for anyone without an agency (clients, Almanac's staff).
 */
export async function callerAndAgency(
  ports: Pick<Ports, 'users' | 'organizations'>,
  caller: Caller | null,
): Promise<{ me: UserRecord; org: OrganizationRecord }> {
  const me = await ports.users.get(requireCaller(caller).userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  const org =
    me.role !== 'client' && me.organizationId ? await ports.organizations.get(me.organizationId) : undefined;
  if (!org) throw new AppError('INVALID_PERMISSIONS');
  return { me, org };
}

export const personOf = (user: UserRecord): OnboardingPerson => ({
  id: user.id,
  role: user.role,
  organizationId: user.organizationId ?? null,
});

export function requireAllowed(allowed: boolean, message?: string): void {
  if (!allowed) throw new AppError('INVALID_PERMISSIONS', message);
}

export const statusOf = (org: OrganizationRecord): OrganizationApplicationStatus =>
  org.application?.status ?? OrganizationApplicationStatus.NotStarted;

/** The status `event` leads to (core's nextOnboardingStatus), or CONFLICT with `message`. */
export function requireTransition(
  org: OrganizationRecord,
  event: OnboardingEvent,
  message: string,
): OrganizationApplicationStatus {
  const status = statusOf(org);
  const next = nextOnboardingStatus(status, event);
  if (!next) throw new AppError('CONFLICT', message, { status });
  return next;
}
