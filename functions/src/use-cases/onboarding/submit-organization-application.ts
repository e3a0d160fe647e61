import {
  AppError,
  mayWorkOnOnboarding,
  onboardingServerMessages,
  submitOrganizationApplicationSchema,
} from '@almanac/core';
import type { Caller } from '../caller.js';
import type { SignerConnection } from '../contracts/submit-application.js';
import { normalizeAddress } from '../network-address.js';
import { enforceRateLimit } from '../rate-limit.js';
import { assertSignerName } from '../signer-name.js';
import { parseInput } from '../validate.js';
import { answersPatch } from './agency-answers.js';
import { agencyAgreementDocument, storeAgencyAgreement } from './agency-agreement.js';
import {
  callerAndAgency,
  type OnboardingPorts,
  personOf,
  requireAllowed,
  requireTransition,
  statusOf,
} from './onboarding-access.js';
import { notifySubmitted } from './onboarding-mail.js';
import { onboardingView } from './onboarding-view.js';

/**
 * submitOrganizationApplication(input) (docs/requirements.md#onboarding): the complete application,
 * signed (typed name, title, today's date, the agreement; the signature keeps the signer's e-mail,
 * address, user agent and the SHA-256 of the signed content, and the PDF ends with the signature
 * certificate, docs/decisions.md), by its applicant, primary agent or a
 * manager, while Started or AwaitingAgency. Renders the signed Agency Agreement (pdf-lib), stores
 * it under the organisation's folder as an AGENCY_AGREEMENT upload, and writes the answers (the
 * organisation's name, website, years and addresses; the licenses), the signature and NeedsReview
 * in one write conditional on the status read. Then the operations inbox and the agency are
 * e-mailed.
 */
export async function submitOrganizationApplication(
  ports: OnboardingPorts,
  caller: Caller | null,
  rawArgs: unknown,
  connection: SignerConnection = {},
) {
  const now = ports.clock.now();
  const { me, org } = await callerAndAgency(ports, caller);
  requireAllowed(mayWorkOnOnboarding(personOf(me), org));
  await enforceRateLimit(ports, 'onboardingSubmitsPerUser', me.id);
  const { input } = parseInput(submitOrganizationApplicationSchema(now), rawArgs);
  if (statusOf(org) === 'NotStarted') throw new AppError('CONFLICT', onboardingServerMessages.designateFirst);
  const next = requireTransition(org, 'submit', onboardingServerMessages.notEditable);
  assertSignerName(input.signature, me, 'input.signature');
  const at = now.toISOString();
  const ipAddress = normalizeAddress(connection.ipAddress);
  const userAgent = connection.userAgent?.slice(0, 500);
  const from = { ...(ipAddress ? { ipAddress } : {}), ...(userAgent ? { userAgent } : {}) };
  const agreement = agencyAgreementDocument(ports.sha256, org, input, me, at, from);
  const { upload, sha256 } = await storeAgencyAgreement(ports, agreement, me);
  const answers = answersPatch(ports, org, input);
  const { returnReason: _returned, ...application } = answers.application;
  const written = await ports.organizations.updateApplication(org.id, statusOf(org), {
    ...answers,
    application: {
      ...application,
      status: next,
      submittedAt: at,
      submittedBy: me.id,
      agreementUploadId: upload.id,
      agreementSha256: sha256,
    },
    signatureDetails: {
      signature: input.signature,
      signingDate: input.signingDate,
      title: input.title,
      signedAt: at,
      userId: me.id,
      email: me.email,
      ...from,
      contentSha256: agreement.signature.contentSha256,
    },
    updatedAt: at,
  });
  if (!written) {
    await ports.uploads.settle(upload.id, { status: 'REJECTED', at });
    throw new AppError('CONFLICT', onboardingServerMessages.notEditable);
  }
  // The application stands from here on: a failure to mark its agreement is logged, not answered.
  try {
    if (!(await ports.uploads.settle(upload.id, { status: 'VERIFIED', size: upload.declaredSize, at })))
      ports.logger.warn('The submitted agency agreement was not pending', { organizationId: org.id });
  } catch (error) {
    ports.logger.warn('The submitted agency agreement was not marked verified', {
      organizationId: org.id,
      error,
    });
  }
  await notifySubmitted(ports, written, me);
  return onboardingView(ports, written);
}
