import {
  AppError,
  centsToDollars,
  dollarsToCents,
  PREMIUM_INDICATION_REQUEST_LIMIT,
  PREMIUM_INDICATION_REQUEST_WINDOW_SECONDS,
  premiumIndicationRequestProblems,
  premiumIndicationRequestSchema,
  quotingToday,
} from '@almanac/core';
import { premiumIndicationRequestEmail } from '../../emails/request-emails.js';
import type { Ports, PremiumIndicationRequestRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { normalizeAddress } from '../network-address.js';
import { enforceRateLimit } from '../rate-limit.js';
import { parseInput } from '../validate.js';

type Deps = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'premiumIndicationRequests'
  | 'throttle'
  | 'botCheck'
  | 'mailQueue'
  | 'clock'
  | 'random'
  | 'operationsEmail'
>;

/** The rate-limit key of an address; requests without one share a bucket. */
export const requestThrottleKey = (remoteIp: string | undefined) =>
  `pir:${normalizeAddress(remoteIp) ?? 'unknown'}`;

/** What the API answers: the stored request, its limit in dollars (no contact, no address). */
export const premiumIndicationRequestView = (r: PremiumIndicationRequestRecord) => ({
  id: r.id,
  programType: r.programType,
  start: r.start,
  end: r.end,
  limit: centsToDollars(r.limitCents),
  name: r.name ?? null,
  createdAt: r.createdAt,
});

/**
 * createPremiumIndicationRequest (public; docs/requirements.md#validation-request,
 * #premium-indication-request, #api-quoting): check the form, the bot check and the per-address
 * limit, store the request, then e-mail it to the operations inbox. Refused calls store and send
 * nothing. A signed-in caller who gives no e-mail is answered at their own.
 */
export async function createPremiumIndicationRequest(
  ports: Deps,
  caller: Caller | null,
  rawInput: unknown,
  remoteIp?: string,
) {
  const input = parseInput(premiumIndicationRequestSchema, rawInput ?? {});
  const [problem] = premiumIndicationRequestProblems(input, {
    today: quotingToday(ports.clock.now()),
    signedIn: !!caller,
  });
  if (problem) throw new AppError('VALIDATION_ERROR', problem.message, { field: problem.path });
  if (!(await ports.botCheck.verify(input.recaptcha, remoteIp))) throw new AppError('RECAPTCHA_FAILED');

  // Counted atomically before anything is written: parallel requests cannot outrun the limit.
  const now = ports.clock.now().toISOString();
  const attempt = await ports.throttle.countAttempt(
    requestThrottleKey(remoteIp),
    now,
    PREMIUM_INDICATION_REQUEST_WINDOW_SECONDS,
    PREMIUM_INDICATION_REQUEST_LIMIT,
  );
  if (attempt.failures > PREMIUM_INDICATION_REQUEST_LIMIT) throw new AppError('TOO_MANY_REQUESTS');
  // Whatever the addresses, the operations inbox gets a bounded number a day.
  await enforceRateLimit(ports, 'premiumIndicationRequestsPerDay', 'all');

  const user = caller ? await ports.users.get(caller.userId) : undefined;
  const organization = user?.organizationId ? await ports.organizations.get(user.organizationId) : undefined;
  const record: PremiumIndicationRequestRecord = {
    id: ports.random.id(),
    programType: input.programType,
    start: input.start,
    end: input.end,
    limitCents: dollarsToCents(input.limit),
    name: input.name,
    email: input.email ?? user?.email,
    createdAt: now,
    remoteIp: normalizeAddress(remoteIp),
    userId: user?.id,
    organizationId: user?.organizationId,
  };
  await ports.premiumIndicationRequests.create(record);
  await ports.mailQueue.send(
    premiumIndicationRequestEmail({
      to: ports.operationsEmail,
      request: record,
      requester: user ? { user, organizationName: organization?.name } : undefined,
    }),
  );
  return premiumIndicationRequestView(record);
}
