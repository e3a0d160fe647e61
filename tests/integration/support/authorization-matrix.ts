/**
 * The authorisation matrix (docs/security.md#authorisation-matrix): for every operation of
 * graphql/schema.graphql, the callers who may call it with the arguments
 * tests/integration/authorization-matrix.test.ts gives it (aimed at agency A's objects, all made
 * by A's agent). infra/test/authorization-matrix.test.ts fails when an operation of the schema has
 * no entry here; the integration test calls each one as every caller.
 */

/** Who calls: the roles of core (Role) in and around one agency. */
export const callers = [
  'anonymous',
  'client',
  'agent',
  'colleague',
  'primaryAgent',
  'admin',
  'otherAgencyAgent',
  'internal',
  'superAdmin',
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

export const operationAccess: Record<string, Access> = {
  currentUser: {
    allowed: [
      'client',
      'agent',
      'colleague',
      'primaryAgent',
      'admin',
      'otherAgencyAgent',
      'internal',
      'superAdmin',
    ],
  },
  getUser: { allowed: ['agent', 'primaryAgent', 'admin', 'superAdmin'], object: true },
  getQuote: { allowed: ['agent', 'primaryAgent', 'superAdmin'], object: true },
  // Only the caller who asked.
  getPricingRequest: { allowed: ['agent'], object: true },
  getIndexDataV2: { allowed: ['agent', 'colleague', 'primaryAgent', 'otherAgencyAgent', 'superAdmin'] },
  getIndexData: { allowed: ['agent', 'colleague', 'primaryAgent', 'otherAgencyAgent', 'superAdmin'] },
  getDatasetMetaDataV4: { allowed: ['agent', 'colleague', 'primaryAgent', 'otherAgencyAgent', 'superAdmin'] },
  getLPCDates: { allowed: ['agent', 'colleague', 'primaryAgent', 'otherAgencyAgent', 'superAdmin'] },
  getLTCDates: { allowed: ['agent', 'colleague', 'primaryAgent', 'otherAgencyAgent', 'superAdmin'] },
  getUserClients: { allowed: ['agent', 'colleague', 'primaryAgent', 'otherAgencyAgent', 'superAdmin'] },
  getQuotes: { allowed: ['agent', 'primaryAgent', 'superAdmin'] },
  getContractByQuoteId: { allowed: ['agent', 'primaryAgent', 'superAdmin'], object: true },
  getAgentStats: { allowed: ['agent', 'colleague', 'primaryAgent', 'otherAgencyAgent', 'superAdmin'] },
  // Public (the share link); a made-up token: INVALID_TOKEN for all.
  getSharedQuote: {
    allowed: [
      'anonymous',
      'client',
      'agent',
      'colleague',
      'primaryAgent',
      'admin',
      'otherAgencyAgent',
      'internal',
      'superAdmin',
    ],
  },
  getContract: { allowed: ['agent', 'primaryAgent', 'internal', 'superAdmin'], object: true },
  getUploads: { allowed: ['agent', 'primaryAgent', 'admin', 'superAdmin'] },
  getSignedUrl: { allowed: ['agent', 'primaryAgent', 'internal', 'superAdmin'], object: true },
  getContractByPolicyId: { allowed: ['agent', 'primaryAgent', 'internal', 'superAdmin'], object: true },
  getContractsForReview: { allowed: ['internal', 'superAdmin'] },
  getAgentCommissions: {
    allowed: ['agent', 'colleague', 'primaryAgent', 'admin', 'otherAgencyAgent', 'superAdmin'],
  },
  getOrganizationTeam: {
    allowed: ['agent', 'colleague', 'primaryAgent', 'admin', 'otherAgencyAgent', 'superAdmin'],
  },
  // Public (the invitation link).
  getTeamInvitation: {
    allowed: [
      'anonymous',
      'client',
      'agent',
      'colleague',
      'primaryAgent',
      'admin',
      'otherAgencyAgent',
      'internal',
      'superAdmin',
    ],
  },
  getOrganizationOnboarding: {
    allowed: ['agent', 'colleague', 'primaryAgent', 'admin', 'otherAgencyAgent', 'internal', 'superAdmin'],
  },
  getOrganizationApplicationsForReview: { allowed: ['internal', 'superAdmin'] },
  getOrganizationApplication: { allowed: ['internal', 'superAdmin'], object: true },
  getForm: { allowed: ['client', 'agent', 'primaryAgent', 'internal', 'superAdmin'], object: true },
  getPolicyIndex: { allowed: ['client', 'agent', 'primaryAgent', 'internal', 'superAdmin'], object: true },
  getClaims: {
    allowed: ['agent', 'colleague', 'primaryAgent', 'otherAgencyAgent', 'internal', 'superAdmin'],
  },
  // No claim exists before settlement: an unknown claim is refused to everyone alike.
  getClaim: { allowed: [] },
  getDataUpdateRuns: { allowed: ['internal', 'superAdmin'] },
  getExposureSummary: { allowed: ['internal', 'superAdmin'] },
  registerUser: { allowed: ['anonymous'] },
  // Public (the e-mailed link) and with a session (the code).
  confirmUser: {
    allowed: [
      'anonymous',
      'client',
      'agent',
      'colleague',
      'primaryAgent',
      'admin',
      'otherAgencyAgent',
      'internal',
      'superAdmin',
    ],
  },
  resendConfirm: {
    allowed: [
      'client',
      'agent',
      'colleague',
      'primaryAgent',
      'admin',
      'otherAgencyAgent',
      'internal',
      'superAdmin',
    ],
  },
  login: { allowed: ['anonymous'] },
  authorize: { allowed: ['anonymous'] },
  logout: {
    allowed: [
      'client',
      'agent',
      'colleague',
      'primaryAgent',
      'admin',
      'otherAgencyAgent',
      'internal',
      'superAdmin',
    ],
  },
  logoutEverywhere: {
    allowed: [
      'client',
      'agent',
      'colleague',
      'primaryAgent',
      'admin',
      'otherAgencyAgent',
      'internal',
      'superAdmin',
    ],
  },
  forgotPassword: { allowed: ['anonymous'] },
  resetPassword: { allowed: ['anonymous'] },
  changePassword: {
    allowed: [
      'client',
      'agent',
      'colleague',
      'primaryAgent',
      'admin',
      'otherAgencyAgent',
      'internal',
      'superAdmin',
    ],
  },
  createLoginToken: {
    allowed: [
      'client',
      'agent',
      'colleague',
      'primaryAgent',
      'admin',
      'otherAgencyAgent',
      'internal',
      'superAdmin',
    ],
  },
  acceptClientReviewContractInvite: { allowed: ['anonymous'] },
  // Only the client's review-link session (tests/integration/client-review.test.ts).
  submitReviewedLpcApplicationByClient: { allowed: [] },
  // Only the client's review-link session (tests/integration/client-review.test.ts).
  addClientUserPayment: { allowed: [] },
  reviewContract: { allowed: ['internal'] },
  markWirePaymentReceived: { allowed: ['internal'] },
  // A manager's edit of A's agent (state and license: not by the agent themselves).
  updateUser: { allowed: ['primaryAgent', 'admin', 'superAdmin'] },
  updateOrganizationLocationAddress: { allowed: ['primaryAgent', 'admin', 'superAdmin'] },
  updateOrganizationContact: { allowed: ['primaryAgent', 'admin', 'superAdmin'] },
  addAgentPaymentInformation: {
    allowed: ['agent', 'colleague', 'primaryAgent', 'otherAgencyAgent', 'superAdmin'],
  },
  inviteLpcOrgAgent: { allowed: ['primaryAgent', 'admin', 'superAdmin'] },
  resendTeamInvitation: { allowed: ['primaryAgent', 'admin', 'superAdmin'] },
  setTeamMemberStatus: { allowed: ['primaryAgent', 'admin', 'superAdmin'] },
  acceptTeamInvitation: { allowed: ['anonymous'] },
  // A's primary agent named by another agency's member: VALIDATION_ERROR (not one of theirs).
  designatePrimaryAgent: { allowed: ['primaryAgent', 'admin', 'superAdmin'], refusedAs: 'VALIDATION_ERROR' },
  // The caller's own agency: its founder or a manager (B's and the underwriter's founders answer for their own).
  saveOrganizationApplication: {
    allowed: ['primaryAgent', 'admin', 'otherAgencyAgent', 'internal', 'superAdmin'],
  },
  // The caller's own agency, as saveOrganizationApplication.
  submitOrganizationApplication: {
    allowed: ['primaryAgent', 'admin', 'otherAgencyAgent', 'internal', 'superAdmin'],
  },
  // An agency application not in review: CONFLICT for operations.
  reviewOrganizationApplication: { allowed: ['internal', 'superAdmin'] },
  createParametricCustomQuote: {
    allowed: ['agent', 'colleague', 'primaryAgent', 'otherAgencyAgent', 'superAdmin'],
  },
  createParametricQuote: {
    allowed: ['agent', 'colleague', 'primaryAgent', 'otherAgencyAgent', 'superAdmin'],
  },
  createClientUser: { allowed: ['agent', 'colleague', 'primaryAgent', 'otherAgencyAgent', 'superAdmin'] },
  saveLPCInsuranceQuote: { allowed: ['agent'] },
  saveLTCInsuranceQuote: { allowed: ['agent'] },
  saveHTCInsuranceQuote: { allowed: ['agent'] },
  sharePrecipInsuranceQuote: { allowed: ['agent'] },
  shareLtcInsuranceQuote: { allowed: ['agent'] },
  attachClientToQuote: { allowed: ['agent'] },
  deleteQuote: { allowed: ['agent'] },
  // A colleague may edit A's client (issue 26 item 1 restricts the e-mail change).
  updateClientUser: { allowed: ['agent', 'colleague', 'primaryAgent', 'superAdmin'] },
  saveFeedback: {
    allowed: ['agent', 'colleague', 'primaryAgent', 'admin', 'otherAgencyAgent', 'internal', 'superAdmin'],
  },
  createPremiumIndicationRequest: {
    allowed: [
      'anonymous',
      'client',
      'agent',
      'colleague',
      'primaryAgent',
      'admin',
      'otherAgencyAgent',
      'internal',
      'superAdmin',
    ],
  },
  createInsuranceApplication: { allowed: ['agent', 'primaryAgent', 'superAdmin'] },
  updateLpcInsuranceApplication: { allowed: ['agent', 'primaryAgent', 'superAdmin'] },
  submitLpcInsuranceApplication: { allowed: ['agent'] },
  uploadFile: { allowed: ['agent', 'primaryAgent', 'superAdmin'] },
  inviteClientClaimForm: { allowed: ['anonymous'] },
  acceptClaimsFormTokenInvite: { allowed: ['anonymous'] },
  saveLossReport: { allowed: ['client'] },
  // The policyholder (signed in here); the claim-link session in claims-loss-report.test.ts.
  saveLossReportReview: { allowed: ['client'] },
  reviewClaim: { allowed: ['internal', 'superAdmin'] },
};
