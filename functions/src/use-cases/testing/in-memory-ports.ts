/**
 * In-memory implementations of every port, for unit tests of the use cases only (not the local
 * stack, which runs the DynamoDB adapters against dynalite). They mirror the adapters'
 * contracts: records are copied in and out (like a database), conditional writes answer false,
 * and a controllable clock lets tests move time.
 */
import { createHash } from 'node:crypto';
import {
  compareClientsByName,
  policyCodeFromBytes,
  DEFAULT_AUTOMATIC_APPROVAL_LIMIT_DOLLARS,
  resolveAccumulationLimits,
  DEFAULT_PRICE_RANGE_REFERRAL_RATIO,
  type OrganizationApplicationStatus,
  type Role,
} from '@almanac/core';
import { emailClaimsOf, holdsStaleInvitation } from '../../ports/email-claims.js';
import type {
  BotCheck,
  ClaimLinkJob,
  ClientSignInLinkJob,
  LinkRequestJob,
  ClaimLinkQueue,
  ClientScope,
  Clock,
  LogContext,
  LogFields,
  Logger,
  MemberPatch,
  ThrottleRecord,
  ThrottleRepository,
  MailQueue,
  OneTimeTokenRecord,
  OneTimeTokenRepository,
  OrganizationContactRecord,
  OrganizationLocationRecord,
  OrganizationApplicationPatch,
  OrganizationRecord,
  OrganizationRepository,
  OutgoingMail,
  PasswordHasher,
  PaymentsInfoRecord,
  Ports,
  Random,
  RequestedLinkRecord,
  SessionRecord,
  SessionRepository,
  ShortCodeRecord,
  ShortCodeRepository,
  TokenDigest,
  UserRecord,
  UserRepository,
} from '../../ports/index.js';

import {
  boxStateLocator,
  FakeWeatherSource,
  InMemoryPricingLeases,
  InMemoryPricingQueue,
  InMemoryPricingRequests,
  InMemoryQuotes,
  testPricingSettings,
} from './in-memory-pricing.js';
import { InMemoryFeedback, InMemoryPremiumIndicationRequests } from './in-memory-requests.js';
import {
  fakeCipher,
  fakeDocumentRenderer,
  InMemoryCommissions,
  InMemoryContracts,
  InMemoryCounters,
  InMemoryFileStore,
  InMemoryUploads,
  testSha256,
} from './in-memory-contracts.js';
import { InMemoryClaims, InMemoryForms } from './in-memory-claims.js';
import { FakeDatasetUpdater, InMemoryDataUpdateRuns } from './in-memory-data-updates.js';
import { InMemoryExposureBook } from './in-memory-exposure.js';

const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

/** A clock that only moves when told to. */
export interface TestClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
  advanceSeconds(seconds: number): void;
}

