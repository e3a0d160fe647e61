import type { OrganizationApplicationStatus, Role } from '@almanac/core';
import type {
  OrganizationApplicationRecord,
  ThrottleRecord,
  OneTimeTokenRecord,
  RequestedLinkRecord,
  OrganizationContactRecord,
  OrganizationLocationRecord,
  OrganizationRecord,
  PaymentsInfoRecord,
  SessionRecord,
  ShortCodeRecord,
  UserProfile,
  UserRecord,
} from './records.js';

export interface UserRepository {
  get(id: string): Promise<UserRecord | undefined>;
  /**
   * The user and, in the same read, the organisation `organizationId` names, answered only when it
   * is the user's own (`organization` undefined otherwise: none named, none stored, or not theirs).
   * The id is a hint (the authorizer's, up to its cache old); the user record decides.
   */
  getWithOrganization(
    id: string,
    organizationId: string | undefined,
  ): Promise<{ user?: UserRecord; organization?: OrganizationRecord }>;
  /** The users with these ids that exist, in the order asked (a list page's names: one batch read). */
  getMany(ids: readonly string[]): Promise<UserRecord[]>;
  /** The login account of an e-mail (the global claim; see ports/email-claims.ts). */
  getByEmail(email: string): Promise<UserRecord | undefined>;
  /** An agency's client with this e-mail (`scope`: clientClaimScopeOf the agent). */
  getClientByEmail(scope: string, email: string): Promise<UserRecord | undefined>;
  /** The client records with this e-mail in every agency (their client claims; role `client` only). */
  listClientsByEmail(email: string): Promise<UserRecord[]>;
  /**
   * Write the user and its e-mail claims (emailClaimsOf) in one transaction. Returns false,
   * writing nothing, when a claim is already taken.
   */
  create(user: UserRecord): Promise<boolean>;
  /**
   * Write a sign-up whose e-mail belongs to an account already: the record exists (its session
   * works, it can never be confirmed) but holds no claim, and is deleted after `expiresAt`.
   */
  createUnclaimed(user: UserRecord, expiresAt: string): Promise<void>;
  updateProfile(id: string, profile: Partial<UserProfile>, updatedAt: string): Promise<UserRecord>;
  /**
   * Confirm the e-mail (kept if already set). With `organization` (a sign-up's agency, from
   * `pendingOrganization`), that organisation is created in the same transaction and the pending
   * one removed; a concurrent confirmation that already did it answers the confirmed user.
   */
  setConfirmed(id: string, confirmedAt: string, organization?: OrganizationRecord): Promise<UserRecord>;
  /** Store a new password hash; also stamps `credentialsChangedAt` (older link tokens die). */
  setPasswordHash(id: string, passwordHash: string, updatedAt: string): Promise<void>;
  /**
   * Swap the hash of the same password for a stronger one (sign-in rehash), only while the stored
   * hash is still `from`; credentials are unchanged, so no token or session is voided. false when
   * the hash changed meanwhile (a reset or password change won).
   */
  upgradePasswordHash(id: string, from: string, to: string): Promise<boolean>;
  /**
   * Clients (role `client`) added by an agent, or of an organisation, ordered by last name then
   * first name (case-insensitive). Every one of them: callers filter and cut.
   */
  listClients(scope: ClientScope): Promise<UserRecord[]>;
  /** The members of an organisation (not its clients). */
  listMembers(organizationId: string): Promise<UserRecord[]>;
  /**
   * Move a user to another e-mail: claim the new one in each place the user holds a claim (the
   * commit point), point the user at it, release the old claims. false, changing nothing, when the
   * new e-mail is taken there (a client: by another client of the agency). Safe to retry after a
   * failure half way. Stamps `emailChangedAt` with the e-mail.
   */
  changeEmail(id: string, from: string, to: string, updatedAt: string): Promise<boolean>;
  /**
   * Replace the user's payout information, only while the stored one is still the one read: its
   * `updatedAt` is `previousUpdatedAt` (none stored when undefined). Answers the updated user, or
   * undefined, writing nothing, when it changed meanwhile (or the user is gone).
   */
  setPaymentsInfo(
    id: string,
    paymentsInfo: PaymentsInfoRecord,
    previousUpdatedAt: string | undefined,
  ): Promise<UserRecord | undefined>;
  /**
   * Onboarding's Designate Primary Agent: give the user `role` only while they are a member of
   * `organizationId` with one of `fromRoles`. Answers the user as written, or undefined.
   */
  designateRole(
    id: string,
    organizationId: string,
    fromRoles: readonly Role[],
    role: Role,
    updatedAt: string,
  ): Promise<UserRecord | undefined>;
  /**
   * Change a member as it was read (compare and set): only while the record still has `read`'s
   * `updatedAt`, role, invitation token and disabled state. A field set to null is removed.
   * Answers the updated record, or undefined when it changed meanwhile or does not exist.
   */
  updateMember(read: UserRecord, patch: MemberPatch): Promise<UserRecord | undefined>;
}

/** What team operations change on a member (repositories' updateMember); null removes a field. */
export type MemberPatch = { updatedAt: string } & {
  [
    K in
      | 'role'
      | 'permissions'
      | 'profile'
      | 'legal'
      | 'disabledAt'
      | 'invitation'
      | 'passwordHash'
      | 'confirmedAt'
      | 'joinedAt'
      | 'pendingEmailChange'
  ]?: UserRecord[K] | null;
};

