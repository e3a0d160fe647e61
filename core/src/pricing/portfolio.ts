/**
 * The capital provider's book as the engine sees it: for each historical year, the summed payout
 * (whole cents, on the index adjusted to today) of the bound and pending covers that share the new
 * cover's region. Capital is charged on the new cover's marginal share of the book's tail
 * (docs/pricing.md, "Capital").
 */
export interface PortfolioScenarios {
  /** Historical years, ascending. */
  readonly years: readonly number[];
  /** The book's payout in each of `years`, whole cents. */
  readonly payoutsCents: readonly number[];
}
