/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AcceptTeamInvitationInput = {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  phone?: string | null | undefined;
  state?: string | null | undefined;
  stateLicenseNumber?: string | null | undefined;
  token: string;
};

export type AgentPaymentInput = {
  accountNumber?: string | null | undefined;
  accountType?: string | null | undefined;
  depositoryName?: string | null | undefined;
  namesOnTheAccount?: string | null | undefined;
  routingNumber?: string | null | undefined;
};

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

export type InviteTeamMemberInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  /** primaryAgent, agent or admin. */
  orgContactType?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  stateLicenseNumber?: string | null | undefined;
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

export type OrganizationAddressInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zipcode?: string | null | undefined;
};

export type OrganizationApplicationInput = {
  agencyLicenseNumber?: string | null | undefined;
  /** The agency's producer license (state and number). */
  agencyLicenseState?: string | null | undefined;
  agreeAgencyAgreement?: boolean | null | undefined;
  mailingAddress?: OrganizationAddressInput | null | undefined;
  name?: string | null | undefined;
  /** Resident-state license number of the agency's National Producer Number. */
  npn?: string | null | undefined;
  physicalAddress?: OrganizationAddressInput | null | undefined;
  signature?: string | null | undefined;
  signingDate?: string | null | undefined;
  title?: string | null | undefined;
  website?: string | null | undefined;
  yearsInBusiness?: number | null | undefined;
};

export type OrganizationApplicationStatus =
  | 'Approved'
  | 'AwaitingAgency'
  | 'NeedsReview'
  | 'NotStarted'
  | 'Started';

export type OrganizationContactInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  /** The full name; or firstName and lastName. */
  name?: string | null | undefined;
  phone?: string | null | undefined;
  type: OrganizationContactType;
};

export type OrganizationContactType =
  | 'admin'
  | 'primaryAgent';

export type OrganizationLocationInput = {
  address: OrganizationAddressInput;
  type: OrganizationLocationType;
};

export type OrganizationLocationType =
  | 'mailing'
  | 'physical';

export type OrganizationReviewInput = {
  /** approve or return */
  decision: string;
  reason?: string | null | undefined;
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

export type PremiumIndicationRequestInput = {
  /** Where the team answers: required from visitors; a signed-in user's own e-mail when empty. */
  email?: string | null | undefined;
  end?: string | null | undefined;
  /** Limit of liability in dollars. */
  limit?: number | null | undefined;
  /** Name of the insured (optional). */
  name?: string | null | undefined;
  /** Peril: one of the program types (default NamedStorm). */
  programType?: string | null | undefined;
  /** The bot-check token (reCAPTCHA) when the stage has one configured. */
  recaptcha?: string | null | undefined;
  /** Policy period start and end (YYYY-MM-DD). */
  start?: string | null | undefined;
};

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

export type RegisterUserInput = {
  address1?: string | null | undefined;
  city?: string | null | undefined;
  companyName?: string | null | undefined;
  country?: string | null | undefined;
  email: string;
  firstName: string;
  isAdmin?: boolean | null | undefined;
  lastName: string;
  password: string;
  phone?: string | null | undefined;
  recaptcha?: string | null | undefined;
  role?: Role | null | undefined;
  state?: string | null | undefined;
  stateLicenseNumber?: string | null | undefined;
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

export type TeamMemberStatus =
  | 'Active'
  | 'Disabled'
  | 'Error'
  | 'Invited';

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

export type UpdateUserInput = {
  email?: string | null | undefined;
  /** Team edit only: a verified state-license PDF upload (uploadFile with folder from core's stateLicenseFolder). */
  fileId?: string | number | null | undefined;
  firstName: string;
  lastName: string;
  phone?: string | null | undefined;
  /** Team edit only (a manager editing another member): the account type, primaryAgent, agent or admin. */
  role?: Role | null | undefined;
  /** Team edit only: the license state (two letters). */
  state?: string | null | undefined;
  /** Team edit only. */
  stateLicenseNumber?: string | null | undefined;
};

export type UploadFileInput = {
  /** application/pdf */
  contentType: string;
  fileName: string;
  /** lpc-insurance/contracts/{contractId}/diligent-effort */
  folder: string;
  /** Bytes. */
  size: number;
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

export type AccountUploadsQueryVariables = Exact<{
  input?: UploadsInput | null | undefined;
}>;


export type AccountUploadsQuery = { getUploads: { count: number, items: Array<{ id: string, fileName: string, filePath: string, purpose: string | null, createdAt: string }> } | null };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean | null };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { _id: string, email: string, role: Role, confirmedAt: string | null, createdAt: string, updatedAt: string, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null, legal: { stateLicenseNumber: string | null } | null, permissions: Array<{ platform: Platform, canQuote: boolean, canBind: boolean }>, organization: { _id: string, name: string, website: string | null, isOnboarded: boolean, application: { _id: string | null, status: OrganizationApplicationStatus | null, userId: string | null } | null, permissions: { canBind: boolean } | null } | null } | null };

export type OrganizationCardFieldsFragment = { _id: string, name: string, website: string | null, locations: Array<{ _id: string, type: OrganizationLocationType, address: { address1: string, address2: string | null, city: string, state: string, zipcode: string } }> | null, contacts: Array<{ _id: string, type: OrganizationContactType, name: string, firstName: string | null, lastName: string | null, email: string, phone: string | null }> | null };

export type AccountOrganizationQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountOrganizationQuery = { currentUser: { _id: string, organization: { _id: string, name: string, website: string | null, locations: Array<{ _id: string, type: OrganizationLocationType, address: { address1: string, address2: string | null, city: string, state: string, zipcode: string } }> | null, contacts: Array<{ _id: string, type: OrganizationContactType, name: string, firstName: string | null, lastName: string | null, email: string, phone: string | null }> | null } | null } | null };

export type UpdateOrganizationLocationAddressMutationVariables = Exact<{
  organization: string | number;
  location?: string | number | null | undefined;
  input: OrganizationLocationInput;
}>;


export type UpdateOrganizationLocationAddressMutation = { updateOrganizationLocationAddress: { _id: string, name: string, website: string | null, locations: Array<{ _id: string, type: OrganizationLocationType, address: { address1: string, address2: string | null, city: string, state: string, zipcode: string } }> | null, contacts: Array<{ _id: string, type: OrganizationContactType, name: string, firstName: string | null, lastName: string | null, email: string, phone: string | null }> | null } | null };

export type UpdateOrganizationContactMutationVariables = Exact<{
  organization: string | number;
  contact?: string | number | null | undefined;
  input: OrganizationContactInput;
}>;


export type UpdateOrganizationContactMutation = { updateOrganizationContact: { _id: string, name: string, website: string | null, locations: Array<{ _id: string, type: OrganizationLocationType, address: { address1: string, address2: string | null, city: string, state: string, zipcode: string } }> | null, contacts: Array<{ _id: string, type: OrganizationContactType, name: string, firstName: string | null, lastName: string | null, email: string, phone: string | null }> | null } | null };

export type PayoutInformationFieldsFragment = { accountType: string, maskedAccountNumber: string, maskedRoutingNumber: string, depositoryName: string, namesOnTheAccount: string | null, paymentMethod: string, updatedAt: string };

export type GetPayoutInformationQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPayoutInformationQuery = { currentUser: { _id: string, role: Role, finance: { paymentsInfo: { accountType: string, maskedAccountNumber: string, maskedRoutingNumber: string, depositoryName: string, namesOnTheAccount: string | null, paymentMethod: string, updatedAt: string } | null } | null } | null };

export type AddAgentPaymentInformationMutationVariables = Exact<{
  input: AgentPaymentInput;
}>;


export type AddAgentPaymentInformationMutation = { addAgentPaymentInformation: { _id: string, finance: { paymentsInfo: { accountType: string, maskedAccountNumber: string, maskedRoutingNumber: string, depositoryName: string, namesOnTheAccount: string | null, paymentMethod: string, updatedAt: string } | null } | null } | null };

export type GetAgentCommissionsQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type GetAgentCommissionsQuery = { getAgentCommissions: { count: number, items: Array<{ _id: string, amount: number, status: string, policyNumber: string, paymentDate: string | null, createdAt: string }> } | null };

export type TeamMemberFieldsFragment = { _id: string, status: TeamMemberStatus, statusReason: string | null, invitedFirstName: string | null, invitedLastName: string | null, invitedEmail: string | null, invitedRole: Role | null, invitedAt: string | null, invitationExpiresAt: string | null, joinedAt: string | null, user: { _id: string, email: string, role: Role, disabledAt: string | null, profile: { firstName: string | null, lastName: string | null, phone: string | null, state: string | null } | null, legal: { stateLicenseNumber: string | null, stateLicenseState: string | null, stateLicenseUploadId: string | null } | null } | null };

export type GetOrganizationTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOrganizationTeamQuery = { getOrganizationTeam: Array<{ _id: string, status: TeamMemberStatus, statusReason: string | null, invitedFirstName: string | null, invitedLastName: string | null, invitedEmail: string | null, invitedRole: Role | null, invitedAt: string | null, invitationExpiresAt: string | null, joinedAt: string | null, user: { _id: string, email: string, role: Role, disabledAt: string | null, profile: { firstName: string | null, lastName: string | null, phone: string | null, state: string | null } | null, legal: { stateLicenseNumber: string | null, stateLicenseState: string | null, stateLicenseUploadId: string | null } | null } | null }> };

export type InviteTeamMemberMutationVariables = Exact<{
  inputs: InviteTeamMemberInput;
}>;


export type InviteTeamMemberMutation = { inviteLpcOrgAgent: boolean | null };

export type ResendTeamInvitationMutationVariables = Exact<{
  user: string | number;
}>;


export type ResendTeamInvitationMutation = { resendTeamInvitation: { _id: string, status: TeamMemberStatus, statusReason: string | null, invitedFirstName: string | null, invitedLastName: string | null, invitedEmail: string | null, invitedRole: Role | null, invitedAt: string | null, invitationExpiresAt: string | null, joinedAt: string | null, user: { _id: string, email: string, role: Role, disabledAt: string | null, profile: { firstName: string | null, lastName: string | null, phone: string | null, state: string | null } | null, legal: { stateLicenseNumber: string | null, stateLicenseState: string | null, stateLicenseUploadId: string | null } | null } | null } | null };

export type SetTeamMemberStatusMutationVariables = Exact<{
  user: string | number;
  status: TeamMemberStatus;
}>;


export type SetTeamMemberStatusMutation = { setTeamMemberStatus: { _id: string, status: TeamMemberStatus, statusReason: string | null, invitedFirstName: string | null, invitedLastName: string | null, invitedEmail: string | null, invitedRole: Role | null, invitedAt: string | null, invitationExpiresAt: string | null, joinedAt: string | null, user: { _id: string, email: string, role: Role, disabledAt: string | null, profile: { firstName: string | null, lastName: string | null, phone: string | null, state: string | null } | null, legal: { stateLicenseNumber: string | null, stateLicenseState: string | null, stateLicenseUploadId: string | null } | null } | null } | null };

export type UpdateTeamMemberMutationVariables = Exact<{
  id: string | number;
  input: UpdateUserInput;
}>;


export type UpdateTeamMemberMutation = { updateUser: { _id: string, email: string, role: Role } | null };

export type UploadStateLicenseMutationVariables = Exact<{
  input: UploadFileInput;
}>;


export type UploadStateLicenseMutation = { uploadFile: { uploadId: string, url: string, fields: Array<{ name: string, value: string }> } | null };

export type ApplyQuoteFieldsFragment = { id: string, programName: string, programTitle: string, createdAt: string, frozenAt: string | null, clientId: string | null, clientName: string | null, applicationDeadline: string, limitOfLiability: number, riskPeriod: { startDate: string, endDate: string }, locations: { features: Array<{ geometry: { coordinates: Array<number> }, properties: { state: string, weight: number } }> } };

export type ApplicationContractFieldsFragment = { id: string, quoteId: string, status: string, programName: string, policyNumber: string | null, applicationDeadline: string, submittedAt: string | null, agentName: string, agentEmail: string, agency: string | null, clientId: string, clientName: string, clientEmail: string, clientCompany: string | null, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, county: string | null, country: string | null, zip: string | null, maskedFederalTaxId: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null, currency: string, previousAnnualRevenue: Array<{ year: number, revenue: number }> }, diligentSearchUpload: { acknowledgment: string | null, file: string | null, fileId: string | null }, agentSignature: { name: string, date: string, signedAt: string } | null, quote: { programTitle: string, id: string, requestId: string, optionIndex: number, programName: string, label: string, isRequested: boolean, applicationDeadline: string, locationState: string, limitOfLiability: number, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, estimatedGrossPremium: number | null, estimatedTaxesAndFees: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, locations: { features: Array<{ geometry: { coordinates: Array<number> }, properties: { state: string, weight: number, cpcId: number | null } }> }, riskPeriod: { startDate: string, endDate: string, days: number }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null } };

export type GetApplyQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type GetApplyQuoteQuery = { getQuote: { id: string, programName: string, programTitle: string, createdAt: string, frozenAt: string | null, clientId: string | null, clientName: string | null, applicationDeadline: string, limitOfLiability: number, riskPeriod: { startDate: string, endDate: string }, locations: { features: Array<{ geometry: { coordinates: Array<number> }, properties: { state: string, weight: number } }> } } | null };

export type GetApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type GetApplicationQuery = { getContract: { id: string, quoteId: string, status: string, programName: string, policyNumber: string | null, applicationDeadline: string, submittedAt: string | null, agentName: string, agentEmail: string, agency: string | null, clientId: string, clientName: string, clientEmail: string, clientCompany: string | null, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, county: string | null, country: string | null, zip: string | null, maskedFederalTaxId: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null, currency: string, previousAnnualRevenue: Array<{ year: number, revenue: number }> }, diligentSearchUpload: { acknowledgment: string | null, file: string | null, fileId: string | null }, agentSignature: { name: string, date: string, signedAt: string } | null, quote: { programTitle: string, id: string, requestId: string, optionIndex: number, programName: string, label: string, isRequested: boolean, applicationDeadline: string, locationState: string, limitOfLiability: number, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, estimatedGrossPremium: number | null, estimatedTaxesAndFees: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, locations: { features: Array<{ geometry: { coordinates: Array<number> }, properties: { state: string, weight: number, cpcId: number | null } }> }, riskPeriod: { startDate: string, endDate: string, days: number }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null } } | null };

export type UpdateApplicationMutationVariables = Exact<{
  contract: string | number;
  input: UpdateApplicationInput;
}>;


export type UpdateApplicationMutation = { updateLpcInsuranceApplication: { id: string, quoteId: string, status: string, programName: string, policyNumber: string | null, applicationDeadline: string, submittedAt: string | null, agentName: string, agentEmail: string, agency: string | null, clientId: string, clientName: string, clientEmail: string, clientCompany: string | null, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, county: string | null, country: string | null, zip: string | null, maskedFederalTaxId: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null, currency: string, previousAnnualRevenue: Array<{ year: number, revenue: number }> }, diligentSearchUpload: { acknowledgment: string | null, file: string | null, fileId: string | null }, agentSignature: { name: string, date: string, signedAt: string } | null, quote: { programTitle: string, id: string, requestId: string, optionIndex: number, programName: string, label: string, isRequested: boolean, applicationDeadline: string, locationState: string, limitOfLiability: number, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, estimatedGrossPremium: number | null, estimatedTaxesAndFees: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, locations: { features: Array<{ geometry: { coordinates: Array<number> }, properties: { state: string, weight: number, cpcId: number | null } }> }, riskPeriod: { startDate: string, endDate: string, days: number }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null } } | null };

export type SubmitApplicationMutationVariables = Exact<{
  contract: string | number;
  input: SubmitApplicationInput;
}>;


export type SubmitApplicationMutation = { submitLpcInsuranceApplication: { id: string, quoteId: string, status: string, programName: string, policyNumber: string | null, applicationDeadline: string, submittedAt: string | null, agentName: string, agentEmail: string, agency: string | null, clientId: string, clientName: string, clientEmail: string, clientCompany: string | null, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, county: string | null, country: string | null, zip: string | null, maskedFederalTaxId: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null, currency: string, previousAnnualRevenue: Array<{ year: number, revenue: number }> }, diligentSearchUpload: { acknowledgment: string | null, file: string | null, fileId: string | null }, agentSignature: { name: string, date: string, signedAt: string } | null, quote: { programTitle: string, id: string, requestId: string, optionIndex: number, programName: string, label: string, isRequested: boolean, applicationDeadline: string, locationState: string, limitOfLiability: number, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, estimatedGrossPremium: number | null, estimatedTaxesAndFees: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, locations: { features: Array<{ geometry: { coordinates: Array<number> }, properties: { state: string, weight: number, cpcId: number | null } }> }, riskPeriod: { startDate: string, endDate: string, days: number }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null } } | null };

export type UploadFileMutationVariables = Exact<{
  input: UploadFileInput;
}>;


export type UploadFileMutation = { uploadFile: { uploadId: string, url: string, expiresAt: string, fields: Array<{ name: string, value: string }> } | null };

