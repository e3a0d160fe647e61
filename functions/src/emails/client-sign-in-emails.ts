import { formatUsDate } from '@almanac/core';
import type { OutgoingMail } from '../ports/index.js';
import { renderEmail } from './layout.js';

/** The mailbox page and tests find the client's sign-in e-mails by this kind. */
export const CLIENT_SIGN_IN_MAIL_KIND = 'client-sign-in';

/**
 * The client's sign-in link to their policies (issue 27 item 12): single use, for the client
 * only; once used or expired, opening it e-mails a new one (acceptClientSignIn).
 */
export function clientSignInEmail(args: {
  id: string;
  to: string;
  name: string;
  link: string;
  expiresAt: string;
  /** The agent the client's policies are with (a requested link: the address may have several). */
  agentName?: string;
}): OutgoingMail {
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: 'Your sign-in link to your Almanac policies',
      heading: 'Sign in to your policies',
      paragraphs: [
        `Hello ${args.name},`,
        'Use the button below to sign in to Almanac, where your policies, their documents, the live weather index and your claims are.',
        ...(args.agentName
          ? [`This link opens the policies and applications you placed through ${args.agentName}.`]
          : []),
      ],
      button: { label: 'Sign in to your policies', url: args.link },
      footnote: `This link is for you only, works once and until ${formatUsDate(args.expiresAt.slice(0, 10))}. If it has been used or has expired, opening it e-mails you a new one.`,
    }),
    meta: { kind: CLIENT_SIGN_IN_MAIL_KIND, links: [args.link] },
  };
}
