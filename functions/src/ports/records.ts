import type { OrganizationApplicationStatus, Permission, Role, LinkTokenType } from '@almanac/core';

/** Persistence shapes. Times are ISO-8601 strings; money (later) integer cents. */
export interface UserProfile {
  firstName?: string;
  lastName?: string;
  phone?: string;
  companyName?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  country?: string;
  zipcode?: string;
}

export interface UserRecord {
  id: string;
  email: string;
  role: Role;
  passwordHash: string;
  /**
   * When the password was last set (change or reset): credential tokens (core
   * CREDENTIAL_TOKEN_TYPES) issued before it no longer work.
   */
  credentialsChangedAt?: string;
  confirmedAt?: string;
  /**
   * A sign-up's agency, not yet created: it becomes an organisation (id `organizationId`) when the
   * e-mail is confirmed, so unconfirmed or refused sign-ups leave no organisation behind.
   */
  pendingOrganization?: { id: string; name: string };
  createdAt: string;
  updatedAt: string;
  profile: UserProfile;
  legal?: {
    stateLicenseNumber?: string;
    /** The state the license was issued in (two letters). */
    stateLicenseState?: string;
    /** The verified STATE_LICENSE upload (Edit Team Member's license PDF). */
    stateLicenseUploadId?: string;
  };
  permissions: Permission[];
  organizationId?: string;
  /** Set when a manager disabled the member: no sign-in, no session (issue 14). */
  disabledAt?: string;
  /**
   * An invitation not accepted yet: the record stands for the invited member of `organizationId`
   * (role, names) and has no usable password. Only the token whose hash is here works.
   */
  invitation?: TeamInvitationRecord;
  /** When the member accepted their invitation. */
  joinedAt?: string;
  /**
   * Clients (role `client`) only: the agent who added them. A client belongs to that agent's
   * organisation (`organizationId`); it has no password (`passwordHash` is UNUSABLE_PASSWORD_HASH).
   */
  agentId?: string;
  /** A seller's payout account (Commission Payments; docs/requirements.md#entity-user). */
  finance?: UserFinanceRecord;
  /**
   * Clients only: an e-mail change an agent asked for while the client had an open application or
   * policy, waiting for confirmation from the old address (docs/requirements.md#clients). Only the
   * link whose hash is here confirms it; a newer request replaces it.
   */
  pendingEmailChange?: PendingEmailChangeRecord;
  /** When the e-mail last changed (UserRepository.changeEmail): links sent before it are void. */
  emailChangedAt?: string;
}

export interface PendingEmailChangeRecord {
  email: string;
  requestedAt: string;
  /** The agent who asked. */
  requestedBy: string;
  tokenHash: string;
  expiresAt: string;
}

/** What the account's Commission Payments page keeps for the user. */
export interface UserFinanceRecord {
  paymentsInfo?: PaymentsInfoRecord;
  isInvestor?: boolean;
}

/**
 * The bank account commissions are paid to: both numbers encrypted with the field cipher (context
 * `{ userId, field }`), only their masks (core's maskedPayoutNumber) in clear.
 */
export interface PaymentsInfoRecord {
  accountNumberCiphertext: string;
  routingNumberCiphertext: string;
  maskedAccountNumber: string;
  maskedRoutingNumber: string;
  accountType: string;
  depositoryName: string;
  namesOnTheAccount?: string;
  paymentMethod: string;
  /** Each save sets it; the next save is conditional on it (no lost update). */
  updatedAt: string;
}

/** A team invitation on the invited member's record (docs/requirements.md#invitations). */
export interface TeamInvitationRecord {
  /** sha-256 (hex) of the e-mailed token; `withdrawn` (no token's hash) once withdrawn. */
  tokenHash: string;
  /** The manager who sent it (or last resent it). */
  invitedBy: string;
  invitedAt: string;
  expiresAt: string;
  /** The phone number the manager gave (admins). */
  phone?: string;
  /** Set when the member was disabled before accepting: the link no longer works. */
  withdrawnAt?: string;
}

