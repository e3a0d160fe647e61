import { dailyJobDateSchema, quotingToday } from '@almanac/core';

/**
 * What a daily job is started with: EventBridge's scheduled event (its `time`: a retried delivery
 * applies the same day), or `{ date }` to replay a day (`aws lambda invoke` with that payload; the
 * local stack's POST /local/run/<job>?date=).
 */
export interface DailyJobEvent {
  date?: string;
  time?: string;
}

/** The day an event asks for: its `date`, else the quoting day of its `time`, else today. */
export function dayOf(event: DailyJobEvent | undefined): string | undefined {
  if (event?.date !== undefined) return dailyJobDateSchema.parse(event.date);
  const time = event?.time ? new Date(event.time) : undefined;
  return time && !Number.isNaN(time.getTime()) ? quotingToday(time) : undefined;
}
