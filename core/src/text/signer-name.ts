/**
 * A typed signature must be the signer's name on record (docs/requirements.md#broker-signature,
 * #validation-client-sign, #onboarding, #validation-claims). Case, spacing, accents and
 * punctuation are forgiven ("josé  o'neil-reyes" signs for "Jose O'Neil Reyes"), and middle names or
 * initials may stand between the first and the last name ("Dana Q. Reyes" signs for "Dana
 * Reyes"); any other name is refused (docs/decisions.md, issue 27).
 */

/** A name reduced to its comparable words: no accents, no punctuation, lower case, single spaces. */
export function normalizeSignerName(value: string): string[] {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’'`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLocaleLowerCase('en-US')
    .split(' ')
    .filter(Boolean);
}

const startsWith = (words: string[], prefix: string[]) => prefix.every((w, i) => words[i] === w);
const endsWith = (words: string[], suffix: string[]) =>
  suffix.every((w, i) => words[words.length - suffix.length + i] === w);

/**
 * Whether `typed` signs for the person named `firstName` `lastName`: the typed words begin with the
 * first name's and end with the last name's, with at most two middle words between.
 */
export function signatureMatchesName(typed: string, firstName: string, lastName: string): boolean {
  const words = normalizeSignerName(typed);
  const first = normalizeSignerName(firstName);
  const last = normalizeSignerName(lastName);
  if (first.length === 0 || last.length === 0) return false;
  const middle = words.length - first.length - last.length;
  return middle >= 0 && middle <= 2 && startsWith(words, first) && endsWith(words, last);
}

/** What a typed signature that is not the signer's name is told. */
export const signatureNameMismatchMessage = (firstName: string, lastName: string): string =>
  `Type your own name as it is on record (${`${firstName} ${lastName}`.trim()}) to sign`;
