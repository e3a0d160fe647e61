import { quoteListSortKey, type QuoteListing, type QuoteListOrder } from '@almanac/core';

/** Single-table key layout (docs/data-model.md). */
export const keys = {
  user: (id: string) => ({ pk: `USER#${id}`, sk: 'USER' }),
  email: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),
  /** A client's e-mail inside its agency (`org:{id}` or `agent:{id}`): see ports/email-claims.ts. */
  clientEmail: (scope: string, email: string) => ({
    pk: `CLIENTEMAIL#${scope}#${email.toLowerCase()}`,
    sk: 'EMAIL',
  }),
  organization: (id: string) => ({ pk: `ORG#${id}`, sk: 'ORG' }),
  session: (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),
  oneTimeToken: (tokenHash: string) => ({ pk: `OTT#${tokenHash}`, sk: 'OTT' }),
  /** The last requested link of a subject (a policy's contract id): ports' RequestedLinkRecord. */
  lastRequestedLink: (subject: string) => ({ pk: `LINKREQ#${subject}`, sk: 'LINKREQ' }),
  shortCode: (userId: string) => ({ pk: `USER#${userId}`, sk: 'CODE#CONFIRM_SHORTCODE' }),
  throttle: (key: string) => ({ pk: `THROTTLE#${key}`, sk: 'THROTTLE' }),
  quote: (id: string) => ({ pk: `QUOTE#${id}`, sk: 'QUOTE' }),
  /** One of a user's QUOTE_COUNT_SHARDS list counters (the ids it counts, and how many). */
  quoteCount: (userId: string, shard: number) => ({
    pk: `USER#${userId}#QUOTECOUNT`,
    sk: `SHARD#${String(shard).padStart(2, '0')}`,
  }),
  pricingRequest: (id: string) => ({ pk: `PRICING#${id}`, sk: 'REQUEST' }),
  pricingLease: (slot: number) => ({ pk: PRICING_LEASES_PK, sk: `SLOT#${String(slot).padStart(3, '0')}` }),
  premiumIndicationRequest: (id: string) => ({ pk: `PIR#${id}`, sk: 'REQUEST' }),
  feedback: (id: string) => ({ pk: `FEEDBACK#${id}`, sk: 'FEEDBACK' }),
  contract: (id: string) => ({ pk: `CONTRACT#${id}`, sk: 'CONTRACT' }),
  upload: (id: string) => ({ pk: `UPLOAD#${id}`, sk: 'UPLOAD' }),
  /** One per contract: the agent's commission on its policy. */
  commission: (contractId: string) => ({ pk: `COMMISSION#${contractId}`, sk: 'COMMISSION' }),
  /** A named sequence (ports/counters.ts), e.g. `COUNTER#policy#HPC#2027`. */
  counter: (name: string) => ({ pk: `COUNTER#${name}`, sk: 'COUNTER' }),
  /** One run of the weather data update job (one dataset). */
  dataUpdateRun: (id: string) => ({ pk: `DATAUPDATE#${id}`, sk: 'RUN' }),
  /** A loss report (a form of type LOSS_REPORT). */
  /** One per policy: the claim its settlement opened (id = the contract's id). */
  claim: (contractId: string) => ({ pk: `CLAIM#${contractId}`, sk: 'CLAIM' }),
  /** A form (a loss report). */
  form: (id: string) => ({ pk: `FORM#${id}`, sk: 'FORM' }),
  /** One exposure scope's counter (a grid cell or a region): its total and the contracts it counts. */
  exposureTotal: (partition: string) => ({ pk: `EXPOSURE#${partition}`, sk: 'TOTAL' }),
  /** One region's bound book: per look-back year the covers and their summed payouts. */
  exposureBook: (state: string) => ({ pk: `EXPOSURE#REGION#${state.toUpperCase()}`, sk: 'BOOK' }),
  /** One per policy: how many loss reports it holds (the cap's conditional counter). */
  formCount: (contractId: string) => ({ pk: `CONTRACT#${contractId}#FORMS`, sk: 'COUNT' }),
  /** One contract's exposure in one partition. */
  exposureEntry: (partition: string, contractId: string) => ({
    pk: `EXPOSURE#${partition}`,
    sk: `CONTRACT#${contractId}`,
  }),
};
/** The partition holding every slot of the pricing concurrency limit. */
export const PRICING_LEASES_PK = 'LEASE#pricing';
/** GSI1 partitions: members of an organisation; sessions of a user; clients an agent added. */
export const gsi1 = {
  /** Exposure entries still `held` (sparse), by `{updatedAt}#{partition}#{contractId}`: the sweeper. */
  heldExposure: 'EXPOSURE#HELD',
  orgMembers: (orgId: string) => `ORG#${orgId}#USERS`,
  userSessions: (userId: string) => `USER#${userId}#SESSIONS`,
  agentClients: (agentId: string) => `USER#${agentId}#CLIENTS`,
  /** A client's saved quotes (set with the client, removed by a delete), by `{createdAt}#{id}`. */
  clientQuotes: (clientId: string) => `CLIENT#${clientId}#QUOTES`,
  /** Every agency's client claim of an e-mail (sort key the user id): requestClientSignInLink's worker. */
  clientsByEmail: (email: string) => `CLIENTEMAIL#${email.toLowerCase()}`,
  /** A user's uploads, by creation (`{createdAt}#{id}`). */
  userUploads: (userId: string) => `USER#${userId}#UPLOADS`,
  /** A bound contract by its policy number (sort key `CONTRACT`): getContractByPolicyId. */
  policyContract: (policyNumber: string) => `POLICY#${policyNumber}`,
  /** An agent's commissions, by creation (`{createdAt}#{id}`). */
  agentCommissions: (agentId: string) => `USER#${agentId}#COMMISSIONS`,
  /** An organisation's claims, by creation (`{createdAt}#{id}`): the agency's claims list. */
  orgClaims: (orgId: string) => `ORG#${orgId}#CLAIMS`,
  /** A policy's loss reports, by creation (`{createdAt}#{id}`). */
  contractForms: (contractId: string) => `CONTRACT#${contractId}#FORMS`,
};
/** GSI2 partitions: an organisation's clients. */
export const gsi2 = {
  /** Every exposure scope's counter, by partition key (the operations' exposure summary). */
  exposureTotals: 'EXPOSURE#TOTALS',
  /** Exposure entries by the period's end (`{endDate}#{partition}#{contractId}`): the daily release. */
  exposureEnds: 'EXPOSURE#ENDS',
  orgClients: (orgId: string) => `ORG#${orgId}#CLIENTS`,
  /** An organisation's uploads, by purpose then creation (`{purpose}#{createdAt}#{id}`). */
  orgUploads: (orgId: string) => `ORG#${orgId}#UPLOADS`,
  /** Queued pricing requests not finished yet (sparse: removed when they finish). */
  openPricingRequests: 'PRICING#OPEN',
  /**
   * Contracts the sweeper, the daily job and the operations queue may have work on, by status
   * (sparse: core's SWEPT_CONTRACT_STATUSES, APPROVED only until its policy is issued). Sort key:
   * the time the contract becomes due (core's `contractSweepDueAt`) then its id.
   */
  sweptContracts: (status: string) => `CONTRACT#${status}`,
  /** Issued policies not settled yet (sparse), by the period's end date then id: the settlement job. */
  unsettledPolicies: 'POLICY#UNSETTLED',
  /**
   * Agency applications by status (onboarding; every status but NotStarted). Sort key: when it was
   * submitted (else last changed) then its id, so the longest waiting come first.
   */
  organizationApplications: (status: string) => `ORGAPP#${status}`,
  /** Every run of the weather data update job, by start (`{startedAt}#{id}`): newest first for operations. */
  dataUpdateRuns: 'DATAUPDATE',
  /** Claims by status, by creation (`{createdAt}#{id}`): the operations claims list, oldest first. */
  claimsByStatus: (status: string) => `CLAIM#${status}`,
};
/**
 * GSI3 (INCLUDE projection of `listing` only, so a partition of thousands reads in a few pages):
 * the saved quotes a user created.
 */
