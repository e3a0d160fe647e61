/**
 * Stored with every quote so a quote can be re-priced by the engine that priced it, or the
 * difference explained. Bump it with any change to core/src/pricing that moves a price.
 */
export const PRICING_ENGINE_VERSION = 'almanac-pricing/1.1.0 (docs/pricing.md, 2026-11-26)';
