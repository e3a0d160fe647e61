import {
  centsToDollars,
  clientMessageTexts,
  expiryTexts,
  formatUsd,
  endSentence,
  formatUsDate,
  programs,
  type ExpiryReason,
} from '@almanac/core';
import type { ContractRecord, OutgoingMail } from '../ports/index.js';
import { renderEmail } from './layout.js';
import { MAX_SUBJECT_NAME_LENGTH, subjectText } from './subject-text.js';

/** The mailbox page and tests find these e-mails by their kinds. */
export const APPLICATION_APPROVED_MAIL_KIND = 'application-approved';
export const APPLICATION_REJECTED_MAIL_KIND = 'application-rejected';
export const APPLICATION_EXPIRED_MAIL_KIND = 'application-expired';

export interface ContractMailArgs {
  id: string;
  to: string;
  contract: ContractRecord;
  /** Whom the e-mail greets. */
  name: string;
  /** The insured (legal name, else the client's name). */
  insured: string;
  /** The recipient's page of the application, when they have one. */
  link?: string;
}

const summary = (c: ContractRecord, insured: string): [string, string][] => {
  const program = programs[c.program];
  return [
    ['Insured', insured],
    ['Program', `${program.name} (${c.program})`],
    ['Policy period', `${formatUsDate(c.riskPeriod.startDate)} – ${formatUsDate(c.riskPeriod.endDate)}`],
    ['Limit of liability', formatUsd(centsToDollars(c.limitCents))],
  ];
};

/** The insured as a subject carries it: the agent typed it, so it is cut and cleaned. */
const subjectName = (insured: string) => subjectText(insured, MAX_SUBJECT_NAME_LENGTH);

const button = (label: string, link: string | undefined) => (link ? { button: { label, url: link } } : {});
const meta = (kind: string, link: string | undefined) => ({ kind, ...(link ? { links: [link] } : {}) });

/** The agent: an underwriter approved the application; the client has been invited to review it. */
export function applicationApprovedEmail(args: ContractMailArgs): OutgoingMail {
  const c = args.contract;
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: `Application approved: ${subjectName(args.insured)}, ${programs[c.program].name} (${c.program})`,
      heading: 'The application is approved',
      paragraphs: [
        `Hello ${args.name},`,
        `An underwriter approved the application for ${endSentence(args.insured)} The client has been e-mailed a link to review, sign and pay.`,
      ],
      details: [
        ...summary(c, args.insured),
        ...(c.reviewDetails?.clientMessage
          ? [['Message from the underwriter', c.reviewDetails.clientMessage] as [string, string]]
          : []),
      ],
      ...button('Open the application', args.link),
    }),
    meta: meta(APPLICATION_APPROVED_MAIL_KIND, args.link),
  };
}

/**
 * The agent and the client: an underwriter declined the application, with the message to the
 * client (or core's standard sentence); the underwriter's internal notes never.
 */
export function applicationRejectedEmail(args: ContractMailArgs): OutgoingMail {
  const c = args.contract;
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: `Application declined: ${subjectName(args.insured)}, ${programs[c.program].name} (${c.program})`,
      heading: 'The application was declined',
      paragraphs: [
        `Hello ${args.name},`,
        `After review, the application for ${args.insured} was declined, so no cover will be bound. Nothing has been charged.`,
      ],
      details: [
        ...summary(c, args.insured),
        ['Reason', c.reviewDetails?.clientMessage || clientMessageTexts.applicationDeclined],
      ],
      ...button('Open the application', args.link),
    }),
    meta: meta(APPLICATION_REJECTED_MAIL_KIND, args.link),
  };
}

/** The agent (and an invited client): the daily job expired the application, and why. */
export function applicationExpiredEmail(args: ContractMailArgs & { reason: ExpiryReason }): OutgoingMail {
  const c = args.contract;
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: `Application expired: ${subjectName(args.insured)}, ${programs[c.program].name} (${c.program})`,
      heading: 'The application expired',
      paragraphs: [`Hello ${args.name},`, expiryTexts[args.reason], 'No cover will be bound for it.'],
      details: summary(c, args.insured),
      ...button('Open the application', args.link),
    }),
    meta: meta(APPLICATION_EXPIRED_MAIL_KIND, args.link),
  };
}
