import { BOT_CHECK_OPTIONAL_STAGES, type WireInstructions } from '@almanac/core';
import type { Node } from 'constructs';

/**
 * Per-stage settings, read from CDK context (`--context stage=NAME` and friends). Every stage is
 * a full copy of the product; only `dev` is ephemeral (its data is destroyed with its stacks).
 */
export interface StageConfig {
  /** Stage name: lower-case letters, digits and dashes, starting with a letter. */
  stage: string;
  /** Keep stateful resources when a stack is deleted, with deletion protection (every stage but `dev`). */
  retainData: boolean;
  /** The From header of e-mails (`Name <address>` or a bare address); must be verified in SES. */
  mailFrom: string;
  /** The bare address of `mailFrom`: the only address the mail worker may send from. */
  mailFromAddress: string;
  /**
   * The operations team's inbox (a bare address): public premium indication requests are e-mailed
   * there. SES must be allowed to send to it (production access, or a verified address).
   */
  operationsEmail: string;
  /**
   * Secrets Manager secret holding the reCAPTCHA secret key (plain string), read by the functions
   * at run time. Required in every stage but `dev` (synth fails without it).
   */
  recaptchaSecretName?: string;
  /** reCAPTCHA site key published to the browser in config.json. */
  recaptchaSiteKey?: string;
  /** Public host name of the web app (e.g. `app.example.com`); CloudFront's own when absent. */
  webDomain?: string;
  /** ACM certificate (us-east-1) for `webDomain`; with both, CloudFront serves the domain. */
  webCertificateArn?: string;
  /**
   * The server's liftApplicationDeadline setting (`--context liftApplicationDeadline=true`; off by
   * default): new applications skip the purchase window's dates, drafts do not expire.
   */
  liftApplicationDeadline: boolean;
  /**
   * Above this limit of liability (whole dollars) an application needs an underwriter
   * (`--context automaticApprovalLimit=250000`, the functions' AUTOMATIC_APPROVAL_LIMIT); core's
   * default when absent.
   */
  automaticApprovalLimit?: number;
  /**
   * Whether quotes may price from the labelled demo climate where no observed data is ingested
   * (`--context allowDemoWeather=true|false`, the functions' ALLOW_DEMO_WEATHER). Absent: the
   * functions decide by stage (allowed in local and dev only).
   */
  allowDemoWeather?: boolean;
  /**
   * Aggregate exposure limits (whole dollars) per grid cell and per US state, and the share of a
   * limit above which an application is referred (`--context accumulationCellLimit=5000000
   * accumulationRegionLimit=50000000 accumulationReferralShare=0.8`; the functions'
   * ACCUMULATION_CELL_LIMIT, ACCUMULATION_REGION_LIMIT, ACCUMULATION_REFERRAL_SHARE); core's
   * defaults when absent (docs/pricing.md, "Accumulation limits and the book").
   */
  accumulationCellLimit?: number;
  accumulationRegionLimit?: number;
  accumulationReferralShare?: number;
  /**
   * Above this ratio of a quote's highest to lowest expected loss across the trend and look-back
   * alternatives an application needs an underwriter (`--context priceRangeReferralRatio=2.5`, the
   * functions' PRICE_RANGE_REFERRAL_RATIO); core's default (2) when absent.
   */
  priceRangeReferralRatio?: number;
  /**
   * Where clients wire the premium, published in config.json (the payment page shows it while the
   * clientBankInfoFeature flag is off): `--context wireInstructions='{"beneficiaryName": …}'` or an
   * object in cdk.json's context. Absent: the page says wire instructions are not available.
   */
  wireInstructions?: WireInstructions;
  /**
   * The server's clientBankInfoFeature setting (`--context clientBankInfoFeature=true`; off by
   * default): clients may pay by ACH; off, they pay by wire.
   */
  clientBankInfoFeature: boolean;
  /**
   * What the weather data update job fetches (its WEATHER_UPDATE_SOURCES): `--context
   * weatherUpdateSources=cpc` (the default) or `none` to turn the job off.
   */
  weatherUpdateSources: string;
  /** The folder of the yearly CPC files (`--context cpcBaseUrl=https://…/`); NOAA PSL's when absent. */
  cpcBaseUrl?: string;
  /**
   * The claims team's phone number and bare e-mail address, published in config.json for the loss
   * report pages (`--context claimsPhone='+1 (800) 555-0100' --context claimsEmail=claims@…`).
   * Absent: the web shows its example values.
   */
  claimsPhone?: string;
  claimsEmail?: string;
  /**
   * Days the settlement job waits after a policy period's end (`--context settlementWaitDays=10`,
   * the functions' SETTLEMENT_WAIT_DAYS); core's wait per dataset (PRISM 14, CPC 7) when absent.
   */
  settlementWaitDays?: number;
}

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;
const DEFAULT_MAIL_FROM = 'Almanac <no-reply@almanac.example.com>';
const DEFAULT_OPERATIONS_EMAIL = 'operations@almanac.example.com';

