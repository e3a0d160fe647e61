import type { SettlementRecord } from './claims.js';
import type {
  AccountType,
  UploadPurpose,
  CommissionStatus,
  ExpiryReason,
  UnderwritingReason,
  BusinessType,
  ContractHistoryEvent,
  ContractStatus,
  DiligentEffortAcknowledgment,
  ProgramCode,
} from '@almanac/core';

/**
 * An application / contract (docs/data-model.md, docs/requirements.md#entity-contract): made from
 * one frozen quote for one client, by one agent. Every status change is a conditional write on
 * the status (and version) read.
 */
export interface ContractRecord {
  id: string;
  quoteId: string;
  status: ContractStatus;
  /** Bumped by every write; writes are conditional on the version read. */
  version: number;
  program: ProgramCode;
  agentId: string;
  organizationId?: string;
  clientId: string;
  createdAt: string;
  updatedAt: string;
  /** Copied from the quote when created (it does not change: the quote is frozen). */
  applicationDeadline: string;
  riskPeriod: { startDate: string; endDate: string };
  limitCents: number;
  entityInformation: StoredEntityInformation;
  businessDetails: StoredBusinessDetails;
  diligentSearchUpload: StoredDiligentSearchUpload;
  /** The broker's electronic signature (ESIGN / UETA record). */
  agentSignature?: SignatureRecord;
  /**
   * The signed application PDF, stored beside the contract: the broker's signature, then (once
   * the client signed) the one carrying every signature of the sale, under the same id.
   */
  applicationDocument?: ContractDocumentRecord;
  /** The PDF the broker signed and the client reviewed, kept once the fully signed one replaced it. */
  reviewedApplicationDocument?: ContractDocumentRecord;
  /** The producer as the signed application names them (kept so every rendering of it is the same). */
  producer?: { name: string; email: string; agency?: string; stateLicenseNumber?: string };
  submittedAt?: string;
  /** Why the application needed an underwriter when the broker signed (core's underwritingReasons); [] when none. */
  underwritingReasons?: UnderwritingReason[];
  /** The underwriter's decision on a PENDING_APPROVAL application. */
  reviewDetails?: ReviewDetailsRecord;
  reviewInvitationSentAt?: string;
  /** The client's electronic signature (AWAITING_CLIENT → CLIENT_REVIEWED). */
  clientSignature?: ClientSignatureRecord;
  /** How the client paid: the ACH authorisation (bank numbers encrypted) or the received wire. */
  payment?: PaymentRecord;
  /** Set with APPROVED: bound. */
  boundAt?: string;
  policyNumber?: string;
  /** The policy's documents (declarations), rendered after binding. */
  policyDocuments?: ContractDocumentRecord[];
  /** Set once binding's follow-up (documents, e-mails, commission) is done; the sweeper finishes it until then. */
  policyIssuedAt?: string;
  /** Set when the daily job expired it, with its reason. */
  expiredAt?: string;
  expiryReason?: ExpiryReason;
  /** Written once, at the end of the policy period (ClaimRepository.settle). */
  settlement?: SettlementRecord;
  settledAt?: string;
  history: ContractHistoryEvent[];
}

export interface StoredEntityInformation {
  legalName?: string;
  address?: string;
  city?: string;
  state?: string;
  county?: string;
  country?: string;
  zip?: string;
  /** Encrypted (FieldCipher) federal tax ID; never stored or logged in clear. */
  federalTaxIdCiphertext?: string;
  /** The last four digits, for the masked display. */
  federalTaxIdLast4?: string;
  contactFirstName?: string;
  contactLastName?: string;
  emails?: { value: string }[];
  businessPhone?: string;
}

export interface StoredBusinessDetails {
  businessType: BusinessType;
  businessOperationsDescription?: string;
  currency: 'USD';
  /** Whole dollars per calendar year, ascending. */
  previousAnnualRevenue: { year: number; revenue: number }[];
}

export interface StoredDiligentSearchUpload {
  acknowledgment?: DiligentEffortAcknowledgment;
  file?: string;
  fileId?: string;
}

