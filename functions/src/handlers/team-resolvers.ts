import type { InvitesPorts } from '../adapters/compose/invites.js';
import { acceptTeamInvitation, getTeamInvitation } from '../use-cases/team/team-invitation.js';
import { getOrganizationTeam } from '../use-cases/team/get-organization-team.js';
import { inviteTeamMember } from '../use-cases/team/invite-team-member.js';
import { resendTeamInvitation } from '../use-cases/team/resend-team-invitation.js';
import { setTeamMemberStatus } from '../use-cases/team/set-team-member-status.js';
import { remoteIpOf, type DomainFields } from './shared/resolver.js';

type TeamField =
  | 'getOrganizationTeam'
  | 'getTeamInvitation'
  | 'inviteLpcOrgAgent'
  | 'resendTeamInvitation'
  | 'setTeamMemberStatus'
  | 'acceptTeamInvitation';

/** The team and invitation fields of the invites Lambda (docs/requirements.md#account-team, #invitations). */
export const teamResolvers = (ports: () => InvitesPorts): DomainFields<TeamField> => ({
  getOrganizationTeam: (_args, caller) => getOrganizationTeam(ports(), caller),
  getTeamInvitation: (args, _caller, event) => getTeamInvitation(ports(), args, remoteIpOf(event)),
  inviteLpcOrgAgent: (args, caller) => inviteTeamMember(ports(), caller, args),
  resendTeamInvitation: (args, caller) => resendTeamInvitation(ports(), caller, args),
  setTeamMemberStatus: (args, caller) => setTeamMemberStatus(ports(), caller, args),
  acceptTeamInvitation: (args, _caller, event) => acceptTeamInvitation(ports(), args, remoteIpOf(event)),
});

/** The team fields anyone may call with the API key: the invitation link's two. */
export const publicTeamFields = ['getTeamInvitation', 'acceptTeamInvitation'] as const;
