import type { OutgoingMail } from '../ports/index.js';
import { renderEmail } from './layout.js';
import { MAX_SUBJECT_NAME_LENGTH, subjectText } from './subject-text.js';

export interface TeamInvitationMailArgs {
  id: string;
  to: string;
  firstName?: string;
  inviterName: string;
  organizationName: string;
  /** The role as shown (core's roleLabels). */
  roleLabel: string;
  link: string;
  expiresAt: string;
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The invitation: a single-use link to /agent-sign-up that works until it expires or is replaced. */
export function teamInvitationEmail(args: TeamInvitationMailArgs): OutgoingMail {
  const org = subjectText(args.organizationName, MAX_SUBJECT_NAME_LENGTH);
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: `You are invited to join ${org} on Almanac`,
      heading: `Join ${args.organizationName} on Almanac${args.firstName ? `, ${args.firstName}` : ''}`,
      paragraphs: [
        `${args.inviterName} invited you to join ${args.organizationName} on Almanac as ${args.roleLabel}. Create your account with the button below; your details from the invitation are filled in.`,
      ],
      button: { label: 'Create your account', url: args.link },
      footnote: `The link works once, until ${dateOf(args.expiresAt)} (UTC). If you did not expect this invitation, ignore this email.`,
    }),
    meta: { kind: 'team-invitation', links: [args.link] },
  };
}

/**
 * Sent instead of an invitation when the invited address already has an Almanac account: its
 * owner learns of the invitation; the inviter is told nothing different.
 */
export function teamInvitationAccountExistsEmail(args: {
  id: string;
  to: string;
  inviterName: string;
  organizationName: string;
  loginLink: string;
}): OutgoingMail {
  const org = subjectText(args.organizationName, MAX_SUBJECT_NAME_LENGTH);
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: `${org} invited you to Almanac`,
      heading: 'You already have an Almanac account',
      paragraphs: [
        `${args.inviterName} invited this email address to join ${args.organizationName} on Almanac, but the address already has an Almanac account, which belongs to one organization. To join ${args.organizationName}, ask them to invite another email address of yours.`,
      ],
      button: { label: 'Log in', url: args.loginLink },
      footnote: 'If you did not expect this, ignore this email: nothing has changed in your account.',
    }),
    meta: { kind: 'team-invitation-account-exists', links: [args.loginLink] },
  };
}
