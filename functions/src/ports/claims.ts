import type {
  ClaimStatus,
  FormStatus,
  PayoutMethod,
  ProgramCode,
  SettlementDataVersion,
  SettlementOutcome,
} from '@almanac/core';
import type { ContractDocumentRecord, ContractRecord } from './contracts.js';
import type { WeatherOrigin } from './weather.js';

/**
 * The claims area's records (docs/data-model.md, docs/requirements.md#claims): loss reports (forms
 * of type LOSS_REPORT), the settlement written once per policy at the end of its period, and the
 * claim a settlement with a payout opens.
 */

/** A loss report: saved by the policyholder (DRAFT), then reviewed and signed (NEEDS_REVIEW). */
export interface LossReportRecord {
  id: string;
  formType: 'LOSS_REPORT';
  contractId: string;
  policyNumber: string;
  organizationId?: string;
  agentId: string;
  clientId: string;
  program: ProgramCode;
  status: FormStatus;
  /** Bumped by every write; writes are conditional on the version read. */
  version: number;
  values: {
    namedInsured: {
      name: string;
      address1: string;
      city: string;
      state: string;
      zipcode: string;
      contactEmail: string;
      policyNumber: string;
    };
    lossDetails: { notificationDate: string; basisDescription?: string };
  };
  /** The claim number given when the report is signed (core's formatClaimNumber). */
  claimNumber?: string;
  /** The policyholder's review and electronic signature. */
  review?: {
    paymentMethod: PayoutMethod;
    readConfirmation: true;
    agreeElectronicNamedInsured: boolean;
    clientSignature: string;
    /** The date the signer gave (their today), YYYY-MM-DD. */
    todaysDate: string;
    signedAt: string;
    userId: string;
    /** The signer's e-mail at signing time (set since issue 26). */
    email?: string;
    ipAddress?: string;
    userAgent?: string;
    /** The consent text version agreed to (core's LOSS_REPORT_CONSENT_VERSION; since issue 27). */
    consentVersion?: string;
    /** SHA-256 of the canonical JSON of the signed content (since issue 27). */
    contentSha256?: string;
  };
  /** The signed loss report PDF with its signature certificate (since issue 27). */
  signedDocument?: ContractDocumentRecord;
  createdAt: string;
  updatedAt: string;
}

export interface FormRepository {
  /** Create unless a form with this id exists; false when one does. */
  putIfAbsent(form: LossReportRecord): Promise<boolean>;
  /**
   * Create a new form unless its policy holds `cap` already (false then): a conditional counter
   * per policy (count < cap, then +1) reserves the place before the form is written, so parallel
   * creations never pass the cap (docs/security.md, "Loss reports per policy").
   */
  createWithinCap(form: LossReportRecord, cap: number): Promise<boolean>;
  get(id: string): Promise<LossReportRecord | undefined>;
  /** Replace if still at `expected.version`: the new record carries version + 1; undefined when it lost. */
  replace(next: LossReportRecord, expected: { version: number }): Promise<LossReportRecord | undefined>;
  /** A policy's loss reports, oldest first. */
  listByContract(contractId: string): Promise<LossReportRecord[]>;
  /**
   * The loss reports of each of these policies, oldest first (a list page's: a fixed number of
   * batch reads whatever the number of policies, from each policy's counter of its forms).
   */
  listByContracts(contractIds: readonly string[]): Promise<Map<string, LossReportRecord[]>>;
}

/** The settlement of a policy: the observed index over its period and the payout from its terms. */
export interface SettlementRecord {
  outcome: SettlementOutcome;
  /** The observed index (inches or deg F). */
  index: number;
  payoutCents: number;
  trigger: number;
  exhaust: number;
  limitCents: number;
  datasetId: string;
  /** The grid store's stamp of the data used (its metadata's updatedAt), or `demo`. */
  dataVersion: string;
  dataLatestDate: string;
  /** The versions of the period's days it settled on (absent on settlements before they were recorded). */
  dataVersions?: SettlementDataVersion;
  origin: WeatherOrigin;
  /** Days of the period that entered the index (every day: a settlement waits until none is missing). */
  daysUsed: number;
  engineVersion: string;
  settledAt: string;
}

/** A claim: one per policy, opened by a settlement with a payout above zero. `id` is the contract's id. */
export interface ClaimRecord {
  id: string;
  contractId: string;
  policyNumber: string;
  program: ProgramCode;
  organizationId?: string;
  agentId: string;
  clientId: string;
  status: ClaimStatus;
  version: number;
  payoutCents: number;
  settlement: SettlementRecord;
  /** Set by approval: how it is paid (the policyholder's method at that time). */
  payable?: { method: PayoutMethod; accountLast4?: string };
  /** reason: internal (operations only); clientMessage: what the policyholder and the agent are told. */
  decision?: { by: string; at: string; reason?: string; clientMessage?: string };
  createdAt: string;
  updatedAt: string;
}

export interface ClaimRepository {
  /**
   * Write a settlement exactly once, in two ordered conditional writes (no transaction: dynalite
   * has none): create `claim` (when given) unless one exists, then replace the contract with
   * `contract` (which carries `settlement` and `settledAt`) if it is still at `expected.version`
   * and not yet settled: the commit point. A claim already stored for the policy (a run stopped
   * between the two writes, or a parallel run computed on other data) decides: the contract takes
   * its settlement, so the policy always agrees with its claim. Answers the settlement written, or
   * undefined when the contract write lost.
   */
  settle(
    contract: ContractRecord,
    expected: { version: number },
    claim?: ClaimRecord,
  ): Promise<SettlementRecord | undefined>;
  get(id: string): Promise<ClaimRecord | undefined>;
  /** The claims with these ids (contract ids) that exist, in the order asked (one batch read). */
  getMany(ids: readonly string[]): Promise<ClaimRecord[]>;
  /** Replace if still at `expected.version` and `expected.status`; undefined when it lost. */
  replace(
    next: ClaimRecord,
    expected: { version: number; status: ClaimStatus },
  ): Promise<ClaimRecord | undefined>;
  /** Claims in a status, oldest first. */
  listByStatus(status: ClaimStatus, limit: number): Promise<ClaimRecord[]>;
  /** An organisation's claims, newest first. */
  listByOrganization(organizationId: string, limit: number): Promise<ClaimRecord[]>;
}
