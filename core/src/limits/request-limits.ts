/**
 * What one GraphQL request may cost, enforced by the local server and, with the same numbers, by
 * AppSync (CDK: queryDepthLimit, resolverCountLimit) and AWS WAF (docs/security.md).
 */
export const REQUEST_LIMITS = {
  /** Nesting levels of fields in one operation (Almanac's deepest document uses 6). */
  maxQueryDepth: 12,
  /** Resolvers one request may invoke: every root field, aliased or not, is one Lambda call. */
  maxResolversPerRequest: 10,
  /** Aliases anywhere in one operation. */
  maxAliases: 15,
  /** Lexical tokens in one document (a bound on parsing work, checked while parsing). */
  maxTokens: 5000,
  /** Largest request body, in bytes; larger ones are answered 413. */
  maxBodyBytes: 256 * 1024,
} as const;

/**
 * AWS WAF rate-based rules (requests per client address in any 5-minute window), in front of the
 * AppSync API and of the web app's CloudFront distribution. Past them WAF answers 403 until the
 * rate falls again. Generous for people (the quoter makes a few requests a second at most), tight
 * for a script.
 */
export const WAF_RATE_LIMITS = {
  apiRequestsPer5MinutesPerAddress: 3000,
  webRequestsPer5MinutesPerAddress: 6000,
} as const;

/**
 * Root fields that read a whole partition or list (docs/security.md, "Heavy fields"): a request
 * may select at most MAX_HEAVY_FIELDS_PER_REQUEST of them, aliases counted, so one request
 * cannot multiply a heavy read. The authorizer counts them in the request's document; each of
 * these resolvers refuses when the count is above the limit (VALIDATION_ERROR, the message below).
 */
export const HEAVY_FIELDS: readonly string[] = [
  'getContractsForReview',
  'getExposureSummary',
  'getQuotes',
  'getPolicies',
  'getApplicationsInProgress',
  'getClaims',
  'getAgentStats',
  'getUserClients',
  'getAgentCommissions',
  'getOrganizationApplicationsForReview',
  'getDataUpdateRuns',
];
export const MAX_HEAVY_FIELDS_PER_REQUEST = 1;
export const heavyFieldsMessage = `A request may ask for at most ${MAX_HEAVY_FIELDS_PER_REQUEST} list (${HEAVY_FIELDS.join(', ')}); send the others separately.`;
export const isHeavyField = (field: string): boolean => HEAVY_FIELDS.includes(field);
