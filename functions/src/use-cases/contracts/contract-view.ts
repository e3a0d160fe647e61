import {
  priceBreakdown,
  paymentCollectionOf,
  AppError,
  centsToDollars,
  displayNameOf,
  lifecycleStageOf,
  maskBankNumber,
  maskFederalTaxId,
  paymentDueDate,
  policyStatusOf,
  programTypeOf,
  quotingToday,
} from '@almanac/core';
import type { ContractRecord, Ports, UploadRecord, UserRecord } from '../../ports/index.js';
import { quoteView } from '../quotes/quote-view.js';
import type { ContractRelations } from './contract-relations.js';

/** How a contract names a person: "First Last", else the e-mail (core's displayNameOf). */
export const personName = (u: UserRecord): string =>
  displayNameOf({ firstName: u.profile.firstName, lastName: u.profile.lastName, email: u.email });

/** A contract document's id: the contract's id and the document's name (getSignedUrl reads it back). */
export const contractDocumentId = (contractId: string, name: string) => `${contractId}.${name}`;
export const contractIdOfDocumentId = (id: string): string | null => {
  const dot = id.indexOf('.');
  return dot > 0 ? id.slice(0, dot) : null;
};

/**
 * A contract as the API shows it (the GraphQL Contract): names of its agent, agency and client,
 * the frozen quote's view (the quotes use cases'), the federal tax ID's mask only, the documents.
 */
