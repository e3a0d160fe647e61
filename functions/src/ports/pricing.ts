import type {
  DatasetId,
  ErrorCode,
  FitSummary,
  PricedOption,
  PricingParameters,
  PricingResult,
  ProgramCode,
  QuoteDataVersion,
  QuoteHistoryEvent,
  QuoteListing,
  QuoteListOrder,
  QUOTE_SEARCH_FIELDS,
  QuoteRequest,
  ResolvedLocation,
  TaxEstimate,
} from '@almanac/core';
import type { WeatherOrigin } from './weather.js';

/**
 * One priced option as stored (docs/data-model.md): the coverage, the prices in integer cents, and
 * everything used to compute them, so the quote can be explained and re-priced later.
 */
export interface QuoteRecord {
  id: string;
  /** The pricing request that produced it; `id` = `{requestId}-{optionIndex + 1}`. */
  requestId: string;
  /** Position among the request's options (0: the requested or matched trigger). */
  optionIndex: number;
  createdBy: string;
  organizationId?: string;
  createdAt: string;
  updatedAt: string;
  /** Set when an application is started from it (QuoteRepository.freeze): the quote is then "Submitted". */
  frozenAt?: string;
  /**
   * Set when the creator saves the option as a premium indication (save*InsuranceQuote). Only
   * saved quotes carry the list index keys (docs/data-model.md): unsaved options are never listed.
   */
  savedAt?: string;
  /** The attached client (a user with role `client`), copied here for lists and search. */
  clientId?: string;
  clientName?: string;
  clientEmail?: string;
  clientPhone?: string;
  /** Activity, oldest first (appended by save, attach and share). */
  history?: QuoteHistoryEvent[];
  /** The slim copy lists read (saved quotes only; kept in step by every write that changes it). */
  listing?: QuoteListing;
  /** Set by a soft delete: the quote is gone from lists and reads answer as for an unknown id. */
  deletedAt?: string;
  /** The application made from it, and its policy number once bound (application issues). */
  contractId?: string;
  policyNumber?: string;
  program: ProgramCode;
  currency: 'USD';
  riskPeriod: { startDate: string; endDate: string };
  applicationDeadline: string;
  /** The last day the quote can be bound: its application deadline. */
  expirationDate: string;
  locations: ResolvedLocation[];
  /** The insured's home state for taxes: the largest-weight location's until a client is attached. */
  homeState: string;
  /** The engine's option: terms, premium build-up (cents), historical payouts, payout profile. */
  option: PricedOption;
  /** Null only for records priced without a home state (not produced by the API). */
  taxes: TaxEstimate | null;
  index: {
    unit: PricingResult['indexUnit'];
    dailyCapIn: number | null;
    policyYear: number;
    lookBack: PricingResult['lookBack'];
    /** The trend policy's estimate and decision (absent on quotes priced before it). */
    trend?: PricingResult['trend'];
    fit: FitSummary;
    burnWeight: number;
    standardErrorFactor: number;
    exhaustDistance: number | null;
    targetMatch: PricingResult['targetMatch'];
  };
  data: QuoteDataUsed;
  pricing: {
    engineVersion: string;
    parameters: PricingParameters;
    /** The normalized request, enough to price it again. */
    request: QuoteRequest;
  };
}

export interface QuoteDataUsed {
  datasetId: DatasetId;
  /** `demo` when any cell came from the demo climate. */
  origin: WeatherOrigin;
  cells: { row: number; col: number; origin: WeatherOrigin }[];
  /** The daily range read from the weather source. */
  readFrom: string;
  readTo: string;
  /** The dataset's latest date when priced. */
  latestDataDate: string;
  /**
   * The version of the data priced from: provisional years of the look-back, stable-through date,
   * the store's updatedAt (absent on quotes priced before versions were recorded).
   */
  version?: QuoteDataVersion;
}

/** What QuoteRepository.listPage reads. */
export interface QuoteListPageQuery {
  readonly order: QuoteListOrder;
  readonly backwards: boolean;
  readonly offset: number;
  readonly limit: number;
  readonly only?: 'submitted' | 'unsubmitted';
  /**
   * Start just after this listing in the read direction (a cursor's boundary: its id, createdAt
   * and sort key in `order`), then skip `offset`.
   */
  readonly after?: { readonly id: string; readonly createdAt: string; readonly key: string };
}

/**
 * A search candidate: the listing fields core's QUOTE_SEARCH_FIELDS names (the match, the
 * caller's scope, the unsubmitted filter) and its sort key in the order asked (core's
 * quoteListSortKey); the page's whole listings are read after the sort (getListings).
 */
