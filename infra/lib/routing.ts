import {
  CONTRACT_SWEEP_INTERVAL_MINUTES,
  DAILY_CONTRACTS_JOB_UTC,
  DAILY_SETTLEMENT_JOB_UTC,
  DAILY_WEATHER_UPDATE_JOB_UTC,
  PRICING_SWEEP_INTERVAL_MINUTES,
} from '@almanac/core';
/**
 * The one routing table: which Lambda handler resolves which GraphQL field. The CDK API stack
 * creates one function per domain and one direct Lambda resolver per field from it; the local
 * AppSync server dispatches with it too, so both always agree.
 */
export interface ResolverDomain {
  /** Handler module, relative to the repository root; it exports `handler`. */
  entry: string;
  /** Root fields this domain resolves. */
  fields: { Query?: readonly string[]; Mutation?: readonly string[] };
  /**
   * AWS grants the function needs (least privilege; the API stack maps these to IAM). `bucket`:
   * read and write uploads and documents (the file bucket under `lpc-insurance/`). `grid`:
   * read-only access to the weather grid store (the file bucket under `grid/`). `gridWrite`: read
   * and write the grid store (only there; the weather data update job). `fieldKey`: the KMS key
   * that encrypts bank and tax numbers (envelope encryption; FIELD_KEY_ARN).
   */
  needs: readonly (
    | 'table'
    | 'bucket'
    | 'grid'
    | 'gridWrite'
    | 'mailQueue'
    | 'pricingQueue'
    | 'claimLinkQueue'
    | 'botCheck'
    | 'fieldKey'
  )[];
}

export const resolverDomains = {
  auth: {
    entry: 'functions/src/handlers/auth.ts',
    fields: {
      Mutation: [
        'registerUser',
        'confirmUser',
        'resendConfirm',
        'login',
        'authorize',
        'logout',
        'logoutEverywhere',
        'forgotPassword',
        'resetPassword',
        'changePassword',
        'createLoginToken',
      ],
    },
    // botCheck: registerUser.
    needs: ['table', 'mailQueue', 'botCheck'],
  },
  users: {
    entry: 'functions/src/handlers/users.ts',
    fields: {
      Query: ['currentUser', 'getUser', 'getAgentCommissions'],
      Mutation: [
        'updateUser',
        'updateOrganizationLocationAddress',
        'updateOrganizationContact',
        'addAgentPaymentInformation',
      ],
    },
    // bucket: the state-license PDF a team edit attaches; fieldKey: payout bank numbers are encrypted;
    // mailQueue: a team edit of an invited member's e-mail sends the invitation to the new address.
    needs: ['table', 'bucket', 'fieldKey', 'mailQueue'],
  },
  invites: {
    entry: 'functions/src/handlers/invites.ts',
    fields: {
      Query: [
        'getOrganizationTeam',
        'getTeamInvitation',
        'getOrganizationOnboarding',
        'getOrganizationApplicationsForReview',
        'getOrganizationApplication',
      ],
      Mutation: [
        'inviteLpcOrgAgent',
        'resendTeamInvitation',
        'setTeamMemberStatus',
        'acceptTeamInvitation',
        'designatePrimaryAgent',
        'saveOrganizationApplication',
        'submitOrganizationApplication',
        'reviewOrganizationApplication',
      ],
    },
    // mailQueue: invitations and onboarding e-mails; bucket: the signed agency agreement PDF.
    needs: ['table', 'mailQueue', 'bucket'],
  },
  pricing: {
    entry: 'functions/src/handlers/pricing.ts',
    fields: {
      Query: [
        'getPricingRequest',
        'getIndexDataV2',
        'getIndexData',
        'getDatasetMetaDataV4',
        'getLPCDates',
        'getLTCDates',
      ],
      Mutation: ['createParametricCustomQuote', 'createParametricQuote'],
    },
    needs: ['table', 'grid', 'pricingQueue'],
  },
  quotes: {
    entry: 'functions/src/handlers/quotes.ts',
    fields: {
      Query: ['getQuote', 'getQuotes', 'getAgentStats', 'getSharedQuote'],
      Mutation: [
        'attachClientToQuote',
        'deleteQuote',
        'saveLPCInsuranceQuote',
        'saveLTCInsuranceQuote',
        'saveHTCInsuranceQuote',
        'sharePrecipInsuranceQuote',
        'shareLtcInsuranceQuote',
      ],
    },
    // mailQueue: the share e-mails.
    needs: ['table', 'mailQueue'],
  },
  contracts: {
    entry: 'functions/src/handlers/contracts.ts',
    fields: {
      Query: [
        'getContract',
        'getContractByQuoteId',
        'getContractByPolicyId',
        'getPolicies',
        'getApplicationsInProgress',
        'getContractsForReview',
        'getExposureSummary',
        'getUploads',
        'getSignedUrl',
        'getMyPolicies',
      ],
      Mutation: [
        'createInsuranceApplication',
        'updateLpcInsuranceApplication',
        'submitLpcInsuranceApplication',
        'uploadFile',
        'acceptClientReviewContractInvite',
        'acceptClientSignIn',
        'requestClientSignInLink',
        'submitReviewedLpcApplicationByClient',
        'addClientUserPayment',
        'reviewContract',
        'markWirePaymentReceived',
      ],
    },
    // bucket: uploads and the signed application PDF; mailQueue: the client's review invitation;
    // fieldKey: the federal tax ID is encrypted at rest; claimLinkQueue: requestClientSignInLink
    // queues "e-mail me a sign-in link" for the claim link worker.
    needs: ['table', 'bucket', 'mailQueue', 'fieldKey', 'claimLinkQueue'],
  },
  clients: {
    entry: 'functions/src/handlers/clients.ts',
    fields: {
      Query: ['getUserClients'],
      Mutation: ['createClientUser', 'updateClientUser', 'confirmClientEmailChange', 'changeClientEmail'],
    },
    // mailQueue: e-mail changes mail the client's old address.
    needs: ['table', 'mailQueue'],
  },
  claims: {
    entry: 'functions/src/handlers/claims.ts',
    fields: {
      Query: ['getForm', 'getPolicyIndex', 'getClaims', 'getClaim', 'getDataUpdateRuns'],
      Mutation: [
        'inviteClientClaimForm',
        'acceptClaimsFormTokenInvite',
        'saveLossReport',
        'saveLossReportReview',
        'reviewClaim',
      ],
    },
    // grid: a policy's live index reads the weather grid store; mailQueue: fresh claim links and
    // claim e-mails; claimLinkQueue: inviteClientClaimForm queues requests (the claim link worker);
    // bucket: the signed loss report PDF.
    needs: ['table', 'grid', 'mailQueue', 'claimLinkQueue', 'bucket'],
  },
  requests: {
    entry: 'functions/src/handlers/requests.ts',
    fields: { Mutation: ['createPremiumIndicationRequest', 'saveFeedback'] },
    // mailQueue: the request goes to the operations inbox; botCheck: the public form.
    needs: ['table', 'mailQueue', 'botCheck'],
  },
} as const satisfies Record<string, ResolverDomain>;

