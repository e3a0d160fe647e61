import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { US_PHONE_METADATA } from './us-phone-metadata.js';

const full = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as {
  version: number;
  countries: Record<string, unknown>;
};

describe('the US phone metadata', () => {
  it('is the installed libphonenumber-js metadata for the US (run scripts/us-phone-metadata.mjs after an upgrade)', () => {
    expect(US_PHONE_METADATA).toEqual({
      version: full.version,
      country_calling_codes: { 1: ['US'] },
      countries: { US: full.countries.US },
      nonGeographic: {},
    });
  });
});
