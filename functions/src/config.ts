/**
 * Runtime configuration of every Lambda, from environment variables. The CDK stacks and the
 * local stack set the same names; AWS_ENDPOINT_URL_* switch the SDK to local emulators.
 */
export interface FunctionsConfig {
  stage: string;
  tableName: string;
  bucketName: string;
  mailQueueUrl: string;
  /** The claim link worker's queue (CLAIM_LINK_QUEUE_URL): inviteClientClaimForm queues to it. */
  claimLinkQueueUrl: string;
  /** Public address of the web app, for links in e-mails. */
  webUrl: string;
  mailFrom: string;
  /** The operations team's inbox: public premium indication requests are e-mailed there. */
  operationsEmail: string;
  /** `ses` in AWS; `outbox` writes .eml files locally. */
  mailTransport: 'ses' | 'outbox';
  outboxDir: string;
  /**
   * Name or ARN of the Secrets Manager secret holding the reCAPTCHA secret key (read at run time,
   * never in the environment). Without it the bot check is off in `local` and `dev`, and refuses
   * everything in any other stage.
   */
  recaptchaSecretId?: string;
  region: string;
  /**
   * ARN of the KMS key that wraps the data keys of encrypted fields (bank and tax numbers), set in
   * AWS on the functions that encrypt (`FIELD_KEY_ARN`). Without it the local key file is used.
   */
  fieldKeyArn?: string;
  /**
   * The local stack's raw AES-256 field key: a 32-byte file under the data folder, created on
   * first start (`FIELD_KEY_FILE`, e.g. `.data/field-key.bin`; never committed).
   */
  fieldKeyFile?: string;
  /** Where ingested weather grids live; without one, pricing uses the labelled demo climate. */
  gridStore: GridStoreConfig;
  /**
   * The liftApplicationDeadline feature flag on the server (`LIFT_APPLICATION_DEADLINE=true`; off
   * by default): new applications skip the purchase window's date rules and the contracts sweeper
   * does not expire drafts past their deadline (docs/requirements.md#purchase-availability).
   */
  liftApplicationDeadline: boolean;
  /**
   * `test-stack` (PASSWORD_HASHING=test-stack, honoured only when STAGE is `local`): the local
   * test stacks hash passwords at core's TEST_STACK_PASSWORD_HASH_PARAMS; otherwise (and in every
   * deployed stage) at PASSWORD_HASH_PARAMS.
   */
  passwordHashing: 'standard' | 'test-stack';
  /**
   * Seconds the authorizer reuses a session it found live (`AUTHORIZER_CACHE_SECONDS`, a whole
   * number ≥ 0; 0 reads the session on every request). Unset or invalid: core's
   * AUTHORIZER_CACHE_SECONDS, applied by the authorizer's composer.
   */
  authorizerCacheSeconds?: number;
  /**
   * Applications whose limit of liability is above this many dollars need an underwriter
   * (`AUTOMATIC_APPROVAL_LIMIT`). Unset (or not a number ≥ 0): the contracts composer uses core's
   * default, $1,000,000 (this module does not import core, so every Lambda's bundle stays small).
   */
  automaticApprovalLimitDollars?: number;
  /**
   * Aggregate exposure limits (whole dollars: `ACCUMULATION_CELL_LIMIT` per grid cell,
   * `ACCUMULATION_REGION_LIMIT` per US state) and the share of a limit above which an application
   * goes to an underwriter (`ACCUMULATION_REFERRAL_SHARE`, in (0, 1]). Each unset or invalid one:
   * core's default, applied by the composers (core's `resolveAccumulationLimits`).
   */
  accumulation: AccumulationSettings;
  /**
   * Applications whose quote's sensitivity range (highest / lowest expected loss across the trend
   * and look-back alternatives, docs/pricing.md) is wider than this ratio need an underwriter
   * (`PRICE_RANGE_REFERRAL_RATIO`, a number ≥ 1). Unset: core's default, 2.
   */
  priceRangeReferralRatio?: number;
  /**
   * The clientBankInfoFeature setting on the server (`CLIENT_BANK_INFO_FEATURE=true`; off by
   * default): clients may pay by ACH (addClientUserPayment); off, they pay by wire
   * (docs/requirements.md#payment).
   */
  clientBankInfoFeature: boolean;
  /**
   * Days the settlement job waits after a policy period's end before settling it
   * (`SETTLEMENT_WAIT_DAYS`, a whole number ≥ 0), for every dataset. Unset: core's wait per
   * dataset family (PRISM 14, CPC 7: provisional data settling), applied in the use case.
   */
  settlementWaitDays?: number;
  /** The weather data update job's sources (docs/operations.md); none: the job does nothing. */
  weatherUpdate: WeatherUpdateConfig;
  /**
   * Whether quotes may price from the labelled demo climate where no observed data is ingested
   * (`ALLOW_DEMO_WEATHER=true|false`; unset: true in the `local` and `dev` stages only). Off, a
   * location without observed data is refused and a demo-priced quote cannot be bound.
   */
  allowDemoWeather: boolean;
}

