/**
 * Seeding for the demo climate: hashing helpers that turn a stream name, a grid cell and a year
 * into a seed for core's mulberry32 generator.
 */

/** FNV-1a hash of a string (32 bits). */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes an integer into a 32-bit hash (murmur3 finaliser steps). */
export function mixHash(hash: number, value: number): number {
  let h = Math.imul(hash ^ (value | 0), 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Standard normal variates from a uniform source (Box-Muller, both values used). */
export function normalSource(uniform: () => number): () => number {
  let spare = 0;
  let hasSpare = false;
  return () => {
    if (hasSpare) {
      hasSpare = false;
      return spare;
    }
    const u = 1 - uniform(); // (0, 1]
    const v = uniform();
    const r = Math.sqrt(-2 * Math.log(u));
    spare = r * Math.sin(2 * Math.PI * v);
    hasSpare = true;
    return r * Math.cos(2 * Math.PI * v);
  };
}
