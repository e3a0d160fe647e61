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

/**
 * Sent instead of a confirmation code when someone signs up with an address that already has an
 * account: the owner learns of it, the person signing up learns nothing.
 */
export function accountExistsEmail(args: {
  id: string;
  to: string;
  loginLink: string;
  resetLink: string;
}): OutgoingMail {
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: 'You already have an Almanac account',
      heading: 'You already have an account',
      paragraphs: [
        'Someone just tried to sign up for Almanac with this email address, which already has an account. If it was you, log in instead; if you forgot your password, you can reset it.',
      ],
      button: { label: 'Log in', url: args.loginLink },
      footnote: `Forgot your password? Reset it at ${args.resetLink}. If it was not you, ignore this email: nothing has changed.`,
    }),
    meta: { kind: 'account-exists', links: [args.loginLink, args.resetLink] },
  };
}

/** Sent instead of a reset link when the address has no account (forgotPassword answers the same). */
export function noAccountEmail(args: { id: string; to: string; signUpLink: string }): OutgoingMail {
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: 'Almanac password reset',
      heading: 'No Almanac account for this address',
      paragraphs: [
        'We received a request to reset the password of an Almanac account for this email address, but no account uses it. You may have signed up with another address.',
      ],
      button: { label: 'Sign up', url: args.signUpLink },
      footnote: 'If you did not ask for this, ignore this email.',
    }),
    meta: { kind: 'no-account', links: [args.signUpLink] },
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