export interface QuoteSearchRow {
  readonly listing: Pick<QuoteListing, (typeof QUOTE_SEARCH_FIELDS)[number]>;
  readonly key: string;
}

export interface QuoteRepository {
  /** Store the quote unless one with its id exists; true when this call wrote it. */
  putIfAbsent(quote: QuoteRecord): Promise<boolean>;
  get(id: string): Promise<QuoteRecord | undefined>;
  /** The quotes with these ids that exist, in the order asked. */
  getMany(ids: readonly string[]): Promise<QuoteRecord[]>;
  /**
   * Save a priced option and/or attach a client, in one conditional write on the state `quote`
   * (as read) was in: only its creator, never once frozen, never over an attached client, and
   * (`change.save`) only while unsaved or (otherwise) only once saved. A first save sets
   * `savedAt` and the list index keys. The events are appended to `history`. Answers the updated
   * quote, or undefined when the quote is no longer in that state (re-read and decide again).
   */
  save(quote: QuoteRecord, change: QuoteSaveChange): Promise<QuoteRecord | undefined>;
  /** Append events to a saved quote's history, only for its creator; false when not (or no longer) so. */
  appendHistory(id: string, createdBy: string, events: QuoteHistoryEvent[], at: string): Promise<boolean>;
  /** The listings of every saved, not deleted quote a user created (newest first). */
  listSaved(createdBy: string): Promise<QuoteListing[]>;
  /**
   * One stretch of a user's saved, not deleted quotes in one list order (core's
   * quoteListSortKey; `backwards` reads it from the end): `limit` listings after skipping
   * `offset`, only the submitted or not-yet-submitted ones when `only` says so. Reads the order's
   * index from its start, never the whole partition (docs/data-model.md#premium-indication-lists).
   */
  listPage(createdBy: string, query: QuoteListPageQuery): Promise<QuoteListing[]>;
  /**
   * The listings of a user's saved quotes with a policy number whose period ends on or after
   * `today` (YYYY-MM-DD): read from the submitted stretch of the status order, filtered there.
   */
  listActivePolicies(createdBy: string, today: string): Promise<QuoteListing[]>;
  /** How many saved, not deleted quotes a user created, and how many of them are submitted. */
  countSaved(createdBy: string): Promise<{ saved: number; submitted: number }>;
  /** The listings of a client's saved, not deleted quotes, whoever created them (newest first). */
  listSavedForClient(clientId: string): Promise<QuoteListing[]>;
  /** A client's saved, not deleted quotes as search candidates, with their sort keys in `order`. */
  listSearchRowsForClient(clientId: string, order: QuoteListOrder): Promise<QuoteSearchRow[]>;
  /** The listings of the saved, not deleted quotes with these ids (at most 100), in the order asked. */
  getListings(ids: readonly string[]): Promise<QuoteListing[]>;
  /**
   * The listings of a user's saved, not deleted quotes whose ID begins with `prefix` (exactly as
   * given; quote IDs are lower case), in ID order: a begins_with on the ID order's index.
   */
  listSavedByIdPrefix(createdBy: string, prefix: string): Promise<QuoteListing[]>;
  /**
   * Soft delete: set `deletedAt`, take the quote out of the lists and append the event, only for
   * its creator and only while not submitted. `deleted`; `gone` when already deleted or unknown;
   * `refused` when submitted or not the creator's.
   */
  softDelete(
    id: string,
    createdBy: string,
    at: string,
    event: QuoteHistoryEvent,
  ): Promise<'deleted' | 'gone' | 'refused'>;
  /**
   * Rewrite the attached client's copies (name, e-mail, phone, listing) after the client was
   * edited, only while that client is attached and the quote is not submitted; false otherwise.
   */
  updateClientCopies(id: string, clientId: string, client: QuoteClientCopy, at: string): Promise<boolean>;
  /**
   * Claim a saved, not deleted quote for an application: only while `claim.clientId` is attached
   * and no other application claimed it (the same `contractId` again is an idempotent retry). Sets
   * `frozenAt` (kept from a first claim) and `contractId`, on the quote and its listing. The frozen
   * quote, or undefined when the quote is not (or no longer) in that state.
   */
  freeze(
    id: string,
    claim: { clientId: string; contractId: string; at: string },
  ): Promise<QuoteRecord | undefined>;
  /**
   * Record the policy number of the application made from the quote, on the quote and its listing
   * (lists and the dashboard's counters then see a policy): only while `contractId` is the quote's
   * application and no other policy number is set (the same one again is an idempotent retry).
   * false when the quote is not in that state.
   */
  setPolicyNumber(
    id: string,
    policy: { contractId: string; policyNumber: string; at: string },
  ): Promise<boolean>;
}

