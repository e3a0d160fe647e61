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
] as const;
export type PublicField = (typeof publicFields)[number];
export const isPublicField = (field: string): field is PublicField =>
  (publicFields as readonly string[]).includes(field);
