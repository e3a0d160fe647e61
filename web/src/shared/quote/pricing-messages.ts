/**
 * The texts of the terms flow's outcomes (docs/requirements.md#access-and-routing,
 * #error-catalogue), verbatim: the loading text, the no-offers panel, the error panel per code, the
 * High Server Load and "No option found." modals.
 */
import { ErrorCode, errorMessages, PRICING_TOOK_TOO_LONG_MESSAGE } from '@almanac/core';

export const SYNCING_TEXT = 'Syncing with data providers...';

export const NO_OFFERS_TEXT =
  "At this time, we don't have any offers available for your selected parameters. Please contact us for more details.";

export const QUOTE_ERROR_TEXT =
  'We ran into an error while trying to retrieve your premium indications. Please adjust your inputs or try again later.';

export const HIGH_SERVER_LOAD_TITLE = 'High Server Load';
export const HIGH_SERVER_LOAD_TEXT = errorMessages.RISK_OVERLOADED;

export const NO_OPTION_TITLE = 'No option found.';
export const NO_OPTION_TEXT = errorMessages.CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH;

/**
 * The server's own reason for "No option found." when it gave one (e.g. the premium above the
 * maximum rate on line, with both rates), else undefined (the catalogue's text alone).
 */
export const noOptionReason = (message: string): string | undefined =>
  message.trim() && message !== NO_OPTION_TEXT ? message : undefined;

/** The error panel's lead when the server refused the input and said why (the reason follows it). */
export const INPUT_REFUSED_TEXT = 'These terms cannot be priced as entered:';

/**
 * The error panel's text: the catalogue's for RISK_API_ERROR and INSCIPHER_ERROR; for input the
 * server refused with a reason, a lead to that reason (never "We ran into an error"); else the
 * generic one.
 */
export function pricingErrorText(code: string, message = ''): string {
  if (code === ErrorCode.VALIDATION_ERROR && message.trim()) return INPUT_REFUSED_TEXT;
  if (code === ErrorCode.RISK_API_ERROR) return errorMessages.RISK_API_ERROR;
  if (code === ErrorCode.INSCIPHER_ERROR) return errorMessages.INSCIPHER_ERROR;
  return QUOTE_ERROR_TEXT;
}

/**
 * A detail worth showing under the generic text: the server's own message for input it refused
 * (VALIDATION_ERROR carries one of the spec's messages, e.g. "Custom trigger must be below 95.3"),
 * why a queued request was given up, or that the caller priced too often.
 */
export function pricingErrorDetail(code: string, message: string): string | null {
  if (code === ErrorCode.VALIDATION_ERROR && message) return message;
  if (code === PRICING_TIMEOUT) return PRICING_TOOK_TOO_LONG_MESSAGE;
  if (code === ErrorCode.TOO_MANY_REQUESTS) return errorMessages.TOO_MANY_REQUESTS;
  return null;
}

/** The web app's own code for a queued request it stopped waiting for. */
export const PRICING_TIMEOUT = 'PRICING_TIMEOUT';