export function testClock(start: Date | string = '2025-01-15T12:00:00.000Z'): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
    advanceSeconds: (seconds) => {
      current += seconds * 1000;
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export class InMemoryUsers implements UserRepository {
  readonly byId = new Map<string, UserRecord>();
  /** The global (login) claims: e-mail → user id. */
  readonly idByEmail = new Map<string, string>();
  /** Client claims inside an agency: `{scope}#{e-mail}` → user id. */
  readonly clientIdByEmail = new Map<string, string>();
  /** Sign-ups written without a claim, and when they expire. */
  readonly unclaimedUntil = new Map<string, string>();
  /** Where confirmation creates a sign-up's organisation (the world's organisation store). */
  constructor(private readonly organizations = new InMemoryOrganizations()) {}

  async get(id: string) {
    return copy(this.byId.get(id));
  }
  async getWithOrganization(id: string, organizationId: string | undefined) {
    const user = copy(this.byId.get(id));
    const own = !!organizationId && user?.organizationId === organizationId;
    return { user, organization: own ? await this.organizations.get(organizationId) : undefined };
  }
  async getMany(ids: readonly string[]) {
    return ids.flatMap((id) => copy(this.byId.get(id)) ?? []);
  }
  async getByEmail(email: string) {
    const id = this.idByEmail.get(email.toLowerCase());
    return id ? this.get(id) : undefined;
  }
  async getClientByEmail(scope: string, email: string) {
    const id = this.clientIdByEmail.get(`${scope}#${email.toLowerCase()}`);
    return id ? this.get(id) : undefined;
  }
  async listClientsByEmail(email: string) {
    const address = email.toLowerCase();
    const ids = [...this.clientIdByEmail].filter(([key]) => key.endsWith(`#${address}`)).map(([, id]) => id);
    const users = await Promise.all([...new Set(ids)].map((id) => this.get(id)));
    return users.filter(
      (u): u is UserRecord => !!u && u.role === 'client' && u.email.toLowerCase() === address,
    );
  }
  async create(user: UserRecord) {
    if (this.byId.has(user.id)) throw new Error(`user ${user.id} exists`);
    const claims = this.claimsOf(user, user.email);
    const heldByOther = ([map, key]: [Map<string, string>, string]) => {
      if (!map.has(key)) return false;
      // The login claim of an invitation nobody can accept any more is taken over (email-claims.ts).
      const holder = map === this.idByEmail ? this.byId.get(map.get(key)!) : undefined;
      return !holder || !holdsStaleInvitation(holder, user.createdAt);
    };
    if (claims.some(heldByOther)) return false;
    this.byId.set(user.id, copy(user));
    for (const [map, key] of claims) map.set(key, user.id);
    return true;
  }
  async createUnclaimed(user: UserRecord, expiresAt: string) {
    if (this.byId.has(user.id)) throw new Error(`user ${user.id} exists`);
    this.byId.set(user.id, copy(user));
    this.unclaimedUntil.set(user.id, expiresAt);
  }
  /** The claim entries a user holds for an e-mail (ports/email-claims.ts). */
  private claimsOf(user: UserRecord, email: string): [Map<string, string>, string][] {
    const claims = emailClaimsOf(user);
    const address = email.toLowerCase();
    return [
      ...(claims.login ? [[this.idByEmail, address] as [Map<string, string>, string]] : []),
      ...(claims.agency
        ? [[this.clientIdByEmail, `${claims.agency}#${address}`] as [Map<string, string>, string]]
        : []),
    ];
  }
  async updateProfile(id: string, profile: Partial<UserRecord['profile']>, updatedAt: string) {
    const user = this.require(id);
    const next = { ...user.profile };
    for (const [field, value] of Object.entries(profile) as [keyof typeof next, string | undefined][]) {
      if (value === undefined) delete next[field];
      else next[field] = value;
    }
    user.profile = next;
    user.updatedAt = updatedAt;
    return copy(user);
  }
  async setConfirmed(id: string, confirmedAt: string, organization?: OrganizationRecord) {
    const user = this.require(id);
    if (organization && !this.organizations.byId.has(organization.id))
      await this.organizations.put(organization);
    user.confirmedAt ??= confirmedAt;
    user.updatedAt = confirmedAt;
    delete user.pendingOrganization;
    return copy(user);
  }
  async setPasswordHash(id: string, passwordHash: string, updatedAt: string) {
    const user = this.require(id);
    user.passwordHash = passwordHash;
    user.updatedAt = updatedAt;
    user.credentialsChangedAt = updatedAt;
  }
  async upgradePasswordHash(id: string, from: string, to: string) {
    const user = this.byId.get(id);
    if (!user || user.passwordHash !== from) return false;
    user.passwordHash = to;
    return true;
  }
  async listClients(scope: ClientScope) {
    return [...this.byId.values()]
      .filter(
        (u) =>
          u.role === 'client' &&
          ('agentId' in scope ? u.agentId === scope.agentId : u.organizationId === scope.organizationId),
      )
      .sort(compareClientsByName)
      .map(copy);
  }
  async listMembers(organizationId: string) {
    return (
      [...this.byId.values()]
        // An unclaimed sign-up is no member (the adapter writes it without index keys).
        .filter(
          (u) => u.role !== 'client' && u.organizationId === organizationId && !this.unclaimedUntil.has(u.id),
        )
        .map(copy)
    );
  }
  async changeEmail(id: string, from: string, to: string, updatedAt: string) {
    const user = this.byId.get(id);
    if (!user) return false;
    const next = this.claimsOf(user, to);
    if (next.some(([map, key]) => map.has(key) && map.get(key) !== id)) return false;
    for (const [map, key] of this.claimsOf(user, from)) if (map.get(key) === id) map.delete(key);
    for (const [map, key] of next) map.set(key, id);
    user.email = to.toLowerCase();
    user.updatedAt = updatedAt;
    user.emailChangedAt = updatedAt;
    return true;
  }
  async setPaymentsInfo(id: string, paymentsInfo: PaymentsInfoRecord, previousUpdatedAt: string | undefined) {
    const user = this.byId.get(id);
    if (!user || user.finance?.paymentsInfo?.updatedAt !== previousUpdatedAt) return undefined;
    user.finance = { ...user.finance, paymentsInfo: copy(paymentsInfo) };
    user.updatedAt = paymentsInfo.updatedAt;
    return copy(user);
  }
  async designateRole(
    id: string,
    organizationId: string,
    fromRoles: readonly Role[],
    role: Role,
    updatedAt: string,
  ) {
    const user = this.byId.get(id);
    if (!user || user.organizationId !== organizationId || !fromRoles.includes(user.role)) return undefined;
    user.role = role;
    user.updatedAt = updatedAt;
    return copy(user);
  }
  async updateMember(read: UserRecord, patch: MemberPatch) {
    const user = this.byId.get(read.id);
    if (
      !user ||
      user.updatedAt !== read.updatedAt ||
      user.role !== read.role ||
      user.invitation?.tokenHash !== read.invitation?.tokenHash ||
      user.disabledAt !== read.disabledAt
    )
      return undefined;
    const target = user as unknown as Record<string, unknown>;
    for (const [field, value] of Object.entries(patch)) {
      if (value === null) delete target[field];
      else if (value !== undefined) target[field] = copy(value);
    }
    return copy(user);
  }
  private require(id: string) {
    const user = this.byId.get(id);
    if (!user) throw new Error(`no user ${id}`);
    return user;
  }
}

export class InMemoryOrganizations implements OrganizationRepository {
  readonly byId = new Map<string, OrganizationRecord>();
  async get(id: string) {
    return copy(this.byId.get(id));
  }
  async getMany(ids: readonly string[]) {
    return ids.flatMap((id) => copy(this.byId.get(id)) ?? []);
  }
  async put(org: OrganizationRecord) {
    this.byId.set(org.id, copy(org));
  }
  async setLocation(id: string, location: OrganizationLocationRecord, updatedAt: string) {
    return this.replaceByType(id, 'locations', location, updatedAt);
  }
  async setContact(id: string, contact: OrganizationContactRecord, updatedAt: string) {
    return this.replaceByType(id, 'contacts', contact, updatedAt);
  }
  private replaceByType<F extends 'locations' | 'contacts'>(
    id: string,
    field: F,
    entry: NonNullable<OrganizationRecord[F]>[number],
    updatedAt: string,
  ) {
    const org = this.byId.get(id);
    if (!org) return undefined;
    const others = (org[field] ?? []).filter((e) => e.type !== entry.type);
    const next = { ...org, [field]: [...others, copy(entry)], updatedAt };
    this.byId.set(id, next);
    return copy(next);
  }
  async updateApplication(
    id: string,
    expectedStatus: OrganizationApplicationStatus,
    patch: OrganizationApplicationPatch,
  ) {
    const org = this.byId.get(id);
    if (!org || (org.application?.status ?? 'NotStarted') !== expectedStatus) return undefined;
    const next: Record<string, unknown> = { ...org };
    for (const [field, value] of Object.entries(patch)) {
      if (value === undefined) delete next[field];
      else next[field] = copy(value);
    }
    this.byId.set(id, JSON.parse(JSON.stringify(next)) as OrganizationRecord);
    return copy(this.byId.get(id));
  }
  async listByApplicationStatus(status: OrganizationApplicationStatus, limit: number) {
    const waitingSince = (o: OrganizationRecord) => `${o.application?.submittedAt ?? o.updatedAt}#${o.id}`;
    return [...this.byId.values()]
      .filter((o) => status !== 'NotStarted' && o.application?.status === status)
      .sort((a, b) => waitingSince(a).localeCompare(waitingSince(b)))
      .slice(0, limit)
      .map(copy);
  }
}

export class InMemorySessions implements SessionRepository {
  readonly byHash = new Map<string, SessionRecord>();
  async create(session: SessionRecord) {
    if (this.byHash.has(session.tokenHash)) throw new Error('session exists');
    this.byHash.set(session.tokenHash, copy(session));
  }
  async get(tokenHash: string) {
    return copy(this.byHash.get(tokenHash));
  }
  async extend(tokenHash: string, expiresAt: string, now: string) {
    const s = this.byHash.get(tokenHash);
    if (!s || s.revokedAt || !(s.renewableUntil > now)) return false;
    s.expiresAt = expiresAt;
    return true;
  }
  async revoke(tokenHash: string, revokedAt: string) {
    const s = this.byHash.get(tokenHash);
    if (s) s.revokedAt ??= revokedAt;
  }
  async listForUser(userId: string) {
    return [...this.byHash.values()].filter((s) => s.userId === userId).map(copy);
  }
  async revokeAllForUser(userId: string, revokedAt: string) {
    let count = 0;
    for (const s of this.byHash.values()) {
      if (s.userId !== userId || s.revokedAt) continue;
      s.revokedAt = revokedAt;
      count++;
    }
    return count;
  }
}

export class InMemoryOneTimeTokens implements OneTimeTokenRepository {
  readonly byHash = new Map<string, OneTimeTokenRecord>();
  async put(token: OneTimeTokenRecord) {
    if (this.byHash.has(token.tokenHash)) throw new Error('token exists');
    this.byHash.set(token.tokenHash, copy(token));
  }
  async get(tokenHash: string) {
    return copy(this.byHash.get(tokenHash));
  }
  async consume(tokenHash: string, usedAt: string) {
    const t = this.byHash.get(tokenHash);
    if (!t || t.usedAt) return false;
    t.usedAt = usedAt;
    return true;
  }
  async markRefreshed(tokenHash: string, at: string) {
    const t = this.byHash.get(tokenHash);
    if (!t || t.refreshedAt) return false;
    t.refreshedAt = at;
    return true;
  }
  async unmarkRefreshed(tokenHash: string, at: string) {
    const t = this.byHash.get(tokenHash);
    if (t?.refreshedAt === at) delete t.refreshedAt;
  }
  readonly lastRequested = new Map<string, RequestedLinkRecord>();
  async getLastRequested(subject: string) {
    return copy(this.lastRequested.get(subject));
  }
  async putLastRequested(link: RequestedLinkRecord, previous: RequestedLinkRecord | undefined) {
    const current = this.lastRequested.get(link.subject);
    const expected = current?.jobId === link.jobId || current?.tokenHash === previous?.tokenHash;
    if (!expected) return false;
    this.lastRequested.set(link.subject, copy(link));
    return true;
  }
}

export class InMemoryShortCodes implements ShortCodeRepository {
  readonly byUser = new Map<string, ShortCodeRecord>();
  async put(code: ShortCodeRecord) {
    this.byUser.set(code.userId, copy(code));
  }
  async get(userId: string) {
    return copy(this.byUser.get(userId));
  }
  async takeAttempt(userId: string, maxAttempts: number) {
    const c = this.byUser.get(userId);
    if (!c || c.usedAt || c.attempts >= maxAttempts) return undefined;
    c.attempts += 1;
    return copy(c);
  }
  async consume(userId: string, codeHash: string, usedAt: string) {
    const c = this.byUser.get(userId);
    if (!c || c.codeHash !== codeHash || c.usedAt) return false;
    c.usedAt = usedAt;
    return true;
  }
}

export class InMemoryThrottle implements ThrottleRepository {
  readonly byKey = new Map<string, ThrottleRecord>();
  async get(key: string) {
    return copy(this.byKey.get(key));
  }
  /** Same contract as the DynamoDB adapter: count inside the window, else open a new one. */
  async countAttempt(key: string, now: string, windowSeconds: number, maxFailures: number) {
    const windowMs = windowSeconds * 1000;
    const nowMs = new Date(now).getTime();
    const cutoff = new Date(nowMs - windowMs).toISOString();
    const lockedUntil = new Date(nowMs + windowMs).toISOString();
    const current = this.byKey.get(key);
    const record: ThrottleRecord =
      current && current.windowStart > cutoff
        ? { ...current, failures: current.failures + 1 }
        : { key, failures: 1, windowStart: now };
    if (record.failures >= maxFailures && !record.lockedUntil) record.lockedUntil = lockedUntil;
    this.byKey.set(key, record);
    return copy(record);
  }
  async clear(key: string) {
    this.byKey.delete(key);
  }
}

/**
 * Link requests as queued (claim links in `jobs`, client sign-in links in `signInJobs`); a test
 * runs them (the claim link worker) when it wants.
 */
export class InMemoryClaimLinkQueue implements ClaimLinkQueue {
  readonly jobs: ClaimLinkJob[] = [];
  readonly signInJobs: ClientSignInLinkJob[] = [];
  async send(job: LinkRequestJob) {
    if (job.kind === 'clientSignIn') this.signInJobs.push(copy(job));
    else this.jobs.push(copy(job));
  }
  /** Take every queued claim link job out, oldest first. */
  take(): ClaimLinkJob[] {
    return this.jobs.splice(0);
  }
  /** Take every queued sign-in link job out, oldest first. */
  takeSignIns(): ClientSignInLinkJob[] {
    return this.signInJobs.splice(0);
  }
}

export class InMemoryMailQueue implements MailQueue {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail) {
    this.sent.push(copy(mail));
  }
  /** Messages to one address, oldest first. */
  to(address: string) {
    return this.sent.filter((m) => m.to.includes(address));
  }
  last(address: string) {
    const all = this.to(address);
    const mail = all[all.length - 1];
    if (!mail) throw new Error(`no mail to ${address}`);
    return mail;
  }
}