/** The stages where the demo climate may price quotes unless ALLOW_DEMO_WEATHER says otherwise. */
export const DEMO_WEATHER_STAGES: readonly string[] = ['local', 'dev'];

/** ALLOW_DEMO_WEATHER when `true` or `false`; otherwise by stage (DEMO_WEATHER_STAGES). */
export function readAllowDemoWeather(value: string | undefined, stage: string): boolean {
  const v = value?.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  return DEMO_WEATHER_STAGES.includes(stage);
}

export interface AccumulationSettings {
  cellLimitDollars?: number;
  regionLimitDollars?: number;
  referralShare?: number;
}

/** ACCUMULATION_CELL_LIMIT, ACCUMULATION_REGION_LIMIT (dollars ≥ 0), ACCUMULATION_REFERRAL_SHARE (0 < share ≤ 1). */
export function readAccumulationSettings(env: NodeJS.ProcessEnv = process.env): AccumulationSettings {
  const cell = readAutomaticApprovalLimit(env.ACCUMULATION_CELL_LIMIT);
  const region = readAutomaticApprovalLimit(env.ACCUMULATION_REGION_LIMIT);
  const raw = env.ACCUMULATION_REFERRAL_SHARE;
  const share = Number(raw);
  const validShare =
    raw !== undefined && raw.trim() !== '' && Number.isFinite(share) && share > 0 && share <= 1;
  return {
    ...(cell === undefined ? {} : { cellLimitDollars: cell }),
    ...(region === undefined ? {} : { regionLimitDollars: region }),
    ...(validShare ? { referralShare: share } : {}),
  };
}

/**
 * What the weather data update job fetches: `WEATHER_UPDATE_SOURCES`, a comma-separated list of
 * source names (`cpc`; unset, empty or `none`: the job is off and records nothing), and
 * `CPC_BASE_URL`, the folder of the yearly CPC files (default in the updater: NOAA PSL's RT folder).
 * Names are checked by the job's composer (this module does not import core).
 */
export interface WeatherUpdateConfig {
  sources: string[];
  cpcBaseUrl?: string;
}

export function readWeatherUpdateConfig(env: NodeJS.ProcessEnv = process.env): WeatherUpdateConfig {
  const sources = (env.WEATHER_UPDATE_SOURCES ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s && s !== 'none');
  return { sources: [...new Set(sources)], cpcBaseUrl: env.CPC_BASE_URL?.trim() || undefined };
}

/**
 * The weather grid store: a folder (local stack, `GRID_DIR`) or an S3 bucket and key prefix
 * (`GRID_BUCKET`, `GRID_PREFIX`, default `grid/`). `none`: demo climate only.
 */
export type GridStoreConfig =
  { kind: 'folder'; dir: string } | { kind: 's3'; bucket: string; prefix: string } | { kind: 'none' };

export function readGridStoreConfig(env: NodeJS.ProcessEnv = process.env): GridStoreConfig {
  if (env.GRID_BUCKET) return { kind: 's3', bucket: env.GRID_BUCKET, prefix: env.GRID_PREFIX ?? 'grid/' };
  if (env.GRID_DIR) return { kind: 'folder', dir: env.GRID_DIR };
  return { kind: 'none' };
}

