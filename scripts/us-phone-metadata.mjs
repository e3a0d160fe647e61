#!/usr/bin/env node
// Writes core/src/contact/us-phone-metadata.ts: libphonenumber-js's metadata for the US alone
// (about 1 KB instead of the 80 KB of every country), which core's phone rule parses with. Run it
// after upgrading libphonenumber-js; core's us-phone-metadata.test.ts fails until it is run.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(join(dirname(fileURLToPath(import.meta.url)), '../core/package.json'));
const full = require('libphonenumber-js/metadata.min.json');
const us = {
  version: full.version,
  country_calling_codes: { 1: ['US'] },
  countries: { US: full.countries.US },
  nonGeographic: {},
};
const out = join(dirname(fileURLToPath(import.meta.url)), '../core/src/contact/us-phone-metadata.ts');
writeFileSync(
  out,
  `/**
 * libphonenumber-js's metadata for the US alone (written by scripts/us-phone-metadata.mjs from the
 * package's metadata.min.json; do not edit): US numbers are the only ones the forms take, and the
 * whole world's metadata would add 80 KB to every page.
 */
import type { MetadataJson } from 'libphonenumber-js/core';

export const US_PHONE_METADATA = ${JSON.stringify(us)} as unknown as MetadataJson;
`,
);
console.log(`wrote ${out}`);
