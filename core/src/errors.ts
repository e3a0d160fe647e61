/**
 * The error catalogue (docs/requirements.md#error-catalogue) plus the codes Almanac adds.
 * Server code travels as AppSync `errorType`; the web shows `messageForCode(code)`.
 */
export const ErrorCode = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_EMAIL_OR_PASSWORD',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  INVALID_PERMISSIONS: 'INVALID_PERMISSIONS',
  ORGANIZATION_CONTACT_ALREADY_INVITED: 'ORGANIZATION_CONTACT_ALREADY_INVITED',
  APPLICATION_TOO_EARLY: 'APPLICATION_TOO_EARLY',
  APPLICATION_TOO_LATE: 'APPLICATION_TOO_LATE',
  RISK_API_ERROR: 'RISK_API_ERROR',
  INSCIPHER_ERROR: 'INSCIPHER_ERROR',
  RISK_OVERLOADED: 'RISK_OVERLOADED',
  CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH: 'CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH',
  // Almanac's own codes (decisions.md): each has a message of its own.
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  EMAIL_ALREADY_REGISTERED: 'EMAIL_ALREADY_REGISTERED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  NOT_CONFIRMED: 'NOT_CONFIRMED',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RECAPTCHA_FAILED: 'RECAPTCHA_FAILED',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  LINK_CLOSED: 'LINK_CLOSED',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The spec's texts, verbatim, and ours for the codes the spec leaves open. */
export const errorMessages: Record<ErrorCode, string> = {
  UNAUTHORIZED: 'Your session has ended. Please log in again.',
  INVALID_TOKEN: 'Invalid token',
  TOKEN_EXPIRED: 'The token provided is expired',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  INVALID_PASSWORD: 'Invalid password',
  INVALID_PERMISSIONS: 'You do not have permission to perform this action.',
  ORGANIZATION_CONTACT_ALREADY_INVITED: 'User already invited.',
  APPLICATION_TOO_EARLY: 'Application too early',
  APPLICATION_TOO_LATE: 'Application is past the deadline',
  RISK_API_ERROR: 'We ran into an error while trying to calculate your risk. Please try again.',
  INSCIPHER_ERROR:
    'We ran into an error while trying to retrieve your estimated taxes. Please try again later.',
  RISK_OVERLOADED:
    'We are experiencing higher server load, our pricing server may take longer to respond than usual.',
  CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH:
    'We were not able to find an option for your initial inputs but we can try expanding the criteria to find the next available option?',
  VALIDATION_ERROR: 'Please check the highlighted fields.',
  EMAIL_ALREADY_REGISTERED: 'An account with this email already exists. Please log in instead.',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait 15 minutes and try again.',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  NOT_CONFIRMED: 'Please confirm your email address first.',
  NOT_FOUND: 'Not found',
  CONFLICT: 'This record was changed meanwhile. Reload the page and try again.',
  RECAPTCHA_FAILED: 'We could not verify that you are human. Please try again.',
  ACCOUNT_DISABLED: 'Your account has been disabled. Please contact your organization admin.',
  LINK_CLOSED: 'This link is no longer in use. Sign in to see where your application stands.',
  INTERNAL_SERVER_ERROR: 'Internal Server Error',
};

/** The generic fallback the spec prescribes for any unlisted code. */
export const INTERNAL_SERVER_ERROR_MESSAGE = 'Internal Server Error';

const knownCodes = new Set<string>(Object.values(ErrorCode));
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && knownCodes.has(value);

/**
 * updateClientUser's EMAIL_ALREADY_REGISTERED: the new e-mail is another client's of the same agency
 * (sign-up's catalogue text, "… Please log in instead.", is wrong there).
 */
export const CLIENT_EMAIL_TAKEN_MESSAGE =
  'This email already belongs to another of your clients. Please use a different email.';

/**
 * updateClientUser's INVALID_PERMISSIONS for a new e-mail when the caller cannot see every open
 * application or policy of the client (docs/security.md "Client e-mail changes").
 */
export const CLIENT_EMAIL_CHANGE_NOT_VISIBLE_MESSAGE =
  'This client has an application or policy you cannot see, so you cannot change their email. Ask the agent handling it or Almanac operations.';

/** changeClientEmail's INVALID_PERMISSIONS: operations do not change their own agency's clients. */
export const CLIENT_EMAIL_OWN_AGENCY_MESSAGE =
  "You cannot change the email of your own agency's client here: an agent of the agency asks for it, and the client confirms from the current address.";

/** inviteLpcOrgAgent's ORGANIZATION_CONTACT_ALREADY_INVITED for the inviter's own address. */
export const TEAM_INVITE_SELF_MESSAGE = 'That is your own email address: you are already on this team.';

/**
 * inviteLpcOrgAgent's (and a team edit's) ORGANIZATION_CONTACT_ALREADY_INVITED for an address with
 * an Almanac account outside the agency: refused before anything is written (docs/security.md
 * "Team invitations").
 */
export const TEAM_INVITE_HAS_ACCOUNT_MESSAGE =
  'This email address already belongs to another Almanac account (a client, or a member of another agency), so it cannot be invited. We have let its owner know; they can contact Almanac support to move their account.';

/** Other texts a code may carry (always core's own): shown when the server sends one of them. */
const alternativeMessages: Partial<Record<ErrorCode, readonly string[]>> = {
  EMAIL_ALREADY_REGISTERED: [CLIENT_EMAIL_TAKEN_MESSAGE],
  ORGANIZATION_CONTACT_ALREADY_INVITED: [TEAM_INVITE_SELF_MESSAGE, TEAM_INVITE_HAS_ACCOUNT_MESSAGE],
  INVALID_PERMISSIONS: [CLIENT_EMAIL_CHANGE_NOT_VISIBLE_MESSAGE, CLIENT_EMAIL_OWN_AGENCY_MESSAGE],
};

/**
 * Text shown to a person for a server error. Validation errors carry their own field message
 * (the spec's verbatim texts), which is shown instead of the generic one; other codes show their
 * catalogue text, or one of their known alternatives when the server sent it.
 */
export function messageForError(code: string | undefined, serverMessage?: string): string {
  if (!isErrorCode(code)) return INTERNAL_SERVER_ERROR_MESSAGE;
  if (
    (code === 'VALIDATION_ERROR' ||
      code === 'TOKEN_EXPIRED' ||
      code === 'CONFLICT' ||
      code === 'LINK_CLOSED') &&
    serverMessage
  )
    return serverMessage;
  if (serverMessage && alternativeMessages[code]?.includes(serverMessage)) return serverMessage;
  return errorMessages[code];
}

/**
 * A failure the server reports to the caller; `name` becomes AppSync's errorType. `cause`: the
 * server fault behind the code (logged at the boundary, never sent to the caller).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly info?: Record<string, unknown>;
  constructor(
    code: ErrorCode,
    message?: string,
    info?: Record<string, unknown>,
    options?: { cause?: unknown },
  ) {
    super(message ?? errorMessages[code], options);
    this.name = code;
    this.code = code;
    this.info = info;
  }
}