/**
 * Predictable randomness: ids and tokens count up; short codes come from a queue the test can
 * fill, else a fixed sequence of distinct codes (letters that never occur in hex or ISO dates).
 */
/** The first policy code SequenceRandom draws: a world's first bound policy is ALM-{program}-{year}-00000001Y. */
export const FIRST_POLICY_CODE = policyCodeFromBytes(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 1]));

export class SequenceRandom implements Random {
  private n = 0;
  private codeIndex = 0;
  readonly nextCodes: string[] = [];
  static readonly defaultCodes = ['KMNPQ', 'RSUVW', 'XYKMN', 'PQRSU', 'VWXYK', 'MNPQR', 'SUVWX', 'YKMNP'];
  id() {
    return `id-${++this.n}`;
  }
  token() {
    return `tok${++this.n}x${'q'.repeat(20)}`;
  }
  shortCode() {
    return (
      this.nextCodes.shift() ??
      SequenceRandom.defaultCodes[this.codeIndex++ % SequenceRandom.defaultCodes.length]!
    );
  }
  /** Policy codes to answer first (a test of a collision); then distinct codes counting up (FIRST_POLICY_CODE …). */
  readonly nextPolicyCodes: string[] = [];
  private policyCodes = 0;
  policyCode() {
    const n = ++this.policyCodes;
    return (
      this.nextPolicyCodes.shift() ?? policyCodeFromBytes(Uint8Array.from([0, 0, 0, 0, 0, 0, n >> 5, n]))
    );
  }
}