export type ListApplicationsInProgressQueryVariables = Exact<{
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type ListApplicationsInProgressQuery = { getApplicationsInProgress: { nextToken: string | null, items: Array<{ contractId: string, quoteId: string, clientName: string, insuredName: string | null, programTitle: string, status: string, applicationDeadline: string, startDate: string, endDate: string, limit: number, updatedAt: string }> } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
  rememberMe?: boolean | null | undefined;
}>;


export type LoginMutation = { login: { token: string, expiresAt: string, user: { _id: string, email: string, role: Role, confirmedAt: string | null, createdAt: string, updatedAt: string, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null, legal: { stateLicenseNumber: string | null } | null, permissions: Array<{ platform: Platform, canQuote: boolean, canBind: boolean }>, organization: { _id: string, name: string, website: string | null, isOnboarded: boolean, application: { _id: string | null, status: OrganizationApplicationStatus | null, userId: string | null } | null, permissions: { canBind: boolean } | null } | null } } | null };

export type RegisterUserMutationVariables = Exact<{
  input: RegisterUserInput;
}>;


export type RegisterUserMutation = { registerUser: { token: string, expiresAt: string, user: { _id: string, email: string, role: Role, confirmedAt: string | null, createdAt: string, updatedAt: string, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null, legal: { stateLicenseNumber: string | null } | null, permissions: Array<{ platform: Platform, canQuote: boolean, canBind: boolean }>, organization: { _id: string, name: string, website: string | null, isOnboarded: boolean, application: { _id: string | null, status: OrganizationApplicationStatus | null, userId: string | null } | null, permissions: { canBind: boolean } | null } | null } } | null };

export type ConfirmUserMutationVariables = Exact<{
  token: string;
  type?: TokenType | null | undefined;
}>;


export type ConfirmUserMutation = { confirmUser: { token: string, expiresAt: string, user: { _id: string, email: string, role: Role, confirmedAt: string | null, createdAt: string, updatedAt: string, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null, legal: { stateLicenseNumber: string | null } | null, permissions: Array<{ platform: Platform, canQuote: boolean, canBind: boolean }>, organization: { _id: string, name: string, website: string | null, isOnboarded: boolean, application: { _id: string | null, status: OrganizationApplicationStatus | null, userId: string | null } | null, permissions: { canBind: boolean } | null } | null } } | null };

export type ResendConfirmMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendConfirmMutation = { resendConfirm: boolean | null };

export type ForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: boolean | null };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: { token: string, expiresAt: string } | null };

export type GetTeamInvitationQueryVariables = Exact<{
  token: string;
}>;


export type GetTeamInvitationQuery = { getTeamInvitation: { email: string, firstName: string | null, lastName: string | null, role: Role, organizationName: string, stateLicenseNumber: string | null, phone: string | null, expiresAt: string } | null };

export type AcceptTeamInvitationMutationVariables = Exact<{
  input: AcceptTeamInvitationInput;
}>;


export type AcceptTeamInvitationMutation = { acceptTeamInvitation: { token: string, expiresAt: string, user: { _id: string, email: string, role: Role, confirmedAt: string | null, createdAt: string, updatedAt: string, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null, legal: { stateLicenseNumber: string | null } | null, permissions: Array<{ platform: Platform, canQuote: boolean, canBind: boolean }>, organization: { _id: string, name: string, website: string | null, isOnboarded: boolean, application: { _id: string | null, status: OrganizationApplicationStatus | null, userId: string | null } | null, permissions: { canBind: boolean } | null } | null } } | null };

export type LossReportFieldsFragment = { id: string, formType: string, status: string, claimNumber: string | null, program: string, achAccount: string | null, createdAt: string, updatedAt: string, values: { contractId: string, status: string, namedInsured: { name: string, address1: string, city: string, state: string, zipcode: string, contactEmail: string, policyNumber: string }, lossDetails: { notificationDate: string, basisDescription: string | null } }, reviewDetails: { paymentMethod: string, readConfirmation: boolean, clientSignature: string, todaysDate: string } | null };

export type InviteClientClaimFormMutationVariables = Exact<{
  policyId: string;
}>;


export type InviteClientClaimFormMutation = { inviteClientClaimForm: boolean | null };

export type AcceptClaimsFormInviteMutationVariables = Exact<{
  token: string;
}>;


export type AcceptClaimsFormInviteMutation = { acceptClaimsFormTokenInvite: { contractId: string, auth: { token: string, expiresAt: string, user: { _id: string, email: string, role: Role, confirmedAt: string | null, createdAt: string, updatedAt: string, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null, legal: { stateLicenseNumber: string | null } | null, permissions: Array<{ platform: Platform, canQuote: boolean, canBind: boolean }>, organization: { _id: string, name: string, website: string | null, isOnboarded: boolean, application: { _id: string | null, status: OrganizationApplicationStatus | null, userId: string | null } | null, permissions: { canBind: boolean } | null } | null } } } | null };

export type GetLossReportContractQueryVariables = Exact<{
  id: string | number;
}>;


export type GetLossReportContractQuery = { getContract: { id: string, policyNumber: string | null, programName: string, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, zip: string | null, emails: Array<{ value: string }> } } | null };

export type SaveLossReportMutationVariables = Exact<{
  input: LossReportInput;
}>;


export type SaveLossReportMutation = { saveLossReport: { id: string, formType: string, status: string, claimNumber: string | null, program: string, achAccount: string | null, createdAt: string, updatedAt: string, values: { contractId: string, status: string, namedInsured: { name: string, address1: string, city: string, state: string, zipcode: string, contactEmail: string, policyNumber: string }, lossDetails: { notificationDate: string, basisDescription: string | null } }, reviewDetails: { paymentMethod: string, readConfirmation: boolean, clientSignature: string, todaysDate: string } | null } | null };

export type GetLossReportQueryVariables = Exact<{
  id: string | number;
}>;


export type GetLossReportQuery = { getForm: { id: string, formType: string, status: string, claimNumber: string | null, program: string, achAccount: string | null, createdAt: string, updatedAt: string, values: { contractId: string, status: string, namedInsured: { name: string, address1: string, city: string, state: string, zipcode: string, contactEmail: string, policyNumber: string }, lossDetails: { notificationDate: string, basisDescription: string | null } }, reviewDetails: { paymentMethod: string, readConfirmation: boolean, clientSignature: string, todaysDate: string } | null } | null };

export type SaveLossReportReviewMutationVariables = Exact<{
  id: string | number;
  input: LossReportReviewInput;
}>;


export type SaveLossReportReviewMutation = { saveLossReportReview: { id: string, formType: string, status: string, claimNumber: string | null, program: string, achAccount: string | null, createdAt: string, updatedAt: string, values: { contractId: string, status: string, namedInsured: { name: string, address1: string, city: string, state: string, zipcode: string, contactEmail: string, policyNumber: string }, lossDetails: { notificationDate: string, basisDescription: string | null } }, reviewDetails: { paymentMethod: string, readConfirmation: boolean, clientSignature: string, todaysDate: string } | null } | null };

export type GetLossReportPayoutQueryVariables = Exact<{
  contractId: string | number;
}>;


export type GetLossReportPayoutQuery = { getPolicyIndex: { contractId: string, state: string, asOf: string | null, estimatedPayout: number, limit: number, settlement: { payout: number, settledAt: string } | null } | null };

export type AcceptClientSignInMutationVariables = Exact<{
  token: string;
}>;


export type AcceptClientSignInMutation = { acceptClientSignIn: { token: string, expiresAt: string, user: { _id: string, email: string, role: Role, confirmedAt: string | null, createdAt: string, updatedAt: string, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null, legal: { stateLicenseNumber: string | null } | null, permissions: Array<{ platform: Platform, canQuote: boolean, canBind: boolean }>, organization: { _id: string, name: string, website: string | null, isOnboarded: boolean, application: { _id: string | null, status: OrganizationApplicationStatus | null, userId: string | null } | null, permissions: { canBind: boolean } | null } | null } } | null };

export type GetMyPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMyPoliciesQuery = { getMyPolicies: { count: number, items: Array<{ contractId: string, status: string, statusLabel: string, program: string, programName: string, insured: string, policyNumber: string | null, startDate: string, endDate: string, limitOfLiability: number, agentName: string, agentEmail: string }> } };

export type ClientContractFieldsFragment = { id: string, status: string, programName: string, policyNumber: string | null, paymentDueDate: string, agentName: string, agentEmail: string, agency: string | null, clientName: string, boundAt: string | null, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, zip: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null }, quote: { id: string, programTitle: string, limitOfLiability: number, riskPeriod: { startDate: string, endDate: string }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, locations: { features: Array<{ properties: { state: string, weight: number } }> } }, prices: { grossPremium: number, netPremium: number, surplusTaxesAndFees: number | null, policyFee: number | null, stampingFee: number | null, totalTaxesNoStamping: number | null, totalDue: number }, documents: Array<{ id: string, fileName: string, kind: string, createdAt: string }>, clientSignature: { name: string, date: string, d1SignName: string | null } | null, payment: { method: string, maskedAccountNumber: string | null, accountType: string | null, paidAt: string, amount: number, collection: string } | null };

export type AcceptClientReviewInviteMutationVariables = Exact<{
  token: string;
}>;


export type AcceptClientReviewInviteMutation = { acceptClientReviewContractInvite: { auth: { token: string, expiresAt: string, user: { _id: string, email: string, role: Role, confirmedAt: string | null, createdAt: string, updatedAt: string, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null, legal: { stateLicenseNumber: string | null } | null, permissions: Array<{ platform: Platform, canQuote: boolean, canBind: boolean }>, organization: { _id: string, name: string, website: string | null, isOnboarded: boolean, application: { _id: string | null, status: OrganizationApplicationStatus | null, userId: string | null } | null, permissions: { canBind: boolean } | null } | null } }, contract: { id: string, status: string, programName: string, policyNumber: string | null, paymentDueDate: string, agentName: string, agentEmail: string, agency: string | null, clientName: string, boundAt: string | null, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, zip: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null }, quote: { id: string, programTitle: string, limitOfLiability: number, riskPeriod: { startDate: string, endDate: string }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, locations: { features: Array<{ properties: { state: string, weight: number } }> } }, prices: { grossPremium: number, netPremium: number, surplusTaxesAndFees: number | null, policyFee: number | null, stampingFee: number | null, totalTaxesNoStamping: number | null, totalDue: number }, documents: Array<{ id: string, fileName: string, kind: string, createdAt: string }>, clientSignature: { name: string, date: string, d1SignName: string | null } | null, payment: { method: string, maskedAccountNumber: string | null, accountType: string | null, paidAt: string, amount: number, collection: string } | null } } | null };

export type GetClientContractQueryVariables = Exact<{
  id: string | number;
}>;


export type GetClientContractQuery = { getContract: { id: string, status: string, programName: string, policyNumber: string | null, paymentDueDate: string, agentName: string, agentEmail: string, agency: string | null, clientName: string, boundAt: string | null, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, zip: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null }, quote: { id: string, programTitle: string, limitOfLiability: number, riskPeriod: { startDate: string, endDate: string }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, locations: { features: Array<{ properties: { state: string, weight: number } }> } }, prices: { grossPremium: number, netPremium: number, surplusTaxesAndFees: number | null, policyFee: number | null, stampingFee: number | null, totalTaxesNoStamping: number | null, totalDue: number }, documents: Array<{ id: string, fileName: string, kind: string, createdAt: string }>, clientSignature: { name: string, date: string, d1SignName: string | null } | null, payment: { method: string, maskedAccountNumber: string | null, accountType: string | null, paidAt: string, amount: number, collection: string } | null } | null };

export type SubmitClientReviewMutationVariables = Exact<{
  contract: string | number;
  input: ClientReviewInput;
}>;


export type SubmitClientReviewMutation = { submitReviewedLpcApplicationByClient: { id: string, status: string, programName: string, policyNumber: string | null, paymentDueDate: string, agentName: string, agentEmail: string, agency: string | null, clientName: string, boundAt: string | null, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, zip: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null }, quote: { id: string, programTitle: string, limitOfLiability: number, riskPeriod: { startDate: string, endDate: string }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, locations: { features: Array<{ properties: { state: string, weight: number } }> } }, prices: { grossPremium: number, netPremium: number, surplusTaxesAndFees: number | null, policyFee: number | null, stampingFee: number | null, totalTaxesNoStamping: number | null, totalDue: number }, documents: Array<{ id: string, fileName: string, kind: string, createdAt: string }>, clientSignature: { name: string, date: string, d1SignName: string | null } | null, payment: { method: string, maskedAccountNumber: string | null, accountType: string | null, paidAt: string, amount: number, collection: string } | null } | null };

export type AddClientPaymentMutationVariables = Exact<{
  contract: string | number;
  input: ClientPaymentInput;
}>;


export type AddClientPaymentMutation = { addClientUserPayment: { id: string, status: string, programName: string, policyNumber: string | null, paymentDueDate: string, agentName: string, agentEmail: string, agency: string | null, clientName: string, boundAt: string | null, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, zip: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null }, quote: { id: string, programTitle: string, limitOfLiability: number, riskPeriod: { startDate: string, endDate: string }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, locations: { features: Array<{ properties: { state: string, weight: number } }> } }, prices: { grossPremium: number, netPremium: number, surplusTaxesAndFees: number | null, policyFee: number | null, stampingFee: number | null, totalTaxesNoStamping: number | null, totalDue: number }, documents: Array<{ id: string, fileName: string, kind: string, createdAt: string }>, clientSignature: { name: string, date: string, d1SignName: string | null } | null, payment: { method: string, maskedAccountNumber: string | null, accountType: string | null, paidAt: string, amount: number, collection: string } | null } | null };

export type GetClientDocumentUrlQueryVariables = Exact<{
  file: string | number;
}>;


export type GetClientDocumentUrlQuery = { getSignedUrl: string | null };

export type GetAgentStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAgentStatsQuery = { getAgentStats: { totalPremiumIndications: number, totalActivePolicies: number, totalContractsExpiringSoon: number } | null };

export type SaveFeedbackMutationVariables = Exact<{
  rating?: number | null | undefined;
  feedback?: string | null | undefined;
}>;


export type SaveFeedbackMutation = { saveFeedback: boolean | null };

export type ConfirmClientEmailChangePageMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmClientEmailChangePageMutation = { confirmClientEmailChange: { email: string } | null };

export type GetOrganizationOnboardingQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOrganizationOnboardingQuery = { getOrganizationOnboarding: { status: OrganizationApplicationStatus, agencyLicenseState: string | null, agencyLicenseNumber: string | null, npn: string | null, submittedAt: string | null, returnReason: string | null, agreementDocumentId: string | null, organization: { _id: string, name: string, website: string | null, yearsInBusiness: number | null, isOnboarded: boolean, locations: Array<{ _id: string, type: OrganizationLocationType, address: { address1: string, address2: string | null, city: string, state: string, zipcode: string } }> | null, signatureDetails: { signature: string, signingDate: string, title: string } | null }, applicant: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null, primaryAgent: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null } | null };

export type OnboardingTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type OnboardingTeamQuery = { getOrganizationTeam: Array<{ _id: string, status: TeamMemberStatus, user: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null }> };

export type DesignatePrimaryAgentMutationVariables = Exact<{
  user: string | number;
}>;


export type DesignatePrimaryAgentMutation = { designatePrimaryAgent: { status: OrganizationApplicationStatus, agencyLicenseState: string | null, agencyLicenseNumber: string | null, npn: string | null, submittedAt: string | null, returnReason: string | null, agreementDocumentId: string | null, organization: { _id: string, name: string, website: string | null, yearsInBusiness: number | null, isOnboarded: boolean, locations: Array<{ _id: string, type: OrganizationLocationType, address: { address1: string, address2: string | null, city: string, state: string, zipcode: string } }> | null, signatureDetails: { signature: string, signingDate: string, title: string } | null }, applicant: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null, primaryAgent: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null } | null };

export type SaveOrganizationApplicationMutationVariables = Exact<{
  input: OrganizationApplicationInput;
}>;


export type SaveOrganizationApplicationMutation = { saveOrganizationApplication: { status: OrganizationApplicationStatus, agencyLicenseState: string | null, agencyLicenseNumber: string | null, npn: string | null, submittedAt: string | null, returnReason: string | null, agreementDocumentId: string | null, organization: { _id: string, name: string, website: string | null, yearsInBusiness: number | null, isOnboarded: boolean, locations: Array<{ _id: string, type: OrganizationLocationType, address: { address1: string, address2: string | null, city: string, state: string, zipcode: string } }> | null, signatureDetails: { signature: string, signingDate: string, title: string } | null }, applicant: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null, primaryAgent: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null } | null };

export type SubmitOrganizationApplicationMutationVariables = Exact<{
  input: OrganizationApplicationInput;
}>;


export type SubmitOrganizationApplicationMutation = { submitOrganizationApplication: { status: OrganizationApplicationStatus, agencyLicenseState: string | null, agencyLicenseNumber: string | null, npn: string | null, submittedAt: string | null, returnReason: string | null, agreementDocumentId: string | null, organization: { _id: string, name: string, website: string | null, yearsInBusiness: number | null, isOnboarded: boolean, locations: Array<{ _id: string, type: OrganizationLocationType, address: { address1: string, address2: string | null, city: string, state: string, zipcode: string } }> | null, signatureDetails: { signature: string, signingDate: string, title: string } | null }, applicant: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null, primaryAgent: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null } | null };

export type GetOrganizationApplicationsForReviewQueryVariables = Exact<{
  statuses?: Array<OrganizationApplicationStatus> | OrganizationApplicationStatus | null | undefined;
}>;