export interface OrganizationRecord {
  id: string;
  name: string;
  website?: string;
  yearsInBusiness?: number;
  isOnboarded: boolean;
  application?: OrganizationApplicationRecord;
  permissions: { canBind: boolean };
  /** The physical and mailing addresses, at most one of each type (My Information). */
  locations?: OrganizationLocationRecord[];
  /** The primary-agent and accounting (`admin`) contacts, at most one of each type. */
  contacts?: OrganizationContactRecord[];
  /** Who signed the agency application, and when (onboarding). */
  signatureDetails?: {
    signature: string;
    /** The date the signer gave (their today). */
    signingDate: string;
    title: string;
    signedAt: string;
    userId: string;
    /** The signer's e-mail at signing time (set since issue 26). */
    email?: string;
    /** Where the signature came from (set since issue 27). */
    ipAddress?: string;
    userAgent?: string;
    /** SHA-256 of the agreement's signed content (docs/decisions.md, issue 27). */
    contentSha256?: string;
  };
  createdAt: string;
  updatedAt: string;
}

export interface OrganizationLocationRecord {
  id: string;
  type: 'physical' | 'mailing';
  address: { address1: string; address2?: string; city: string; state: string; zipcode: string };
}

export interface OrganizationContactRecord {
  id: string;
  type: 'primaryAgent' | 'admin';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The agency application (onboarding; core's nextOnboardingStatus moves its status). */
export interface OrganizationApplicationRecord {
  id?: string;
  status?: OrganizationApplicationStatus;
  /** The applicant: who signed the agency up. */
  userId?: string;
  primaryAgentId?: string;
  agencyLicenseState?: string;
  agencyLicenseNumber?: string;
  npn?: string;
  submittedAt?: string;
  /** Who submitted it last (the signer). */
  submittedBy?: string;
  /** Why operations returned it (AwaitingAgency). */
  returnReason?: string;
  reviewedAt?: string;
  reviewedBy?: string;
  /** The signed Agency Agreement: an AGENCY_AGREEMENT upload. */
  agreementUploadId?: string;
  /** SHA-256 (hex) of the signed agreement PDF. */
  agreementSha256?: string;
}

export interface SessionRecord {
  /** sha-256 of the bearer token, hex. The token itself is never stored. */
  tokenHash: string;
  userId: string;
  createdAt: string;
  /** End of the sliding access window; `authorize` moves it. */
  expiresAt: string;
  /** No renewal after this. */
  renewableUntil: string;
  rememberMe: boolean;
  revokedAt?: string;
  /**
   * The session this one was derived from (a LOGIN hand-off, a confirmation code): it ends when
   * that one is logged out, and never outlives its renewal limit.
   */
  parentHash?: string;
  /**
   * A session limited to one contract (the client's review link): it may call only core's
   * contractScopedFields, for this contract. Sessions derived from it keep the scope.
   */
  contractId?: string;
}

export interface OneTimeTokenRecord {
  tokenHash: string;
  type: LinkTokenType;
  userId: string;
  createdAt: string;
  expiresAt: string;
  usedAt?: string;
  /** Free-form subject of the token (e.g. a contract id for client links). */
  subject?: string;
  /**
   * The address the link was e-mailed to (client links, e-mail change links): redeeming it is
   * refused once the user's e-mail is another (docs/requirements.md#invitations).
   */
  sentTo?: string;
  /** When this spent link e-mailed its fresh link (at most once per link). */
  refreshedAt?: string;
}

/** The last link requested for a subject (inviteClientClaimForm: per policy's contract). */
export interface RequestedLinkRecord {
  subject: string;
  /** The hash of the link's token (its one-time token record). */
  tokenHash: string;
  mailedAt: string;
  /** The queued job that sent it (a retry of the same job may send again). */
  jobId: string;
}

/** The 5-character e-mail code: one live code per user, replaced on resend. */
export interface ShortCodeRecord {
  userId: string;
  codeHash: string;
  createdAt: string;
  expiresAt: string;
  attempts: number;
  usedAt?: string;
}

/** A fixed-window counter (`THROTTLE#{key}`); `failures` counts attempts of any kind. */
export interface ThrottleRecord {
  key: string;
  failures: number;
  windowStart: string;
  lockedUntil?: string;
}
