import {
  AppError,
  APPLICATION_LOCKED_MESSAGE,
  applicationMessages,
  applicationRevenueYears,
  assertApplicationDeadline,
  assertContractTransition,
  BROKER_CONFIRMATION_TEXT,
  BROKER_CONSENT_VERSION,
  centsToDollars,
  ContractStatus,
  contractDocumentsFolder,
  contractHistoryEvents,
  PDF_CONTENT_TYPE,
  revenueYearsWithin,
  signingBlock,
  statusAfterSignature,
  underwritingReasons,
  priceRangeRatioOf,
  submitApplicationSchema,
  SUBMITTABLE_STATUSES,
} from '@almanac/core';
import type { ContractRecord, Ports, SignatureRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { normalizeAddress } from '../network-address.js';
import { enforceRateLimit } from '../rate-limit.js';
import { assertBindableData } from '../pricing/observed-data.js';
import { parseInput } from '../validate.js';
import { confirmExposure, contractCover, reserveExposure, type ExposureDeps } from '../pricing/exposure.js';
import {
  applicationContent,
  applicationDocument,
  brokerDocumentSignature,
  type Producer,
  signedContentSha256,
} from './application-document.js';
import { requireBinder, requireVisibleContract } from './contract-access.js';
import { contractDocumentId, contractView, personName } from './contract-view.js';
import { sendReviewInvitation, type InvitationDeps } from './review-invitation.js';
import { assertSignerName } from '../signer-name.js';

type Deps = InvitationDeps &
  ExposureDeps &
  Pick<
    Ports,
    | 'users'
    | 'organizations'
    | 'quotes'
    | 'contracts'
    | 'uploads'
    | 'files'
    | 'documents'
    | 'sha256'
    | 'liftApplicationDeadline'
    | 'automaticApprovalLimitDollars'
    | 'allowDemoWeather'
    | 'priceRangeReferralRatio'
  >;

/** Where the signature came from (the resolver event): kept in the signature record. */
export interface SignerConnection {
  ipAddress?: string;
  userAgent?: string;
}

/**
 * submitLpcInsuranceApplication(contract, {agentSignature {signature, date}, confirmed})
 * (docs/requirements.md#broker-signature): the application's agent signs it. Every section must
 * be complete, the revenue given for the application's years (core's applicationRevenueYears)
 * and the revenue rule hold (VALIDATION_ERROR with core's signingBlock text), and the
 * application deadline not passed (APPLICATION_TOO_LATE, unless lifted; the sweeper expires a
 * draft only minutes later). The application is rendered as a PDF, stored beside the contract
 * and hashed; the signature record keeps the typed name, date, time, user, address, user agent,
 * the consent text and version, the SHA-256 of the signed content (docs/decisions.md) and the
 * document's SHA-256; the PDF ends with the signature certificate, and the producer as it names
 * them is kept (the client's signing renders the same application again). One conditional write
 * moves it to SUBMITTED (or PENDING_APPROVAL above the automatic limit): of two racing submits
 * one wins, the other gets CONFLICT. A SUBMITTED application then has its client e-mailed the review invitation
 * and becomes AWAITING_CLIENT; a retry on a SUBMITTED one (or the sweeper) finishes that step.
 */
export async function submitLpcInsuranceApplication(
  ports: Deps,
  caller: Caller | null,
  rawArgs: unknown,
  connection: SignerConnection = {},
) {
  const me = await requireBinder(ports, caller);
  const now = ports.clock.now();
  const contractId = parseInput(submitApplicationSchema(now).pick({ contract: true }), rawArgs).contract;
  const read = requireVisibleContract(await ports.contracts.get(contractId), me);
  if (read.agentId !== me.id) throw new AppError('INVALID_PERMISSIONS');
  await enforceRateLimit(ports, 'applicationSubmitsPerUser', me.id);
  if (read.status === ContractStatus.SUBMITTED) {
    return contractView(ports, await sendReviewInvitation(ports, read));
  }
  if (!SUBMITTABLE_STATUSES.includes(read.status)) {
    assertContractTransition(read.status, ContractStatus.SUBMITTED);
    throw new AppError('CONFLICT', APPLICATION_LOCKED_MESSAGE, { status: read.status });
  }
  // The sweeper expires a draft only some minutes after its deadline: the signature checks it too.
  assertApplicationDeadline(read, now, ports.liftApplicationDeadline);
  const { input } = parseInput(submitApplicationSchema(now), rawArgs);
  assertSignerName(input.signature, me, 'input.agentSignature.signature');

  const limitDollars = centsToDollars(read.limitCents);
  const { federalTaxIdCiphertext, federalTaxIdLast4: _last4, ...entity } = read.entityInformation;
  const block = signingBlock(
    {
      entityInformation: entity,
      businessDetails: { ...read.businessDetails } as Record<string, unknown>,
      diligentSearchUpload: { ...read.diligentSearchUpload } as Record<string, unknown>,
      hasFederalTaxId: !!federalTaxIdCiphertext,
    },
    limitDollars,
  );
  if (block) throw new AppError('VALIDATION_ERROR', block);
  // Saves refuse other years; an application saved before that rule is held to it here.
  if (
    !revenueYearsWithin(read.businessDetails.previousAnnualRevenue, applicationRevenueYears(read.createdAt))
  )
    throw new AppError('VALIDATION_ERROR', applicationMessages.revenueYears);
  const quote = await ports.quotes.get(read.quoteId);
  if (!quote) throw new AppError('INTERNAL_SERVER_ERROR', undefined, { contractId, missing: 'quote' });
  assertBindableData(ports, quote);
  // The accumulation check, re-run here (another sale may have used the capacity since the quote):
  // refused above a limit; referred above the referral share. Reserved until the write below.
  const cover = contractCover(read, quote);
  const accumulation = await reserveExposure(ports, cover);
  const reasons = underwritingReasons(
    {
      limitDollars,
      dataOrigin: quote.data.origin,
      // Quotes priced before the sensitivity range was stored have none: not known.
      priceRangeRatio: quote.option.sensitivity ? priceRangeRatioOf(quote.option.sensitivity) : null,
      accumulationReferral: accumulation.referral,
    },
    {
      automaticApprovalLimitDollars: ports.automaticApprovalLimitDollars,
      priceRangeReferralRatio: ports.priceRangeReferralRatio,
    },
  );
  const target = statusAfterSignature(reasons);
  assertContractTransition(read.status, target);
  const signedAt = now.toISOString();
  const agency = me.organizationId ? await ports.organizations.get(me.organizationId) : undefined;
  const producer: Producer = {
    name: personName(me),
    email: me.email,
    ...(agency ? { agency: agency.name } : {}),
    ...(me.legal?.stateLicenseNumber ? { stateLicenseNumber: me.legal.stateLicenseNumber } : {}),
  };
  const content = applicationContent(read, quote, producer);
  const ipAddress = normalizeAddress(connection.ipAddress);
  const userAgent = connection.userAgent?.slice(0, 500);
  const signing = {
    name: input.signature,
    date: input.date,
    signedAt,
    email: me.email,
    ...(ipAddress ? { ipAddress } : {}),
    ...(userAgent ? { userAgent } : {}),
    consentText: BROKER_CONFIRMATION_TEXT,
    consentVersion: BROKER_CONSENT_VERSION,
    contentSha256: signedContentSha256(ports.sha256, content),
  };
  const pdf = await ports.documents.applicationPdf(
    applicationDocument(content, [brokerDocumentSignature(signing)]),
  );
  const documentSha256 = ports.sha256(pdf);
  const fileName = `application-${signedAt.replace(/[:.]/g, '-')}.pdf`;
  // Its own key per signing: of two racing submits (even in one millisecond) the loser's PDF lands
  // beside the winner's, never over the one the winner's record hashes.
  const key = `${contractDocumentsFolder(read.id)}/${ports.random.id()}/${fileName}`;
  await ports.files.put(key, pdf, PDF_CONTENT_TYPE);

  const signature: SignatureRecord = { ...signing, userId: me.id, documentSha256 };
  const next: ContractRecord = {
    ...read,
    status: target,
    updatedAt: signedAt,
    submittedAt: signedAt,
    underwritingReasons: reasons,
    agentSignature: signature,
    producer,
    applicationDocument: {
      id: contractDocumentId(read.id, 'application'),
      kind: 'APPLICATION',
      key,
      fileName,
      mimetype: PDF_CONTENT_TYPE,
      sha256: documentSha256,
      createdAt: signedAt,
    },
    history: [
      ...read.history,
      contractHistoryEvents.signed(signedAt, personName(me)),
      target === ContractStatus.SUBMITTED
        ? contractHistoryEvents.submitted(signedAt)
        : contractHistoryEvents.sentForApproval(signedAt, reasons),
    ],
  };
  const written = await ports.contracts.replace(next, { version: read.version, status: read.status });
  if (!written) throw new AppError('CONFLICT');
  await confirmExposure(ports, cover);
  if (written.status !== ContractStatus.SUBMITTED) return contractView(ports, written);
  return contractView(ports, await sendReviewInvitation(ports, written));
}
