/**
 * Whether a premium indication can be bought now (docs/requirements.md#purchase-availability,
 * #validation-begin-application): Begin Application on the quote page and the selectable cards of
 * Apply for Coverage.
 */
import type { ProgramCode } from '../pricing/programs.js';
import { APPLICATION_DEADLINE_DAYS, periodDays, quotingToday } from './policy-period.js';

/** Inception must be within this many days of today. */
export const INCEPTION_WINDOW_DAYS = 60;
/** A premium indication created this many days (or more) before inception has expired. */
export const QUOTE_EXPIRY_DAYS = 120;

export const purchaseBlockMessages = {
  inceptionWindow: 'You can only purchase coverage for an inception date within 60 days of today.',
  deadlinePassed: (applicationDeadlineDays: number) =>
    `The application deadline has passed. Deadline is ${applicationDeadlineDays} days from the inception date.`,
  expired:
    'This premium indication was created 120 days before the inception date and will need to be recreated. Please create a new premium indication.',
  noBind: 'You do not have the permissions to bind this quote. Please contact your organization admin.',
  noClient: 'Attach a client to this premium indication to begin an application.',
  submitted: 'An application has already been submitted for this premium indication.',
} as const;

export type PurchaseBlock = keyof typeof purchaseBlockMessages;

export interface PurchasableQuote {
  readonly program: ProgramCode;
  readonly createdAt: string;
  readonly riskPeriod: { readonly startDate: string };
  readonly applicationDeadline: string;
  readonly clientId?: string | null;
  readonly frozenAt?: string | null;
}

export interface PurchaseContext {
  readonly now: Date;
  readonly canBind: boolean;
  /** The liftApplicationDeadline flag: lifts the three date rules. */
  readonly liftApplicationDeadline?: boolean;
  /** Apply for Coverage picks the client itself; Begin Application needs one attached. */
  readonly requireClient?: boolean;
}

/** Days from `a` to `b` (calendar dates), negative when b is before a. */
const daysBetween = (a: string, b: string) => periodDays(a, b) - 1;

/** The date rules only: why the quote cannot be bought now, or null. */
export function purchaseDateBlock(
  quote: PurchasableQuote,
  now: Date,
): Extract<PurchaseBlock, 'inceptionWindow' | 'deadlinePassed' | 'expired'> | null {
  const today = quotingToday(now);
  const start = quote.riskPeriod.startDate;
  if (daysBetween(today, start) > INCEPTION_WINDOW_DAYS) return 'inceptionWindow';
  if (today > quote.applicationDeadline) return 'deadlinePassed';
  if (daysBetween(quote.createdAt.slice(0, 10), start) >= QUOTE_EXPIRY_DAYS) return 'expired';
  return null;
}

/**
 * The first reason Begin Application is disabled (in the tooltip order of
 * docs/requirements.md#purchase-availability), or null.
 */
export function purchaseBlock(quote: PurchasableQuote, ctx: PurchaseContext): PurchaseBlock | null {
  if (quote.frozenAt) return 'submitted';
  if (!ctx.liftApplicationDeadline) {
    const dates = purchaseDateBlock(quote, ctx.now);
    if (dates) return dates;
  }
  if (!ctx.canBind) return 'noBind';
  if (ctx.requireClient !== false && !quote.clientId) return 'noClient';
  return null;
}

/** The tooltip text for a block. */
export function purchaseBlockMessage(block: PurchaseBlock, program: ProgramCode): string {
  const m = purchaseBlockMessages[block];
  return typeof m === 'function' ? m(APPLICATION_DEADLINE_DAYS[program]) : m;
}
