/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AgentSignatureInput = {
  /** The signer's today (YYYY-MM-DD). */
  date?: string | null | undefined;
  signature?: string | null | undefined;
};

export type BusinessDetailsInput = {
  businessOperationsDescription?: string | null | undefined;
  businessType?: string | null | undefined;
  currency?: string | null | undefined;
  previousAnnualRevenue?: Array<RevenueYearInput> | null | undefined;
};

export type ClaimReviewInput = {
  /** What the policyholder and the agent are told (at most 1000 characters); without it a standard sentence. */
  clientMessage?: string | null | undefined;
  /** APPROVE or REJECT */
  decision: string;
  /** Required to reject. Internal (operations only, never e-mailed). */
  reason?: string | null | undefined;
};

export type ClientPaymentInput = {
  accountNumber?: string | null | undefined;
  /** CHECKING or SAVINGS (either case). */
  accountType?: string | null | undefined;
  depositoryName?: string | null | undefined;
  namesOnTheAccount?: string | null | undefined;
  routingNumber?: string | null | undefined;
  /** The signer's today (YYYY-MM-DD). */
  signDate?: string | null | undefined;
  /** The client's typed signature authorising the debit. */
  signature?: string | null | undefined;
};

export type ClientReviewInput = {
  agreeElectronicClient?: boolean | null | undefined;
  agreeTerrorismDisclosure?: boolean | null | undefined;
  /** The California D-1 disclosure signature (required when the entity's state is CA). */
  d1SignName?: string | null | undefined;
  /** The signer's today (YYYY-MM-DD). */
  signDate?: string | null | undefined;
  signNameCustomer?: string | null | undefined;
};

export type ContractReviewInput = {
  /** What the client and the agent are told (at most 1000 characters); without it a standard sentence. */
  clientMessage?: string | null | undefined;
  isApproved: boolean;
  /** Internal notes (operations only, never shown to the client nor e-mailed). Required when rejecting. */
  reviewDescription?: string | null | undefined;
};

/** Where a quote's weather came from: ingested observations, or the synthetic demo climate. */
export type DataOrigin =
  | 'demo'
  | 'observed';

export type DiligentSearchUploadInput = {
  acknowledgment?: string | null | undefined;
  file?: string | null | undefined;
  fileId?: string | number | null | undefined;
};

export type EmailValueInput = {
  value?: string | null | undefined;
};

export type EntityInformationInput = {
  address?: string | null | undefined;
  businessPhone?: string | null | undefined;
  city?: string | null | undefined;
  contactFirstName?: string | null | undefined;
  contactLastName?: string | null | undefined;
  country?: string | null | undefined;
  county?: string | null | undefined;
  emails?: Array<EmailValueInput> | null | undefined;
  /** Digits, with or without a dash; omit to keep the stored one. */
  federalTaxId?: string | null | undefined;
  legalName?: string | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
};

export type IndexDataInput = {
  collection?: string | null | undefined;
  /** cpc_precip_us-daily, prism-precip-daily, prism_temp_max-daily, prism_temp_min-daily (or the prismc-tmax-daily / prismc-tmin-daily aliases). */
  dataset?: string | null | undefined;
  end?: string | null | undefined;
  /** YYYY-MM-DD or an ISO timestamp (its calendar date is used). */
  start?: string | null | undefined;
  /** inch or deg_F */
  units?: string | null | undefined;
  weightedLocations?: Array<WeightedLocationInput> | null | undefined;
};

export type LossReportInput = {
  address1?: string | null | undefined;
  basisDescription?: string | null | undefined;
  city?: string | null | undefined;
  contactEmail?: string | null | undefined;
  contractId: string | number;
  /** Section IV: the disclaimers and fraud notices read (must be true). */
  disclaimersAccepted?: boolean | null | undefined;
  name?: string | null | undefined;
  /** YYYY-MM-DD: not in the future, not before the policy period began. */
  notificationDate?: string | null | undefined;
  policyNumber?: string | null | undefined;
  /** Section III: the representations read and agreed to (must be true). */
  representationsAccepted?: boolean | null | undefined;
  state?: string | null | undefined;
  /** A ZIP code: 5 digits or ZIP+4. */
  zipcode?: string | null | undefined;
};

export type LossReportReviewInput = {
  agreeElectronicNamedInsured?: boolean | null | undefined;
  clientSignature?: string | null | undefined;
  contractId: string | number;
  /** eCheck (default) or ACH (only with an account on file). */
  payoutMethod?: string | null | undefined;
  /** YYYY-MM-DD: must be today. */
  reviewDate?: string | null | undefined;
};

export type PaginationInput = {
  limit?: number | null | undefined;
  page?: number | null | undefined;
};

export type Platform =
  | 'CM'
  | 'DEFAULT'
  | 'DRE'
  | 'HH'
  | 'PM'
  | 'RM'
  | 'SINGLIFE';

export type PricingRequestStatus =
  | 'DONE'
  | 'FAILED'
  | 'PENDING'
  | 'RUNNING';

export type QuotesPageInput = {
  /** The nextCursor or previousCursor of the page next to this one: that page is then read from it (one page read, whatever its offset). Ignored when made for another page, sort or filter. */
  cursor?: string | null | undefined;
  /** Page size: 10 by default (the list; search uses 15), 100 at most. */
  limit?: number | null | undefined;
  /** 1-based page number (default 1). */
  page?: number | null | undefined;
  /** Client name or e-mail (anywhere), the start of an ID, or a whole contract ID or policy number (case-insensitive, every word must match); ignored unless longer than 2 characters. */
  search?: string | null | undefined;
  /** A column: createdAt (default), clientName, location, programName, netPremium, startDate, strike, limitOfLiability, id, status (aliases: client, type, premium, policyStart, trigger, limit). */
  sortBy?: string | null | undefined;
  /** DESC by default. */
  sortDirection?: SortDirection | null | undefined;
};

export type RevenueYearInput = {
  revenue: number;
  year: number;
};

export type Role =
  | 'admin'
  | 'agent'
  | 'client'
  | 'drehubuser'
  | 'internal'
  | 'primaryAgent'
  | 'service'
  | 'superAdmin';

/** Sort order of lists (docs/requirements.md#entity-quote). */
export type SortDirection =
  | 'ASC'
  | 'DESC';

export type SubmitApplicationInput = {
  agentSignature: AgentSignatureInput;
  /** The broker's confirmation checkbox. */
  confirmed?: boolean | null | undefined;
};

/** Kentucky's local premium taxes cannot be estimated: its taxes are unavailable (the UI shows TBD). */
export type TaxStatus =
  | 'available'
  | 'unavailable';

export type TokenType =
  | 'CLIENT_CLAIM_FORM'
  | 'CLIENT_REVIEW_CONTRACT'
  | 'CONFIRM'
  | 'CONFIRM_SHORTCODE'
  | 'LOGIN'
  | 'RESET';

/** Only the sections sent are changed; a section's omitted fields keep their stored values. */
export type UpdateApplicationInput = {
  businessDetails?: BusinessDetailsInput | null | undefined;
  diligentSearchUpload?: DiligentSearchUploadInput | null | undefined;
  entityInformation?: EntityInformationInput | null | undefined;
};

export type UpdateClientUserInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  companyName?: string | null | undefined;
  country?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  state?: string | null | undefined;
  zipcode?: string | null | undefined;
};

export type UploadsInput = {
  docIds?: Array<string | number> | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  userIds?: Array<string | number> | null | undefined;
};

/** A location and its weight as a fraction (the UI's percent / 100); weights sum to 1. */
export type WeightedLocationInput = {
  lat: number;
  lon: number;
  weight: number;
};

export type WireReceivedInput = {
  receivedDate: string;
  reference: string;
};

export type ItRequestClientSignInLinkMutationVariables = Exact<{
  email: string;
}>;


export type ItRequestClientSignInLinkMutation = { requestClientSignInLink: boolean | null };

export type TestPoliciesQueryVariables = Exact<{
  search?: string | null | undefined;
  expiringSoon?: boolean | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type TestPoliciesQuery = { getPolicies: { nextToken: string | null, items: Array<{ contractId: string, quoteId: string, policyNumber: string, insuredName: string, program: string, programTitle: string, startDate: string, endDate: string, limit: number, status: string, indexState: string }> } };

export type TestApplicationsInProgressQueryVariables = Exact<{
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type TestApplicationsInProgressQuery = { getApplicationsInProgress: { nextToken: string | null, items: Array<{ contractId: string, quoteId: string, status: string, applicationDeadline: string, programTitle: string, limit: number }> } };

export type RealDataQuoteMutationVariables = Exact<{
  locations?: Array<WeightedLocationInput> | WeightedLocationInput | null | undefined;
}>;


export type RealDataQuoteMutation = { createParametricQuote: { status: PricingRequestStatus, dataOrigin: DataOrigin | null, quotes: Array<{ label: string, locationState: string, explanation: { yearsUsed: Array<number> } | null, dataset: { dclimateId: string, origin: DataOrigin } }> } | null };

export type RealDataIndexQueryVariables = Exact<{ [key: string]: never; }>;


export type RealDataIndexQuery = { getIndexDataV2: { average: number, min: number, max: number, result: Array<{ year: number, temp: number }> } | null };

export type SharedQueryVariables = Exact<{
  token: string;
}>;


export type SharedQuery = { getSharedQuote: { id: string, programName: string, programTitle: string, unit: string, startDate: string, endDate: string, days: number, applicationDeadline: string, currency: string, limitOfLiability: number, trigger: number, exhaust: number | null, netPremium: number, estimatedGrossPremium: number | null, taxStatus: string, dataOrigin: string | null, linkExpiresAt: string, locations: Array<{ state: string | null, lat: number, lon: number, weight: number }>, history: Array<{ year: number, index: number | null, payout: number }>, sharedBy: { name: string, email: string, agency: string | null } } | null };

export type GetUserFinanceQueryVariables = Exact<{
  id: string | number;
}>;


export type GetUserFinanceQuery = { getUser: { _id: string, finance: { isInvestor: boolean, paymentsInfo: { maskedAccountNumber: string, maskedRoutingNumber: string } | null } | null } | null };

export type ApplicationFieldsFragment = { id: string, _id: string, quoteId: string, status: string, lifecycleStage: string, programName: string, applicationDeadline: string, submittedAt: string | null, agentId: string, agentName: string, agentEmail: string, agency: string | null, clientId: string, clientName: string, clientEmail: string, reviewInvitationSentAt: string | null, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, county: string | null, country: string | null, zip: string | null, maskedFederalTaxId: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null, currency: string, previousAnnualRevenue: Array<{ year: number, revenue: number }> }, diligentSearchUpload: { acknowledgment: string | null, file: string | null, fileId: string | null }, agentSignature: { name: string, date: string, signedAt: string } | null, quote: { id: string, status: string, frozenAt: string | null }, documents: Array<{ id: string, fileName: string, mimetype: string, kind: string, createdAt: string }>, history: Array<{ eventName: string, eventType: string }> };

export type CreateApplicationMutationVariables = Exact<{
  client: string | number;
  quote: string | number;
}>;


export type CreateApplicationMutation = { createInsuranceApplication: { id: string, _id: string, quoteId: string, status: string, lifecycleStage: string, programName: string, applicationDeadline: string, submittedAt: string | null, agentId: string, agentName: string, agentEmail: string, agency: string | null, clientId: string, clientName: string, clientEmail: string, reviewInvitationSentAt: string | null, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, county: string | null, country: string | null, zip: string | null, maskedFederalTaxId: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null, currency: string, previousAnnualRevenue: Array<{ year: number, revenue: number }> }, diligentSearchUpload: { acknowledgment: string | null, file: string | null, fileId: string | null }, agentSignature: { name: string, date: string, signedAt: string } | null, quote: { id: string, status: string, frozenAt: string | null }, documents: Array<{ id: string, fileName: string, mimetype: string, kind: string, createdAt: string }>, history: Array<{ eventName: string, eventType: string }> } | null };

export type GetApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type GetApplicationQuery = { getContract: { id: string, _id: string, quoteId: string, status: string, lifecycleStage: string, programName: string, applicationDeadline: string, submittedAt: string | null, agentId: string, agentName: string, agentEmail: string, agency: string | null, clientId: string, clientName: string, clientEmail: string, reviewInvitationSentAt: string | null, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, county: string | null, country: string | null, zip: string | null, maskedFederalTaxId: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null, currency: string, previousAnnualRevenue: Array<{ year: number, revenue: number }> }, diligentSearchUpload: { acknowledgment: string | null, file: string | null, fileId: string | null }, agentSignature: { name: string, date: string, signedAt: string } | null, quote: { id: string, status: string, frozenAt: string | null }, documents: Array<{ id: string, fileName: string, mimetype: string, kind: string, createdAt: string }>, history: Array<{ eventName: string, eventType: string }> } | null };

export type GetApplicationByQuoteQueryVariables = Exact<{
  quoteId: string | number;
}>;


export type GetApplicationByQuoteQuery = { getContractByQuoteId: { id: string, status: string } | null };

export type UpdateApplicationMutationVariables = Exact<{
  contract: string | number;
  input: UpdateApplicationInput;
}>;


export type UpdateApplicationMutation = { updateLpcInsuranceApplication: { id: string, _id: string, quoteId: string, status: string, lifecycleStage: string, programName: string, applicationDeadline: string, submittedAt: string | null, agentId: string, agentName: string, agentEmail: string, agency: string | null, clientId: string, clientName: string, clientEmail: string, reviewInvitationSentAt: string | null, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, county: string | null, country: string | null, zip: string | null, maskedFederalTaxId: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null, currency: string, previousAnnualRevenue: Array<{ year: number, revenue: number }> }, diligentSearchUpload: { acknowledgment: string | null, file: string | null, fileId: string | null }, agentSignature: { name: string, date: string, signedAt: string } | null, quote: { id: string, status: string, frozenAt: string | null }, documents: Array<{ id: string, fileName: string, mimetype: string, kind: string, createdAt: string }>, history: Array<{ eventName: string, eventType: string }> } | null };

