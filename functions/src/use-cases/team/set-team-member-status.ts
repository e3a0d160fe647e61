import { AppError, teamMemberStatusArgsSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { requireManagedMember, requireTeamManager } from './team-access.js';
import { toTeamMember } from './team-view.js';

/** The invitation's hash once withdrawn: no token hashes to it. */
export const WITHDRAWN_TOKEN_HASH = 'withdrawn';

/**
 * setTeamMemberStatus(user, status): a manager disables another member (they can no longer log
 * in; every session of theirs is revoked now; an open invitation is withdrawn, so its link stops
 * working; their quotes and clients stay with the organisation) or re-activates them (a withdrawn
 * invitation then needs a resend). Nobody changes their own status. Conditional on the member as
 * read (CONFLICT when it changed meanwhile); setting the status it has already changes nothing.
 */
export async function setTeamMemberStatus(
  ports: Pick<Ports, 'users' | 'organizations' | 'sessions' | 'clock'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const context = await requireTeamManager(ports, caller);
  const { user, status } = parseInput(teamMemberStatusArgsSchema, rawArgs);
  const member = await requireManagedMember(ports, context, user);
  const now = ports.clock.now();
  const at = now.toISOString();
  let updated = member;
  if (status === 'Disabled' && !member.disabledAt) {
    const written = await ports.users.updateMember(member, {
      updatedAt: at,
      disabledAt: at,
      ...(member.invitation
        ? { invitation: { ...member.invitation, tokenHash: WITHDRAWN_TOKEN_HASH, withdrawnAt: at } }
        : {}),
    });
    if (!written) throw new AppError('CONFLICT');
    await ports.sessions.revokeAllForUser(member.id, at);
    updated = written;
  } else if (status === 'Active' && member.disabledAt) {
    const written = await ports.users.updateMember(member, { updatedAt: at, disabledAt: null });
    if (!written) throw new AppError('CONFLICT');
    updated = written;
  }
  return toTeamMember(updated, context.org, now);
}