/**
 * A fast stand-in for scrypt: salted, distinctive, and never contains the password. Hashes of
 * the older scheme `fakehash-v1` verify and ask to be rehashed.
 */
export function fakePasswordHasher(): PasswordHasher {
  let salt = 0;
  const digest = (password: string, s: string) =>
    createHash('sha256').update(`${s}:${password}`).digest('hex');
  return {
    async hash(password) {
      const s = `salt${++salt}`;
      return `fakehash$${s}$${digest(password, s)}`;
    },
    async verify(password, stored) {
      const [scheme, s, d] = (stored ?? '').split('$');
      return (scheme === 'fakehash' || scheme === 'fakehash-v1') && !!s && d === digest(password, s);
    },
    needsRehash: (stored) => stored.startsWith('fakehash-v1$'),
  };
}

export const testDigest: TokenDigest = (token) => createHash('sha256').update(token).digest('hex');

export class SwitchableBotCheck implements BotCheck {
  pass = true;
  async verify() {
    return this.pass;
  }
}

/** One line a use case logged: level, message, the fields it gave. */
export interface RecordedLogLine {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  fields: LogFields;
}

/** A logger that keeps what use cases log (no request context: the handlers' tests cover that). */
/** The in-memory world's referral ratio (core's default is 2; see where it is used). */
export const TEST_PRICE_RANGE_REFERRAL_RATIO = DEFAULT_PRICE_RANGE_REFERRAL_RATIO + 0.5;

