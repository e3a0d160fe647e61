/**
 * The claim number a signed loss report receives (docs/requirements.md#claims; docs/decisions.md,
 * issue 27): `CLM-{year}-{code}`, the code drawn as a policy number's is (random, from a crypto
 * source, with its check character), so it tells nothing of other claims and cannot be guessed.
 */
import { policyCheckCharacter } from '../applications/policy-number.js';

export const CLAIM_NUMBER_PATTERN = /^CLM-(\d{4})-([0-9A-HJKMNP-TV-Z]{9})$/;

/** e.g. CLM-2026-7K3M9QXR0 (`code` from policyCodeFromBytes, as the policy number's). */
export const formatClaimNumber = (year: number, code: string): string => `CLM-${year}-${code}`;

/** A well-formed claim number, its check character right. */
export function isClaimNumber(value: string): boolean {
  const match = CLAIM_NUMBER_PATTERN.exec(value);
  if (!match) return false;
  const code = match[2]!;
  return policyCheckCharacter(code.slice(0, -1)) === code.slice(-1);
}
