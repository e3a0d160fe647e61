import type { PerilType, Role } from '@almanac/core';

/**
 * A public premium indication request (`PIR#{id}` / `REQUEST`): what the form asked for, who
 * to answer and where it came from. Kept as a business record (no TTL).
 */
export interface PremiumIndicationRequestRecord {
  id: string;
  programType: PerilType;
  /** Policy period, YYYY-MM-DD. */
  start: string;
  end: string;
  /** Limit of liability in integer cents (the API speaks dollars). */
  limitCents: number;
  /** Name of the insured, when given. */
  name?: string;
  /** Where the operations team answers: the given e-mail, else a signed-in caller's own. */
  email?: string;
  createdAt: string;
  /** The caller's address (x-forwarded-for), for abuse investigation; the rate limit's key. */
  remoteIp?: string;
  /** Set when the caller was signed in. */
  userId?: string;
  organizationId?: string;
}

export interface PremiumIndicationRequestRepository {
  /** Write a new request once (conditional on the id being new; a collision throws). */
  create(record: PremiumIndicationRequestRecord): Promise<void>;
  get(id: string): Promise<PremiumIndicationRequestRecord | undefined>;
}

/** One answer of the dashboard's Provide Feedback modal (`FEEDBACK#{id}` / `FEEDBACK`). */
export interface FeedbackRecord {
  id: string;
  userId: string;
  organizationId?: string;
  role: Role;
  /** 1 to 5. */
  rating: number;
  feedback?: string;
  createdAt: string;
}

export interface FeedbackRepository {
  /** Write new feedback once (conditional on the id being new; a collision throws). */
  create(record: FeedbackRecord): Promise<void>;
  get(id: string): Promise<FeedbackRecord | undefined>;
}
