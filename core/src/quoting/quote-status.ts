/**
 * A saved premium indication's status and its activity history (seed 000 sections 3, 4).
 * Status is derived, never stored: "Saved" while `frozenAt` is empty, "Submitted" once set.
 */

export const QuoteStatus = { Saved: 'Saved', Submitted: 'Submitted' } as const;
export type QuoteStatus = (typeof QuoteStatus)[keyof typeof QuoteStatus];

export const quoteStatusOf = (quote: { frozenAt?: string | null }): QuoteStatus =>
  quote.frozenAt ? QuoteStatus.Submitted : QuoteStatus.Saved;

/** Who a history event is shown to; the agent's timeline shows the events for `Agent`. */
export const QuoteAudience = { Agent: 'Agent', Client: 'Client' } as const;
export type QuoteAudience = (typeof QuoteAudience)[keyof typeof QuoteAudience];

/** Machine-readable kinds of history event. */
export const QuoteEventType = {
  Saved: 'QUOTE_SAVED',
  ClientAttached: 'CLIENT_ATTACHED',
  Shared: 'QUOTE_SHARED',
  Deleted: 'QUOTE_DELETED',
} as const;
export type QuoteEventType = (typeof QuoteEventType)[keyof typeof QuoteEventType];

/** One entry of a quote's history (seed 000 section 3: eventDate, eventName, eventType, description, audience). */
export interface QuoteHistoryEvent {
  /** ISO timestamp. */
  readonly eventDate: string;
  readonly eventName: string;
  readonly eventType: QuoteEventType;
  readonly description: string;
  /** Everyone the event is shown to (an event may be for both agent and client). */
  readonly audience: readonly QuoteAudience[];
}

/** The event names the timeline shows. */
export const quoteEventNames = {
  saved: 'Premium indication created',
  clientAttached: 'Client attached',
  shared: (emails: readonly string[]) => `Shared with ${emails.join(', ')}`,
  deleted: 'Premium indication deleted',
} as const;

/** An event the timeline can order and filter: a quote's history, or a contract's (other event types). */
export interface TimelineEventLike {
  readonly eventDate: string;
  readonly audience: readonly string[];
}

const eventTime = (e: TimelineEventLike): number => {
  const t = Date.parse(e.eventDate);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

/**
 * The agent's Activity timeline: events whose audience includes Agent, oldest first (by instant,
 * so timestamps with different precision or offsets, e.g. a quote's and its contract's, interleave
 * correctly; ties keep their given order).
 */
export function agentTimeline<E extends TimelineEventLike = QuoteHistoryEvent>(
  events: readonly E[] | null | undefined,
): E[] {
  return (events ?? [])
    .filter((e) => e.audience.includes(QuoteAudience.Agent))
    .map((e, i) => ({ e, i, t: eventTime(e) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map(({ e }) => e);
}
