import { AppError, signatureMatchesName, signatureNameMismatchMessage } from '@almanac/core';
import type { UserRecord } from '../ports/index.js';

/**
 * A typed signature must be the signer's name on record, case, spacing, accents and punctuation
 * forgiven (core's signatureMatchesName; docs/requirements.md#broker-signature,
 * #validation-client-sign, #onboarding, #validation-claims). A signer with no first or last name
 * on record has nothing to compare with, and is not held to it (docs/decisions.md, issue 27).
 * VALIDATION_ERROR with core's message on `field` otherwise.
 */
export function assertSignerName(typed: string, signer: UserRecord, field: string): void {
  const firstName = signer.profile.firstName?.trim() ?? '';
  const lastName = signer.profile.lastName?.trim() ?? '';
  if (!firstName || !lastName) return;
  if (signatureMatchesName(typed, firstName, lastName)) return;
  const message = signatureNameMismatchMessage(firstName, lastName);
  throw new AppError('VALIDATION_ERROR', message, { fieldErrors: { [field]: message } });
}
