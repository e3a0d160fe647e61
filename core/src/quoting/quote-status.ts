/**
 * A saved premium indication's status and its activity history (docs/requirements.md#entity-quote,
 * #status-quote). Status is derived, never stored: "Saved" while `frozenAt` is empty, "Submitted"
 * once set.
 */
import { clientFullName, type ClientLike } from './clients.js';

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

/**
 * One entry of a quote's history (docs/requirements.md#entity-quote: eventDate, eventName,
 * eventType, description, audience).
 */
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

/** How the history names a user: "First Last", else their e-mail. */
export const historyNameOf = (user: ClientLike): string => clientFullName(user) || user.email;

const agentEvent = (
  eventDate: string,
  eventType: QuoteEventType,
  eventName: string,
  description: string,
): QuoteHistoryEvent => ({ eventDate, eventName, eventType, description, audience: [QuoteAudience.Agent] });

/**
 * The history events the use cases record, each at `at` (an ISO timestamp) and shown to the agent:
 * saved by a user, a client attached, shared with recipients by a user, deleted by a user.
 */
export const quoteHistoryEvents = {
  saved: (at: string, by: ClientLike): QuoteHistoryEvent =>
    agentEvent(at, QuoteEventType.Saved, quoteEventNames.saved, `Saved by ${historyNameOf(by)}`),
  clientAttached: (at: string, client: ClientLike): QuoteHistoryEvent =>
    agentEvent(
      at,
      QuoteEventType.ClientAttached,
      quoteEventNames.clientAttached,
      `${clientFullName(client)} (${client.email})`,
    ),
  shared: (at: string, emails: readonly string[], by: ClientLike): QuoteHistoryEvent =>
    agentEvent(at, QuoteEventType.Shared, quoteEventNames.shared(emails), `E-mailed by ${historyNameOf(by)}`),
  deleted: (at: string, by: ClientLike): QuoteHistoryEvent =>
    agentEvent(at, QuoteEventType.Deleted, quoteEventNames.deleted, `Deleted by ${historyNameOf(by)}`),
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
