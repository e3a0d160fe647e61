/**
 * GraphQL fields callable without a session (AppSync API-key mode). The schema marks exactly
 * these with @aws_api_key; the web client sends the API key instead of a bearer token for them.
 */
export const publicFields = [
  'registerUser',
  'login',
  'authorize',
  'forgotPassword',
  'resetPassword',
  'confirmUser',
  'createPremiumIndicationRequest',
  'getSharedQuote',
  'acceptClientReviewContractInvite',
  'getTeamInvitation',
  'acceptTeamInvitation',
  'inviteClientClaimForm',
  'acceptClaimsFormTokenInvite',
  'confirmClientEmailChange',
  'acceptClientSignIn',
  'requestClientSignInLink',
] as const;
export type PublicField = (typeof publicFields)[number];
export const isPublicField = (field: string): field is PublicField =>
  (publicFields as readonly string[]).includes(field);

/**
 * GraphQL fields a contract-scoped session may call: the session a client's review link
 * (acceptClientReviewContractInvite) or claim link (acceptClaimsFormTokenInvite) starts reaches
 * only its own contract, through these fields. The
 * resolver boundary refuses every other field for such a session (INVALID_PERMISSIONS).
 */
export const contractScopedFields = [
  'currentUser',
  'authorize',
  'logout',
  'getContract',
  'getSignedUrl',
  'submitReviewedLpcApplicationByClient',
  'addClientUserPayment',
  'getForm',
  'saveLossReport',
  'saveLossReportReview',
  'getPolicyIndex',
  'getClaim',
] as const;
export type ContractScopedField = (typeof contractScopedFields)[number];
export const isContractScopedField = (field: string): field is ContractScopedField =>
  (contractScopedFields as readonly string[]).includes(field);
