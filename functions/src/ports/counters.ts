/**
 * Named sequences and unique names (docs/data-model.md `COUNTER#{name}`): a policy number is
 * claimed by name when a contract binds (core's policyNumberClaimName), so no two policies share one.
 */
export interface Counters {
  /**
   * Add one to the counter and answer its new value: 1 the first time, then 2, 3 … Atomic:
   * parallel calls always get distinct values. A value taken by a caller that then fails is not
   * given back (numbers are unique, not gapless).
   */
  next(name: string): Promise<number>;
  /**
   * Take a unique name with a conditional write: true for the one call that wrote it, false for
   * every other (parallel or later) call. A name taken is never given back.
   */
  claim(name: string, at: string): Promise<boolean>;
}
