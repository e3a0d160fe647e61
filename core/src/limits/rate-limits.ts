/**
 * Every rate limit of the product: at most `limit` counted actions per key in a fixed window of
 * `windowSeconds` that opens with the first one (docs/security.md lists where each is enforced).
 * Keys name what is limited: a caller (`user:{id}`), a recipient (`to:{email}`), an address
 * (`ip:{address}`).
 */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_LIMITS = {
  /** Public premium indication requests per address. */
  premiumIndicationRequestPerAddress: { limit: 5, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Units kept for the rules added beside the first one. */
export const RATE_LIMIT_UNITS = { MINUTE, HOUR, DAY } as const;
