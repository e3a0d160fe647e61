/**
 * My Team and team invitations (docs/requirements.md#account-team, #invitations,
 * #validation-team): the member statuses and their colours, the invitation's life, the page's
 * texts, and the invitee's registration form. The server and the web read these.
 */
import * as z from 'zod';
import type { Permission } from '../auth/permissions.js';
import type { Role } from '../auth/roles.js';
import { tokenLifetimeSeconds } from '../auth/tokens.js';
import { isUsStateCode } from '../geo/us-states.js';
import { resetPasswordSchema } from '../schemas/auth.js';
import { PHONE_REQUIRED_MESSAGE } from '../schemas/quotes.js';
import { FIRST_NAME_REQUIRED_MESSAGE, LAST_NAME_REQUIRED_MESSAGE } from '../schemas/quoter.js';
import { tooLongMessage } from '../schemas/too-long.js';
import { accountMessages, needsStateLicense, type InviteAccountType } from './account-forms.js';

// ---------------------------------------------------------------- statuses

export const TeamMemberStatus = {
  Active: 'Active',
  Invited: 'Invited',
  Disabled: 'Disabled',
  Error: 'Error',
} as const;
export type TeamMemberStatus = (typeof TeamMemberStatus)[keyof typeof TeamMemberStatus];
export const teamMemberStatuses = Object.values(TeamMemberStatus) as [
  TeamMemberStatus,
  ...TeamMemberStatus[],
];

/** The status chip's colour (docs/requirements.md#account-team). */
export const teamMemberStatusColors: Readonly<Record<TeamMemberStatus, 'green' | 'amber' | 'grey' | 'red'>> =
  {
    Active: 'green',
    Invited: 'amber',
    Disabled: 'grey',
    Error: 'red',
  };

/** Why a member shows as Error. */
export const teamStatusReasons = {
  invitationExpired: 'Invitation expired. Resend it to invite them again.',
  invitationWithdrawn: 'Invitation withdrawn. Resend it to invite them again.',
  notConfirmed: 'Email address not confirmed yet.',
} as const;

/** What decides a member's status: the user record's dates and its open invitation. */
export interface TeamMemberState {
  confirmedAt?: string | null;
  disabledAt?: string | null;
  invitation?: { expiresAt: string; withdrawnAt?: string | null } | null;
}

/**
 * A member's status at `now`: Disabled when a manager disabled them; an open invitation is
 * Invited until it expires (then Error, "Invitation expired") or is withdrawn (Error); a
 * confirmed member is Active; anyone else (an unconfirmed sign-up) is Error.
 */
export function teamMemberStatusOf(
  member: TeamMemberState,
  now: Date,
): { status: TeamMemberStatus; reason?: string } {
  if (member.disabledAt) return { status: 'Disabled' };
  const invitation = member.invitation;
  if (invitation) {
    if (invitation.withdrawnAt) return { status: 'Error', reason: teamStatusReasons.invitationWithdrawn };
    if (new Date(invitation.expiresAt) <= now)
      return { status: 'Error', reason: teamStatusReasons.invitationExpired };
    return { status: 'Invited' };
  }
  if (member.confirmedAt) return { status: 'Active' };
  return { status: 'Error', reason: teamStatusReasons.notConfirmed };
}

// ---------------------------------------------------------------- invitations

/** How long an invitation link works (a resend issues a new one with a new expiry). */
export const TEAM_INVITATION_SECONDS = tokenLifetimeSeconds.TEAM_INVITATION;
export const TEAM_INVITATION_DAYS = TEAM_INVITATION_SECONDS / (24 * 3600);

/** The page an invitation e-mail links to (`?token=`), where the invitee registers. */
export const AGENT_SIGN_UP_PATH = '/agent-sign-up';
export const teamInvitationPath = (token: string): string =>
  `${AGENT_SIGN_UP_PATH}?token=${encodeURIComponent(token)}`;

/** The texts of a link that no longer works (getTeamInvitation, acceptTeamInvitation). */
export const teamInvitationMessages = {
  expired: 'This invitation has expired. Please ask your organization admin to send you a new invitation.',
  invalid:
    'This invitation link is not valid: it was replaced by a newer one, withdrawn or already used. Please use the latest invitation email or ask your organization admin.',
  expiredTitle: 'Invitation expired',
  invalidTitle: 'Invitation not valid',
} as const;

/**
 * The roles of an agency's team (My Team lists and serves them): Almanac staff (internal,
 * service) and clients have no team even when a record names an organisation.
 */
export const teamMemberRoles: readonly Role[] = ['superAdmin', 'admin', 'primaryAgent', 'agent'];

/** The DEFAULT-platform permission a role starts with (sign-up and invitations alike). */
export const defaultPermissionsFor = (role: Role): Permission[] => [
  { platform: 'DEFAULT', canQuote: role !== 'admin', canBind: false },
];

/** Where a team member's state license PDF is uploaded (uploadFile's folder). */
export const stateLicenseFolder = (organizationId: string, userId: string): string =>
  `lpc-insurance/organizations/${organizationId}/licenses/${userId}`;

/** The organisation and member of a state-license folder, or null for any other folder. */
export function stateLicenseFolderParts(folder: string): { organizationId: string; userId: string } | null {
  const m =
    /^lpc-insurance\/organizations\/([A-Za-z0-9_-]{1,100})\/licenses\/([A-Za-z0-9_-]{1,100})\/?$/.exec(
      folder.trim(),
    );
  return m ? { organizationId: m[1]!, userId: m[2]! } : null;
}

