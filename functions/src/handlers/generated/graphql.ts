import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  AWSDate: { input: string; output: string; }
  AWSDateTime: { input: string; output: string; }
  AWSEmail: { input: string; output: string; }
  AWSIPAddress: { input: string; output: string; }
  AWSJSON: { input: string; output: string; }
  AWSPhone: { input: string; output: string; }
  AWSTime: { input: string; output: string; }
  AWSTimestamp: { input: number; output: number; }
  AWSURL: { input: string; output: string; }
};

export type AcceptTeamInvitationInput = {
  readonly firstName?: InputMaybe<Scalars['String']['input']>;
  readonly lastName?: InputMaybe<Scalars['String']['input']>;
  readonly password?: InputMaybe<Scalars['String']['input']>;
  readonly phone?: InputMaybe<Scalars['String']['input']>;
  readonly state?: InputMaybe<Scalars['String']['input']>;
  readonly stateLicenseNumber?: InputMaybe<Scalars['String']['input']>;
  readonly token: Scalars['String']['input'];
};

export type AgentCommission = {
  readonly __typename?: 'AgentCommission';
  readonly _id: Scalars['ID']['output'];
  /** Dollars. */
  readonly amount: Scalars['Float']['output'];
  readonly createdAt: Scalars['AWSDateTime']['output'];
  /** When it was paid out (null while pending). */
  readonly paymentDate?: Maybe<Scalars['AWSDateTime']['output']>;
  readonly policyNumber: Scalars['String']['output'];
  readonly status: Scalars['String']['output'];
};

export type AgentCommissionList = {
  readonly __typename?: 'AgentCommissionList';
  readonly count: Scalars['Int']['output'];
  readonly items: ReadonlyArray<AgentCommission>;
};

export type AgentPaymentInput = {
  readonly accountNumber?: InputMaybe<Scalars['String']['input']>;
  readonly accountType?: InputMaybe<Scalars['String']['input']>;
  readonly depositoryName?: InputMaybe<Scalars['String']['input']>;
  readonly namesOnTheAccount?: InputMaybe<Scalars['String']['input']>;
  readonly routingNumber?: InputMaybe<Scalars['String']['input']>;
};

export type AgentSignature = {
  readonly __typename?: 'AgentSignature';
  readonly date: Scalars['AWSDate']['output'];
  /** The signer's e-mail at signing time (null on signatures before it was recorded). */
  readonly email?: Maybe<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
  readonly signedAt: Scalars['AWSDateTime']['output'];
};

export type AgentSignatureInput = {
  /** The signer's today (YYYY-MM-DD). */
  readonly date?: InputMaybe<Scalars['String']['input']>;
  readonly signature?: InputMaybe<Scalars['String']['input']>;
};

/** The dashboard's portfolio counters (docs/requirements.md#entity-forms). */
export type AgentStats = {
  readonly __typename?: 'AgentStats';
  /** The caller's own applications waiting for them (Draft or Awaiting Agent): the header's Apply for Coverage badge. */
  readonly applicationsInProgress: Scalars['Int']['output'];
  /** Bound policies whose period has not ended. */
  readonly totalActivePolicies: Scalars['Int']['output'];
  /** Active policies ending within 30 days. */
  readonly totalContractsExpiringSoon: Scalars['Int']['output'];
  /** Saved premium indications (not deleted). */
  readonly totalPremiumIndications: Scalars['Int']['output'];
};

/** An application its agent still holds: a draft, or one the client sent back for changes. */
export type ApplicationInProgress = {
  readonly __typename?: 'ApplicationInProgress';
  readonly applicationDeadline: Scalars['String']['output'];
  /** The client's name (or e-mail). */
  readonly clientName: Scalars['String']['output'];
  readonly contractId: Scalars['ID']['output'];
  readonly endDate: Scalars['String']['output'];
  /** The insured's legal name once entered. */
  readonly insuredName?: Maybe<Scalars['String']['output']>;
  /** Limit of liability in dollars. */
  readonly limit: Scalars['Float']['output'];
  readonly programTitle: Scalars['String']['output'];
  readonly quoteId: Scalars['ID']['output'];
  readonly startDate: Scalars['String']['output'];
  /** DRAFT or AWAITING_AGENT. */
  readonly status: Scalars['String']['output'];
  readonly updatedAt: Scalars['String']['output'];
};

export type ApplicationInProgressPage = {
  readonly __typename?: 'ApplicationInProgressPage';
  readonly items: ReadonlyArray<ApplicationInProgress>;
  /** The next page's token; null on the last page. */
  readonly nextToken?: Maybe<Scalars['String']['output']>;
};

export type AuthPayload = {
  readonly __typename?: 'AuthPayload';
  /** When the session's access window ends; renew with authorize before or after it. */
  readonly expiresAt: Scalars['AWSDateTime']['output'];
  readonly token: Scalars['String']['output'];
  readonly user: User;
};

export type BusinessDetails = {
  readonly __typename?: 'BusinessDetails';
  readonly businessOperationsDescription?: Maybe<Scalars['String']['output']>;
  /** AGRICULTURAL_BUSINESS, HYDROPOWER_GENERATION_COMPANY, IRRIGATION_BUSINESS, LANDSCAPING_BUSINESS, SUPPLY_CHAIN_LOGISTICS_COMPANY, WATER_SUPPLY_COMPANY or OTHER. */
  readonly businessType: Scalars['String']['output'];
  readonly currency: Scalars['String']['output'];
  /** The last three calendar years, ascending. */
  readonly previousAnnualRevenue: ReadonlyArray<RevenueYear>;
};

export type BusinessDetailsInput = {
  readonly businessOperationsDescription?: InputMaybe<Scalars['String']['input']>;
  readonly businessType?: InputMaybe<Scalars['String']['input']>;
  readonly currency?: InputMaybe<Scalars['String']['input']>;
  readonly previousAnnualRevenue?: InputMaybe<ReadonlyArray<RevenueYearInput>>;
};

/** A claim: opened by the settlement when the policy pays; operations approve or reject it. */
export type Claim = {
  readonly __typename?: 'Claim';
  readonly _id: Scalars['ID']['output'];
  readonly agentName?: Maybe<Scalars['String']['output']>;
  /** What the policyholder and the agent were told about the decision. */
  readonly clientMessage?: Maybe<Scalars['String']['output']>;
  readonly contractId: Scalars['ID']['output'];
  readonly createdAt: Scalars['AWSDateTime']['output'];
  readonly decidedAt?: Maybe<Scalars['AWSDateTime']['output']>;
  readonly exhaust: Scalars['Float']['output'];
  readonly id: Scalars['ID']['output'];
  /** Dollars: the policy's limit of liability. */
  readonly limit: Scalars['Float']['output'];
  /** The policyholder's loss reports on this policy. */
  readonly lossReports: ReadonlyArray<Form>;
  readonly namedInsured?: Maybe<Scalars['String']['output']>;
  /** ACH account, masked. */
  readonly payableAccount?: Maybe<Scalars['String']['output']>;
  /** eCheck or ACH: how it is payable once approved. */
  readonly payableMethod?: Maybe<Scalars['String']['output']>;
  /** Dollars. */
  readonly payout: Scalars['Float']['output'];
  readonly policyNumber: Scalars['String']['output'];
  readonly program: Scalars['String']['output'];
  /** The internal reason of a rejection (operations only). */
  readonly rejectionReason?: Maybe<Scalars['String']['output']>;
  readonly riskPeriodEnd: Scalars['String']['output'];
  readonly riskPeriodStart: Scalars['String']['output'];
  readonly settlement: PolicySettlement;
  /** PENDING_REVIEW, APPROVED or REJECTED. */
  readonly status: Scalars['String']['output'];
  readonly trigger: Scalars['Float']['output'];
  /** in or °F */
  readonly unit: Scalars['String']['output'];
};

export type ClaimList = {
  readonly __typename?: 'ClaimList';
  readonly count: Scalars['Int']['output'];
  readonly items: ReadonlyArray<Claim>;
};

export type ClaimReviewInput = {
  /** What the policyholder and the agent are told (at most 1000 characters); without it a standard sentence. */
  readonly clientMessage?: InputMaybe<Scalars['String']['input']>;
  /** APPROVE or REJECT */
  readonly decision: Scalars['String']['input'];
  /** Required to reject. Internal (operations only, never e-mailed). */
  readonly reason?: InputMaybe<Scalars['String']['input']>;
};

/** What the claim link starts: a session for the policyholder, scoped to the contract. */
export type ClaimsFormAuth = {
  readonly __typename?: 'ClaimsFormAuth';
  readonly _id: Scalars['ID']['output'];
  readonly auth: AuthPayload;
  readonly contractId: Scalars['ID']['output'];
};

/** What the review link answers: a session limited to the contract, and the contract. */
export type ClientContractAuth = {
  readonly __typename?: 'ClientContractAuth';
  readonly auth: AuthPayload;
  readonly contract: Contract;
};

/** The caller's clients: the first `limit` matches and how many matched. */
export type ClientList = {
  readonly __typename?: 'ClientList';
  readonly count: Scalars['Int']['output'];
  readonly items: ReadonlyArray<User>;
};

export type ClientPaymentInput = {
  readonly accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** CHECKING or SAVINGS (either case). */
  readonly accountType?: InputMaybe<Scalars['String']['input']>;
  readonly depositoryName?: InputMaybe<Scalars['String']['input']>;
  readonly namesOnTheAccount?: InputMaybe<Scalars['String']['input']>;
  readonly routingNumber?: InputMaybe<Scalars['String']['input']>;
  /** The signer's today (YYYY-MM-DD). */
  readonly signDate?: InputMaybe<Scalars['String']['input']>;
  /** The client's typed signature authorising the debit. */
  readonly signature?: InputMaybe<Scalars['String']['input']>;
};

/** One of the client's own applications or policies, as their portal lists it (getMyPolicies). */
export type ClientPolicy = {
  readonly __typename?: 'ClientPolicy';
  readonly agentEmail: Scalars['String']['output'];
  readonly agentName: Scalars['String']['output'];
  readonly contractId: Scalars['ID']['output'];
  readonly endDate: Scalars['String']['output'];
  /** The named insured (the application's legal name, else the client's name). */
  readonly insured: Scalars['String']['output'];
  /** Dollars. */
  readonly limitOfLiability: Scalars['Float']['output'];
  readonly policyNumber?: Maybe<Scalars['String']['output']>;
  /** HPC, LPC, HTC or LTC, and its name. */
  readonly program: Scalars['String']['output'];
  readonly programName: Scalars['String']['output'];
  readonly startDate: Scalars['String']['output'];
  /** The contract's status (DRAFT … APPROVED, REJECTED, EXPIRED, CANCELLED) and how it reads. */
  readonly status: Scalars['String']['output'];
  readonly statusLabel: Scalars['String']['output'];
};

export type ClientPolicyList = {
  readonly __typename?: 'ClientPolicyList';
  readonly count: Scalars['Int']['output'];
  readonly items: ReadonlyArray<ClientPolicy>;
};

export type ClientReviewInput = {
  readonly agreeElectronicClient?: InputMaybe<Scalars['Boolean']['input']>;
  readonly agreeTerrorismDisclosure?: InputMaybe<Scalars['Boolean']['input']>;
  /** The California D-1 disclosure signature (required when the entity's state is CA). */
  readonly d1SignName?: InputMaybe<Scalars['String']['input']>;
  /** The signer's today (YYYY-MM-DD). */
  readonly signDate?: InputMaybe<Scalars['String']['input']>;
  readonly signNameCustomer?: InputMaybe<Scalars['String']['input']>;
};

export type ClientSignature = {
  readonly __typename?: 'ClientSignature';
  /** The California D-1 disclosure signature (entities in CA only). */
  readonly d1SignName?: Maybe<Scalars['String']['output']>;
  readonly date: Scalars['AWSDate']['output'];
  /** The signer's e-mail at signing time (null on signatures before it was recorded). */
  readonly email?: Maybe<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
  readonly signedAt: Scalars['AWSDateTime']['output'];
};

/** An insurance application / contract made from a frozen premium indication (docs/requirements.md#entity-contract). */
export type Contract = {
  readonly __typename?: 'Contract';
  readonly _id: Scalars['ID']['output'];
  readonly agency?: Maybe<Scalars['String']['output']>;
  readonly agentEmail: Scalars['String']['output'];
  readonly agentId: Scalars['ID']['output'];
  readonly agentName: Scalars['String']['output'];
  /** The broker's signature once signed. */
  readonly agentSignature?: Maybe<AgentSignature>;
  readonly applicationDeadline: Scalars['AWSDate']['output'];
  /** When it was bound (APPROVED: approved, client-signed and paid). */
  readonly boundAt?: Maybe<Scalars['AWSDateTime']['output']>;
  readonly businessDetails: BusinessDetails;
  readonly clientCompany?: Maybe<Scalars['String']['output']>;
  readonly clientEmail: Scalars['String']['output'];
  readonly clientId: Scalars['ID']['output'];
  readonly clientName: Scalars['String']['output'];
  /** The client's signature once signed. */
  readonly clientSignature?: Maybe<ClientSignature>;
  readonly createdAt: Scalars['AWSDateTime']['output'];
  readonly diligentSearchUpload: DiligentSearchUpload;
  /** Generated documents (the signed application) and uploads referenced by the application. */
  readonly documents: ReadonlyArray<ContractDocument>;
  readonly entityInformation: EntityInformation;
  /** Set when the daily job expired it: DEADLINE_PASSED or UNPAID. */
  readonly expiryReason?: Maybe<Scalars['String']['output']>;
  readonly history: ReadonlyArray<QuoteEvent>;
  readonly id: Scalars['ID']['output'];
  /** application until bound, then policy. */
  readonly lifecycleStage: Scalars['String']['output'];
  /** How the client paid (masked bank numbers only). */
  readonly payment?: Maybe<ContractPayment>;
  /** Payment in full is due by this date (15 days before inception), or the cover is not bound. */
  readonly paymentDueDate: Scalars['AWSDate']['output'];
  readonly policyId?: Maybe<Scalars['String']['output']>;
  readonly policyNumber?: Maybe<Scalars['String']['output']>;
  /** Active or Expired once bound; Cancelled. */
  readonly policyStatus?: Maybe<Scalars['String']['output']>;
  /** The premium, taxes and fees the client pays, in whole dollars. */
  readonly prices: ContractPrices;
  readonly productType: Scalars['String']['output'];
  /** Program code: HPC, LPC, HTC or LTC. */
  readonly programName: Scalars['String']['output'];
  /** The frozen premium indication the application is for. */
  readonly quote: Quote;
  readonly quoteId: Scalars['ID']['output'];
  /** The underwriter's decision, once made. */
  readonly reviewDetails?: Maybe<ReviewDetails>;
  /** When the client's review invitation was last e-mailed. */
  readonly reviewInvitationSentAt?: Maybe<Scalars['AWSDateTime']['output']>;
  /** DRAFT, SUBMITTED, PENDING_APPROVAL, AWAITING_CLIENT, AWAITING_AGENT, CLIENT_REVIEWED, APPROVED, REJECTED, EXPIRED or CANCELLED. */
  readonly status: Scalars['String']['output'];
  readonly submittedAt?: Maybe<Scalars['AWSDateTime']['output']>;
  readonly type: Scalars['String']['output'];
  /** Why it needed an underwriter (LIMIT_ABOVE_AUTOMATIC_APPROVAL, DEMO_DATA); empty when approved automatically. */
  readonly underwritingReasons: ReadonlyArray<Scalars['String']['output']>;
  readonly updatedAt: Scalars['AWSDateTime']['output'];
};

export type ContractDocument = {
  readonly __typename?: 'ContractDocument';
  readonly createdAt: Scalars['AWSDateTime']['output'];
  readonly fileName: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  /** APPLICATION (the signed application) or DILIGENT_EFFORT. */
  readonly kind: Scalars['String']['output'];
  readonly mimetype: Scalars['String']['output'];
};

/** The client's payment, as every screen shows it: never the full bank numbers. */
export type ContractPayment = {
  readonly __typename?: 'ContractPayment';
  /** CHECKING or SAVINGS. */
  readonly accountType?: Maybe<Scalars['String']['output']>;
  /** Whole dollars. */
  readonly amount: Scalars['Float']['output'];
  /** What happened (core's PaymentCollection): ACH_AUTHORIZED (the bank debit is pending) or WIRE_RECEIVED. */
  readonly collection: Scalars['String']['output'];
  readonly depositoryName?: Maybe<Scalars['String']['output']>;
  readonly maskedAccountNumber?: Maybe<Scalars['String']['output']>;
  readonly maskedRoutingNumber?: Maybe<Scalars['String']['output']>;
  /** ACH or WIRE. */
  readonly method: Scalars['String']['output'];
  readonly namesOnTheAccount?: Maybe<Scalars['String']['output']>;
  /** ACH: when authorised; wire: when recorded. */
  readonly paidAt: Scalars['AWSDateTime']['output'];
};

/** Whole dollars (docs/requirements.md#entity-contract). */
export type ContractPrices = {
  readonly __typename?: 'ContractPrices';
  readonly grossPremium: Scalars['Float']['output'];
  readonly netPremium: Scalars['Float']['output'];
  readonly policyFee?: Maybe<Scalars['Float']['output']>;
  readonly stampingFee?: Maybe<Scalars['Float']['output']>;
  /** Taxes and Fees: the surplus lines tax, the stamping fee and the policy fee (the Quote's estimatedTaxesAndFees; core's priceBreakdown); null while taxes are unknown. */
  readonly surplusTaxesAndFees?: Maybe<Scalars['Float']['output']>;
  /** What the client pays in full. */
  readonly totalDue: Scalars['Float']['output'];
  readonly totalTaxesNoStamping?: Maybe<Scalars['Float']['output']>;
};

export type ContractReviewInput = {
  /** What the client and the agent are told (at most 1000 characters); without it a standard sentence. */
  readonly clientMessage?: InputMaybe<Scalars['String']['input']>;
  readonly isApproved: Scalars['Boolean']['input'];
  /** Internal notes (operations only, never shown to the client nor e-mailed). Required when rejecting. */
  readonly reviewDescription?: InputMaybe<Scalars['String']['input']>;
};

/** A page of the operations queue; nextToken asks for the next one (null: this is the last). */
export type ContractReviewPage = {
  readonly __typename?: 'ContractReviewPage';
  readonly items: ReadonlyArray<Contract>;
  readonly nextToken?: Maybe<Scalars['String']['output']>;
};

/** Where a quote's weather came from: ingested observations, or the synthetic demo climate. */
export type DataOrigin =
  | 'demo'
  | 'observed';

/** One run of the weather data update job. */
export type DataUpdateRun = {
  readonly __typename?: 'DataUpdateRun';
  readonly _id: Scalars['ID']['output'];
  readonly datasetId: Scalars['String']['output'];
  readonly daysAdded: Scalars['Int']['output'];
  readonly error?: Maybe<Scalars['String']['output']>;
  readonly filesIngested: Scalars['Int']['output'];
  readonly finishedAt?: Maybe<Scalars['AWSDateTime']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly latestDateAfter?: Maybe<Scalars['String']['output']>;
  readonly latestDateBefore?: Maybe<Scalars['String']['output']>;
  readonly startedAt: Scalars['AWSDateTime']['output'];
  /** RUNNING, SUCCEEDED, FAILED or UP_TO_DATE. */
  readonly status: Scalars['String']['output'];
  /** schedule or command. */
  readonly trigger: Scalars['String']['output'];
};

export type DatasetMetadata = {
  readonly __typename?: 'DatasetMetadata';
  readonly id: Scalars['String']['output'];
  readonly properties: DatasetProperties;
};

export type DatasetProperties = {
  readonly __typename?: 'DatasetProperties';
  /** The latest day with data (midnight UTC). */
  readonly end_datetime: Scalars['AWSDateTime']['output'];
  readonly ingestedCells: Scalars['Int']['output'];
  readonly origin: DataOrigin;
  readonly provider: Scalars['String']['output'];
  readonly start_datetime: Scalars['AWSDateTime']['output'];
  readonly title: Scalars['String']['output'];
  readonly updated?: Maybe<Scalars['AWSDateTime']['output']>;
};

export type DiligentSearchUpload = {
  readonly __typename?: 'DiligentSearchUpload';
  /** DILIGENT_EFFORT, EXPORT_LIST or EXEMPT_COMMERCIAL_PURCHASER. */
  readonly acknowledgment?: Maybe<Scalars['String']['output']>;
  /** The uploaded file's name. */
  readonly file?: Maybe<Scalars['String']['output']>;
  readonly fileId?: Maybe<Scalars['ID']['output']>;
};

export type DiligentSearchUploadInput = {
  readonly acknowledgment?: InputMaybe<Scalars['String']['input']>;
  readonly file?: InputMaybe<Scalars['String']['input']>;
  readonly fileId?: InputMaybe<Scalars['ID']['input']>;
};

/** A confirmed client e-mail change. */
export type EmailChangeConfirmation = {
  readonly __typename?: 'EmailChangeConfirmation';
  readonly email: Scalars['String']['output'];
};

