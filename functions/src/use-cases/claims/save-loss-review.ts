import {
  AppError,
  formatClaimNumber,
  FormStatus,
  LOSS_REPORT_CONSENT_VERSION,
  lossReportMessages,
  lossReviewTargetSchema,
  saveLossReviewArgsSchema,
  type PayoutMethod,
} from '@almanac/core';
import { lossReportReceiptEmail } from '../../emails/loss-report-emails.js';
import type { LossReportRecord, Ports } from '../../ports/index.js';
import { sendContractMail } from '../contracts/contract-mail.js';
import { personName } from '../contracts/contract-view.js';
import { requireCaller, type Caller } from '../caller.js';
import type { SignerConnection } from '../contracts/submit-application.js';
import { normalizeAddress } from '../network-address.js';
import { enforceRateLimit } from '../rate-limit.js';
import { assertSignerName } from '../signer-name.js';
import { parseInput } from '../validate.js';
import { achAccountOnFile, lossReportView } from './form-view.js';
import { requirePolicyholder } from './policyholder-access.js';
import { requireClaimablePolicy } from './save-loss-report.js';
import {
  lossReportContent,
  lossReportContentSha256,
  type SignedLossReport,
  storeSignedLossReport,
} from './signed-loss-report.js';

type Deps = Pick<
  Ports,
  | 'users'
  | 'contracts'
  | 'forms'
  | 'throttle'
  | 'clock'
  | 'random'
  | 'mailQueue'
  | 'logger'
  | 'documents'
  | 'files'
  | 'sha256'
>;

/**
 * saveLossReportReview(id, input) (docs/requirements.md#claims, #validation-claims): the
 * policyholder reviews and signs their DRAFT loss report: signature (at least 1 character, "Your
 * signature is required"), read confirmation, today's date, payout method (eCheck by default; ACH
 * only with an ACH account on file, the premium's). One write conditional on the version read moves
 * it to NEEDS_REVIEW, recording the signature, the server time, the user, the address and the user
 * agent; a report no longer a draft (signed before, or by a racing call) is CONFLICT with core's
 * message. The signature records the consent text version and the SHA-256 of the signed content
 * (core's canonicalJson of the report as its PDF prints it), and the signed PDF with its signature
 * certificate is stored first and named by the same write (signedDocument; issue 27). The signature gives the report its claim number, and the policyholder is e-mailed a
 * receipt with it (within lossReportReceiptMailPerRecipient). Rate-limited per user. Answers the Form.
 */
export async function saveLossReportReview(
  ports: Deps,
  caller: Caller | null,
  rawArgs: unknown,
  connection: SignerConnection = {},
) {
  requireCaller(caller);
  const target = parseInput(lossReviewTargetSchema, rawArgs);
  const form = await ports.forms.get(target.id);
  // An unknown report, or one of another contract, answers as a contract the caller may not touch.
  if (!form || form.contractId !== target.input.contractId) throw new AppError('INVALID_PERMISSIONS');
  const { me, contract: read } = await requirePolicyholder(ports, caller, form.contractId);
  await enforceRateLimit(ports, 'lossReportReviewsPerUser', me.id);
  const contract = requireClaimablePolicy(read);
  if (form.status !== FormStatus.DRAFT)
    throw new AppError('CONFLICT', lossReportMessages.alreadySigned, { status: form.status });
  const now = ports.clock.now();
  const { input } = parseInput(saveLossReviewArgsSchema(now, achAccountOnFile(contract) !== null), rawArgs);
  assertSignerName(input.clientSignature, me, 'input.clientSignature');

  const signedAt = now.toISOString();
  const ipAddress = normalizeAddress(connection.ipAddress);
  const userAgent = connection.userAgent?.slice(0, 500);
  // The claim number: random with its check character, as a policy number's code (core's formatClaimNumber).
  const claimNumber = form.claimNumber ?? formatClaimNumber(now.getUTCFullYear(), ports.random.policyCode());
  const signed: SignedLossReport = {
    ...form,
    status: FormStatus.NEEDS_REVIEW,
    claimNumber,
    review: {
      paymentMethod: input.payoutMethod as PayoutMethod,
      readConfirmation: true,
      agreeElectronicNamedInsured: input.agreeElectronicNamedInsured,
      clientSignature: input.clientSignature,
      todaysDate: input.reviewDate,
      signedAt,
      userId: me.id,
      email: me.email,
      ...(ipAddress ? { ipAddress } : {}),
      ...(userAgent ? { userAgent } : {}),
      consentVersion: LOSS_REPORT_CONSENT_VERSION,
    },
    updatedAt: signedAt,
  };
  const content = lossReportContent(signed);
  signed.review = { ...signed.review, contentSha256: lossReportContentSha256(ports, content) };
  // The PDF before the write that names it: a lost race leaves an unnamed file, never a report
  // that points to none.
  const next: LossReportRecord = {
    ...signed,
    signedDocument: await storeSignedLossReport(ports, signed, content),
  };
  const written = await ports.forms.replace(next, { version: form.version });
  if (!written) throw new AppError('CONFLICT', lossReportMessages.alreadySigned);
  // The receipt, within the recipient's limit; the signed report stands if it cannot be sent.
  await sendContractMail(
    ports,
    'lossReportReceiptMailPerRecipient',
    lossReportReceiptEmail({
      id: `loss-report-receipt-${written.id}`,
      to: me.email,
      name: personName(me),
      form: { ...written, claimNumber: written.claimNumber! },
      contract,
    }),
    contract.id,
  ).catch((error: unknown) => {
    ports.logger.warn('The loss report receipt was not sent', { formId: written.id, error });
  });
  return lossReportView(written, contract);
}
