/**
 * Pricing settings from the environment, read on every call so an operator (or the local stack)
 * can change the limit without a deploy of code: PRICING_MAX_CONCURRENT (default 8),
 * PRICING_LEASE_SECONDS (default 60), PRICING_WORKER_WAIT_MS (default 10 000).
 */
import type { PricingSettings } from './ports/index.js';

export const DEFAULT_PRICING_MAX_CONCURRENT = 8;

const positiveInt = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n > 0 ? n : fallback;
};

export function readPricingSettings(env: NodeJS.ProcessEnv = process.env): PricingSettings {
  return {
    maxConcurrent: () => positiveInt(env.PRICING_MAX_CONCURRENT, DEFAULT_PRICING_MAX_CONCURRENT),
    leaseSeconds: positiveInt(env.PRICING_LEASE_SECONDS, 60),
    workerLeaseWaitMs: positiveInt(env.PRICING_WORKER_WAIT_MS, 10_000),
  };
}

export const pricingQueueUrl = (env: NodeJS.ProcessEnv = process.env): string => env.PRICING_QUEUE_URL ?? '';
