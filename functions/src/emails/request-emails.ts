import {
  centsToDollars,
  clientFullName,
  formatUsd,
  formatUsDate,
  perilLabel,
  periodDays,
  roleLabels,
} from '@almanac/core';
import type { OutgoingMail, PremiumIndicationRequestRecord, UserRecord } from '../ports/index.js';
import { renderEmail } from './layout.js';

/** The mail kind of a premium indication request (local mailbox, tests). */
export const PREMIUM_INDICATION_REQUEST_MAIL_KIND = 'premium-indication-request';

/** One mail per request: its id is derived from the request's, so a redelivery is the same mail. */
export const premiumIndicationRequestMailId = (requestId: string) => `pir-${requestId}`;

/**
 * A public premium indication request, for the operations inbox: everything the form carried,
 * whom to answer, and who asked when the caller was signed in.
 */
export function premiumIndicationRequestEmail(args: {
  to: string;
  request: PremiumIndicationRequestRecord;
  requester?: { user: UserRecord; organizationName?: string };
}): OutgoingMail {
  const { request: r, requester } = args;
  const peril = perilLabel(r.programType);
  const limit = formatUsd(centsToDollars(r.limitCents));
  const requestedBy = requester
    ? [
        clientFullName(requester.user) || requester.user.email,
        `(${requester.user.email}, ${roleLabels[requester.user.role]})`,
        ...(requester.organizationName ? [`of ${requester.organizationName}`] : []),
      ].join(' ')
    : 'Anonymous visitor (not signed in)';
  return {
    id: premiumIndicationRequestMailId(r.id),
    to: [args.to],
    ...renderEmail({
      subject: `Premium indication request: ${peril}, ${limit}, ${formatUsDate(r.start)} – ${formatUsDate(r.end)}`,
      heading: 'New premium indication request',
      paragraphs: [
        'A premium indication was requested through the public request form.',
        r.email
          ? `Please answer the requester at ${r.email}.`
          : 'The requester left no contact e-mail: this request cannot be answered directly.',
      ],
      details: [
        ['Request ID', r.id],
        ['Peril', peril],
        [
          'Policy period',
          `${formatUsDate(r.start)} – ${formatUsDate(r.end)} (${periodDays(r.start, r.end)} days)`,
        ],
        ['Limit of liability', limit],
        ['Name of insured', r.name ?? 'Not given'],
        ['Contact e-mail', r.email ?? 'Not given'],
        ['Requested by', requestedBy],
        ['Received', r.createdAt],
      ],
      footnote: 'Sent by Almanac to the operations inbox (OPERATIONS_EMAIL).',
    }),
    meta: { kind: PREMIUM_INDICATION_REQUEST_MAIL_KIND },
  };
}
