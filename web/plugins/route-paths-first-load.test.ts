import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// core's modules the web's routes read at start-up (main.tsx → app/routes.tsx → features' routes).
const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../core/src');

/** Every module `file` loads at run time (type-only imports aside), itself included. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/^(?:import|export)(?! type)[^;]*?from '([^']+)'/gms)) {
    if (specifier!.startsWith('.'))
      runtimeImports(join(dirname(file), specifier!.replace(/\.js$/, '.ts')), seen);
    else seen.add(specifier!);
  }
  return seen;
}

describe("the routes' paths load without the forms' schemas (issue 28, item 6)", () => {
  it.each([
    'applications/application-paths.ts',
    'applications/operations-paths.ts',
    'account/email-change-paths.ts',
    'claims/claim-paths.ts',
  ])('%s brings in neither zod nor the phone rules', (module) => {
    const loaded = [...runtimeImports(join(src, module))];
    expect(loaded.filter((m) => m === 'zod' || /libphonenumber|contact-fields|schemas/.test(m))).toEqual([]);
  });
});