/** What a quote keeps of its attached client. */
export interface QuoteClientCopy {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
}

export interface QuoteSaveChange {
  /** The caller, who must be the creator. */
  by: string;
  at: string;
  /** true: a first save (sets savedAt); false: the quote must already be saved. */
  save: boolean;
  client?: QuoteClientCopy;
  /** New home state and taxes (a client with an address was attached). */
  taxes?: { homeState: string; taxes: TaxEstimate };
  events: QuoteHistoryEvent[];
  /** The quote's listing after the change. */
  listing: QuoteListing;
}

export type PricingRequestStatus = 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';
export type PricingOperation = 'createParametricCustomQuote' | 'createParametricQuote';

export interface PricingFailure {
  code: ErrorCode;
  message: string;
  info?: Record<string, unknown>;
}

/** A pricing request: every create call leaves one (sync: DONE/FAILED at once; async: PENDING first). */
export interface PricingRequestRecord {
  id: string;
  createdBy: string;
  organizationId?: string;
  operation: PricingOperation;
  sync: boolean;
  request: QuoteRequest;
  status: PricingRequestStatus;
  quoteIds: string[];
  dataOrigin?: WeatherOrigin;
  targetMatch?: PricingResult['targetMatch'];
  error?: PricingFailure;
  createdAt: string;
  updatedAt: string;
  /** Deliveries of the job that started pricing (worker). */
  attempts?: number;
  /** How often the sweeper queued it again (docs/data-model.md, pricing requests). */
  sweeps?: number;
}

export interface PricingRequestRepository {
  /** Write a new request; throws if the id exists. */
  create(record: PricingRequestRecord): Promise<void>;
  get(id: string): Promise<PricingRequestRecord | undefined>;
  /** PENDING or RUNNING → RUNNING (counting the attempt); undefined when already DONE/FAILED or absent. */
  start(id: string, now: string): Promise<PricingRequestRecord | undefined>;
  /** Record the outcome once: false when it was already DONE or FAILED. */
  finish(
    id: string,
    outcome:
      | {
          status: 'DONE';
          quoteIds: string[];
          dataOrigin: WeatherOrigin;
          targetMatch: PricingResult['targetMatch'];
        }
      | { status: 'FAILED'; error: PricingFailure },
    now: string,
  ): Promise<boolean>;
  /**
   * Queued requests (sync: false) not finished yet whose last change is older than `before`:
   * the sweeper's work list (a worker crashed, or the enqueue failed).
   */
  listStale(before: string): Promise<PricingRequestRecord[]>;
  /** Count one re-enqueue by the sweeper (only while still PENDING or RUNNING); false otherwise. */
  markSwept(id: string, now: string): Promise<boolean>;
}

/** A held slot of the distributed pricing concurrency limit. */
export interface PricingLease {
  slot: number;
  leaseId: string;
}

/**
 * The distributed concurrency limit (DynamoDB lease items with an expiry, taken and released with
 * conditional writes), shared by every resolver and worker instance.
 */
export interface PricingLeases {
  /** Take a free (or expired) slot among `limit`, or null when all are held. */
  tryAcquire(holder: string, limit: number, ttlSeconds: number, now: Date): Promise<PricingLease | null>;
  /** Give the slot back (only if still ours). */
  release(lease: PricingLease): Promise<void>;
}

/** The `pricing` SQS queue: jobs for the pricing worker. */
export interface PricingQueue {
  send(job: PricingJob): Promise<void>;
}

export interface PricingJob {
  requestId: string;
}

/** The US state (two letters, DC, PR) holding a point, or null outside them. */
export type StateLocator = (lat: number, lon: number) => string | null;

/**
 * The state locator, loaded on first use (the US atlas is a chunk of the pricing Lambdas' bundles
 * read by the operations that place a location, not at every cold start).
 */
export type StateLocatorLoader = () => Promise<StateLocator>;

export interface PricingSettings {
  /** Concurrent pricing runs allowed across all instances (PRICING_MAX_CONCURRENT, read per call). */
  maxConcurrent(): number;
  /** A lease expires this long after it was taken (a crashed holder frees its slot then). */
  leaseSeconds: number;
  /** How long a worker waits for a slot before handing the job back to the queue. */
  workerLeaseWaitMs: number;
}