export type SubmitApplicationMutationVariables = Exact<{
  contract: string | number;
  input: SubmitApplicationInput;
}>;


export type SubmitApplicationMutation = { submitLpcInsuranceApplication: { id: string, _id: string, quoteId: string, status: string, lifecycleStage: string, programName: string, applicationDeadline: string, submittedAt: string | null, agentId: string, agentName: string, agentEmail: string, agency: string | null, clientId: string, clientName: string, clientEmail: string, reviewInvitationSentAt: string | null, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, county: string | null, country: string | null, zip: string | null, maskedFederalTaxId: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null, currency: string, previousAnnualRevenue: Array<{ year: number, revenue: number }> }, diligentSearchUpload: { acknowledgment: string | null, file: string | null, fileId: string | null }, agentSignature: { name: string, date: string, signedAt: string } | null, quote: { id: string, status: string, frozenAt: string | null }, documents: Array<{ id: string, fileName: string, mimetype: string, kind: string, createdAt: string }>, history: Array<{ eventName: string, eventType: string }> } | null };

export type GetUploadsQueryVariables = Exact<{
  input?: UploadsInput | null | undefined;
}>;


export type GetUploadsQuery = { getUploads: { count: number, items: Array<{ id: string, fileName: string, filePath: string, mimetype: string, size: number | null, createdAt: string }> } | null };

export type GetSignedUrlQueryVariables = Exact<{
  file: string | number;
}>;


export type GetSignedUrlQuery = { getSignedUrl: string | null };

export type TestPolicyIndexQueryVariables = Exact<{
  contractId: string | number;
}>;


export type TestPolicyIndexQuery = { getPolicyIndex: { contractId: string, policyNumber: string | null, program: string, unit: string, trigger: number, exhaust: number, limit: number, startDate: string, endDate: string, state: string, asOf: string | null, daysTotal: number, daysElapsed: number, daysRemaining: number, indexToDate: number | null, payoutToDate: number, estimatedPayout: number, historicalMin: number | null, historicalMedian: number | null, historicalMax: number | null, lookBackYears: number, dataOrigin: string, points: Array<{ date: string, index: number | null, historicalMin: number | null, historicalMax: number | null }>, settlement: { index: number, payout: number, outcome: string, daysUsed: number, dataOrigin: string } | null, claim: { id: string, status: string } | null } | null };

export type TestClaimsQueryVariables = Exact<{
  status?: string | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type TestClaimsQuery = { getClaims: { count: number, items: Array<{ id: string, status: string, payout: number, policyNumber: string, createdAt: string }> } | null };

export type TestClaimQueryVariables = Exact<{
  id: string | number;
}>;


export type TestClaimQuery = { getClaim: { _id: string, id: string, contractId: string, policyNumber: string, program: string, status: string, payout: number, limit: number, trigger: number, exhaust: number, unit: string, namedInsured: string | null, agentName: string | null, riskPeriodStart: string, riskPeriodEnd: string, payableMethod: string | null, payableAccount: string | null, rejectionReason: string | null, clientMessage: string | null, decidedAt: string | null, settlement: { index: number, payout: number, datasetId: string, dataLatestDate: string, daysUsed: number, dataOrigin: string, outcome: string }, lossReports: Array<{ id: string, status: string }> } | null };

export type TestReviewClaimMutationVariables = Exact<{
  id: string | number;
  input: ClaimReviewInput;
}>;


export type TestReviewClaimMutation = { reviewClaim: { id: string, status: string, payableMethod: string | null, payableAccount: string | null, rejectionReason: string | null, clientMessage: string | null, decidedAt: string | null } | null };

export type EditClientEmailMutationVariables = Exact<{
  input: UpdateClientUserInput;
  client: string | number;
}>;


export type EditClientEmailMutation = { updateClientUser: { _id: string, email: string, pendingEmail: string | null } | null };

export type ConfirmClientEmailChangeMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmClientEmailChangeMutation = { confirmClientEmailChange: { email: string } | null };

export type ChangeClientEmailMutationVariables = Exact<{
  client: string | number;
  email: string;
}>;


export type ChangeClientEmailMutation = { changeClientEmail: { _id: string, email: string, pendingEmail: string | null } | null };

export type ClientContractFieldsFragment = { id: string, status: string, lifecycleStage: string, clientId: string, agentId: string, policyNumber: string | null, boundAt: string | null, paymentDueDate: string, entityInformation: { state: string | null, maskedFederalTaxId: string | null }, clientSignature: { name: string, date: string, signedAt: string, d1SignName: string | null } | null, payment: { method: string, maskedAccountNumber: string | null, maskedRoutingNumber: string | null, accountType: string | null, depositoryName: string | null, namesOnTheAccount: string | null, paidAt: string, amount: number } | null, prices: { totalDue: number }, documents: Array<{ id: string, kind: string }>, history: Array<{ eventName: string, audience: Array<string> }> };

export type AcceptReviewInviteMutationVariables = Exact<{
  token: string;
}>;


export type AcceptReviewInviteMutation = { acceptClientReviewContractInvite: { auth: { token: string, expiresAt: string, user: { _id: string, email: string, role: Role, confirmedAt: string | null } }, contract: { id: string, status: string, lifecycleStage: string, clientId: string, agentId: string, policyNumber: string | null, boundAt: string | null, paymentDueDate: string, entityInformation: { state: string | null, maskedFederalTaxId: string | null }, clientSignature: { name: string, date: string, signedAt: string, d1SignName: string | null } | null, payment: { method: string, maskedAccountNumber: string | null, maskedRoutingNumber: string | null, accountType: string | null, depositoryName: string | null, namesOnTheAccount: string | null, paidAt: string, amount: number } | null, prices: { totalDue: number }, documents: Array<{ id: string, kind: string }>, history: Array<{ eventName: string, audience: Array<string> }> } } | null };

export type GetClientContractQueryVariables = Exact<{
  id: string | number;
}>;


export type GetClientContractQuery = { getContract: { id: string, status: string, lifecycleStage: string, clientId: string, agentId: string, policyNumber: string | null, boundAt: string | null, paymentDueDate: string, entityInformation: { state: string | null, maskedFederalTaxId: string | null }, clientSignature: { name: string, date: string, signedAt: string, d1SignName: string | null } | null, payment: { method: string, maskedAccountNumber: string | null, maskedRoutingNumber: string | null, accountType: string | null, depositoryName: string | null, namesOnTheAccount: string | null, paidAt: string, amount: number } | null, prices: { totalDue: number }, documents: Array<{ id: string, kind: string }>, history: Array<{ eventName: string, audience: Array<string> }> } | null };

export type ClientSignMutationVariables = Exact<{
  contract: string | number;
  input: ClientReviewInput;
}>;


export type ClientSignMutation = { submitReviewedLpcApplicationByClient: { id: string, status: string, lifecycleStage: string, clientId: string, agentId: string, policyNumber: string | null, boundAt: string | null, paymentDueDate: string, entityInformation: { state: string | null, maskedFederalTaxId: string | null }, clientSignature: { name: string, date: string, signedAt: string, d1SignName: string | null } | null, payment: { method: string, maskedAccountNumber: string | null, maskedRoutingNumber: string | null, accountType: string | null, depositoryName: string | null, namesOnTheAccount: string | null, paidAt: string, amount: number } | null, prices: { totalDue: number }, documents: Array<{ id: string, kind: string }>, history: Array<{ eventName: string, audience: Array<string> }> } | null };

export type ClientPayMutationVariables = Exact<{
  contract: string | number;
  input: ClientPaymentInput;
}>;


export type ClientPayMutation = { addClientUserPayment: { id: string, status: string, lifecycleStage: string, clientId: string, agentId: string, policyNumber: string | null, boundAt: string | null, paymentDueDate: string, entityInformation: { state: string | null, maskedFederalTaxId: string | null }, clientSignature: { name: string, date: string, signedAt: string, d1SignName: string | null } | null, payment: { method: string, maskedAccountNumber: string | null, maskedRoutingNumber: string | null, accountType: string | null, depositoryName: string | null, namesOnTheAccount: string | null, paidAt: string, amount: number } | null, prices: { totalDue: number }, documents: Array<{ id: string, kind: string }>, history: Array<{ eventName: string, audience: Array<string> }> } | null };

export type ItAcceptClientSignInMutationVariables = Exact<{
  token: string;
}>;


export type ItAcceptClientSignInMutation = { acceptClientSignIn: { token: string, user: { _id: string, role: Role } } | null };

export type ItGetMyPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type ItGetMyPoliciesQuery = { getMyPolicies: { count: number, items: Array<{ contractId: string, status: string, policyNumber: string | null, startDate: string, endDate: string, limitOfLiability: number }> } };

export type LossReportFieldsFragment = { _id: string, id: string, formType: string, status: string, orgId: string | null, program: string, achAccount: string | null, documents: Array<string>, createdAt: string, updatedAt: string, values: { contractId: string, status: string, namedInsured: { name: string, address1: string, city: string, state: string, zipcode: string, contactEmail: string, policyNumber: string }, lossDetails: { notificationDate: string, basisDescription: string | null } }, reviewDetails: { paymentMethod: string, readConfirmation: boolean, clientSignature: string, todaysDate: string } | null };

export type InviteClaimFormMutationVariables = Exact<{
  policyId: string;
}>;


export type InviteClaimFormMutation = { inviteClientClaimForm: boolean | null };

export type AcceptClaimFormMutationVariables = Exact<{
  token: string;
}>;


export type AcceptClaimFormMutation = { acceptClaimsFormTokenInvite: { _id: string, contractId: string, auth: { token: string, user: { _id: string, role: Role, confirmedAt: string | null } } } | null };

export type SaveLossReportMutationVariables = Exact<{
  input: LossReportInput;
}>;


export type SaveLossReportMutation = { saveLossReport: { _id: string, id: string, formType: string, status: string, orgId: string | null, program: string, achAccount: string | null, documents: Array<string>, createdAt: string, updatedAt: string, values: { contractId: string, status: string, namedInsured: { name: string, address1: string, city: string, state: string, zipcode: string, contactEmail: string, policyNumber: string }, lossDetails: { notificationDate: string, basisDescription: string | null } }, reviewDetails: { paymentMethod: string, readConfirmation: boolean, clientSignature: string, todaysDate: string } | null } | null };

export type SaveLossReviewMutationVariables = Exact<{
  id: string | number;
  input: LossReportReviewInput;
}>;


export type SaveLossReviewMutation = { saveLossReportReview: { _id: string, id: string, formType: string, status: string, orgId: string | null, program: string, achAccount: string | null, documents: Array<string>, createdAt: string, updatedAt: string, values: { contractId: string, status: string, namedInsured: { name: string, address1: string, city: string, state: string, zipcode: string, contactEmail: string, policyNumber: string }, lossDetails: { notificationDate: string, basisDescription: string | null } }, reviewDetails: { paymentMethod: string, readConfirmation: boolean, clientSignature: string, todaysDate: string } | null } | null };

export type GetLossReportQueryVariables = Exact<{
  formType: string;
  id: string | number;
}>;


export type GetLossReportQuery = { getForm: { _id: string, id: string, formType: string, status: string, orgId: string | null, program: string, achAccount: string | null, documents: Array<string>, createdAt: string, updatedAt: string, values: { contractId: string, status: string, namedInsured: { name: string, address1: string, city: string, state: string, zipcode: string, contactEmail: string, policyNumber: string }, lossDetails: { notificationDate: string, basisDescription: string | null } }, reviewDetails: { paymentMethod: string, readConfirmation: boolean, clientSignature: string, todaysDate: string } | null } | null };

export type AccountUserFieldsFragment = { _id: string, email: string, role: Role, confirmedAt: string | null, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null } | null, organization: { _id: string, name: string, isOnboarded: boolean } | null };

export type GetUserQueryVariables = Exact<{
  id: string | number;
}>;


export type GetUserQuery = { getUser: { _id: string, email: string, role: Role, confirmedAt: string | null, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null } | null, organization: { _id: string, name: string, isOnboarded: boolean } | null } | null };

export type CreateLoginTokenMutationVariables = Exact<{
  tokenType: TokenType;
}>;


export type CreateLoginTokenMutation = { createLoginToken: { token: string, expiresAt: string } | null };

export type IssueLoginTokenMutationVariables = Exact<{
  tokenType: TokenType;
}>;


export type IssueLoginTokenMutation = { createLoginToken: { token: string, tokenType: TokenType, expiresAt: string } | null };

export type QuoteListFieldsFragment = { id: string, _id: string, programName: string, programType: string, programTitle: string, status: string, createdAt: string, savedAt: string, frozenAt: string | null, createdBy: string, clientId: string | null, clientName: string | null, clientFirstName: string | null, clientLastName: string | null, clientEmail: string | null, applicationDeadline: string, location: string, states: Array<string>, trigger: string, limitOfLiability: number, netPremium: number, contractId: string | null, contractStatus: string | null, policyNumber: string | null, riskPeriod: { startDate: string, endDate: string }, locations: Array<{ name: string, state: string, lat: number, lon: number, weight: number }>, strike: { unit: string, vector: Array<number> } };

export type GetQuotesQueryVariables = Exact<{
  input?: QuotesPageInput | null | undefined;
  userIds?: Array<string | number> | string | number | null | undefined;
  filterFrozen?: boolean | null | undefined;
  type?: string | null | undefined;
  clientId?: string | number | null | undefined;
}>;


