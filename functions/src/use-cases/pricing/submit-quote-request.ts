/**
 * The two create operations share this flow:
 * 1. a signed-in caller who may quote (checked first), the input parsed by a core schema;
 * 2. the checks that need no history (period, locations, the dataset's latest date), for sync
 *    and async alike, so bad input fails at once with its message;
 * 3. sync: take a slot of the distributed concurrency limit (none free: RISK_OVERLOADED), price,
 *    store the quotes and the request (DONE, or FAILED with the error, which is rethrown);
 *    async: store the request PENDING and queue it for the pricing worker; the client polls
 *    getPricingRequest.
 */
import { AppError, type QuoteSubmission, quotingToday } from '@almanac/core';
import type { z } from 'zod';
import type {
  Ports,
  PricingOperation,
  PricingRequestRecord,
  QuoteRecord,
  UserRecord,
} from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { enforceRateLimit } from '../rate-limit.js';
import { parseInput } from '../validate.js';
import { requireQuoter } from './access.js';
import type { ExposureDeps } from './exposure.js';
import { checkRequest, priceQuoteRequest, quoteRecordsOf, type PeriodRules } from './price-request.js';
import { withObservedDefaultDataset } from './observed-data.js';
import { pricingRequestView } from './pricing-request-view.js';

export type SubmitPorts = ExposureDeps &
  Pick<
    Ports,
    | 'clock'
    | 'random'
    | 'weather'
    | 'states'
    | 'pricingMemo'
    | 'quotes'
    | 'pricingRequests'
    | 'pricingLeases'
    | 'pricingQueue'
    | 'pricingSettings'
    | 'logger'
    | 'allowDemoWeather'
  >;

/** Step 1 (the caller may quote, `rawArgs` parsed by `schema`), then the submission. */
export async function submitQuoteCall(
  ports: SubmitPorts & Pick<Ports, 'users' | 'throttle'>,
  caller: Caller | null,
  rawArgs: unknown,
  operation: PricingOperation,
  schema: z.ZodType<QuoteSubmission>,
) {
  const user = await requireQuoter(ports, caller);
  const submission = parseInput(schema, rawArgs);
  // Every run counts, aliased or not: each one is a resolver call that prices.
  await enforceRateLimit(ports, 'pricingRunsPerUser', user.id);
  if (!submission.sync) await enforceRateLimit(ports, 'queuedPricingPerUser', user.id);
  return submitQuoteRequest(ports, user, operation, submission);
}

export async function submitQuoteRequest(
  ports: SubmitPorts,
  user: UserRecord,
  operation: PricingOperation,
  submission: QuoteSubmission,
) {
  const now = ports.clock.now();
  const rules: PeriodRules = { policy: true, today: quotingToday(now) };
  // No dataset named: the program's dataset with observed data for the cells (observed-data.ts).
  const request = await withObservedDefaultDataset(ports, submission.request);
  await checkRequest(ports, request, rules);

  const record: PricingRequestRecord = {
    id: ports.random.id(),
    createdBy: user.id,
    ...(user.organizationId ? { organizationId: user.organizationId } : {}),
    operation,
    sync: submission.sync,
    request,
    status: 'PENDING',
    quoteIds: [],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };

  if (!submission.sync) {
    await ports.pricingRequests.create(record);
    try {
      await ports.pricingQueue.send({ requestId: record.id });
    } catch (error) {
      // The caller hears of it now; the request must not wait for the sweeper to be priced.
      await recordFailure(ports, record, new AppError('RISK_API_ERROR'), 'finish');
      throw error;
    }
    return pricingRequestView(record, []);
  }

  const lease = await ports.pricingLeases.tryAcquire(
    record.id,
    ports.pricingSettings.maxConcurrent(),
    ports.pricingSettings.leaseSeconds,
    now,
  );
  if (!lease) throw new AppError('RISK_OVERLOADED');
  try {
    const { done, quotes } = await priceAndStore(ports, record, rules);
    await ports.pricingRequests.create(done);
    return pricingRequestView(done, quotes);
  } catch (error) {
    if (error instanceof AppError) await recordFailure(ports, record, error);
    throw error;
  } finally {
    await ports.pricingLeases.release(lease).catch((error: unknown) =>
      // Not the caller's problem: the lease expires by itself (pricingSettings.leaseSeconds).
      ports.logger.warn('Lease release failed', { error, pricing_request_id: record.id }),
    );
  }
}

/** Price a request and store its quotes (idempotent: deterministic ids, conditional puts). */
export async function priceAndStore(
  ports: ExposureDeps &
    Pick<Ports, 'clock' | 'weather' | 'states' | 'pricingMemo' | 'quotes' | 'allowDemoWeather'>,
  record: PricingRequestRecord,
  rules: PeriodRules,
): Promise<{ done: PricingRequestRecord; quotes: QuoteRecord[] }> {
  const priced = await priceQuoteRequest(ports, record.request, rules);
  const now = ports.clock.now().toISOString();
  const quotes = quoteRecordsOf(priced, record, now);
  await Promise.all(quotes.map((q) => ports.quotes.putIfAbsent(q)));
  const done: PricingRequestRecord = {
    ...record,
    status: 'DONE',
    quoteIds: quotes.map((q) => q.id),
    dataOrigin: priced.data.origin,
    targetMatch: priced.result.targetMatch,
    updatedAt: now,
  };
  return { done, quotes };
}

/** Store the request FAILED: a new record (sync), or the outcome of the stored one (`finish`). */
async function recordFailure(
  ports: Pick<Ports, 'clock' | 'pricingRequests' | 'logger'>,
  record: PricingRequestRecord,
  error: AppError,
  how: 'create' | 'finish' = 'create',
): Promise<void> {
  const now = ports.clock.now().toISOString();
  const failure = { code: error.code, message: error.message, ...(error.info ? { info: error.info } : {}) };
  try {
    if (how === 'finish')
      await ports.pricingRequests.finish(record.id, { status: 'FAILED', error: failure }, now);
    else await ports.pricingRequests.create({ ...record, status: 'FAILED', error: failure, updatedAt: now });
  } catch (e) {
    // The caller still hears of the first failure (rethrown by the caller of this function).
    ports.logger.warn('Could not record the failed pricing request', {
      error: e,
      pricing_request_id: record.id,
    });
  }
}
