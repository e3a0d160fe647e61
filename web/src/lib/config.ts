import { FEATURE_FLAG_WAIT_MS, featureFlags, type FeatureFlags, type WireInstructions } from '@almanac/core';
import { createContext, useContext } from 'react';

/** Runtime settings of one deployment: served as /config.json next to the built site. */
export interface RuntimeConfig {
  graphqlUrl: string;
  apiKey: string;
  stage: string;
  /** Local stack only: JSON list of sent e-mails, shown at /mailbox. */
  mailboxUrl?: string;
  /** When set, sign-up obtains a reCAPTCHA v3 token; unset disables the check (local stack). */
  recaptchaSiteKey?: string;
  /** Deployment defaults for feature flags; people may override them locally (flags dialog). */
  flags?: Partial<FeatureFlags>;
  /**
   * The location map's raster tiles ({z}/{x}/{y} URL template). Unset: the map draws US state
   * outlines from bundled GeoJSON only and needs no network.
   */
  mapTileUrl?: string;
  /** Attribution text the tile provider requires. */
  mapTileAttribution?: string;
  /** A Mapbox-compatible geocoding token; unset: the offline US place and ZIP gazetteer. */
  geocoderToken?: string;
  /** The geocoding provider's base URL (default https://api.mapbox.com). */
  geocoderUrl?: string;
  /**
   * Where a client wires the premium and whom to ask about wires (docs/requirements.md#payment):
   * the deployment's own bank details, never the code's. Unset: the payment page says wire
   * instructions are not available (when the clientBankInfoFeature flag is off).
   */
  wireInstructions?: WireInstructions;
  /**
   * The claims team's phone number and e-mail address on the loss report pages
   * (docs/requirements.md#claims): the deployment's own, the values being withheld from the
   * requirement. Unset: lib/contact.ts's example values (claimsContactOf).
   */
  claimsPhone?: string;
  claimsEmail?: string;
}

type Env = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

/** The fallback used when /config.json is absent (plain `vite dev`). */
export function configFromEnv(env: Env): RuntimeConfig {
  return {
    graphqlUrl: env.VITE_GRAPHQL_URL || 'http://localhost:4000/graphql',
    apiKey: env.VITE_API_KEY || 'local-api-key',
    stage: env.VITE_STAGE || 'local',
    mailboxUrl: env.VITE_MAILBOX_URL || undefined,
    recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY || undefined,
    mapTileUrl: env.VITE_MAP_TILE_URL || undefined,
    mapTileAttribution: env.VITE_MAP_TILE_ATTRIBUTION || undefined,
    geocoderToken: env.VITE_GEOCODER_TOKEN || undefined,
    geocoderUrl: env.VITE_GEOCODER_URL || undefined,
    claimsPhone: env.VITE_CLAIMS_PHONE || undefined,
    claimsEmail: env.VITE_CLAIMS_EMAIL || undefined,
  };
}

const optionalString = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v : undefined;

function pickFlags(value: unknown): Partial<FeatureFlags> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const flags: Partial<FeatureFlags> = {};
  for (const key of Object.keys(featureFlags) as (keyof FeatureFlags)[]) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'boolean') flags[key] = v;
  }
  return flags;
}

/** Wire instructions with every required text present, else undefined (a partial set is ignored). */
export function pickWireInstructions(value: unknown): WireInstructions | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const beneficiaryName = optionalString(v.beneficiaryName);
  const beneficiaryBank = optionalString(v.beneficiaryBank);
  const accountNumber = optionalString(v.accountNumber);
  const routingNumber = optionalString(v.routingNumber);
  const supportEmail = optionalString(v.supportEmail);
  if (!beneficiaryName || !beneficiaryBank || !accountNumber || !routingNumber || !supportEmail)
    return undefined;
  const bankAddress = optionalString(v.bankAddress);
  const swift = optionalString(v.swift);
  const referenceNote = optionalString(v.referenceNote);
  return {
    beneficiaryName,
    beneficiaryBank,
    accountNumber,
    routingNumber,
    supportEmail,
    ...(bankAddress ? { bankAddress } : {}),
    ...(swift ? { swift } : {}),
    ...(referenceNote ? { referenceNote } : {}),
  };
}

/** Merge a parsed /config.json over the fallback; unknown or mistyped keys are ignored. */
export function mergeConfig(fallback: RuntimeConfig, raw: unknown): RuntimeConfig {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return fallback;
  const r = raw as Record<string, unknown>;
  return {
    graphqlUrl: optionalString(r.graphqlUrl) ?? fallback.graphqlUrl,
    apiKey: optionalString(r.apiKey) ?? fallback.apiKey,
    stage: optionalString(r.stage) ?? fallback.stage,
    mailboxUrl: optionalString(r.mailboxUrl) ?? fallback.mailboxUrl,
    recaptchaSiteKey: optionalString(r.recaptchaSiteKey) ?? fallback.recaptchaSiteKey,
    flags: pickFlags(r.flags) ?? fallback.flags,
    mapTileUrl: optionalString(r.mapTileUrl) ?? fallback.mapTileUrl,
    mapTileAttribution: optionalString(r.mapTileAttribution) ?? fallback.mapTileAttribution,
    geocoderToken: optionalString(r.geocoderToken) ?? fallback.geocoderToken,
    geocoderUrl: optionalString(r.geocoderUrl) ?? fallback.geocoderUrl,
    wireInstructions: pickWireInstructions(r.wireInstructions) ?? fallback.wireInstructions,
    claimsPhone: optionalString(r.claimsPhone)?.trim() ?? fallback.claimsPhone,
    claimsEmail: optionalString(r.claimsEmail)?.trim() ?? fallback.claimsEmail,
  };
}

/**
 * The configuration `/config.js` left on the page: index.html's first script, written beside
 * config.json by the deploy and by the local web server, so the app has its settings before its
 * own code has loaded (no request queued behind the first-load chunks). Taken once.
 */
export function takeInlineConfig(holder: { almanacConfig?: unknown } = window as never): unknown {
  const inline = holder.almanacConfig;
  delete holder.almanacConfig;
  return inline;
}

/**
 * The runtime configuration at start-up: what `/config.js` left (`inline`), else /config.json
 * fetched once (plain `vite dev`, or a page whose config.js failed). A missing file, an HTML page
 * (vite dev answers unknown paths with index.html) or no answer within the feature-flag wait all
 * fall back to the env.
 */
export async function loadConfig(
  fetchImpl: typeof fetch = fetch,
  env: Env = import.meta.env,
  baseUrl: string = import.meta.env.BASE_URL ?? '/',
  inline: unknown = takeInlineConfig(),
): Promise<RuntimeConfig> {
  const fallback = configFromEnv(env);
  if (inline && typeof inline === 'object' && !Array.isArray(inline)) return mergeConfig(fallback, inline);
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('config.json: no answer in time'));
    }, FEATURE_FLAG_WAIT_MS);
  });
  try {
    const request = fetchImpl(`${baseUrl.replace(/\/?$/, '/')}config.json`, {
      cache: 'no-store',
      signal: controller.signal,
    });
    const res = await Promise.race([request, timeout]);
    if (!res.ok) return fallback;
    const text = await Promise.race([res.text(), timeout]);
    try {
      return mergeConfig(fallback, JSON.parse(text));
    } catch {
      return fallback;
    }
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

export const ConfigContext = createContext<RuntimeConfig | null>(null);

export function useConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig outside ConfigContext');
  return config;
}
