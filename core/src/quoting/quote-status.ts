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
} as const;

/** The agent's Activity timeline: events whose audience includes Agent, oldest first. */
export function agentTimeline(events: readonly QuoteHistoryEvent[] | null | undefined): QuoteHistoryEvent[] {
  return (events ?? [])
    .filter((e) => e.audience.includes(QuoteAudience.Agent))
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.eventDate.localeCompare(b.e.eventDate) || a.i - b.i)
    .map(({ e }) => e);
}