export async function contractView(
  ports: Pick<Ports, 'users' | 'organizations' | 'quotes' | 'uploads' | 'clock'>,
  c: ContractRecord,
  /** internal: an underwriter's view, with the underwriter's internal notes (else ''). */
  opts: { internal?: boolean } = {},
  /** A list's page read in batches (loadContractRelations): no read of its own then. */
  related?: ContractRelations,
) {
  const uploadId = c.diligentSearchUpload.fileId;
  const [agent, client, org, quote, upload] = related
    ? [
        related.users.get(c.agentId),
        related.users.get(c.clientId),
        c.organizationId ? related.organizations.get(c.organizationId) : undefined,
        related.quotes.get(c.quoteId),
        uploadId ? related.uploads.get(uploadId) : undefined,
      ]
    : await Promise.all([
        ports.users.get(c.agentId),
        ports.users.get(c.clientId),
        c.organizationId ? ports.organizations.get(c.organizationId) : undefined,
        ports.quotes.get(c.quoteId),
        uploadId ? ports.uploads.get(uploadId) : undefined,
      ]);
  if (!quote) throw new AppError('INTERNAL_SERVER_ERROR', undefined, { contractId: c.id, missing: 'quote' });
  const e = c.entityInformation;
  const documents = [
    ...(c.applicationDocument
      ? [
          {
            id: c.applicationDocument.id,
            fileName: c.applicationDocument.fileName,
            mimetype: c.applicationDocument.mimetype,
            kind: c.applicationDocument.kind,
            createdAt: c.applicationDocument.createdAt,
          },
        ]
      : []),
    ...(upload && upload.status === 'VERIFIED' ? [uploadDocument(upload)] : []),
    ...(c.policyDocuments ?? []).map((d) => ({
      id: d.id,
      fileName: d.fileName,
      mimetype: d.mimetype,
      kind: d.kind,
      createdAt: d.createdAt,
    })),
  ];
  const netCents = quote.option.premium.netPremiumCents;
  const prices = priceBreakdown(netCents, quote.taxes);
  return {
    id: c.id,
    _id: c.id,
    quoteId: c.quoteId,
    status: c.status,
    lifecycleStage: lifecycleStageOf(c.status),
    type: 'APPLICATION',
    productType: programTypeOf[c.program],
    programName: c.program,
    policyNumber: c.policyNumber ?? null,
    policyId: c.policyNumber ?? null,
    applicationDeadline: c.applicationDeadline,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    submittedAt: c.submittedAt ?? null,
    agentId: c.agentId,
    agentName: agent ? personName(agent) : '',
    agentEmail: agent?.email ?? '',
    agency: org?.name ?? null,
    clientId: c.clientId,
    clientName: client ? personName(client) : '',
    clientEmail: client?.email ?? '',
    clientCompany: client?.profile.companyName ?? null,
    entityInformation: {
      legalName: e.legalName ?? null,
      address: e.address ?? null,
      city: e.city ?? null,
      state: e.state ?? null,
      county: e.county ?? null,
      country: e.country ?? null,
      zip: e.zip ?? null,
      maskedFederalTaxId: e.federalTaxIdLast4 ? maskFederalTaxId(e.federalTaxIdLast4) : null,
      contactFirstName: e.contactFirstName ?? null,
      contactLastName: e.contactLastName ?? null,
      emails: e.emails ?? [],
      businessPhone: e.businessPhone ?? null,
    },
    businessDetails: {
      businessType: c.businessDetails.businessType,
      businessOperationsDescription: c.businessDetails.businessOperationsDescription ?? null,
      currency: c.businessDetails.currency,
      previousAnnualRevenue: c.businessDetails.previousAnnualRevenue,
    },
    diligentSearchUpload: {
      acknowledgment: c.diligentSearchUpload.acknowledgment ?? null,
      file: c.diligentSearchUpload.file ?? null,
      fileId: c.diligentSearchUpload.fileId ?? null,
    },
    agentSignature: c.agentSignature
      ? {
          name: c.agentSignature.name,
          date: c.agentSignature.date,
          signedAt: c.agentSignature.signedAt,
          email: c.agentSignature.email ?? null,
        }
      : null,
    quote: quoteView(quote),
    documents,
    reviewInvitationSentAt: c.reviewInvitationSentAt ?? null,
    history: c.history.map((e) => ({ ...e, audience: [...e.audience] })),
    underwritingReasons: c.underwritingReasons ?? [],
    reviewDetails: c.reviewDetails
      ? {
          isApproved: c.reviewDetails.isApproved,
          reviewDate: c.reviewDetails.reviewDate,
          reviewBy: c.reviewDetails.reviewerName,
          reviewDescription: opts.internal ? c.reviewDetails.reviewDescription : '',
          clientMessage: c.reviewDetails.clientMessage || null,
        }
      : null,
    clientSignature: c.clientSignature
      ? {
          name: c.clientSignature.name,
          date: c.clientSignature.date,
          signedAt: c.clientSignature.signedAt,
          email: c.clientSignature.email ?? null,
          d1SignName: c.clientSignature.d1SignName ?? null,
        }
      : null,
    payment: c.payment ? paymentView(c.payment) : null,
    paymentDueDate: paymentDueDate(c.riskPeriod.startDate),
    // The one breakdown (core's priceBreakdown), as the agent's quote view answers it: "Taxes and
    // Fees" is the surplus lines tax, the stamping fee and the policy fee, the fee counted once.
    prices: {
      grossPremium: centsToDollars(prices.totalCents),
      netPremium: centsToDollars(prices.netPremiumCents),
      surplusTaxesAndFees: dollarsOrNull(prices.taxesAndFeesCents),
      policyFee: dollarsOrNull(prices.policyFeeCents),
      stampingFee: dollarsOrNull(prices.stampingFeeCents),
      totalTaxesNoStamping: dollarsOrNull(prices.surplusLinesTaxCents),
      totalDue: centsToDollars(prices.totalCents),
    },
    boundAt: c.boundAt ?? null,
    policyStatus: policyStatusOf(c, quotingToday(ports.clock.now())) ?? null,
    expiryReason: c.expiryReason ?? null,
  };
}
export type ContractView = Awaited<ReturnType<typeof contractView>>;

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/** A payment as the API shows it: the bank numbers masked, never in clear. */
const paymentView = (p: NonNullable<ContractRecord['payment']>) =>
  p.method === 'ACH'
    ? {
        method: p.method,
        maskedAccountNumber: maskBankNumber(p.accountNumberLast4),
        maskedRoutingNumber: maskBankNumber(p.routingNumberLast4),
        accountType: p.accountType,
        depositoryName: p.depositoryName,
        namesOnTheAccount: p.namesOnTheAccount,
        paidAt: p.authorizedAt,
        amount: centsToDollars(p.amountCents),
        collection: paymentCollectionOf(p.method),
      }
    : {
        method: p.method,
        maskedAccountNumber: null,
        maskedRoutingNumber: null,
        accountType: null,
        depositoryName: null,
        namesOnTheAccount: null,
        paidAt: p.recordedAt,
        amount: centsToDollars(p.amountCents),
        collection: paymentCollectionOf(p.method),
      };

const uploadDocument = (u: UploadRecord) => ({
  id: u.id,
  fileName: u.fileName,
  mimetype: u.mimetype,
  kind: 'DILIGENT_EFFORT',
  createdAt: u.createdAt,
});
