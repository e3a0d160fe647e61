/**
 * The authorisation matrix (docs/security.md#authorisation-matrix): for every operation of
 * graphql/schema.graphql, the callers who may call it with the arguments
 * tests/integration/authorization-matrix.test.ts gives it (aimed at agency A's objects, all made
 * by A's agent). infra/test/authorization-matrix.test.ts fails when an operation of the schema has
 * no entry here; the integration test calls each one as every caller.
 */

/** Who calls: the roles of core (Role) in and around one agency, A. */
export const callers = [
  /** No session: the API key the web sends for public operations. */
  'anonymous',
  /** A's client (role client), signed in: the policyholder of A's policy. */
  'client',
  /** A's agent who made every object the operations aim at. */
  'agent',
  /** Another agent of A. */
  'colleague',
  /** A's primary agent. */
  'primaryAgent',
  /** A's admin (manages the agency, does not sell). */
  'admin',
  /** An agent of another agency, B (onboarded, may bind). */
  'otherAgencyAgent',
  /** An Almanac underwriter (role internal). */
  'internal',
  /** A super admin who is a member of A. */
  'superAdmin',
  /** The roles core has that sell nothing and manage nothing (drehubuser, service), in an agency of their own. */
  'claimsHubUser',
  'service',
] as const;
export type Caller = (typeof callers)[number];

export interface Access {
  /** The callers who may call it (the others are refused). */
  allowed: readonly Caller[];
  /**
   * It reads one of A's objects: a caller who may not gets a refusal or nothing (NOT_FOUND, null),
   * one who may gets the object.
   */
  object?: true;
  /** An error type that also refuses here (an operation that answers a foreign target so). */
  refusedAs?: string;
}

const everyone = callers;
const signedIn = callers.filter((c) => c !== 'anonymous');
/** Those who may quote (core's sellingRoles with canQuote), in agency A or B. */
const sellers: readonly Caller[] = ['agent', 'colleague', 'primaryAgent', 'otherAgencyAgent', 'superAdmin'];
/** core's underwriterRoles. */
const operations: readonly Caller[] = ['internal', 'superAdmin'];