export type GetOrganizationApplicationsForReviewQuery = { getOrganizationApplicationsForReview: Array<{ status: OrganizationApplicationStatus, agencyLicenseState: string | null, agencyLicenseNumber: string | null, npn: string | null, submittedAt: string | null, returnReason: string | null, agreementDocumentId: string | null, organization: { _id: string, name: string, website: string | null, yearsInBusiness: number | null, isOnboarded: boolean, locations: Array<{ _id: string, type: OrganizationLocationType, address: { address1: string, address2: string | null, city: string, state: string, zipcode: string } }> | null, signatureDetails: { signature: string, signingDate: string, title: string } | null }, applicant: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null, primaryAgent: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null }> };

export type GetOrganizationApplicationQueryVariables = Exact<{
  organization: string | number;
}>;


export type GetOrganizationApplicationQuery = { getOrganizationApplication: { status: OrganizationApplicationStatus, agencyLicenseState: string | null, agencyLicenseNumber: string | null, npn: string | null, submittedAt: string | null, returnReason: string | null, agreementDocumentId: string | null, organization: { _id: string, name: string, website: string | null, yearsInBusiness: number | null, isOnboarded: boolean, locations: Array<{ _id: string, type: OrganizationLocationType, address: { address1: string, address2: string | null, city: string, state: string, zipcode: string } }> | null, signatureDetails: { signature: string, signingDate: string, title: string } | null }, applicant: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null, primaryAgent: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null } | null };

export type ReviewOrganizationApplicationMutationVariables = Exact<{
  organization: string | number;
  input: OrganizationReviewInput;
}>;


export type ReviewOrganizationApplicationMutation = { reviewOrganizationApplication: { status: OrganizationApplicationStatus, agencyLicenseState: string | null, agencyLicenseNumber: string | null, npn: string | null, submittedAt: string | null, returnReason: string | null, agreementDocumentId: string | null, organization: { _id: string, name: string, website: string | null, yearsInBusiness: number | null, isOnboarded: boolean, locations: Array<{ _id: string, type: OrganizationLocationType, address: { address1: string, address2: string | null, city: string, state: string, zipcode: string } }> | null, signatureDetails: { signature: string, signingDate: string, title: string } | null }, applicant: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null, primaryAgent: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null } | null };

export type ClaimRowFieldsFragment = { id: string, contractId: string, policyNumber: string, program: string, status: string, payout: number, limit: number, trigger: number, exhaust: number, unit: string, namedInsured: string | null, agentName: string | null, riskPeriodStart: string, riskPeriodEnd: string, payableMethod: string | null, payableAccount: string | null, rejectionReason: string | null, clientMessage: string | null, decidedAt: string | null, createdAt: string, settlement: { index: number, payout: number, datasetId: string, dataVersion: string, dataLatestDate: string, daysUsed: number, dataOrigin: string, settledAt: string, outcome: string }, lossReports: Array<{ id: string, status: string }> };

export type GetClaimsQueryVariables = Exact<{
  status?: string | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type GetClaimsQuery = { getClaims: { count: number, items: Array<{ id: string, contractId: string, policyNumber: string, program: string, status: string, payout: number, limit: number, trigger: number, exhaust: number, unit: string, namedInsured: string | null, agentName: string | null, riskPeriodStart: string, riskPeriodEnd: string, payableMethod: string | null, payableAccount: string | null, rejectionReason: string | null, clientMessage: string | null, decidedAt: string | null, createdAt: string, settlement: { index: number, payout: number, datasetId: string, dataVersion: string, dataLatestDate: string, daysUsed: number, dataOrigin: string, settledAt: string, outcome: string }, lossReports: Array<{ id: string, status: string }> }> } | null };

export type GetClaimQueryVariables = Exact<{
  id: string | number;
}>;


export type GetClaimQuery = { getClaim: { id: string, contractId: string, policyNumber: string, program: string, status: string, payout: number, limit: number, trigger: number, exhaust: number, unit: string, namedInsured: string | null, agentName: string | null, riskPeriodStart: string, riskPeriodEnd: string, payableMethod: string | null, payableAccount: string | null, rejectionReason: string | null, clientMessage: string | null, decidedAt: string | null, createdAt: string, lossReports: Array<{ id: string, status: string, createdAt: string, updatedAt: string, documents: Array<string>, values: { namedInsured: { name: string, address1: string, city: string, state: string, zipcode: string, contactEmail: string, policyNumber: string }, lossDetails: { notificationDate: string, basisDescription: string | null } }, reviewDetails: { paymentMethod: string, clientSignature: string, todaysDate: string } | null }>, settlement: { index: number, payout: number, datasetId: string, dataVersion: string, dataLatestDate: string, daysUsed: number, dataOrigin: string, settledAt: string, outcome: string } } | null };

export type ReviewClaimMutationVariables = Exact<{
  id: string | number;
  input: ClaimReviewInput;
}>;


export type ReviewClaimMutation = { reviewClaim: { id: string, contractId: string, policyNumber: string, program: string, status: string, payout: number, limit: number, trigger: number, exhaust: number, unit: string, namedInsured: string | null, agentName: string | null, riskPeriodStart: string, riskPeriodEnd: string, payableMethod: string | null, payableAccount: string | null, rejectionReason: string | null, clientMessage: string | null, decidedAt: string | null, createdAt: string, settlement: { index: number, payout: number, datasetId: string, dataVersion: string, dataLatestDate: string, daysUsed: number, dataOrigin: string, settledAt: string, outcome: string }, lossReports: Array<{ id: string, status: string }> } | null };

export type GetDataUpdateRunsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type GetDataUpdateRunsQuery = { getDataUpdateRuns: Array<{ _id: string, id: string, datasetId: string, status: string, trigger: string, startedAt: string, finishedAt: string | null, latestDateBefore: string | null, latestDateAfter: string | null, daysAdded: number, filesIngested: number, error: string | null }> };

export type GetExposureSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type GetExposureSummaryQuery = { getExposureSummary: { cellLimit: number, regionLimit: number, referralShare: number, regions: Array<{ id: string, kind: string, state: string, datasetId: string | null, lat: number | null, lon: number | null, exposure: number, limit: number, share: number, contracts: number }>, cells: Array<{ id: string, kind: string, state: string, datasetId: string | null, lat: number | null, lon: number | null, exposure: number, limit: number, share: number, contracts: number }> } };

export type ReviewContractFieldsFragment = { id: string, status: string, programName: string, submittedAt: string | null, applicationDeadline: string, paymentDueDate: string, agentName: string, agentEmail: string, agency: string | null, clientName: string, clientEmail: string, clientCompany: string | null, underwritingReasons: Array<string>, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, zip: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null, previousAnnualRevenue: Array<{ year: number, revenue: number }> }, agentSignature: { name: string, date: string } | null, clientSignature: { name: string, date: string, d1SignName: string | null } | null, reviewDetails: { isApproved: boolean, reviewDate: string, reviewBy: string, reviewDescription: string, clientMessage: string | null } | null, prices: { netPremium: number, totalDue: number }, quote: { id: string, programTitle: string, limitOfLiability: number, riskPeriod: { startDate: string, endDate: string }, explanation: { sensitivity: { low: number, high: number, ratio: number | null, scenarios: Array<{ adjustment: string, years: string, yearCount: number, expectedLoss: number }> } | null } | null }, documents: Array<{ id: string, fileName: string, mimetype: string, kind: string, createdAt: string }> };

