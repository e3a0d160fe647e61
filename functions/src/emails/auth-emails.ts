import type { OutgoingMail } from '../ports/index.js';
import { renderEmail } from './layout.js';

export function confirmEmail(args: {
  id: string;
  to: string;
  firstName?: string;
  code: string;
  link: string;
}): OutgoingMail {
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: `Your Almanac verification code: ${args.code}`,
      heading: `Welcome${args.firstName ? `, ${args.firstName}` : ''}!`,
      paragraphs: ['Enter this code on the verification page to confirm your email address.'],
      code: args.code,
      button: { label: 'Or confirm with one click', url: args.link },
      footnote:
        'The code and the link expire in 24 hours. If you did not sign up for Almanac, ignore this email.',
    }),
    meta: { kind: 'confirm', codes: [args.code], links: [args.link] },
  };
}

export function resetPasswordEmail(args: { id: string; to: string; link: string }): OutgoingMail {
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: 'Reset your Almanac password',
      heading: 'Reset your password',
      paragraphs: ['We received a request to reset the password for your Almanac account.'],
      button: { label: 'Create a new password', url: args.link },
      footnote: 'The link expires in one hour and works once. If you did not ask for it, ignore this email.',
    }),
    meta: { kind: 'reset', links: [args.link] },
  };
}
