import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeShortCode,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
  shortCodeFromBytes,
  tokenLifetimeSeconds,
} from './tokens.js';

describe('short code constants', () => {
  it('the one-time passcode is 5 characters (docs/requirements.md#constants)', () => {
    expect(SHORT_CODE_LENGTH).toBe(5);
  });

  it('the alphabet is upper-case letters and digits without look-alikes, no repeats', () => {
    expect(SHORT_CODE_ALPHABET).toMatch(/^[A-Z0-9]+$/);
    expect(new Set(SHORT_CODE_ALPHABET).size).toBe(SHORT_CODE_ALPHABET.length);
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(SHORT_CODE_ALPHABET).not.toContain(ambiguous);
  });

  it('token lifetimes: short code and confirm link 24 h, reset 1 h, login 10 min', () => {
    expect(tokenLifetimeSeconds.CONFIRM_SHORTCODE).toBe(24 * 3600);
    expect(tokenLifetimeSeconds.CONFIRM).toBe(24 * 3600);
    expect(tokenLifetimeSeconds.RESET).toBe(3600);
    expect(tokenLifetimeSeconds.LOGIN).toBe(600);
  });
});

describe('shortCodeFromBytes', () => {
  const bytesArb = fc.uint8Array({ minLength: SHORT_CODE_LENGTH, maxLength: 64 });

  it('gives 5 characters from the alphabet', () => {
    fc.assert(
      fc.property(bytesArb, (bytes) => {
        const code = shortCodeFromBytes(bytes);
        expect(code).toHaveLength(SHORT_CODE_LENGTH);
        for (const ch of code) expect(SHORT_CODE_ALPHABET).toContain(ch);
      }),
    );
  });

  it('is deterministic for the same bytes', () => {
    fc.assert(
      fc.property(bytesArb, (bytes) => {
        expect(shortCodeFromBytes(Uint8Array.from(bytes))).toBe(shortCodeFromBytes(bytes));
      }),
    );
  });

  it('uses only the first 5 bytes', () => {
    fc.assert(
      fc.property(bytesArb, fc.uint8Array({ maxLength: 16 }), (bytes, extra) => {
        const longer = new Uint8Array([...bytes.slice(0, SHORT_CODE_LENGTH), ...extra]);
        expect(shortCodeFromBytes(longer)).toBe(shortCodeFromBytes(bytes));
      }),
    );
  });

  it('known values: byte i maps to alphabet[i mod alphabet length]', () => {
    expect(shortCodeFromBytes(new Uint8Array([0, 0, 0, 0, 0]))).toBe(SHORT_CODE_ALPHABET[0]!.repeat(5));
    expect(shortCodeFromBytes(new Uint8Array([0, 1, 2, 3, 4]))).toBe(SHORT_CODE_ALPHABET.slice(0, 5));
    const n = SHORT_CODE_ALPHABET.length;
    expect(shortCodeFromBytes(new Uint8Array([n, n + 1, 255, n - 1, 2 * n]))).toBe(
      SHORT_CODE_ALPHABET[0]! +
        SHORT_CODE_ALPHABET[1]! +
        SHORT_CODE_ALPHABET[255 % n]! +
        SHORT_CODE_ALPHABET[n - 1]! +
        SHORT_CODE_ALPHABET[0]!,
    );
  });

  it('different bytes can give different codes (every alphabet character is reachable)', () => {
    const seen = new Set<string>();
    for (let b = 0; b < 256; b++) seen.add(shortCodeFromBytes(new Uint8Array([b, 0, 0, 0, 0]))[0]!);
    expect(seen.size).toBe(SHORT_CODE_ALPHABET.length);
  });

  it.each([0, 1, 4])('rejects %i bytes', (n) => {
    expect(() => shortCodeFromBytes(new Uint8Array(n))).toThrow();
  });
});

describe('normalizeShortCode', () => {
  it('upper-cases and drops whitespace anywhere', () => {
    expect(normalizeShortCode('abcde')).toBe('ABCDE');
    expect(normalizeShortCode(' ab cd e ')).toBe('ABCDE');
    expect(normalizeShortCode('ab\tc\nde')).toBe('ABCDE');
    expect(normalizeShortCode('AB2DE')).toBe('AB2DE');
  });

  it('is idempotent and leaves generated codes unchanged', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: SHORT_CODE_LENGTH, maxLength: SHORT_CODE_LENGTH }), (bytes) => {
        const code = shortCodeFromBytes(bytes);
        expect(normalizeShortCode(code)).toBe(code);
        expect(normalizeShortCode(code.toLowerCase())).toBe(code);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(normalizeShortCode(normalizeShortCode(s))).toBe(normalizeShortCode(s));
      }),
    );
  });
});
