/**
 * Attributes the list index (gsi3) projects besides its keys: the saved quote's slim `listing`.
 * The CDK table, the local table and the quote adapter (functions keys.ts GSI3_PROJECTED) agree;
 * infra/test checks it.
 */
export const LIST_INDEX_ATTRIBUTES = ['listing'] as const;