export type DomainName = keyof typeof resolverDomains;

/** The Lambda authorizer (bearer session tokens). */
export const authorizerEntry = 'functions/src/handlers/authorizer.ts';

/** SQS workers: queue name suffix → handler. */
export const workers = {
  mail: { entry: 'functions/src/handlers/mail-worker.ts', needs: ['mailQueue'] as const },
  pricing: { entry: 'functions/src/handlers/pricing-worker.ts', needs: ['table', 'grid'] as const },
  // Looks a requested policy number up and mails its claim link (inviteClientClaimForm answers at
  // once); looks a requested address's client records up and mails their sign-in links
  // (requestClientSignInLink).
  claimLink: {
    entry: 'functions/src/handlers/claim-link-worker.ts',
    needs: ['table', 'mailQueue'] as const,
  },
} as const;

/** When a scheduled job runs: every n minutes, or once a day at an hour and minute (UTC). */
export type JobSchedule =
  | { everyMinutes: number; dailyAtUtc?: never }
  | { dailyAtUtc: { hour: number; minute: number }; everyMinutes?: never };

/**
 * Scheduled jobs: EventBridge schedules in AWS, timers in the local stack (which also runs them on
 * demand at POST /local/run/{name}, a daily job for a given day with `?date=YYYY-MM-DD`).
 */
export const scheduledJobs = {
  'pricing-sweeper': {
    entry: 'functions/src/handlers/pricing-sweeper.ts',
    needs: ['table', 'pricingQueue'] as const,
    everyMinutes: PRICING_SWEEP_INTERVAL_MINUTES,
  },
  // Finishes submits left between their two steps and bound policies not issued yet (bucket: the
  // policy PDF, with the signed application read back), and expires drafts past their deadline.
  'contracts-sweeper': {
    entry: 'functions/src/handlers/contracts-sweeper.ts',
    needs: ['table', 'mailQueue', 'bucket'] as const,
    everyMinutes: CONTRACT_SWEEP_INTERVAL_MINUTES,
  },
  // Expires drafts past their deadline and applications unpaid by their due date, with e-mails.
  'contracts-daily': {
    entry: 'functions/src/handlers/contracts-daily.ts',
    needs: ['table', 'mailQueue'] as const,
    dailyAtUtc: DAILY_CONTRACTS_JOB_UTC,
  },
  // Settles issued policies whose period has ended and whose data is complete and settled: one
  // settlement per policy, a claim when it pays, e-mails (grid: the weather grid store).
  'claims-settlement': {
    entry: 'functions/src/handlers/claims-settlement.ts',
    needs: ['table', 'grid', 'mailQueue'] as const,
    dailyAtUtc: DAILY_SETTLEMENT_JOB_UTC,
  },
  // Adds the newest CPC days to the weather grid store (gridWrite: read and write under grid/ only);
  // each run is recorded for operations. It downloads a year's file (tens of MB) and rewrites every
  // cell it covers, so it gets more memory and time than the other jobs.
  'weather-update': {
    entry: 'functions/src/handlers/weather-update.ts',
    needs: ['table', 'gridWrite'] as const,
    dailyAtUtc: DAILY_WEATHER_UPDATE_JOB_UTC,
    memoryMb: 2048,
    timeoutSeconds: 900,
  },
} as const satisfies Record<string, JobSchedule & ScheduledJobSettings>;
export type ScheduledJobName = keyof typeof scheduledJobs;

/** A scheduled job's handler, grants and (when not the workers' defaults) size and time limit. */
export interface ScheduledJobSettings {
  entry: string;
  needs: ResolverDomain['needs'];
  /** Lambda memory (default 512 MB). */
  memoryMb?: number;
  /** Lambda timeout (default the workers' 30 s; at most 900). */
  timeoutSeconds?: number;
}

/** Field → domain, e.g. `Mutation.login` → `auth`. Throws on a field listed twice. */
export function fieldRoutes(): Map<string, DomainName> {
  const routes = new Map<string, DomainName>();
  for (const [domain, def] of Object.entries(resolverDomains) as [DomainName, ResolverDomain][]) {
    for (const [typeName, names] of Object.entries(def.fields)) {
      for (const name of names ?? []) {
        const key = `${typeName}.${name}`;
        if (routes.has(key)) throw new Error(`${key} is routed twice`);
        routes.set(key, domain);
      }
    }
  }
  return routes;
}