export class RecordingLogger implements Logger {
  readonly lines: RecordedLogLine[] = [];
  private line =
    (level: RecordedLogLine['level']) =>
    (message: string, fields: LogFields = {}) => {
      this.lines.push({ level, message, fields });
    };
  debug = this.line('debug');
  info = this.line('info');
  warn = this.line('warn');
  error = this.line('error');
  withContext<T>(_context: LogContext, fn: () => Promise<T>): Promise<T> {
    return fn();
  }
}

/** One call a repository received: which repository, which method, and its arguments. */
export interface RepositoryCall {
  repository: string;
  method: string;
  args: unknown[];
}

/** Wrap a repository so that every call and its arguments are logged (to prove what it saw). */
function recorded<T extends object>(name: string, target: T, log: RepositoryCall[]): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        log.push({ repository: name, method: String(prop), args: copy(args) });
        return (value as (...a: unknown[]) => unknown).apply(obj, args);
      };
    },
  });
}

export interface InMemoryWorld {
  ports: Ports;
  clock: TestClock;
  random: SequenceRandom;
  mail: InMemoryMailQueue;
  botCheck: SwitchableBotCheck;
  store: {
    users: InMemoryUsers;
    organizations: InMemoryOrganizations;
    sessions: InMemorySessions;
    oneTimeTokens: InMemoryOneTimeTokens;
    shortCodes: InMemoryShortCodes;
    throttle: InMemoryThrottle;
    quotes: InMemoryQuotes;
    pricingRequests: InMemoryPricingRequests;
    pricingLeases: InMemoryPricingLeases;
    premiumIndicationRequests: InMemoryPremiumIndicationRequests;
    feedback: InMemoryFeedback;
    contracts: InMemoryContracts;
    uploads: InMemoryUploads;
    commissions: InMemoryCommissions;
    counters: InMemoryCounters;
    forms: InMemoryForms;
    claims: InMemoryClaims;
    dataUpdateRuns: InMemoryDataUpdateRuns;
    exposures: InMemoryExposureBook;
  };
  /** The data update job's dataset updater (no dataset configured until a test adds one). */
  datasetUpdater: FakeDatasetUpdater;
  files: InMemoryFileStore;
  weather: FakeWeatherSource;
  pricingQueue: InMemoryPricingQueue;
  claimLinkQueue: InMemoryClaimLinkQueue;
  pricingSettings: ReturnType<typeof testPricingSettings>;
  logger: RecordingLogger;
  /** Every repository call, in order. */
  repositoryCalls: RepositoryCall[];
}

