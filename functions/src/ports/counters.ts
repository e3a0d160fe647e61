/**
 * Named sequences (docs/data-model.md `COUNTER#{name}`): policy numbers are drawn from one per
 * program and policy year (core's policyCounterName).
 */
export interface Counters {
  /**
   * Add one to the counter and answer its new value: 1 the first time, then 2, 3 … Atomic:
   * parallel calls always get distinct values. A value taken by a caller that then fails is not
   * given back (numbers are unique, not gapless).
   */
  next(name: string): Promise<number>;
}
