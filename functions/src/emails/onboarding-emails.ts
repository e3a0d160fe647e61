import { AGENCY_AGREEMENT_TITLE, endSentence, stateName } from '@almanac/core';
import type { OrganizationRecord, OutgoingMail } from '../ports/index.js';
import { renderEmail } from './layout.js';
import { MAX_SUBJECT_NAME_LENGTH, subjectText } from './subject-text.js';

/** The mailbox page and tests find these e-mails by their kinds. */
export const AGENCY_APPLICATION_SUBMITTED_MAIL_KIND = 'agency-application-submitted';
export const AGENCY_APPLICATION_RECEIVED_MAIL_KIND = 'agency-application-received';
export const AGENCY_APPROVED_MAIL_KIND = 'agency-approved';
export const AGENCY_RETURNED_MAIL_KIND = 'agency-returned';

export interface AgencyMailArgs {
  id: string;
  to: string;
  org: OrganizationRecord;
  /** Whom the e-mail greets. */
  name: string;
  link: string;
}

/** The agency's name as a subject carries it: the agency typed it, so it is cut and cleaned. */
const subjectName = (org: OrganizationRecord) => subjectText(org.name, MAX_SUBJECT_NAME_LENGTH);

const summary = (org: OrganizationRecord): [string, string][] => {
  const app = org.application;
  const license = app?.agencyLicenseState
    ? `${stateName(app.agencyLicenseState) ?? app.agencyLicenseState} ${app.agencyLicenseNumber ?? ''}`.trim()
    : '—';
  return [
    ['Agency', org.name],
    ['Website', org.website ?? '—'],
    ['Agency license', license],
    ['NPN', app?.npn ?? '—'],
    [
      'Signed by',
      org.signatureDetails ? `${org.signatureDetails.signature}, ${org.signatureDetails.title}` : '—',
    ],
  ];
};

const mail = (
  args: AgencyMailArgs,
  kind: string,
  content: Parameters<typeof renderEmail>[0],
): OutgoingMail => ({
  id: args.id,
  to: [args.to],
  ...renderEmail(content),
  meta: { kind, links: [args.link] },
});

/** The operations inbox: an agency signed its application and waits for a review. */
export function agencyApplicationSubmittedEmail(args: AgencyMailArgs): OutgoingMail {
  return mail(args, AGENCY_APPLICATION_SUBMITTED_MAIL_KIND, {
    subject: `Agency application to review: ${subjectName(args.org)}`,
    heading: 'An agency application waits for a review',
    paragraphs: [`${args.org.name} signed the ${AGENCY_AGREEMENT_TITLE} and submitted its application.`],
    details: summary(args.org),
    button: { label: 'Review the application', url: args.link },
    footnote: 'Sent by Almanac to the operations inbox (OPERATIONS_EMAIL).',
  });
}

/** The signer (and the applicant): the application was received. */
export function agencyApplicationReceivedEmail(args: AgencyMailArgs): OutgoingMail {
  return mail(args, AGENCY_APPLICATION_RECEIVED_MAIL_KIND, {
    subject: `We received your agency application: ${subjectName(args.org)}`,
    heading: 'Your agency application is in review',
    paragraphs: [
      `Hello ${args.name},`,
      `Thank you: we received the application of ${args.org.name} and its signed ${AGENCY_AGREEMENT_TITLE}. Our operations team reviews it, usually within a few business days, and e-mails you the decision.`,
    ],
    details: summary(args.org),
    button: { label: 'See your application', url: args.link },
  });
}

/** The applicant: operations approved the agency; its agents can bind. */
export function agencyApprovedEmail(args: AgencyMailArgs): OutgoingMail {
  return mail(args, AGENCY_APPROVED_MAIL_KIND, {
    subject: `Your agency is approved: ${subjectName(args.org)}`,
    heading: 'Your agency is onboarded',
    paragraphs: [
      `Hello ${args.name},`,
      `${args.org.name} is approved. Its agents can now apply for and bind cover for their clients.`,
    ],
    button: { label: 'Open Almanac', url: args.link },
  });
}

/** The applicant: operations returned the application, with the reason. */
export function agencyReturnedEmail(args: AgencyMailArgs): OutgoingMail {
  return mail(args, AGENCY_RETURNED_MAIL_KIND, {
    subject: `Your agency application needs changes: ${subjectName(args.org)}`,
    heading: 'Your agency application was returned',
    paragraphs: [
      `Hello ${args.name},`,
      `Our operations team returned the application of ${endSentence(args.org.name)} Please update it and submit it again.`,
    ],
    note: `Reason: ${args.org.application?.returnReason ?? ''}`,
    button: { label: 'Update your application', url: args.link },
  });
}
