export type * from './records.js';
export type * from './repositories.js';
export type * from './services.js';
export type * from './weather.js';
export type * from './pricing.js';
export type * from './requests.js';
export type * from './logger.js';
export type * from './contracts.js';
export type * from './counters.js';
export type * from './claims.js';
export type * from './data-updates.js';
export type * from './exposure.js';
import type {
  ThrottleRepository,
  OneTimeTokenRepository,
  OrganizationRepository,
  SessionRepository,
  ShortCodeRepository,
  UserRepository,
} from './repositories.js';
import type {
  PricingLeases,
  PricingQueue,
  PricingRequestRepository,
  PricingSettings,
  QuoteRepository,
  StateLocatorLoader,
} from './pricing.js';
import type { HistoryFitMemo, LocationIndexMemo } from '@almanac/core';
import type { Logger } from './logger.js';
import type { FeedbackRepository, PremiumIndicationRequestRepository } from './requests.js';
import type {
  BotCheck,
  ClaimLinkQueue,
  Clock,
  ContentDigest,
  DocumentRenderer,
  FieldCipher,
  FileStore,
  MailQueue,
  PasswordHasher,
  Random,
  TokenDigest,
} from './services.js';
import type { CommissionRepository, ContractRepository, UploadRepository } from './contracts.js';
import type { Counters } from './counters.js';
import type { ClaimRepository, FormRepository } from './claims.js';
import type { WeatherSource } from './weather.js';
import type { DataUpdateRunRepository, DatasetUpdater } from './data-updates.js';
import type { ExposureBook } from './exposure.js';
import type { AccumulationLimits } from '@almanac/core';

/** Everything a use case may be handed. Each use case declares the subset it needs with Pick. */
/** Core's two memos, kept per container (functions/src/adapters/weather/pricing-memo.ts). */
export interface PricingMemo {
  readonly locations: LocationIndexMemo;
  readonly fits: HistoryFitMemo;
}

export interface Ports {
  users: UserRepository;
  organizations: OrganizationRepository;
  sessions: SessionRepository;
  oneTimeTokens: OneTimeTokenRepository;
  shortCodes: ShortCodeRepository;
  throttle: ThrottleRepository;
  clock: Clock;
  random: Random;
  hasher: PasswordHasher;
  digest: TokenDigest;
  botCheck: BotCheck;
  mailQueue: MailQueue;
  /** inviteClientClaimForm's queued requests (the claim link worker does the work). */
  claimLinkQueue: ClaimLinkQueue;
  /** Public web address for links in e-mails. */
  webUrl: string;
  weather: WeatherSource;
  /**
   * The container's memos of pricing work that depends only on the cells, the period and the data
   * version (each cell's yearly window values; the history's fits), bounded. Absent: computed
   * each time.
   */
  pricingMemo?: PricingMemo;
  states: StateLocatorLoader;
  quotes: QuoteRepository;
  pricingRequests: PricingRequestRepository;
  pricingLeases: PricingLeases;
  pricingQueue: PricingQueue;
  pricingSettings: PricingSettings;
  premiumIndicationRequests: PremiumIndicationRequestRepository;
  feedback: FeedbackRepository;
  /** The operations team's inbox: public premium indication requests are e-mailed there. */
  operationsEmail: string;
  /** Structured logs with the request's correlation id (Powertools' Logger in AWS). */
  logger: Logger;
  contracts: ContractRepository;
  uploads: UploadRepository;
  files: FileStore;
  cipher: FieldCipher;
  documents: DocumentRenderer;
  sha256: ContentDigest;
  /** The liftApplicationDeadline flag as the server reads it (functions/src/config.ts). */
  liftApplicationDeadline: boolean;
  /** Above this limit of liability (whole dollars) an application needs an underwriter (functions/src/config.ts). */
  automaticApprovalLimitDollars: number;
  /**
   * The demo climate may price quotes, and demo-priced quotes be bound (functions/src/config.ts:
   * ALLOW_DEMO_WEATHER, by default only in the local and dev stages).
   */
  allowDemoWeather: boolean;
  /** Above this sensitivity ratio (highest / lowest expected loss) an application needs an underwriter (functions/src/config.ts). */
  priceRangeReferralRatio: number;
  /** Atomic named sequences (policy numbers). */
  counters: Counters;
  /** The clientBankInfoFeature setting as the server reads it: the client may pay by ACH (functions/src/config.ts). */
  clientBankInfoFeature: boolean;
  /** The agents' commissions on bound policies. */
  commissions: CommissionRepository;
  /** Loss reports (forms of type LOSS_REPORT). */
  forms: FormRepository;
  /** Claims, and the settlement that writes one with its contract. */
  claims: ClaimRepository;
  /** The weather data update job's runs (operations watch them). */
  dataUpdateRuns: DataUpdateRunRepository;
  /** Downloads and ingests a dataset's newest files into the grid store (the data update job). */
  datasetUpdater: DatasetUpdater;
  /** The capital provider's exposure per grid cell and region (accumulation limits, the book). */
  exposures: ExposureBook;
  /** Aggregate limits and the referral share as the server reads them (functions/src/config.ts). */
  accumulationLimits: AccumulationLimits;
}
export * from './email-claims.js';
