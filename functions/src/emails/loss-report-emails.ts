import { formatUsDate, lossReportReceiptTexts, programs } from '@almanac/core';
import type { ContractRecord, LossReportRecord, OutgoingMail } from '../ports/index.js';
import { renderEmail } from './layout.js';

/** The mailbox page and tests find the loss report receipt by this kind. */
export const LOSS_REPORT_RECEIPT_MAIL_KIND = 'loss-report-receipt';

/**
 * The receipt of a signed loss report (docs/requirements.md#claims): its claim number, the policy,
 * the notification date and the payout method chosen, sent to the policyholder who signed it.
 */
export function lossReportReceiptEmail(args: {
  id: string;
  to: string;
  name: string;
  form: LossReportRecord & { claimNumber: string };
  contract: ContractRecord & { policyNumber: string };
}): OutgoingMail {
  const { form, contract: c } = args;
  const program = programs[c.program];
  return {
    id: args.id,
    to: [args.to],
    ...renderEmail({
      subject: lossReportReceiptTexts.subject(form.claimNumber),
      heading: lossReportReceiptTexts.heading,
      paragraphs: [`Hello ${args.name},`, lossReportReceiptTexts.body, lossReportReceiptTexts.next],
      details: [
        [lossReportReceiptTexts.claimNumberLabel, form.claimNumber],
        ['Policy number', c.policyNumber],
        ['Program', `${program.name} (${c.program})`],
        ['Date of notification', formatUsDate(form.values.lossDetails.notificationDate)],
        ['Signed', formatUsDate(form.review?.signedAt.slice(0, 10) ?? form.updatedAt.slice(0, 10))],
        ['Payout method', form.review?.paymentMethod ?? ''],
      ],
    }),
    meta: { kind: LOSS_REPORT_RECEIPT_MAIL_KIND },
  };
}
