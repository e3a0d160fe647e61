/**
 * Feature flags (docs/requirements.md#feature-flags). Defaults come from the deployment; people may
 * override locally.
 */
export const featureFlags = {
  maintenance: { default: false, description: 'Show the maintenance page instead of the app' },
  accountPage: { default: true, description: 'Account link in the header and dashboard card' },
  liftApplicationDeadline: { default: false, description: 'Lift purchase-window restrictions' },
  clientBankInfoFeature: { default: false, description: 'ACH form instead of wire details' },
  priceMatch: { default: false, description: 'Offer Expand criteria when there are no results' },
  claimsForm: { default: false, description: 'All per-peril loss forms' },
  searchClientSelect: { default: false, description: 'Search-based client selection in Apply' },
} as const;
export type FeatureFlag = keyof typeof featureFlags;
export type FeatureFlags = Record<FeatureFlag, boolean>;
export const defaultFeatureFlags = Object.fromEntries(
  Object.entries(featureFlags).map(([k, v]) => [k, v.default]),
) as FeatureFlags;
/**
 * How long the app waits for remote flag values before using the defaults
 * (docs/requirements.md#constants).
 */
export const FEATURE_FLAG_WAIT_MS = 10_000;