export const operationAccess: Record<string, Access> = {
  currentUser: { allowed: signedIn },
  // Themselves and the managers of their agency.
  getUser: { allowed: ['agent', 'primaryAgent', 'admin', 'superAdmin'], object: true },
  // A's saved quote: its agent, the primary agent and the super admin (not another agent or the admin).
  getQuote: { allowed: ['agent', 'primaryAgent', 'superAdmin'], object: true },
  // Only the caller who asked for the pricing.
  getPricingRequest: { allowed: ['agent'], object: true },
  // Weather data: anyone who may quote, whatever the agency.
  getIndexDataV2: { allowed: sellers },
  getIndexData: { allowed: sellers },
  getDatasetMetaDataV4: { allowed: sellers },
  getLPCDates: { allowed: sellers },
  getLTCDates: { allowed: sellers },
  // Each caller's own clients (the list is scoped, not refused).
  getUserClients: { allowed: sellers },
  getQuotes: { allowed: ['agent', 'primaryAgent', 'superAdmin'] },
  getContractByQuoteId: { allowed: ['agent', 'primaryAgent', 'superAdmin'], object: true },
  getAgentStats: { allowed: sellers },
  // Public (the share link); a made-up token answers INVALID_TOKEN to all.
  getSharedQuote: { allowed: everyone },
  // A's application: its agent, the primary agent, the super admin and operations.
  getContract: { allowed: ['agent', 'primaryAgent', 'internal', 'superAdmin'], object: true },
  getUploads: { allowed: ['agent', 'primaryAgent', 'admin', 'superAdmin'] },
  getSignedUrl: { allowed: ['agent', 'primaryAgent', 'internal', 'superAdmin'], object: true },
  // A's bound policy: as getContract, and its policyholder (the signed-in client reads their own, issue 27 item 12).
  getContractByPolicyId: {
    allowed: ['client', 'agent', 'primaryAgent', 'internal', 'superAdmin'],
    object: true,
  },
  // Each seller's own policy list (scoped, not refused); tests/integration/policies.test.ts checks the scope.
  getPolicies: { allowed: sellers },
  getApplicationsInProgress: { allowed: sellers },
  getContractsForReview: { allowed: operations },
  // The signed-in client's own applications and policies (issue 27 item 12); nobody else's.
  getMyPolicies: { allowed: ['client'] },
  getAgentCommissions: {
    allowed: ['agent', 'colleague', 'primaryAgent', 'admin', 'otherAgencyAgent', 'superAdmin'],
  },
  getOrganizationTeam: {
    allowed: ['agent', 'colleague', 'primaryAgent', 'admin', 'otherAgencyAgent', 'superAdmin'],
  },
  // Public (the invitation link).
  getTeamInvitation: { allowed: everyone },
  getOrganizationOnboarding: {
    allowed: [
      'agent',
      'colleague',
      'primaryAgent',
      'admin',
      'otherAgencyAgent',
      'internal',
      'superAdmin',
      'claimsHubUser',
      'service',
    ],
  },
  getOrganizationApplicationsForReview: { allowed: operations },
  getOrganizationApplication: { allowed: operations, object: true },
  getForm: { allowed: ['client', 'agent', 'primaryAgent', 'internal', 'superAdmin'], object: true },
  getPolicyIndex: { allowed: ['client', 'agent', 'primaryAgent', 'internal', 'superAdmin'], object: true },
  // Each agency's own claims; operations all.
  getClaims: {
    allowed: ['agent', 'colleague', 'primaryAgent', 'otherAgencyAgent', 'internal', 'superAdmin'],
  },
  // No claim exists before a settlement: an unknown one is refused to everyone alike
  // (claims-settlement.test.ts has the roles on a real claim).
  getClaim: { allowed: [] },
  getDataUpdateRuns: { allowed: operations },
  getExposureSummary: { allowed: operations },
  registerUser: { allowed: ['anonymous'] },
  // Public (the e-mailed link) and with a session (the code).
  confirmUser: { allowed: everyone },
  resendConfirm: { allowed: signedIn },
  login: { allowed: ['anonymous'] },
  authorize: { allowed: ['anonymous'] },
  logout: { allowed: signedIn },
  logoutEverywhere: { allowed: signedIn },
  forgotPassword: { allowed: ['anonymous'] },
  resetPassword: { allowed: ['anonymous'] },
  changePassword: { allowed: signedIn },
  createLoginToken: { allowed: signedIn },
  acceptClientReviewContractInvite: { allowed: ['anonymous'] },
  // Public (the client's sign-in link, API key only); a made-up token answers INVALID_TOKEN.
  acceptClientSignIn: { allowed: ['anonymous'] },
  requestClientSignInLink: { allowed: ['anonymous'] },
  // Only the client's review-link session (client-review.test.ts); a signed-in client is refused.
  submitReviewedLpcApplicationByClient: { allowed: [] },
  // Only the client's review-link session (client-review.test.ts); a signed-in client is refused.
  addClientUserPayment: { allowed: [] },
  // Operations; not A's own super admin (no decision on what their agency sold).
  reviewContract: { allowed: ['internal'] },
  // Operations; not A's own super admin (no decision on what their agency sold).
  markWirePaymentReceived: { allowed: ['internal'] },
  // A manager's edit of A's agent (state and license: not by the agent themselves).
  updateUser: { allowed: ['primaryAgent', 'admin', 'superAdmin'] },
  updateOrganizationLocationAddress: { allowed: ['primaryAgent', 'admin', 'superAdmin'] },
  updateOrganizationContact: { allowed: ['primaryAgent', 'admin', 'superAdmin'] },
  addAgentPaymentInformation: { allowed: sellers },
  inviteLpcOrgAgent: { allowed: ['primaryAgent', 'admin', 'superAdmin'] },
  resendTeamInvitation: { allowed: ['primaryAgent', 'admin', 'superAdmin'] },
  setTeamMemberStatus: { allowed: ['primaryAgent', 'admin', 'superAdmin'] },
  acceptTeamInvitation: { allowed: ['anonymous'] },
  // A's primary agent named by another agency's member: VALIDATION_ERROR (not one of theirs).
  designatePrimaryAgent: { allowed: ['primaryAgent', 'admin', 'superAdmin'], refusedAs: 'VALIDATION_ERROR' },
  // The caller's own agency: its founder or a manager (the founders of B and of the underwriter's,
  // claims hub user's and service user's agencies answer for their own).
  saveOrganizationApplication: {
    allowed: [
      'primaryAgent',
      'admin',
      'otherAgencyAgent',
      'internal',
      'superAdmin',
      'claimsHubUser',
      'service',
    ],
  },
  // The caller's own agency, as saveOrganizationApplication.
  submitOrganizationApplication: {
    allowed: [
      'primaryAgent',
      'admin',
      'otherAgencyAgent',
      'internal',
      'superAdmin',
      'claimsHubUser',
      'service',
    ],
  },
  // An agency application not in review: CONFLICT for operations.
  reviewOrganizationApplication: { allowed: operations },
  createParametricCustomQuote: { allowed: sellers },
  createParametricQuote: { allowed: sellers },
  // Each seller adds clients to their own agency.
  createClientUser: { allowed: sellers },
  saveLPCInsuranceQuote: { allowed: ['agent'] },
  saveLTCInsuranceQuote: { allowed: ['agent'] },
  saveHTCInsuranceQuote: { allowed: ['agent'] },
  sharePrecipInsuranceQuote: { allowed: ['agent'] },
  shareLtcInsuranceQuote: { allowed: ['agent'] },
  attachClientToQuote: { allowed: ['agent'] },
  deleteQuote: { allowed: ['agent'] },
  // Any seller of A may edit A's client (issue 26 item 1 puts the e-mail change behind a verified
  // step).
  updateClientUser: { allowed: ['agent', 'colleague', 'primaryAgent', 'superAdmin'] },
  // Public (the API key only, as the claim link): a made-up token answers INVALID_TOKEN.
  confirmClientEmailChange: { allowed: ['anonymous'] },
  // Operations only, and never a super admin for a client of their own agency (A).
  changeClientEmail: { allowed: ['internal'] },
  saveFeedback: {
    allowed: [
      'agent',
      'colleague',
      'primaryAgent',
      'admin',
      'otherAgencyAgent',
      'internal',
      'superAdmin',
      'claimsHubUser',
      'service',
    ],
  },
  createPremiumIndicationRequest: { allowed: everyone },
  createInsuranceApplication: { allowed: ['agent', 'primaryAgent', 'superAdmin'] },
  updateLpcInsuranceApplication: { allowed: ['agent', 'primaryAgent', 'superAdmin'] },
  submitLpcInsuranceApplication: { allowed: ['agent'] },
  uploadFile: { allowed: ['agent', 'primaryAgent', 'superAdmin'] },
  inviteClientClaimForm: { allowed: ['anonymous'] },
  acceptClaimsFormTokenInvite: { allowed: ['anonymous'] },
  // The policyholder (signed in, or through the claim link).
  saveLossReport: { allowed: ['client'] },
  // The policyholder (the claim-link session in claims-loss-report.test.ts).
  saveLossReportReview: { allowed: ['client'] },
  reviewClaim: { allowed: operations },
};