// ---------------------------------------------------------------- the page

export const TEAM_EMPTY_TEXT = "You don't have anyone on your team yet.";
/** The "members added" banner counts invitations accepted in this many days. */
export const TEAM_ADDED_WINDOW_DAYS = 7;

export const teamBannerText = {
  errors: (count: number) =>
    count === 1
      ? '1 team member needs your attention: see the red status below.'
      : `${count} team members need your attention: see the red statuses below.`,
  added: (count: number) =>
    count === 1
      ? `1 team member joined in the last ${TEAM_ADDED_WINDOW_DAYS} days.`
      : `${count} team members joined in the last ${TEAM_ADDED_WINDOW_DAYS} days.`,
};

/** Members who joined (accepted an invitation) inside the banner's window before `now`. */
export function recentlyJoinedCount(members: readonly { joinedAt?: string | null }[], now: Date): number {
  const since = now.getTime() - TEAM_ADDED_WINDOW_DAYS * 24 * 3600 * 1000;
  return members.filter((m) => m.joinedAt && new Date(m.joinedAt).getTime() > since).length;
}

export const teamActionTexts = {
  invited: 'Invitation sent.',
  resent: 'A new invitation was sent; the earlier link no longer works.',
  disableConfirm:
    'They will no longer be able to log in, and their sessions end now. Their quotes stay with your organization.',
  reactivateConfirm: 'They will be able to log in again.',
  disabled: 'Team member disabled.',
  reactivated: 'Team member re-activated.',
} as const;

/** Refusals of team operations (VALIDATION_ERROR texts). */
export const teamEditMessages = {
  notInvited: 'Only an invitation that has not been accepted can be resent.',
  disabled: 'Re-activate this team member first.',
  emailLocked: 'The email can change only while the invitation has not been accepted.',
  status: 'A team member can only be disabled or re-activated.',
  ownAccount: 'You cannot change your own account type, license or status here.',
  licenseUpload: 'This file cannot be used as this team member’s license.',
} as const;

// ---------------------------------------------------------------- the invitee's registration

const password = resetPasswordSchema.shape.password;
const name = (message: string, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, tooLongMessage(label, 100));

/** A field the API may send as null or leave out: undefined either way. */
const optional = (field: z.ZodString) => field.nullish().transform((v) => v ?? undefined);

/** acceptTeamInvitation's input: the license and its state are checked against the invited role. */
export const acceptTeamInvitationSchema = z.object({
  token: z.string().trim().min(1, 'Invalid token').max(512),
  password,
  firstName: name(FIRST_NAME_REQUIRED_MESSAGE, 'first name'),
  lastName: name(LAST_NAME_REQUIRED_MESSAGE, 'last name'),
  phone: optional(z.string().trim().max(30, tooLongMessage('phone', 30))),
  stateLicenseNumber: optional(z.string().trim().max(50, tooLongMessage('state license number', 50))),
  state: optional(z.string().trim().max(2, accountMessages.state)),
});
export type AcceptTeamInvitationInput = z.infer<typeof acceptTeamInvitationSchema>;

/**
 * What the invited role needs beyond the names and password: sellers (agent, primary agent)
 * register as agents do, with a state license number and its state; admins need a phone number
 * (the invitation's is prefilled). Issues as [field, message].
 */
export function invitedRoleProblems(
  role: string,
  v: { stateLicenseNumber?: string; state?: string; phone?: string },
): [field: 'stateLicenseNumber' | 'state' | 'phone', message: string][] {
  const problems: [field: 'stateLicenseNumber' | 'state' | 'phone', message: string][] = [];
  if (needsStateLicense(role)) {
    if (!v.stateLicenseNumber?.trim())
      problems.push(['stateLicenseNumber', accountMessages.stateLicenseNumber]);
    if (!v.state || !isUsStateCode(v.state.toUpperCase())) problems.push(['state', accountMessages.state]);
  } else if (role === 'admin' && !v.phone?.trim()) problems.push(['phone', PHONE_REQUIRED_MESSAGE]);
  return problems;
}

/** The /agent-sign-up form for an invited role: the input plus a matching password confirmation. */
export const acceptTeamInvitationFormSchema = (role: InviteAccountType | Role) =>
  acceptTeamInvitationSchema
    .omit({ token: true })
    .extend({ confirmPassword: z.string() })
    .superRefine((v, ctx) => {
      for (const [path, message] of invitedRoleProblems(role, v))
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (v.password !== v.confirmPassword)
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwords must match' });
    });
export type AcceptTeamInvitationForm = z.input<ReturnType<typeof acceptTeamInvitationFormSchema>>;

/** The team operations' argument shapes (the member inputs themselves are validated with the schemas above). */
export const teamMemberArgSchema = z.object({ user: z.string().trim().min(1).max(100) });
/** setTeamMemberStatus(user, status). */
export const teamMemberStatusArgsSchema = teamMemberArgSchema.extend({
  status: z.enum(['Disabled', 'Active'], { error: teamEditMessages.status }),
});
/** getTeamInvitation(token): the invitation link's token. */
export const teamInvitationTokenArgSchema = z.object({
  token: z.string().trim().min(1, 'Invalid token').max(512),
});
/** inviteLpcOrgAgent(inputs): the wrapper; its fields (the API's names) go through inviteTeamMemberSchema. */
export const inviteTeamMemberArgsSchema = z.object({ inputs: z.record(z.string(), z.unknown()) });
/** acceptTeamInvitation(input). */
export const acceptTeamInvitationArgsSchema = z.object({ input: acceptTeamInvitationSchema });