export const gsi3 = {
  userQuotes: (userId: string) => `USER#${userId}#QUOTES`,
  /** An organisation's bound policies, by period end (`{endDate}#{contractId}`): the policy lists. */
  organizationPolicies: (organizationId: string) => `ORG#${organizationId}#POLICIES`,
  /** The bound policies of an agent without an organisation (none in practice), by period end. */
  agentPolicies: (agentId: string) => `USER#${agentId}#POLICIES`,
  /** An organisation's applications the agent holds (DRAFT, AWAITING_AGENT), by deadline. */
  organizationApplications: (organizationId: string) => `ORG#${organizationId}#APPLICATIONS`,
  agentApplications: (agentId: string) => `USER#${agentId}#APPLICATIONS`,
};
/** Attributes GSI3 projects besides the keys (the CDK table and the local table use this list). */
export const GSI3_PROJECTED = ['listing'] as const;

const fold = (s: string | undefined) =>
  (s ?? '')
    .trim()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Sort key of a client in its agent's and organisation's partitions: `{last}#{first}#{id}`, folded. */
export const clientSortKey = (profile: { firstName?: string; lastName?: string }, id: string) =>
  `${fold(profile.lastName)}#${fold(profile.firstName)}#${id}`;

/** Sort key of a saved quote in its creator's and organisation's partitions: newest last. */
export const savedQuoteSortKey = (quote: { createdAt: string; id: string }) =>
  `${quote.createdAt}#${quote.id}`;

