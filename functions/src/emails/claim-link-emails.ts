import { formatUsDate, programs } from '@almanac/core';
import type { ContractRecord, OutgoingMail } from '../ports/index.js';
import { renderEmail } from './layout.js';

/** The mailbox page and tests find the policyholder's claim link by this kind. */
export const CLAIM_LINK_MAIL_KIND = 'client-claim-form';

/**
 * The policyholder's claim link (docs/requirements.md#invitations, #claims): a CLIENT_CLAIM_FORM
 * link to /claims/loss-form, sent when someone entered the policy number in the policy-number
 * modal, or when an expired claim link was opened. Only what the policyholder's own documents show.
 */
export function claimLinkEmail(args: {
  id: string;
  to: string;
  contract: ContractRecord & { policyNumber: string };
  clientName: string;
  link: string;
  expiresAt: string;
}): OutgoingMail {
  const { contract: c } = args;
  const program = programs[c.program];
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: `Report a loss on your policy ${c.policyNumber}`,
      heading: 'Your loss report link',
      paragraphs: [
        `Hello ${args.clientName},`,
        `A link to report a loss on your ${program.name.toLowerCase()} policy was requested. Open it to fill in the loss report, then review and sign it.`,
        'If you did not ask for it, you can ignore this e-mail: the link works only for you.',
      ],
      details: [
        ['Policy number', c.policyNumber],
        ['Program', `${program.name} (${c.program})`],
        ['Policy period', `${formatUsDate(c.riskPeriod.startDate)} – ${formatUsDate(c.riskPeriod.endDate)}`],
      ],
      button: { label: 'File Loss Report', url: args.link },
      footnote: `This link works once, until ${formatUsDate(args.expiresAt.slice(0, 10))}. If it has expired, opening it e-mails you a new one.`,
    }),
    meta: { kind: CLAIM_LINK_MAIL_KIND, links: [args.link] },
  };
}
