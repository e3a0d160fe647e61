import full from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { US_PHONE_METADATA } from './us-phone-metadata.js';

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
