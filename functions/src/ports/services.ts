export interface Clock {
  now(): Date;
}

export interface Random {
  /** A new record id. */
  id(): string;
  /** A long unguessable token for links and sessions (url-safe). */
  token(): string;
  /** A 5-character code people type. */
  shortCode(): string;
  /** The random part and check character of a policy number (core's policyCodeFromBytes). */
  policyCode(): string;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches the stored hash. With `null` (no such account) it does the same
   * work against a hash that never matches, so an unknown e-mail costs what a wrong password does.
   */
  verify(password: string, hash: string | null): Promise<boolean>;
  /** true when a stored hash was made with weaker parameters than today's. */
  needsRehash(hash: string): boolean;
}

/** One-way hash used to store tokens and codes (sha-256, hex). */
export type TokenDigest = (token: string) => string;

/** Bot check for public forms (reCAPTCHA in AWS when configured; off locally). */
/**
 * Link requests of the public forms for the claim link worker (the `claimLink` queue): a claim
 * link (inviteClientClaimForm) or a client sign-in link (requestClientSignInLink).
 */
export interface ClaimLinkQueue {
  send(job: LinkRequestJob): Promise<void>;
}

export type LinkRequestJob = ClaimLinkJob | ClientSignInLinkJob;

export interface ClaimLinkJob {
  /** Absent: the queue's first kind of job (messages queued before sign-in requests existed). */
  kind?: 'claimLink';
  /** The job's id: a retry of the job is recognised by it. */
  id: string;
  /** As validated (core's inviteClaimFormArgsSchema), not looked up yet. */
  policyNumber: string;
}

export interface ClientSignInLinkJob {
  kind: 'clientSignIn';
  id: string;
  /** As validated (core's requestClientSignInLinkSchema: trimmed, lower case), not looked up yet. */
  email: string;
}

export interface BotCheck {
  verify(token: string | undefined, remoteIp?: string): Promise<boolean>;
}

export interface OutgoingMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Links and codes the message carries, kept beside it in the local outbox for the mailbox page. */
  meta?: { links?: string[]; codes?: string[]; kind?: string };
}

/** Enqueue e-mail for the mail worker (SQS). */
export interface MailQueue {
  send(mail: OutgoingMail): Promise<void>;
}

/** Actually deliver an e-mail (SES in AWS, .eml outbox locally). Idempotent per mail id. */
export interface MailTransport {
  deliver(mail: OutgoingMail, from: string): Promise<void>;
}

/** A presigned browser upload (S3 POST policy). */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
  expiresAt: string;
}

/**
 * The file bucket (S3): uploads and generated documents. Keys are full object keys. Only
 * adapters touch S3; downloads go through short-lived signed links.
 */
export interface FileStore {
  readonly bucketName: string;
  /** A presigned POST for exactly this key, content type and at most `maxBytes`. */
  presignPost(
    key: string,
    opts: { contentType: string; maxBytes: number; expiresInSeconds: number },
  ): Promise<PresignedPost>;
  /** Size and first bytes of a stored object, or undefined when there is none. */
  inspect(key: string, firstBytes: number): Promise<{ size: number; head: Uint8Array } | undefined>;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Copy an object to another key (replacing what is there); false when the source does not exist. */
  copy(fromKey: string, toKey: string): Promise<boolean>;
  get(key: string): Promise<Uint8Array | undefined>;
  /** A signed GET link, opening the file under `fileName`. */
  signedGetUrl(key: string, opts: { fileName: string; expiresInSeconds: number }): Promise<string>;
}

/** Envelope encryption of bank and tax numbers (AWS Encryption SDK: KMS in AWS, a raw AES key locally). */
export interface FieldCipher {
  encrypt(plaintext: string, context: Record<string, string>): Promise<string>;
  decrypt(ciphertext: string, context: Record<string, string>): Promise<string>;
}

/** Renders documents as PDF (a maintained PDF library). */
export interface DocumentRenderer {
  /** The application as signed: deterministic for the same input (no creation date inside). */
  applicationPdf(doc: ApplicationDocument): Promise<Uint8Array>;
  /**
   * The policy declarations, then every page of each PDF in `appendix` (the signed application):
   * deterministic for the same input (its dates are the issue time).
   */
  policyPdf(doc: PolicyDocument, appendix: readonly Uint8Array[]): Promise<Uint8Array>;
  /** The agency's signed Agency Agreement (onboarding): deterministic for the same input. */
  agencyAgreementPdf(doc: AgencyAgreementDocument): Promise<Uint8Array>;
  /** A policyholder's signed loss report with its signature certificate: deterministic for the same input. */
  lossReportPdf(doc: LossReportDocument): Promise<Uint8Array>;
}

/** What a signed loss report shows: the claim, the report's sections, the policyholder's signature. */
export interface LossReportDocument {
  title: string;
  claimNumber: string;
  policyNumber: string;
  /** The loss report's id. */
  formId: string;
  sections: DocumentSection[];
  signatures: DocumentSignature[];
}

/** A document's label/value rows under one heading. */
export interface DocumentSection {
  heading: string;
  rows: [label: string, value: string][];
}

/**
 * One electronic signature as a signed document shows it (docs/decisions.md, issue 27): the
 * signature block (the statement agreed to, the typed name, the date) and the evidence the
 * signature certificate at the end of the document lists (who, e-mail, when, from where, the
 * consent text version and the SHA-256 of the signed content recorded at signing).
 */
export interface DocumentSignature {
  /** What was signed: the block's heading ("Broker's signature", "California D-1 notice", …). */
  heading: string;
  /** The words the signer agreed to, printed above the signed name. */
  statement: string;
  /** Acknowledgements given with the signature (e.g. the electronic records consent), with their words. */
  acknowledgements?: [label: string, text: string][];
  /** The typed name. */
  name: string;
  /** The signer's part in the sale: "Broker", "Applicant", "Agency signatory". */
  role: string;
  /** The signer's title, under the name (an agency's signatory). */
  title?: string;
  /** The date the signer gave (YYYY-MM-DD). */
  date: string;
  /** The server's time of the signature (ISO). */
  signedAt: string;
  email?: string;
  ipAddress?: string;
  userAgent?: string;
  consentVersion: string;
  /** SHA-256 (hex) of the signed content, as recorded at signing (docs/decisions.md). */
  contentSha256: string;
}

/** What the Agency Agreement PDF shows: the agreement, the agency's answers, the signature. */
export interface AgencyAgreementDocument {
  title: string;
  organizationId: string;
  agencyName: string;
  /** The agreement's clauses, in order. */
  clauses: readonly string[];
  version: string;
  sections: DocumentSection[];
  signature: DocumentSignature;
}

/** What the policy declarations show: the policy, the parties, the index terms, the money. */
export interface PolicyDocument {
  title: string;
  contractId: string;
  policyNumber: string;
  /** When the policy was bound (ISO): the document's date. */
  issuedAt: string;
  sections: DocumentSection[];
  /** A closing note (e.g. what is appended). */
  note?: string;
}

/**
 * What the application PDF shows: every answer and the coverage (`sections`: the signed content),
 * then every signature collected so far, in order (none: an unsigned draft), and, when signed, the
 * signature certificate.
 */
export interface ApplicationDocument {
  title: string;
  contractId: string;
  sections: DocumentSection[];
  signatures: DocumentSignature[];
}

/** SHA-256, hex. */
export type ContentDigest = (bytes: Uint8Array) => string;
