/**
 * The page the old address's confirmation link opens, the token in the query
 * (docs/requirements.md#clients): apart from the e-mail change schemas, as the app's routes read
 * it at start-up.
 */
export const CONFIRM_EMAIL_CHANGE_ROUTE = '/confirm-email-change';
export const confirmEmailChangePath = (token: string): string =>
  `${CONFIRM_EMAIL_CHANGE_ROUTE}?token=${encodeURIComponent(token)}`;