export type EmailValue = {
  readonly __typename?: 'EmailValue';
  readonly value: Scalars['String']['output'];
};

export type EmailValueInput = {
  readonly value?: InputMaybe<Scalars['String']['input']>;
};

/** Entity Information & Contact. The federal tax ID never leaves the server: only its mask. */
export type EntityInformation = {
  readonly __typename?: 'EntityInformation';
  readonly address?: Maybe<Scalars['String']['output']>;
  readonly businessPhone?: Maybe<Scalars['String']['output']>;
  readonly city?: Maybe<Scalars['String']['output']>;
  readonly contactFirstName?: Maybe<Scalars['String']['output']>;
  readonly contactLastName?: Maybe<Scalars['String']['output']>;
  readonly country?: Maybe<Scalars['String']['output']>;
  readonly county?: Maybe<Scalars['String']['output']>;
  readonly emails: ReadonlyArray<EmailValue>;
  readonly legalName?: Maybe<Scalars['String']['output']>;
  readonly maskedFederalTaxId?: Maybe<Scalars['String']['output']>;
  readonly state?: Maybe<Scalars['String']['output']>;
  readonly zip?: Maybe<Scalars['String']['output']>;
};

export type EntityInformationInput = {
  readonly address?: InputMaybe<Scalars['String']['input']>;
  readonly businessPhone?: InputMaybe<Scalars['String']['input']>;
  readonly city?: InputMaybe<Scalars['String']['input']>;
  readonly contactFirstName?: InputMaybe<Scalars['String']['input']>;
  readonly contactLastName?: InputMaybe<Scalars['String']['input']>;
  readonly country?: InputMaybe<Scalars['String']['input']>;
  readonly county?: InputMaybe<Scalars['String']['input']>;
  readonly emails?: InputMaybe<ReadonlyArray<EmailValueInput>>;
  /** Digits, with or without a dash; omit to keep the stored one. */
  readonly federalTaxId?: InputMaybe<Scalars['String']['input']>;
  readonly legalName?: InputMaybe<Scalars['String']['input']>;
  readonly state?: InputMaybe<Scalars['String']['input']>;
  readonly zip?: InputMaybe<Scalars['String']['input']>;
};

/** One state or grid cell of the exposure summary. */
export type ExposureScope = {
  readonly __typename?: 'ExposureScope';
  /** Live contracts there. */
  readonly contracts: Scalars['Int']['output'];
  /** Cells: the dataset and a covered location in the cell. */
  readonly datasetId?: Maybe<Scalars['String']['output']>;
  readonly exposure: Scalars['Float']['output'];
  /** REGION#{state} or CELL#{datasetId}#{row}#{col}. */
  readonly id: Scalars['ID']['output'];
  /** REGION or CELL. */
  readonly kind: Scalars['String']['output'];
  readonly lat?: Maybe<Scalars['Float']['output']>;
  readonly limit: Scalars['Float']['output'];
  readonly lon?: Maybe<Scalars['Float']['output']>;
  /** exposure / limit. */
  readonly share: Scalars['Float']['output'];
  readonly state: Scalars['String']['output'];
};

/** The capital provider's bound and pending exposure (issue 16): dollars. */
export type ExposureSummary = {
  readonly __typename?: 'ExposureSummary';
  /** Per grid cell of a dataset. */
  readonly cellLimit: Scalars['Float']['output'];
  /** The largest grid cells, largest first. */
  readonly cells: ReadonlyArray<ExposureScope>;
  /** Above this share of a limit an application is referred to an underwriter. */
  readonly referralShare: Scalars['Float']['output'];
  /** Per US state. */
  readonly regionLimit: Scalars['Float']['output'];
  /** Every state with exposure, largest first. */
  readonly regions: ReadonlyArray<ExposureScope>;
};

/** A form (a loss report): DRAFT, NEEDS_REVIEW, COMPLETE, APPROVED or REJECTED. */
export type Form = {
  readonly __typename?: 'Form';
  readonly _id: Scalars['ID']['output'];
  /** The policyholder's bank account on file for ACH payouts, masked (e.g. ••••6789); null when none (eCheck only). */
  readonly achAccount?: Maybe<Scalars['String']['output']>;
  /** The claim number the report received when signed (e.g. CLM-2026-7K3M9QXR0); null while a draft. */
  readonly claimNumber?: Maybe<Scalars['String']['output']>;
  readonly createdAt: Scalars['AWSDateTime']['output'];
  readonly documents: ReadonlyArray<Scalars['String']['output']>;
  /** LOSS_REPORT */
  readonly formType: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly orgId?: Maybe<Scalars['ID']['output']>;
  /** The policy's program code (HPC, LPC, HTC, LTC): the claim-submitted page's path. */
  readonly program: Scalars['String']['output'];
  readonly reviewDetails?: Maybe<LossReportReviewDetails>;
  readonly status: Scalars['String']['output'];
  readonly updatedAt: Scalars['AWSDateTime']['output'];
  readonly values: LossReportValues;
};

export type GridCellRef = {
  readonly __typename?: 'GridCellRef';
  readonly col: Scalars['Int']['output'];
  readonly row: Scalars['Int']['output'];
};

export type IndexData = {
  readonly __typename?: 'IndexData';
  readonly average: Scalars['Float']['output'];
  readonly dataOrigin: DataOrigin;
  readonly dataset: QuoteDataset;
  readonly max: Scalars['Float']['output'];
  readonly min: Scalars['Float']['output'];
  readonly policyYear: Scalars['Int']['output'];
  readonly programName: Scalars['String']['output'];
  readonly result: ReadonlyArray<IndexYear>;
  readonly skippedYears: ReadonlyArray<SkippedYear>;
  readonly unit: Scalars['String']['output'];
};

export type IndexDataInput = {
  readonly collection?: InputMaybe<Scalars['String']['input']>;
  /** cpc_precip_us-daily, prism-precip-daily, prism_temp_max-daily, prism_temp_min-daily (or the prismc-tmax-daily / prismc-tmin-daily aliases). */
  readonly dataset?: InputMaybe<Scalars['String']['input']>;
  readonly end?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD or an ISO timestamp (its calendar date is used). */
  readonly start?: InputMaybe<Scalars['String']['input']>;
  /** inch or deg_F */
  readonly units?: InputMaybe<Scalars['String']['input']>;
  readonly weightedLocations?: InputMaybe<ReadonlyArray<WeightedLocationInput>>;
};

export type IndexSummary = {
  readonly __typename?: 'IndexSummary';
  readonly average: Scalars['Float']['output'];
  readonly maximum: Scalars['Float']['output'];
  readonly minimum: Scalars['Float']['output'];
  readonly unit: Scalars['String']['output'];
};

/** The trend policy's estimate, test and decision (docs/pricing.md, Trend policy). */
export type IndexTrend = {
  readonly __typename?: 'IndexTrend';
  /** additive (temperature, units a year) or multiplicative (precipitation, a relative rate) */
  readonly adjustment: Scalars['String']['output'];
  /** 1 when significant, else the share still applied (0: dropped). */
  readonly appliedShare: Scalars['Float']['output'];
  readonly appliedSlopePerYear: Scalars['Float']['output'];
  /** The complete years the trend was estimated on: every one the data has. */
  readonly firstYear: Scalars['Int']['output'];
  readonly lastYear: Scalars['Int']['output'];
  /** theil-sen */
  readonly method: Scalars['String']['output'];
  /** Precipitation: the slope as a share of the level at the mean year, a year. */
  readonly relativeSlopePerYear?: Maybe<Scalars['Float']['output']>;
  readonly significanceThreshold: Scalars['Float']['output'];
  readonly significant: Scalars['Boolean']['output'];
  /** Theil-Sen slope, index units a year. */
  readonly slopePerYear: Scalars['Float']['output'];
  /** Mann-Kendall z. */
  readonly statistic: Scalars['Float']['output'];
  /** mann-kendall */
  readonly test: Scalars['String']['output'];
  readonly yearsUsed: Scalars['Int']['output'];
};

export type IndexYear = {
  readonly __typename?: 'IndexYear';
  /** The year's index (named temp by the spec; inches for precipitation). */
  readonly temp: Scalars['Float']['output'];
  readonly value: Scalars['Float']['output'];
  readonly year: Scalars['Int']['output'];
};

export type InviteTeamMemberInput = {
  readonly email?: InputMaybe<Scalars['String']['input']>;
  readonly firstName?: InputMaybe<Scalars['String']['input']>;
  readonly lastName?: InputMaybe<Scalars['String']['input']>;
  /** primaryAgent, agent or admin. */
  readonly orgContactType?: InputMaybe<Scalars['String']['input']>;
  readonly phoneNumber?: InputMaybe<Scalars['String']['input']>;
  readonly stateLicenseNumber?: InputMaybe<Scalars['String']['input']>;
};

export type LocationCollection = {
  readonly __typename?: 'LocationCollection';
  readonly features: ReadonlyArray<LocationFeature>;
  readonly type: Scalars['String']['output'];
};

export type LocationFeature = {
  readonly __typename?: 'LocationFeature';
  readonly geometry: PointGeometry;
  readonly properties: LocationProperties;
  readonly type: Scalars['String']['output'];
};

export type LocationProperties = {
  readonly __typename?: 'LocationProperties';
  /** The location's cell in the quote's dataset grid. */
  readonly cell: GridCellRef;
  readonly country: Scalars['String']['output'];
  /** The location's CPC cell id (row * 300 + col). */
  readonly cpcId?: Maybe<Scalars['Int']['output']>;
  readonly state: Scalars['String']['output'];
  /** Fraction of the index. */
  readonly weight: Scalars['Float']['output'];
};

export type LoginToken = {
  readonly __typename?: 'LoginToken';
  readonly expiresAt: Scalars['AWSDateTime']['output'];
  readonly token: Scalars['String']['output'];
  readonly tokenType: TokenType;
};

/** A loss report's loss details (section II). */
export type LossDetails = {
  readonly __typename?: 'LossDetails';
  readonly basisDescription?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  readonly notificationDate: Scalars['String']['output'];
};

export type LossReportInput = {
  readonly address1?: InputMaybe<Scalars['String']['input']>;
  readonly basisDescription?: InputMaybe<Scalars['String']['input']>;
  readonly city?: InputMaybe<Scalars['String']['input']>;
  readonly contactEmail?: InputMaybe<Scalars['String']['input']>;
  readonly contractId: Scalars['ID']['input'];
  /** Section IV: the disclaimers and fraud notices read (must be true). */
  readonly disclaimersAccepted?: InputMaybe<Scalars['Boolean']['input']>;
  readonly name?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD: not in the future, not before the policy period began. */
  readonly notificationDate?: InputMaybe<Scalars['String']['input']>;
  readonly policyNumber?: InputMaybe<Scalars['String']['input']>;
  /** Section III: the representations read and agreed to (must be true). */
  readonly representationsAccepted?: InputMaybe<Scalars['Boolean']['input']>;
  readonly state?: InputMaybe<Scalars['String']['input']>;
  /** A ZIP code: 5 digits or ZIP+4. */
  readonly zipcode?: InputMaybe<Scalars['String']['input']>;
};

/** The policyholder's review and signature of a loss report. */
export type LossReportReviewDetails = {
  readonly __typename?: 'LossReportReviewDetails';
  readonly clientSignature: Scalars['String']['output'];
  /** eCheck or ACH. */
  readonly paymentMethod: Scalars['String']['output'];
  readonly readConfirmation: Scalars['Boolean']['output'];
  /** YYYY-MM-DD: the day it was signed. */
  readonly todaysDate: Scalars['String']['output'];
};

export type LossReportReviewInput = {
  readonly agreeElectronicNamedInsured?: InputMaybe<Scalars['Boolean']['input']>;
  readonly clientSignature?: InputMaybe<Scalars['String']['input']>;
  readonly contractId: Scalars['ID']['input'];
  /** eCheck (default) or ACH (only with an account on file). */
  readonly payoutMethod?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD: must be today. */
  readonly reviewDate?: InputMaybe<Scalars['String']['input']>;
};

export type LossReportValues = {
  readonly __typename?: 'LossReportValues';
  readonly contractId: Scalars['ID']['output'];
  readonly lossDetails: LossDetails;
  readonly namedInsured: NamedInsured;
  readonly status: Scalars['String']['output'];
};

/** A value with its unit: USD, inch or deg_F (docs/requirements.md#entity-quote: limit.vector, strike.vector, ...). */
export type Measure = {
  readonly __typename?: 'Measure';
  readonly unit: Scalars['String']['output'];
  readonly vector: ReadonlyArray<Scalars['Float']['output']>;
};

export type Mutation = {
  readonly __typename?: 'Mutation';
  /** The claim link: logs the policyholder in, scoped to the contract. TOKEN_EXPIRED e-mails a new link. */
  readonly acceptClaimsFormTokenInvite?: Maybe<ClaimsFormAuth>;
  /** The client's review link: a session limited to that contract, and the contract. TOKEN_EXPIRED (a new link is e-mailed) or INVALID_TOKEN. */
  readonly acceptClientReviewContractInvite?: Maybe<ClientContractAuth>;
  /** The client's sign-in link (e-mailed with the policy): a session for all of the client's own contracts. TOKEN_EXPIRED (a new link is e-mailed) or INVALID_TOKEN. */
  readonly acceptClientSignIn?: Maybe<AuthPayload>;
  /** The invitee registers from the link: a confirmed account in the inviting organisation with the invited role. */
  readonly acceptTeamInvitation?: Maybe<AuthPayload>;
  /** The agent's payout bank account: stored encrypted; the answer shows it masked. */
  readonly addAgentPaymentInformation?: Maybe<User>;
  /** The client authorises the ACH debit: the contract is bound (APPROVED) and the policy issued. */
  readonly addClientUserPayment?: Maybe<Contract>;
  /** Attach one of the agency's clients to the caller's saved quote (only when none is attached). */
  readonly attachClientToQuote?: Maybe<Quote>;
  /** Renew a session (or exchange a one-time LOGIN token for one). */
  readonly authorize?: Maybe<AuthPayload>;
  /** Operations (internal users, super admins of another agency): set a client's e-mail directly; the old address is told. */
  readonly changeClientEmail?: Maybe<User>;
  readonly changePassword?: Maybe<Scalars['Boolean']['output']>;
  /** Public: confirm a client's e-mail change with the link mailed to the old address; answers the new address. */
  readonly confirmClientEmailChange?: Maybe<EmailChangeConfirmation>;
  /** Confirm the e-mail: the 5-character code (needs the session) or the e-mailed link token. */
  readonly confirmUser?: Maybe<AuthPayload>;
  /** Add a client (role client, no password) for the caller's agency; an e-mail already among the agency's clients answers that client. Arguments are nullable so a missing one gets the spec's message. */
  readonly createClientUser?: Maybe<User>;
  /** Start an application from a saved premium indication for one of the agency's clients: freezes the quote. APPLICATION_TOO_EARLY / APPLICATION_TOO_LATE outside the purchase window. */
  readonly createInsuranceApplication?: Maybe<Contract>;
  readonly createLoginToken?: Maybe<LoginToken>;
  /** Excess precipitation (HPC): priced options around the requested strike. sync false: queued, poll getPricingRequest. */
  readonly createParametricCustomQuote?: Maybe<PricingRequest>;
  /** High/low temperature (HTC, LTC) and low precipitation (LPC). */
  readonly createParametricQuote?: Maybe<PricingRequest>;
  /** The public premium indication request (no account needed): stored and e-mailed to the operations inbox. */
  readonly createPremiumIndicationRequest?: Maybe<PremiumIndicationRequest>;
  /** Soft-delete the caller's premium indication (quoteType Parametric, deleteType Soft); a submitted one is refused. */
  readonly deleteQuote?: Maybe<Scalars['Boolean']['output']>;
  /** Designate the organisation's primary agent (a member, or the caller): starts onboarding. */
  readonly designatePrimaryAgent?: Maybe<OrganizationOnboarding>;
  /** Always answers true, whether or not the e-mail has an account. */
  readonly forgotPassword?: Maybe<Scalars['Boolean']['output']>;
  /** E-mail the policyholder of this policy number a claim form link (CLIENT_CLAIM_FORM). Always true for a well-formed number (nothing is revealed). */
  readonly inviteClientClaimForm?: Maybe<Scalars['Boolean']['output']>;
  /** Invite a team member (managers only): e-mails a single-use link to /agent-sign-up. ORGANIZATION_CONTACT_ALREADY_INVITED for a repeat. */
  readonly inviteLpcOrgAgent?: Maybe<Scalars['Boolean']['output']>;
  readonly login?: Maybe<AuthPayload>;
  /** End the current session: its token stops working at once. */
  readonly logout?: Maybe<Scalars['Boolean']['output']>;
  /** End every session of the signed-in user, this one included; answers how many were ended. */
  readonly logoutEverywhere?: Maybe<Scalars['Int']['output']>;
  /** Operations record a client's wire as received: the contract is bound and the policy issued. */
  readonly markWirePaymentReceived?: Maybe<Contract>;
  /** Create an account and its organisation; returns a session for the unconfirmed user. */
  readonly registerUser?: Maybe<AuthPayload>;
  /** E-mail me a sign-in link: queues a sign-in link to each of the address's client records with a policy or an open application. Always true (VALIDATION_ERROR for a malformed address): it never tells whether the address is known. */
  readonly requestClientSignInLink?: Maybe<Scalars['Boolean']['output']>;
  /** Send a new confirmation code to the signed-in, unconfirmed user. */
  readonly resendConfirm?: Maybe<Scalars['Boolean']['output']>;
  /** Send a fresh invitation link (the old one stops working). */
  readonly resendTeamInvitation?: Maybe<TeamMember>;
  readonly resetPassword?: Maybe<AuthPayload>;
  /** Operations approve (payable to the policyholder's payout method) or reject (with a reason) a claim. */
  readonly reviewClaim?: Maybe<Claim>;
  /** An underwriter approves (the client is then invited) or rejects a PENDING_APPROVAL application. */
  readonly reviewContract?: Maybe<Contract>;
  /** Operations approve (onboarded, can bind) or return (AwaitingAgency, with a reason) an agency application. */
  readonly reviewOrganizationApplication?: Maybe<OrganizationOnboarding>;
  /** Provide Feedback: a rating from 1 to 5 and optional text. */
  readonly saveFeedback?: Maybe<Scalars['Boolean']['output']>;
  /** High temperature (HTC): as saveLPCInsuranceQuote (the spec leaves the name open). */
  readonly saveHTCInsuranceQuote?: Maybe<Quote>;
  /** Precipitation (HPC, LPC): save the caller's priced option as a premium indication, attaching client (one of the agency's) when given and none is attached yet. */
  readonly saveLPCInsuranceQuote?: Maybe<Quote>;
  /** Low temperature (LTC): as saveLPCInsuranceQuote. */
  readonly saveLTCInsuranceQuote?: Maybe<Quote>;
  /** The policyholder saves a loss report (DRAFT); answers it with its _id. */
  readonly saveLossReport?: Maybe<Form>;
  /** The policyholder reviews and signs a loss report: NEEDS_REVIEW. */
  readonly saveLossReportReview?: Maybe<Form>;
  /** Save the agency application's answers (a draft may be incomplete). */
  readonly saveOrganizationApplication?: Maybe<OrganizationOnboarding>;
  /** Disable (no more sign-in; sessions end) or re-activate a member; an open invitation is withdrawn. */
  readonly setTeamMemberStatus?: Maybe<TeamMember>;
  /** Temperature (LTC, HTC): as sharePrecipInsuranceQuote. */
  readonly shareLtcInsuranceQuote?: Maybe<Scalars['Boolean']['output']>;
  /** Precipitation (HPC, LPC): e-mail 1 to 10 addresses a summary of the caller's saved quote with a link to it. */
  readonly sharePrecipInsuranceQuote?: Maybe<Scalars['Boolean']['output']>;
  /** The broker signs and submits: every section complete and the revenue rule holding. The client is e-mailed the review link. */
  readonly submitLpcInsuranceApplication?: Maybe<Contract>;
  /** Sign and submit the agency application for review (NeedsReview). */
  readonly submitOrganizationApplication?: Maybe<OrganizationOnboarding>;
  /** The client signs the application (AWAITING_CLIENT → CLIENT_REVIEWED). */
  readonly submitReviewedLpcApplicationByClient?: Maybe<Contract>;
  /** Edit a client of the caller's agency: name, e-mail, phone, company and address. While the client has an open application or policy a new e-mail only becomes pendingEmail: the old address confirms it. */
  readonly updateClientUser?: Maybe<User>;
  /** Save the application's answers (a draft may be incomplete). */
  readonly updateLpcInsuranceApplication?: Maybe<Contract>;
  /** Set the primary-agent or accounting contact (managers only). */
  readonly updateOrganizationContact?: Maybe<Organization>;
  /** Set the physical or mailing address (managers only). */
  readonly updateOrganizationLocationAddress?: Maybe<Organization>;
  /** Update the caller's own name and phone (the e-mail cannot change); with id, a manager (admin, primary agent, super admin) edits another member of their organisation: names, e-mail (invited members only), role, state, state license and its PDF. */
  readonly updateUser?: Maybe<User>;
  /** A presigned upload (PDF only, size-capped) into a folder of an application the caller works on. */
  readonly uploadFile?: Maybe<PresignedUpload>;
};


