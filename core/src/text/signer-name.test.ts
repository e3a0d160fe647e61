import { describe, expect, it } from 'vitest';
import { normalizeSignerName, signatureMatchesName, signatureNameMismatchMessage } from './signer-name.js';

describe('a typed signature is the signer’s name on record (issue 27 item 5)', () => {
  it.each([
    ['Dana Reyes', 'Dana', 'Reyes'],
    ['  dana    REYES ', 'Dana', 'Reyes'],
    ['José Núñez', 'Jose', 'Nunez'],
    ['Jose Nunez', 'José', 'Núñez'],
    ["Dana O'Neil-Reyes", 'Dana', 'ONeil Reyes'],
    ['dana o’neil reyes', 'Dana', "O'Neil-Reyes"],
    ['Dana Q. Reyes', 'Dana', 'Reyes'],
    ['Mary Ann Smith', 'Mary Ann', 'Smith'],
  ])('%j signs for %s %s', (typed, first, last) =>
    expect(signatureMatchesName(typed, first, last)).toBe(true),
  );

  it.each([
    ['Mickey Mouse', 'Dana', 'Reyes'],
    ['Dana', 'Dana', 'Reyes'],
    ['Reyes Dana', 'Dana', 'Reyes'],
    ['Dana Reyesx', 'Dana', 'Reyes'],
    ['Dana Reyes', 'Dana', ''],
    ['Dana a b c Reyes', 'Dana', 'Reyes'],
  ])('%j does not sign for %s %s', (typed, first, last) =>
    expect(signatureMatchesName(typed, first, last)).toBe(false),
  );

  it('any mix of case, spacing and accents of a name still matches it (property)', () => {
    const names = [
      ['Zoë', 'Brontë-Álvarez'],
      ['Ana María', 'López'],
      ['Łukasz', 'Nowak'],
    ] as const;
    for (const [first, last] of names)
      for (const variant of [
        `${first} ${last}`.toUpperCase(),
        `${first} ${last}`.toLowerCase(),
        `  ${first}\t ${last}  `,
        `${first} ${last}`.normalize('NFD'),
      ])
        expect(signatureMatchesName(variant, first, last)).toBe(true);
  });

  it('normalises to plain words and names the expected signer in the message', () => {
    expect(normalizeSignerName(' Zoë  BRONTË ')).toEqual(['zoe', 'bronte']);
    expect(signatureNameMismatchMessage('Dana', 'Reyes')).toBe(
      'Type your own name as it is on record (Dana Reyes) to sign',
    );
  });
});
