/**
 * The operations claims routes (docs/requirements.md#claims): the list by status and one claim.
 * Who may open them: core's canUnderwrite (internal users and super admins).
 */
export const OPERATIONS_CLAIMS_PATH = '/operations/claims';
export const operationsClaimPath = (claimId: string): string =>
  `${OPERATIONS_CLAIMS_PATH}/${encodeURIComponent(claimId)}`;

/** The operations page of the weather data update runs (docs/requirements.md#claims). */
export const OPERATIONS_DATA_UPDATES_PATH = '/operations/data-updates';
