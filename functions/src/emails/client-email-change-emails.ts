import { formatUsDate } from '@almanac/core';
import type { OutgoingMail } from '../ports/index.js';
import { renderEmail } from './layout.js';

/** The mailbox page and tests find these by kind. */
export const EMAIL_CHANGE_REQUEST_MAIL_KIND = 'client-email-change-request';
export const EMAIL_CHANGED_MAIL_KIND = 'client-email-changed';

/**
 * To a client's current (old) address: their agent asked to move the account to another e-mail;
 * it takes effect only when confirmed from this link (docs/requirements.md#clients). The new
 * address gets nothing: it proves nothing until the old one confirms.
 */
export function emailChangeRequestEmail(args: {
  id: string;
  to: string;
  clientName: string;
  newEmail: string;
  requestedBy: { name: string; agency?: string };
  link: string;
  expiresAt: string;
}): OutgoingMail {
  const by = args.requestedBy.agency
    ? `${args.requestedBy.name} of ${args.requestedBy.agency}`
    : args.requestedBy.name;
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: 'Confirm the change of your email address',
      heading: 'Confirm the change of your email address',
      paragraphs: [
        `Hello ${args.clientName},`,
        `${by} asked to change the email address of your Almanac account from ${args.to} to ${args.newEmail}. Links to review, sign and pay your applications and to report losses on your policies go to that address.`,
        'Nothing changes until you confirm. If you did not expect this, do not confirm: your address stays as it is. Tell your agent or Almanac operations.',
      ],
      details: [
        ['Current address', args.to],
        ['New address', args.newEmail],
      ],
      button: { label: 'Confirm the change', url: args.link },
      footnote: `This link works once, until ${formatUsDate(args.expiresAt.slice(0, 10))}.`,
    }),
    meta: { kind: EMAIL_CHANGE_REQUEST_MAIL_KIND, links: [args.link] },
  };
}

/** To the old address once the change took effect (confirmed, by operations, or a direct edit). */
export function emailChangedEmail(args: {
  id: string;
  to: string;
  clientName: string;
  newEmail: string;
  how: 'confirmed' | 'operations' | 'agent';
}): OutgoingMail {
  const how = {
    confirmed: 'The change was confirmed from this address.',
    operations: 'Almanac operations made the change.',
    agent: 'Your agent made the change.',
  }[args.how];
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: 'The email address of your Almanac account changed',
      heading: 'Your email address changed',
      paragraphs: [
        `Hello ${args.clientName},`,
        `The email address of your Almanac account is now ${args.newEmail}. ${how} Links sent to this address before no longer work.`,
        'If you did not expect this, contact your agent or Almanac operations right away.',
      ],
    }),
    meta: { kind: EMAIL_CHANGED_MAIL_KIND },
  };
}
