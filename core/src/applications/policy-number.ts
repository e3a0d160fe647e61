/**
 * The policy number (docs/requirements.md#binding leaves its form open; docs/decisions.md, issue
 * 26): `ALM-{program}-{year}-{code}`, program and the inception's year visible, then a random
 * code of POLICY_CODE_RANDOM_LENGTH characters from a crypto source and one check character. The
 * code reveals neither how many policies were sold nor its neighbours' numbers; the check
 * character catches a mistyped character or two swapped neighbours before anything is looked up.
 * Numbers issued before issue 26 (`ALM-HPC-2027-000042`, a sequence) stay valid.
 */
import type { ProgramCode } from '../pricing/programs.js';

/** Crockford's base 32: digits and capitals without I, L, O, U (nothing to misread). */
export const POLICY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Random characters of a policy code (40 bits: a guess hits one of a million policies once in a million tries). */
export const POLICY_CODE_RANDOM_LENGTH = 8;
/** Random bytes one code takes (one a character: 256 is a multiple of 32, so each is uniform). */
export const POLICY_CODE_BYTES = POLICY_CODE_RANDOM_LENGTH;
/** Fresh codes bindContract draws when the number it drew is taken already (a collision). */
export const POLICY_NUMBER_ATTEMPTS = 5;

const CODE = `[${POLICY_CODE_ALPHABET}]{${POLICY_CODE_RANDOM_LENGTH + 1}}`;
/** A policy number as issued since issue 26 (the check character is verified by isPolicyNumber). */
export const POLICY_NUMBER_PATTERN = new RegExp(`^ALM-(HPC|LPC|HTC|LTC)-(\\d{4})-(${CODE})$`);
/** A policy number issued before issue 26: a sequence of six or more digits. */
export const SEQUENTIAL_POLICY_NUMBER_PATTERN = /^ALM-(HPC|LPC|HTC|LTC)-(\d{4})-(\d{6,})$/;

/** Luhn mod 32 over the alphabet: catches any one wrong character and most swaps of neighbours. */
export function policyCheckCharacter(code: string): string {
  const n = POLICY_CODE_ALPHABET.length;
  let sum = 0;
  let double = true;
  for (let i = code.length - 1; i >= 0; i--) {
    const value = POLICY_CODE_ALPHABET.indexOf(code[i]!);
    if (value < 0) throw new Error(`"${code[i]}" is not a policy code character`);
    const added = double ? value * 2 : value;
    sum += Math.floor(added / n) + (added % n);
    double = !double;
  }
  return POLICY_CODE_ALPHABET[(n - (sum % n)) % n]!;
}

/** A policy code (random part and check character) from POLICY_CODE_BYTES random bytes. */
export function policyCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < POLICY_CODE_BYTES) throw new Error(`a policy code takes ${POLICY_CODE_BYTES} bytes`);
  let code = '';
  for (let i = 0; i < POLICY_CODE_RANDOM_LENGTH; i++) code += POLICY_CODE_ALPHABET[bytes[i]! % 32];
  return code + policyCheckCharacter(code);
}

/** e.g. ALM-HPC-2027-7K3M9QXR0 (`code` from policyCodeFromBytes). */
export const formatPolicyNumber = (program: ProgramCode, year: number, code: string): string =>
  `ALM-${program}-${year}-${code}`;

/** A well-formed policy number: a new one with its check character right, or an old sequential one. */
export function isPolicyNumber(value: string): boolean {
  if (SEQUENTIAL_POLICY_NUMBER_PATTERN.test(value)) return true;
  const match = POLICY_NUMBER_PATTERN.exec(value);
  if (!match) return false;
  const code = match[3]!;
  return policyCheckCharacter(code.slice(0, -1)) === code.slice(-1);
}

/** The unique name a policy number holds while it is in use (bindContract writes it if absent). */
export const policyNumberClaimName = (policyNumber: string): string => `policy-number#${policyNumber}`;

/**
 * The short reference a person reads for an application (page headers): "APP-" and the id's first
 * 8 letters and digits, upper case ("APP-3F9A21C0"), never the whole internal id. Not a key: the
 * pages still address the application by its id.
 */
export function applicationReference(id: string): string {
  const head = id
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  return `APP-${head || '—'}`;
}