export type GetQuotesQuery = { getQuotes: { count: number, nextCursor: string | null, previousCursor: string | null, items: Array<{ id: string, _id: string, programName: string, programType: string, programTitle: string, status: string, createdAt: string, savedAt: string, frozenAt: string | null, createdBy: string, clientId: string | null, clientName: string | null, clientFirstName: string | null, clientLastName: string | null, clientEmail: string | null, applicationDeadline: string, location: string, states: Array<string>, trigger: string, limitOfLiability: number, netPremium: number, contractId: string | null, contractStatus: string | null, policyNumber: string | null, riskPeriod: { startDate: string, endDate: string }, locations: Array<{ name: string, state: string, lat: number, lon: number, weight: number }>, strike: { unit: string, vector: Array<number> } }> } | null };

export type AttachMutationVariables = Exact<{
  quote: string | number;
  client: string | number;
}>;


export type AttachMutation = { attachClientToQuote: { id: string, clientId: string | null, clientName: string | null, clientEmail: string | null, history: Array<{ eventName: string, eventType: string, description: string, audience: Array<string> }> } | null };

export type DeleteMutationVariables = Exact<{
  quote: string | number;
  quoteType?: string | null | undefined;
  deleteType?: string | null | undefined;
}>;


export type DeleteMutation = { deleteQuote: boolean | null };

export type ContractQueryVariables = Exact<{
  quoteId: string | number;
}>;


export type ContractQuery = { getContractByQuoteId: { id: string, status: string } | null };

export type StatsQueryVariables = Exact<{ [key: string]: never; }>;


export type StatsQuery = { getAgentStats: { totalPremiumIndications: number, totalActivePolicies: number, totalContractsExpiringSoon: number } | null };

export type UpdateClientMutationVariables = Exact<{
  input: UpdateClientUserInput;
  client: string | number;
}>;


export type UpdateClientMutation = { updateClientUser: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null } | null };

export type IndexDataFieldsFragment = { average: number, min: number, max: number, unit: string, programName: string, policyYear: number, dataOrigin: DataOrigin, result: Array<{ year: number, temp: number, value: number }>, skippedYears: Array<{ year: number, reason: string, missingDays: number }>, dataset: { dclimateId: string, type: string, origin: DataOrigin, latestDate: string } };

export type GetIndexDataV2InFullQueryVariables = Exact<{
  input?: IndexDataInput | null | undefined;
  type?: string | null | undefined;
}>;


export type GetIndexDataV2InFullQuery = { getIndexDataV2: { average: number, min: number, max: number, unit: string, programName: string, policyYear: number, dataOrigin: DataOrigin, result: Array<{ year: number, temp: number, value: number }>, skippedYears: Array<{ year: number, reason: string, missingDays: number }>, dataset: { dclimateId: string, type: string, origin: DataOrigin, latestDate: string } } | null };

export type GetDatasetMetaDataV4InFullQueryVariables = Exact<{
  dataset?: string | null | undefined;
}>;


export type GetDatasetMetaDataV4InFullQuery = { getDatasetMetaDataV4: { id: string, properties: { title: string, provider: string, start_datetime: string, end_datetime: string, origin: DataOrigin, ingestedCells: number, updated: string | null } } | null };

export type GetIndexDataQueryVariables = Exact<{
  input?: IndexDataInput | null | undefined;
  type?: string | null | undefined;
}>;


export type GetIndexDataQuery = { getIndexData: { average: number, min: number, max: number, unit: string, programName: string, policyYear: number, dataOrigin: DataOrigin, result: Array<{ year: number, temp: number, value: number }>, skippedYears: Array<{ year: number, reason: string, missingDays: number }>, dataset: { dclimateId: string, type: string, origin: DataOrigin, latestDate: string } } | null };

export type QuoteInFullFieldsFragment = { id: string, _id: string, requestId: string, optionIndex: number, programName: string, programType: string, label: string, isRequested: boolean, status: string, createdAt: string, createdBy: string, savedAt: string | null, frozenAt: string | null, clientId: string | null, clientName: string | null, clientEmail: string | null, clientPhone: string | null, applicationDeadline: string, expirationDate: string, locationState: string, currency: string, limitOfLiability: number, lcRequired: boolean, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, customerPremium: number, estimatedGrossPremium: number | null, estimatedTotalTaxes: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, riskCapitalCommission: number | null, expectedLoss: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, history: Array<{ eventDate: string, eventName: string, eventType: string, description: string, audience: Array<string> }>, riskPeriod: { startDate: string, endDate: string, days: number }, locations: { type: string, features: Array<{ type: string, geometry: { type: string, coordinates: Array<number> }, properties: { state: string, country: string, weight: number, cpcId: number | null, cell: { row: number, col: number } } }> }, limit: { unit: string, vector: Array<number> }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, expectedPayout: { unit: string, vector: Array<number> } | null, rainfall: { minimum: number, average: number, maximum: number, unit: string } | null, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalRainfall: Array<{ year: number, vector: Array<number> }> | null, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null, explanation: { engineVersion: string, lookBackYears: number, yearsUsed: Array<number>, adjustedIndexValues: Array<number>, burnWeight: number, minimumApplied: string, fit: string, parameters: string, readFrom: string, readTo: string, trend: { method: string, test: string, adjustment: string, firstYear: number, lastYear: number, yearsUsed: number, slopePerYear: number, statistic: number, significant: boolean, appliedSlopePerYear: number } | null, sensitivity: { low: number, high: number, ratio: number | null, scenarios: Array<{ adjustment: string, years: string, yearCount: number, expectedLoss: number }> } | null, cells: Array<{ row: number, col: number }> } | null };

export type PricingRequestInFullFieldsFragment = { id: string, requestId: string, status: PricingRequestStatus, programName: string, sync: boolean, dataOrigin: DataOrigin | null, createdAt: string, updatedAt: string, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null, error: { code: string, message: string } | null, quotes: Array<{ id: string, _id: string, requestId: string, optionIndex: number, programName: string, programType: string, label: string, isRequested: boolean, status: string, createdAt: string, createdBy: string, savedAt: string | null, frozenAt: string | null, clientId: string | null, clientName: string | null, clientEmail: string | null, clientPhone: string | null, applicationDeadline: string, expirationDate: string, locationState: string, currency: string, limitOfLiability: number, lcRequired: boolean, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, customerPremium: number, estimatedGrossPremium: number | null, estimatedTotalTaxes: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, riskCapitalCommission: number | null, expectedLoss: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, history: Array<{ eventDate: string, eventName: string, eventType: string, description: string, audience: Array<string> }>, riskPeriod: { startDate: string, endDate: string, days: number }, locations: { type: string, features: Array<{ type: string, geometry: { type: string, coordinates: Array<number> }, properties: { state: string, country: string, weight: number, cpcId: number | null, cell: { row: number, col: number } } }> }, limit: { unit: string, vector: Array<number> }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, expectedPayout: { unit: string, vector: Array<number> } | null, rainfall: { minimum: number, average: number, maximum: number, unit: string } | null, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalRainfall: Array<{ year: number, vector: Array<number> }> | null, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null, explanation: { engineVersion: string, lookBackYears: number, yearsUsed: Array<number>, adjustedIndexValues: Array<number>, burnWeight: number, minimumApplied: string, fit: string, parameters: string, readFrom: string, readTo: string, trend: { method: string, test: string, adjustment: string, firstYear: number, lastYear: number, yearsUsed: number, slopePerYear: number, statistic: number, significant: boolean, appliedSlopePerYear: number } | null, sensitivity: { low: number, high: number, ratio: number | null, scenarios: Array<{ adjustment: string, years: string, yearCount: number, expectedLoss: number }> } | null, cells: Array<{ row: number, col: number }> } | null }> };

export type CreateParametricCustomQuoteInFullMutationVariables = Exact<{
  collection?: string | null | undefined;
  dataset?: string | null | undefined;
  limit?: number | null | undefined;
  strike?: number | null | undefined;
  exhaust?: number | null | undefined;
  units?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  weightedLocations?: Array<WeightedLocationInput> | WeightedLocationInput | null | undefined;
  targetMatch?: boolean | null | undefined;
  currency?: string | null | undefined;
  sync?: boolean | null | undefined;
}>;


export type CreateParametricCustomQuoteInFullMutation = { createParametricCustomQuote: { id: string, requestId: string, status: PricingRequestStatus, programName: string, sync: boolean, dataOrigin: DataOrigin | null, createdAt: string, updatedAt: string, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null, error: { code: string, message: string } | null, quotes: Array<{ id: string, _id: string, requestId: string, optionIndex: number, programName: string, programType: string, label: string, isRequested: boolean, status: string, createdAt: string, createdBy: string, savedAt: string | null, frozenAt: string | null, clientId: string | null, clientName: string | null, clientEmail: string | null, clientPhone: string | null, applicationDeadline: string, expirationDate: string, locationState: string, currency: string, limitOfLiability: number, lcRequired: boolean, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, customerPremium: number, estimatedGrossPremium: number | null, estimatedTotalTaxes: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, riskCapitalCommission: number | null, expectedLoss: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, history: Array<{ eventDate: string, eventName: string, eventType: string, description: string, audience: Array<string> }>, riskPeriod: { startDate: string, endDate: string, days: number }, locations: { type: string, features: Array<{ type: string, geometry: { type: string, coordinates: Array<number> }, properties: { state: string, country: string, weight: number, cpcId: number | null, cell: { row: number, col: number } } }> }, limit: { unit: string, vector: Array<number> }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, expectedPayout: { unit: string, vector: Array<number> } | null, rainfall: { minimum: number, average: number, maximum: number, unit: string } | null, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalRainfall: Array<{ year: number, vector: Array<number> }> | null, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null, explanation: { engineVersion: string, lookBackYears: number, yearsUsed: Array<number>, adjustedIndexValues: Array<number>, burnWeight: number, minimumApplied: string, fit: string, parameters: string, readFrom: string, readTo: string, trend: { method: string, test: string, adjustment: string, firstYear: number, lastYear: number, yearsUsed: number, slopePerYear: number, statistic: number, significant: boolean, appliedSlopePerYear: number } | null, sensitivity: { low: number, high: number, ratio: number | null, scenarios: Array<{ adjustment: string, years: string, yearCount: number, expectedLoss: number }> } | null, cells: Array<{ row: number, col: number }> } | null }> } | null };

export type CreateParametricQuoteInFullMutationVariables = Exact<{
  programType?: string | null | undefined;
  collection?: string | null | undefined;
  dataset?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  limit?: number | null | undefined;
  preferredStrike?: number | null | undefined;
  exhaust?: number | null | undefined;
  units?: string | null | undefined;
  weightedLocations?: Array<WeightedLocationInput> | WeightedLocationInput | null | undefined;
  targetMatch?: boolean | null | undefined;
  sync?: boolean | null | undefined;
}>;


export type CreateParametricQuoteInFullMutation = { createParametricQuote: { id: string, requestId: string, status: PricingRequestStatus, programName: string, sync: boolean, dataOrigin: DataOrigin | null, createdAt: string, updatedAt: string, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null, error: { code: string, message: string } | null, quotes: Array<{ id: string, _id: string, requestId: string, optionIndex: number, programName: string, programType: string, label: string, isRequested: boolean, status: string, createdAt: string, createdBy: string, savedAt: string | null, frozenAt: string | null, clientId: string | null, clientName: string | null, clientEmail: string | null, clientPhone: string | null, applicationDeadline: string, expirationDate: string, locationState: string, currency: string, limitOfLiability: number, lcRequired: boolean, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, customerPremium: number, estimatedGrossPremium: number | null, estimatedTotalTaxes: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, riskCapitalCommission: number | null, expectedLoss: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, history: Array<{ eventDate: string, eventName: string, eventType: string, description: string, audience: Array<string> }>, riskPeriod: { startDate: string, endDate: string, days: number }, locations: { type: string, features: Array<{ type: string, geometry: { type: string, coordinates: Array<number> }, properties: { state: string, country: string, weight: number, cpcId: number | null, cell: { row: number, col: number } } }> }, limit: { unit: string, vector: Array<number> }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, expectedPayout: { unit: string, vector: Array<number> } | null, rainfall: { minimum: number, average: number, maximum: number, unit: string } | null, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalRainfall: Array<{ year: number, vector: Array<number> }> | null, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null, explanation: { engineVersion: string, lookBackYears: number, yearsUsed: Array<number>, adjustedIndexValues: Array<number>, burnWeight: number, minimumApplied: string, fit: string, parameters: string, readFrom: string, readTo: string, trend: { method: string, test: string, adjustment: string, firstYear: number, lastYear: number, yearsUsed: number, slopePerYear: number, statistic: number, significant: boolean, appliedSlopePerYear: number } | null, sensitivity: { low: number, high: number, ratio: number | null, scenarios: Array<{ adjustment: string, years: string, yearCount: number, expectedLoss: number }> } | null, cells: Array<{ row: number, col: number }> } | null }> } | null };

export type GetQuoteInFullQueryVariables = Exact<{
  id: string | number;
}>;


export type GetQuoteInFullQuery = { getQuote: { id: string, _id: string, requestId: string, optionIndex: number, programName: string, programType: string, label: string, isRequested: boolean, status: string, createdAt: string, createdBy: string, savedAt: string | null, frozenAt: string | null, clientId: string | null, clientName: string | null, clientEmail: string | null, clientPhone: string | null, applicationDeadline: string, expirationDate: string, locationState: string, currency: string, limitOfLiability: number, lcRequired: boolean, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, customerPremium: number, estimatedGrossPremium: number | null, estimatedTotalTaxes: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, riskCapitalCommission: number | null, expectedLoss: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, history: Array<{ eventDate: string, eventName: string, eventType: string, description: string, audience: Array<string> }>, riskPeriod: { startDate: string, endDate: string, days: number }, locations: { type: string, features: Array<{ type: string, geometry: { type: string, coordinates: Array<number> }, properties: { state: string, country: string, weight: number, cpcId: number | null, cell: { row: number, col: number } } }> }, limit: { unit: string, vector: Array<number> }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, expectedPayout: { unit: string, vector: Array<number> } | null, rainfall: { minimum: number, average: number, maximum: number, unit: string } | null, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalRainfall: Array<{ year: number, vector: Array<number> }> | null, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null, explanation: { engineVersion: string, lookBackYears: number, yearsUsed: Array<number>, adjustedIndexValues: Array<number>, burnWeight: number, minimumApplied: string, fit: string, parameters: string, readFrom: string, readTo: string, trend: { method: string, test: string, adjustment: string, firstYear: number, lastYear: number, yearsUsed: number, slopePerYear: number, statistic: number, significant: boolean, appliedSlopePerYear: number } | null, sensitivity: { low: number, high: number, ratio: number | null, scenarios: Array<{ adjustment: string, years: string, yearCount: number, expectedLoss: number }> } | null, cells: Array<{ row: number, col: number }> } | null } | null };

