/**
 * TEMPORARY (ops-server, issue 13): the counters port as agreed with client-server, so policy
 * numbers can be drawn before the merge; the merge takes client-server's port and adapters.
 */
export interface CounterRepository {
  /** The next value of a named sequence: atomic, starting at 1. */
  next(name: string): Promise<number>;
}