/** Whose clients: the ones an agent added, or all of an organisation's. */
export type ClientScope = { agentId: string } | { organizationId: string };

export interface OrganizationRepository {
  get(id: string): Promise<OrganizationRecord | undefined>;
  /** The organisations with these ids that exist, in the order asked (one batch read). */
  getMany(ids: readonly string[]): Promise<OrganizationRecord[]>;
  put(org: OrganizationRecord): Promise<void>;
  /**
   * Replace the organisation's location of `location.type` (or add it), leaving the others; a
   * conditional write on the locations read, so concurrent writes of both types both land. The
   * updated organisation, or undefined when there is no such organisation.
   */
  setLocation(
    id: string,
    location: OrganizationLocationRecord,
    updatedAt: string,
  ): Promise<OrganizationRecord | undefined>;
  /** As setLocation, for the contact of `contact.type`. */
  setContact(
    id: string,
    contact: OrganizationContactRecord,
    updatedAt: string,
  ): Promise<OrganizationRecord | undefined>;
  /**
   * Onboarding: write the application (and the organisation's fields in `patch`; an undefined
   * member is removed) only while its status is `expectedStatus` (NotStarted also matches an
   * organisation without a status). Answers the organisation as written, or undefined when the
   * status was not the one expected (or there is no such organisation).
   */
  updateApplication(
    id: string,
    expectedStatus: OrganizationApplicationStatus,
    patch: OrganizationApplicationPatch,
  ): Promise<OrganizationRecord | undefined>;
  /** The organisations whose application is in `status`, the longest waiting first (submitted, else last changed). */
  listByApplicationStatus(
    status: OrganizationApplicationStatus,
    limit: number,
  ): Promise<OrganizationRecord[]>;
}

/** What an onboarding step writes: the whole application, and any of these organisation fields. */
export type OrganizationApplicationPatch = {
  application: OrganizationApplicationRecord;
  updatedAt: string;
} & Partial<
  Pick<
    OrganizationRecord,
    'name' | 'website' | 'yearsInBusiness' | 'isOnboarded' | 'permissions' | 'locations' | 'signatureDetails'
  >
>;

export interface SessionRepository {
  create(session: SessionRecord): Promise<void>;
  get(tokenHash: string): Promise<SessionRecord | undefined>;
  /** Slide the access window; fails (returns false) when revoked or past renewableUntil. */
  extend(tokenHash: string, expiresAt: string, now: string): Promise<boolean>;
  revoke(tokenHash: string, revokedAt: string): Promise<void>;
  revokeAllForUser(userId: string, revokedAt: string): Promise<number>;
  /** Every session of a user, revoked or not (a user has a handful). */
  listForUser(userId: string): Promise<SessionRecord[]>;
}

export interface OneTimeTokenRepository {
  put(token: OneTimeTokenRecord): Promise<void>;
  get(tokenHash: string): Promise<OneTimeTokenRecord | undefined>;
  /** Mark used, once: false when it was already used (a concurrent or repeated attempt). */
  consume(tokenHash: string, usedAt: string): Promise<boolean>;
  /**
   * Record, once, that this spent (used or expired) link e-mails its fresh link (`refreshedAt`):
   * false when it had already, or when the token is gone. Of parallel calls exactly one wins.
   */
  markRefreshed(tokenHash: string, at: string): Promise<boolean>;
  /** Take back markRefreshed (no fresh link went out after all), if it is still the mark of `at`. */
  unmarkRefreshed(tokenHash: string, at: string): Promise<void>;
  /** The last link requested for a subject (a policy's requested claim link), if one was. */
  getLastRequested(subject: string): Promise<RequestedLinkRecord | undefined>;
  /**
   * Record `link` as the subject's last requested link, only while the last one is still
   * `previous` (none when undefined) or was written by the same job (a retry): false otherwise,
   * writing nothing (another job's link went out meanwhile).
   */
  putLastRequested(link: RequestedLinkRecord, previous: RequestedLinkRecord | undefined): Promise<boolean>;
}

export interface ShortCodeRepository {
  /** Replace the user's live code. */
  put(code: ShortCodeRecord): Promise<void>;
  get(userId: string): Promise<ShortCodeRecord | undefined>;
  /**
   * Count one guess before it is checked, atomically and only while fewer than `maxAttempts` were
   * counted and the code is unused: answers the code as counted, or undefined when there is no
   * live code or its guesses are used up. Parallel guesses can never exceed `maxAttempts`.
   */
  takeAttempt(userId: string, maxAttempts: number): Promise<ShortCodeRecord | undefined>;
  /** Mark used, once, if the hash still matches (not replaced meanwhile). */
  consume(userId: string, codeHash: string, usedAt: string): Promise<boolean>;
}

/**
 * Fixed-window counters keyed by what is limited (`login:{email}`, `pir:{ip}`, `mail-to:{email}`,
 * …): failed logins and every per-caller / per-recipient rate limit (use-cases/rate-limit.ts).
 */
export interface ThrottleRepository {
  get(key: string): Promise<ThrottleRecord | undefined>;
  /**
   * Count one attempt (a failed login, a request), atomically (parallel calls never lose a count): inside
   * the window that began at `windowStart` the count goes up; after it a new window starts at
   * `now` with a count of 1. Reaching `maxFailures` sets `lockedUntil` to `now` + the window.
   * Answers the updated record.
   */
  countAttempt(key: string, now: string, windowSeconds: number, maxFailures: number): Promise<ThrottleRecord>;
  clear(key: string): Promise<void>;
}