export type ClientUserFieldsFragment = { _id: string, email: string, role: Role, confirmedAt: string | null, agentId: string | null, canQuote: boolean, canBind: boolean, permissions: Array<{ platform: Platform, canQuote: boolean, canBind: boolean }>, profile: { firstName: string | null, lastName: string | null, phone: string | null, state: string | null } | null, organization: { _id: string, name: string } | null };

export type CreateClientUserMutationVariables = Exact<{
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
}>;


export type CreateClientUserMutation = { createClientUser: { _id: string, email: string, role: Role, confirmedAt: string | null, agentId: string | null, canQuote: boolean, canBind: boolean, permissions: Array<{ platform: Platform, canQuote: boolean, canBind: boolean }>, profile: { firstName: string | null, lastName: string | null, phone: string | null, state: string | null } | null, organization: { _id: string, name: string } | null } | null };

export type GetUserClientsQueryVariables = Exact<{
  limit?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type GetUserClientsQuery = { getUserClients: { count: number, items: Array<{ _id: string, email: string, role: Role, confirmedAt: string | null, agentId: string | null, canQuote: boolean, canBind: boolean, permissions: Array<{ platform: Platform, canQuote: boolean, canBind: boolean }>, profile: { firstName: string | null, lastName: string | null, phone: string | null, state: string | null } | null, organization: { _id: string, name: string } | null }> } | null };

export type SavedQuoteFieldsFragment = { id: string, programName: string, status: string, createdAt: string, updatedAt: string, savedAt: string | null, frozenAt: string | null, createdBy: string, clientId: string | null, clientName: string | null, clientEmail: string | null, clientPhone: string | null, locationState: string, taxStatus: TaxStatus, taxMessage: string | null, netPremium: number, policyFee: number, estimatedGrossPremium: number | null, estimatedTotalTaxes: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, history: Array<{ eventDate: string, eventName: string, eventType: string, description: string, audience: Array<string> }> };

export type SaveLpcQuoteMutationVariables = Exact<{
  quote: string | number;
  client?: string | number | null | undefined;
}>;


export type SaveLpcQuoteMutation = { saveLPCInsuranceQuote: { id: string, programName: string, status: string, createdAt: string, updatedAt: string, savedAt: string | null, frozenAt: string | null, createdBy: string, clientId: string | null, clientName: string | null, clientEmail: string | null, clientPhone: string | null, locationState: string, taxStatus: TaxStatus, taxMessage: string | null, netPremium: number, policyFee: number, estimatedGrossPremium: number | null, estimatedTotalTaxes: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, history: Array<{ eventDate: string, eventName: string, eventType: string, description: string, audience: Array<string> }> } | null };

export type SaveLtcQuoteMutationVariables = Exact<{
  quote: string | number;
  client?: string | number | null | undefined;
}>;


export type SaveLtcQuoteMutation = { saveLTCInsuranceQuote: { id: string, programName: string, status: string, createdAt: string, updatedAt: string, savedAt: string | null, frozenAt: string | null, createdBy: string, clientId: string | null, clientName: string | null, clientEmail: string | null, clientPhone: string | null, locationState: string, taxStatus: TaxStatus, taxMessage: string | null, netPremium: number, policyFee: number, estimatedGrossPremium: number | null, estimatedTotalTaxes: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, history: Array<{ eventDate: string, eventName: string, eventType: string, description: string, audience: Array<string> }> } | null };

export type SaveHtcQuoteMutationVariables = Exact<{
  quote: string | number;
  client?: string | number | null | undefined;
}>;


export type SaveHtcQuoteMutation = { saveHTCInsuranceQuote: { id: string, programName: string, status: string, createdAt: string, updatedAt: string, savedAt: string | null, frozenAt: string | null, createdBy: string, clientId: string | null, clientName: string | null, clientEmail: string | null, clientPhone: string | null, locationState: string, taxStatus: TaxStatus, taxMessage: string | null, netPremium: number, policyFee: number, estimatedGrossPremium: number | null, estimatedTotalTaxes: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, history: Array<{ eventDate: string, eventName: string, eventType: string, description: string, audience: Array<string> }> } | null };

export type SharePrecipQuoteMutationVariables = Exact<{
  emails: Array<string> | string;
  quoteId: string | number;
}>;


export type SharePrecipQuoteMutation = { sharePrecipInsuranceQuote: boolean | null };

export type ShareLtcQuoteMutationVariables = Exact<{
  emails: Array<string> | string;
  quoteId: string | number;
}>;


export type ShareLtcQuoteMutation = { shareLtcInsuranceQuote: boolean | null };

export type GetSavedQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type GetSavedQuoteQuery = { getQuote: { id: string, programName: string, status: string, createdAt: string, updatedAt: string, savedAt: string | null, frozenAt: string | null, createdBy: string, clientId: string | null, clientName: string | null, clientEmail: string | null, clientPhone: string | null, locationState: string, taxStatus: TaxStatus, taxMessage: string | null, netPremium: number, policyFee: number, estimatedGrossPremium: number | null, estimatedTotalTaxes: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, history: Array<{ eventDate: string, eventName: string, eventType: string, description: string, audience: Array<string> }> } | null };

export type ReviewedContractFieldsFragment = { id: string, quoteId: string, status: string, agentId: string, clientEmail: string, policyNumber: string | null, policyId: string | null, underwritingReasons: Array<string>, reviewInvitationSentAt: string | null, paymentDueDate: string, boundAt: string | null, policyStatus: string | null, expiryReason: string | null, reviewDetails: { isApproved: boolean, reviewDate: string, reviewBy: string, reviewDescription: string, clientMessage: string | null } | null, payment: { method: string, amount: number, maskedAccountNumber: string | null } | null, prices: { totalDue: number }, documents: Array<{ id: string, kind: string, fileName: string }>, history: Array<{ eventName: string, description: string }> };

export type GetContractsForReviewQueryVariables = Exact<{
  statuses?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type GetContractsForReviewQuery = { getContractsForReview: { nextToken: string | null, items: Array<{ id: string, quoteId: string, status: string, agentId: string, clientEmail: string, policyNumber: string | null, policyId: string | null, underwritingReasons: Array<string>, reviewInvitationSentAt: string | null, paymentDueDate: string, boundAt: string | null, policyStatus: string | null, expiryReason: string | null, reviewDetails: { isApproved: boolean, reviewDate: string, reviewBy: string, reviewDescription: string, clientMessage: string | null } | null, payment: { method: string, amount: number, maskedAccountNumber: string | null } | null, prices: { totalDue: number }, documents: Array<{ id: string, kind: string, fileName: string }>, history: Array<{ eventName: string, description: string }> }> } };

export type ReviewContractMutationVariables = Exact<{
  contract: string | number;
  input: ContractReviewInput;
}>;


export type ReviewContractMutation = { reviewContract: { id: string, quoteId: string, status: string, agentId: string, clientEmail: string, policyNumber: string | null, policyId: string | null, underwritingReasons: Array<string>, reviewInvitationSentAt: string | null, paymentDueDate: string, boundAt: string | null, policyStatus: string | null, expiryReason: string | null, reviewDetails: { isApproved: boolean, reviewDate: string, reviewBy: string, reviewDescription: string, clientMessage: string | null } | null, payment: { method: string, amount: number, maskedAccountNumber: string | null } | null, prices: { totalDue: number }, documents: Array<{ id: string, kind: string, fileName: string }>, history: Array<{ eventName: string, description: string }> } | null };

export type MarkWireReceivedMutationVariables = Exact<{
  contract: string | number;
  input: WireReceivedInput;
}>;


export type MarkWireReceivedMutation = { markWirePaymentReceived: { id: string, quoteId: string, status: string, agentId: string, clientEmail: string, policyNumber: string | null, policyId: string | null, underwritingReasons: Array<string>, reviewInvitationSentAt: string | null, paymentDueDate: string, boundAt: string | null, policyStatus: string | null, expiryReason: string | null, reviewDetails: { isApproved: boolean, reviewDate: string, reviewBy: string, reviewDescription: string, clientMessage: string | null } | null, payment: { method: string, amount: number, maskedAccountNumber: string | null } | null, prices: { totalDue: number }, documents: Array<{ id: string, kind: string, fileName: string }>, history: Array<{ eventName: string, description: string }> } | null };

export type GetContractByPolicyQueryVariables = Exact<{
  policyId: string;
}>;


export type GetContractByPolicyQuery = { getContractByPolicyId: { id: string, quoteId: string, status: string, agentId: string, clientEmail: string, policyNumber: string | null, policyId: string | null, underwritingReasons: Array<string>, reviewInvitationSentAt: string | null, paymentDueDate: string, boundAt: string | null, policyStatus: string | null, expiryReason: string | null, reviewDetails: { isApproved: boolean, reviewDate: string, reviewBy: string, reviewDescription: string, clientMessage: string | null } | null, payment: { method: string, amount: number, maskedAccountNumber: string | null } | null, prices: { totalDue: number }, documents: Array<{ id: string, kind: string, fileName: string }>, history: Array<{ eventName: string, description: string }> } | null };

export type GetReviewedContractQueryVariables = Exact<{
  id: string | number;
}>;


export type GetReviewedContractQuery = { getContract: { id: string, quoteId: string, status: string, agentId: string, clientEmail: string, policyNumber: string | null, policyId: string | null, underwritingReasons: Array<string>, reviewInvitationSentAt: string | null, paymentDueDate: string, boundAt: string | null, policyStatus: string | null, expiryReason: string | null, reviewDetails: { isApproved: boolean, reviewDate: string, reviewBy: string, reviewDescription: string, clientMessage: string | null } | null, payment: { method: string, amount: number, maskedAccountNumber: string | null } | null, prices: { totalDue: number }, documents: Array<{ id: string, kind: string, fileName: string }>, history: Array<{ eventName: string, description: string }> } | null };

export type LoadLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoadLoginMutation = { login: { token: string } | null };

export type LoadCurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type LoadCurrentUserQuery = { currentUser: { _id: string, email: string, role: Role, canQuote: boolean, organization: { _id: string } | null } | null };

export type LoadQuotesQueryVariables = Exact<{
  input?: QuotesPageInput | null | undefined;
}>;


export type LoadQuotesQuery = { getQuotes: { count: number, items: Array<{ id: string, programName: string, netPremium: number }> } | null };

export type LoadPriceMutationVariables = Exact<{
  collection?: string | null | undefined;
  dataset?: string | null | undefined;
  limit?: number | null | undefined;
  strike?: number | null | undefined;
  exhaust?: number | null | undefined;
  units?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  weightedLocations?: Array<WeightedLocationInput> | WeightedLocationInput | null | undefined;
  sync?: boolean | null | undefined;
}>;


export type LoadPriceMutation = { createParametricCustomQuote: { id: string, status: PricingRequestStatus, quotes: Array<{ id: string, netPremium: number }> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ApplicationFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApplicationFields on Contract {
  id
  _id
  quoteId
  status
  lifecycleStage
  programName
  applicationDeadline
  submittedAt
  agentId
  agentName
  agentEmail
  agency
  clientId
  clientName
  clientEmail
  entityInformation {
    legalName
    address
    city
    state
    county
    country
    zip
    maskedFederalTaxId
    contactFirstName
    contactLastName
    emails {
      value
    }
    businessPhone
  }
  businessDetails {
    businessType
    businessOperationsDescription
    currency
    previousAnnualRevenue {
      year
      revenue
    }
  }
  diligentSearchUpload {
    acknowledgment
    file
    fileId
  }
  agentSignature {
    name
    date
    signedAt
  }
  quote {
    id
    status
    frozenAt
  }
  documents {
    id
    fileName
    mimetype
    kind
    createdAt
  }
  reviewInvitationSentAt
  history {
    eventName
    eventType
  }
}
    `, {"fragmentName":"ApplicationFields"}) as unknown as TypedDocumentString<ApplicationFieldsFragment, unknown>;
export const ClientContractFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClientContractFields on Contract {
  id
  status
  lifecycleStage
  clientId
  agentId
  policyNumber
  boundAt
  paymentDueDate
  entityInformation {
    state
    maskedFederalTaxId
  }
  clientSignature {
    name
    date
    signedAt
    d1SignName
  }
  payment {
    method
    maskedAccountNumber
    maskedRoutingNumber
    accountType
    depositoryName
    namesOnTheAccount
    paidAt
    amount
  }
  prices {
    totalDue
  }
  documents {
    id
    kind
  }
  history {
    eventName
    audience
  }
}
    `, {"fragmentName":"ClientContractFields"}) as unknown as TypedDocumentString<ClientContractFieldsFragment, unknown>;
export const LossReportFieldsFragmentDoc = new TypedDocumentString(`
    fragment LossReportFields on Form {
  _id
  id
  formType
  status
  orgId
  program
  achAccount
  documents
  createdAt
  updatedAt
  values {
    contractId
    status
    namedInsured {
      name
      address1
      city
      state
      zipcode
      contactEmail
      policyNumber
    }
    lossDetails {
      notificationDate
      basisDescription
    }
  }
  reviewDetails {
    paymentMethod
    readConfirmation
    clientSignature
    todaysDate
  }
}
    `, {"fragmentName":"LossReportFields"}) as unknown as TypedDocumentString<LossReportFieldsFragment, unknown>;
export const AccountUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccountUserFields on User {
  _id
  email
  role
  confirmedAt
  canQuote
  canBind
  profile {
    firstName
    lastName
    phone
  }
  organization {
    _id
    name
    isOnboarded
  }
}
    `, {"fragmentName":"AccountUserFields"}) as unknown as TypedDocumentString<AccountUserFieldsFragment, unknown>;
export const QuoteListFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuoteListFields on QuoteListItem {
  id
  _id
  programName
  programType
  programTitle
  status
  createdAt
  savedAt
  frozenAt
  createdBy
  clientId
  clientName
  clientFirstName
  clientLastName
  clientEmail
  riskPeriod {
    startDate
    endDate
  }
  applicationDeadline
  location
  locations {
    name
    state
    lat
    lon
    weight
  }
  states
  trigger
  strike {
    unit
    vector
  }
  limitOfLiability
  netPremium
  contractId
  contractStatus
  policyNumber
}
    `, {"fragmentName":"QuoteListFields"}) as unknown as TypedDocumentString<QuoteListFieldsFragment, unknown>;
export const IndexDataFieldsFragmentDoc = new TypedDocumentString(`
    fragment IndexDataFields on IndexData {
  average
  min
  max
  result {
    year
    temp
    value
  }
  unit
  programName
  policyYear
  skippedYears {
    year
    reason
    missingDays
  }
  dataset {
    dclimateId
    type
    origin
    latestDate
  }
  dataOrigin
}
    `, {"fragmentName":"IndexDataFields"}) as unknown as TypedDocumentString<IndexDataFieldsFragment, unknown>;
export const QuoteInFullFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuoteInFullFields on Quote {
  id
  _id
  requestId
  optionIndex
  programName
  programType
  label
  isRequested
  status
  createdAt
  createdBy
  savedAt
  frozenAt
  clientId
  clientName
  clientEmail
  clientPhone
  history {
    eventDate
    eventName
    eventType
    description
    audience
  }
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  expirationDate
  locations {
    type
    features {
      type
      geometry {
        type
        coordinates
      }
      properties {
        state
        country
        weight
        cpcId
        cell {
          row
          col
        }
      }
    }
  }
  locationState
  currency
  limitOfLiability
  limit {
    unit
    vector
  }
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  lcRequired
  dailyPrecipitationCap
  breakEven
  netPremium
  customerPremium
  estimatedGrossPremium
  estimatedTotalTaxes
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  taxStatus
  taxMessage
  agentCommission
  riskCapitalCommission
  expectedPayout {
    unit
    vector
  }
  expectedLoss
  perUnitLoss
  relativeStrike
  rainfall {
    minimum
    average
    maximum
    unit
  }
  indexSummary {
    minimum
    average
    maximum
    unit
  }
  indexHistory {
    year
    vector
  }
  historicalRainfall {
    year
    vector
  }
  historicalPayout {
    year
    vector
  }
  averageHistoricalPayout
  indexHistoryAsIfToday {
    year
    vector
  }
  historicalPayoutAsIfToday {
    year
    vector
  }
  averageHistoricalPayoutAsIfToday
  payoutProfile {
    index
    payout
  }
  dataset {
    dclimateId
    type
    title
    origin
    latestDate
  }
  dataOrigin
  targetMatch {
    requestedTrigger
    matchedTrigger
  }
  explanation {
    engineVersion
    lookBackYears
    yearsUsed
    adjustedIndexValues
    trend {
      method
      test
      adjustment
      firstYear
      lastYear
      yearsUsed
      slopePerYear
      statistic
      significant
      appliedSlopePerYear
    }
    sensitivity {
      low
      high
      ratio
      scenarios {
        adjustment
        years
        yearCount
        expectedLoss
      }
    }
    burnWeight
    minimumApplied
    fit
    parameters
    readFrom
    readTo
    cells {
      row
      col
    }
  }
}
    `, {"fragmentName":"QuoteInFullFields"}) as unknown as TypedDocumentString<QuoteInFullFieldsFragment, unknown>;
export const PricingRequestInFullFieldsFragmentDoc = new TypedDocumentString(`
    fragment PricingRequestInFullFields on PricingRequest {
  id
  requestId
  status
  programName
  sync
  dataOrigin
  createdAt
  updatedAt
  targetMatch {
    requestedTrigger
    matchedTrigger
  }
  error {
    code
    message
  }
  quotes {
    ...QuoteInFullFields
  }
}
    fragment QuoteInFullFields on Quote {
  id
  _id
  requestId
  optionIndex
  programName
  programType
  label
  isRequested
  status
  createdAt
  createdBy
  savedAt
  frozenAt
  clientId
  clientName
  clientEmail
  clientPhone
  history {
    eventDate
    eventName
    eventType
    description
    audience
  }
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  expirationDate
  locations {
    type
    features {
      type
      geometry {
        type
        coordinates
      }
      properties {
        state
        country
        weight
        cpcId
        cell {
          row
          col
        }
      }
    }
  }
  locationState
  currency
  limitOfLiability
  limit {
    unit
    vector
  }
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  lcRequired
  dailyPrecipitationCap
  breakEven
  netPremium
  customerPremium
  estimatedGrossPremium
  estimatedTotalTaxes
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  taxStatus
  taxMessage
  agentCommission
  riskCapitalCommission
  expectedPayout {
    unit
    vector
  }
  expectedLoss
  perUnitLoss
  relativeStrike
  rainfall {
    minimum
    average
    maximum
    unit
  }
  indexSummary {
    minimum
    average
    maximum
    unit
  }
  indexHistory {
    year
    vector
  }
  historicalRainfall {
    year
    vector
  }
  historicalPayout {
    year
    vector
  }
  averageHistoricalPayout
  indexHistoryAsIfToday {
    year
    vector
  }
  historicalPayoutAsIfToday {
    year
    vector
  }
  averageHistoricalPayoutAsIfToday
  payoutProfile {
    index
    payout
  }
  dataset {
    dclimateId
    type
    title
    origin
    latestDate
  }
  dataOrigin
  targetMatch {
    requestedTrigger
    matchedTrigger
  }
  explanation {
    engineVersion
    lookBackYears
    yearsUsed
    adjustedIndexValues
    trend {
      method
      test
      adjustment
      firstYear
      lastYear
      yearsUsed
      slopePerYear
      statistic
      significant
      appliedSlopePerYear
    }
    sensitivity {
      low
      high
      ratio
      scenarios {
        adjustment
        years
        yearCount
        expectedLoss
      }
    }
    burnWeight
    minimumApplied
    fit
    parameters
    readFrom
    readTo
    cells {
      row
      col
    }
  }
}`, {"fragmentName":"PricingRequestInFullFields"}) as unknown as TypedDocumentString<PricingRequestInFullFieldsFragment, unknown>;
export const ClientUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClientUserFields on User {
  _id
  email
  role
  confirmedAt
  agentId
  canQuote
  canBind
  permissions {
    platform
    canQuote
    canBind
  }
  profile {
    firstName
    lastName
    phone
    state
  }
  organization {
    _id
    name
  }
}
    `, {"fragmentName":"ClientUserFields"}) as unknown as TypedDocumentString<ClientUserFieldsFragment, unknown>;
export const SavedQuoteFieldsFragmentDoc = new TypedDocumentString(`
    fragment SavedQuoteFields on Quote {
  id
  programName
  status
  createdAt
  updatedAt
  savedAt
  frozenAt
  createdBy
  clientId
  clientName
  clientEmail
  clientPhone
  locationState
  taxStatus
  taxMessage
  netPremium
  policyFee
  estimatedGrossPremium
  estimatedTotalTaxes
  estimatedTotalTaxesNoStamping
  stampingFee
  surplusLinesTaxPercent
  stampingFeePercent
  history {
    eventDate
    eventName
    eventType
    description
    audience
  }
}
    `, {"fragmentName":"SavedQuoteFields"}) as unknown as TypedDocumentString<SavedQuoteFieldsFragment, unknown>;
export const ReviewedContractFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReviewedContractFields on Contract {
  id
  quoteId
  status
  agentId
  clientEmail
  policyNumber
  policyId
  underwritingReasons
  reviewDetails {
    isApproved
    reviewDate
    reviewBy
    reviewDescription
    clientMessage
  }
  reviewInvitationSentAt
  payment {
    method
    amount
    maskedAccountNumber
  }
  prices {
    totalDue
  }
  paymentDueDate
  boundAt
  policyStatus
  expiryReason
  documents {
    id
    kind
    fileName
  }
  history {
    eventName
    description
  }
}
    `, {"fragmentName":"ReviewedContractFields"}) as unknown as TypedDocumentString<ReviewedContractFieldsFragment, unknown>;
export const ItRequestClientSignInLinkDocument = new TypedDocumentString(`
    mutation ItRequestClientSignInLink($email: String!) {
  requestClientSignInLink(email: $email)
}
    `) as unknown as TypedDocumentString<ItRequestClientSignInLinkMutation, ItRequestClientSignInLinkMutationVariables>;
export const TestPoliciesDocument = new TypedDocumentString(`
    query TestPolicies($search: String, $expiringSoon: Boolean, $limit: Int, $nextToken: String) {
  getPolicies(
    search: $search
    expiringSoon: $expiringSoon
    limit: $limit
    nextToken: $nextToken
  ) {
    items {
      contractId
      quoteId
      policyNumber
      insuredName
      program
      programTitle
      startDate
      endDate
      limit
      status
      indexState
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<TestPoliciesQuery, TestPoliciesQueryVariables>;
export const TestApplicationsInProgressDocument = new TypedDocumentString(`
    query TestApplicationsInProgress($limit: Int, $nextToken: String) {
  getApplicationsInProgress(limit: $limit, nextToken: $nextToken) {
    items {
      contractId
      quoteId
      status
      applicationDeadline
      programTitle
      limit
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<TestApplicationsInProgressQuery, TestApplicationsInProgressQueryVariables>;
export const RealDataQuoteDocument = new TypedDocumentString(`
    mutation RealDataQuote($locations: [WeightedLocationInput!]) {
  createParametricQuote(
    programType: "HighTemp"
    dataset: "prismc-tmax-daily"
    start: "2027-01-01T00:00:00Z"
    end: "2027-01-31T00:00:00Z"
    limit: 50000
    units: "deg_F"
    weightedLocations: $locations
    sync: true
  ) {
    status
    dataOrigin
    quotes {
      label
      locationState
      explanation {
        yearsUsed
      }
      dataset {
        dclimateId
        origin
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RealDataQuoteMutation, RealDataQuoteMutationVariables>;
export const RealDataIndexDocument = new TypedDocumentString(`
    query RealDataIndex {
  getIndexDataV2(
    type: "HighTemp"
    input: {dataset: "prism_temp_max-daily", start: "2027-01-01T00:00:00Z", end: "2027-01-31T00:00:00Z", units: "deg_F", weightedLocations: [{lat: 27.95, lon: -82.46, weight: 1}]}
  ) {
    average
    min
    max
    result {
      year
      temp
    }
  }
}
    `) as unknown as TypedDocumentString<RealDataIndexQuery, RealDataIndexQueryVariables>;
export const SharedDocument = new TypedDocumentString(`
    query Shared($token: String!) {
  getSharedQuote(token: $token) {
    id
    programName
    programTitle
    unit
    startDate
    endDate
    days
    applicationDeadline
    locations {
      state
      lat
      lon
      weight
    }
    currency
    limitOfLiability
    trigger
    exhaust
    netPremium
    estimatedGrossPremium
    taxStatus
    history {
      year
      index
      payout
    }
    dataOrigin
    sharedBy {
      name
      email
      agency
    }
    linkExpiresAt
  }
}
    `) as unknown as TypedDocumentString<SharedQuery, SharedQueryVariables>;
export const GetUserFinanceDocument = new TypedDocumentString(`
    query GetUserFinance($id: ID!) {
  getUser(id: $id) {
    _id
    finance {
      isInvestor
      paymentsInfo {
        maskedAccountNumber
        maskedRoutingNumber
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetUserFinanceQuery, GetUserFinanceQueryVariables>;
export const CreateApplicationDocument = new TypedDocumentString(`
    mutation CreateApplication($client: ID!, $quote: ID!) {
  createInsuranceApplication(client: $client, quote: $quote) {
    ...ApplicationFields
  }
}
    fragment ApplicationFields on Contract {
  id
  _id
  quoteId
  status
  lifecycleStage
  programName
  applicationDeadline
  submittedAt
  agentId
  agentName
  agentEmail
  agency
  clientId
  clientName
  clientEmail
  entityInformation {
    legalName
    address
    city
    state
    county
    country
    zip
    maskedFederalTaxId
    contactFirstName
    contactLastName
    emails {
      value
    }
    businessPhone
  }
  businessDetails {
    businessType
    businessOperationsDescription
    currency
    previousAnnualRevenue {
      year
      revenue
    }
  }
  diligentSearchUpload {
    acknowledgment
    file
    fileId
  }
  agentSignature {
    name
    date
    signedAt
  }
  quote {
    id
    status
    frozenAt
  }
  documents {
    id
    fileName
    mimetype
    kind
    createdAt
  }
  reviewInvitationSentAt
  history {
    eventName
    eventType
  }
}`) as unknown as TypedDocumentString<CreateApplicationMutation, CreateApplicationMutationVariables>;
export const GetApplicationDocument = new TypedDocumentString(`
    query GetApplication($id: ID!) {
  getContract(id: $id) {
    ...ApplicationFields
  }
}
    fragment ApplicationFields on Contract {
  id
  _id
  quoteId
  status
  lifecycleStage
  programName
  applicationDeadline
  submittedAt
  agentId
  agentName
  agentEmail
  agency
  clientId
  clientName
  clientEmail
  entityInformation {
    legalName
    address
    city
    state
    county
    country
    zip
    maskedFederalTaxId
    contactFirstName
    contactLastName
    emails {
      value
    }
    businessPhone
  }
  businessDetails {
    businessType
    businessOperationsDescription
    currency
    previousAnnualRevenue {
      year
      revenue
    }
  }
  diligentSearchUpload {
    acknowledgment
    file
    fileId
  }
  agentSignature {
    name
    date
    signedAt
  }
  quote {
    id
    status
    frozenAt
  }
  documents {
    id
    fileName
    mimetype
    kind
    createdAt
  }
  reviewInvitationSentAt
  history {
    eventName
    eventType
  }
}`) as unknown as TypedDocumentString<GetApplicationQuery, GetApplicationQueryVariables>;
export const GetApplicationByQuoteDocument = new TypedDocumentString(`
    query GetApplicationByQuote($quoteId: ID!) {
  getContractByQuoteId(quoteId: $quoteId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<GetApplicationByQuoteQuery, GetApplicationByQuoteQueryVariables>;
export const UpdateApplicationDocument = new TypedDocumentString(`
    mutation UpdateApplication($contract: ID!, $input: UpdateApplicationInput!) {
  updateLpcInsuranceApplication(contract: $contract, input: $input) {
    ...ApplicationFields
  }
}
    fragment ApplicationFields on Contract {
  id
  _id
  quoteId
  status
  lifecycleStage
  programName
  applicationDeadline
  submittedAt
  agentId
  agentName
  agentEmail
  agency
  clientId
  clientName
  clientEmail
  entityInformation {
    legalName
    address
    city
    state
    county
    country
    zip
    maskedFederalTaxId
    contactFirstName
    contactLastName
    emails {
      value
    }
    businessPhone
  }
  businessDetails {
    businessType
    businessOperationsDescription
    currency
    previousAnnualRevenue {
      year
      revenue
    }
  }
  diligentSearchUpload {
    acknowledgment
    file
    fileId
  }
  agentSignature {
    name
    date
    signedAt
  }
  quote {
    id
    status
    frozenAt
  }
  documents {
    id
    fileName
    mimetype
    kind
    createdAt
  }
  reviewInvitationSentAt
  history {
    eventName
    eventType
  }
}`) as unknown as TypedDocumentString<UpdateApplicationMutation, UpdateApplicationMutationVariables>;
export const SubmitApplicationDocument = new TypedDocumentString(`
    mutation SubmitApplication($contract: ID!, $input: SubmitApplicationInput!) {
  submitLpcInsuranceApplication(contract: $contract, input: $input) {
    ...ApplicationFields
  }
}
    fragment ApplicationFields on Contract {
  id
  _id
  quoteId
  status
  lifecycleStage
  programName
  applicationDeadline
  submittedAt
  agentId
  agentName
  agentEmail
  agency
  clientId
  clientName
  clientEmail
  entityInformation {
    legalName
    address
    city
    state
    county
    country
    zip
    maskedFederalTaxId
    contactFirstName
    contactLastName
    emails {
      value
    }
    businessPhone
  }
  businessDetails {
    businessType
    businessOperationsDescription
    currency
    previousAnnualRevenue {
      year
      revenue
    }
  }
  diligentSearchUpload {
    acknowledgment
    file
    fileId
  }
  agentSignature {
    name
    date
    signedAt
  }
  quote {
    id
    status
    frozenAt
  }
  documents {
    id
    fileName
    mimetype
    kind
    createdAt
  }
  reviewInvitationSentAt
  history {
    eventName
    eventType
  }
}`) as unknown as TypedDocumentString<SubmitApplicationMutation, SubmitApplicationMutationVariables>;
export const GetUploadsDocument = new TypedDocumentString(`
    query GetUploads($input: UploadsInput) {
  getUploads(input: $input) {
    count
    items {
      id
      fileName
      filePath
      mimetype
      size
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<GetUploadsQuery, GetUploadsQueryVariables>;
export const GetSignedUrlDocument = new TypedDocumentString(`
    query GetSignedUrl($file: ID!) {
  getSignedUrl(file: $file)
}
    `) as unknown as TypedDocumentString<GetSignedUrlQuery, GetSignedUrlQueryVariables>;
export const TestPolicyIndexDocument = new TypedDocumentString(`
    query TestPolicyIndex($contractId: ID!) {
  getPolicyIndex(contractId: $contractId) {
    contractId
    policyNumber
    program
    unit
    trigger
    exhaust
    limit
    startDate
    endDate
    state
    asOf
    daysTotal
    daysElapsed
    daysRemaining
    indexToDate
    payoutToDate
    estimatedPayout
    historicalMin
    historicalMedian
    historicalMax
    lookBackYears
    dataOrigin
    points {
      date
      index
      historicalMin
      historicalMax
    }
    settlement {
      index
      payout
      outcome
      daysUsed
      dataOrigin
    }
    claim {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<TestPolicyIndexQuery, TestPolicyIndexQueryVariables>;
export const TestClaimsDocument = new TypedDocumentString(`
    query TestClaims($status: String, $pagination: PaginationInput) {
  getClaims(status: $status, pagination: $pagination) {
    count
    items {
      id
      status
      payout
      policyNumber
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<TestClaimsQuery, TestClaimsQueryVariables>;
export const TestClaimDocument = new TypedDocumentString(`
    query TestClaim($id: ID!) {
  getClaim(id: $id) {
    _id
    id
    contractId
    policyNumber
    program
    status
    payout
    limit
    trigger
    exhaust
    unit
    settlement {
      index
      payout
      datasetId
      dataLatestDate
      daysUsed
      dataOrigin
      outcome
    }
    namedInsured
    agentName
    riskPeriodStart
    riskPeriodEnd
    payableMethod
    payableAccount
    rejectionReason
    clientMessage
    decidedAt
    lossReports {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<TestClaimQuery, TestClaimQueryVariables>;
export const TestReviewClaimDocument = new TypedDocumentString(`
    mutation TestReviewClaim($id: ID!, $input: ClaimReviewInput!) {
  reviewClaim(id: $id, input: $input) {
    id
    status
    payableMethod
    payableAccount
    rejectionReason
    clientMessage
    decidedAt
  }
}
    `) as unknown as TypedDocumentString<TestReviewClaimMutation, TestReviewClaimMutationVariables>;
export const EditClientEmailDocument = new TypedDocumentString(`
    mutation EditClientEmail($input: UpdateClientUserInput!, $client: ID!) {
  updateClientUser(input: $input, client: $client) {
    _id
    email
    pendingEmail
  }
}
    `) as unknown as TypedDocumentString<EditClientEmailMutation, EditClientEmailMutationVariables>;
export const ConfirmClientEmailChangeDocument = new TypedDocumentString(`
    mutation ConfirmClientEmailChange($token: String!) {
  confirmClientEmailChange(token: $token) {
    email
  }
}
    `) as unknown as TypedDocumentString<ConfirmClientEmailChangeMutation, ConfirmClientEmailChangeMutationVariables>;
export const ChangeClientEmailDocument = new TypedDocumentString(`
    mutation ChangeClientEmail($client: ID!, $email: String!) {
  changeClientEmail(client: $client, email: $email) {
    _id
    email
    pendingEmail
  }
}
    `) as unknown as TypedDocumentString<ChangeClientEmailMutation, ChangeClientEmailMutationVariables>;
export const AcceptReviewInviteDocument = new TypedDocumentString(`
    mutation AcceptReviewInvite($token: String!) {
  acceptClientReviewContractInvite(token: $token) {
    auth {
      token
      expiresAt
      user {
        _id
        email
        role
        confirmedAt
      }
    }
    contract {
      ...ClientContractFields
    }
  }
}
    fragment ClientContractFields on Contract {
  id
  status
  lifecycleStage
  clientId
  agentId
  policyNumber
  boundAt
  paymentDueDate
  entityInformation {
    state
    maskedFederalTaxId
  }
  clientSignature {
    name
    date
    signedAt
    d1SignName
  }
  payment {
    method
    maskedAccountNumber
    maskedRoutingNumber
    accountType
    depositoryName
    namesOnTheAccount
    paidAt
    amount
  }
  prices {
    totalDue
  }
  documents {
    id
    kind
  }
  history {
    eventName
    audience
  }
}`) as unknown as TypedDocumentString<AcceptReviewInviteMutation, AcceptReviewInviteMutationVariables>;
export const GetClientContractDocument = new TypedDocumentString(`
    query GetClientContract($id: ID!) {
  getContract(id: $id) {
    ...ClientContractFields
  }
}
    fragment ClientContractFields on Contract {
  id
  status
  lifecycleStage
  clientId
  agentId
  policyNumber
  boundAt
  paymentDueDate
  entityInformation {
    state
    maskedFederalTaxId
  }
  clientSignature {
    name
    date
    signedAt
    d1SignName
  }
  payment {
    method
    maskedAccountNumber
    maskedRoutingNumber
    accountType
    depositoryName
    namesOnTheAccount
    paidAt
    amount
  }
  prices {
    totalDue
  }
  documents {
    id
    kind
  }
  history {
    eventName
    audience
  }
}`) as unknown as TypedDocumentString<GetClientContractQuery, GetClientContractQueryVariables>;
export const ClientSignDocument = new TypedDocumentString(`
    mutation ClientSign($contract: ID!, $input: ClientReviewInput!) {
  submitReviewedLpcApplicationByClient(contract: $contract, input: $input) {
    ...ClientContractFields
  }
}
    fragment ClientContractFields on Contract {
  id
  status
  lifecycleStage
  clientId
  agentId
  policyNumber
  boundAt
  paymentDueDate
  entityInformation {
    state
    maskedFederalTaxId
  }
  clientSignature {
    name
    date
    signedAt
    d1SignName
  }
  payment {
    method
    maskedAccountNumber
    maskedRoutingNumber
    accountType
    depositoryName
    namesOnTheAccount
    paidAt
    amount
  }
  prices {
    totalDue
  }
  documents {
    id
    kind
  }
  history {
    eventName
    audience
  }
}`) as unknown as TypedDocumentString<ClientSignMutation, ClientSignMutationVariables>;
export const ClientPayDocument = new TypedDocumentString(`
    mutation ClientPay($contract: ID!, $input: ClientPaymentInput!) {
  addClientUserPayment(contract: $contract, input: $input) {
    ...ClientContractFields
  }
}
    fragment ClientContractFields on Contract {
  id
  status
  lifecycleStage
  clientId
  agentId
  policyNumber
  boundAt
  paymentDueDate
  entityInformation {
    state
    maskedFederalTaxId
  }
  clientSignature {
    name
    date
    signedAt
    d1SignName
  }
  payment {
    method
    maskedAccountNumber
    maskedRoutingNumber
    accountType
    depositoryName
    namesOnTheAccount
    paidAt
    amount
  }
  prices {
    totalDue
  }
  documents {
    id
    kind
  }
  history {
    eventName
    audience
  }
}`) as unknown as TypedDocumentString<ClientPayMutation, ClientPayMutationVariables>;
export const ItAcceptClientSignInDocument = new TypedDocumentString(`
    mutation ItAcceptClientSignIn($token: String!) {
  acceptClientSignIn(token: $token) {
    token
    user {
      _id
      role
    }
  }
}
    `) as unknown as TypedDocumentString<ItAcceptClientSignInMutation, ItAcceptClientSignInMutationVariables>;
export const ItGetMyPoliciesDocument = new TypedDocumentString(`
    query ItGetMyPolicies {
  getMyPolicies {
    count
    items {
      contractId
      status
      policyNumber
      startDate
      endDate
      limitOfLiability
    }
  }
}
    `) as unknown as TypedDocumentString<ItGetMyPoliciesQuery, ItGetMyPoliciesQueryVariables>;
export const InviteClaimFormDocument = new TypedDocumentString(`
    mutation InviteClaimForm($policyId: String!) {
  inviteClientClaimForm(policyId: $policyId)
}
    `) as unknown as TypedDocumentString<InviteClaimFormMutation, InviteClaimFormMutationVariables>;
export const AcceptClaimFormDocument = new TypedDocumentString(`
    mutation AcceptClaimForm($token: String!) {
  acceptClaimsFormTokenInvite(token: $token) {
    _id
    contractId
    auth {
      token
      user {
        _id
        role
        confirmedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AcceptClaimFormMutation, AcceptClaimFormMutationVariables>;
export const SaveLossReportDocument = new TypedDocumentString(`
    mutation SaveLossReport($input: LossReportInput!) {
  saveLossReport(input: $input) {
    ...LossReportFields
  }
}
    fragment LossReportFields on Form {
  _id
  id
  formType
  status
  orgId
  program
  achAccount
  documents
  createdAt
  updatedAt
  values {
    contractId
    status
    namedInsured {
      name
      address1
      city
      state
      zipcode
      contactEmail
      policyNumber
    }
    lossDetails {
      notificationDate
      basisDescription
    }
  }
  reviewDetails {
    paymentMethod
    readConfirmation
    clientSignature
    todaysDate
  }
}`) as unknown as TypedDocumentString<SaveLossReportMutation, SaveLossReportMutationVariables>;
export const SaveLossReviewDocument = new TypedDocumentString(`
    mutation SaveLossReview($id: ID!, $input: LossReportReviewInput!) {
  saveLossReportReview(id: $id, input: $input) {
    ...LossReportFields
  }
}
    fragment LossReportFields on Form {
  _id
  id
  formType
  status
  orgId
  program
  achAccount
  documents
  createdAt
  updatedAt
  values {
    contractId
    status
    namedInsured {
      name
      address1
      city
      state
      zipcode
      contactEmail
      policyNumber
    }
    lossDetails {
      notificationDate
      basisDescription
    }
  }
  reviewDetails {
    paymentMethod
    readConfirmation
    clientSignature
    todaysDate
  }
}`) as unknown as TypedDocumentString<SaveLossReviewMutation, SaveLossReviewMutationVariables>;
export const GetLossReportDocument = new TypedDocumentString(`
    query GetLossReport($formType: String!, $id: ID!) {
  getForm(formType: $formType, id: $id) {
    ...LossReportFields
  }
}
    fragment LossReportFields on Form {
  _id
  id
  formType
  status
  orgId
  program
  achAccount
  documents
  createdAt
  updatedAt
  values {
    contractId
    status
    namedInsured {
      name
      address1
      city
      state
      zipcode
      contactEmail
      policyNumber
    }
    lossDetails {
      notificationDate
      basisDescription
    }
  }
  reviewDetails {
    paymentMethod
    readConfirmation
    clientSignature
    todaysDate
  }
}`) as unknown as TypedDocumentString<GetLossReportQuery, GetLossReportQueryVariables>;
export const GetUserDocument = new TypedDocumentString(`
    query GetUser($id: ID!) {
  getUser(id: $id) {
    ...AccountUserFields
  }
}
    fragment AccountUserFields on User {
  _id
  email
  role
  confirmedAt
  canQuote
  canBind
  profile {
    firstName
    lastName
    phone
  }
  organization {
    _id
    name
    isOnboarded
  }
}`) as unknown as TypedDocumentString<GetUserQuery, GetUserQueryVariables>;
export const CreateLoginTokenDocument = new TypedDocumentString(`
    mutation CreateLoginToken($tokenType: TokenType!) {
  createLoginToken(tokenType: $tokenType) {
    token
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CreateLoginTokenMutation, CreateLoginTokenMutationVariables>;
export const IssueLoginTokenDocument = new TypedDocumentString(`
    mutation IssueLoginToken($tokenType: TokenType!) {
  createLoginToken(tokenType: $tokenType) {
    token
    tokenType
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<IssueLoginTokenMutation, IssueLoginTokenMutationVariables>;
export const GetQuotesDocument = new TypedDocumentString(`
    query GetQuotes($input: QuotesPageInput, $userIds: [ID!], $filterFrozen: Boolean, $type: String, $clientId: ID) {
  getQuotes(
    input: $input
    userIds: $userIds
    filterFrozen: $filterFrozen
    type: $type
    clientId: $clientId
  ) {
    count
    nextCursor
    previousCursor
    items {
      ...QuoteListFields
    }
  }
}
    fragment QuoteListFields on QuoteListItem {
  id
  _id
  programName
  programType
  programTitle
  status
  createdAt
  savedAt
  frozenAt
  createdBy
  clientId
  clientName
  clientFirstName
  clientLastName
  clientEmail
  riskPeriod {
    startDate
    endDate
  }
  applicationDeadline
  location
  locations {
    name
    state
    lat
    lon
    weight
  }
  states
  trigger
  strike {
    unit
    vector
  }
  limitOfLiability
  netPremium
  contractId
  contractStatus
  policyNumber
}`) as unknown as TypedDocumentString<GetQuotesQuery, GetQuotesQueryVariables>;
export const AttachDocument = new TypedDocumentString(`
    mutation Attach($quote: ID!, $client: ID!) {
  attachClientToQuote(quote: $quote, client: $client) {
    id
    clientId
    clientName
    clientEmail
    history {
      eventName
      eventType
      description
      audience
    }
  }
}
    `) as unknown as TypedDocumentString<AttachMutation, AttachMutationVariables>;
export const DeleteDocument = new TypedDocumentString(`
    mutation Delete($quote: ID!, $quoteType: String, $deleteType: String) {
  deleteQuote(quote: $quote, quoteType: $quoteType, deleteType: $deleteType)
}
    `) as unknown as TypedDocumentString<DeleteMutation, DeleteMutationVariables>;
export const ContractDocument = new TypedDocumentString(`
    query Contract($quoteId: ID!) {
  getContractByQuoteId(quoteId: $quoteId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ContractQuery, ContractQueryVariables>;
export const StatsDocument = new TypedDocumentString(`
    query Stats {
  getAgentStats {
    totalPremiumIndications
    totalActivePolicies
    totalContractsExpiringSoon
  }
}
    `) as unknown as TypedDocumentString<StatsQuery, StatsQueryVariables>;
export const UpdateClientDocument = new TypedDocumentString(`
    mutation UpdateClient($input: UpdateClientUserInput!, $client: ID!) {
  updateClientUser(input: $input, client: $client) {
    _id
    email
    role
    profile {
      firstName
      lastName
      phone
      companyName
      address1
      address2
      city
      state
      country
      zipcode
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateClientMutation, UpdateClientMutationVariables>;
export const GetIndexDataV2InFullDocument = new TypedDocumentString(`
    query GetIndexDataV2InFull($input: IndexDataInput, $type: String) {
  getIndexDataV2(input: $input, type: $type) {
    ...IndexDataFields
  }
}
    fragment IndexDataFields on IndexData {
  average
  min
  max
  result {
    year
    temp
    value
  }
  unit
  programName
  policyYear
  skippedYears {
    year
    reason
    missingDays
  }
  dataset {
    dclimateId
    type
    origin
    latestDate
  }
  dataOrigin
}`) as unknown as TypedDocumentString<GetIndexDataV2InFullQuery, GetIndexDataV2InFullQueryVariables>;
export const GetDatasetMetaDataV4InFullDocument = new TypedDocumentString(`
    query GetDatasetMetaDataV4InFull($dataset: String) {
  getDatasetMetaDataV4(dataset: $dataset) {
    id
    properties {
      title
      provider
      start_datetime
      end_datetime
      origin
      ingestedCells
      updated
    }
  }
}
    `) as unknown as TypedDocumentString<GetDatasetMetaDataV4InFullQuery, GetDatasetMetaDataV4InFullQueryVariables>;
export const GetIndexDataDocument = new TypedDocumentString(`
    query GetIndexData($input: IndexDataInput, $type: String) {
  getIndexData(input: $input, type: $type) {
    ...IndexDataFields
  }
}
    fragment IndexDataFields on IndexData {
  average
  min
  max
  result {
    year
    temp
    value
  }
  unit
  programName
  policyYear
  skippedYears {
    year
    reason
    missingDays
  }
  dataset {
    dclimateId
    type
    origin
    latestDate
  }
  dataOrigin
}`) as unknown as TypedDocumentString<GetIndexDataQuery, GetIndexDataQueryVariables>;
export const CreateParametricCustomQuoteInFullDocument = new TypedDocumentString(`
    mutation CreateParametricCustomQuoteInFull($collection: String, $dataset: String, $limit: Float, $strike: Float, $exhaust: Float, $units: String, $start: String, $end: String, $weightedLocations: [WeightedLocationInput!], $targetMatch: Boolean, $currency: String, $sync: Boolean) {
  createParametricCustomQuote(
    collection: $collection
    dataset: $dataset
    limit: $limit
    strike: $strike
    exhaust: $exhaust
    units: $units
    start: $start
    end: $end
    weightedLocations: $weightedLocations
    targetMatch: $targetMatch
    currency: $currency
    sync: $sync
  ) {
    ...PricingRequestInFullFields
  }
}
    fragment QuoteInFullFields on Quote {
  id
  _id
  requestId
  optionIndex
  programName
  programType
  label
  isRequested
  status
  createdAt
  createdBy
  savedAt
  frozenAt
  clientId
  clientName
  clientEmail
  clientPhone
  history {
    eventDate
    eventName
    eventType
    description
    audience
  }
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  expirationDate
  locations {
    type
    features {
      type
      geometry {
        type
        coordinates
      }
      properties {
        state
        country
        weight
        cpcId
        cell {
          row
          col
        }
      }
    }
  }
  locationState
  currency
  limitOfLiability
  limit {
    unit
    vector
  }
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  lcRequired
  dailyPrecipitationCap
  breakEven
  netPremium
  customerPremium
  estimatedGrossPremium
  estimatedTotalTaxes
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  taxStatus
  taxMessage
  agentCommission
  riskCapitalCommission
  expectedPayout {
    unit
    vector
  }
  expectedLoss
  perUnitLoss
  relativeStrike
  rainfall {
    minimum
    average
    maximum
    unit
  }
  indexSummary {
    minimum
    average
    maximum
    unit
  }
  indexHistory {
    year
    vector
  }
  historicalRainfall {
    year
    vector
  }
  historicalPayout {
    year
    vector
  }
  averageHistoricalPayout
  indexHistoryAsIfToday {
    year
    vector
  }
  historicalPayoutAsIfToday {
    year
    vector
  }
  averageHistoricalPayoutAsIfToday
  payoutProfile {
    index
    payout
  }
  dataset {
    dclimateId
    type
    title
    origin
    latestDate
  }
  dataOrigin
  targetMatch {
    requestedTrigger
    matchedTrigger
  }
  explanation {
    engineVersion
    lookBackYears
    yearsUsed
    adjustedIndexValues
    trend {
      method
      test
      adjustment
      firstYear
      lastYear
      yearsUsed
      slopePerYear
      statistic
      significant
      appliedSlopePerYear
    }
    sensitivity {
      low
      high
      ratio
      scenarios {
        adjustment
        years
        yearCount
        expectedLoss
      }
    }
    burnWeight
    minimumApplied
    fit
    parameters
    readFrom
    readTo
    cells {
      row
      col
    }
  }
}
fragment PricingRequestInFullFields on PricingRequest {
  id
  requestId
  status
  programName
  sync
  dataOrigin
  createdAt
  updatedAt
  targetMatch {
    requestedTrigger
    matchedTrigger
  }
  error {
    code
    message
  }
  quotes {
    ...QuoteInFullFields
  }
}`) as unknown as TypedDocumentString<CreateParametricCustomQuoteInFullMutation, CreateParametricCustomQuoteInFullMutationVariables>;
export const CreateParametricQuoteInFullDocument = new TypedDocumentString(`
    mutation CreateParametricQuoteInFull($programType: String, $collection: String, $dataset: String, $start: String, $end: String, $limit: Float, $preferredStrike: Float, $exhaust: Float, $units: String, $weightedLocations: [WeightedLocationInput!], $targetMatch: Boolean, $sync: Boolean) {
  createParametricQuote(
    programType: $programType
    collection: $collection
    dataset: $dataset
    start: $start
    end: $end
    limit: $limit
    preferredStrike: $preferredStrike
    exhaust: $exhaust
    units: $units
    weightedLocations: $weightedLocations
    targetMatch: $targetMatch
    sync: $sync
  ) {
    ...PricingRequestInFullFields
  }
}
    fragment QuoteInFullFields on Quote {
  id
  _id
  requestId
  optionIndex
  programName
  programType
  label
  isRequested
  status
  createdAt
  createdBy
  savedAt
  frozenAt
  clientId
  clientName
  clientEmail
  clientPhone
  history {
    eventDate
    eventName
    eventType
    description
    audience
  }
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  expirationDate
  locations {
    type
    features {
      type
      geometry {
        type
        coordinates
      }
      properties {
        state
        country
        weight
        cpcId
        cell {
          row
          col
        }
      }
    }
  }
  locationState
  currency
  limitOfLiability
  limit {
    unit
    vector
  }
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  lcRequired
  dailyPrecipitationCap
  breakEven
  netPremium
  customerPremium
  estimatedGrossPremium
  estimatedTotalTaxes
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  taxStatus
  taxMessage
  agentCommission
  riskCapitalCommission
  expectedPayout {
    unit
    vector
  }
  expectedLoss
  perUnitLoss
  relativeStrike
  rainfall {
    minimum
    average
    maximum
    unit
  }
  indexSummary {
    minimum
    average
    maximum
    unit
  }
  indexHistory {
    year
    vector
  }
  historicalRainfall {
    year
    vector
  }
  historicalPayout {
    year
    vector
  }
  averageHistoricalPayout
  indexHistoryAsIfToday {
    year
    vector
  }
  historicalPayoutAsIfToday {
    year
    vector
  }
  averageHistoricalPayoutAsIfToday
  payoutProfile {
    index
    payout
  }
  dataset {
    dclimateId
    type
    title
    origin
    latestDate
  }
  dataOrigin
  targetMatch {
    requestedTrigger
    matchedTrigger
  }
  explanation {
    engineVersion
    lookBackYears
    yearsUsed
    adjustedIndexValues
    trend {
      method
      test
      adjustment
      firstYear
      lastYear
      yearsUsed
      slopePerYear
      statistic
      significant
      appliedSlopePerYear
    }
    sensitivity {
      low
      high
      ratio
      scenarios {
        adjustment
        years
        yearCount
        expectedLoss
      }
    }
    burnWeight
    minimumApplied
    fit
    parameters
    readFrom
    readTo
    cells {
      row
      col
    }
  }
}
fragment PricingRequestInFullFields on PricingRequest {
  id
  requestId
  status
  programName
  sync
  dataOrigin
  createdAt
  updatedAt
  targetMatch {
    requestedTrigger
    matchedTrigger
  }
  error {
    code
    message
  }
  quotes {
    ...QuoteInFullFields
  }
}`) as unknown as TypedDocumentString<CreateParametricQuoteInFullMutation, CreateParametricQuoteInFullMutationVariables>;
export const GetQuoteInFullDocument = new TypedDocumentString(`
    query GetQuoteInFull($id: ID!) {
  getQuote(id: $id) {
    ...QuoteInFullFields
  }
}
    fragment QuoteInFullFields on Quote {
  id
  _id
  requestId
  optionIndex
  programName
  programType
  label
  isRequested
  status
  createdAt
  createdBy
  savedAt
  frozenAt
  clientId
  clientName
  clientEmail
  clientPhone
  history {
    eventDate
    eventName
    eventType
    description
    audience
  }
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  expirationDate
  locations {
    type
    features {
      type
      geometry {
        type
        coordinates
      }
      properties {
        state
        country
        weight
        cpcId
        cell {
          row
          col
        }
      }
    }
  }
  locationState
  currency
  limitOfLiability
  limit {
    unit
    vector
  }
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  lcRequired
  dailyPrecipitationCap
  breakEven
  netPremium
  customerPremium
  estimatedGrossPremium
  estimatedTotalTaxes
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  taxStatus
  taxMessage
  agentCommission
  riskCapitalCommission
  expectedPayout {
    unit
    vector
  }
  expectedLoss
  perUnitLoss
  relativeStrike
  rainfall {
    minimum
    average
    maximum
    unit
  }
  indexSummary {
    minimum
    average
    maximum
    unit
  }
  indexHistory {
    year
    vector
  }
  historicalRainfall {
    year
    vector
  }
  historicalPayout {
    year
    vector
  }
  averageHistoricalPayout
  indexHistoryAsIfToday {
    year
    vector
  }
  historicalPayoutAsIfToday {
    year
    vector
  }
  averageHistoricalPayoutAsIfToday
  payoutProfile {
    index
    payout
  }
  dataset {
    dclimateId
    type
    title
    origin
    latestDate
  }
  dataOrigin
  targetMatch {
    requestedTrigger
    matchedTrigger
  }
  explanation {
    engineVersion
    lookBackYears
    yearsUsed
    adjustedIndexValues
    trend {
      method
      test
      adjustment
      firstYear
      lastYear
      yearsUsed
      slopePerYear
      statistic
      significant
      appliedSlopePerYear
    }
    sensitivity {
      low
      high
      ratio
      scenarios {
        adjustment
        years
        yearCount
        expectedLoss
      }
    }
    burnWeight
    minimumApplied
    fit
    parameters
    readFrom
    readTo
    cells {
      row
      col
    }
  }
}`) as unknown as TypedDocumentString<GetQuoteInFullQuery, GetQuoteInFullQueryVariables>;
export const CreateClientUserDocument = new TypedDocumentString(`
    mutation CreateClientUser($firstName: String, $lastName: String, $email: String) {
  createClientUser(firstName: $firstName, lastName: $lastName, email: $email) {
    ...ClientUserFields
  }
}
    fragment ClientUserFields on User {
  _id
  email
  role
  confirmedAt
  agentId
  canQuote
  canBind
  permissions {
    platform
    canQuote
    canBind
  }
  profile {
    firstName
    lastName
    phone
    state
  }
  organization {
    _id
    name
  }
}`) as unknown as TypedDocumentString<CreateClientUserMutation, CreateClientUserMutationVariables>;
export const GetUserClientsDocument = new TypedDocumentString(`
    query GetUserClients($limit: Int, $search: String) {
  getUserClients(limit: $limit, search: $search) {
    count
    items {
      ...ClientUserFields
    }
  }
}
    fragment ClientUserFields on User {
  _id
  email
  role
  confirmedAt
  agentId
  canQuote
  canBind
  permissions {
    platform
    canQuote
    canBind
  }
  profile {
    firstName
    lastName
    phone
    state
  }
  organization {
    _id
    name
  }
}`) as unknown as TypedDocumentString<GetUserClientsQuery, GetUserClientsQueryVariables>;
export const SaveLpcQuoteDocument = new TypedDocumentString(`
    mutation SaveLPCQuote($quote: ID!, $client: ID) {
  saveLPCInsuranceQuote(quote: $quote, client: $client) {
    ...SavedQuoteFields
  }
}
    fragment SavedQuoteFields on Quote {
  id
  programName
  status
  createdAt
  updatedAt
  savedAt
  frozenAt
  createdBy
  clientId
  clientName
  clientEmail
  clientPhone
  locationState
  taxStatus
  taxMessage
  netPremium
  policyFee
  estimatedGrossPremium
  estimatedTotalTaxes
  estimatedTotalTaxesNoStamping
  stampingFee
  surplusLinesTaxPercent
  stampingFeePercent
  history {
    eventDate
    eventName
    eventType
    description
    audience
  }
}`) as unknown as TypedDocumentString<SaveLpcQuoteMutation, SaveLpcQuoteMutationVariables>;
export const SaveLtcQuoteDocument = new TypedDocumentString(`
    mutation SaveLTCQuote($quote: ID!, $client: ID) {
  saveLTCInsuranceQuote(quote: $quote, client: $client) {
    ...SavedQuoteFields
  }
}
    fragment SavedQuoteFields on Quote {
  id
  programName
  status
  createdAt
  updatedAt
  savedAt
  frozenAt
  createdBy
  clientId
  clientName
  clientEmail
  clientPhone
  locationState
  taxStatus
  taxMessage
  netPremium
  policyFee
  estimatedGrossPremium
  estimatedTotalTaxes
  estimatedTotalTaxesNoStamping
  stampingFee
  surplusLinesTaxPercent
  stampingFeePercent
  history {
    eventDate
    eventName
    eventType
    description
    audience
  }
}`) as unknown as TypedDocumentString<SaveLtcQuoteMutation, SaveLtcQuoteMutationVariables>;
export const SaveHtcQuoteDocument = new TypedDocumentString(`
    mutation SaveHTCQuote($quote: ID!, $client: ID) {
  saveHTCInsuranceQuote(quote: $quote, client: $client) {
    ...SavedQuoteFields
  }
}
    fragment SavedQuoteFields on Quote {
  id
  programName
  status
  createdAt
  updatedAt
  savedAt
  frozenAt
  createdBy
  clientId
  clientName
  clientEmail
  clientPhone
  locationState
  taxStatus
  taxMessage
  netPremium
  policyFee
  estimatedGrossPremium
  estimatedTotalTaxes
  estimatedTotalTaxesNoStamping
  stampingFee
  surplusLinesTaxPercent
  stampingFeePercent
  history {
    eventDate
    eventName
    eventType
    description
    audience
  }
}`) as unknown as TypedDocumentString<SaveHtcQuoteMutation, SaveHtcQuoteMutationVariables>;
export const SharePrecipQuoteDocument = new TypedDocumentString(`
    mutation SharePrecipQuote($emails: [String!]!, $quoteId: ID!) {
  sharePrecipInsuranceQuote(emails: $emails, quoteId: $quoteId)
}
    `) as unknown as TypedDocumentString<SharePrecipQuoteMutation, SharePrecipQuoteMutationVariables>;
export const ShareLtcQuoteDocument = new TypedDocumentString(`
    mutation ShareLtcQuote($emails: [String!]!, $quoteId: ID!) {
  shareLtcInsuranceQuote(emails: $emails, quoteId: $quoteId)
}
    `) as unknown as TypedDocumentString<ShareLtcQuoteMutation, ShareLtcQuoteMutationVariables>;
export const GetSavedQuoteDocument = new TypedDocumentString(`
    query GetSavedQuote($id: ID!) {
  getQuote(id: $id) {
    ...SavedQuoteFields
  }
}
    fragment SavedQuoteFields on Quote {
  id
  programName
  status
  createdAt
  updatedAt
  savedAt
  frozenAt
  createdBy
  clientId
  clientName
  clientEmail
  clientPhone
  locationState
  taxStatus
  taxMessage
  netPremium
  policyFee
  estimatedGrossPremium
  estimatedTotalTaxes
  estimatedTotalTaxesNoStamping
  stampingFee
  surplusLinesTaxPercent
  stampingFeePercent
  history {
    eventDate
    eventName
    eventType
    description
    audience
  }
}`) as unknown as TypedDocumentString<GetSavedQuoteQuery, GetSavedQuoteQueryVariables>;
export const GetContractsForReviewDocument = new TypedDocumentString(`
    query GetContractsForReview($statuses: [String!], $limit: Int, $nextToken: String) {
  getContractsForReview(statuses: $statuses, limit: $limit, nextToken: $nextToken) {
    nextToken
    items {
      ...ReviewedContractFields
    }
  }
}
    fragment ReviewedContractFields on Contract {
  id
  quoteId
  status
  agentId
  clientEmail
  policyNumber
  policyId
  underwritingReasons
  reviewDetails {
    isApproved
    reviewDate
    reviewBy
    reviewDescription
    clientMessage
  }
  reviewInvitationSentAt
  payment {
    method
    amount
    maskedAccountNumber
  }
  prices {
    totalDue
  }
  paymentDueDate
  boundAt
  policyStatus
  expiryReason
  documents {
    id
    kind
    fileName
  }
  history {
    eventName
    description
  }
}`) as unknown as TypedDocumentString<GetContractsForReviewQuery, GetContractsForReviewQueryVariables>;
export const ReviewContractDocument = new TypedDocumentString(`
    mutation ReviewContract($contract: ID!, $input: ContractReviewInput!) {
  reviewContract(contract: $contract, input: $input) {
    ...ReviewedContractFields
  }
}
    fragment ReviewedContractFields on Contract {
  id
  quoteId
  status
  agentId
  clientEmail
  policyNumber
  policyId
  underwritingReasons
  reviewDetails {
    isApproved
    reviewDate
    reviewBy
    reviewDescription
    clientMessage
  }
  reviewInvitationSentAt
  payment {
    method
    amount
    maskedAccountNumber
  }
  prices {
    totalDue
  }
  paymentDueDate
  boundAt
  policyStatus
  expiryReason
  documents {
    id
    kind
    fileName
  }
  history {
    eventName
    description
  }
}`) as unknown as TypedDocumentString<ReviewContractMutation, ReviewContractMutationVariables>;
export const MarkWireReceivedDocument = new TypedDocumentString(`
    mutation MarkWireReceived($contract: ID!, $input: WireReceivedInput!) {
  markWirePaymentReceived(contract: $contract, input: $input) {
    ...ReviewedContractFields
  }
}
    fragment ReviewedContractFields on Contract {
  id
  quoteId
  status
  agentId
  clientEmail
  policyNumber
  policyId
  underwritingReasons
  reviewDetails {
    isApproved
    reviewDate
    reviewBy
    reviewDescription
    clientMessage
  }
  reviewInvitationSentAt
  payment {
    method
    amount
    maskedAccountNumber
  }
  prices {
    totalDue
  }
  paymentDueDate
  boundAt
  policyStatus
  expiryReason
  documents {
    id
    kind
    fileName
  }
  history {
    eventName
    description
  }
}`) as unknown as TypedDocumentString<MarkWireReceivedMutation, MarkWireReceivedMutationVariables>;
export const GetContractByPolicyDocument = new TypedDocumentString(`
    query GetContractByPolicy($policyId: String!) {
  getContractByPolicyId(policyId: $policyId) {
    ...ReviewedContractFields
  }
}
    fragment ReviewedContractFields on Contract {
  id
  quoteId
  status
  agentId
  clientEmail
  policyNumber
  policyId
  underwritingReasons
  reviewDetails {
    isApproved
    reviewDate
    reviewBy
    reviewDescription
    clientMessage
  }
  reviewInvitationSentAt
  payment {
    method
    amount
    maskedAccountNumber
  }
  prices {
    totalDue
  }
  paymentDueDate
  boundAt
  policyStatus
  expiryReason
  documents {
    id
    kind
    fileName
  }
  history {
    eventName
    description
  }
}`) as unknown as TypedDocumentString<GetContractByPolicyQuery, GetContractByPolicyQueryVariables>;
export const GetReviewedContractDocument = new TypedDocumentString(`
    query GetReviewedContract($id: ID!) {
  getContract(id: $id) {
    ...ReviewedContractFields
  }
}
    fragment ReviewedContractFields on Contract {
  id
  quoteId
  status
  agentId
  clientEmail
  policyNumber
  policyId
  underwritingReasons
  reviewDetails {
    isApproved
    reviewDate
    reviewBy
    reviewDescription
    clientMessage
  }
  reviewInvitationSentAt
  payment {
    method
    amount
    maskedAccountNumber
  }
  prices {
    totalDue
  }
  paymentDueDate
  boundAt
  policyStatus
  expiryReason
  documents {
    id
    kind
    fileName
  }
  history {
    eventName
    description
  }
}`) as unknown as TypedDocumentString<GetReviewedContractQuery, GetReviewedContractQueryVariables>;
export const LoadLoginDocument = new TypedDocumentString(`
    mutation LoadLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<LoadLoginMutation, LoadLoginMutationVariables>;
export const LoadCurrentUserDocument = new TypedDocumentString(`
    query LoadCurrentUser {
  currentUser {
    _id
    email
    role
    canQuote
    organization {
      _id
    }
  }
}
    `) as unknown as TypedDocumentString<LoadCurrentUserQuery, LoadCurrentUserQueryVariables>;
export const LoadQuotesDocument = new TypedDocumentString(`
    query LoadQuotes($input: QuotesPageInput) {
  getQuotes(input: $input) {
    count
    items {
      id
      programName
      netPremium
    }
  }
}
    `) as unknown as TypedDocumentString<LoadQuotesQuery, LoadQuotesQueryVariables>;
export const LoadPriceDocument = new TypedDocumentString(`
    mutation LoadPrice($collection: String, $dataset: String, $limit: Float, $strike: Float, $exhaust: Float, $units: String, $start: String, $end: String, $weightedLocations: [WeightedLocationInput!], $sync: Boolean) {
  createParametricCustomQuote(
    collection: $collection
    dataset: $dataset
    limit: $limit
    strike: $strike
    exhaust: $exhaust
    units: $units
    start: $start
    end: $end
    weightedLocations: $weightedLocations
    sync: $sync
  ) {
    id
    status
    quotes {
      id
      netPremium
    }
  }
}
    `) as unknown as TypedDocumentString<LoadPriceMutation, LoadPriceMutationVariables>;