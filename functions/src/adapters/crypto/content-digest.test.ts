import { describe, expect, it } from 'vitest';
import { sha256ContentDigest } from './content-digest.js';

describe('sha256ContentDigest', () => {
  it('is the hex SHA-256 of the exact bytes', () => {
    expect(sha256ContentDigest(new Uint8Array(0))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(sha256ContentDigest(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('changes with one byte', () => {
    expect(sha256ContentDigest(Uint8Array.from([1, 2, 3]))).not.toBe(
      sha256ContentDigest(Uint8Array.from([1, 2, 4])),
    );
  });
});