/**
 * The list indexes of saved quotes (docs/data-model.md#premium-indication-lists): one GSI per
 * list order, all keyed by the quote's `gsi3pk` (its creator's `USER#{id}#QUOTES`, removed by a
 * delete, so every one of them is sparse) and sorted by core's quoteListSortKey; each projects
 * only `listing`. Newest first reads gsi3 itself (`{createdAt}#{id}` has the same order).
 */
export const quoteListIndexes: Readonly<Record<QuoteListOrder, { index: string; sortKey: string }>> = {
  createdAt: { index: 'gsi3', sortKey: 'gsi3sk' },
  clientName: { index: 'qlClient', sortKey: 'qlClientsk' },
  clientNameDesc: { index: 'qlClientDesc', sortKey: 'qlClientDescsk' },
  location: { index: 'qlLocation', sortKey: 'qlLocationsk' },
  programName: { index: 'qlProgram', sortKey: 'qlProgramsk' },
  netPremium: { index: 'qlPremium', sortKey: 'qlPremiumsk' },
  startDate: { index: 'qlStart', sortKey: 'qlStartsk' },
  strike: { index: 'qlStrike', sortKey: 'qlStrikesk' },
  limitOfLiability: { index: 'qlLimit', sortKey: 'qlLimitsk' },
  id: { index: 'qlId', sortKey: 'qlIdsk' },
  status: { index: 'qlStatus', sortKey: 'qlStatussk' },
};

/** The list GSIs besides gsi3 (hash key gsi3pk, range key their sortKey), for the table definitions. */
export const QUOTE_LIST_GSIS = Object.values(quoteListIndexes).filter((i) => i.index !== 'gsi3');

/** The list indexes' sort key attributes of a saved quote's listing (gsi3sk is written apart). */
export function quoteListIndexValues(listing: QuoteListing): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [order, { index, sortKey }] of Object.entries(quoteListIndexes))
    if (index !== 'gsi3') values[sortKey] = quoteListSortKey(listing, order as QuoteListOrder);
  return values;
}

/** How many items share a user's list counters (each holds the ids it counts: under 400 KB). */
export const QUOTE_COUNT_SHARDS = 16;

/** The counter shard of a quote id (a stable hash of the id). */
export function quoteCountShard(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return h % QUOTE_COUNT_SHARDS;
}