/** The local stack's operations inbox (its mail lands in the outbox like every other). */
export const DEFAULT_OPERATIONS_EMAIL = 'operations@almanac.local';

export function readConfig(env: NodeJS.ProcessEnv = process.env): FunctionsConfig {
  const required = (name: string): string => {
    const v = env[name];
    if (!v) throw new Error(`Missing environment variable ${name}`);
    return v;
  };
  const stage = env.STAGE ?? 'local';
  return {
    stage,
    tableName: required('TABLE_NAME'),
    bucketName: env.BUCKET_NAME ?? '',
    mailQueueUrl: env.MAIL_QUEUE_URL ?? '',
    claimLinkQueueUrl: env.CLAIM_LINK_QUEUE_URL ?? '',
    webUrl: (env.WEB_URL ?? 'http://localhost:5173').replace(/\/$/, ''),
    mailFrom: env.MAIL_FROM ?? 'Almanac <no-reply@almanac.local>',
    operationsEmail: env.OPERATIONS_EMAIL?.trim() || DEFAULT_OPERATIONS_EMAIL,
    mailTransport: env.MAIL_TRANSPORT === 'ses' ? 'ses' : 'outbox',
    outboxDir: env.OUTBOX_DIR ?? '.data/outbox',
    recaptchaSecretId: env.RECAPTCHA_SECRET_ID || undefined,
    region: env.AWS_REGION ?? 'us-east-1',
    fieldKeyArn: env.FIELD_KEY_ARN || undefined,
    fieldKeyFile: env.FIELD_KEY_FILE || undefined,
    gridStore: readGridStoreConfig(env),
    liftApplicationDeadline: env.LIFT_APPLICATION_DEADLINE === 'true',
    passwordHashing:
      env.PASSWORD_HASHING === 'test-stack' && env.STAGE === 'local' ? 'test-stack' : 'standard',
    ...optionalCacheSeconds(readWholeSeconds(env.AUTHORIZER_CACHE_SECONDS)),
    ...optionalLimit(readAutomaticApprovalLimit(env.AUTOMATIC_APPROVAL_LIMIT)),
    accumulation: readAccumulationSettings(env),
    ...optionalRatio(readPriceRangeReferralRatio(env.PRICE_RANGE_REFERRAL_RATIO)),
    clientBankInfoFeature: env.CLIENT_BANK_INFO_FEATURE === 'true',
    weatherUpdate: readWeatherUpdateConfig(env),
    // By the stage as set, not as defaulted: a function deployed without STAGE never prices demo weather.
    allowDemoWeather: readAllowDemoWeather(env.ALLOW_DEMO_WEATHER, env.STAGE ?? ''),
    ...optionalWait(readSettlementWaitDays(env.SETTLEMENT_WAIT_DAYS)),
  };
}

/** AUTOMATIC_APPROVAL_LIMIT (and the accumulation limits): dollars, at least 0; undefined when unset or not a number. */
export function readAutomaticApprovalLimit(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** A whole number of seconds, at least 0; undefined when unset or not one. */
export function readWholeSeconds(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

const optionalCacheSeconds = (n: number | undefined) =>
  n === undefined ? {} : { authorizerCacheSeconds: n };

const optionalLimit = (n: number | undefined) =>
  n === undefined ? {} : { automaticApprovalLimitDollars: n };

/** PRICE_RANGE_REFERRAL_RATIO: a number of at least 1; undefined when unset or not one. */
export function readPriceRangeReferralRatio(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 1 ? n : undefined;
}

const optionalRatio = (n: number | undefined) => (n === undefined ? {} : { priceRangeReferralRatio: n });

/** SETTLEMENT_WAIT_DAYS: a whole number of days, at least 0; undefined when unset or not one. */
export function readSettlementWaitDays(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

const optionalWait = (n: number | undefined) => (n === undefined ? {} : { settlementWaitDays: n });
