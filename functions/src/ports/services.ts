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
