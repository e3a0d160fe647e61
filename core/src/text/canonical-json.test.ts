import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

describe('canonical JSON', () => {
  it('orders keys at every depth and keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 0 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"y":0,"z":1}]},"b":1}',
    );
  });

  it('gives the same text for the same content built in another order, and leaves out undefined', () => {
    expect(canonicalJson({ x: 1, y: undefined, z: 'é' })).toBe(canonicalJson({ z: 'é', x: 1 }));
    expect(canonicalJson({ rows: [['a', 'b']] })).not.toBe(canonicalJson({ rows: [['b', 'a']] }));
  });
});
