/**
 * Every per-caller and per-recipient rate limit of the product: at most `limit` counted actions
 * per key in a fixed window of `windowSeconds` that opens with the first one. docs/security.md
 * lists where each is enforced and what the caller sees past it. (The failed-login lock and the
 * public request's per-address limit keep their own constants: core/src/auth/tokens.ts,
 * core/src/schemas/requests.ts.)
 */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_LIMITS = {
  /** Reset mails to one address (forgotPassword): past it the answer is still true, nothing is sent. */
  resetMailPerRecipient: { limit: 3, windowSeconds: HOUR },
  /** forgotPassword calls from one network address, whatever the e-mail: TOO_MANY_REQUESTS past it. */
  forgotPasswordPerAddress: { limit: 20, windowSeconds: HOUR },
  /** New confirmation codes for one user (resendConfirm): each reopens 5 guesses, so few. */
  confirmResendPerUser: { limit: 3, windowSeconds: HOUR },
  /** "You already have an account" notes to one address (sign-ups with a taken e-mail). */
  accountExistsMailPerRecipient: { limit: 3, windowSeconds: DAY },
  /** Sign-ups from one network address. */
  signUpPerAddress: { limit: 10, windowSeconds: HOUR },
  /** Share e-mails one user sends (each recipient counts). */
  shareMailPerSender: { limit: 50, windowSeconds: HOUR },
  /** Share e-mails one address receives, from anyone. */
  shareMailPerRecipient: { limit: 10, windowSeconds: DAY },
  /** Pricing runs (createParametricQuote / createParametricCustomQuote) one user starts, sync or not. */
  pricingRunsPerUser: { limit: 60, windowSeconds: MINUTE },
  /** Queued pricing runs (sync: false) one user starts: each holds a worker. */
  queuedPricingPerUser: { limit: 20, windowSeconds: 10 * MINUTE },
  /** Public premium indication requests mailed to the operations inbox, from everyone. */
  premiumIndicationRequestsPerDay: { limit: 200, windowSeconds: DAY },
  /** New clients one user adds (createClientUser; an existing client answered again does not count). */
  clientCreatesPerUser: { limit: 60, windowSeconds: HOUR },
  /** Applications one user starts (createInsuranceApplication). */
  applicationCreatesPerUser: { limit: 30, windowSeconds: HOUR },
  /** Application saves one user makes (updateLpcInsuranceApplication: the form saves on blur). */
  applicationUpdatesPerUser: { limit: 600, windowSeconds: HOUR },
  /** Presigned uploads one user asks for (uploadFile). */
  uploadsPerUser: { limit: 60, windowSeconds: HOUR },
  /** Broker signatures one user submits (submitLpcInsuranceApplication). */
  applicationSubmitsPerUser: { limit: 30, windowSeconds: HOUR },
  /** Review invitations one address receives (the client review e-mail); past it the sweeper sends later. */
  reviewMailPerRecipient: { limit: 10, windowSeconds: DAY },
  /** Underwriting decisions e-mailed to one address (approved / rejected); past it the decision stands, unmailed. */
  decisionMailPerRecipient: { limit: 30, windowSeconds: DAY },
  /** Expiry notices the daily job e-mails to one address; past it the contract still expires. */
  expiryMailPerRecipient: { limit: 30, windowSeconds: DAY },
  /**
   * Fresh review links an expired or used one asks for, from one network address
   * (acceptClientReviewContractInvite): past it, or past reviewMailPerRecipient, nothing is sent
   * and the link is INVALID_TOKEN.
   */
  reviewLinkResendsPerAddress: { limit: 10, windowSeconds: HOUR },
  /**
   * Client sign-in links e-mailed to one address (a spent sign-in link's fresh one): past it, or
   * past signInLinkResendsPerAddress, nothing is sent and the link is INVALID_TOKEN.
   */
  signInMailPerRecipient: { limit: 10, windowSeconds: DAY },
  /** Fresh client sign-in links a spent one asks for, from one network address (acceptClientSignIn). */
  signInLinkResendsPerAddress: { limit: 10, windowSeconds: HOUR },
  /**
   * "E-mail me a sign-in link" requests from one network address (requestClientSignInLink, public):
   * counted before anything is looked up; past it the answer is the same and nothing is queued.
   */
  signInLinkRequestsPerAddress: { limit: 10, windowSeconds: HOUR },
  /**
   * Sign-in link requests for one e-mail address, known or not (requestClientSignInLink): past it
   * the answer is the same and nothing is queued. A request mails one link per client record of
   * the address; the links already in the inbox keep working.
   */
  signInLinkRequestsPerRecipient: { limit: 5, windowSeconds: DAY },
  /** Sign-in link requests from everyone together (requestClientSignInLink): the worker's budget. */
  signInLinkRequestsOverall: { limit: 2000, windowSeconds: HOUR },
  /**
   * Client e-mail change requests one user starts (updateClientUser of a client with an open
   * application or policy: each mails a confirmation link to the old address): TOO_MANY_REQUESTS.
   */
  emailChangeMailPerCaller: { limit: 10, windowSeconds: DAY },
  /** Confirmation links one (old) address receives for e-mail changes, from anyone: TOO_MANY_REQUESTS. */
  emailChangeMailPerRecipient: { limit: 3, windowSeconds: DAY },
  /** Client signatures one user submits (submitReviewedLpcApplicationByClient). */
  clientSignaturesPerUser: { limit: 20, windowSeconds: HOUR },
  /** ACH payments one user submits (addClientUserPayment). */
  clientPaymentsPerUser: { limit: 30, windowSeconds: HOUR },
  /** Notices to one agent about their clients' steps (the client signed): past it none is sent. */
  agentNoticeMailPerRecipient: { limit: 50, windowSeconds: DAY },
  /** Payout information saves one user makes (addAgentPaymentInformation): each encrypts two numbers. */
  payoutUpdatesPerUser: { limit: 10, windowSeconds: HOUR },
  /** Agency application drafts one user saves (saveOrganizationApplication). */
  onboardingSavesPerUser: { limit: 300, windowSeconds: HOUR },
  /** Agency applications one user signs and submits (each renders the agreement PDF). */
  onboardingSubmitsPerUser: { limit: 10, windowSeconds: HOUR },
  /** Onboarding notices to one address (submitted, approved, returned); past it the step stands, unmailed. */
  onboardingMailPerRecipient: { limit: 20, windowSeconds: DAY },
  /** Submitted agency applications e-mailed to the operations inbox, from every agency. */
  agencyApplicationsToOperationsPerDay: { limit: 200, windowSeconds: DAY },
  /** Agency application decisions one operations user records (each e-mails the agency). */
  agencyReviewsPerUser: { limit: 200, windowSeconds: HOUR },
  /** Team invitations (invites and resends) one manager sends: TOO_MANY_REQUESTS past it. */
  teamInvitesPerInviter: { limit: 30, windowSeconds: HOUR },
  /**
   * Invitation e-mails one address receives (an invitation, a resend, or the note to an address
   * that has an account already): TOO_MANY_REQUESTS past it, the same whichever was sent.
   */
  teamInviteMailPerRecipient: { limit: 5, windowSeconds: DAY },
  /** Invitation links looked up or accepted from one network address (getTeamInvitation, acceptTeamInvitation). */
  teamInvitationLinksPerAddress: { limit: 30, windowSeconds: HOUR },
  /**
   * Claim links requested from one network address (inviteClientClaimForm, public): counted before
   * anything is looked up; past it the answer is still true and nothing is queued.
   */
  claimLinkRequestsPerAddress: { limit: 20, windowSeconds: HOUR },
  /**
   * Claim link requests from everyone together (inviteClientClaimForm): the worker's budget. Past it
   * the answer is still true and nothing is queued. Per policy there is no count an outsider could
   * use up: a requested link is mailed unless the last one is unused (CLAIM_LINK_REQUEST_QUIET_HOURS).
   */
  claimLinkRequestsOverall: { limit: 2000, windowSeconds: HOUR },
  /**
   * Fresh claim link e-mails one address receives (the one an expired or used link sends, at most
   * once per link): past it nothing is sent and the link is INVALID_TOKEN. Requested links do not
   * count here (an outsider could use it up for the policyholder).
   */
  claimMailPerRecipient: { limit: 10, windowSeconds: DAY },
  /**
   * Fresh claim links an expired or used one asks for, from one network address
   * (acceptClaimsFormTokenInvite): past it, or past claimMailPerRecipient, nothing is sent and the
   * link is INVALID_TOKEN.
   */
  claimLinkResendsPerAddress: { limit: 10, windowSeconds: HOUR },
  /** Loss reports one user saves (saveLossReport): TOO_MANY_REQUESTS past it. */
  lossReportSavesPerUser: { limit: 30, windowSeconds: HOUR },
  /** Loss report reviews (signatures) one user submits (saveLossReportReview): TOO_MANY_REQUESTS past it. */
  lossReportReviewsPerUser: { limit: 20, windowSeconds: HOUR },
  /** Loss report receipts (their claim number) e-mailed to one address; past it the report stands, unmailed. */
  lossReportReceiptMailPerRecipient: { limit: 20, windowSeconds: DAY },
  /** Settlement notices (claim opened, policy closed) the settlement job e-mails to one address; past it the settlement stands, unmailed. */
  settlementMailPerRecipient: { limit: 50, windowSeconds: DAY },
  /** Claim decisions (approved, rejected) e-mailed to one address; past it the decision stands, unmailed. */
  claimDecisionMailPerRecipient: { limit: 30, windowSeconds: DAY },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