export type MutationAcceptClaimsFormTokenInviteArgs = {
  token: Scalars['String']['input'];
};


export type MutationAcceptClientReviewContractInviteArgs = {
  token: Scalars['String']['input'];
};


export type MutationAcceptClientSignInArgs = {
  token: Scalars['String']['input'];
};


export type MutationAcceptTeamInvitationArgs = {
  input: AcceptTeamInvitationInput;
};


export type MutationAddAgentPaymentInformationArgs = {
  input: AgentPaymentInput;
};


export type MutationAddClientUserPaymentArgs = {
  contract: Scalars['ID']['input'];
  input: ClientPaymentInput;
};


export type MutationAttachClientToQuoteArgs = {
  client: Scalars['ID']['input'];
  quote: Scalars['ID']['input'];
};


export type MutationAuthorizeArgs = {
  token: Scalars['String']['input'];
};


export type MutationChangeClientEmailArgs = {
  client: Scalars['ID']['input'];
  email: Scalars['String']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmClientEmailChangeArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmUserArgs = {
  token: Scalars['String']['input'];
  type?: InputMaybe<TokenType>;
};


export type MutationCreateClientUserArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateInsuranceApplicationArgs = {
  client: Scalars['ID']['input'];
  quote: Scalars['ID']['input'];
};


export type MutationCreateLoginTokenArgs = {
  tokenType: TokenType;
};


export type MutationCreateParametricCustomQuoteArgs = {
  collection?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  dataset?: InputMaybe<Scalars['String']['input']>;
  end?: InputMaybe<Scalars['String']['input']>;
  exhaust?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Float']['input']>;
  start?: InputMaybe<Scalars['String']['input']>;
  strike?: InputMaybe<Scalars['Float']['input']>;
  sync?: InputMaybe<Scalars['Boolean']['input']>;
  targetMatch?: InputMaybe<Scalars['Boolean']['input']>;
  units?: InputMaybe<Scalars['String']['input']>;
  weightedLocations?: InputMaybe<ReadonlyArray<WeightedLocationInput>>;
};


export type MutationCreateParametricQuoteArgs = {
  collection?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  dataset?: InputMaybe<Scalars['String']['input']>;
  end?: InputMaybe<Scalars['String']['input']>;
  exhaust?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Float']['input']>;
  preferredStrike?: InputMaybe<Scalars['Float']['input']>;
  programType?: InputMaybe<Scalars['String']['input']>;
  start?: InputMaybe<Scalars['String']['input']>;
  sync?: InputMaybe<Scalars['Boolean']['input']>;
  targetMatch?: InputMaybe<Scalars['Boolean']['input']>;
  units?: InputMaybe<Scalars['String']['input']>;
  weightedLocations?: InputMaybe<ReadonlyArray<WeightedLocationInput>>;
};


export type MutationCreatePremiumIndicationRequestArgs = {
  input: PremiumIndicationRequestInput;
};


export type MutationDeleteQuoteArgs = {
  deleteType?: InputMaybe<Scalars['String']['input']>;
  quote: Scalars['ID']['input'];
  quoteType?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDesignatePrimaryAgentArgs = {
  user: Scalars['ID']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationInviteClientClaimFormArgs = {
  policyId: Scalars['String']['input'];
};


export type MutationInviteLpcOrgAgentArgs = {
  inputs: InviteTeamMemberInput;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationMarkWirePaymentReceivedArgs = {
  contract: Scalars['ID']['input'];
  input: WireReceivedInput;
};


export type MutationRegisterUserArgs = {
  input: RegisterUserInput;
};


export type MutationRequestClientSignInLinkArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendTeamInvitationArgs = {
  user: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationReviewClaimArgs = {
  id: Scalars['ID']['input'];
  input: ClaimReviewInput;
};


export type MutationReviewContractArgs = {
  contract: Scalars['ID']['input'];
  input: ContractReviewInput;
};


export type MutationReviewOrganizationApplicationArgs = {
  input: OrganizationReviewInput;
  organization: Scalars['ID']['input'];
};


export type MutationSaveFeedbackArgs = {
  feedback?: InputMaybe<Scalars['String']['input']>;
  rating?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSaveHtcInsuranceQuoteArgs = {
  client?: InputMaybe<Scalars['ID']['input']>;
  quote: Scalars['ID']['input'];
};


export type MutationSaveLpcInsuranceQuoteArgs = {
  client?: InputMaybe<Scalars['ID']['input']>;
  quote: Scalars['ID']['input'];
};


export type MutationSaveLtcInsuranceQuoteArgs = {
  client?: InputMaybe<Scalars['ID']['input']>;
  quote: Scalars['ID']['input'];
};


export type MutationSaveLossReportArgs = {
  input: LossReportInput;
};


export type MutationSaveLossReportReviewArgs = {
  id: Scalars['ID']['input'];
  input: LossReportReviewInput;
};


export type MutationSaveOrganizationApplicationArgs = {
  input: OrganizationApplicationInput;
};


export type MutationSetTeamMemberStatusArgs = {
  status: TeamMemberStatus;
  user: Scalars['ID']['input'];
};


export type MutationShareLtcInsuranceQuoteArgs = {
  emails: ReadonlyArray<Scalars['String']['input']>;
  quoteId: Scalars['ID']['input'];
};


export type MutationSharePrecipInsuranceQuoteArgs = {
  emails: ReadonlyArray<Scalars['String']['input']>;
  quoteId: Scalars['ID']['input'];
};


export type MutationSubmitLpcInsuranceApplicationArgs = {
  contract: Scalars['ID']['input'];
  input: SubmitApplicationInput;
};


export type MutationSubmitOrganizationApplicationArgs = {
  input: OrganizationApplicationInput;
};


export type MutationSubmitReviewedLpcApplicationByClientArgs = {
  contract: Scalars['ID']['input'];
  input: ClientReviewInput;
};


export type MutationUpdateClientUserArgs = {
  client: Scalars['ID']['input'];
  input: UpdateClientUserInput;
};


export type MutationUpdateLpcInsuranceApplicationArgs = {
  contract: Scalars['ID']['input'];
  input: UpdateApplicationInput;
};


export type MutationUpdateOrganizationContactArgs = {
  contact?: InputMaybe<Scalars['ID']['input']>;
  input: OrganizationContactInput;
  organization: Scalars['ID']['input'];
};


export type MutationUpdateOrganizationLocationAddressArgs = {
  input: OrganizationLocationInput;
  location?: InputMaybe<Scalars['ID']['input']>;
  organization: Scalars['ID']['input'];
};


export type MutationUpdateUserArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: UpdateUserInput;
};


export type MutationUploadFileArgs = {
  input: UploadFileInput;
};

/** A loss report's named insured (section I). */
export type NamedInsured = {
  readonly __typename?: 'NamedInsured';
  readonly address1: Scalars['String']['output'];
  readonly city: Scalars['String']['output'];
  readonly contactEmail: Scalars['String']['output'];
  readonly name: Scalars['String']['output'];
  readonly policyNumber: Scalars['String']['output'];
  readonly state: Scalars['String']['output'];
  readonly zipcode: Scalars['String']['output'];
};

export type Organization = {
  readonly __typename?: 'Organization';
  readonly _id: Scalars['ID']['output'];
  readonly application?: Maybe<OrganizationApplication>;
  /** The primary-agent and accounting (admin) contacts. */
  readonly contacts?: Maybe<ReadonlyArray<OrganizationContact>>;
  readonly isOnboarded: Scalars['Boolean']['output'];
  /** Physical and mailing addresses (at most one of each type). */
  readonly locations?: Maybe<ReadonlyArray<OrganizationLocation>>;
  readonly name: Scalars['String']['output'];
  readonly permissions?: Maybe<OrganizationPermissions>;
  /** Who signed the agency application, and when (onboarding). */
  readonly signatureDetails?: Maybe<SignatureDetails>;
  readonly website?: Maybe<Scalars['String']['output']>;
  readonly yearsInBusiness?: Maybe<Scalars['Int']['output']>;
};

export type OrganizationAddress = {
  readonly __typename?: 'OrganizationAddress';
  readonly address1: Scalars['String']['output'];
  readonly address2?: Maybe<Scalars['String']['output']>;
  readonly city: Scalars['String']['output'];
  readonly state: Scalars['String']['output'];
  readonly zipcode: Scalars['String']['output'];
};

export type OrganizationAddressInput = {
  readonly address1?: InputMaybe<Scalars['String']['input']>;
  readonly address2?: InputMaybe<Scalars['String']['input']>;
  readonly city?: InputMaybe<Scalars['String']['input']>;
  readonly state?: InputMaybe<Scalars['String']['input']>;
  readonly zipcode?: InputMaybe<Scalars['String']['input']>;
};

export type OrganizationApplication = {
  readonly __typename?: 'OrganizationApplication';
  readonly _id?: Maybe<Scalars['ID']['output']>;
  /** Why operations sent the application back (status AwaitingAgency). */
  readonly returnReason?: Maybe<Scalars['String']['output']>;
  readonly reviewedAt?: Maybe<Scalars['AWSDateTime']['output']>;
  readonly status?: Maybe<OrganizationApplicationStatus>;
  readonly submittedAt?: Maybe<Scalars['AWSDateTime']['output']>;
  readonly userId?: Maybe<Scalars['ID']['output']>;
};

export type OrganizationApplicationInput = {
  readonly agencyLicenseNumber?: InputMaybe<Scalars['String']['input']>;
  /** The agency's producer license (state and number). */
  readonly agencyLicenseState?: InputMaybe<Scalars['String']['input']>;
  readonly agreeAgencyAgreement?: InputMaybe<Scalars['Boolean']['input']>;
  readonly mailingAddress?: InputMaybe<OrganizationAddressInput>;
  readonly name?: InputMaybe<Scalars['String']['input']>;
  /** Resident-state license number of the agency's National Producer Number. */
  readonly npn?: InputMaybe<Scalars['String']['input']>;
  readonly physicalAddress?: InputMaybe<OrganizationAddressInput>;
  readonly signature?: InputMaybe<Scalars['String']['input']>;
  readonly signingDate?: InputMaybe<Scalars['AWSDate']['input']>;
  readonly title?: InputMaybe<Scalars['String']['input']>;
  readonly website?: InputMaybe<Scalars['String']['input']>;
  readonly yearsInBusiness?: InputMaybe<Scalars['Int']['input']>;
};

export type OrganizationApplicationStatus =
  | 'Approved'
  | 'AwaitingAgency'
  | 'NeedsReview'
  | 'NotStarted'
  | 'Started';

/** A contact of the organisation; type admin is the accounting contact. */
export type OrganizationContact = {
  readonly __typename?: 'OrganizationContact';
  readonly _id: Scalars['ID']['output'];
  readonly email: Scalars['String']['output'];
  readonly firstName?: Maybe<Scalars['String']['output']>;
  readonly lastName?: Maybe<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
  readonly phone?: Maybe<Scalars['String']['output']>;
  readonly type: OrganizationContactType;
};

export type OrganizationContactInput = {
  readonly email?: InputMaybe<Scalars['String']['input']>;
  readonly firstName?: InputMaybe<Scalars['String']['input']>;
  readonly lastName?: InputMaybe<Scalars['String']['input']>;
  /** The full name; or firstName and lastName. */
  readonly name?: InputMaybe<Scalars['String']['input']>;
  readonly phone?: InputMaybe<Scalars['String']['input']>;
  readonly type: OrganizationContactType;
};

export type OrganizationContactType =
  | 'admin'
  | 'primaryAgent';

export type OrganizationLocation = {
  readonly __typename?: 'OrganizationLocation';
  readonly _id: Scalars['ID']['output'];
  readonly address: OrganizationAddress;
  readonly type: OrganizationLocationType;
};

export type OrganizationLocationInput = {
  readonly address: OrganizationAddressInput;
  readonly type: OrganizationLocationType;
};

export type OrganizationLocationType =
  | 'mailing'
  | 'physical';

/** The agency application (onboarding) with its details, for the agency and for operations. */
export type OrganizationOnboarding = {
  readonly __typename?: 'OrganizationOnboarding';
  readonly agencyLicenseNumber?: Maybe<Scalars['String']['output']>;
  readonly agencyLicenseState?: Maybe<Scalars['String']['output']>;
  /** The signed agency agreement (a document id for getSignedUrl), once submitted. */
  readonly agreementDocumentId?: Maybe<Scalars['ID']['output']>;
  readonly applicant?: Maybe<User>;
  readonly npn?: Maybe<Scalars['String']['output']>;
  readonly organization: Organization;
  readonly primaryAgent?: Maybe<User>;
  readonly returnReason?: Maybe<Scalars['String']['output']>;
  readonly status: OrganizationApplicationStatus;
  readonly submittedAt?: Maybe<Scalars['AWSDateTime']['output']>;
};

export type OrganizationPermissions = {
  readonly __typename?: 'OrganizationPermissions';
  readonly canBind: Scalars['Boolean']['output'];
};

export type OrganizationReviewInput = {
  /** approve or return */
  readonly decision: Scalars['String']['input'];
  readonly reason?: InputMaybe<Scalars['String']['input']>;
};

export type PaginationInput = {
  readonly limit?: InputMaybe<Scalars['Int']['input']>;
  readonly page?: InputMaybe<Scalars['Int']['input']>;
};

export type PaymentsInfo = {
  readonly __typename?: 'PaymentsInfo';
  readonly accountType: Scalars['String']['output'];
  readonly depositoryName: Scalars['String']['output'];
  readonly maskedAccountNumber: Scalars['String']['output'];
  readonly maskedRoutingNumber: Scalars['String']['output'];
  readonly namesOnTheAccount?: Maybe<Scalars['String']['output']>;
  readonly paymentMethod: Scalars['String']['output'];
  readonly updatedAt: Scalars['AWSDateTime']['output'];
};

export type PayoutPoint = {
  readonly __typename?: 'PayoutPoint';
  /** Index value (inch or deg_F). */
  readonly index: Scalars['Float']['output'];
  /** Payout in dollars. */
  readonly payout: Scalars['Float']['output'];
};

export type PeriodPreset = {
  readonly __typename?: 'PeriodPreset';
  readonly days: Scalars['Int']['output'];
  readonly deadlineDate: Scalars['AWSDate']['output'];
  readonly endDate: Scalars['AWSDate']['output'];
  readonly label: Scalars['String']['output'];
  readonly startDate: Scalars['AWSDate']['output'];
};

export type Permission = {
  readonly __typename?: 'Permission';
  readonly canBind: Scalars['Boolean']['output'];
  readonly canQuote: Scalars['Boolean']['output'];
  readonly platform: Platform;
};

export type Platform =
  | 'CM'
  | 'DEFAULT'
  | 'DRE'
  | 'HH'
  | 'PM'
  | 'RM'
  | 'SINGLIFE';

export type PointGeometry = {
  readonly __typename?: 'PointGeometry';
  /** [lon, lat] */
  readonly coordinates: ReadonlyArray<Scalars['Float']['output']>;
  readonly type: Scalars['String']['output'];
};

/** A policy's index: live while the period runs, then its settlement. */
export type PolicyIndex = {
  readonly __typename?: 'PolicyIndex';
  /** The last day with data used (YYYY-MM-DD); null before the period's data begins. */
  readonly asOf?: Maybe<Scalars['String']['output']>;
  readonly claim?: Maybe<Claim>;
  readonly contractId: Scalars['ID']['output'];
  /** observed or demo. */
  readonly dataOrigin: Scalars['String']['output'];
  readonly daysElapsed: Scalars['Int']['output'];
  readonly daysRemaining: Scalars['Int']['output'];
  readonly daysTotal: Scalars['Int']['output'];
  readonly endDate: Scalars['String']['output'];
  /** Dollars: the settlement's payout once settled, else payoutToDate. */
  readonly estimatedPayout: Scalars['Float']['output'];
  readonly exhaust: Scalars['Float']['output'];
  readonly historicalMax?: Maybe<Scalars['Float']['output']>;
  readonly historicalMaxAsIfToday?: Maybe<Scalars['Float']['output']>;
  readonly historicalMedian?: Maybe<Scalars['Float']['output']>;
  readonly historicalMedianAsIfToday?: Maybe<Scalars['Float']['output']>;
  readonly historicalMin?: Maybe<Scalars['Float']['output']>;
  /** The same days' range with each year moved to the policy year along the priced trend (as if today). */
  readonly historicalMinAsIfToday?: Maybe<Scalars['Float']['output']>;
  readonly indexToDate?: Maybe<Scalars['Float']['output']>;
  /** Dollars. */
  readonly limit: Scalars['Float']['output'];
  readonly lookBackYears: Scalars['Int']['output'];
  /** Dollars: the payout if the period ended on asOf. */
  readonly payoutToDate: Scalars['Float']['output'];
  readonly points: ReadonlyArray<PolicyIndexPoint>;
  readonly policyNumber?: Maybe<Scalars['String']['output']>;
  readonly program: Scalars['String']['output'];
  readonly settlement?: Maybe<PolicySettlement>;
  readonly startDate: Scalars['String']['output'];
  /** NOT_STARTED, RUNNING, AWAITING_DATA, CLAIM_OPEN, PAID, CLAIM_REJECTED or CLOSED. */
  readonly state: Scalars['String']['output'];
  readonly trigger: Scalars['Float']['output'];
  /** in or °F */
  readonly unit: Scalars['String']['output'];
};

/** One day of a policy's live index: the index to that day, and the historical range for the same day of the period. */
export type PolicyIndexPoint = {
  readonly __typename?: 'PolicyIndexPoint';
  readonly date: Scalars['String']['output'];
  readonly historicalMax?: Maybe<Scalars['Float']['output']>;
  readonly historicalMin?: Maybe<Scalars['Float']['output']>;
  readonly index?: Maybe<Scalars['Float']['output']>;
};

/** A bound policy in the agent's lists (/policies, /policies/expiring-soon). */
export type PolicyListItem = {
  readonly __typename?: 'PolicyListItem';
  readonly clientId?: Maybe<Scalars['ID']['output']>;
  readonly contractId: Scalars['ID']['output'];
  readonly endDate: Scalars['String']['output'];
  /** Where the policy's index stands (NOT_STARTED, RUNNING, AWAITING_DATA, CLAIM_OPEN, PAID, CLAIM_REJECTED or CLOSED), from its dates and its stored settlement and claim. */
  readonly indexState: Scalars['String']['output'];
  /** The insured's legal name (else the contact's name). */
  readonly insuredName: Scalars['String']['output'];
  /** Limit of liability in dollars. */
  readonly limit: Scalars['Float']['output'];
  readonly policyNumber: Scalars['String']['output'];
  readonly program: Scalars['String']['output'];
  readonly programTitle: Scalars['String']['output'];
  readonly quoteId: Scalars['ID']['output'];
  readonly startDate: Scalars['String']['output'];
  /** The contract's status: APPROVED (bound) or CANCELLED. */
  readonly status: Scalars['String']['output'];
};

export type PolicyPage = {
  readonly __typename?: 'PolicyPage';
  readonly items: ReadonlyArray<PolicyListItem>;
  /** The next page's token; null on the last page. */
  readonly nextToken?: Maybe<Scalars['String']['output']>;
};

/** The settlement of a policy at the end of its period: written once, from the same engine that priced it. */
export type PolicySettlement = {
  readonly __typename?: 'PolicySettlement';
  /** The latest day the dataset held when settled. */
  readonly dataLatestDate: Scalars['String']['output'];
  /** observed or demo. */
  readonly dataOrigin: Scalars['String']['output'];
  /** The data version used (the grid store's dataset stamp). */
  readonly dataVersion: Scalars['String']['output'];
  readonly datasetId: Scalars['String']['output'];
  readonly daysUsed: Scalars['Int']['output'];
  /** The observed index over the policy period (inches or deg F). */
  readonly index: Scalars['Float']['output'];
  /** CLAIM_OPENED (payout above zero) or CLOSED_NO_PAYOUT. */
  readonly outcome: Scalars['String']['output'];
  /** Dollars. */
  readonly payout: Scalars['Float']['output'];
  readonly settledAt: Scalars['AWSDateTime']['output'];
};

export type PremiumIndicationRequest = {
  readonly __typename?: 'PremiumIndicationRequest';
  readonly createdAt: Scalars['AWSDateTime']['output'];
  readonly end: Scalars['AWSDate']['output'];
  readonly id: Scalars['ID']['output'];
  readonly limit: Scalars['Float']['output'];
  readonly name?: Maybe<Scalars['String']['output']>;
  readonly programType: Scalars['String']['output'];
  readonly start: Scalars['AWSDate']['output'];
};

export type PremiumIndicationRequestInput = {
  /** Where the team answers: required from visitors; a signed-in user's own e-mail when empty. */
  readonly email?: InputMaybe<Scalars['String']['input']>;
  readonly end?: InputMaybe<Scalars['String']['input']>;
  /** Limit of liability in dollars. */
  readonly limit?: InputMaybe<Scalars['Float']['input']>;
  /** Name of the insured (optional). */
  readonly name?: InputMaybe<Scalars['String']['input']>;
  /** Peril: one of the program types (default NamedStorm). */
  readonly programType?: InputMaybe<Scalars['String']['input']>;
  /** The bot-check token (reCAPTCHA) when the stage has one configured. */
  readonly recaptcha?: InputMaybe<Scalars['String']['input']>;
  /** Policy period start and end (YYYY-MM-DD). */
  readonly start?: InputMaybe<Scalars['String']['input']>;
};

export type PresignedField = {
  readonly __typename?: 'PresignedField';
  readonly name: Scalars['String']['output'];
  readonly value: Scalars['String']['output'];
};

/** A presigned S3 POST: send the fields, then the file, as multipart/form-data to url. */
export type PresignedUpload = {
  readonly __typename?: 'PresignedUpload';
  readonly expiresAt: Scalars['AWSDateTime']['output'];
  readonly fields: ReadonlyArray<PresignedField>;
  readonly uploadId: Scalars['ID']['output'];
  readonly url: Scalars['String']['output'];
};

export type PricingError = {
  readonly __typename?: 'PricingError';
  readonly code: Scalars['String']['output'];
  readonly message: Scalars['String']['output'];
};

/** A pricing request: DONE with its quotes (an empty list: no offers), PENDING/RUNNING, or FAILED. */
export type PricingRequest = {
  readonly __typename?: 'PricingRequest';
  readonly createdAt: Scalars['AWSDateTime']['output'];
  readonly dataOrigin?: Maybe<DataOrigin>;
  readonly error?: Maybe<PricingError>;
  readonly id: Scalars['ID']['output'];
  readonly programName: Scalars['String']['output'];
  readonly quotes: ReadonlyArray<Quote>;
  readonly requestId: Scalars['ID']['output'];
  readonly status: PricingRequestStatus;
  readonly sync: Scalars['Boolean']['output'];
  readonly targetMatch?: Maybe<TargetMatch>;
  readonly updatedAt: Scalars['AWSDateTime']['output'];
};

export type PricingRequestStatus =
  | 'DONE'
  | 'FAILED'
  | 'PENDING'
  | 'RUNNING';

/** A program's default policy period and application deadline, and the period rules. */
export type ProgramDates = {
  readonly __typename?: 'ProgramDates';
  readonly applicationDeadlineDays: Scalars['Int']['output'];
  readonly days: Scalars['Int']['output'];
  readonly deadlineDate: Scalars['AWSDate']['output'];
  readonly earliestStartDate: Scalars['AWSDate']['output'];
  readonly endDate: Scalars['AWSDate']['output'];
  readonly latestEndDate?: Maybe<Scalars['AWSDate']['output']>;
  readonly latestStartDate: Scalars['AWSDate']['output'];
  readonly maxMonths: Scalars['Int']['output'];
  readonly minDays: Scalars['Int']['output'];
  readonly presets: ReadonlyArray<PeriodPreset>;
  readonly programType: Scalars['String']['output'];
  readonly startDate: Scalars['AWSDate']['output'];
};

export type Query = {
  readonly __typename?: 'Query';
  /** The signed-in user, or an UNAUTHORIZED error. */
  readonly currentUser?: Maybe<User>;
  /** The caller's commissions (bound policies), newest first; pagination page (1) and limit (6). */
  readonly getAgentCommissions?: Maybe<AgentCommissionList>;
  /** The caller's portfolio counters (needs canQuote). */
  readonly getAgentStats?: Maybe<AgentStats>;
  /** The applications the caller may see that their agent still holds (DRAFT, AWAITING_AGENT), the nearest deadline first (agents: their own; primary agents and super admins: the organisation's). limit 10 (at most 100); nextToken from the previous page. */
  readonly getApplicationsInProgress: ApplicationInProgressPage;
  /** A claim: operations, the policy's agency, or the policyholder. */
  readonly getClaim?: Maybe<Claim>;
  /** Operations: claims in a status (default PENDING_REVIEW), oldest first; an agency sees its own. */
  readonly getClaims?: Maybe<ClaimList>;
  /** An application the caller may see: its agent, their organisation's primary agent or super admin. */
  readonly getContract?: Maybe<Contract>;
  /** The bound policy with this policy number, for those who may see its contract. */
  readonly getContractByPolicyId?: Maybe<Contract>;
  /** The contract (application) made from a quote the caller may see; null while there is none. */
  readonly getContractByQuoteId?: Maybe<Contract>;
  /** The operations queue (internal users and super admins): contracts in these statuses (default PENDING_APPROVAL and CLIENT_REVIEWED), payment due soonest first, one page (limit, default 50, at most 100); nextToken from the previous page. */
  readonly getContractsForReview: ContractReviewPage;
  /** Operations: the latest runs of the weather data update job, newest first. */
  readonly getDataUpdateRuns: ReadonlyArray<DataUpdateRun>;
  readonly getDatasetMetaDataV4?: Maybe<DatasetMetadata>;
  /** Operations: bound and pending exposure of every agency per state and in the largest grid cells, against the aggregate limits. */
  readonly getExposureSummary: ExposureSummary;
  /** A form: formType LossReport (or LOSS_REPORT). The policyholder (claim link), the policy's agency and operations. */
  readonly getForm?: Maybe<Form>;
  /** The same answer as getIndexDataV2 (the older name). */
  readonly getIndexData?: Maybe<IndexData>;
  /** The yearly index over the look-back a quote of the same period and locations uses. type: HighTemp, LowTemp, ExcessRainfall, LowRainfall (or HTC, LTC, HPC, LPC). */
  readonly getIndexDataV2?: Maybe<IndexData>;
  /** Default period and deadline of low precipitation (or of programType). */
  readonly getLPCDates?: Maybe<ProgramDates>;
  /** Default period and deadline of low temperature (or of programType). */
  readonly getLTCDates?: Maybe<ProgramDates>;
  /** A client's own applications and policies, bound first then newest (clients only; the sign-in link's session). */
  readonly getMyPolicies: ClientPolicyList;
  /** Operations: one agency application. */
  readonly getOrganizationApplication?: Maybe<OrganizationOnboarding>;
  /** Operations (internal, super admin): agency applications in these statuses (default NeedsReview), oldest first. */
  readonly getOrganizationApplicationsForReview: ReadonlyArray<OrganizationOnboarding>;
  /** The caller's organisation's agency application. */
  readonly getOrganizationOnboarding?: Maybe<OrganizationOnboarding>;
  /** The caller's organisation's members and open invitations (any member of the organisation). */
  readonly getOrganizationTeam: ReadonlyArray<TeamMember>;
  /** The bound policies the caller may see (agents: their own; primary agents and super admins: the organisation's), the latest period end first; expiringSoon: in force and ending within 30 days, soonest first. search (above 2 characters): policy number, insured or contact name. limit 20 (at most 100); nextToken from the previous page. */
  readonly getPolicies: PolicyPage;
  /** A bound policy's index: live tracking while the period runs, then its settlement and claim. */
  readonly getPolicyIndex?: Maybe<PolicyIndex>;
  /** Poll a pricing request made with sync: false (or see any one the caller made). */
  readonly getPricingRequest?: Maybe<PricingRequest>;
  /** A quote, for the agent who created it. */
  readonly getQuote?: Maybe<Quote>;
  /** Premium indications the caller may see (agents: their own; primary agents and super admins: the organisation's, or userIds among its members), one page sorted server-side, and the count of all matches. filterFrozen: only those not yet submitted. type: parametric. clientId: only the quotes attached to that client (the Clients page). */
  readonly getQuotes?: Maybe<QuoteList>;
  /** The premium indication a share e-mail's link opens (token from the link; no session needed). INVALID_TOKEN when unknown or the indication was deleted, TOKEN_EXPIRED after 30 days. */
  readonly getSharedQuote?: Maybe<SharedPremiumIndication>;
  /** A short-lived download link for an uploaded file or contract document the caller may see. */
  readonly getSignedUrl?: Maybe<Scalars['String']['output']>;
  /** What an invitation link shows (prefill of /agent-sign-up). INVALID_TOKEN or TOKEN_EXPIRED. */
  readonly getTeamInvitation?: Maybe<TeamInvitation>;
  /** The caller's uploaded files (and those of users they manage), newest first by default. */
  readonly getUploads?: Maybe<UploadList>;
  /** A user the caller may see: themselves or a member of an organisation they manage. */
  readonly getUser?: Maybe<User>;
  /** The caller's clients (agents: the ones they added; primary agents and super admins: the organisation's), by last then first name. limit: 200 at most (the default); search: name or e-mail, case-insensitive. */
  readonly getUserClients?: Maybe<ClientList>;
};


export type QueryGetAgentCommissionsArgs = {
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryGetApplicationsInProgressArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetClaimArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetClaimsArgs = {
  pagination?: InputMaybe<PaginationInput>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetContractArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetContractByPolicyIdArgs = {
  policyId: Scalars['String']['input'];
};


export type QueryGetContractByQuoteIdArgs = {
  quoteId: Scalars['ID']['input'];
};


export type QueryGetContractsForReviewArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  statuses?: InputMaybe<ReadonlyArray<Scalars['String']['input']>>;
};


export type QueryGetDataUpdateRunsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetDatasetMetaDataV4Args = {
  dataset?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetFormArgs = {
  formType: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type QueryGetIndexDataArgs = {
  input?: InputMaybe<IndexDataInput>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetIndexDataV2Args = {
  input?: InputMaybe<IndexDataInput>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetLpcDatesArgs = {
  programType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetLtcDatesArgs = {
  programType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetOrganizationApplicationArgs = {
  organization: Scalars['ID']['input'];
};


export type QueryGetOrganizationApplicationsForReviewArgs = {
  statuses?: InputMaybe<ReadonlyArray<OrganizationApplicationStatus>>;
};


export type QueryGetPoliciesArgs = {
  expiringSoon?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetPolicyIndexArgs = {
  contractId: Scalars['ID']['input'];
};


export type QueryGetPricingRequestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetQuoteArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetQuotesArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  filterFrozen?: InputMaybe<Scalars['Boolean']['input']>;
  input?: InputMaybe<QuotesPageInput>;
  type?: InputMaybe<Scalars['String']['input']>;
  userIds?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
};


export type QueryGetSharedQuoteArgs = {
  token: Scalars['String']['input'];
};


export type QueryGetSignedUrlArgs = {
  file: Scalars['ID']['input'];
};


export type QueryGetTeamInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryGetUploadsArgs = {
  input?: InputMaybe<UploadsInput>;
};


export type QueryGetUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetUserClientsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A priced option (premium indication), stored when priced (docs/requirements.md#entity-quote). */
export type Quote = {
  readonly __typename?: 'Quote';
  readonly _id: Scalars['ID']['output'];
  /** Null in a client's view of their contract (the commission split is the agency's). */
  readonly agentCommission?: Maybe<Scalars['Float']['output']>;
  readonly applicationDeadline: Scalars['AWSDate']['output'];
  /** This option's average yearly payout over the look-back years (dollars), computed by the server. */
  readonly averageHistoricalPayout: Scalars['Float']['output'];
  /** The average of historicalPayoutAsIfToday (dollars). */
  readonly averageHistoricalPayoutAsIfToday: Scalars['Float']['output'];
  /** Premium recovery: the index value at which the payout equals the net premium. */
  readonly breakEven: Scalars['Float']['output'];
  readonly clientEmail?: Maybe<Scalars['String']['output']>;
  /** The attached client (a user with role client) and its name, e-mail and phone when attached. */
  readonly clientId?: Maybe<Scalars['ID']['output']>;
  readonly clientName?: Maybe<Scalars['String']['output']>;
  readonly clientPhone?: Maybe<Scalars['String']['output']>;
  readonly createdAt: Scalars['AWSDateTime']['output'];
  readonly createdBy: Scalars['ID']['output'];
  readonly currency: Scalars['String']['output'];
  readonly customerPremium: Scalars['Float']['output'];
  /** HPC: 2.5 (inches a day per location). */
  readonly dailyPrecipitationCap?: Maybe<Scalars['Float']['output']>;
  readonly dataOrigin: DataOrigin;
  readonly dataset: QuoteDataset;
  readonly estimatedGrossPremium?: Maybe<Scalars['Float']['output']>;
  /** Taxes and Fees: estimatedTotalTaxes plus policyFee (null while taxStatus is unavailable). */
  readonly estimatedTaxesAndFees?: Maybe<Scalars['Float']['output']>;
  readonly estimatedTotalTaxes?: Maybe<Scalars['Float']['output']>;
  readonly estimatedTotalTaxesNoStamping?: Maybe<Scalars['Float']['output']>;
  readonly exhaust: Measure;
  /** Null in a client's view of their contract. */
  readonly expectedLoss?: Maybe<Scalars['Float']['output']>;
  /** Null in a client's view of their contract. */
  readonly expectedPayout?: Maybe<Measure>;
  /** The last day the quote can be bound (its application deadline). */
  readonly expirationDate: Scalars['AWSDate']['output'];
  /** The pricing's internals; null in a client's view of their contract. */
  readonly explanation?: Maybe<QuoteExplanation>;
  /** Set when an application is submitted (later issues). */
  readonly frozenAt?: Maybe<Scalars['AWSDateTime']['output']>;
  readonly historicalPayout: ReadonlyArray<YearVector>;
  /** This option's payout in each look-back year on the as-if-today index (dollars): the history the price agrees with. */
  readonly historicalPayoutAsIfToday: ReadonlyArray<YearVector>;
  readonly historicalRainfall?: Maybe<ReadonlyArray<YearVector>>;
  /** Activity, oldest first; the agent's timeline shows the events whose audience includes Agent. */
  readonly history: ReadonlyArray<QuoteEvent>;
  readonly id: Scalars['ID']['output'];
  readonly indexHistory: ReadonlyArray<YearVector>;
  /** The look-back index moved to the policy year the way pricing moves it (as if today). */
  readonly indexHistoryAsIfToday: ReadonlyArray<YearVector>;
  readonly indexSummary: IndexSummary;
  /** The requested (or matched) trigger, rather than one offered around it. */
  readonly isRequested: Scalars['Boolean']['output'];
  /** The option card's title, e.g. Above 82°F, Above 3.50 in. */
  readonly label: Scalars['String']['output'];
  readonly lcRequired: Scalars['Boolean']['output'];
  readonly limit: Measure;
  readonly limitOfLiability: Scalars['Float']['output'];
  /** The home state used for taxes: the largest-weight location's until a client is attached. */
  readonly locationState: Scalars['String']['output'];
  readonly locations: LocationCollection;
  /** The premium before taxes and fees, producer commission included. */
  readonly netPremium: Scalars['Float']['output'];
  readonly optionIndex: Scalars['Int']['output'];
  /** The payout curve at 300 points. */
  readonly payoutProfile: ReadonlyArray<PayoutPoint>;
  /** Dollars per inch (precipitation) or per deg F (temperature). */
  readonly perUnitLoss: Scalars['Float']['output'];
  readonly policyFee: Scalars['Float']['output'];
  /** Program code: HPC, LPC, HTC or LTC. */
  readonly programName: Scalars['String']['output'];
  readonly programTitle: Scalars['String']['output'];
  /** ExcessRainfall, LowRainfall, HighTemp or LowTemp. */
  readonly programType: Scalars['String']['output'];
  /** Precipitation only: the look-back's minimum, average and maximum (inches). */
  readonly rainfall?: Maybe<IndexSummary>;
  /** Precipitation: the trigger as a percent of the look-back average. */
  readonly relativeStrike?: Maybe<Scalars['Float']['output']>;
  readonly requestId: Scalars['ID']['output'];
  /** Null in a client's view of their contract. */
  readonly riskCapitalCommission?: Maybe<Scalars['Float']['output']>;
  readonly riskPeriod: RiskPeriod;
  /** When the creator saved this option as a premium indication (null: a priced option only, never listed). */
  readonly savedAt?: Maybe<Scalars['AWSDateTime']['output']>;
  readonly stampingFee?: Maybe<Scalars['Float']['output']>;
  readonly stampingFeePercent?: Maybe<Scalars['Float']['output']>;
  /** Saved while frozenAt is empty, Submitted once set. */
  readonly status: Scalars['String']['output'];
  readonly strike: Measure;
  readonly surplusLinesTaxPercent?: Maybe<Scalars['Float']['output']>;
  /** Set when targetMatch moved the requested trigger to the nearest offerable one. */
  readonly targetMatch?: Maybe<TargetMatch>;
  /** Tax information unavailable at this time. (when taxStatus is unavailable) */
  readonly taxMessage?: Maybe<Scalars['String']['output']>;
  readonly taxStatus: TaxStatus;
  readonly updatedAt: Scalars['AWSDateTime']['output'];
};

export type QuoteDataset = {
  readonly __typename?: 'QuoteDataset';
  /** The dataset id (docs/requirements.md#entity-quote: dataset.dclimateId). */
  readonly dclimateId: Scalars['String']['output'];
  /** The dataset's latest day with data when priced. */
  readonly latestDate: Scalars['AWSDate']['output'];
  readonly origin: DataOrigin;
  readonly title: Scalars['String']['output'];
  /** Provider: CPC or PRISM. */
  readonly type: Scalars['String']['output'];
};

/** One entry of a quote's history (docs/requirements.md#entity-quote). */
export type QuoteEvent = {
  readonly __typename?: 'QuoteEvent';
  /** Who the event is shown to: Agent, Client. */
  readonly audience: ReadonlyArray<Scalars['String']['output']>;
  readonly description: Scalars['String']['output'];
  readonly eventDate: Scalars['AWSDateTime']['output'];
  /** Premium indication created, Client attached, Shared with {emails} */
  readonly eventName: Scalars['String']['output'];
  /** QUOTE_SAVED, CLIENT_ATTACHED or QUOTE_SHARED */
  readonly eventType: Scalars['String']['output'];
};

/** Everything needed to explain and re-price a quote (docs/pricing.md). */
export type QuoteExplanation = {
  readonly __typename?: 'QuoteExplanation';
  /** The look-back values moved to the policy year along the applied trend (as if today). */
  readonly adjustedIndexValues: ReadonlyArray<Scalars['Float']['output']>;
  readonly burnWeight: Scalars['Float']['output'];
  readonly capitalCharge: Scalars['Float']['output'];
  /** Share d of the standalone capital charged: the cover's marginal share of the book's tail (1 standalone); null on quotes priced before it. */
  readonly capitalShare?: Maybe<Scalars['Float']['output']>;
  readonly cells: ReadonlyArray<GridCellRef>;
  readonly detrended: Scalars['Boolean']['output'];
  readonly engineVersion: Scalars['String']['output'];
  readonly exhaustDistance?: Maybe<Scalars['Float']['output']>;
  readonly expectedLossBurn: Scalars['Float']['output'];
  readonly expectedLossFitted?: Maybe<Scalars['Float']['output']>;
  /** Standard error of the expected-loss estimate (burn and fit blended); the uncertainty load is a multiple of it. */
  readonly expectedLossStandardError: Scalars['Float']['output'];
  readonly expenseLoad: Scalars['Float']['output'];
  /** The fitted distribution (JSON). */
  readonly fit: Scalars['AWSJSON']['output'];
  readonly lookBackYears: Scalars['Int']['output'];
  /** none, minimum-premium or minimum-rate-on-line */
  readonly minimumApplied: Scalars['String']['output'];
  /** The pricing parameters used (JSON). */
  readonly parameters: Scalars['AWSJSON']['output'];
  readonly payoutSd: Scalars['Float']['output'];
  readonly policyYear: Scalars['Int']['output'];
  readonly rateOnLine: Scalars['Float']['output'];
  readonly readFrom: Scalars['AWSDate']['output'];
  readonly readTo: Scalars['AWSDate']['output'];
  readonly riskPremium: Scalars['Float']['output'];
  /** Null on quotes priced before the sensitivity range. */
  readonly sensitivity?: Maybe<SensitivityRange>;
  readonly skippedYears: ReadonlyArray<SkippedYear>;
  readonly standardErrorFactor: Scalars['Float']['output'];
  readonly technicalPremium: Scalars['Float']['output'];
  /** Null on quotes priced before the trend policy. */
  readonly trend?: Maybe<IndexTrend>;
  /** The Theil-Sen slope over every complete year (see trend). */
  readonly trendPerYear: Scalars['Float']['output'];
  readonly tvar: Scalars['Float']['output'];
  readonly uncertaintyLoad: Scalars['Float']['output'];
  readonly yearsUsed: ReadonlyArray<Scalars['Int']['output']>;
};

/** One page of premium indications and how many match in all. */
export type QuoteList = {
  readonly __typename?: 'QuoteList';
  readonly count: Scalars['Int']['output'];
  readonly items: ReadonlyArray<QuoteListItem>;
  /** Pass as input.cursor with the next page number (null on the last page, and for searches, a client's list and a manager's merged list). */
  readonly nextCursor?: Maybe<Scalars['String']['output']>;
  /** Pass as input.cursor with the previous page number (null on the first page, and where nextCursor is). */
  readonly previousCursor?: Maybe<Scalars['String']['output']>;
};

/** A premium indication as lists show it (a slim projection of the quote). */
export type QuoteListItem = {
  readonly __typename?: 'QuoteListItem';
  readonly _id: Scalars['ID']['output'];
  readonly applicationDeadline: Scalars['AWSDate']['output'];
  readonly clientEmail?: Maybe<Scalars['String']['output']>;
  readonly clientFirstName?: Maybe<Scalars['String']['output']>;
  readonly clientId?: Maybe<Scalars['ID']['output']>;
  readonly clientLastName?: Maybe<Scalars['String']['output']>;
  readonly clientName?: Maybe<Scalars['String']['output']>;
  readonly contractId?: Maybe<Scalars['ID']['output']>;
  /** The application's status once one exists (DRAFT, SUBMITTED …). */
  readonly contractStatus?: Maybe<Scalars['String']['output']>;
  readonly createdAt: Scalars['AWSDateTime']['output'];
  readonly createdBy: Scalars['ID']['output'];
  readonly frozenAt?: Maybe<Scalars['AWSDateTime']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly limitOfLiability: Scalars['Float']['output'];
  /** The first location's name and state, with the number of others (e.g. Tampa, FL +2 more). */
  readonly location: Scalars['String']['output'];
  readonly locations: ReadonlyArray<QuoteListLocation>;
  readonly netPremium: Scalars['Float']['output'];
  readonly policyNumber?: Maybe<Scalars['String']['output']>;
  /** Program code: HPC, LPC, HTC or LTC. */
  readonly programName: Scalars['String']['output'];
  readonly programTitle: Scalars['String']['output'];
  readonly programType: Scalars['String']['output'];
  readonly riskPeriod: RiskPeriod;
  readonly savedAt: Scalars['AWSDateTime']['output'];
  /** The covered states, sorted. */
  readonly states: ReadonlyArray<Scalars['String']['output']>;
  /** Saved while frozenAt is empty, Submitted once set. */
  readonly status: Scalars['String']['output'];
  readonly strike: Measure;
  /** The option's trigger as its card shows it (e.g. Above 3.50 in). */
  readonly trigger: Scalars['String']['output'];
};

/** One covered location of a listed premium indication. */
export type QuoteListLocation = {
  readonly __typename?: 'QuoteListLocation';
  readonly lat: Scalars['Float']['output'];
  readonly lon: Scalars['Float']['output'];
  readonly name: Scalars['String']['output'];
  readonly state: Scalars['String']['output'];
  /** Whole percent. */
  readonly weight: Scalars['Float']['output'];
};

export type QuotesPageInput = {
  /** The nextCursor or previousCursor of the page next to this one: that page is then read from it (one page read, whatever its offset). Ignored when made for another page, sort or filter. */
  readonly cursor?: InputMaybe<Scalars['String']['input']>;
  /** Page size: 10 by default (the list; search uses 15), 100 at most. */
  readonly limit?: InputMaybe<Scalars['Int']['input']>;
  /** 1-based page number (default 1). */
  readonly page?: InputMaybe<Scalars['Int']['input']>;
  /** Client name or e-mail (anywhere), the start of an ID, or a whole contract ID or policy number (case-insensitive, every word must match); ignored unless longer than 2 characters. */
  readonly search?: InputMaybe<Scalars['String']['input']>;
  /** A column: createdAt (default), clientName, location, programName, netPremium, startDate, strike, limitOfLiability, id, status (aliases: client, type, premium, policyStart, trigger, limit). */
  readonly sortBy?: InputMaybe<Scalars['String']['input']>;
  /** DESC by default. */
  readonly sortDirection?: InputMaybe<SortDirection>;
};

export type RegisterUserInput = {
  readonly address1?: InputMaybe<Scalars['String']['input']>;
  readonly city?: InputMaybe<Scalars['String']['input']>;
  readonly companyName?: InputMaybe<Scalars['String']['input']>;
  readonly country?: InputMaybe<Scalars['String']['input']>;
  readonly email: Scalars['String']['input'];
  readonly firstName: Scalars['String']['input'];
  readonly isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  readonly lastName: Scalars['String']['input'];
  readonly password: Scalars['String']['input'];
  readonly phone?: InputMaybe<Scalars['String']['input']>;
  readonly recaptcha?: InputMaybe<Scalars['String']['input']>;
  readonly role?: InputMaybe<Role>;
  readonly state?: InputMaybe<Scalars['String']['input']>;
  readonly stateLicenseNumber?: InputMaybe<Scalars['String']['input']>;
};

export type RevenueYear = {
  readonly __typename?: 'RevenueYear';
  /** Whole dollars. */
  readonly revenue: Scalars['Float']['output'];
  readonly year: Scalars['Int']['output'];
};

export type RevenueYearInput = {
  readonly revenue: Scalars['Float']['input'];
  readonly year: Scalars['Int']['input'];
};

export type ReviewDetails = {
  readonly __typename?: 'ReviewDetails';
  /** What the client and the agent were told about the decision. */
  readonly clientMessage?: Maybe<Scalars['String']['output']>;
  readonly isApproved: Scalars['Boolean']['output'];
  /** The underwriter's name. */
  readonly reviewBy: Scalars['String']['output'];
  readonly reviewDate: Scalars['AWSDateTime']['output'];
  /** The underwriter's internal notes: to underwriters only (empty for everyone else). */
  readonly reviewDescription: Scalars['String']['output'];
};

export type RiskPeriod = {
  readonly __typename?: 'RiskPeriod';
  readonly days: Scalars['Int']['output'];
  readonly endDate: Scalars['AWSDate']['output'];
  readonly startDate: Scalars['AWSDate']['output'];
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

/** How far the expected loss moves between the trend and look-back alternatives (docs/pricing.md, Sensitivity range). */
export type SensitivityRange = {
  readonly __typename?: 'SensitivityRange';
  /** Dollars. */
  readonly high: Scalars['Float']['output'];
  /** Dollars. */
  readonly low: Scalars['Float']['output'];
  /** high / low; 1 when both are 0; null when only the low is 0 (unbounded). */
  readonly ratio?: Maybe<Scalars['Float']['output']>;
  readonly scenarios: ReadonlyArray<SensitivityScenario>;
};

/** The expected loss under one alternative of the sensitivity range. */
export type SensitivityScenario = {
  readonly __typename?: 'SensitivityScenario';
  /** raw (as observed) or adjusted (moved along the full estimated trend) */
  readonly adjustment: Scalars['String']['output'];
  /** Dollars. */
  readonly expectedLoss: Scalars['Float']['output'];
  readonly yearCount: Scalars['Int']['output'];
  /** look-back or all-years */
  readonly years: Scalars['String']['output'];
};

/** A premium indication as the person it was e-mailed to sees it through the link (read-only; no client, history or internals). */
export type SharedPremiumIndication = {
  readonly __typename?: 'SharedPremiumIndication';
  readonly applicationDeadline: Scalars['AWSDate']['output'];
  readonly currency: Scalars['String']['output'];
  readonly dailyPrecipitationCap?: Maybe<Scalars['Float']['output']>;
  readonly dataOrigin?: Maybe<Scalars['String']['output']>;
  readonly days: Scalars['Int']['output'];
  readonly endDate: Scalars['AWSDate']['output'];
  readonly estimatedGrossPremium?: Maybe<Scalars['Float']['output']>;
  /** Taxes and Fees: estimatedTotalTaxes plus policyFee (null while taxStatus is unavailable). */
  readonly estimatedTaxesAndFees?: Maybe<Scalars['Float']['output']>;
  readonly estimatedTotalTaxes?: Maybe<Scalars['Float']['output']>;
  readonly exhaust?: Maybe<Scalars['Float']['output']>;
  readonly expirationDate?: Maybe<Scalars['AWSDate']['output']>;
  readonly history: ReadonlyArray<SharedQuoteYear>;
  readonly id: Scalars['ID']['output'];
  readonly limitOfLiability: Scalars['Float']['output'];
  /** When this link stops opening the indication. */
  readonly linkExpiresAt: Scalars['AWSDateTime']['output'];
  readonly locations: ReadonlyArray<SharedQuoteLocation>;
  readonly netPremium: Scalars['Float']['output'];
  readonly policyFee?: Maybe<Scalars['Float']['output']>;
  readonly programName: Scalars['String']['output'];
  readonly programTitle: Scalars['String']['output'];
  readonly sharedBy: SharedQuoteSender;
  readonly startDate: Scalars['AWSDate']['output'];
  readonly taxMessage?: Maybe<Scalars['String']['output']>;
  /** available, or unavailable with taxMessage. */
  readonly taxStatus: Scalars['String']['output'];
  readonly trigger: Scalars['Float']['output'];
  /** inch or deg_F: the unit of trigger, exhaust and the yearly index. */
  readonly unit: Scalars['String']['output'];
};

/** One place of a shared premium indication: its state and coordinates and its share of the limit. */
export type SharedQuoteLocation = {
  readonly __typename?: 'SharedQuoteLocation';
  readonly lat: Scalars['Float']['output'];
  readonly lon: Scalars['Float']['output'];
  readonly state?: Maybe<Scalars['String']['output']>;
  /** Fraction of the limit (0-1]. */
  readonly weight: Scalars['Float']['output'];
};

/** Who shared a premium indication. */
export type SharedQuoteSender = {
  readonly __typename?: 'SharedQuoteSender';
  readonly agency?: Maybe<Scalars['String']['output']>;
  readonly email: Scalars['String']['output'];
  readonly name: Scalars['String']['output'];
};

/** What the index would have paid in one past year. */
export type SharedQuoteYear = {
  readonly __typename?: 'SharedQuoteYear';
  readonly index?: Maybe<Scalars['Float']['output']>;
  /** The index moved to the policy year the way pricing moves it (as if today). */
  readonly indexAsIfToday?: Maybe<Scalars['Float']['output']>;
  readonly payout: Scalars['Float']['output'];
  /** The payout on the as-if-today index (dollars). */
  readonly payoutAsIfToday: Scalars['Float']['output'];
  readonly year: Scalars['Int']['output'];
};

export type SignatureDetails = {
  readonly __typename?: 'SignatureDetails';
  readonly signature: Scalars['String']['output'];
  readonly signingDate: Scalars['AWSDate']['output'];
  readonly title: Scalars['String']['output'];
};

export type SkippedYear = {
  readonly __typename?: 'SkippedYear';
  readonly missingDays: Scalars['Int']['output'];
  /** missing-days, outside-data or empty-window */
  readonly reason: Scalars['String']['output'];
  readonly year: Scalars['Int']['output'];
};

/** Sort order of lists (docs/requirements.md#entity-quote). */
export type SortDirection =
  | 'ASC'
  | 'DESC';

export type SubmitApplicationInput = {
  readonly agentSignature: AgentSignatureInput;
  /** The broker's confirmation checkbox. */
  readonly confirmed?: InputMaybe<Scalars['Boolean']['input']>;
};

export type TargetMatch = {
  readonly __typename?: 'TargetMatch';
  readonly matchedTrigger: Scalars['Float']['output'];
  readonly requestedTrigger: Scalars['Float']['output'];
};

/** Kentucky's local premium taxes cannot be estimated: its taxes are unavailable (the UI shows TBD). */
export type TaxStatus =
  | 'available'
  | 'unavailable';

/** What an invitation link shows before the invitee registers (no session needed). */
export type TeamInvitation = {
  readonly __typename?: 'TeamInvitation';
  readonly email: Scalars['String']['output'];
  readonly expiresAt: Scalars['AWSDateTime']['output'];
  readonly firstName?: Maybe<Scalars['String']['output']>;
  readonly lastName?: Maybe<Scalars['String']['output']>;
  readonly organizationName: Scalars['String']['output'];
  readonly phone?: Maybe<Scalars['String']['output']>;
  readonly role: Role;
  readonly stateLicenseNumber?: Maybe<Scalars['String']['output']>;
};

/** A member of the organisation: a registered user, or an invitation not yet accepted. */
export type TeamMember = {
  readonly __typename?: 'TeamMember';
  readonly _id: Scalars['ID']['output'];
  readonly invitationExpiresAt?: Maybe<Scalars['AWSDateTime']['output']>;
  readonly invitedAt?: Maybe<Scalars['AWSDateTime']['output']>;
  readonly invitedEmail?: Maybe<Scalars['String']['output']>;
  readonly invitedFirstName?: Maybe<Scalars['String']['output']>;
  readonly invitedLastName?: Maybe<Scalars['String']['output']>;
  readonly invitedRole?: Maybe<Role>;
  /** When the member joined (accepted the invitation or signed up). */
  readonly joinedAt?: Maybe<Scalars['AWSDateTime']['output']>;
  readonly status: TeamMemberStatus;
  /** Why the status is Error (e.g. the invitation expired). */
  readonly statusReason?: Maybe<Scalars['String']['output']>;
  readonly user?: Maybe<User>;
};

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
  readonly businessDetails?: InputMaybe<BusinessDetailsInput>;
  readonly diligentSearchUpload?: InputMaybe<DiligentSearchUploadInput>;
  readonly entityInformation?: InputMaybe<EntityInformationInput>;
};

export type UpdateClientUserInput = {
  readonly address1?: InputMaybe<Scalars['String']['input']>;
  readonly address2?: InputMaybe<Scalars['String']['input']>;
  readonly city?: InputMaybe<Scalars['String']['input']>;
  readonly companyName?: InputMaybe<Scalars['String']['input']>;
  readonly country?: InputMaybe<Scalars['String']['input']>;
  readonly email?: InputMaybe<Scalars['String']['input']>;
  readonly firstName?: InputMaybe<Scalars['String']['input']>;
  readonly lastName?: InputMaybe<Scalars['String']['input']>;
  readonly phone?: InputMaybe<Scalars['String']['input']>;
  readonly state?: InputMaybe<Scalars['String']['input']>;
  readonly zipcode?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserInput = {
  readonly email?: InputMaybe<Scalars['String']['input']>;
  /** Team edit only: a verified state-license PDF upload (uploadFile with folder from core's stateLicenseFolder). */
  readonly fileId?: InputMaybe<Scalars['ID']['input']>;
  readonly firstName: Scalars['String']['input'];
  readonly lastName: Scalars['String']['input'];
  readonly phone?: InputMaybe<Scalars['String']['input']>;
  /** Team edit only (a manager editing another member): the account type, primaryAgent, agent or admin. */
  readonly role?: InputMaybe<Role>;
  /** Team edit only: the license state (two letters). */
  readonly state?: InputMaybe<Scalars['String']['input']>;
  /** Team edit only. */
  readonly stateLicenseNumber?: InputMaybe<Scalars['String']['input']>;
};

export type Upload = {
  readonly __typename?: 'Upload';
  readonly _id: Scalars['ID']['output'];
  readonly bucketName: Scalars['String']['output'];
  readonly createdAt: Scalars['AWSDateTime']['output'];
  readonly description?: Maybe<Scalars['String']['output']>;
  readonly fileName: Scalars['String']['output'];
  readonly filePath: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly mimetype: Scalars['String']['output'];
  /** What the file is: DILIGENT_EFFORT, STATE_LICENSE or AGENCY_AGREEMENT (core's UploadPurpose). */
  readonly purpose?: Maybe<Scalars['String']['output']>;
  readonly size?: Maybe<Scalars['Int']['output']>;
};

export type UploadFileInput = {
  /** application/pdf */
  readonly contentType: Scalars['String']['input'];
  readonly fileName: Scalars['String']['input'];
  /** lpc-insurance/contracts/{contractId}/diligent-effort */
  readonly folder: Scalars['String']['input'];
  /** Bytes. */
  readonly size: Scalars['Int']['input'];
};

export type UploadList = {
  readonly __typename?: 'UploadList';
  readonly count: Scalars['Int']['output'];
  readonly items: ReadonlyArray<Upload>;
};

export type UploadsInput = {
  readonly docIds?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
  readonly limit?: InputMaybe<Scalars['Int']['input']>;
  readonly page?: InputMaybe<Scalars['Int']['input']>;
  readonly sortBy?: InputMaybe<Scalars['String']['input']>;
  readonly sortDirection?: InputMaybe<SortDirection>;
  readonly userIds?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
};

export type User = {
  readonly __typename?: 'User';
  readonly _id: Scalars['ID']['output'];
  /** Clients (role client): the agent who added them. */
  readonly agentId?: Maybe<Scalars['ID']['output']>;
  /** Computed on the server with core's rule (docs/requirements.md#roles-and-permissions). */
  readonly canBind: Scalars['Boolean']['output'];
  /** Computed on the server with core's rule (docs/requirements.md#roles-and-permissions). */
  readonly canQuote: Scalars['Boolean']['output'];
  readonly confirmedAt?: Maybe<Scalars['AWSDateTime']['output']>;
  readonly createdAt: Scalars['AWSDateTime']['output'];
  /** Set when a manager disabled the member: they can no longer sign in. */
  readonly disabledAt?: Maybe<Scalars['AWSDateTime']['output']>;
  readonly email: Scalars['String']['output'];
  /** The agent's payout information, masked; only on the signed-in user's own record. */
  readonly finance?: Maybe<UserFinance>;
  readonly legal?: Maybe<UserLegal>;
  readonly organization?: Maybe<Organization>;
  /** Clients: the e-mail a requested change awaits confirmation for (from the current address); null when none. */
  readonly pendingEmail?: Maybe<Scalars['String']['output']>;
  readonly permissions: ReadonlyArray<Permission>;
  readonly profile?: Maybe<UserProfile>;
  readonly role: Role;
  readonly updatedAt: Scalars['AWSDateTime']['output'];
};

export type UserFinance = {
  readonly __typename?: 'UserFinance';
  readonly isInvestor: Scalars['Boolean']['output'];
  readonly paymentsInfo?: Maybe<PaymentsInfo>;
};

export type UserLegal = {
  readonly __typename?: 'UserLegal';
  readonly stateLicenseNumber?: Maybe<Scalars['String']['output']>;
  /** The state the license was issued in (two letters). */
  readonly stateLicenseState?: Maybe<Scalars['String']['output']>;
  /** The member's verified state-license PDF (an upload id), set by a manager's team edit. */
  readonly stateLicenseUploadId?: Maybe<Scalars['ID']['output']>;
};

export type UserProfile = {
  readonly __typename?: 'UserProfile';
  readonly address1?: Maybe<Scalars['String']['output']>;
  readonly address2?: Maybe<Scalars['String']['output']>;
  readonly city?: Maybe<Scalars['String']['output']>;
  readonly companyName?: Maybe<Scalars['String']['output']>;
  readonly country?: Maybe<Scalars['String']['output']>;
  readonly firstName?: Maybe<Scalars['String']['output']>;
  readonly lastName?: Maybe<Scalars['String']['output']>;
  readonly phone?: Maybe<Scalars['String']['output']>;
  readonly state?: Maybe<Scalars['String']['output']>;
  readonly zipcode?: Maybe<Scalars['String']['output']>;
};

/** A location and its weight as a fraction (the UI's percent / 100); weights sum to 1. */
export type WeightedLocationInput = {
  readonly lat: Scalars['Float']['input'];
  readonly lon: Scalars['Float']['input'];
  readonly weight: Scalars['Float']['input'];
};

export type WireReceivedInput = {
  readonly receivedDate: Scalars['AWSDate']['input'];
  readonly reference: Scalars['String']['input'];
};

/** One historical year: the index value (indexHistory) or this option's payout in dollars (historicalPayout). */
export type YearVector = {
  readonly __typename?: 'YearVector';
  readonly vector: ReadonlyArray<Scalars['Float']['output']>;
  readonly year: Scalars['Int']['output'];
};



export type ResolverTypeWrapper<T> = T | Promise<T>;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AWSDate: ResolverTypeWrapper<Scalars['AWSDate']['output']>;
  AWSDateTime: ResolverTypeWrapper<Scalars['AWSDateTime']['output']>;
  AWSEmail: ResolverTypeWrapper<Scalars['AWSEmail']['output']>;
  AWSIPAddress: ResolverTypeWrapper<Scalars['AWSIPAddress']['output']>;
  AWSJSON: ResolverTypeWrapper<Scalars['AWSJSON']['output']>;
  AWSPhone: ResolverTypeWrapper<Scalars['AWSPhone']['output']>;
  AWSTime: ResolverTypeWrapper<Scalars['AWSTime']['output']>;
  AWSTimestamp: ResolverTypeWrapper<Scalars['AWSTimestamp']['output']>;
  AWSURL: ResolverTypeWrapper<Scalars['AWSURL']['output']>;
  AcceptTeamInvitationInput: AcceptTeamInvitationInput;
  AgentCommission: ResolverTypeWrapper<AgentCommission>;
  AgentCommissionList: ResolverTypeWrapper<AgentCommissionList>;
  AgentPaymentInput: AgentPaymentInput;
  AgentSignature: ResolverTypeWrapper<AgentSignature>;
  AgentSignatureInput: AgentSignatureInput;
  AgentStats: ResolverTypeWrapper<AgentStats>;
  ApplicationInProgress: ResolverTypeWrapper<ApplicationInProgress>;
  ApplicationInProgressPage: ResolverTypeWrapper<ApplicationInProgressPage>;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BusinessDetails: ResolverTypeWrapper<BusinessDetails>;
  BusinessDetailsInput: BusinessDetailsInput;
  Claim: ResolverTypeWrapper<Claim>;
  ClaimList: ResolverTypeWrapper<ClaimList>;
  ClaimReviewInput: ClaimReviewInput;
  ClaimsFormAuth: ResolverTypeWrapper<ClaimsFormAuth>;
  ClientContractAuth: ResolverTypeWrapper<ClientContractAuth>;
  ClientList: ResolverTypeWrapper<ClientList>;
  ClientPaymentInput: ClientPaymentInput;
  ClientPolicy: ResolverTypeWrapper<ClientPolicy>;
  ClientPolicyList: ResolverTypeWrapper<ClientPolicyList>;
  ClientReviewInput: ClientReviewInput;
  ClientSignature: ResolverTypeWrapper<ClientSignature>;
  Contract: ResolverTypeWrapper<Contract>;
  ContractDocument: ResolverTypeWrapper<ContractDocument>;
  ContractPayment: ResolverTypeWrapper<ContractPayment>;
  ContractPrices: ResolverTypeWrapper<ContractPrices>;
  ContractReviewInput: ContractReviewInput;
  ContractReviewPage: ResolverTypeWrapper<ContractReviewPage>;
  DataOrigin: DataOrigin;
  DataUpdateRun: ResolverTypeWrapper<DataUpdateRun>;
  DatasetMetadata: ResolverTypeWrapper<DatasetMetadata>;
  DatasetProperties: ResolverTypeWrapper<DatasetProperties>;
  DiligentSearchUpload: ResolverTypeWrapper<DiligentSearchUpload>;
  DiligentSearchUploadInput: DiligentSearchUploadInput;
  EmailChangeConfirmation: ResolverTypeWrapper<EmailChangeConfirmation>;
  EmailValue: ResolverTypeWrapper<EmailValue>;
  EmailValueInput: EmailValueInput;
  EntityInformation: ResolverTypeWrapper<EntityInformation>;
  EntityInformationInput: EntityInformationInput;
  ExposureScope: ResolverTypeWrapper<ExposureScope>;
  ExposureSummary: ResolverTypeWrapper<ExposureSummary>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Form: ResolverTypeWrapper<Form>;
  GridCellRef: ResolverTypeWrapper<GridCellRef>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IndexData: ResolverTypeWrapper<IndexData>;
  IndexDataInput: IndexDataInput;
  IndexSummary: ResolverTypeWrapper<IndexSummary>;
  IndexTrend: ResolverTypeWrapper<IndexTrend>;
  IndexYear: ResolverTypeWrapper<IndexYear>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteTeamMemberInput: InviteTeamMemberInput;
  LocationCollection: ResolverTypeWrapper<LocationCollection>;
  LocationFeature: ResolverTypeWrapper<LocationFeature>;
  LocationProperties: ResolverTypeWrapper<LocationProperties>;
  LoginToken: ResolverTypeWrapper<LoginToken>;
  LossDetails: ResolverTypeWrapper<LossDetails>;
  LossReportInput: LossReportInput;
  LossReportReviewDetails: ResolverTypeWrapper<LossReportReviewDetails>;
  LossReportReviewInput: LossReportReviewInput;
  LossReportValues: ResolverTypeWrapper<LossReportValues>;
  Measure: ResolverTypeWrapper<Measure>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NamedInsured: ResolverTypeWrapper<NamedInsured>;
  Organization: ResolverTypeWrapper<Organization>;
  OrganizationAddress: ResolverTypeWrapper<OrganizationAddress>;
  OrganizationAddressInput: OrganizationAddressInput;
  OrganizationApplication: ResolverTypeWrapper<OrganizationApplication>;
  OrganizationApplicationInput: OrganizationApplicationInput;
  OrganizationApplicationStatus: OrganizationApplicationStatus;
  OrganizationContact: ResolverTypeWrapper<OrganizationContact>;
  OrganizationContactInput: OrganizationContactInput;
  OrganizationContactType: OrganizationContactType;
  OrganizationLocation: ResolverTypeWrapper<OrganizationLocation>;
  OrganizationLocationInput: OrganizationLocationInput;
  OrganizationLocationType: OrganizationLocationType;
  OrganizationOnboarding: ResolverTypeWrapper<OrganizationOnboarding>;
  OrganizationPermissions: ResolverTypeWrapper<OrganizationPermissions>;
  OrganizationReviewInput: OrganizationReviewInput;
  PaginationInput: PaginationInput;
  PaymentsInfo: ResolverTypeWrapper<PaymentsInfo>;
  PayoutPoint: ResolverTypeWrapper<PayoutPoint>;
  PeriodPreset: ResolverTypeWrapper<PeriodPreset>;
  Permission: ResolverTypeWrapper<Permission>;
  Platform: Platform;
  PointGeometry: ResolverTypeWrapper<PointGeometry>;
  PolicyIndex: ResolverTypeWrapper<PolicyIndex>;
  PolicyIndexPoint: ResolverTypeWrapper<PolicyIndexPoint>;
  PolicyListItem: ResolverTypeWrapper<PolicyListItem>;
  PolicyPage: ResolverTypeWrapper<PolicyPage>;
  PolicySettlement: ResolverTypeWrapper<PolicySettlement>;
  PremiumIndicationRequest: ResolverTypeWrapper<PremiumIndicationRequest>;
  PremiumIndicationRequestInput: PremiumIndicationRequestInput;
  PresignedField: ResolverTypeWrapper<PresignedField>;
  PresignedUpload: ResolverTypeWrapper<PresignedUpload>;
  PricingError: ResolverTypeWrapper<PricingError>;
  PricingRequest: ResolverTypeWrapper<PricingRequest>;
  PricingRequestStatus: PricingRequestStatus;
  ProgramDates: ResolverTypeWrapper<ProgramDates>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<Quote>;
  QuoteDataset: ResolverTypeWrapper<QuoteDataset>;
  QuoteEvent: ResolverTypeWrapper<QuoteEvent>;
  QuoteExplanation: ResolverTypeWrapper<QuoteExplanation>;
  QuoteList: ResolverTypeWrapper<QuoteList>;
  QuoteListItem: ResolverTypeWrapper<QuoteListItem>;
  QuoteListLocation: ResolverTypeWrapper<QuoteListLocation>;
  QuotesPageInput: QuotesPageInput;
  RegisterUserInput: RegisterUserInput;
  RevenueYear: ResolverTypeWrapper<RevenueYear>;
  RevenueYearInput: RevenueYearInput;
  ReviewDetails: ResolverTypeWrapper<ReviewDetails>;
  RiskPeriod: ResolverTypeWrapper<RiskPeriod>;
  Role: Role;
  SensitivityRange: ResolverTypeWrapper<SensitivityRange>;
  SensitivityScenario: ResolverTypeWrapper<SensitivityScenario>;
  SharedPremiumIndication: ResolverTypeWrapper<SharedPremiumIndication>;
  SharedQuoteLocation: ResolverTypeWrapper<SharedQuoteLocation>;
  SharedQuoteSender: ResolverTypeWrapper<SharedQuoteSender>;
  SharedQuoteYear: ResolverTypeWrapper<SharedQuoteYear>;
  SignatureDetails: ResolverTypeWrapper<SignatureDetails>;
  SkippedYear: ResolverTypeWrapper<SkippedYear>;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitApplicationInput: SubmitApplicationInput;
  TargetMatch: ResolverTypeWrapper<TargetMatch>;
  TaxStatus: TaxStatus;
  TeamInvitation: ResolverTypeWrapper<TeamInvitation>;
  TeamMember: ResolverTypeWrapper<TeamMember>;
  TeamMemberStatus: TeamMemberStatus;
  TokenType: TokenType;
  UpdateApplicationInput: UpdateApplicationInput;
  UpdateClientUserInput: UpdateClientUserInput;
  UpdateUserInput: UpdateUserInput;
  Upload: ResolverTypeWrapper<Upload>;
  UploadFileInput: UploadFileInput;
  UploadList: ResolverTypeWrapper<UploadList>;
  UploadsInput: UploadsInput;
  User: ResolverTypeWrapper<User>;
  UserFinance: ResolverTypeWrapper<UserFinance>;
  UserLegal: ResolverTypeWrapper<UserLegal>;
  UserProfile: ResolverTypeWrapper<UserProfile>;
  WeightedLocationInput: WeightedLocationInput;
  WireReceivedInput: WireReceivedInput;
  YearVector: ResolverTypeWrapper<YearVector>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AWSDate: Scalars['AWSDate']['output'];
  AWSDateTime: Scalars['AWSDateTime']['output'];
  AWSEmail: Scalars['AWSEmail']['output'];
  AWSIPAddress: Scalars['AWSIPAddress']['output'];
  AWSJSON: Scalars['AWSJSON']['output'];
  AWSPhone: Scalars['AWSPhone']['output'];
  AWSTime: Scalars['AWSTime']['output'];
  AWSTimestamp: Scalars['AWSTimestamp']['output'];
  AWSURL: Scalars['AWSURL']['output'];
  AcceptTeamInvitationInput: AcceptTeamInvitationInput;
  AgentCommission: AgentCommission;
  AgentCommissionList: AgentCommissionList;
  AgentPaymentInput: AgentPaymentInput;
  AgentSignature: AgentSignature;
  AgentSignatureInput: AgentSignatureInput;
  AgentStats: AgentStats;
  ApplicationInProgress: ApplicationInProgress;
  ApplicationInProgressPage: ApplicationInProgressPage;
  AuthPayload: AuthPayload;
  Boolean: Scalars['Boolean']['output'];
  BusinessDetails: BusinessDetails;
  BusinessDetailsInput: BusinessDetailsInput;
  Claim: Claim;
  ClaimList: ClaimList;
  ClaimReviewInput: ClaimReviewInput;
  ClaimsFormAuth: ClaimsFormAuth;
  ClientContractAuth: ClientContractAuth;
  ClientList: ClientList;
  ClientPaymentInput: ClientPaymentInput;
  ClientPolicy: ClientPolicy;
  ClientPolicyList: ClientPolicyList;
  ClientReviewInput: ClientReviewInput;
  ClientSignature: ClientSignature;
  Contract: Contract;
  ContractDocument: ContractDocument;
  ContractPayment: ContractPayment;
  ContractPrices: ContractPrices;
  ContractReviewInput: ContractReviewInput;
  ContractReviewPage: ContractReviewPage;
  DataUpdateRun: DataUpdateRun;
  DatasetMetadata: DatasetMetadata;
  DatasetProperties: DatasetProperties;
  DiligentSearchUpload: DiligentSearchUpload;
  DiligentSearchUploadInput: DiligentSearchUploadInput;
  EmailChangeConfirmation: EmailChangeConfirmation;
  EmailValue: EmailValue;
  EmailValueInput: EmailValueInput;
  EntityInformation: EntityInformation;
  EntityInformationInput: EntityInformationInput;
  ExposureScope: ExposureScope;
  ExposureSummary: ExposureSummary;
  Float: Scalars['Float']['output'];
  Form: Form;
  GridCellRef: GridCellRef;
  ID: Scalars['ID']['output'];
  IndexData: IndexData;
  IndexDataInput: IndexDataInput;
  IndexSummary: IndexSummary;
  IndexTrend: IndexTrend;
  IndexYear: IndexYear;
  Int: Scalars['Int']['output'];
  InviteTeamMemberInput: InviteTeamMemberInput;
  LocationCollection: LocationCollection;
  LocationFeature: LocationFeature;
  LocationProperties: LocationProperties;
  LoginToken: LoginToken;
  LossDetails: LossDetails;
  LossReportInput: LossReportInput;
  LossReportReviewDetails: LossReportReviewDetails;
  LossReportReviewInput: LossReportReviewInput;
  LossReportValues: LossReportValues;
  Measure: Measure;
  Mutation: Record<PropertyKey, never>;
  NamedInsured: NamedInsured;
  Organization: Organization;
  OrganizationAddress: OrganizationAddress;
  OrganizationAddressInput: OrganizationAddressInput;
  OrganizationApplication: OrganizationApplication;
  OrganizationApplicationInput: OrganizationApplicationInput;
  OrganizationContact: OrganizationContact;
  OrganizationContactInput: OrganizationContactInput;
  OrganizationLocation: OrganizationLocation;
  OrganizationLocationInput: OrganizationLocationInput;
  OrganizationOnboarding: OrganizationOnboarding;
  OrganizationPermissions: OrganizationPermissions;
  OrganizationReviewInput: OrganizationReviewInput;
  PaginationInput: PaginationInput;
  PaymentsInfo: PaymentsInfo;
  PayoutPoint: PayoutPoint;
  PeriodPreset: PeriodPreset;
  Permission: Permission;
  PointGeometry: PointGeometry;
  PolicyIndex: PolicyIndex;
  PolicyIndexPoint: PolicyIndexPoint;
  PolicyListItem: PolicyListItem;
  PolicyPage: PolicyPage;
  PolicySettlement: PolicySettlement;
  PremiumIndicationRequest: PremiumIndicationRequest;
  PremiumIndicationRequestInput: PremiumIndicationRequestInput;
  PresignedField: PresignedField;
  PresignedUpload: PresignedUpload;
  PricingError: PricingError;
  PricingRequest: PricingRequest;
  ProgramDates: ProgramDates;
  Query: Record<PropertyKey, never>;
  Quote: Quote;
  QuoteDataset: QuoteDataset;
  QuoteEvent: QuoteEvent;
  QuoteExplanation: QuoteExplanation;
  QuoteList: QuoteList;
  QuoteListItem: QuoteListItem;
  QuoteListLocation: QuoteListLocation;
  QuotesPageInput: QuotesPageInput;
  RegisterUserInput: RegisterUserInput;
  RevenueYear: RevenueYear;
  RevenueYearInput: RevenueYearInput;
  ReviewDetails: ReviewDetails;
  RiskPeriod: RiskPeriod;
  SensitivityRange: SensitivityRange;
  SensitivityScenario: SensitivityScenario;
  SharedPremiumIndication: SharedPremiumIndication;
  SharedQuoteLocation: SharedQuoteLocation;
  SharedQuoteSender: SharedQuoteSender;
  SharedQuoteYear: SharedQuoteYear;
  SignatureDetails: SignatureDetails;
  SkippedYear: SkippedYear;
  String: Scalars['String']['output'];
  SubmitApplicationInput: SubmitApplicationInput;
  TargetMatch: TargetMatch;
  TeamInvitation: TeamInvitation;
  TeamMember: TeamMember;
  UpdateApplicationInput: UpdateApplicationInput;
  UpdateClientUserInput: UpdateClientUserInput;
  UpdateUserInput: UpdateUserInput;
  Upload: Upload;
  UploadFileInput: UploadFileInput;
  UploadList: UploadList;
  UploadsInput: UploadsInput;
  User: User;
  UserFinance: UserFinance;
  UserLegal: UserLegal;
  UserProfile: UserProfile;
  WeightedLocationInput: WeightedLocationInput;
  WireReceivedInput: WireReceivedInput;
  YearVector: YearVector;
};

export type Aws_Api_KeyDirectiveArgs = { };

export type Aws_Api_KeyDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_Api_KeyDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_AuthDirectiveArgs = {
  cognito_groups?: Maybe<ReadonlyArray<Maybe<Scalars['String']['input']>>>;
};

export type Aws_AuthDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_Cognito_User_PoolsDirectiveArgs = {
  cognito_groups?: Maybe<ReadonlyArray<Maybe<Scalars['String']['input']>>>;
};

export type Aws_Cognito_User_PoolsDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_Cognito_User_PoolsDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_IamDirectiveArgs = { };

export type Aws_IamDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_IamDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_LambdaDirectiveArgs = { };

export type Aws_LambdaDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_LambdaDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_SubscribeDirectiveArgs = {
  mutations?: Maybe<ReadonlyArray<Maybe<Scalars['String']['input']>>>;
};

export type Aws_SubscribeDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_SubscribeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface AwsDateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSDate'], any> {
  name: 'AWSDate';
}

export interface AwsDateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSDateTime'], any> {
  name: 'AWSDateTime';
}

export interface AwsEmailScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSEmail'], any> {
  name: 'AWSEmail';
}

export interface AwsipAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSIPAddress'], any> {
  name: 'AWSIPAddress';
}

export interface AwsjsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSJSON'], any> {
  name: 'AWSJSON';
}

export interface AwsPhoneScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSPhone'], any> {
  name: 'AWSPhone';
}

export interface AwsTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSTime'], any> {
  name: 'AWSTime';
}

export interface AwsTimestampScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSTimestamp'], any> {
  name: 'AWSTimestamp';
}

export interface AwsurlScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSURL'], any> {
  name: 'AWSURL';
}

export type AgentCommissionResolvers<ContextType = any, ParentType extends ResolversParentTypes['AgentCommission'] = ResolversParentTypes['AgentCommission']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  paymentDate?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  policyNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgentCommissionListResolvers<ContextType = any, ParentType extends ResolversParentTypes['AgentCommissionList'] = ResolversParentTypes['AgentCommissionList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['AgentCommission']>, ParentType, ContextType>;
};

export type AgentSignatureResolvers<ContextType = any, ParentType extends ResolversParentTypes['AgentSignature'] = ResolversParentTypes['AgentSignature']> = {
  date?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
};

export type AgentStatsResolvers<ContextType = any, ParentType extends ResolversParentTypes['AgentStats'] = ResolversParentTypes['AgentStats']> = {
  applicationsInProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalActivePolicies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalContractsExpiringSoon?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPremiumIndications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApplicationInProgressResolvers<ContextType = any, ParentType extends ResolversParentTypes['ApplicationInProgress'] = ResolversParentTypes['ApplicationInProgress']> = {
  applicationDeadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  insuredName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  programTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quoteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationInProgressPageResolvers<ContextType = any, ParentType extends ResolversParentTypes['ApplicationInProgressPage'] = ResolversParentTypes['ApplicationInProgressPage']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['ApplicationInProgress']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = any, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  expiresAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BusinessDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['BusinessDetails'] = ResolversParentTypes['BusinessDetails']> = {
  businessOperationsDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousAnnualRevenue?: Resolver<ReadonlyArray<ResolversTypes['RevenueYear']>, ParentType, ContextType>;
};

export type ClaimResolvers<ContextType = any, ParentType extends ResolversParentTypes['Claim'] = ResolversParentTypes['Claim']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  agentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  exhaust?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lossReports?: Resolver<ReadonlyArray<ResolversTypes['Form']>, ParentType, ContextType>;
  namedInsured?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payableAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payableMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payout?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  policyNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  program?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  riskPeriodEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  riskPeriodStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settlement?: Resolver<ResolversTypes['PolicySettlement'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClaimListResolvers<ContextType = any, ParentType extends ResolversParentTypes['ClaimList'] = ResolversParentTypes['ClaimList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['Claim']>, ParentType, ContextType>;
};

export type ClaimsFormAuthResolvers<ContextType = any, ParentType extends ResolversParentTypes['ClaimsFormAuth'] = ResolversParentTypes['ClaimsFormAuth']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  auth?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ClientContractAuthResolvers<ContextType = any, ParentType extends ResolversParentTypes['ClientContractAuth'] = ResolversParentTypes['ClientContractAuth']> = {
  auth?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType>;
  contract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType>;
};

export type ClientListResolvers<ContextType = any, ParentType extends ResolversParentTypes['ClientList'] = ResolversParentTypes['ClientList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['User']>, ParentType, ContextType>;
};

export type ClientPolicyResolvers<ContextType = any, ParentType extends ResolversParentTypes['ClientPolicy'] = ResolversParentTypes['ClientPolicy']> = {
  agentEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  agentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  insured?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limitOfLiability?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  policyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  program?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientPolicyListResolvers<ContextType = any, ParentType extends ResolversParentTypes['ClientPolicyList'] = ResolversParentTypes['ClientPolicyList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['ClientPolicy']>, ParentType, ContextType>;
};

export type ClientSignatureResolvers<ContextType = any, ParentType extends ResolversParentTypes['ClientSignature'] = ResolversParentTypes['ClientSignature']> = {
  d1SignName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
};

export type ContractResolvers<ContextType = any, ParentType extends ResolversParentTypes['Contract'] = ResolversParentTypes['Contract']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  agency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agentEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  agentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  agentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  agentSignature?: Resolver<Maybe<ResolversTypes['AgentSignature']>, ParentType, ContextType>;
  applicationDeadline?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  boundAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  businessDetails?: Resolver<ResolversTypes['BusinessDetails'], ParentType, ContextType>;
  clientCompany?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientSignature?: Resolver<Maybe<ResolversTypes['ClientSignature']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  diligentSearchUpload?: Resolver<ResolversTypes['DiligentSearchUpload'], ParentType, ContextType>;
  documents?: Resolver<ReadonlyArray<ResolversTypes['ContractDocument']>, ParentType, ContextType>;
  entityInformation?: Resolver<ResolversTypes['EntityInformation'], ParentType, ContextType>;
  expiryReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<ReadonlyArray<ResolversTypes['QuoteEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lifecycleStage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['ContractPayment']>, ParentType, ContextType>;
  paymentDueDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  policyId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  policyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  policyStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['ContractPrices'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType>;
  quoteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reviewDetails?: Resolver<Maybe<ResolversTypes['ReviewDetails']>, ParentType, ContextType>;
  reviewInvitationSentAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  underwritingReasons?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
};

export type ContractDocumentResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContractDocument'] = ResolversParentTypes['ContractDocument']> = {
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mimetype?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractPaymentResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContractPayment'] = ResolversParentTypes['ContractPayment']> = {
  accountType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  collection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  depositoryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maskedAccountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maskedRoutingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namesOnTheAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
};

export type ContractPricesResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContractPrices'] = ResolversParentTypes['ContractPrices']> = {
  grossPremium?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  netPremium?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  policyFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  stampingFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  surplusTaxesAndFees?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalDue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalTaxesNoStamping?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ContractReviewPageResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContractReviewPage'] = ResolversParentTypes['ContractReviewPage']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['Contract']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DataUpdateRunResolvers<ContextType = any, ParentType extends ResolversParentTypes['DataUpdateRun'] = ResolversParentTypes['DataUpdateRun']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  datasetId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daysAdded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filesIngested?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latestDateAfter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latestDateBefore?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DatasetMetadataResolvers<ContextType = any, ParentType extends ResolversParentTypes['DatasetMetadata'] = ResolversParentTypes['DatasetMetadata']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['DatasetProperties'], ParentType, ContextType>;
};

export type DatasetPropertiesResolvers<ContextType = any, ParentType extends ResolversParentTypes['DatasetProperties'] = ResolversParentTypes['DatasetProperties']> = {
  end_datetime?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  ingestedCells?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['DataOrigin'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start_datetime?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
};

export type DiligentSearchUploadResolvers<ContextType = any, ParentType extends ResolversParentTypes['DiligentSearchUpload'] = ResolversParentTypes['DiligentSearchUpload']> = {
  acknowledgment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type EmailChangeConfirmationResolvers<ContextType = any, ParentType extends ResolversParentTypes['EmailChangeConfirmation'] = ResolversParentTypes['EmailChangeConfirmation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailValueResolvers<ContextType = any, ParentType extends ResolversParentTypes['EmailValue'] = ResolversParentTypes['EmailValue']> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EntityInformationResolvers<ContextType = any, ParentType extends ResolversParentTypes['EntityInformation'] = ResolversParentTypes['EntityInformation']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactFirstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactLastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emails?: Resolver<ReadonlyArray<ResolversTypes['EmailValue']>, ParentType, ContextType>;
  legalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maskedFederalTaxId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExposureScopeResolvers<ContextType = any, ParentType extends ResolversParentTypes['ExposureScope'] = ResolversParentTypes['ExposureScope']> = {
  contracts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  datasetId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exposure?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lon?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExposureSummaryResolvers<ContextType = any, ParentType extends ResolversParentTypes['ExposureSummary'] = ResolversParentTypes['ExposureSummary']> = {
  cellLimit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cells?: Resolver<ReadonlyArray<ResolversTypes['ExposureScope']>, ParentType, ContextType>;
  referralShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  regionLimit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  regions?: Resolver<ReadonlyArray<ResolversTypes['ExposureScope']>, ParentType, ContextType>;
};

export type FormResolvers<ContextType = any, ParentType extends ResolversParentTypes['Form'] = ResolversParentTypes['Form']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  achAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  documents?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  formType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  program?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewDetails?: Resolver<Maybe<ResolversTypes['LossReportReviewDetails']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  values?: Resolver<ResolversTypes['LossReportValues'], ParentType, ContextType>;
};

export type GridCellRefResolvers<ContextType = any, ParentType extends ResolversParentTypes['GridCellRef'] = ResolversParentTypes['GridCellRef']> = {
  col?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IndexDataResolvers<ContextType = any, ParentType extends ResolversParentTypes['IndexData'] = ResolversParentTypes['IndexData']> = {
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dataOrigin?: Resolver<ResolversTypes['DataOrigin'], ParentType, ContextType>;
  dataset?: Resolver<ResolversTypes['QuoteDataset'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  policyYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<ReadonlyArray<ResolversTypes['IndexYear']>, ParentType, ContextType>;
  skippedYears?: Resolver<ReadonlyArray<ResolversTypes['SkippedYear']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IndexSummaryResolvers<ContextType = any, ParentType extends ResolversParentTypes['IndexSummary'] = ResolversParentTypes['IndexSummary']> = {
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maximum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minimum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IndexTrendResolvers<ContextType = any, ParentType extends ResolversParentTypes['IndexTrend'] = ResolversParentTypes['IndexTrend']> = {
  adjustment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appliedShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  appliedSlopePerYear?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  firstYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relativeSlopePerYear?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  significanceThreshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  significant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slopePerYear?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  statistic?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  test?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yearsUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IndexYearResolvers<ContextType = any, ParentType extends ResolversParentTypes['IndexYear'] = ResolversParentTypes['IndexYear']> = {
  temp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LocationCollectionResolvers<ContextType = any, ParentType extends ResolversParentTypes['LocationCollection'] = ResolversParentTypes['LocationCollection']> = {
  features?: Resolver<ReadonlyArray<ResolversTypes['LocationFeature']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationFeatureResolvers<ContextType = any, ParentType extends ResolversParentTypes['LocationFeature'] = ResolversParentTypes['LocationFeature']> = {
  geometry?: Resolver<ResolversTypes['PointGeometry'], ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['LocationProperties'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationPropertiesResolvers<ContextType = any, ParentType extends ResolversParentTypes['LocationProperties'] = ResolversParentTypes['LocationProperties']> = {
  cell?: Resolver<ResolversTypes['GridCellRef'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpcId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type LoginTokenResolvers<ContextType = any, ParentType extends ResolversParentTypes['LoginToken'] = ResolversParentTypes['LoginToken']> = {
  expiresAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['TokenType'], ParentType, ContextType>;
};

export type LossDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['LossDetails'] = ResolversParentTypes['LossDetails']> = {
  basisDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notificationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LossReportReviewDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['LossReportReviewDetails'] = ResolversParentTypes['LossReportReviewDetails']> = {
  clientSignature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readConfirmation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  todaysDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LossReportValuesResolvers<ContextType = any, ParentType extends ResolversParentTypes['LossReportValues'] = ResolversParentTypes['LossReportValues']> = {
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lossDetails?: Resolver<ResolversTypes['LossDetails'], ParentType, ContextType>;
  namedInsured?: Resolver<ResolversTypes['NamedInsured'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MeasureResolvers<ContextType = any, ParentType extends ResolversParentTypes['Measure'] = ResolversParentTypes['Measure']> = {
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vector?: Resolver<ReadonlyArray<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptClaimsFormTokenInvite?: Resolver<Maybe<ResolversTypes['ClaimsFormAuth']>, ParentType, ContextType, RequireFields<MutationAcceptClaimsFormTokenInviteArgs, 'token'>>;
  acceptClientReviewContractInvite?: Resolver<Maybe<ResolversTypes['ClientContractAuth']>, ParentType, ContextType, RequireFields<MutationAcceptClientReviewContractInviteArgs, 'token'>>;
  acceptClientSignIn?: Resolver<Maybe<ResolversTypes['AuthPayload']>, ParentType, ContextType, RequireFields<MutationAcceptClientSignInArgs, 'token'>>;
  acceptTeamInvitation?: Resolver<Maybe<ResolversTypes['AuthPayload']>, ParentType, ContextType, RequireFields<MutationAcceptTeamInvitationArgs, 'input'>>;
  addAgentPaymentInformation?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<MutationAddAgentPaymentInformationArgs, 'input'>>;
  addClientUserPayment?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType, RequireFields<MutationAddClientUserPaymentArgs, 'contract' | 'input'>>;
  attachClientToQuote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType, RequireFields<MutationAttachClientToQuoteArgs, 'client' | 'quote'>>;
  authorize?: Resolver<Maybe<ResolversTypes['AuthPayload']>, ParentType, ContextType, RequireFields<MutationAuthorizeArgs, 'token'>>;
  changeClientEmail?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<MutationChangeClientEmailArgs, 'client' | 'email'>>;
  changePassword?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  confirmClientEmailChange?: Resolver<Maybe<ResolversTypes['EmailChangeConfirmation']>, ParentType, ContextType, RequireFields<MutationConfirmClientEmailChangeArgs, 'token'>>;
  confirmUser?: Resolver<Maybe<ResolversTypes['AuthPayload']>, ParentType, ContextType, RequireFields<MutationConfirmUserArgs, 'token'>>;
  createClientUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, Partial<MutationCreateClientUserArgs>>;
  createInsuranceApplication?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType, RequireFields<MutationCreateInsuranceApplicationArgs, 'client' | 'quote'>>;
  createLoginToken?: Resolver<Maybe<ResolversTypes['LoginToken']>, ParentType, ContextType, RequireFields<MutationCreateLoginTokenArgs, 'tokenType'>>;
  createParametricCustomQuote?: Resolver<Maybe<ResolversTypes['PricingRequest']>, ParentType, ContextType, Partial<MutationCreateParametricCustomQuoteArgs>>;
  createParametricQuote?: Resolver<Maybe<ResolversTypes['PricingRequest']>, ParentType, ContextType, Partial<MutationCreateParametricQuoteArgs>>;
  createPremiumIndicationRequest?: Resolver<Maybe<ResolversTypes['PremiumIndicationRequest']>, ParentType, ContextType, RequireFields<MutationCreatePremiumIndicationRequestArgs, 'input'>>;
  deleteQuote?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationDeleteQuoteArgs, 'quote'>>;
  designatePrimaryAgent?: Resolver<Maybe<ResolversTypes['OrganizationOnboarding']>, ParentType, ContextType, RequireFields<MutationDesignatePrimaryAgentArgs, 'user'>>;
  forgotPassword?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  inviteClientClaimForm?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationInviteClientClaimFormArgs, 'policyId'>>;
  inviteLpcOrgAgent?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationInviteLpcOrgAgentArgs, 'inputs'>>;
  login?: Resolver<Maybe<ResolversTypes['AuthPayload']>, ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  logoutEverywhere?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  markWirePaymentReceived?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType, RequireFields<MutationMarkWirePaymentReceivedArgs, 'contract' | 'input'>>;
  registerUser?: Resolver<Maybe<ResolversTypes['AuthPayload']>, ParentType, ContextType, RequireFields<MutationRegisterUserArgs, 'input'>>;
  requestClientSignInLink?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationRequestClientSignInLinkArgs, 'email'>>;
  resendConfirm?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  resendTeamInvitation?: Resolver<Maybe<ResolversTypes['TeamMember']>, ParentType, ContextType, RequireFields<MutationResendTeamInvitationArgs, 'user'>>;
  resetPassword?: Resolver<Maybe<ResolversTypes['AuthPayload']>, ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  reviewClaim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType, RequireFields<MutationReviewClaimArgs, 'id' | 'input'>>;
  reviewContract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType, RequireFields<MutationReviewContractArgs, 'contract' | 'input'>>;
  reviewOrganizationApplication?: Resolver<Maybe<ResolversTypes['OrganizationOnboarding']>, ParentType, ContextType, RequireFields<MutationReviewOrganizationApplicationArgs, 'input' | 'organization'>>;
  saveFeedback?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, Partial<MutationSaveFeedbackArgs>>;
  saveHTCInsuranceQuote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType, RequireFields<MutationSaveHtcInsuranceQuoteArgs, 'quote'>>;
  saveLPCInsuranceQuote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType, RequireFields<MutationSaveLpcInsuranceQuoteArgs, 'quote'>>;
  saveLTCInsuranceQuote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType, RequireFields<MutationSaveLtcInsuranceQuoteArgs, 'quote'>>;
  saveLossReport?: Resolver<Maybe<ResolversTypes['Form']>, ParentType, ContextType, RequireFields<MutationSaveLossReportArgs, 'input'>>;
  saveLossReportReview?: Resolver<Maybe<ResolversTypes['Form']>, ParentType, ContextType, RequireFields<MutationSaveLossReportReviewArgs, 'id' | 'input'>>;
  saveOrganizationApplication?: Resolver<Maybe<ResolversTypes['OrganizationOnboarding']>, ParentType, ContextType, RequireFields<MutationSaveOrganizationApplicationArgs, 'input'>>;
  setTeamMemberStatus?: Resolver<Maybe<ResolversTypes['TeamMember']>, ParentType, ContextType, RequireFields<MutationSetTeamMemberStatusArgs, 'status' | 'user'>>;
  shareLtcInsuranceQuote?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationShareLtcInsuranceQuoteArgs, 'emails' | 'quoteId'>>;
  sharePrecipInsuranceQuote?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationSharePrecipInsuranceQuoteArgs, 'emails' | 'quoteId'>>;
  submitLpcInsuranceApplication?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType, RequireFields<MutationSubmitLpcInsuranceApplicationArgs, 'contract' | 'input'>>;
  submitOrganizationApplication?: Resolver<Maybe<ResolversTypes['OrganizationOnboarding']>, ParentType, ContextType, RequireFields<MutationSubmitOrganizationApplicationArgs, 'input'>>;
  submitReviewedLpcApplicationByClient?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType, RequireFields<MutationSubmitReviewedLpcApplicationByClientArgs, 'contract' | 'input'>>;
  updateClientUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<MutationUpdateClientUserArgs, 'client' | 'input'>>;
  updateLpcInsuranceApplication?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType, RequireFields<MutationUpdateLpcInsuranceApplicationArgs, 'contract' | 'input'>>;
  updateOrganizationContact?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType, RequireFields<MutationUpdateOrganizationContactArgs, 'input' | 'organization'>>;
  updateOrganizationLocationAddress?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType, RequireFields<MutationUpdateOrganizationLocationAddressArgs, 'input' | 'organization'>>;
  updateUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
  uploadFile?: Resolver<Maybe<ResolversTypes['PresignedUpload']>, ParentType, ContextType, RequireFields<MutationUploadFileArgs, 'input'>>;
};

export type NamedInsuredResolvers<ContextType = any, ParentType extends ResolversParentTypes['NamedInsured'] = ResolversParentTypes['NamedInsured']> = {
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  policyNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  application?: Resolver<Maybe<ResolversTypes['OrganizationApplication']>, ParentType, ContextType>;
  contacts?: Resolver<Maybe<ReadonlyArray<ResolversTypes['OrganizationContact']>>, ParentType, ContextType>;
  isOnboarded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locations?: Resolver<Maybe<ReadonlyArray<ResolversTypes['OrganizationLocation']>>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Maybe<ResolversTypes['OrganizationPermissions']>, ParentType, ContextType>;
  signatureDetails?: Resolver<Maybe<ResolversTypes['SignatureDetails']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yearsInBusiness?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type OrganizationAddressResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrganizationAddress'] = ResolversParentTypes['OrganizationAddress']> = {
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationApplicationResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrganizationApplication'] = ResolversParentTypes['OrganizationApplication']> = {
  _id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  returnReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['OrganizationApplicationStatus']>, ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OrganizationContactResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrganizationContact'] = ResolversParentTypes['OrganizationContact']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrganizationContactType'], ParentType, ContextType>;
};

export type OrganizationLocationResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrganizationLocation'] = ResolversParentTypes['OrganizationLocation']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['OrganizationAddress'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrganizationLocationType'], ParentType, ContextType>;
};

export type OrganizationOnboardingResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrganizationOnboarding'] = ResolversParentTypes['OrganizationOnboarding']> = {
  agencyLicenseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agencyLicenseState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agreementDocumentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  applicant?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  npn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  primaryAgent?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  returnReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrganizationApplicationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
};

export type OrganizationPermissionsResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrganizationPermissions'] = ResolversParentTypes['OrganizationPermissions']> = {
  canBind?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PaymentsInfoResolvers<ContextType = any, ParentType extends ResolversParentTypes['PaymentsInfo'] = ResolversParentTypes['PaymentsInfo']> = {
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  depositoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedAccountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedRoutingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namesOnTheAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
};

export type PayoutPointResolvers<ContextType = any, ParentType extends ResolversParentTypes['PayoutPoint'] = ResolversParentTypes['PayoutPoint']> = {
  index?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payout?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PeriodPresetResolvers<ContextType = any, ParentType extends ResolversParentTypes['PeriodPreset'] = ResolversParentTypes['PeriodPreset']> = {
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deadlineDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = any, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  canBind?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canQuote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
};

export type PointGeometryResolvers<ContextType = any, ParentType extends ResolversParentTypes['PointGeometry'] = ResolversParentTypes['PointGeometry']> = {
  coordinates?: Resolver<ReadonlyArray<ResolversTypes['Float']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PolicyIndexResolvers<ContextType = any, ParentType extends ResolversParentTypes['PolicyIndex'] = ResolversParentTypes['PolicyIndex']> = {
  asOf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dataOrigin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daysElapsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  daysRemaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  daysTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimatedPayout?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  exhaust?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  historicalMax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  historicalMaxAsIfToday?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  historicalMedian?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  historicalMedianAsIfToday?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  historicalMin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  historicalMinAsIfToday?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  indexToDate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lookBackYears?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payoutToDate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  points?: Resolver<ReadonlyArray<ResolversTypes['PolicyIndexPoint']>, ParentType, ContextType>;
  policyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  program?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settlement?: Resolver<Maybe<ResolversTypes['PolicySettlement']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PolicyIndexPointResolvers<ContextType = any, ParentType extends ResolversParentTypes['PolicyIndexPoint'] = ResolversParentTypes['PolicyIndexPoint']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  historicalMax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  historicalMin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  index?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PolicyListItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['PolicyListItem'] = ResolversParentTypes['PolicyListItem']> = {
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  indexState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  insuredName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  policyNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  program?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quoteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PolicyPageResolvers<ContextType = any, ParentType extends ResolversParentTypes['PolicyPage'] = ResolversParentTypes['PolicyPage']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['PolicyListItem']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PolicySettlementResolvers<ContextType = any, ParentType extends ResolversParentTypes['PolicySettlement'] = ResolversParentTypes['PolicySettlement']> = {
  dataLatestDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataOrigin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  datasetId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daysUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payout?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  settledAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
};

export type PremiumIndicationRequestResolvers<ContextType = any, ParentType extends ResolversParentTypes['PremiumIndicationRequest'] = ResolversParentTypes['PremiumIndicationRequest']> = {
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
};

export type PresignedFieldResolvers<ContextType = any, ParentType extends ResolversParentTypes['PresignedField'] = ResolversParentTypes['PresignedField']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PresignedUploadResolvers<ContextType = any, ParentType extends ResolversParentTypes['PresignedUpload'] = ResolversParentTypes['PresignedUpload']> = {
  expiresAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  fields?: Resolver<ReadonlyArray<ResolversTypes['PresignedField']>, ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PricingErrorResolvers<ContextType = any, ParentType extends ResolversParentTypes['PricingError'] = ResolversParentTypes['PricingError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PricingRequestResolvers<ContextType = any, ParentType extends ResolversParentTypes['PricingRequest'] = ResolversParentTypes['PricingRequest']> = {
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  dataOrigin?: Resolver<Maybe<ResolversTypes['DataOrigin']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['PricingError']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quotes?: Resolver<ReadonlyArray<ResolversTypes['Quote']>, ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PricingRequestStatus'], ParentType, ContextType>;
  sync?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  targetMatch?: Resolver<Maybe<ResolversTypes['TargetMatch']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
};

export type ProgramDatesResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProgramDates'] = ResolversParentTypes['ProgramDates']> = {
  applicationDeadlineDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deadlineDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  earliestStartDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  latestEndDate?: Resolver<Maybe<ResolversTypes['AWSDate']>, ParentType, ContextType>;
  latestStartDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  maxMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  presets?: Resolver<ReadonlyArray<ResolversTypes['PeriodPreset']>, ParentType, ContextType>;
  programType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  currentUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  getAgentCommissions?: Resolver<Maybe<ResolversTypes['AgentCommissionList']>, ParentType, ContextType, Partial<QueryGetAgentCommissionsArgs>>;
  getAgentStats?: Resolver<Maybe<ResolversTypes['AgentStats']>, ParentType, ContextType>;
  getApplicationsInProgress?: Resolver<ResolversTypes['ApplicationInProgressPage'], ParentType, ContextType, Partial<QueryGetApplicationsInProgressArgs>>;
  getClaim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType, RequireFields<QueryGetClaimArgs, 'id'>>;
  getClaims?: Resolver<Maybe<ResolversTypes['ClaimList']>, ParentType, ContextType, Partial<QueryGetClaimsArgs>>;
  getContract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType, RequireFields<QueryGetContractArgs, 'id'>>;
  getContractByPolicyId?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType, RequireFields<QueryGetContractByPolicyIdArgs, 'policyId'>>;
  getContractByQuoteId?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType, RequireFields<QueryGetContractByQuoteIdArgs, 'quoteId'>>;
  getContractsForReview?: Resolver<ResolversTypes['ContractReviewPage'], ParentType, ContextType, Partial<QueryGetContractsForReviewArgs>>;
  getDataUpdateRuns?: Resolver<ReadonlyArray<ResolversTypes['DataUpdateRun']>, ParentType, ContextType, Partial<QueryGetDataUpdateRunsArgs>>;
  getDatasetMetaDataV4?: Resolver<Maybe<ResolversTypes['DatasetMetadata']>, ParentType, ContextType, Partial<QueryGetDatasetMetaDataV4Args>>;
  getExposureSummary?: Resolver<ResolversTypes['ExposureSummary'], ParentType, ContextType>;
  getForm?: Resolver<Maybe<ResolversTypes['Form']>, ParentType, ContextType, RequireFields<QueryGetFormArgs, 'formType' | 'id'>>;
  getIndexData?: Resolver<Maybe<ResolversTypes['IndexData']>, ParentType, ContextType, Partial<QueryGetIndexDataArgs>>;
  getIndexDataV2?: Resolver<Maybe<ResolversTypes['IndexData']>, ParentType, ContextType, Partial<QueryGetIndexDataV2Args>>;
  getLPCDates?: Resolver<Maybe<ResolversTypes['ProgramDates']>, ParentType, ContextType, Partial<QueryGetLpcDatesArgs>>;
  getLTCDates?: Resolver<Maybe<ResolversTypes['ProgramDates']>, ParentType, ContextType, Partial<QueryGetLtcDatesArgs>>;
  getMyPolicies?: Resolver<ResolversTypes['ClientPolicyList'], ParentType, ContextType>;
  getOrganizationApplication?: Resolver<Maybe<ResolversTypes['OrganizationOnboarding']>, ParentType, ContextType, RequireFields<QueryGetOrganizationApplicationArgs, 'organization'>>;
  getOrganizationApplicationsForReview?: Resolver<ReadonlyArray<ResolversTypes['OrganizationOnboarding']>, ParentType, ContextType, Partial<QueryGetOrganizationApplicationsForReviewArgs>>;
  getOrganizationOnboarding?: Resolver<Maybe<ResolversTypes['OrganizationOnboarding']>, ParentType, ContextType>;
  getOrganizationTeam?: Resolver<ReadonlyArray<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  getPolicies?: Resolver<ResolversTypes['PolicyPage'], ParentType, ContextType, Partial<QueryGetPoliciesArgs>>;
  getPolicyIndex?: Resolver<Maybe<ResolversTypes['PolicyIndex']>, ParentType, ContextType, RequireFields<QueryGetPolicyIndexArgs, 'contractId'>>;
  getPricingRequest?: Resolver<Maybe<ResolversTypes['PricingRequest']>, ParentType, ContextType, RequireFields<QueryGetPricingRequestArgs, 'id'>>;
  getQuote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType, RequireFields<QueryGetQuoteArgs, 'id'>>;
  getQuotes?: Resolver<Maybe<ResolversTypes['QuoteList']>, ParentType, ContextType, Partial<QueryGetQuotesArgs>>;
  getSharedQuote?: Resolver<Maybe<ResolversTypes['SharedPremiumIndication']>, ParentType, ContextType, RequireFields<QueryGetSharedQuoteArgs, 'token'>>;
  getSignedUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryGetSignedUrlArgs, 'file'>>;
  getTeamInvitation?: Resolver<Maybe<ResolversTypes['TeamInvitation']>, ParentType, ContextType, RequireFields<QueryGetTeamInvitationArgs, 'token'>>;
  getUploads?: Resolver<Maybe<ResolversTypes['UploadList']>, ParentType, ContextType, Partial<QueryGetUploadsArgs>>;
  getUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryGetUserArgs, 'id'>>;
  getUserClients?: Resolver<Maybe<ResolversTypes['ClientList']>, ParentType, ContextType, Partial<QueryGetUserClientsArgs>>;
};

export type QuoteResolvers<ContextType = any, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  agentCommission?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  applicationDeadline?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  averageHistoricalPayout?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  averageHistoricalPayoutAsIfToday?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  breakEven?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  clientEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerPremium?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dailyPrecipitationCap?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  dataOrigin?: Resolver<ResolversTypes['DataOrigin'], ParentType, ContextType>;
  dataset?: Resolver<ResolversTypes['QuoteDataset'], ParentType, ContextType>;
  estimatedGrossPremium?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  estimatedTaxesAndFees?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  estimatedTotalTaxes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  estimatedTotalTaxesNoStamping?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  exhaust?: Resolver<ResolversTypes['Measure'], ParentType, ContextType>;
  expectedLoss?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  expectedPayout?: Resolver<Maybe<ResolversTypes['Measure']>, ParentType, ContextType>;
  expirationDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  explanation?: Resolver<Maybe<ResolversTypes['QuoteExplanation']>, ParentType, ContextType>;
  frozenAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  historicalPayout?: Resolver<ReadonlyArray<ResolversTypes['YearVector']>, ParentType, ContextType>;
  historicalPayoutAsIfToday?: Resolver<ReadonlyArray<ResolversTypes['YearVector']>, ParentType, ContextType>;
  historicalRainfall?: Resolver<Maybe<ReadonlyArray<ResolversTypes['YearVector']>>, ParentType, ContextType>;
  history?: Resolver<ReadonlyArray<ResolversTypes['QuoteEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indexHistory?: Resolver<ReadonlyArray<ResolversTypes['YearVector']>, ParentType, ContextType>;
  indexHistoryAsIfToday?: Resolver<ReadonlyArray<ResolversTypes['YearVector']>, ParentType, ContextType>;
  indexSummary?: Resolver<ResolversTypes['IndexSummary'], ParentType, ContextType>;
  isRequested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lcRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Measure'], ParentType, ContextType>;
  limitOfLiability?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  locationState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locations?: Resolver<ResolversTypes['LocationCollection'], ParentType, ContextType>;
  netPremium?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  optionIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payoutProfile?: Resolver<ReadonlyArray<ResolversTypes['PayoutPoint']>, ParentType, ContextType>;
  perUnitLoss?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  policyFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rainfall?: Resolver<Maybe<ResolversTypes['IndexSummary']>, ParentType, ContextType>;
  relativeStrike?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  riskCapitalCommission?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  riskPeriod?: Resolver<ResolversTypes['RiskPeriod'], ParentType, ContextType>;
  savedAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  stampingFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  stampingFeePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  strike?: Resolver<ResolversTypes['Measure'], ParentType, ContextType>;
  surplusLinesTaxPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  targetMatch?: Resolver<Maybe<ResolversTypes['TargetMatch']>, ParentType, ContextType>;
  taxMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxStatus?: Resolver<ResolversTypes['TaxStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
};

export type QuoteDatasetResolvers<ContextType = any, ParentType extends ResolversParentTypes['QuoteDataset'] = ResolversParentTypes['QuoteDataset']> = {
  dclimateId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latestDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['DataOrigin'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuoteEventResolvers<ContextType = any, ParentType extends ResolversParentTypes['QuoteEvent'] = ResolversParentTypes['QuoteEvent']> = {
  audience?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventDate?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuoteExplanationResolvers<ContextType = any, ParentType extends ResolversParentTypes['QuoteExplanation'] = ResolversParentTypes['QuoteExplanation']> = {
  adjustedIndexValues?: Resolver<ReadonlyArray<ResolversTypes['Float']>, ParentType, ContextType>;
  burnWeight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  capitalCharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  capitalShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cells?: Resolver<ReadonlyArray<ResolversTypes['GridCellRef']>, ParentType, ContextType>;
  detrended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  engineVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exhaustDistance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  expectedLossBurn?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expectedLossFitted?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  expectedLossStandardError?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expenseLoad?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fit?: Resolver<ResolversTypes['AWSJSON'], ParentType, ContextType>;
  lookBackYears?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumApplied?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parameters?: Resolver<ResolversTypes['AWSJSON'], ParentType, ContextType>;
  payoutSd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  policyYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rateOnLine?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  readFrom?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  readTo?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  riskPremium?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sensitivity?: Resolver<Maybe<ResolversTypes['SensitivityRange']>, ParentType, ContextType>;
  skippedYears?: Resolver<ReadonlyArray<ResolversTypes['SkippedYear']>, ParentType, ContextType>;
  standardErrorFactor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  technicalPremium?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trend?: Resolver<Maybe<ResolversTypes['IndexTrend']>, ParentType, ContextType>;
  trendPerYear?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tvar?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uncertaintyLoad?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  yearsUsed?: Resolver<ReadonlyArray<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type QuoteListResolvers<ContextType = any, ParentType extends ResolversParentTypes['QuoteList'] = ResolversParentTypes['QuoteList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['QuoteListItem']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QuoteListItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['QuoteListItem'] = ResolversParentTypes['QuoteListItem']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  applicationDeadline?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  clientEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientFirstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientLastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contractStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  frozenAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  limitOfLiability?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locations?: Resolver<ReadonlyArray<ResolversTypes['QuoteListLocation']>, ParentType, ContextType>;
  netPremium?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  policyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  riskPeriod?: Resolver<ResolversTypes['RiskPeriod'], ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  states?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  strike?: Resolver<ResolversTypes['Measure'], ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuoteListLocationResolvers<ContextType = any, ParentType extends ResolversParentTypes['QuoteListLocation'] = ResolversParentTypes['QuoteListLocation']> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RevenueYearResolvers<ContextType = any, ParentType extends ResolversParentTypes['RevenueYear'] = ResolversParentTypes['RevenueYear']> = {
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReviewDetails'] = ResolversParentTypes['ReviewDetails']> = {
  clientMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reviewBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewDate?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  reviewDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RiskPeriodResolvers<ContextType = any, ParentType extends ResolversParentTypes['RiskPeriod'] = ResolversParentTypes['RiskPeriod']> = {
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
};

export type SensitivityRangeResolvers<ContextType = any, ParentType extends ResolversParentTypes['SensitivityRange'] = ResolversParentTypes['SensitivityRange']> = {
  high?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ratio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  scenarios?: Resolver<ReadonlyArray<ResolversTypes['SensitivityScenario']>, ParentType, ContextType>;
};

export type SensitivityScenarioResolvers<ContextType = any, ParentType extends ResolversParentTypes['SensitivityScenario'] = ResolversParentTypes['SensitivityScenario']> = {
  adjustment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedLoss?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  yearCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  years?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SharedPremiumIndicationResolvers<ContextType = any, ParentType extends ResolversParentTypes['SharedPremiumIndication'] = ResolversParentTypes['SharedPremiumIndication']> = {
  applicationDeadline?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dailyPrecipitationCap?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  dataOrigin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  estimatedGrossPremium?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  estimatedTaxesAndFees?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  estimatedTotalTaxes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  exhaust?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  expirationDate?: Resolver<Maybe<ResolversTypes['AWSDate']>, ParentType, ContextType>;
  history?: Resolver<ReadonlyArray<ResolversTypes['SharedQuoteYear']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  limitOfLiability?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  linkExpiresAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  locations?: Resolver<ReadonlyArray<ResolversTypes['SharedQuoteLocation']>, ParentType, ContextType>;
  netPremium?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  policyFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sharedBy?: Resolver<ResolversTypes['SharedQuoteSender'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  taxMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SharedQuoteLocationResolvers<ContextType = any, ParentType extends ResolversParentTypes['SharedQuoteLocation'] = ResolversParentTypes['SharedQuoteLocation']> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SharedQuoteSenderResolvers<ContextType = any, ParentType extends ResolversParentTypes['SharedQuoteSender'] = ResolversParentTypes['SharedQuoteSender']> = {
  agency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SharedQuoteYearResolvers<ContextType = any, ParentType extends ResolversParentTypes['SharedQuoteYear'] = ResolversParentTypes['SharedQuoteYear']> = {
  index?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  indexAsIfToday?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  payout?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payoutAsIfToday?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SignatureDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['SignatureDetails'] = ResolversParentTypes['SignatureDetails']> = {
  signature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signingDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SkippedYearResolvers<ContextType = any, ParentType extends ResolversParentTypes['SkippedYear'] = ResolversParentTypes['SkippedYear']> = {
  missingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TargetMatchResolvers<ContextType = any, ParentType extends ResolversParentTypes['TargetMatch'] = ResolversParentTypes['TargetMatch']> = {
  matchedTrigger?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  requestedTrigger?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TeamInvitationResolvers<ContextType = any, ParentType extends ResolversParentTypes['TeamInvitation'] = ResolversParentTypes['TeamInvitation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  stateLicenseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TeamMemberResolvers<ContextType = any, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitationExpiresAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  invitedAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  invitedEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invitedFirstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invitedLastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invitedRole?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  joinedAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TeamMemberStatus'], ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type UploadResolvers<ContextType = any, ParentType extends ResolversParentTypes['Upload'] = ResolversParentTypes['Upload']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bucketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimetype?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type UploadListResolvers<ContextType = any, ParentType extends ResolversParentTypes['UploadList'] = ResolversParentTypes['UploadList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['Upload']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = any, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  agentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  canBind?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canQuote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  confirmedAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finance?: Resolver<Maybe<ResolversTypes['UserFinance']>, ParentType, ContextType>;
  legal?: Resolver<Maybe<ResolversTypes['UserLegal']>, ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permissions?: Resolver<ReadonlyArray<ResolversTypes['Permission']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['UserProfile']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
};

export type UserFinanceResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserFinance'] = ResolversParentTypes['UserFinance']> = {
  isInvestor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentsInfo?: Resolver<Maybe<ResolversTypes['PaymentsInfo']>, ParentType, ContextType>;
};

export type UserLegalResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserLegal'] = ResolversParentTypes['UserLegal']> = {
  stateLicenseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateLicenseState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateLicenseUploadId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type UserProfileResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserProfile'] = ResolversParentTypes['UserProfile']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type YearVectorResolvers<ContextType = any, ParentType extends ResolversParentTypes['YearVector'] = ResolversParentTypes['YearVector']> = {
  vector?: Resolver<ReadonlyArray<ResolversTypes['Float']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = any> = {
  AWSDate?: GraphQLScalarType;
  AWSDateTime?: GraphQLScalarType;
  AWSEmail?: GraphQLScalarType;
  AWSIPAddress?: GraphQLScalarType;
  AWSJSON?: GraphQLScalarType;
  AWSPhone?: GraphQLScalarType;
  AWSTime?: GraphQLScalarType;
  AWSTimestamp?: GraphQLScalarType;
  AWSURL?: GraphQLScalarType;
  AgentCommission?: AgentCommissionResolvers<ContextType>;
  AgentCommissionList?: AgentCommissionListResolvers<ContextType>;
  AgentSignature?: AgentSignatureResolvers<ContextType>;
  AgentStats?: AgentStatsResolvers<ContextType>;
  ApplicationInProgress?: ApplicationInProgressResolvers<ContextType>;
  ApplicationInProgressPage?: ApplicationInProgressPageResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BusinessDetails?: BusinessDetailsResolvers<ContextType>;
  Claim?: ClaimResolvers<ContextType>;
  ClaimList?: ClaimListResolvers<ContextType>;
  ClaimsFormAuth?: ClaimsFormAuthResolvers<ContextType>;
  ClientContractAuth?: ClientContractAuthResolvers<ContextType>;
  ClientList?: ClientListResolvers<ContextType>;
  ClientPolicy?: ClientPolicyResolvers<ContextType>;
  ClientPolicyList?: ClientPolicyListResolvers<ContextType>;
  ClientSignature?: ClientSignatureResolvers<ContextType>;
  Contract?: ContractResolvers<ContextType>;
  ContractDocument?: ContractDocumentResolvers<ContextType>;
  ContractPayment?: ContractPaymentResolvers<ContextType>;
  ContractPrices?: ContractPricesResolvers<ContextType>;
  ContractReviewPage?: ContractReviewPageResolvers<ContextType>;
  DataUpdateRun?: DataUpdateRunResolvers<ContextType>;
  DatasetMetadata?: DatasetMetadataResolvers<ContextType>;
  DatasetProperties?: DatasetPropertiesResolvers<ContextType>;
  DiligentSearchUpload?: DiligentSearchUploadResolvers<ContextType>;
  EmailChangeConfirmation?: EmailChangeConfirmationResolvers<ContextType>;
  EmailValue?: EmailValueResolvers<ContextType>;
  EntityInformation?: EntityInformationResolvers<ContextType>;
  ExposureScope?: ExposureScopeResolvers<ContextType>;
  ExposureSummary?: ExposureSummaryResolvers<ContextType>;
  Form?: FormResolvers<ContextType>;
  GridCellRef?: GridCellRefResolvers<ContextType>;
  IndexData?: IndexDataResolvers<ContextType>;
  IndexSummary?: IndexSummaryResolvers<ContextType>;
  IndexTrend?: IndexTrendResolvers<ContextType>;
  IndexYear?: IndexYearResolvers<ContextType>;
  LocationCollection?: LocationCollectionResolvers<ContextType>;
  LocationFeature?: LocationFeatureResolvers<ContextType>;
  LocationProperties?: LocationPropertiesResolvers<ContextType>;
  LoginToken?: LoginTokenResolvers<ContextType>;
  LossDetails?: LossDetailsResolvers<ContextType>;
  LossReportReviewDetails?: LossReportReviewDetailsResolvers<ContextType>;
  LossReportValues?: LossReportValuesResolvers<ContextType>;
  Measure?: MeasureResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NamedInsured?: NamedInsuredResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OrganizationAddress?: OrganizationAddressResolvers<ContextType>;
  OrganizationApplication?: OrganizationApplicationResolvers<ContextType>;
  OrganizationContact?: OrganizationContactResolvers<ContextType>;
  OrganizationLocation?: OrganizationLocationResolvers<ContextType>;
  OrganizationOnboarding?: OrganizationOnboardingResolvers<ContextType>;
  OrganizationPermissions?: OrganizationPermissionsResolvers<ContextType>;
  PaymentsInfo?: PaymentsInfoResolvers<ContextType>;
  PayoutPoint?: PayoutPointResolvers<ContextType>;
  PeriodPreset?: PeriodPresetResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  PointGeometry?: PointGeometryResolvers<ContextType>;
  PolicyIndex?: PolicyIndexResolvers<ContextType>;
  PolicyIndexPoint?: PolicyIndexPointResolvers<ContextType>;
  PolicyListItem?: PolicyListItemResolvers<ContextType>;
  PolicyPage?: PolicyPageResolvers<ContextType>;
  PolicySettlement?: PolicySettlementResolvers<ContextType>;
  PremiumIndicationRequest?: PremiumIndicationRequestResolvers<ContextType>;
  PresignedField?: PresignedFieldResolvers<ContextType>;
  PresignedUpload?: PresignedUploadResolvers<ContextType>;
  PricingError?: PricingErrorResolvers<ContextType>;
  PricingRequest?: PricingRequestResolvers<ContextType>;
  ProgramDates?: ProgramDatesResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  QuoteDataset?: QuoteDatasetResolvers<ContextType>;
  QuoteEvent?: QuoteEventResolvers<ContextType>;
  QuoteExplanation?: QuoteExplanationResolvers<ContextType>;
  QuoteList?: QuoteListResolvers<ContextType>;
  QuoteListItem?: QuoteListItemResolvers<ContextType>;
  QuoteListLocation?: QuoteListLocationResolvers<ContextType>;
  RevenueYear?: RevenueYearResolvers<ContextType>;
  ReviewDetails?: ReviewDetailsResolvers<ContextType>;
  RiskPeriod?: RiskPeriodResolvers<ContextType>;
  SensitivityRange?: SensitivityRangeResolvers<ContextType>;
  SensitivityScenario?: SensitivityScenarioResolvers<ContextType>;
  SharedPremiumIndication?: SharedPremiumIndicationResolvers<ContextType>;
  SharedQuoteLocation?: SharedQuoteLocationResolvers<ContextType>;
  SharedQuoteSender?: SharedQuoteSenderResolvers<ContextType>;
  SharedQuoteYear?: SharedQuoteYearResolvers<ContextType>;
  SignatureDetails?: SignatureDetailsResolvers<ContextType>;
  SkippedYear?: SkippedYearResolvers<ContextType>;
  TargetMatch?: TargetMatchResolvers<ContextType>;
  TeamInvitation?: TeamInvitationResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  Upload?: UploadResolvers<ContextType>;
  UploadList?: UploadListResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserFinance?: UserFinanceResolvers<ContextType>;
  UserLegal?: UserLegalResolvers<ContextType>;
  UserProfile?: UserProfileResolvers<ContextType>;
  YearVector?: YearVectorResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = any> = {
  aws_api_key?: Aws_Api_KeyDirectiveResolver<any, any, ContextType>;
  aws_auth?: Aws_AuthDirectiveResolver<any, any, ContextType>;
  aws_cognito_user_pools?: Aws_Cognito_User_PoolsDirectiveResolver<any, any, ContextType>;
  aws_iam?: Aws_IamDirectiveResolver<any, any, ContextType>;
  aws_lambda?: Aws_LambdaDirectiveResolver<any, any, ContextType>;
  aws_subscribe?: Aws_SubscribeDirectiveResolver<any, any, ContextType>;
};