export type GetContractsForReviewQueryVariables = Exact<{
  statuses?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type GetContractsForReviewQuery = { getContractsForReview: { nextToken: string | null, items: Array<{ id: string, status: string, programName: string, submittedAt: string | null, applicationDeadline: string, paymentDueDate: string, agentName: string, agentEmail: string, agency: string | null, clientName: string, clientEmail: string, clientCompany: string | null, underwritingReasons: Array<string>, entityInformation: { legalName: string | null, address: string | null, city: string | null, state: string | null, zip: string | null, contactFirstName: string | null, contactLastName: string | null, businessPhone: string | null, emails: Array<{ value: string }> }, businessDetails: { businessType: string, businessOperationsDescription: string | null, previousAnnualRevenue: Array<{ year: number, revenue: number }> }, agentSignature: { name: string, date: string } | null, clientSignature: { name: string, date: string, d1SignName: string | null } | null, reviewDetails: { isApproved: boolean, reviewDate: string, reviewBy: string, reviewDescription: string, clientMessage: string | null } | null, prices: { netPremium: number, totalDue: number }, quote: { id: string, programTitle: string, limitOfLiability: number, riskPeriod: { startDate: string, endDate: string }, explanation: { sensitivity: { low: number, high: number, ratio: number | null, scenarios: Array<{ adjustment: string, years: string, yearCount: number, expectedLoss: number }> } | null } | null }, documents: Array<{ id: string, fileName: string, mimetype: string, kind: string, createdAt: string }> }> } };

export type ReviewContractMutationVariables = Exact<{
  contract: string | number;
  input: ContractReviewInput;
}>;


export type ReviewContractMutation = { reviewContract: { id: string, status: string } | null };

export type MarkWirePaymentReceivedMutationVariables = Exact<{
  contract: string | number;
  input: WireReceivedInput;
}>;


export type MarkWirePaymentReceivedMutation = { markWirePaymentReceived: { id: string, status: string, policyNumber: string | null } | null };

export type CreatePremiumIndicationRequestMutationVariables = Exact<{
  input: PremiumIndicationRequestInput;
}>;


export type CreatePremiumIndicationRequestMutation = { createPremiumIndicationRequest: { id: string, programType: string, start: string, end: string, limit: number, name: string | null, createdAt: string } | null };

export type QuoteEventFieldsFragment = { eventDate: string, eventName: string, eventType: string, description: string, audience: Array<string> };

export type QuoteDetailsFieldsFragment = { programType: string, programTitle: string, status: string, createdAt: string, updatedAt: string, savedAt: string | null, frozenAt: string | null, expirationDate: string, clientId: string | null, clientName: string | null, clientEmail: string | null, clientPhone: string | null, id: string, requestId: string, optionIndex: number, programName: string, label: string, isRequested: boolean, applicationDeadline: string, locationState: string, limitOfLiability: number, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, estimatedGrossPremium: number | null, estimatedTaxesAndFees: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, limit: { unit: string, vector: Array<number> }, locations: { features: Array<{ geometry: { coordinates: Array<number> }, properties: { state: string, weight: number, cpcId: number | null } }> }, history: Array<{ eventDate: string, eventName: string, eventType: string, description: string, audience: Array<string> }>, riskPeriod: { startDate: string, endDate: string, days: number }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null };

export type GetQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type GetQuoteQuery = { getQuote: { programType: string, programTitle: string, status: string, createdAt: string, updatedAt: string, savedAt: string | null, frozenAt: string | null, expirationDate: string, clientId: string | null, clientName: string | null, clientEmail: string | null, clientPhone: string | null, id: string, requestId: string, optionIndex: number, programName: string, label: string, isRequested: boolean, applicationDeadline: string, locationState: string, limitOfLiability: number, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, estimatedGrossPremium: number | null, estimatedTaxesAndFees: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, limit: { unit: string, vector: Array<number> }, locations: { features: Array<{ geometry: { coordinates: Array<number> }, properties: { state: string, weight: number, cpcId: number | null } }> }, history: Array<{ eventDate: string, eventName: string, eventType: string, description: string, audience: Array<string> }>, riskPeriod: { startDate: string, endDate: string, days: number }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null } | null };

export type GetContractByQuoteIdQueryVariables = Exact<{
  quoteId: string | number;
}>;


export type GetContractByQuoteIdQuery = { getContractByQuoteId: { id: string, status: string, policyNumber: string | null, policyStatus: string | null, boundAt: string | null, paymentDueDate: string, expiryReason: string | null, reviewDetails: { isApproved: boolean, reviewDate: string, clientMessage: string | null } | null, clientSignature: { date: string } | null, payment: { method: string, maskedAccountNumber: string | null, accountType: string | null, depositoryName: string | null, paidAt: string, collection: string } | null, documents: Array<{ id: string, fileName: string, mimetype: string, kind: string, createdAt: string }>, history: Array<{ eventDate: string, eventName: string, eventType: string, description: string, audience: Array<string> }> } | null };

export type AttachClientToQuoteMutationVariables = Exact<{
  quote: string | number;
  client: string | number;
}>;


export type AttachClientToQuoteMutation = { attachClientToQuote: { id: string, clientId: string | null } | null };

export type DeleteQuoteMutationVariables = Exact<{
  quote: string | number;
  quoteType?: string | null | undefined;
  deleteType?: string | null | undefined;
}>;


export type DeleteQuoteMutation = { deleteQuote: boolean | null };

export type ProgramDatesFieldsFragment = { programType: string, startDate: string, endDate: string, deadlineDate: string, days: number, applicationDeadlineDays: number, earliestStartDate: string, latestStartDate: string, latestEndDate: string | null, minDays: number, maxMonths: number, presets: Array<{ label: string, startDate: string, endDate: string, deadlineDate: string, days: number }> };

export type GetLpcDatesQueryVariables = Exact<{
  programType?: string | null | undefined;
}>;


export type GetLpcDatesQuery = { getLPCDates: { programType: string, startDate: string, endDate: string, deadlineDate: string, days: number, applicationDeadlineDays: number, earliestStartDate: string, latestStartDate: string, latestEndDate: string | null, minDays: number, maxMonths: number, presets: Array<{ label: string, startDate: string, endDate: string, deadlineDate: string, days: number }> } | null };

export type GetLtcDatesQueryVariables = Exact<{
  programType?: string | null | undefined;
}>;


export type GetLtcDatesQuery = { getLTCDates: { programType: string, startDate: string, endDate: string, deadlineDate: string, days: number, applicationDeadlineDays: number, earliestStartDate: string, latestStartDate: string, latestEndDate: string | null, minDays: number, maxMonths: number, presets: Array<{ label: string, startDate: string, endDate: string, deadlineDate: string, days: number }> } | null };

export type GetDatasetMetaDataV4QueryVariables = Exact<{
  dataset?: string | null | undefined;
}>;


export type GetDatasetMetaDataV4Query = { getDatasetMetaDataV4: { id: string, properties: { end_datetime: string, origin: DataOrigin } } | null };

export type PricingRequestFieldsFragment = { id: string, requestId: string, status: PricingRequestStatus, dataOrigin: DataOrigin | null, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null, error: { code: string, message: string } | null, quotes: Array<{ id: string, requestId: string, optionIndex: number, programName: string, label: string, isRequested: boolean, applicationDeadline: string, locationState: string, limitOfLiability: number, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, estimatedGrossPremium: number | null, estimatedTaxesAndFees: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, riskPeriod: { startDate: string, endDate: string, days: number }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null }> };

export type CreateParametricCustomQuoteMutationVariables = Exact<{
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


export type CreateParametricCustomQuoteMutation = { createParametricCustomQuote: { id: string, requestId: string, status: PricingRequestStatus, dataOrigin: DataOrigin | null, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null, error: { code: string, message: string } | null, quotes: Array<{ id: string, requestId: string, optionIndex: number, programName: string, label: string, isRequested: boolean, applicationDeadline: string, locationState: string, limitOfLiability: number, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, estimatedGrossPremium: number | null, estimatedTaxesAndFees: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, riskPeriod: { startDate: string, endDate: string, days: number }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null }> } | null };

export type CreateParametricQuoteMutationVariables = Exact<{
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


export type CreateParametricQuoteMutation = { createParametricQuote: { id: string, requestId: string, status: PricingRequestStatus, dataOrigin: DataOrigin | null, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null, error: { code: string, message: string } | null, quotes: Array<{ id: string, requestId: string, optionIndex: number, programName: string, label: string, isRequested: boolean, applicationDeadline: string, locationState: string, limitOfLiability: number, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, estimatedGrossPremium: number | null, estimatedTaxesAndFees: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, riskPeriod: { startDate: string, endDate: string, days: number }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null }> } | null };

export type GetPricingRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type GetPricingRequestQuery = { getPricingRequest: { id: string, requestId: string, status: PricingRequestStatus, dataOrigin: DataOrigin | null, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null, error: { code: string, message: string } | null, quotes: Array<{ id: string, requestId: string, optionIndex: number, programName: string, label: string, isRequested: boolean, applicationDeadline: string, locationState: string, limitOfLiability: number, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, estimatedGrossPremium: number | null, estimatedTaxesAndFees: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, riskPeriod: { startDate: string, endDate: string, days: number }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null }> } | null };

export type GetIndexDataV2QueryVariables = Exact<{
  input?: IndexDataInput | null | undefined;
  type?: string | null | undefined;
}>;


export type GetIndexDataV2Query = { getIndexDataV2: { average: number, min: number, max: number, unit: string, dataOrigin: DataOrigin, result: Array<{ year: number, temp: number }>, dataset: { dclimateId: string, title: string } } | null };

export type SavedQuoteFieldsFragment = { id: string, savedAt: string | null, clientId: string | null };

export type SaveLpcInsuranceQuoteMutationVariables = Exact<{
  quote: string | number;
  client?: string | number | null | undefined;
}>;


export type SaveLpcInsuranceQuoteMutation = { saveLPCInsuranceQuote: { id: string, savedAt: string | null, clientId: string | null } | null };

export type SaveLtcInsuranceQuoteMutationVariables = Exact<{
  quote: string | number;
  client?: string | number | null | undefined;
}>;


export type SaveLtcInsuranceQuoteMutation = { saveLTCInsuranceQuote: { id: string, savedAt: string | null, clientId: string | null } | null };

export type SaveHtcInsuranceQuoteMutationVariables = Exact<{
  quote: string | number;
  client?: string | number | null | undefined;
}>;


export type SaveHtcInsuranceQuoteMutation = { saveHTCInsuranceQuote: { id: string, savedAt: string | null, clientId: string | null } | null };

export type SharePrecipInsuranceQuoteMutationVariables = Exact<{
  emails: Array<string> | string;
  quoteId: string | number;
}>;


export type SharePrecipInsuranceQuoteMutation = { sharePrecipInsuranceQuote: boolean | null };

export type ShareLtcInsuranceQuoteMutationVariables = Exact<{
  emails: Array<string> | string;
  quoteId: string | number;
}>;


export type ShareLtcInsuranceQuoteMutation = { shareLtcInsuranceQuote: boolean | null };

export type GetPoliciesQueryVariables = Exact<{
  search?: string | null | undefined;
  expiringSoon?: boolean | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type GetPoliciesQuery = { getPolicies: { nextToken: string | null, items: Array<{ contractId: string, quoteId: string, policyNumber: string, insuredName: string, programTitle: string, startDate: string, endDate: string, limit: number, status: string, indexState: string }> } };

export type GetSharedQuoteQueryVariables = Exact<{
  token: string;
}>;


export type GetSharedQuoteQuery = { getSharedQuote: { id: string, programName: string, programTitle: string, unit: string, startDate: string, endDate: string, days: number, applicationDeadline: string, expirationDate: string | null, currency: string, limitOfLiability: number, trigger: number, exhaust: number | null, dailyPrecipitationCap: number | null, netPremium: number, estimatedGrossPremium: number | null, estimatedTaxesAndFees: number | null, taxStatus: string, taxMessage: string | null, dataOrigin: string | null, linkExpiresAt: string, locations: Array<{ state: string | null, lat: number, lon: number, weight: number }>, history: Array<{ year: number, index: number | null, payout: number, indexAsIfToday: number | null, payoutAsIfToday: number }>, sharedBy: { name: string, email: string, agency: string | null } } | null };

export type AuthorizeMutationVariables = Exact<{
  token: string;
}>;


export type AuthorizeMutation = { authorize: { token: string, expiresAt: string, user: { _id: string, email: string, role: Role, confirmedAt: string | null } } | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { currentUser: { _id: string } | null };

export type ClientTestLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type ClientTestLoginMutation = { login: { token: string } | null };

export type CMutationVariables = Exact<{
  t: string;
}>;


export type CMutation = { confirmUser: { token: string } | null };

export type CurrentUserFieldsFragment = { _id: string, email: string, role: Role, confirmedAt: string | null, createdAt: string, updatedAt: string, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null, legal: { stateLicenseNumber: string | null } | null, permissions: Array<{ platform: Platform, canQuote: boolean, canBind: boolean }>, organization: { _id: string, name: string, website: string | null, isOnboarded: boolean, application: { _id: string | null, status: OrganizationApplicationStatus | null, userId: string | null } | null, permissions: { canBind: boolean } | null } | null };

export type AuthPayloadFieldsFragment = { token: string, expiresAt: string, user: { _id: string, email: string, role: Role, confirmedAt: string | null, createdAt: string, updatedAt: string, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null, legal: { stateLicenseNumber: string | null } | null, permissions: Array<{ platform: Platform, canQuote: boolean, canBind: boolean }>, organization: { _id: string, name: string, website: string | null, isOnboarded: boolean, application: { _id: string | null, status: OrganizationApplicationStatus | null, userId: string | null } | null, permissions: { canBind: boolean } | null } | null } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { currentUser: { _id: string, email: string, role: Role, confirmedAt: string | null, createdAt: string, updatedAt: string, canQuote: boolean, canBind: boolean, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null, legal: { stateLicenseNumber: string | null } | null, permissions: Array<{ platform: Platform, canQuote: boolean, canBind: boolean }>, organization: { _id: string, name: string, website: string | null, isOnboarded: boolean, application: { _id: string | null, status: OrganizationApplicationStatus | null, userId: string | null } | null, permissions: { canBind: boolean } | null } | null } | null };

export type LogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutEverywhereMutation = { logoutEverywhere: number | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean | null };

export type CreateInsuranceApplicationMutationVariables = Exact<{
  client: string | number;
  quote: string | number;
}>;


export type CreateInsuranceApplicationMutation = { createInsuranceApplication: { id: string, quoteId: string, status: string } | null };

export type GetApplicationsInProgressQueryVariables = Exact<{ [key: string]: never; }>;


export type GetApplicationsInProgressQuery = { getAgentStats: { applicationsInProgress: number } | null };

export type RequestClientSignInLinkMutationVariables = Exact<{
  email: string;
}>;


export type RequestClientSignInLinkMutation = { requestClientSignInLink: boolean | null };

export type ClientFieldsFragment = { _id: string, email: string, pendingEmail: string | null, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null };

export type GetUserClientsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type GetUserClientsQuery = { getUserClients: { count: number, items: Array<{ _id: string, email: string, pendingEmail: string | null, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null }> } | null };

export type CreateClientUserMutationVariables = Exact<{
  firstName: string;
  lastName: string;
  email: string;
}>;


export type CreateClientUserMutation = { createClientUser: { _id: string, email: string, pendingEmail: string | null, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null } | null };

export type UpdateClientUserMutationVariables = Exact<{
  input: UpdateClientUserInput;
  client: string | number;
}>;


export type UpdateClientUserMutation = { updateClientUser: { _id: string, email: string, pendingEmail: string | null, profile: { firstName: string | null, lastName: string | null, phone: string | null, companyName: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipcode: string | null } | null } | null };

export type ContractDocumentItemFieldsFragment = { id: string, fileName: string, mimetype: string, kind: string, createdAt: string };

export type GetContractDocumentUrlQueryVariables = Exact<{
  file: string | number;
}>;


export type GetContractDocumentUrlQuery = { getSignedUrl: string | null };

export type OnboardingPersonFieldsFragment = { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null };

export type OrganizationOnboardingFieldsFragment = { status: OrganizationApplicationStatus, agencyLicenseState: string | null, agencyLicenseNumber: string | null, npn: string | null, submittedAt: string | null, returnReason: string | null, agreementDocumentId: string | null, organization: { _id: string, name: string, website: string | null, yearsInBusiness: number | null, isOnboarded: boolean, locations: Array<{ _id: string, type: OrganizationLocationType, address: { address1: string, address2: string | null, city: string, state: string, zipcode: string } }> | null, signatureDetails: { signature: string, signingDate: string, title: string } | null }, applicant: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null, primaryAgent: { _id: string, email: string, role: Role, profile: { firstName: string | null, lastName: string | null } | null } | null };

export type PolicySettlementFieldsFragment = { index: number, payout: number, datasetId: string, dataVersion: string, dataLatestDate: string, daysUsed: number, dataOrigin: string, settledAt: string, outcome: string };

export type PolicyClaimFieldsFragment = { id: string, status: string, payout: number, payableMethod: string | null, payableAccount: string | null, clientMessage: string | null, decidedAt: string | null, createdAt: string };

export type PolicyIndexFieldsFragment = { contractId: string, policyNumber: string | null, program: string, unit: string, trigger: number, exhaust: number, limit: number, startDate: string, endDate: string, state: string, asOf: string | null, daysTotal: number, daysElapsed: number, daysRemaining: number, indexToDate: number | null, payoutToDate: number, estimatedPayout: number, historicalMin: number | null, historicalMedian: number | null, historicalMax: number | null, historicalMinAsIfToday: number | null, historicalMedianAsIfToday: number | null, historicalMaxAsIfToday: number | null, lookBackYears: number, dataOrigin: string, points: Array<{ date: string, index: number | null, historicalMin: number | null, historicalMax: number | null }>, settlement: { index: number, payout: number, datasetId: string, dataVersion: string, dataLatestDate: string, daysUsed: number, dataOrigin: string, settledAt: string, outcome: string } | null, claim: { id: string, status: string, payout: number, payableMethod: string | null, payableAccount: string | null, clientMessage: string | null, decidedAt: string | null, createdAt: string } | null };

export type GetPolicyIndexQueryVariables = Exact<{
  contractId: string | number;
}>;


export type GetPolicyIndexQuery = { getPolicyIndex: { contractId: string, policyNumber: string | null, program: string, unit: string, trigger: number, exhaust: number, limit: number, startDate: string, endDate: string, state: string, asOf: string | null, daysTotal: number, daysElapsed: number, daysRemaining: number, indexToDate: number | null, payoutToDate: number, estimatedPayout: number, historicalMin: number | null, historicalMedian: number | null, historicalMax: number | null, historicalMinAsIfToday: number | null, historicalMedianAsIfToday: number | null, historicalMaxAsIfToday: number | null, lookBackYears: number, dataOrigin: string, points: Array<{ date: string, index: number | null, historicalMin: number | null, historicalMax: number | null }>, settlement: { index: number, payout: number, datasetId: string, dataVersion: string, dataLatestDate: string, daysUsed: number, dataOrigin: string, settledAt: string, outcome: string } | null, claim: { id: string, status: string, payout: number, payableMethod: string | null, payableAccount: string | null, clientMessage: string | null, decidedAt: string | null, createdAt: string } | null } | null };

export type GetQuotesQueryVariables = Exact<{
  input?: QuotesPageInput | null | undefined;
  type?: string | null | undefined;
  clientId?: string | number | null | undefined;
  filterFrozen?: boolean | null | undefined;
}>;


export type GetQuotesQuery = { getQuotes: { count: number, nextCursor: string | null, previousCursor: string | null, items: Array<{ id: string, programName: string, programTitle: string, status: string, createdAt: string, frozenAt: string | null, clientId: string | null, clientName: string | null, clientFirstName: string | null, clientLastName: string | null, clientEmail: string | null, location: string, trigger: string, limitOfLiability: number, netPremium: number, applicationDeadline: string, states: Array<string>, contractId: string | null, contractStatus: string | null, policyNumber: string | null, riskPeriod: { startDate: string, endDate: string }, locations: Array<{ name: string, state: string, lat: number, lon: number, weight: number }> }> } | null };

export type PricedQuoteFieldsFragment = { id: string, requestId: string, optionIndex: number, programName: string, label: string, isRequested: boolean, applicationDeadline: string, locationState: string, limitOfLiability: number, dailyPrecipitationCap: number | null, breakEven: number, netPremium: number, estimatedGrossPremium: number | null, estimatedTaxesAndFees: number | null, estimatedTotalTaxesNoStamping: number | null, stampingFee: number | null, policyFee: number, surplusLinesTaxPercent: number | null, stampingFeePercent: number | null, taxStatus: TaxStatus, taxMessage: string | null, agentCommission: number | null, perUnitLoss: number, relativeStrike: number | null, averageHistoricalPayout: number, averageHistoricalPayoutAsIfToday: number, dataOrigin: DataOrigin, riskPeriod: { startDate: string, endDate: string, days: number }, strike: { unit: string, vector: Array<number> }, exhaust: { unit: string, vector: Array<number> }, indexSummary: { minimum: number, average: number, maximum: number, unit: string }, indexHistory: Array<{ year: number, vector: Array<number> }>, historicalPayout: Array<{ year: number, vector: Array<number> }>, indexHistoryAsIfToday: Array<{ year: number, vector: Array<number> }>, historicalPayoutAsIfToday: Array<{ year: number, vector: Array<number> }>, payoutProfile: Array<{ index: number, payout: number }>, dataset: { dclimateId: string, type: string, title: string, origin: DataOrigin, latestDate: string }, targetMatch: { requestedTrigger: number, matchedTrigger: number } | null };

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
export const OrganizationCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrganizationCardFields on Organization {
  _id
  name
  website
  locations {
    _id
    type
    address {
      address1
      address2
      city
      state
      zipcode
    }
  }
  contacts {
    _id
    type
    name
    firstName
    lastName
    email
    phone
  }
}
    `, {"fragmentName":"OrganizationCardFields"}) as unknown as TypedDocumentString<OrganizationCardFieldsFragment, unknown>;
export const PayoutInformationFieldsFragmentDoc = new TypedDocumentString(`
    fragment PayoutInformationFields on PaymentsInfo {
  accountType
  maskedAccountNumber
  maskedRoutingNumber
  depositoryName
  namesOnTheAccount
  paymentMethod
  updatedAt
}
    `, {"fragmentName":"PayoutInformationFields"}) as unknown as TypedDocumentString<PayoutInformationFieldsFragment, unknown>;
export const TeamMemberFieldsFragmentDoc = new TypedDocumentString(`
    fragment TeamMemberFields on TeamMember {
  _id
  status
  statusReason
  invitedFirstName
  invitedLastName
  invitedEmail
  invitedRole
  invitedAt
  invitationExpiresAt
  joinedAt
  user {
    _id
    email
    role
    profile {
      firstName
      lastName
      phone
      state
    }
    legal {
      stateLicenseNumber
      stateLicenseState
      stateLicenseUploadId
    }
    disabledAt
  }
}
    `, {"fragmentName":"TeamMemberFields"}) as unknown as TypedDocumentString<TeamMemberFieldsFragment, unknown>;
export const ApplyQuoteFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApplyQuoteFields on Quote {
  id
  programName
  programTitle
  createdAt
  frozenAt
  clientId
  clientName
  applicationDeadline
  limitOfLiability
  riskPeriod {
    startDate
    endDate
  }
  locations {
    features {
      geometry {
        coordinates
      }
      properties {
        state
        weight
      }
    }
  }
}
    `, {"fragmentName":"ApplyQuoteFields"}) as unknown as TypedDocumentString<ApplyQuoteFieldsFragment, unknown>;
export const PricedQuoteFieldsFragmentDoc = new TypedDocumentString(`
    fragment PricedQuoteFields on Quote {
  id
  requestId
  optionIndex
  programName
  label
  isRequested
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  locationState
  limitOfLiability
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  dailyPrecipitationCap
  breakEven
  netPremium
  estimatedGrossPremium
  estimatedTaxesAndFees
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  surplusLinesTaxPercent
  stampingFeePercent
  taxStatus
  taxMessage
  agentCommission
  perUnitLoss
  relativeStrike
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
}
    `, {"fragmentName":"PricedQuoteFields"}) as unknown as TypedDocumentString<PricedQuoteFieldsFragment, unknown>;
export const ApplicationContractFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApplicationContractFields on Contract {
  id
  quoteId
  status
  programName
  policyNumber
  applicationDeadline
  submittedAt
  agentName
  agentEmail
  agency
  clientId
  clientName
  clientEmail
  clientCompany
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
    ...PricedQuoteFields
    programTitle
    locations {
      features {
        geometry {
          coordinates
        }
        properties {
          state
          weight
          cpcId
        }
      }
    }
  }
}
    fragment PricedQuoteFields on Quote {
  id
  requestId
  optionIndex
  programName
  label
  isRequested
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  locationState
  limitOfLiability
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  dailyPrecipitationCap
  breakEven
  netPremium
  estimatedGrossPremium
  estimatedTaxesAndFees
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  surplusLinesTaxPercent
  stampingFeePercent
  taxStatus
  taxMessage
  agentCommission
  perUnitLoss
  relativeStrike
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
}`, {"fragmentName":"ApplicationContractFields"}) as unknown as TypedDocumentString<ApplicationContractFieldsFragment, unknown>;
export const LossReportFieldsFragmentDoc = new TypedDocumentString(`
    fragment LossReportFields on Form {
  id
  formType
  status
  claimNumber
  program
  achAccount
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
export const ClientContractFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClientContractFields on Contract {
  id
  status
  programName
  policyNumber
  paymentDueDate
  agentName
  agentEmail
  agency
  clientName
  entityInformation {
    legalName
    address
    city
    state
    zip
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
  }
  quote {
    id
    programTitle
    limitOfLiability
    riskPeriod {
      startDate
      endDate
    }
    strike {
      unit
      vector
    }
    exhaust {
      unit
      vector
    }
    locations {
      features {
        properties {
          state
          weight
        }
      }
    }
  }
  prices {
    grossPremium
    netPremium
    surplusTaxesAndFees
    policyFee
    stampingFee
    totalTaxesNoStamping
    totalDue
  }
  documents {
    id
    fileName
    kind
    createdAt
  }
  clientSignature {
    name
    date
    d1SignName
  }
  payment {
    method
    maskedAccountNumber
    accountType
    paidAt
    amount
    collection
  }
  boundAt
}
    `, {"fragmentName":"ClientContractFields"}) as unknown as TypedDocumentString<ClientContractFieldsFragment, unknown>;
export const PolicySettlementFieldsFragmentDoc = new TypedDocumentString(`
    fragment PolicySettlementFields on PolicySettlement {
  index
  payout
  datasetId
  dataVersion
  dataLatestDate
  daysUsed
  dataOrigin
  settledAt
  outcome
}
    `, {"fragmentName":"PolicySettlementFields"}) as unknown as TypedDocumentString<PolicySettlementFieldsFragment, unknown>;
export const ClaimRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClaimRowFields on Claim {
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
  namedInsured
  agentName
  riskPeriodStart
  riskPeriodEnd
  payableMethod
  payableAccount
  rejectionReason
  clientMessage
  decidedAt
  createdAt
  settlement {
    ...PolicySettlementFields
  }
  lossReports {
    id
    status
  }
}
    fragment PolicySettlementFields on PolicySettlement {
  index
  payout
  datasetId
  dataVersion
  dataLatestDate
  daysUsed
  dataOrigin
  settledAt
  outcome
}`, {"fragmentName":"ClaimRowFields"}) as unknown as TypedDocumentString<ClaimRowFieldsFragment, unknown>;
export const ContractDocumentItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment ContractDocumentItemFields on ContractDocument {
  id
  fileName
  mimetype
  kind
  createdAt
}
    `, {"fragmentName":"ContractDocumentItemFields"}) as unknown as TypedDocumentString<ContractDocumentItemFieldsFragment, unknown>;
export const ReviewContractFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReviewContractFields on Contract {
  id
  status
  programName
  submittedAt
  applicationDeadline
  paymentDueDate
  agentName
  agentEmail
  agency
  clientName
  clientEmail
  clientCompany
  underwritingReasons
  entityInformation {
    legalName
    address
    city
    state
    zip
    contactFirstName
    contactLastName
    businessPhone
    emails {
      value
    }
  }
  businessDetails {
    businessType
    businessOperationsDescription
    previousAnnualRevenue {
      year
      revenue
    }
  }
  agentSignature {
    name
    date
  }
  clientSignature {
    name
    date
    d1SignName
  }
  reviewDetails {
    isApproved
    reviewDate
    reviewBy
    reviewDescription
    clientMessage
  }
  prices {
    netPremium
    totalDue
  }
  quote {
    id
    programTitle
    limitOfLiability
    riskPeriod {
      startDate
      endDate
    }
    explanation {
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
    }
  }
  documents {
    ...ContractDocumentItemFields
  }
}
    fragment ContractDocumentItemFields on ContractDocument {
  id
  fileName
  mimetype
  kind
  createdAt
}`, {"fragmentName":"ReviewContractFields"}) as unknown as TypedDocumentString<ReviewContractFieldsFragment, unknown>;
export const QuoteEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuoteEventFields on QuoteEvent {
  eventDate
  eventName
  eventType
  description
  audience
}
    `, {"fragmentName":"QuoteEventFields"}) as unknown as TypedDocumentString<QuoteEventFieldsFragment, unknown>;
export const QuoteDetailsFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuoteDetailsFields on Quote {
  ...PricedQuoteFields
  programType
  programTitle
  status
  createdAt
  updatedAt
  savedAt
  frozenAt
  expirationDate
  clientId
  clientName
  clientEmail
  clientPhone
  limit {
    unit
    vector
  }
  locations {
    features {
      geometry {
        coordinates
      }
      properties {
        state
        weight
        cpcId
      }
    }
  }
  history {
    ...QuoteEventFields
  }
}
    fragment QuoteEventFields on QuoteEvent {
  eventDate
  eventName
  eventType
  description
  audience
}
fragment PricedQuoteFields on Quote {
  id
  requestId
  optionIndex
  programName
  label
  isRequested
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  locationState
  limitOfLiability
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  dailyPrecipitationCap
  breakEven
  netPremium
  estimatedGrossPremium
  estimatedTaxesAndFees
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  surplusLinesTaxPercent
  stampingFeePercent
  taxStatus
  taxMessage
  agentCommission
  perUnitLoss
  relativeStrike
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
}`, {"fragmentName":"QuoteDetailsFields"}) as unknown as TypedDocumentString<QuoteDetailsFieldsFragment, unknown>;
export const ProgramDatesFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProgramDatesFields on ProgramDates {
  programType
  startDate
  endDate
  deadlineDate
  days
  applicationDeadlineDays
  earliestStartDate
  latestStartDate
  latestEndDate
  minDays
  maxMonths
  presets {
    label
    startDate
    endDate
    deadlineDate
    days
  }
}
    `, {"fragmentName":"ProgramDatesFields"}) as unknown as TypedDocumentString<ProgramDatesFieldsFragment, unknown>;
export const PricingRequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment PricingRequestFields on PricingRequest {
  id
  requestId
  status
  dataOrigin
  targetMatch {
    requestedTrigger
    matchedTrigger
  }
  error {
    code
    message
  }
  quotes {
    ...PricedQuoteFields
  }
}
    fragment PricedQuoteFields on Quote {
  id
  requestId
  optionIndex
  programName
  label
  isRequested
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  locationState
  limitOfLiability
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  dailyPrecipitationCap
  breakEven
  netPremium
  estimatedGrossPremium
  estimatedTaxesAndFees
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  surplusLinesTaxPercent
  stampingFeePercent
  taxStatus
  taxMessage
  agentCommission
  perUnitLoss
  relativeStrike
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
}`, {"fragmentName":"PricingRequestFields"}) as unknown as TypedDocumentString<PricingRequestFieldsFragment, unknown>;
export const SavedQuoteFieldsFragmentDoc = new TypedDocumentString(`
    fragment SavedQuoteFields on Quote {
  id
  savedAt
  clientId
}
    `, {"fragmentName":"SavedQuoteFields"}) as unknown as TypedDocumentString<SavedQuoteFieldsFragment, unknown>;
export const CurrentUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment CurrentUserFields on User {
  _id
  email
  role
  confirmedAt
  createdAt
  updatedAt
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
  legal {
    stateLicenseNumber
  }
  permissions {
    platform
    canQuote
    canBind
  }
  organization {
    _id
    name
    website
    isOnboarded
    application {
      _id
      status
      userId
    }
    permissions {
      canBind
    }
  }
  canQuote
  canBind
}
    `, {"fragmentName":"CurrentUserFields"}) as unknown as TypedDocumentString<CurrentUserFieldsFragment, unknown>;
export const AuthPayloadFieldsFragmentDoc = new TypedDocumentString(`
    fragment AuthPayloadFields on AuthPayload {
  token
  expiresAt
  user {
    ...CurrentUserFields
  }
}
    fragment CurrentUserFields on User {
  _id
  email
  role
  confirmedAt
  createdAt
  updatedAt
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
  legal {
    stateLicenseNumber
  }
  permissions {
    platform
    canQuote
    canBind
  }
  organization {
    _id
    name
    website
    isOnboarded
    application {
      _id
      status
      userId
    }
    permissions {
      canBind
    }
  }
  canQuote
  canBind
}`, {"fragmentName":"AuthPayloadFields"}) as unknown as TypedDocumentString<AuthPayloadFieldsFragment, unknown>;
export const ClientFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClientFields on User {
  _id
  email
  pendingEmail
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
    `, {"fragmentName":"ClientFields"}) as unknown as TypedDocumentString<ClientFieldsFragment, unknown>;
