export const TokenType = {
  CLIENT_CLAIM_FORM: 'CLIENT_CLAIM_FORM',
  CLIENT_REVIEW_CONTRACT: 'CLIENT_REVIEW_CONTRACT',
  CONFIRM: 'CONFIRM',
  CONFIRM_SHORTCODE: 'CONFIRM_SHORTCODE',
  LOGIN: 'LOGIN',
  RESET: 'RESET',
} as const;
export type TokenType = (typeof TokenType)[keyof typeof TokenType];
export const tokenTypes = Object.values(TokenType) as [TokenType, ...TokenType[]];

/**
 * Link tokens the API's TokenType enum does not name (they are never typed in by a user):
 * QUOTE_SHARE opens the read-only view of one shared premium indication for its recipient;
 * TEAM_INVITATION opens /agent-sign-up for an invited team member (valid only while it is the one
 * on the member's record); CLIENT_EMAIL_CHANGE, mailed to a client's old address, confirms a
 * requested e-mail change (valid only while it is the pending change on the client's record);
 * CLIENT_SIGN_IN, mailed to a client with their policy, signs them in to their policies (all of
 * their own contracts: the client portal; docs/decisions.md, issue 27 item 12).
 */
export type LinkTokenType =
  TokenType | 'QUOTE_SHARE' | 'TEAM_INVITATION' | 'CLIENT_EMAIL_CHANGE' | 'CLIENT_SIGN_IN';

/**
 * The tokens that stand in for a password (a confirmation link or code, a reset link, a login
 * hand-off): a password change or reset voids every one of them issued before it.
 */
export const CREDENTIAL_TOKEN_TYPES: readonly LinkTokenType[] = [
  TokenType.CONFIRM,
  TokenType.CONFIRM_SHORTCODE,
  TokenType.RESET,
  TokenType.LOGIN,
];

/** One-time passcode length (docs/requirements.md#constants). */
export const SHORT_CODE_LENGTH = 5;
/** Unambiguous upper-case letters and digits (no 0/O, 1/I/L). */
export const SHORT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** How long a shared premium indication's link opens it (unless the quote is deleted first). */
export const SHARED_QUOTE_LINK_DAYS = 30;
/** The web page a share e-mail's link opens (the token is the last segment). */
export const SHARED_QUOTE_ROUTE = '/shared/:token';
export const sharedQuotePath = (token: string): string => `/shared/${encodeURIComponent(token)}`;

/** How long each kind of one-time token lives, in seconds. */
export const tokenLifetimeSeconds: Record<LinkTokenType, number> = {
  CONFIRM_SHORTCODE: 24 * 3600,
  CONFIRM: 24 * 3600,
  RESET: 3600,
  LOGIN: 10 * 60,
  CLIENT_CLAIM_FORM: 7 * 24 * 3600,
  CLIENT_REVIEW_CONTRACT: 7 * 24 * 3600,
  QUOTE_SHARE: SHARED_QUOTE_LINK_DAYS * 24 * 3600,
  TEAM_INVITATION: 7 * 24 * 3600,
  CLIENT_EMAIL_CHANGE: 3 * 24 * 3600,
  CLIENT_SIGN_IN: 7 * 24 * 3600,
};

/** Wrong guesses allowed at one short code before it is void and a new one must be sent. */
export const SHORT_CODE_MAX_ATTEMPTS = 5;
/** A refused verification code (the API answers INVALID_TOKEN, whose catalogue text means nothing here). */
export const WRONG_CODE_MESSAGE = `That code is not right, or it is no longer valid. Check the code in your latest e-mail; after ${SHORT_CODE_MAX_ATTEMPTS} wrong tries, send a new code.`;

/** Sessions: a short sliding access window, renewable (via `authorize`) until an absolute limit. */
export const SESSION_ACCESS_SECONDS = 3600;
export const SESSION_RENEWABLE_SECONDS = 12 * 3600;
export const SESSION_RENEWABLE_REMEMBER_ME_SECONDS = 30 * 24 * 3600;

/**
 * How long one authorizer container reuses a session it found live (keyed by the token's hash):
 * a logout, password change or disabled account is refused from this many seconds after it at the
 * latest (docs/security.md, docs/decisions.md issue 28). Never past the session's own expiry.
 */
export const AUTHORIZER_CACHE_SECONDS = 5;
/** At most this many live sessions are held per authorizer container (the oldest go first). */
export const AUTHORIZER_CACHE_MAX_ENTRIES = 10_000;

/** Failed-login throttle: this many failures inside the window lock the e-mail for the window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/** Map random bytes to a short code; the caller supplies the randomness (core has no crypto). */
export function shortCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < SHORT_CODE_LENGTH) throw new Error('need at least SHORT_CODE_LENGTH bytes');
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) {
    code += SHORT_CODE_ALPHABET[bytes[i]! % SHORT_CODE_ALPHABET.length];
  }
  return code;
}

/** Codes are typed by people: compare case-insensitively and without spaces. */
export const normalizeShortCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();