function optional(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string`);
  return value.trim() || undefined;
}

const WIRE_REQUIRED = [
  'beneficiaryName',
  'beneficiaryBank',
  'accountNumber',
  'routingNumber',
  'supportEmail',
] as const;
const WIRE_OPTIONAL = ['bankAddress', 'swift', 'referenceNote'] as const;

/** The wireInstructions context (a JSON string or an object), checked; undefined when absent. */
export function wireInstructionsFromContext(node: Node): WireInstructions | undefined {
  let value: unknown = node.tryGetContext('wireInstructions');
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new Error('Context wireInstructions must be a JSON object');
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('Context wireInstructions must be a JSON object');
  }
  const v = value as Record<string, unknown>;
  const text = (key: string): string | undefined =>
    typeof v[key] === 'string' && v[key].trim() ? v[key].trim() : undefined;
  const missing = WIRE_REQUIRED.filter((key) => !text(key));
  if (missing.length) throw new Error(`Context wireInstructions lacks ${missing.join(', ')}`);
  const supportEmail = text('supportEmail')!;
  if (emailAddressOf(supportEmail) !== supportEmail) {
    throw new Error(`Invalid wireInstructions.supportEmail "${supportEmail}": give a bare e-mail address`);
  }
  const wire: Record<string, string> = {};
  for (const key of [...WIRE_REQUIRED, ...WIRE_OPTIONAL]) {
    const t = text(key);
    if (t) wire[key] = t;
  }
  return wire as unknown as WireInstructions;
}

/** The address inside `Name <address>`, or the value itself. */
export function emailAddressOf(from: string): string {
  const match = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  const address = (match?.[1] ?? from).trim();
  if (!/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/.test(address)) {
    throw new Error(`mailFrom "${from}" does not contain a valid e-mail address`);
  }
  return address;
}

export function stageConfigFromContext(node: Node): StageConfig {
  const stage = optional(node, 'stage') ?? 'dev';
  if (!STAGE_PATTERN.test(stage)) {
    throw new Error(
      `Invalid stage "${stage}": use 1-20 lower-case letters, digits or dashes, starting with a letter`,
    );
  }
  const webDomain = optional(node, 'webDomain');
  if (webDomain && !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(webDomain)) {
    throw new Error(`Invalid webDomain "${webDomain}": give a host name without scheme or path`);
  }
  const mailFrom = optional(node, 'mailFrom') ?? DEFAULT_MAIL_FROM;
  const operationsEmail = optional(node, 'operationsEmail') ?? DEFAULT_OPERATIONS_EMAIL;
  if (emailAddressOf(operationsEmail) !== operationsEmail) {
    throw new Error(`Invalid operationsEmail "${operationsEmail}": give a bare e-mail address`);
  }
  const recaptchaSecretName = optional(node, 'recaptchaSecretName');
  if (!recaptchaSecretName && !BOT_CHECK_OPTIONAL_STAGES.includes(stage)) {
    throw new Error(
      `Stage "${stage}" needs a bot check: create the reCAPTCHA secret in Secrets Manager and pass --context recaptchaSecretName=<its name> (docs/deploy.md)`,
    );
  }
  const claimsEmail = optional(node, 'claimsEmail');
  if (claimsEmail !== undefined && emailAddressOf(claimsEmail) !== claimsEmail) {
    throw new Error(`Invalid claimsEmail "${claimsEmail}": give a bare e-mail address`);
  }
  const claimsPhone = optional(node, 'claimsPhone');
  if (claimsPhone !== undefined && !/^\+?[\d\s().-]{7,25}$/.test(claimsPhone)) {
    throw new Error(`Invalid claimsPhone "${claimsPhone}": give a phone number, e.g. +1 (800) 555-0100`);
  }
  const automaticApprovalLimit = optional(node, 'automaticApprovalLimit');
  if (automaticApprovalLimit !== undefined && !/^\d{1,12}$/.test(automaticApprovalLimit)) {
    throw new Error(
      `Invalid automaticApprovalLimit "${automaticApprovalLimit}": give whole dollars, e.g. 1000000`,
    );
  }
  const allowDemoWeather = optional(node, 'allowDemoWeather');
  if (allowDemoWeather !== undefined && !/^(true|false)$/.test(allowDemoWeather)) {
    throw new Error(`Invalid allowDemoWeather "${allowDemoWeather}": give true or false`);
  }
  const accumulation: Pick<
    StageConfig,
    'accumulationCellLimit' | 'accumulationRegionLimit' | 'accumulationReferralShare'
  > = {};
  for (const name of ['accumulationCellLimit', 'accumulationRegionLimit'] as const) {
    const value = optional(node, name);
    if (value === undefined) continue;
    if (!/^\d{1,12}$/.test(value))
      throw new Error(`Invalid ${name} "${value}": give whole dollars, e.g. 10000000`);
    accumulation[name] = Number(value);
  }
  const referralShare = optional(node, 'accumulationReferralShare');
  if (referralShare !== undefined) {
    const share = Number(referralShare);
    if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(referralShare) || share <= 0)
      throw new Error(
        `Invalid accumulationReferralShare "${referralShare}": give a share above 0 and at most 1, e.g. 0.8`,
      );
    accumulation.accumulationReferralShare = share;
  }
  const priceRangeReferralRatio = optional(node, 'priceRangeReferralRatio');
  if (
    priceRangeReferralRatio !== undefined &&
    !(/^\d{1,4}(\.\d{1,4})?$/.test(priceRangeReferralRatio) && Number(priceRangeReferralRatio) >= 1)
  ) {
    throw new Error(
      `Invalid priceRangeReferralRatio "${priceRangeReferralRatio}": give a number of at least 1, e.g. 2.5`,
    );
  }
  const weatherUpdateSources = optional(node, 'weatherUpdateSources') ?? 'cpc';
  if (!/^(none|cpc)$/.test(weatherUpdateSources)) {
    throw new Error(
      `Invalid weatherUpdateSources "${weatherUpdateSources}": give cpc, or none to turn the data update job off`,
    );
  }
  const cpcBaseUrl = optional(node, 'cpcBaseUrl');
  if (cpcBaseUrl && !/^https:\/\/[^\s@]+\/$/.test(cpcBaseUrl)) {
    throw new Error(`Invalid cpcBaseUrl "${cpcBaseUrl}": give an https:// folder address ending in /`);
  }
  const settlementWaitDays = optional(node, 'settlementWaitDays');
  if (settlementWaitDays !== undefined && !/^\d{1,3}$/.test(settlementWaitDays)) {
    throw new Error(`Invalid settlementWaitDays "${settlementWaitDays}": give whole days, e.g. 14`);
  }
  return {
    stage,
    retainData: stage !== 'dev',
    mailFrom,
    mailFromAddress: emailAddressOf(mailFrom),
    operationsEmail,
    recaptchaSecretName,
    recaptchaSiteKey: optional(node, 'recaptchaSiteKey'),
    webDomain,
    webCertificateArn: optional(node, 'webCertificateArn'),
    liftApplicationDeadline: optional(node, 'liftApplicationDeadline') === 'true',
    wireInstructions: wireInstructionsFromContext(node),
    clientBankInfoFeature: optional(node, 'clientBankInfoFeature') === 'true',
    weatherUpdateSources,
    ...(cpcBaseUrl ? { cpcBaseUrl } : {}),
    ...(claimsPhone !== undefined ? { claimsPhone } : {}),
    ...(claimsEmail !== undefined ? { claimsEmail } : {}),
    ...(automaticApprovalLimit !== undefined
      ? { automaticApprovalLimit: Number(automaticApprovalLimit) }
      : {}),
    ...(priceRangeReferralRatio !== undefined
      ? { priceRangeReferralRatio: Number(priceRangeReferralRatio) }
      : {}),
    ...(settlementWaitDays !== undefined ? { settlementWaitDays: Number(settlementWaitDays) } : {}),
    ...(allowDemoWeather !== undefined ? { allowDemoWeather: allowDemoWeather === 'true' } : {}),
    ...accumulation,
  };
}

/** True when no operationsEmail was given (requests would go to an example.com address). */
export function usesDefaultOperationsEmail(config: StageConfig): boolean {
  return config.operationsEmail === DEFAULT_OPERATIONS_EMAIL;
}

/** True when no mailFrom was given (the default address cannot be verified in SES). */
export function usesDefaultMailFrom(config: StageConfig): boolean {
  return config.mailFrom === DEFAULT_MAIL_FROM;
}
