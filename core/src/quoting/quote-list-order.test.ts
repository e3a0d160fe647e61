import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.js';
import { compareCodePoints } from './quote-list-order.js';

/** UTF-8 byte order: how DynamoDB compares sort keys. */
function compareUtf8(a: string, b: string): number {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

describe('compareCodePoints', () => {
  it('orders as DynamoDB orders sort keys (UTF-8 bytes), characters above U+FFFF included', () => {
    const alphabet = ['\u0001', '0', '9', 'a', 'z', 'é', 'ó', '\ud7ff', '\ue000', '\uffff', '😀', '𝔸'];
    const random = mulberry32(28);
    const text = () =>
      Array.from(
        { length: Math.floor(random() * 6) },
        () => alphabet[Math.floor(random() * alphabet.length)]!,
      ).join('');
    for (let i = 0; i < 5000; i++) {
      const a = text();
      const b = random() < 0.2 ? a + text() : text();
      expect(Math.sign(compareCodePoints(a, b)), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(
        Math.sign(compareUtf8(a, b)),
      );
    }
    // UTF-16 order alone puts the emoji (surrogates) before U+FFFF; code points put it after.
    expect(compareCodePoints('😀', '\uffff')).toBeGreaterThan(0);
  });
});
