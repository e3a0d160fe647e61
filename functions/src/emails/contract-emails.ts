import {
  centsToDollars,
  endSentence,
  formatUsd,
  formatUsDate,
  paymentDueDate,
  programs,
} from '@almanac/core';
import type { ContractRecord, OutgoingMail } from '../ports/index.js';
import { renderEmail } from './layout.js';
import { MAX_SUBJECT_NAME_LENGTH, subjectText } from './subject-text.js';

/** The mailbox page and tests find the client's review invitation by this kind. */
export const CLIENT_REVIEW_MAIL_KIND = 'client-review-contract';

/**
 * The client's invitation to review, sign and pay the application the broker signed
 * (docs/requirements.md#application-submitted), with its CLIENT_REVIEW_CONTRACT link, the amount
 * due in full (core's amountDueCents, from the one price breakdown) and when it is due.
 */
export function clientReviewEmail(args: {
  id: string;
  to: string;
  contract: ContractRecord;
  agent: { name: string; email: string; agency?: string };
  clientName: string;
  /** What the client pays in full (core's amountDueCents), in cents. */
  amountDueCents: number;
  link: string;
  expiresAt: string;
}): OutgoingMail {
  const { contract: c, agent } = args;
  const amount = formatUsd(centsToDollars(args.amountDueCents));
  const dueBy = formatUsDate(paymentDueDate(c.riskPeriod.startDate));
  const program = programs[c.program];
  const from = agent.agency ? `${agent.name} of ${agent.agency}` : agent.name;
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: `${subjectText(agent.name, MAX_SUBJECT_NAME_LENGTH)} sent you an application to review: ${program.name} (${c.program})`,
      heading: 'Your application is ready for review',
      paragraphs: [
        `Hello ${args.clientName},`,
        `${from} (${agent.email}) has completed and signed an application for parametric ${program.name.toLowerCase()} coverage for you. Please review it, sign it and pay the amount due, ${amount}, in full by ${dueBy}.`,
      ],
      details: [
        ['Program', `${program.name} (${c.program})`],
        ['Policy period', `${formatUsDate(c.riskPeriod.startDate)} – ${formatUsDate(c.riskPeriod.endDate)}`],
        ['Limit of liability', formatUsd(centsToDollars(c.limitCents))],
        ['Application deadline', formatUsDate(c.applicationDeadline)],
        ['Amount due', amount],
        ['Payment due by', dueBy],
      ],
      button: { label: 'Review the application', url: args.link },
      footnote: `This link is for you only and works until ${formatUsDate(args.expiresAt.slice(0, 10))}. If it has expired, opening it e-mails you a new one.`,
    }),
    meta: { kind: CLIENT_REVIEW_MAIL_KIND, links: [args.link] },
  };
}

/** The agent's notice that their client signed (docs/requirements.md#client-review). */
export const CLIENT_SIGNED_MAIL_KIND = 'client-signed';

/**
 * The agent's notice that the client reviewed and signed the application: it now waits for the
 * payment, due in full by `paymentDueDate`. No bank or tax data, only what the agent's own page shows.
 */
export function clientSignedEmail(args: {
  id: string;
  to: string;
  contract: ContractRecord;
  agentName: string;
  clientName: string;
  paymentDueDate: string;
  link: string;
}): OutgoingMail {
  const { contract: c } = args;
  const program = programs[c.program];
  const insured = c.entityInformation.legalName ?? args.clientName;
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: `${subjectText(args.clientName, MAX_SUBJECT_NAME_LENGTH)} signed the application: ${program.name} (${c.program})`,
      heading: 'Your client signed the application',
      paragraphs: [
        `Hello ${args.agentName},`,
        `${args.clientName} reviewed and signed the application for ${endSentence(insured)} It now waits for the payment, due in full by ${formatUsDate(args.paymentDueDate)}; the cover is bound once it is paid.`,
      ],
      details: [
        ['Program', `${program.name} (${c.program})`],
        ['Policy period', `${formatUsDate(c.riskPeriod.startDate)} – ${formatUsDate(c.riskPeriod.endDate)}`],
        ['Limit of liability', formatUsd(centsToDollars(c.limitCents))],
      ],
      button: { label: 'Open the premium indication', url: args.link },
    }),
    meta: { kind: CLIENT_SIGNED_MAIL_KIND, links: [args.link] },
  };
}
