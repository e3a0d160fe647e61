import {
  centsToDollars,
  DEMO_DATA_NOTE,
  formatIndexValue,
  formatUsd,
  formatUsDate,
  periodDays,
  PRODUCER_COMMISSION_PERCENT,
  programs,
  TAX_UNAVAILABLE_MESSAGE,
} from '@almanac/core';
import type { OutgoingMail, QuoteRecord } from '../ports/index.js';
import { renderEmail } from './layout.js';
import { MAX_SUBJECT_NAME_LENGTH, subjectText } from './subject-text.js';

/** A summary of a saved premium indication for `to`, with a link to it (sharePrecip/LtcInsuranceQuote). */
export function sharedQuoteEmail(args: {
  id: string;
  to: string;
  quote: QuoteRecord;
  sender: { name: string; email: string; agency?: string };
  link: string;
}): OutgoingMail {
  const { quote: q, sender } = args;
  const program = programs[q.program];
  const unit = q.index.unit;
  const taxes = q.taxes?.status === 'available' ? q.taxes : null;
  const states = [...new Set(q.locations.map((l) => l.state))].sort();
  const from = sender.agency ? `${sender.name} of ${sender.agency}` : sender.name;
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: `${subjectText(sender.name, MAX_SUBJECT_NAME_LENGTH)} shared a premium indication: ${program.name} (${q.program})`,
      heading: 'A premium indication for you',
      paragraphs: [
        `${from} (${sender.email}) shared a premium indication for parametric ${program.name.toLowerCase()} coverage with you.`,
      ],
      details: [
        ['Program', `${program.name} (${q.program})`],
        [
          'Policy period',
          `${formatUsDate(q.riskPeriod.startDate)} – ${formatUsDate(q.riskPeriod.endDate)} (${periodDays(q.riskPeriod.startDate, q.riskPeriod.endDate)} days)`,
        ],
        ['Locations', `${q.locations.length} (${states.join(', ')})`],
        ['Limit of liability', formatUsd(centsToDollars(q.option.limitCents))],
        ['Trigger', formatIndexValue(q.option.trigger, unit)],
        ['Exhaust', formatIndexValue(q.option.exhaust, unit)],
        ['Net premium', formatUsd(centsToDollars(q.option.premium.netPremiumCents))],
        [
          'Estimated gross premium',
          taxes
            ? `${formatUsd(centsToDollars(taxes.estimatedGrossPremiumCents))} (taxes and fees for ${taxes.state} included)`
            : `TBD (${q.taxes?.status === 'unavailable' ? q.taxes.message : TAX_UNAVAILABLE_MESSAGE})`,
        ],
        ['Application deadline', formatUsDate(q.applicationDeadline)],
      ],
      ...(q.data.origin === 'demo' ? { note: DEMO_DATA_NOTE } : {}),
      button: { label: 'View the premium indication', url: args.link },
      footnote: `A premium indication is an estimate, not a binding offer of coverage. Premiums are in USD; the net premium includes a ${PRODUCER_COMMISSION_PERCENT}% producer commission.`,
    }),
    meta: { kind: 'quote-share', links: [args.link] },
  };
}
