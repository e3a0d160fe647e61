/**
 * Queued pricing requests (sync: false) that nothing finishes — a worker crashed, or the request
 * never reached the queue — are found by a scheduled sweeper (docs/operations.md).
 */
/** A queued request unchanged this long is stale. A worker run takes at most 30 s. */
export const PRICING_REQUEST_STALE_SECONDS = 180;
/** Stale requests are queued again this many times, then failed. */
export const PRICING_REQUEST_MAX_SWEEPS = 2;
/** How often the sweeper runs (EventBridge schedule in AWS, a timer in the local stack). */
export const PRICING_SWEEP_INTERVAL_MINUTES = 5;
/** How long the web app polls a queued request before it gives up. */
export const PRICING_POLL_DEADLINE_SECONDS = 5 * 60;
/** Shown when the web app stops polling. */
export const PRICING_TOOK_TOO_LONG_MESSAGE =
  'Pricing is taking much longer than usual, so we stopped waiting. Please try again.';
