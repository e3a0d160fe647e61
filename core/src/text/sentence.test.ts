import { describe, expect, it } from 'vitest';
import { endSentence } from './sentence.js';

describe('endSentence', () => {
  it('adds one full stop, never a second after an abbreviation', () => {
    expect(endSentence('Acme Farms LLC')).toBe('Acme Farms LLC.');
    expect(endSentence('Harbor & Field Inc.')).toBe('Harbor & Field Inc.');
    expect(endSentence('Harbor & Field Inc. ')).toBe('Harbor & Field Inc.');
    expect(endSentence('Yes!')).toBe('Yes!');
    expect(endSentence('Smith & Co. (Tampa)')).toBe('Smith & Co. (Tampa).');
  });
});
