import { maskBankNumber } from '@almanac/core';
import type { ContractRecord, LossReportRecord } from '../../ports/index.js';

/**
 * The policyholder's ACH account on file, masked (••••1234): the contract's ACH payment record's
 * last four digits; null when the premium was not paid by ACH (eCheck payouts only).
 */
export const achAccountOnFile = (contract: ContractRecord): string | null =>
  contract.payment?.method === 'ACH' ? maskBankNumber(contract.payment.accountNumberLast4) : null;

/**
 * A loss report as the API's Form answers it (docs/requirements.md#entity-loss-report): its values
 * with the contract id and status, the review (no address, user agent or signing time: those stay
 * in the record), the program (the claim-submitted page's path) and the masked ACH account.
 */
export function lossReportView(form: LossReportRecord, contract: ContractRecord) {
  const review = form.review;
  return {
    _id: form.id,
    id: form.id,
    formType: form.formType,
    status: form.status,
    orgId: form.organizationId ?? null,
    values: {
      namedInsured: { ...form.values.namedInsured },
      lossDetails: {
        notificationDate: form.values.lossDetails.notificationDate,
        basisDescription: form.values.lossDetails.basisDescription ?? null,
      },
      contractId: form.contractId,
      status: form.status,
    },
    // The signed loss report PDF (getSignedUrl takes the id).
    documents: form.signedDocument ? [form.signedDocument.id] : [],
    reviewDetails: review
      ? {
          paymentMethod: review.paymentMethod,
          readConfirmation: review.readConfirmation,
          clientSignature: review.clientSignature,
          todaysDate: review.todaysDate,
        }
      : null,
    program: form.program,
    achAccount: achAccountOnFile(contract),
    claimNumber: form.claimNumber ?? null,
    createdAt: form.createdAt,
    updatedAt: form.updatedAt,
  };
}