export function inMemoryWorld(
  options: {
    start?: Date | string;
    webUrl?: string;
    operationsEmail?: string;
    liftApplicationDeadline?: boolean;
    automaticApprovalLimitDollars?: number;
    priceRangeReferralRatio?: number;
    clientBankInfoFeature?: boolean;
    /** Default true: the fake weather source answers `demo` unless a test says `observed`. */
    allowDemoWeather?: boolean;
    /** Aggregate limits (core's defaults unless given). */
    accumulation?: { cellLimitDollars?: number; regionLimitDollars?: number; referralShare?: number };
  } = {},
): InMemoryWorld {
  const clock = testClock(options.start);
  const random = new SequenceRandom();
  const mail = new InMemoryMailQueue();
  const botCheck = new SwitchableBotCheck();
  const organizations = new InMemoryOrganizations();
  const contracts = new InMemoryContracts();
  const store = {
    users: new InMemoryUsers(organizations),
    organizations,
    sessions: new InMemorySessions(),
    oneTimeTokens: new InMemoryOneTimeTokens(),
    shortCodes: new InMemoryShortCodes(),
    throttle: new InMemoryThrottle(),
    quotes: new InMemoryQuotes(),
    pricingRequests: new InMemoryPricingRequests(),
    pricingLeases: new InMemoryPricingLeases(),
    premiumIndicationRequests: new InMemoryPremiumIndicationRequests(),
    feedback: new InMemoryFeedback(),
    contracts,
    uploads: new InMemoryUploads(),
    commissions: new InMemoryCommissions(),
    counters: new InMemoryCounters(),
    forms: new InMemoryForms(),
    claims: new InMemoryClaims(contracts),
    dataUpdateRuns: new InMemoryDataUpdateRuns(),
    exposures: new InMemoryExposureBook(),
  };
  const datasetUpdater = new FakeDatasetUpdater();
  const files = new InMemoryFileStore();
  const weather = new FakeWeatherSource();
  const pricingQueue = new InMemoryPricingQueue();
  const claimLinkQueue = new InMemoryClaimLinkQueue();
  const pricingSettings = testPricingSettings();
  const repositoryCalls: RepositoryCall[] = [];
  const logger = new RecordingLogger();
  const ports: Ports = {
    users: recorded('users', store.users, repositoryCalls),
    organizations: recorded('organizations', store.organizations, repositoryCalls),
    sessions: recorded('sessions', store.sessions, repositoryCalls),
    oneTimeTokens: recorded('oneTimeTokens', store.oneTimeTokens, repositoryCalls),
    shortCodes: recorded('shortCodes', store.shortCodes, repositoryCalls),
    throttle: recorded('throttle', store.throttle, repositoryCalls),
    clock,
    random,
    hasher: fakePasswordHasher(),
    digest: testDigest,
    botCheck,
    mailQueue: mail,
    claimLinkQueue,
    webUrl: options.webUrl ?? 'https://almanac.test',
    weather,
    states: async () => boxStateLocator,
    quotes: recorded('quotes', store.quotes, repositoryCalls),
    pricingRequests: recorded('pricingRequests', store.pricingRequests, repositoryCalls),
    pricingLeases: store.pricingLeases,
    pricingQueue,
    pricingSettings,
    premiumIndicationRequests: recorded(
      'premiumIndicationRequests',
      store.premiumIndicationRequests,
      repositoryCalls,
    ),
    feedback: recorded('feedback', store.feedback, repositoryCalls),
    operationsEmail: options.operationsEmail ?? 'operations@almanac.test',
    logger,
    contracts: recorded('contracts', store.contracts, repositoryCalls),
    uploads: recorded('uploads', store.uploads, repositoryCalls),
    files,
    cipher: fakeCipher,
    documents: fakeDocumentRenderer,
    sha256: testSha256,
    liftApplicationDeadline: options.liftApplicationDeadline ?? false,
    automaticApprovalLimitDollars:
      options.automaticApprovalLimitDollars ?? DEFAULT_AUTOMATIC_APPROVAL_LIMIT_DOLLARS,
    // The fake climate's own ranges sit near core's 2 (a stationary tail layer over 30 against 79
    // years, e.g. 2.004): 2.5 keeps fixtures off that edge; referral tests set the range they test.
    priceRangeReferralRatio: options.priceRangeReferralRatio ?? TEST_PRICE_RANGE_REFERRAL_RATIO,
    commissions: recorded('commissions', store.commissions, repositoryCalls),
    counters: store.counters,
    clientBankInfoFeature: options.clientBankInfoFeature ?? false,
    allowDemoWeather: options.allowDemoWeather ?? true,
    forms: recorded('forms', store.forms, repositoryCalls),
    claims: recorded('claims', store.claims, repositoryCalls),
    dataUpdateRuns: recorded('dataUpdateRuns', store.dataUpdateRuns, repositoryCalls),
    datasetUpdater,
    exposures: store.exposures,
    accumulationLimits: resolveAccumulationLimits(options.accumulation),
  };
  return {
    datasetUpdater,
    files,
    ports,
    clock,
    random,
    mail,
    botCheck,
    store,
    weather,
    pricingQueue,
    claimLinkQueue,
    pricingSettings,
    logger,
    repositoryCalls,
  };
}

/**
 * The exposure ports of pricing with an empty book (in memory): for tests and the bench that price
 * without a world, where the accumulation check and the book cost a few reads and find nothing.
 */
export const emptyExposureBook = () => ({
  exposures: new InMemoryExposureBook(),
  contracts: new InMemoryContracts(),
  clock: { now: () => new Date() },
  logger: new RecordingLogger(),
  accumulationLimits: resolveAccumulationLimits(),
});