/** An electronic signature: who, when, from where, to what consent, over which exact document. */
export interface SignatureRecord {
  name: string;
  /** The date the signer gave (their today). */
  date: string;
  signedAt: string;
  userId: string;
  /** The signer's e-mail at signing time (docs/requirements.md#client-review; set since issue 26). */
  email?: string;
  ipAddress?: string;
  userAgent?: string;
  consentText: string;
  consentVersion: string;
  /** SHA-256 (hex) of the exact PDF signed (the client's: the PDF the broker signed, which they reviewed). */
  documentSha256: string;
  /**
   * SHA-256 (hex) of the signed content: the canonical JSON of what the document shows before its
   * signatures (docs/decisions.md, issue 27); printed in the document's signature certificate.
   * Absent on signatures made before issue 27.
   */
  contentSha256?: string;
}

export interface ReviewDetailsRecord {
  isApproved: boolean;
  reviewDate: string;
  /** The underwriter's user id. */
  reviewBy: string;
  reviewerName: string;
  /** Internal notes: operations only, never e-mailed nor shown to the agent or the client. */
  reviewDescription: string;
  /** What the client and the agent are told ('' or absent: core's standard sentence). */
  clientMessage?: string;
}

/** The client's signature: the SignatureRecord plus both acknowledgements and the CA D-1 signature. */
export interface ClientSignatureRecord extends SignatureRecord {
  agreeElectronic: true;
  agreeTerrorismDisclosure: true;
  /** Only when the entity's state is CA. */
  d1SignName?: string;
  d1SignDate?: string;
}

export type PaymentRecord =
  | {
      method: 'ACH';
      /** Encrypted (FieldCipher); never stored or logged in clear. */
      accountNumberCiphertext: string;
      routingNumberCiphertext: string;
      accountNumberLast4: string;
      routingNumberLast4: string;
      accountType: AccountType;
      depositoryName: string;
      namesOnTheAccount: string;
      /** The debit authorisation, signed electronically. */
      authorization: SignatureRecord;
      amountCents: number;
      authorizedAt: string;
    }
  | {
      method: 'WIRE';
      reference: string;
      receivedDate: string;
      /** The operations user who recorded it. */
      recordedBy: string;
      amountCents: number;
      recordedAt: string;
    };

export interface ContractDocumentRecord {
  id: string;
  kind: 'APPLICATION' | 'DILIGENT_EFFORT' | 'POLICY' | 'LOSS_REPORT';
  key: string;
  fileName: string;
  mimetype: string;
  sha256?: string;
  createdAt: string;
}

/** Where a page of the settlement job's list ends: its last policy's period end and id. */
export interface UnsettledPolicyCursor {
  endDate: string;
  id: string;
}

/**
 * One page of a policy list (docs/data-model.md#policy-lists): the bound contracts of an
 * organisation (or of an agent without one), by period end.
 */
export interface PolicyListQuery {
  /**
   * policies (default): bound contracts by period end; inProgress: the applications their agent
   * holds (DRAFT, AWAITING_AGENT) by application deadline (endFrom/endTo then bound the deadline).
   */
  list?: 'policies' | 'inProgress';
  /** Whose list: the organisation's, or the agent's when there is no organisation. */
  partition: { organizationId?: string; agentId: string };
  /** Only this agent's policies (an agent who does not see the organisation's). */
  agentId?: string;
  /** Only contracts in this status (the expiring list: APPROVED, in force). */
  status?: ContractStatus;
  /** Folded words that must all occur in the policy's search text (core's policySearchText). */
  words: readonly string[];
  /** Period ends within these days (YYYY-MM-DD, both included). */
  endFrom?: string;
  endTo?: string;
  /** latestEnd: the latest period end first (/policies); soonestEnd: the soonest first (expiring soon). */
  order: 'latestEnd' | 'soonestEnd';
  limit: number;
  /** The sort key (`{endDate}#{id}`) the previous page ended on. */
  after?: string;
}

