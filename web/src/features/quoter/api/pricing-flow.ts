/**
 * One pricing run of the terms flow (docs/requirements.md#quoter-pricing, #api-quoting,
 * #error-codes): create the quotes synchronously; on RISK_OVERLOADED tell the caller (the High
 * Server Load modal) and send the same request again with sync: false, then poll getPricingRequest
 * until it is DONE or FAILED. Network failures of a call are retried up to 3 times. The outcome is
 * one of the flow's four: options, no results, the "No option found." case (expected loss too high)
 * or an error code for the error panel.
 */
import { ErrorCode, PRICING_POLL_DEADLINE_SECONDS } from '@almanac/core';
import { errorCode, GraphqlError, type GraphqlClient, isGraphqlError } from '../../../lib/graphql/index.js';
import { PRICING_TIMEOUT } from '../../../shared/quote/pricing-messages.js';
import type { PricingRequestData } from '../../../shared/quote/quote.js';
import type { PricingCall } from '../model/terms.js';
import { CREATE_CUSTOM_QUOTE, CREATE_QUOTE, GET_PRICING_REQUEST } from './pricing-documents.js';

/** "Quote creation is retried up to 3 times" (docs/requirements.md#api-quoting, #constants). */
export const MAX_QUOTE_RETRIES = 3;

/** Timings (tests shorten them). */
export const pricingTiming = {
  /** Between getPricingRequest polls. */
  pollMs: 1500,
  /** Give up polling after this long (the error panel then says so and offers Try Again). */
  maxWaitMs: PRICING_POLL_DEADLINE_SECONDS * 1000,
  /** Before each retry of a failed call. */
  retryDelaysMs: [400, 800, 1600] as number[],
};

export type PricingOutcome =
  | { kind: 'options'; request: PricingRequestData }
  | { kind: 'noResults'; request: PricingRequestData }
  | { kind: 'expectedLossTooHigh'; message: string }
  | { kind: 'error'; code: string; message: string };

export interface PricingHooks {
  /** The server is overloaded: the request is being repeated without sync. */
  onOverload?: () => void;
  signal?: AbortSignal;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        reject(abortError());
      },
      { once: true },
    );
  });
}

const abortError = () => new DOMException('Aborted', 'AbortError');
const isAbort = (e: unknown) => (e as Error)?.name === 'AbortError';

/** A failure worth trying again: no answer (network), or a server error without a GraphQL code. */
export function isRetryable(e: unknown): boolean {
  if (!isGraphqlError(e)) return false;
  return e.code === 'NETWORK_ERROR' || (e.status >= 500 && e.code === ErrorCode.INTERNAL_SERVER_ERROR);
}

/** Run `call`, retrying up to MAX_QUOTE_RETRIES times while it fails retryably. */
export async function withRetries<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (e) {
      if (isAbort(e) || attempt >= MAX_QUOTE_RETRIES || !isRetryable(e)) throw e;
      await sleep(pricingTiming.retryDelaysMs[attempt] ?? 1000, signal);
    }
  }
}

async function create(client: GraphqlClient, call: PricingCall, signal?: AbortSignal) {
  const request =
    call.operation === 'createParametricCustomQuote'
      ? (await withRetries(() => client.request(CREATE_CUSTOM_QUOTE, call.variables, { signal }), signal))
          .createParametricCustomQuote
      : (await withRetries(() => client.request(CREATE_QUOTE, call.variables, { signal }), signal))
          .createParametricQuote;
  if (!request) throw new GraphqlError({ code: 'INTERNAL_SERVER_ERROR', message: 'No pricing request' });
  return request;
}

async function poll(client: GraphqlClient, request: PricingRequestData, signal?: AbortSignal) {
  const started = Date.now();
  let current = request;
  while (current.status === 'PENDING' || current.status === 'RUNNING') {
    if (Date.now() - started > pricingTiming.maxWaitMs)
      throw new GraphqlError({ code: PRICING_TIMEOUT, message: 'Pricing took too long' });
    await sleep(pricingTiming.pollMs, signal);
    const next = (
      await withRetries(() => client.request(GET_PRICING_REQUEST, { id: current.id }, { signal }), signal)
    ).getPricingRequest;
    if (!next) throw new GraphqlError({ code: 'NOT_FOUND', message: 'The pricing request was not found' });
    current = next;
  }
  return current;
}

function outcomeOfCode(code: string, message: string): PricingOutcome {
  if (code === ErrorCode.CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH)
    return { kind: 'expectedLossTooHigh', message };
  return { kind: 'error', code, message };
}

function settle(request: PricingRequestData): PricingOutcome {
  if (request.status === 'FAILED') {
    return outcomeOfCode(request.error?.code ?? 'INTERNAL_SERVER_ERROR', request.error?.message ?? '');
  }
  return request.quotes.length === 0 ? { kind: 'noResults', request } : { kind: 'options', request };
}

function failure(e: unknown): PricingOutcome {
  if (isAbort(e)) throw e;
  return outcomeOfCode(errorCode(e) ?? 'INTERNAL_SERVER_ERROR', e instanceof Error ? e.message : '');
}

/**
 * Price the terms. `callFor(sync)` builds the create call; the first is synchronous, the repeat
 * after an overload is not. Aborting (leaving the page) rejects with an AbortError.
 */
export async function runPricing(
  client: GraphqlClient,
  callFor: (sync: boolean) => PricingCall,
  hooks: PricingHooks = {},
): Promise<PricingOutcome> {
  const { signal } = hooks;
  try {
    return settle(await create(client, callFor(true), signal));
  } catch (e) {
    if (errorCode(e) !== ErrorCode.RISK_OVERLOADED) return failure(e);
  }
  hooks.onOverload?.();
  try {
    const queued = await create(client, callFor(false), signal);
    return settle(await poll(client, queued, signal));
  } catch (e) {
    return failure(e);
  }
}