export const OnboardingPersonFieldsFragmentDoc = new TypedDocumentString(`
    fragment OnboardingPersonFields on User {
  _id
  email
  role
  profile {
    firstName
    lastName
  }
}
    `, {"fragmentName":"OnboardingPersonFields"}) as unknown as TypedDocumentString<OnboardingPersonFieldsFragment, unknown>;
export const OrganizationOnboardingFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrganizationOnboardingFields on OrganizationOnboarding {
  status
  organization {
    _id
    name
    website
    yearsInBusiness
    isOnboarded
    locations {
      _id
      type
      address {
        address1
        address2
        city
        state
        zipcode
      }
    }
    signatureDetails {
      signature
      signingDate
      title
    }
  }
  applicant {
    ...OnboardingPersonFields
  }
  primaryAgent {
    ...OnboardingPersonFields
  }
  agencyLicenseState
  agencyLicenseNumber
  npn
  submittedAt
  returnReason
  agreementDocumentId
}
    fragment OnboardingPersonFields on User {
  _id
  email
  role
  profile {
    firstName
    lastName
  }
}`, {"fragmentName":"OrganizationOnboardingFields"}) as unknown as TypedDocumentString<OrganizationOnboardingFieldsFragment, unknown>;
export const PolicyClaimFieldsFragmentDoc = new TypedDocumentString(`
    fragment PolicyClaimFields on Claim {
  id
  status
  payout
  payableMethod
  payableAccount
  clientMessage
  decidedAt
  createdAt
}
    `, {"fragmentName":"PolicyClaimFields"}) as unknown as TypedDocumentString<PolicyClaimFieldsFragment, unknown>;
export const PolicyIndexFieldsFragmentDoc = new TypedDocumentString(`
    fragment PolicyIndexFields on PolicyIndex {
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
  historicalMinAsIfToday
  historicalMedianAsIfToday
  historicalMaxAsIfToday
  lookBackYears
  dataOrigin
  points {
    date
    index
    historicalMin
    historicalMax
  }
  settlement {
    ...PolicySettlementFields
  }
  claim {
    ...PolicyClaimFields
  }
}
    fragment PolicySettlementFields on PolicySettlement {
  index
  payout
  datasetId
  dataVersion
  dataLatestDate
  daysUsed
  dataOrigin
  settledAt
  outcome
}
fragment PolicyClaimFields on Claim {
  id
  status
  payout
  payableMethod
  payableAccount
  clientMessage
  decidedAt
  createdAt
}`, {"fragmentName":"PolicyIndexFields"}) as unknown as TypedDocumentString<PolicyIndexFieldsFragment, unknown>;
export const AccountUploadsDocument = new TypedDocumentString(`
    query AccountUploads($input: UploadsInput) {
  getUploads(input: $input) {
    count
    items {
      id
      fileName
      filePath
      purpose
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<AccountUploadsQuery, AccountUploadsQueryVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($input: UpdateUserInput!) {
  updateUser(input: $input) {
    ...CurrentUserFields
  }
}
    fragment CurrentUserFields on User {
  _id
  email
  role
  confirmedAt
  createdAt
  updatedAt
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
  legal {
    stateLicenseNumber
  }
  permissions {
    platform
    canQuote
    canBind
  }
  organization {
    _id
    name
    website
    isOnboarded
    application {
      _id
      status
      userId
    }
    permissions {
      canBind
    }
  }
  canQuote
  canBind
}`) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const AccountOrganizationDocument = new TypedDocumentString(`
    query AccountOrganization {
  currentUser {
    _id
    organization {
      ...OrganizationCardFields
    }
  }
}
    fragment OrganizationCardFields on Organization {
  _id
  name
  website
  locations {
    _id
    type
    address {
      address1
      address2
      city
      state
      zipcode
    }
  }
  contacts {
    _id
    type
    name
    firstName
    lastName
    email
    phone
  }
}`) as unknown as TypedDocumentString<AccountOrganizationQuery, AccountOrganizationQueryVariables>;
export const UpdateOrganizationLocationAddressDocument = new TypedDocumentString(`
    mutation UpdateOrganizationLocationAddress($organization: ID!, $location: ID, $input: OrganizationLocationInput!) {
  updateOrganizationLocationAddress(
    organization: $organization
    location: $location
    input: $input
  ) {
    ...OrganizationCardFields
  }
}
    fragment OrganizationCardFields on Organization {
  _id
  name
  website
  locations {
    _id
    type
    address {
      address1
      address2
      city
      state
      zipcode
    }
  }
  contacts {
    _id
    type
    name
    firstName
    lastName
    email
    phone
  }
}`) as unknown as TypedDocumentString<UpdateOrganizationLocationAddressMutation, UpdateOrganizationLocationAddressMutationVariables>;
export const UpdateOrganizationContactDocument = new TypedDocumentString(`
    mutation UpdateOrganizationContact($organization: ID!, $contact: ID, $input: OrganizationContactInput!) {
  updateOrganizationContact(
    organization: $organization
    contact: $contact
    input: $input
  ) {
    ...OrganizationCardFields
  }
}
    fragment OrganizationCardFields on Organization {
  _id
  name
  website
  locations {
    _id
    type
    address {
      address1
      address2
      city
      state
      zipcode
    }
  }
  contacts {
    _id
    type
    name
    firstName
    lastName
    email
    phone
  }
}`) as unknown as TypedDocumentString<UpdateOrganizationContactMutation, UpdateOrganizationContactMutationVariables>;
export const GetPayoutInformationDocument = new TypedDocumentString(`
    query GetPayoutInformation {
  currentUser {
    _id
    role
    finance {
      paymentsInfo {
        ...PayoutInformationFields
      }
    }
  }
}
    fragment PayoutInformationFields on PaymentsInfo {
  accountType
  maskedAccountNumber
  maskedRoutingNumber
  depositoryName
  namesOnTheAccount
  paymentMethod
  updatedAt
}`) as unknown as TypedDocumentString<GetPayoutInformationQuery, GetPayoutInformationQueryVariables>;
export const AddAgentPaymentInformationDocument = new TypedDocumentString(`
    mutation AddAgentPaymentInformation($input: AgentPaymentInput!) {
  addAgentPaymentInformation(input: $input) {
    _id
    finance {
      paymentsInfo {
        ...PayoutInformationFields
      }
    }
  }
}
    fragment PayoutInformationFields on PaymentsInfo {
  accountType
  maskedAccountNumber
  maskedRoutingNumber
  depositoryName
  namesOnTheAccount
  paymentMethod
  updatedAt
}`) as unknown as TypedDocumentString<AddAgentPaymentInformationMutation, AddAgentPaymentInformationMutationVariables>;
export const GetAgentCommissionsDocument = new TypedDocumentString(`
    query GetAgentCommissions($pagination: PaginationInput) {
  getAgentCommissions(pagination: $pagination) {
    items {
      _id
      amount
      status
      policyNumber
      paymentDate
      createdAt
    }
    count
  }
}
    `) as unknown as TypedDocumentString<GetAgentCommissionsQuery, GetAgentCommissionsQueryVariables>;
export const GetOrganizationTeamDocument = new TypedDocumentString(`
    query GetOrganizationTeam {
  getOrganizationTeam {
    ...TeamMemberFields
  }
}
    fragment TeamMemberFields on TeamMember {
  _id
  status
  statusReason
  invitedFirstName
  invitedLastName
  invitedEmail
  invitedRole
  invitedAt
  invitationExpiresAt
  joinedAt
  user {
    _id
    email
    role
    profile {
      firstName
      lastName
      phone
      state
    }
    legal {
      stateLicenseNumber
      stateLicenseState
      stateLicenseUploadId
    }
    disabledAt
  }
}`) as unknown as TypedDocumentString<GetOrganizationTeamQuery, GetOrganizationTeamQueryVariables>;
export const InviteTeamMemberDocument = new TypedDocumentString(`
    mutation InviteTeamMember($inputs: InviteTeamMemberInput!) {
  inviteLpcOrgAgent(inputs: $inputs)
}
    `) as unknown as TypedDocumentString<InviteTeamMemberMutation, InviteTeamMemberMutationVariables>;
export const ResendTeamInvitationDocument = new TypedDocumentString(`
    mutation ResendTeamInvitation($user: ID!) {
  resendTeamInvitation(user: $user) {
    ...TeamMemberFields
  }
}
    fragment TeamMemberFields on TeamMember {
  _id
  status
  statusReason
  invitedFirstName
  invitedLastName
  invitedEmail
  invitedRole
  invitedAt
  invitationExpiresAt
  joinedAt
  user {
    _id
    email
    role
    profile {
      firstName
      lastName
      phone
      state
    }
    legal {
      stateLicenseNumber
      stateLicenseState
      stateLicenseUploadId
    }
    disabledAt
  }
}`) as unknown as TypedDocumentString<ResendTeamInvitationMutation, ResendTeamInvitationMutationVariables>;
export const SetTeamMemberStatusDocument = new TypedDocumentString(`
    mutation SetTeamMemberStatus($user: ID!, $status: TeamMemberStatus!) {
  setTeamMemberStatus(user: $user, status: $status) {
    ...TeamMemberFields
  }
}
    fragment TeamMemberFields on TeamMember {
  _id
  status
  statusReason
  invitedFirstName
  invitedLastName
  invitedEmail
  invitedRole
  invitedAt
  invitationExpiresAt
  joinedAt
  user {
    _id
    email
    role
    profile {
      firstName
      lastName
      phone
      state
    }
    legal {
      stateLicenseNumber
      stateLicenseState
      stateLicenseUploadId
    }
    disabledAt
  }
}`) as unknown as TypedDocumentString<SetTeamMemberStatusMutation, SetTeamMemberStatusMutationVariables>;
export const UpdateTeamMemberDocument = new TypedDocumentString(`
    mutation UpdateTeamMember($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) {
    _id
    email
    role
  }
}
    `) as unknown as TypedDocumentString<UpdateTeamMemberMutation, UpdateTeamMemberMutationVariables>;
export const UploadStateLicenseDocument = new TypedDocumentString(`
    mutation UploadStateLicense($input: UploadFileInput!) {
  uploadFile(input: $input) {
    uploadId
    url
    fields {
      name
      value
    }
  }
}
    `) as unknown as TypedDocumentString<UploadStateLicenseMutation, UploadStateLicenseMutationVariables>;
export const GetApplyQuoteDocument = new TypedDocumentString(`
    query GetApplyQuote($id: ID!) {
  getQuote(id: $id) {
    ...ApplyQuoteFields
  }
}
    fragment ApplyQuoteFields on Quote {
  id
  programName
  programTitle
  createdAt
  frozenAt
  clientId
  clientName
  applicationDeadline
  limitOfLiability
  riskPeriod {
    startDate
    endDate
  }
  locations {
    features {
      geometry {
        coordinates
      }
      properties {
        state
        weight
      }
    }
  }
}`) as unknown as TypedDocumentString<GetApplyQuoteQuery, GetApplyQuoteQueryVariables>;
export const GetApplicationDocument = new TypedDocumentString(`
    query GetApplication($id: ID!) {
  getContract(id: $id) {
    ...ApplicationContractFields
  }
}
    fragment ApplicationContractFields on Contract {
  id
  quoteId
  status
  programName
  policyNumber
  applicationDeadline
  submittedAt
  agentName
  agentEmail
  agency
  clientId
  clientName
  clientEmail
  clientCompany
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
    ...PricedQuoteFields
    programTitle
    locations {
      features {
        geometry {
          coordinates
        }
        properties {
          state
          weight
          cpcId
        }
      }
    }
  }
}
fragment PricedQuoteFields on Quote {
  id
  requestId
  optionIndex
  programName
  label
  isRequested
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  locationState
  limitOfLiability
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  dailyPrecipitationCap
  breakEven
  netPremium
  estimatedGrossPremium
  estimatedTaxesAndFees
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  surplusLinesTaxPercent
  stampingFeePercent
  taxStatus
  taxMessage
  agentCommission
  perUnitLoss
  relativeStrike
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
}`) as unknown as TypedDocumentString<GetApplicationQuery, GetApplicationQueryVariables>;
export const UpdateApplicationDocument = new TypedDocumentString(`
    mutation UpdateApplication($contract: ID!, $input: UpdateApplicationInput!) {
  updateLpcInsuranceApplication(contract: $contract, input: $input) {
    ...ApplicationContractFields
  }
}
    fragment ApplicationContractFields on Contract {
  id
  quoteId
  status
  programName
  policyNumber
  applicationDeadline
  submittedAt
  agentName
  agentEmail
  agency
  clientId
  clientName
  clientEmail
  clientCompany
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
    ...PricedQuoteFields
    programTitle
    locations {
      features {
        geometry {
          coordinates
        }
        properties {
          state
          weight
          cpcId
        }
      }
    }
  }
}
fragment PricedQuoteFields on Quote {
  id
  requestId
  optionIndex
  programName
  label
  isRequested
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  locationState
  limitOfLiability
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  dailyPrecipitationCap
  breakEven
  netPremium
  estimatedGrossPremium
  estimatedTaxesAndFees
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  surplusLinesTaxPercent
  stampingFeePercent
  taxStatus
  taxMessage
  agentCommission
  perUnitLoss
  relativeStrike
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
}`) as unknown as TypedDocumentString<UpdateApplicationMutation, UpdateApplicationMutationVariables>;
export const SubmitApplicationDocument = new TypedDocumentString(`
    mutation SubmitApplication($contract: ID!, $input: SubmitApplicationInput!) {
  submitLpcInsuranceApplication(contract: $contract, input: $input) {
    ...ApplicationContractFields
  }
}
    fragment ApplicationContractFields on Contract {
  id
  quoteId
  status
  programName
  policyNumber
  applicationDeadline
  submittedAt
  agentName
  agentEmail
  agency
  clientId
  clientName
  clientEmail
  clientCompany
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
    ...PricedQuoteFields
    programTitle
    locations {
      features {
        geometry {
          coordinates
        }
        properties {
          state
          weight
          cpcId
        }
      }
    }
  }
}
fragment PricedQuoteFields on Quote {
  id
  requestId
  optionIndex
  programName
  label
  isRequested
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  locationState
  limitOfLiability
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  dailyPrecipitationCap
  breakEven
  netPremium
  estimatedGrossPremium
  estimatedTaxesAndFees
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  surplusLinesTaxPercent
  stampingFeePercent
  taxStatus
  taxMessage
  agentCommission
  perUnitLoss
  relativeStrike
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
}`) as unknown as TypedDocumentString<SubmitApplicationMutation, SubmitApplicationMutationVariables>;
export const UploadFileDocument = new TypedDocumentString(`
    mutation UploadFile($input: UploadFileInput!) {
  uploadFile(input: $input) {
    uploadId
    url
    fields {
      name
      value
    }
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<UploadFileMutation, UploadFileMutationVariables>;
export const ListApplicationsInProgressDocument = new TypedDocumentString(`
    query ListApplicationsInProgress($limit: Int, $nextToken: String) {
  getApplicationsInProgress(limit: $limit, nextToken: $nextToken) {
    items {
      contractId
      quoteId
      clientName
      insuredName
      programTitle
      status
      applicationDeadline
      startDate
      endDate
      limit
      updatedAt
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<ListApplicationsInProgressQuery, ListApplicationsInProgressQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {
  login(email: $email, password: $password, rememberMe: $rememberMe) {
    ...AuthPayloadFields
  }
}
    fragment CurrentUserFields on User {
  _id
  email
  role
  confirmedAt
  createdAt
  updatedAt
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
  legal {
    stateLicenseNumber
  }
  permissions {
    platform
    canQuote
    canBind
  }
  organization {
    _id
    name
    website
    isOnboarded
    application {
      _id
      status
      userId
    }
    permissions {
      canBind
    }
  }
  canQuote
  canBind
}
fragment AuthPayloadFields on AuthPayload {
  token
  expiresAt
  user {
    ...CurrentUserFields
  }
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const RegisterUserDocument = new TypedDocumentString(`
    mutation RegisterUser($input: RegisterUserInput!) {
  registerUser(input: $input) {
    ...AuthPayloadFields
  }
}
    fragment CurrentUserFields on User {
  _id
  email
  role
  confirmedAt
  createdAt
  updatedAt
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
  legal {
    stateLicenseNumber
  }
  permissions {
    platform
    canQuote
    canBind
  }
  organization {
    _id
    name
    website
    isOnboarded
    application {
      _id
      status
      userId
    }
    permissions {
      canBind
    }
  }
  canQuote
  canBind
}
fragment AuthPayloadFields on AuthPayload {
  token
  expiresAt
  user {
    ...CurrentUserFields
  }
}`) as unknown as TypedDocumentString<RegisterUserMutation, RegisterUserMutationVariables>;
export const ConfirmUserDocument = new TypedDocumentString(`
    mutation ConfirmUser($token: String!, $type: TokenType) {
  confirmUser(token: $token, type: $type) {
    ...AuthPayloadFields
  }
}
    fragment CurrentUserFields on User {
  _id
  email
  role
  confirmedAt
  createdAt
  updatedAt
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
  legal {
    stateLicenseNumber
  }
  permissions {
    platform
    canQuote
    canBind
  }
  organization {
    _id
    name
    website
    isOnboarded
    application {
      _id
      status
      userId
    }
    permissions {
      canBind
    }
  }
  canQuote
  canBind
}
fragment AuthPayloadFields on AuthPayload {
  token
  expiresAt
  user {
    ...CurrentUserFields
  }
}`) as unknown as TypedDocumentString<ConfirmUserMutation, ConfirmUserMutationVariables>;
export const ResendConfirmDocument = new TypedDocumentString(`
    mutation ResendConfirm {
  resendConfirm
}
    `) as unknown as TypedDocumentString<ResendConfirmMutation, ResendConfirmMutationVariables>;
export const ForgotPasswordDocument = new TypedDocumentString(`
    mutation ForgotPassword($email: String!) {
  forgotPassword(email: $email)
}
    `) as unknown as TypedDocumentString<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) {
    token
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const GetTeamInvitationDocument = new TypedDocumentString(`
    query GetTeamInvitation($token: String!) {
  getTeamInvitation(token: $token) {
    email
    firstName
    lastName
    role
    organizationName
    stateLicenseNumber
    phone
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<GetTeamInvitationQuery, GetTeamInvitationQueryVariables>;
export const AcceptTeamInvitationDocument = new TypedDocumentString(`
    mutation AcceptTeamInvitation($input: AcceptTeamInvitationInput!) {
  acceptTeamInvitation(input: $input) {
    ...AuthPayloadFields
  }
}
    fragment CurrentUserFields on User {
  _id
  email
  role
  confirmedAt
  createdAt
  updatedAt
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
  legal {
    stateLicenseNumber
  }
  permissions {
    platform
    canQuote
    canBind
  }
  organization {
    _id
    name
    website
    isOnboarded
    application {
      _id
      status
      userId
    }
    permissions {
      canBind
    }
  }
  canQuote
  canBind
}
fragment AuthPayloadFields on AuthPayload {
  token
  expiresAt
  user {
    ...CurrentUserFields
  }
}`) as unknown as TypedDocumentString<AcceptTeamInvitationMutation, AcceptTeamInvitationMutationVariables>;
export const InviteClientClaimFormDocument = new TypedDocumentString(`
    mutation InviteClientClaimForm($policyId: String!) {
  inviteClientClaimForm(policyId: $policyId)
}
    `) as unknown as TypedDocumentString<InviteClientClaimFormMutation, InviteClientClaimFormMutationVariables>;
export const AcceptClaimsFormInviteDocument = new TypedDocumentString(`
    mutation AcceptClaimsFormInvite($token: String!) {
  acceptClaimsFormTokenInvite(token: $token) {
    auth {
      ...AuthPayloadFields
    }
    contractId
  }
}
    fragment CurrentUserFields on User {
  _id
  email
  role
  confirmedAt
  createdAt
  updatedAt
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
  legal {
    stateLicenseNumber
  }
  permissions {
    platform
    canQuote
    canBind
  }
  organization {
    _id
    name
    website
    isOnboarded
    application {
      _id
      status
      userId
    }
    permissions {
      canBind
    }
  }
  canQuote
  canBind
}
fragment AuthPayloadFields on AuthPayload {
  token
  expiresAt
  user {
    ...CurrentUserFields
  }
}`) as unknown as TypedDocumentString<AcceptClaimsFormInviteMutation, AcceptClaimsFormInviteMutationVariables>;
export const GetLossReportContractDocument = new TypedDocumentString(`
    query GetLossReportContract($id: ID!) {
  getContract(id: $id) {
    id
    policyNumber
    programName
    entityInformation {
      legalName
      address
      city
      state
      zip
      emails {
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetLossReportContractQuery, GetLossReportContractQueryVariables>;
export const SaveLossReportDocument = new TypedDocumentString(`
    mutation SaveLossReport($input: LossReportInput!) {
  saveLossReport(input: $input) {
    ...LossReportFields
  }
}
    fragment LossReportFields on Form {
  id
  formType
  status
  claimNumber
  program
  achAccount
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
export const GetLossReportDocument = new TypedDocumentString(`
    query GetLossReport($id: ID!) {
  getForm(formType: "LossReport", id: $id) {
    ...LossReportFields
  }
}
    fragment LossReportFields on Form {
  id
  formType
  status
  claimNumber
  program
  achAccount
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
export const SaveLossReportReviewDocument = new TypedDocumentString(`
    mutation SaveLossReportReview($id: ID!, $input: LossReportReviewInput!) {
  saveLossReportReview(id: $id, input: $input) {
    ...LossReportFields
  }
}
    fragment LossReportFields on Form {
  id
  formType
  status
  claimNumber
  program
  achAccount
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
}`) as unknown as TypedDocumentString<SaveLossReportReviewMutation, SaveLossReportReviewMutationVariables>;
export const GetLossReportPayoutDocument = new TypedDocumentString(`
    query GetLossReportPayout($contractId: ID!) {
  getPolicyIndex(contractId: $contractId) {
    contractId
    state
    asOf
    estimatedPayout
    limit
    settlement {
      payout
      settledAt
    }
  }
}
    `) as unknown as TypedDocumentString<GetLossReportPayoutQuery, GetLossReportPayoutQueryVariables>;
export const AcceptClientSignInDocument = new TypedDocumentString(`
    mutation AcceptClientSignIn($token: String!) {
  acceptClientSignIn(token: $token) {
    ...AuthPayloadFields
  }
}
    fragment CurrentUserFields on User {
  _id
  email
  role
  confirmedAt
  createdAt
  updatedAt
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
  legal {
    stateLicenseNumber
  }
  permissions {
    platform
    canQuote
    canBind
  }
  organization {
    _id
    name
    website
    isOnboarded
    application {
      _id
      status
      userId
    }
    permissions {
      canBind
    }
  }
  canQuote
  canBind
}
fragment AuthPayloadFields on AuthPayload {
  token
  expiresAt
  user {
    ...CurrentUserFields
  }
}`) as unknown as TypedDocumentString<AcceptClientSignInMutation, AcceptClientSignInMutationVariables>;
export const GetMyPoliciesDocument = new TypedDocumentString(`
    query GetMyPolicies {
  getMyPolicies {
    count
    items {
      contractId
      status
      statusLabel
      program
      programName
      insured
      policyNumber
      startDate
      endDate
      limitOfLiability
      agentName
      agentEmail
    }
  }
}
    `) as unknown as TypedDocumentString<GetMyPoliciesQuery, GetMyPoliciesQueryVariables>;
export const AcceptClientReviewInviteDocument = new TypedDocumentString(`
    mutation AcceptClientReviewInvite($token: String!) {
  acceptClientReviewContractInvite(token: $token) {
    auth {
      ...AuthPayloadFields
    }
    contract {
      ...ClientContractFields
    }
  }
}
    fragment ClientContractFields on Contract {
  id
  status
  programName
  policyNumber
  paymentDueDate
  agentName
  agentEmail
  agency
  clientName
  entityInformation {
    legalName
    address
    city
    state
    zip
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
  }
  quote {
    id
    programTitle
    limitOfLiability
    riskPeriod {
      startDate
      endDate
    }
    strike {
      unit
      vector
    }
    exhaust {
      unit
      vector
    }
    locations {
      features {
        properties {
          state
          weight
        }
      }
    }
  }
  prices {
    grossPremium
    netPremium
    surplusTaxesAndFees
    policyFee
    stampingFee
    totalTaxesNoStamping
    totalDue
  }
  documents {
    id
    fileName
    kind
    createdAt
  }
  clientSignature {
    name
    date
    d1SignName
  }
  payment {
    method
    maskedAccountNumber
    accountType
    paidAt
    amount
    collection
  }
  boundAt
}
fragment CurrentUserFields on User {
  _id
  email
  role
  confirmedAt
  createdAt
  updatedAt
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
  legal {
    stateLicenseNumber
  }
  permissions {
    platform
    canQuote
    canBind
  }
  organization {
    _id
    name
    website
    isOnboarded
    application {
      _id
      status
      userId
    }
    permissions {
      canBind
    }
  }
  canQuote
  canBind
}
fragment AuthPayloadFields on AuthPayload {
  token
  expiresAt
  user {
    ...CurrentUserFields
  }
}`) as unknown as TypedDocumentString<AcceptClientReviewInviteMutation, AcceptClientReviewInviteMutationVariables>;
export const GetClientContractDocument = new TypedDocumentString(`
    query GetClientContract($id: ID!) {
  getContract(id: $id) {
    ...ClientContractFields
  }
}
    fragment ClientContractFields on Contract {
  id
  status
  programName
  policyNumber
  paymentDueDate
  agentName
  agentEmail
  agency
  clientName
  entityInformation {
    legalName
    address
    city
    state
    zip
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
  }
  quote {
    id
    programTitle
    limitOfLiability
    riskPeriod {
      startDate
      endDate
    }
    strike {
      unit
      vector
    }
    exhaust {
      unit
      vector
    }
    locations {
      features {
        properties {
          state
          weight
        }
      }
    }
  }
  prices {
    grossPremium
    netPremium
    surplusTaxesAndFees
    policyFee
    stampingFee
    totalTaxesNoStamping
    totalDue
  }
  documents {
    id
    fileName
    kind
    createdAt
  }
  clientSignature {
    name
    date
    d1SignName
  }
  payment {
    method
    maskedAccountNumber
    accountType
    paidAt
    amount
    collection
  }
  boundAt
}`) as unknown as TypedDocumentString<GetClientContractQuery, GetClientContractQueryVariables>;
export const SubmitClientReviewDocument = new TypedDocumentString(`
    mutation SubmitClientReview($contract: ID!, $input: ClientReviewInput!) {
  submitReviewedLpcApplicationByClient(contract: $contract, input: $input) {
    ...ClientContractFields
  }
}
    fragment ClientContractFields on Contract {
  id
  status
  programName
  policyNumber
  paymentDueDate
  agentName
  agentEmail
  agency
  clientName
  entityInformation {
    legalName
    address
    city
    state
    zip
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
  }
  quote {
    id
    programTitle
    limitOfLiability
    riskPeriod {
      startDate
      endDate
    }
    strike {
      unit
      vector
    }
    exhaust {
      unit
      vector
    }
    locations {
      features {
        properties {
          state
          weight
        }
      }
    }
  }
  prices {
    grossPremium
    netPremium
    surplusTaxesAndFees
    policyFee
    stampingFee
    totalTaxesNoStamping
    totalDue
  }
  documents {
    id
    fileName
    kind
    createdAt
  }
  clientSignature {
    name
    date
    d1SignName
  }
  payment {
    method
    maskedAccountNumber
    accountType
    paidAt
    amount
    collection
  }
  boundAt
}`) as unknown as TypedDocumentString<SubmitClientReviewMutation, SubmitClientReviewMutationVariables>;
export const AddClientPaymentDocument = new TypedDocumentString(`
    mutation AddClientPayment($contract: ID!, $input: ClientPaymentInput!) {
  addClientUserPayment(contract: $contract, input: $input) {
    ...ClientContractFields
  }
}
    fragment ClientContractFields on Contract {
  id
  status
  programName
  policyNumber
  paymentDueDate
  agentName
  agentEmail
  agency
  clientName
  entityInformation {
    legalName
    address
    city
    state
    zip
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
  }
  quote {
    id
    programTitle
    limitOfLiability
    riskPeriod {
      startDate
      endDate
    }
    strike {
      unit
      vector
    }
    exhaust {
      unit
      vector
    }
    locations {
      features {
        properties {
          state
          weight
        }
      }
    }
  }
  prices {
    grossPremium
    netPremium
    surplusTaxesAndFees
    policyFee
    stampingFee
    totalTaxesNoStamping
    totalDue
  }
  documents {
    id
    fileName
    kind
    createdAt
  }
  clientSignature {
    name
    date
    d1SignName
  }
  payment {
    method
    maskedAccountNumber
    accountType
    paidAt
    amount
    collection
  }
  boundAt
}`) as unknown as TypedDocumentString<AddClientPaymentMutation, AddClientPaymentMutationVariables>;
export const GetClientDocumentUrlDocument = new TypedDocumentString(`
    query GetClientDocumentUrl($file: ID!) {
  getSignedUrl(file: $file)
}
    `) as unknown as TypedDocumentString<GetClientDocumentUrlQuery, GetClientDocumentUrlQueryVariables>;
export const GetAgentStatsDocument = new TypedDocumentString(`
    query GetAgentStats {
  getAgentStats {
    totalPremiumIndications
    totalActivePolicies
    totalContractsExpiringSoon
  }
}
    `) as unknown as TypedDocumentString<GetAgentStatsQuery, GetAgentStatsQueryVariables>;
export const SaveFeedbackDocument = new TypedDocumentString(`
    mutation SaveFeedback($rating: Int, $feedback: String) {
  saveFeedback(rating: $rating, feedback: $feedback)
}
    `) as unknown as TypedDocumentString<SaveFeedbackMutation, SaveFeedbackMutationVariables>;
export const ConfirmClientEmailChangePageDocument = new TypedDocumentString(`
    mutation ConfirmClientEmailChangePage($token: String!) {
  confirmClientEmailChange(token: $token) {
    email
  }
}
    `) as unknown as TypedDocumentString<ConfirmClientEmailChangePageMutation, ConfirmClientEmailChangePageMutationVariables>;
export const GetOrganizationOnboardingDocument = new TypedDocumentString(`
    query GetOrganizationOnboarding {
  getOrganizationOnboarding {
    ...OrganizationOnboardingFields
  }
}
    fragment OnboardingPersonFields on User {
  _id
  email
  role
  profile {
    firstName
    lastName
  }
}
fragment OrganizationOnboardingFields on OrganizationOnboarding {
  status
  organization {
    _id
    name
    website
    yearsInBusiness
    isOnboarded
    locations {
      _id
      type
      address {
        address1
        address2
        city
        state
        zipcode
      }
    }
    signatureDetails {
      signature
      signingDate
      title
    }
  }
  applicant {
    ...OnboardingPersonFields
  }
  primaryAgent {
    ...OnboardingPersonFields
  }
  agencyLicenseState
  agencyLicenseNumber
  npn
  submittedAt
  returnReason
  agreementDocumentId
}`) as unknown as TypedDocumentString<GetOrganizationOnboardingQuery, GetOrganizationOnboardingQueryVariables>;
export const OnboardingTeamDocument = new TypedDocumentString(`
    query OnboardingTeam {
  getOrganizationTeam {
    _id
    status
    user {
      ...OnboardingPersonFields
    }
  }
}
    fragment OnboardingPersonFields on User {
  _id
  email
  role
  profile {
    firstName
    lastName
  }
}`) as unknown as TypedDocumentString<OnboardingTeamQuery, OnboardingTeamQueryVariables>;
export const DesignatePrimaryAgentDocument = new TypedDocumentString(`
    mutation DesignatePrimaryAgent($user: ID!) {
  designatePrimaryAgent(user: $user) {
    ...OrganizationOnboardingFields
  }
}
    fragment OnboardingPersonFields on User {
  _id
  email
  role
  profile {
    firstName
    lastName
  }
}
fragment OrganizationOnboardingFields on OrganizationOnboarding {
  status
  organization {
    _id
    name
    website
    yearsInBusiness
    isOnboarded
    locations {
      _id
      type
      address {
        address1
        address2
        city
        state
        zipcode
      }
    }
    signatureDetails {
      signature
      signingDate
      title
    }
  }
  applicant {
    ...OnboardingPersonFields
  }
  primaryAgent {
    ...OnboardingPersonFields
  }
  agencyLicenseState
  agencyLicenseNumber
  npn
  submittedAt
  returnReason
  agreementDocumentId
}`) as unknown as TypedDocumentString<DesignatePrimaryAgentMutation, DesignatePrimaryAgentMutationVariables>;
export const SaveOrganizationApplicationDocument = new TypedDocumentString(`
    mutation SaveOrganizationApplication($input: OrganizationApplicationInput!) {
  saveOrganizationApplication(input: $input) {
    ...OrganizationOnboardingFields
  }
}
    fragment OnboardingPersonFields on User {
  _id
  email
  role
  profile {
    firstName
    lastName
  }
}
fragment OrganizationOnboardingFields on OrganizationOnboarding {
  status
  organization {
    _id
    name
    website
    yearsInBusiness
    isOnboarded
    locations {
      _id
      type
      address {
        address1
        address2
        city
        state
        zipcode
      }
    }
    signatureDetails {
      signature
      signingDate
      title
    }
  }
  applicant {
    ...OnboardingPersonFields
  }
  primaryAgent {
    ...OnboardingPersonFields
  }
  agencyLicenseState
  agencyLicenseNumber
  npn
  submittedAt
  returnReason
  agreementDocumentId
}`) as unknown as TypedDocumentString<SaveOrganizationApplicationMutation, SaveOrganizationApplicationMutationVariables>;
export const SubmitOrganizationApplicationDocument = new TypedDocumentString(`
    mutation SubmitOrganizationApplication($input: OrganizationApplicationInput!) {
  submitOrganizationApplication(input: $input) {
    ...OrganizationOnboardingFields
  }
}
    fragment OnboardingPersonFields on User {
  _id
  email
  role
  profile {
    firstName
    lastName
  }
}
fragment OrganizationOnboardingFields on OrganizationOnboarding {
  status
  organization {
    _id
    name
    website
    yearsInBusiness
    isOnboarded
    locations {
      _id
      type
      address {
        address1
        address2
        city
        state
        zipcode
      }
    }
    signatureDetails {
      signature
      signingDate
      title
    }
  }
  applicant {
    ...OnboardingPersonFields
  }
  primaryAgent {
    ...OnboardingPersonFields
  }
  agencyLicenseState
  agencyLicenseNumber
  npn
  submittedAt
  returnReason
  agreementDocumentId
}`) as unknown as TypedDocumentString<SubmitOrganizationApplicationMutation, SubmitOrganizationApplicationMutationVariables>;
export const GetOrganizationApplicationsForReviewDocument = new TypedDocumentString(`
    query GetOrganizationApplicationsForReview($statuses: [OrganizationApplicationStatus!]) {
  getOrganizationApplicationsForReview(statuses: $statuses) {
    ...OrganizationOnboardingFields
  }
}
    fragment OnboardingPersonFields on User {
  _id
  email
  role
  profile {
    firstName
    lastName
  }
}
fragment OrganizationOnboardingFields on OrganizationOnboarding {
  status
  organization {
    _id
    name
    website
    yearsInBusiness
    isOnboarded
    locations {
      _id
      type
      address {
        address1
        address2
        city
        state
        zipcode
      }
    }
    signatureDetails {
      signature
      signingDate
      title
    }
  }
  applicant {
    ...OnboardingPersonFields
  }
  primaryAgent {
    ...OnboardingPersonFields
  }
  agencyLicenseState
  agencyLicenseNumber
  npn
  submittedAt
  returnReason
  agreementDocumentId
}`) as unknown as TypedDocumentString<GetOrganizationApplicationsForReviewQuery, GetOrganizationApplicationsForReviewQueryVariables>;
export const GetOrganizationApplicationDocument = new TypedDocumentString(`
    query GetOrganizationApplication($organization: ID!) {
  getOrganizationApplication(organization: $organization) {
    ...OrganizationOnboardingFields
  }
}
    fragment OnboardingPersonFields on User {
  _id
  email
  role
  profile {
    firstName
    lastName
  }
}
fragment OrganizationOnboardingFields on OrganizationOnboarding {
  status
  organization {
    _id
    name
    website
    yearsInBusiness
    isOnboarded
    locations {
      _id
      type
      address {
        address1
        address2
        city
        state
        zipcode
      }
    }
    signatureDetails {
      signature
      signingDate
      title
    }
  }
  applicant {
    ...OnboardingPersonFields
  }
  primaryAgent {
    ...OnboardingPersonFields
  }
  agencyLicenseState
  agencyLicenseNumber
  npn
  submittedAt
  returnReason
  agreementDocumentId
}`) as unknown as TypedDocumentString<GetOrganizationApplicationQuery, GetOrganizationApplicationQueryVariables>;
export const ReviewOrganizationApplicationDocument = new TypedDocumentString(`
    mutation ReviewOrganizationApplication($organization: ID!, $input: OrganizationReviewInput!) {
  reviewOrganizationApplication(organization: $organization, input: $input) {
    ...OrganizationOnboardingFields
  }
}
    fragment OnboardingPersonFields on User {
  _id
  email
  role
  profile {
    firstName
    lastName
  }
}
fragment OrganizationOnboardingFields on OrganizationOnboarding {
  status
  organization {
    _id
    name
    website
    yearsInBusiness
    isOnboarded
    locations {
      _id
      type
      address {
        address1
        address2
        city
        state
        zipcode
      }
    }
    signatureDetails {
      signature
      signingDate
      title
    }
  }
  applicant {
    ...OnboardingPersonFields
  }
  primaryAgent {
    ...OnboardingPersonFields
  }
  agencyLicenseState
  agencyLicenseNumber
  npn
  submittedAt
  returnReason
  agreementDocumentId
}`) as unknown as TypedDocumentString<ReviewOrganizationApplicationMutation, ReviewOrganizationApplicationMutationVariables>;
export const GetClaimsDocument = new TypedDocumentString(`
    query GetClaims($status: String, $pagination: PaginationInput) {
  getClaims(status: $status, pagination: $pagination) {
    count
    items {
      ...ClaimRowFields
    }
  }
}
    fragment ClaimRowFields on Claim {
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
  namedInsured
  agentName
  riskPeriodStart
  riskPeriodEnd
  payableMethod
  payableAccount
  rejectionReason
  clientMessage
  decidedAt
  createdAt
  settlement {
    ...PolicySettlementFields
  }
  lossReports {
    id
    status
  }
}
fragment PolicySettlementFields on PolicySettlement {
  index
  payout
  datasetId
  dataVersion
  dataLatestDate
  daysUsed
  dataOrigin
  settledAt
  outcome
}`) as unknown as TypedDocumentString<GetClaimsQuery, GetClaimsQueryVariables>;
export const GetClaimDocument = new TypedDocumentString(`
    query GetClaim($id: ID!) {
  getClaim(id: $id) {
    ...ClaimRowFields
    lossReports {
      id
      status
      createdAt
      updatedAt
      values {
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
      documents
      reviewDetails {
        paymentMethod
        clientSignature
        todaysDate
      }
    }
  }
}
    fragment ClaimRowFields on Claim {
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
  namedInsured
  agentName
  riskPeriodStart
  riskPeriodEnd
  payableMethod
  payableAccount
  rejectionReason
  clientMessage
  decidedAt
  createdAt
  settlement {
    ...PolicySettlementFields
  }
  lossReports {
    id
    status
  }
}
fragment PolicySettlementFields on PolicySettlement {
  index
  payout
  datasetId
  dataVersion
  dataLatestDate
  daysUsed
  dataOrigin
  settledAt
  outcome
}`) as unknown as TypedDocumentString<GetClaimQuery, GetClaimQueryVariables>;
export const ReviewClaimDocument = new TypedDocumentString(`
    mutation ReviewClaim($id: ID!, $input: ClaimReviewInput!) {
  reviewClaim(id: $id, input: $input) {
    ...ClaimRowFields
  }
}
    fragment ClaimRowFields on Claim {
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
  namedInsured
  agentName
  riskPeriodStart
  riskPeriodEnd
  payableMethod
  payableAccount
  rejectionReason
  clientMessage
  decidedAt
  createdAt
  settlement {
    ...PolicySettlementFields
  }
  lossReports {
    id
    status
  }
}
fragment PolicySettlementFields on PolicySettlement {
  index
  payout
  datasetId
  dataVersion
  dataLatestDate
  daysUsed
  dataOrigin
  settledAt
  outcome
}`) as unknown as TypedDocumentString<ReviewClaimMutation, ReviewClaimMutationVariables>;
export const GetDataUpdateRunsDocument = new TypedDocumentString(`
    query GetDataUpdateRuns($limit: Int) {
  getDataUpdateRuns(limit: $limit) {
    _id
    id
    datasetId
    status
    trigger
    startedAt
    finishedAt
    latestDateBefore
    latestDateAfter
    daysAdded
    filesIngested
    error
  }
}
    `) as unknown as TypedDocumentString<GetDataUpdateRunsQuery, GetDataUpdateRunsQueryVariables>;
export const GetExposureSummaryDocument = new TypedDocumentString(`
    query GetExposureSummary {
  getExposureSummary {
    cellLimit
    regionLimit
    referralShare
    regions {
      id
      kind
      state
      datasetId
      lat
      lon
      exposure
      limit
      share
      contracts
    }
    cells {
      id
      kind
      state
      datasetId
      lat
      lon
      exposure
      limit
      share
      contracts
    }
  }
}
    `) as unknown as TypedDocumentString<GetExposureSummaryQuery, GetExposureSummaryQueryVariables>;
export const GetContractsForReviewDocument = new TypedDocumentString(`
    query GetContractsForReview($statuses: [String!], $limit: Int, $nextToken: String) {
  getContractsForReview(statuses: $statuses, limit: $limit, nextToken: $nextToken) {
    nextToken
    items {
      ...ReviewContractFields
    }
  }
}
    fragment ReviewContractFields on Contract {
  id
  status
  programName
  submittedAt
  applicationDeadline
  paymentDueDate
  agentName
  agentEmail
  agency
  clientName
  clientEmail
  clientCompany
  underwritingReasons
  entityInformation {
    legalName
    address
    city
    state
    zip
    contactFirstName
    contactLastName
    businessPhone
    emails {
      value
    }
  }
  businessDetails {
    businessType
    businessOperationsDescription
    previousAnnualRevenue {
      year
      revenue
    }
  }
  agentSignature {
    name
    date
  }
  clientSignature {
    name
    date
    d1SignName
  }
  reviewDetails {
    isApproved
    reviewDate
    reviewBy
    reviewDescription
    clientMessage
  }
  prices {
    netPremium
    totalDue
  }
  quote {
    id
    programTitle
    limitOfLiability
    riskPeriod {
      startDate
      endDate
    }
    explanation {
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
    }
  }
  documents {
    ...ContractDocumentItemFields
  }
}
fragment ContractDocumentItemFields on ContractDocument {
  id
  fileName
  mimetype
  kind
  createdAt
}`) as unknown as TypedDocumentString<GetContractsForReviewQuery, GetContractsForReviewQueryVariables>;
export const ReviewContractDocument = new TypedDocumentString(`
    mutation ReviewContract($contract: ID!, $input: ContractReviewInput!) {
  reviewContract(contract: $contract, input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ReviewContractMutation, ReviewContractMutationVariables>;
export const MarkWirePaymentReceivedDocument = new TypedDocumentString(`
    mutation MarkWirePaymentReceived($contract: ID!, $input: WireReceivedInput!) {
  markWirePaymentReceived(contract: $contract, input: $input) {
    id
    status
    policyNumber
  }
}
    `) as unknown as TypedDocumentString<MarkWirePaymentReceivedMutation, MarkWirePaymentReceivedMutationVariables>;
export const CreatePremiumIndicationRequestDocument = new TypedDocumentString(`
    mutation CreatePremiumIndicationRequest($input: PremiumIndicationRequestInput!) {
  createPremiumIndicationRequest(input: $input) {
    id
    programType
    start
    end
    limit
    name
    createdAt
  }
}
    `) as unknown as TypedDocumentString<CreatePremiumIndicationRequestMutation, CreatePremiumIndicationRequestMutationVariables>;
export const GetQuoteDocument = new TypedDocumentString(`
    query GetQuote($id: ID!) {
  getQuote(id: $id) {
    ...QuoteDetailsFields
  }
}
    fragment QuoteEventFields on QuoteEvent {
  eventDate
  eventName
  eventType
  description
  audience
}
fragment QuoteDetailsFields on Quote {
  ...PricedQuoteFields
  programType
  programTitle
  status
  createdAt
  updatedAt
  savedAt
  frozenAt
  expirationDate
  clientId
  clientName
  clientEmail
  clientPhone
  limit {
    unit
    vector
  }
  locations {
    features {
      geometry {
        coordinates
      }
      properties {
        state
        weight
        cpcId
      }
    }
  }
  history {
    ...QuoteEventFields
  }
}
fragment PricedQuoteFields on Quote {
  id
  requestId
  optionIndex
  programName
  label
  isRequested
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  locationState
  limitOfLiability
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  dailyPrecipitationCap
  breakEven
  netPremium
  estimatedGrossPremium
  estimatedTaxesAndFees
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  surplusLinesTaxPercent
  stampingFeePercent
  taxStatus
  taxMessage
  agentCommission
  perUnitLoss
  relativeStrike
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
}`) as unknown as TypedDocumentString<GetQuoteQuery, GetQuoteQueryVariables>;
export const GetContractByQuoteIdDocument = new TypedDocumentString(`
    query GetContractByQuoteId($quoteId: ID!) {
  getContractByQuoteId(quoteId: $quoteId) {
    id
    status
    policyNumber
    policyStatus
    boundAt
    paymentDueDate
    expiryReason
    reviewDetails {
      isApproved
      reviewDate
      clientMessage
    }
    clientSignature {
      date
    }
    payment {
      method
      maskedAccountNumber
      accountType
      depositoryName
      paidAt
      collection
    }
    documents {
      ...ContractDocumentItemFields
    }
    history {
      ...QuoteEventFields
    }
  }
}
    fragment QuoteEventFields on QuoteEvent {
  eventDate
  eventName
  eventType
  description
  audience
}
fragment ContractDocumentItemFields on ContractDocument {
  id
  fileName
  mimetype
  kind
  createdAt
}`) as unknown as TypedDocumentString<GetContractByQuoteIdQuery, GetContractByQuoteIdQueryVariables>;
export const AttachClientToQuoteDocument = new TypedDocumentString(`
    mutation AttachClientToQuote($quote: ID!, $client: ID!) {
  attachClientToQuote(quote: $quote, client: $client) {
    id
    clientId
  }
}
    `) as unknown as TypedDocumentString<AttachClientToQuoteMutation, AttachClientToQuoteMutationVariables>;
export const DeleteQuoteDocument = new TypedDocumentString(`
    mutation DeleteQuote($quote: ID!, $quoteType: String, $deleteType: String) {
  deleteQuote(quote: $quote, quoteType: $quoteType, deleteType: $deleteType)
}
    `) as unknown as TypedDocumentString<DeleteQuoteMutation, DeleteQuoteMutationVariables>;
export const GetLpcDatesDocument = new TypedDocumentString(`
    query GetLPCDates($programType: String) {
  getLPCDates(programType: $programType) {
    ...ProgramDatesFields
  }
}
    fragment ProgramDatesFields on ProgramDates {
  programType
  startDate
  endDate
  deadlineDate
  days
  applicationDeadlineDays
  earliestStartDate
  latestStartDate
  latestEndDate
  minDays
  maxMonths
  presets {
    label
    startDate
    endDate
    deadlineDate
    days
  }
}`) as unknown as TypedDocumentString<GetLpcDatesQuery, GetLpcDatesQueryVariables>;
export const GetLtcDatesDocument = new TypedDocumentString(`
    query GetLTCDates($programType: String) {
  getLTCDates(programType: $programType) {
    ...ProgramDatesFields
  }
}
    fragment ProgramDatesFields on ProgramDates {
  programType
  startDate
  endDate
  deadlineDate
  days
  applicationDeadlineDays
  earliestStartDate
  latestStartDate
  latestEndDate
  minDays
  maxMonths
  presets {
    label
    startDate
    endDate
    deadlineDate
    days
  }
}`) as unknown as TypedDocumentString<GetLtcDatesQuery, GetLtcDatesQueryVariables>;
export const GetDatasetMetaDataV4Document = new TypedDocumentString(`
    query GetDatasetMetaDataV4($dataset: String) {
  getDatasetMetaDataV4(dataset: $dataset) {
    id
    properties {
      end_datetime
      origin
    }
  }
}
    `) as unknown as TypedDocumentString<GetDatasetMetaDataV4Query, GetDatasetMetaDataV4QueryVariables>;
export const CreateParametricCustomQuoteDocument = new TypedDocumentString(`
    mutation CreateParametricCustomQuote($collection: String, $dataset: String, $limit: Float, $strike: Float, $exhaust: Float, $units: String, $start: String, $end: String, $weightedLocations: [WeightedLocationInput!], $targetMatch: Boolean, $currency: String, $sync: Boolean) {
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
    ...PricingRequestFields
  }
}
    fragment PricingRequestFields on PricingRequest {
  id
  requestId
  status
  dataOrigin
  targetMatch {
    requestedTrigger
    matchedTrigger
  }
  error {
    code
    message
  }
  quotes {
    ...PricedQuoteFields
  }
}
fragment PricedQuoteFields on Quote {
  id
  requestId
  optionIndex
  programName
  label
  isRequested
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  locationState
  limitOfLiability
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  dailyPrecipitationCap
  breakEven
  netPremium
  estimatedGrossPremium
  estimatedTaxesAndFees
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  surplusLinesTaxPercent
  stampingFeePercent
  taxStatus
  taxMessage
  agentCommission
  perUnitLoss
  relativeStrike
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
}`) as unknown as TypedDocumentString<CreateParametricCustomQuoteMutation, CreateParametricCustomQuoteMutationVariables>;
export const CreateParametricQuoteDocument = new TypedDocumentString(`
    mutation CreateParametricQuote($programType: String, $collection: String, $dataset: String, $start: String, $end: String, $limit: Float, $preferredStrike: Float, $exhaust: Float, $units: String, $weightedLocations: [WeightedLocationInput!], $targetMatch: Boolean, $sync: Boolean) {
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
    ...PricingRequestFields
  }
}
    fragment PricingRequestFields on PricingRequest {
  id
  requestId
  status
  dataOrigin
  targetMatch {
    requestedTrigger
    matchedTrigger
  }
  error {
    code
    message
  }
  quotes {
    ...PricedQuoteFields
  }
}
fragment PricedQuoteFields on Quote {
  id
  requestId
  optionIndex
  programName
  label
  isRequested
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  locationState
  limitOfLiability
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  dailyPrecipitationCap
  breakEven
  netPremium
  estimatedGrossPremium
  estimatedTaxesAndFees
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  surplusLinesTaxPercent
  stampingFeePercent
  taxStatus
  taxMessage
  agentCommission
  perUnitLoss
  relativeStrike
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
}`) as unknown as TypedDocumentString<CreateParametricQuoteMutation, CreateParametricQuoteMutationVariables>;
export const GetPricingRequestDocument = new TypedDocumentString(`
    query GetPricingRequest($id: ID!) {
  getPricingRequest(id: $id) {
    ...PricingRequestFields
  }
}
    fragment PricingRequestFields on PricingRequest {
  id
  requestId
  status
  dataOrigin
  targetMatch {
    requestedTrigger
    matchedTrigger
  }
  error {
    code
    message
  }
  quotes {
    ...PricedQuoteFields
  }
}
fragment PricedQuoteFields on Quote {
  id
  requestId
  optionIndex
  programName
  label
  isRequested
  riskPeriod {
    startDate
    endDate
    days
  }
  applicationDeadline
  locationState
  limitOfLiability
  strike {
    unit
    vector
  }
  exhaust {
    unit
    vector
  }
  dailyPrecipitationCap
  breakEven
  netPremium
  estimatedGrossPremium
  estimatedTaxesAndFees
  estimatedTotalTaxesNoStamping
  stampingFee
  policyFee
  surplusLinesTaxPercent
  stampingFeePercent
  taxStatus
  taxMessage
  agentCommission
  perUnitLoss
  relativeStrike
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
}`) as unknown as TypedDocumentString<GetPricingRequestQuery, GetPricingRequestQueryVariables>;
export const GetIndexDataV2Document = new TypedDocumentString(`
    query GetIndexDataV2($input: IndexDataInput, $type: String) {
  getIndexDataV2(input: $input, type: $type) {
    average
    min
    max
    unit
    result {
      year
      temp
    }
    dataOrigin
    dataset {
      dclimateId
      title
    }
  }
}
    `) as unknown as TypedDocumentString<GetIndexDataV2Query, GetIndexDataV2QueryVariables>;
export const SaveLpcInsuranceQuoteDocument = new TypedDocumentString(`
    mutation SaveLPCInsuranceQuote($quote: ID!, $client: ID) {
  saveLPCInsuranceQuote(quote: $quote, client: $client) {
    ...SavedQuoteFields
  }
}
    fragment SavedQuoteFields on Quote {
  id
  savedAt
  clientId
}`) as unknown as TypedDocumentString<SaveLpcInsuranceQuoteMutation, SaveLpcInsuranceQuoteMutationVariables>;
export const SaveLtcInsuranceQuoteDocument = new TypedDocumentString(`
    mutation SaveLTCInsuranceQuote($quote: ID!, $client: ID) {
  saveLTCInsuranceQuote(quote: $quote, client: $client) {
    ...SavedQuoteFields
  }
}
    fragment SavedQuoteFields on Quote {
  id
  savedAt
  clientId
}`) as unknown as TypedDocumentString<SaveLtcInsuranceQuoteMutation, SaveLtcInsuranceQuoteMutationVariables>;
export const SaveHtcInsuranceQuoteDocument = new TypedDocumentString(`
    mutation SaveHTCInsuranceQuote($quote: ID!, $client: ID) {
  saveHTCInsuranceQuote(quote: $quote, client: $client) {
    ...SavedQuoteFields
  }
}
    fragment SavedQuoteFields on Quote {
  id
  savedAt
  clientId
}`) as unknown as TypedDocumentString<SaveHtcInsuranceQuoteMutation, SaveHtcInsuranceQuoteMutationVariables>;
export const SharePrecipInsuranceQuoteDocument = new TypedDocumentString(`
    mutation SharePrecipInsuranceQuote($emails: [String!]!, $quoteId: ID!) {
  sharePrecipInsuranceQuote(emails: $emails, quoteId: $quoteId)
}
    `) as unknown as TypedDocumentString<SharePrecipInsuranceQuoteMutation, SharePrecipInsuranceQuoteMutationVariables>;
export const ShareLtcInsuranceQuoteDocument = new TypedDocumentString(`
    mutation ShareLtcInsuranceQuote($emails: [String!]!, $quoteId: ID!) {
  shareLtcInsuranceQuote(emails: $emails, quoteId: $quoteId)
}
    `) as unknown as TypedDocumentString<ShareLtcInsuranceQuoteMutation, ShareLtcInsuranceQuoteMutationVariables>;
export const GetPoliciesDocument = new TypedDocumentString(`
    query GetPolicies($search: String, $expiringSoon: Boolean, $limit: Int, $nextToken: String) {
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
    `) as unknown as TypedDocumentString<GetPoliciesQuery, GetPoliciesQueryVariables>;
export const GetSharedQuoteDocument = new TypedDocumentString(`
    query GetSharedQuote($token: String!) {
  getSharedQuote(token: $token) {
    id
    programName
    programTitle
    unit
    startDate
    endDate
    days
    applicationDeadline
    expirationDate
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
    dailyPrecipitationCap
    netPremium
    estimatedGrossPremium
    estimatedTaxesAndFees
    taxStatus
    taxMessage
    history {
      year
      index
      payout
      indexAsIfToday
      payoutAsIfToday
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
    `) as unknown as TypedDocumentString<GetSharedQuoteQuery, GetSharedQuoteQueryVariables>;
export const AuthorizeDocument = new TypedDocumentString(`
    mutation Authorize($token: String!) {
  authorize(token: $token) {
    token
    expiresAt
    user {
      _id
      email
      role
      confirmedAt
    }
  }
}
    `) as unknown as TypedDocumentString<AuthorizeMutation, AuthorizeMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  currentUser {
    _id
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const ClientTestLoginDocument = new TypedDocumentString(`
    mutation ClientTestLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<ClientTestLoginMutation, ClientTestLoginMutationVariables>;
export const CDocument = new TypedDocumentString(`
    mutation C($t: String!) {
  confirmUser(token: $t) {
    token
  }
}
    `) as unknown as TypedDocumentString<CMutation, CMutationVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser {
  currentUser {
    ...CurrentUserFields
  }
}
    fragment CurrentUserFields on User {
  _id
  email
  role
  confirmedAt
  createdAt
  updatedAt
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
  legal {
    stateLicenseNumber
  }
  permissions {
    platform
    canQuote
    canBind
  }
  organization {
    _id
    name
    website
    isOnboarded
    application {
      _id
      status
      userId
    }
    permissions {
      canBind
    }
  }
  canQuote
  canBind
}`) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const LogoutEverywhereDocument = new TypedDocumentString(`
    mutation LogoutEverywhere {
  logoutEverywhere
}
    `) as unknown as TypedDocumentString<LogoutEverywhereMutation, LogoutEverywhereMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const CreateInsuranceApplicationDocument = new TypedDocumentString(`
    mutation CreateInsuranceApplication($client: ID!, $quote: ID!) {
  createInsuranceApplication(client: $client, quote: $quote) {
    id
    quoteId
    status
  }
}
    `) as unknown as TypedDocumentString<CreateInsuranceApplicationMutation, CreateInsuranceApplicationMutationVariables>;
export const GetApplicationsInProgressDocument = new TypedDocumentString(`
    query GetApplicationsInProgress {
  getAgentStats {
    applicationsInProgress
  }
}
    `) as unknown as TypedDocumentString<GetApplicationsInProgressQuery, GetApplicationsInProgressQueryVariables>;
export const RequestClientSignInLinkDocument = new TypedDocumentString(`
    mutation RequestClientSignInLink($email: String!) {
  requestClientSignInLink(email: $email)
}
    `) as unknown as TypedDocumentString<RequestClientSignInLinkMutation, RequestClientSignInLinkMutationVariables>;
export const GetUserClientsDocument = new TypedDocumentString(`
    query GetUserClients($limit: Int) {
  getUserClients(limit: $limit) {
    count
    items {
      ...ClientFields
    }
  }
}
    fragment ClientFields on User {
  _id
  email
  pendingEmail
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
}`) as unknown as TypedDocumentString<GetUserClientsQuery, GetUserClientsQueryVariables>;
export const CreateClientUserDocument = new TypedDocumentString(`
    mutation CreateClientUser($firstName: String!, $lastName: String!, $email: String!) {
  createClientUser(firstName: $firstName, lastName: $lastName, email: $email) {
    ...ClientFields
  }
}
    fragment ClientFields on User {
  _id
  email
  pendingEmail
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
}`) as unknown as TypedDocumentString<CreateClientUserMutation, CreateClientUserMutationVariables>;
export const UpdateClientUserDocument = new TypedDocumentString(`
    mutation UpdateClientUser($input: UpdateClientUserInput!, $client: ID!) {
  updateClientUser(input: $input, client: $client) {
    ...ClientFields
  }
}
    fragment ClientFields on User {
  _id
  email
  pendingEmail
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
}`) as unknown as TypedDocumentString<UpdateClientUserMutation, UpdateClientUserMutationVariables>;
export const GetContractDocumentUrlDocument = new TypedDocumentString(`
    query GetContractDocumentUrl($file: ID!) {
  getSignedUrl(file: $file)
}
    `) as unknown as TypedDocumentString<GetContractDocumentUrlQuery, GetContractDocumentUrlQueryVariables>;
export const GetPolicyIndexDocument = new TypedDocumentString(`
    query GetPolicyIndex($contractId: ID!) {
  getPolicyIndex(contractId: $contractId) {
    ...PolicyIndexFields
  }
}
    fragment PolicySettlementFields on PolicySettlement {
  index
  payout
  datasetId
  dataVersion
  dataLatestDate
  daysUsed
  dataOrigin
  settledAt
  outcome
}
fragment PolicyClaimFields on Claim {
  id
  status
  payout
  payableMethod
  payableAccount
  clientMessage
  decidedAt
  createdAt
}
fragment PolicyIndexFields on PolicyIndex {
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
  historicalMinAsIfToday
  historicalMedianAsIfToday
  historicalMaxAsIfToday
  lookBackYears
  dataOrigin
  points {
    date
    index
    historicalMin
    historicalMax
  }
  settlement {
    ...PolicySettlementFields
  }
  claim {
    ...PolicyClaimFields
  }
}`) as unknown as TypedDocumentString<GetPolicyIndexQuery, GetPolicyIndexQueryVariables>;
export const GetQuotesDocument = new TypedDocumentString(`
    query GetQuotes($input: QuotesPageInput, $type: String, $clientId: ID, $filterFrozen: Boolean) {
  getQuotes(
    input: $input
    type: $type
    clientId: $clientId
    filterFrozen: $filterFrozen
  ) {
    count
    nextCursor
    previousCursor
    items {
      id
      programName
      programTitle
      status
      createdAt
      frozenAt
      clientId
      clientName
      clientFirstName
      clientLastName
      clientEmail
      riskPeriod {
        startDate
        endDate
      }
      location
      trigger
      limitOfLiability
      netPremium
      applicationDeadline
      states
      locations {
        name
        state
        lat
        lon
        weight
      }
      contractId
      contractStatus
      policyNumber
    }
  }
}
    `) as unknown as TypedDocumentString<GetQuotesQuery, GetQuotesQueryVariables>;