export interface ContractRepository {
  /** Create unless a contract with this id exists; false when one does. */
  putIfAbsent(contract: ContractRecord): Promise<boolean>;
  get(id: string): Promise<ContractRecord | undefined>;
  /** The contracts with these ids that exist, in the order asked. */
  getMany(ids: readonly string[]): Promise<ContractRecord[]>;
  /**
   * Replace the contract if it is still at `expected.version` and `expected.status`: the new record
   * carries version + 1. Undefined when someone else changed it first (re-read and decide again).
   */
  replace(
    next: ContractRecord,
    expected: { version: number; status: ContractStatus },
  ): Promise<ContractRecord | undefined>;
  /**
   * The sweeper's work list: contracts in `status` (DRAFT or SUBMITTED, core's
   * SWEPT_CONTRACT_STATUSES) whose `contractSweepDueAt` is before `dueBefore`, earliest due first,
   * at most `limit`. Other statuses are not indexed and answer []. `after`: only those whose
   * index key (`{due}#{id}`, core's contractSweepDueAt) sorts after it (the queue's pages).
   */
  listByStatus(
    status: ContractStatus,
    dueBefore: string,
    limit: number,
    after?: string,
  ): Promise<ContractRecord[]>;
  /** The contract bound under this policy number, if any. */
  getByPolicyNumber(policyNumber: string): Promise<ContractRecord | undefined>;
  /**
   * The settlement job's work list: issued policies (policyIssuedAt set) not settled yet whose
   * period ended before `endBefore` (YYYY-MM-DD), earliest end first then by id, at most `limit`;
   * with `after`, only those that come after that policy in this order (the next page).
   */
  listUnsettledPolicies(
    endBefore: string,
    limit: number,
    after?: UnsettledPolicyCursor,
  ): Promise<ContractRecord[]>;
  /**
   * A page of a policy list, in its order, at most `limit`; `lastKey` (the last one's sort key)
   * only when another page follows.
   */
  listPolicies(query: PolicyListQuery): Promise<{ contracts: ContractRecord[]; lastKey?: string }>;
  /**
   * The one-off backfill of the list keys (docs/operations.md#policy-list-backfill): one page of
   * the stored contracts that belong in a policy list or the applications in progress but were
   * written without its keys (before issue 27), read from `after` (the previous page's `next`);
   * `scanned` counts the items read, `next` is set while the table has more to read.
   */
  listUnindexed(after?: string): Promise<{ contracts: ContractRecord[]; scanned: number; next?: string }>;
  /**
   * Write the list keys of this contract as it was read: only while the stored one is still at its
   * version and carries none (a newer write carries its own). False when it did not.
   */
  writeListKeys(contract: ContractRecord): Promise<boolean>;
}

/**
 * The agent's commission on a bound policy (docs/data-model.md): one per contract, written once
 * when the policy is issued; PENDING until the account issue pays it.
 */
export interface CommissionRecord {
  /** The contract's id: one commission per policy. */
  id: string;
  agentId: string;
  organizationId?: string;
  contractId: string;
  policyNumber: string;
  /** core's commissionCents of the net premium. */
  amountCents: number;
  status: CommissionStatus;
  createdAt: string;
  /** When it was paid out (status PAID); shown as the payment date on Commission Payments. */
  paidAt?: string;
}

export interface CommissionRepository {
  /** Write the commission unless one exists for its contract; true when this call wrote it. */
  putIfAbsent(commission: CommissionRecord): Promise<boolean>;
  get(contractId: string): Promise<CommissionRecord | undefined>;
  /** An agent's commissions, newest first. */
  listByAgent(agentId: string): Promise<CommissionRecord[]>;
}

/** An uploaded file (docs/data-model.md): PENDING until the server has checked the stored object. */
export interface UploadRecord {
  id: string;
  userId: string;
  organizationId?: string;
  contractId?: string;
  purpose: UploadPurpose;
  folder: string;
  /** The object: where the presigned POST puts it, then (VERIFIED) the checked copy no POST reaches. */
  key: string;
  fileName: string;
  mimetype: string;
  /** The size the browser announced; the presigned POST enforces it. */
  declaredSize: number;
  /** Set when verified: the stored object's size and its PDF signature were checked. */
  size?: number;
  status: 'PENDING' | 'VERIFIED' | 'REJECTED';
  description?: string;
  createdAt: string;
  verifiedAt?: string;
}

export interface UploadRepository {
  put(upload: UploadRecord): Promise<void>;
  get(id: string): Promise<UploadRecord | undefined>;
  /** The uploads with these ids that exist, in the order asked (one batch read). */
  getMany(ids: readonly string[]): Promise<UploadRecord[]>;
  /**
   * Mark verified (size, and the key of the checked copy) or rejected, only while pending; the
   * updated record, or undefined.
   */
  settle(
    id: string,
    outcome: { status: 'VERIFIED' | 'REJECTED'; size?: number; key?: string; at: string },
  ): Promise<UploadRecord | undefined>;
  /** A user's uploads, newest first. */
  listByUser(userId: string): Promise<UploadRecord[]>;
  /** An organisation's uploads of one purpose (those with `organizationId`), newest first. */
  listByOrganization(organizationId: string, purpose: UploadPurpose): Promise<UploadRecord[]>;
}
