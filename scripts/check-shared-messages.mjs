#!/usr/bin/env node
/**
 * Fails when a user-facing text is written both in core and in the web (docs/architecture.md:
 * core is the one home of every message). It compares the string literals of core/src and
 * web/src (tests and comments left out) of 20 characters or more with a space in them; a text
 * both hold must live in core and be imported by the web. Field labels that happen to equal a
 * core label are listed in scripts/shared-strings-allowed.txt, one per line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const allowed = new Set(
  readFileSync(join(root, 'scripts/shared-strings-allowed.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#')),
);

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'testing' && entry.name !== 'test')
        yield* sources(path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield path;
    }
  }
}

/** The file without comments (a line comment starts with // not inside a string: good enough here). */
const withoutComments = (text) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

function literals(dir) {
  const found = new Map();
  for (const file of sources(join(root, dir))) {
    const text = withoutComments(readFileSync(file, 'utf8'));
    for (const m of text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.){20,})\1/g)) {
      const value = m[2];
      if (!value.includes(' ') || value.includes('${') || allowed.has(value)) continue;
      if (!found.has(value)) found.set(value, file.slice(root.length));
    }
  }
  return found;
}

const core = literals('core/src');
const web = literals('web/src');
const both = [...web.keys()].filter((value) => core.has(value));
if (both.length > 0) {
  console.error('These texts are written in both core and the web; import them from core:');
  for (const value of both) console.error(`  "${value}"  (${web.get(value)}; ${core.get(value)})`);
  process.exit(1);
}
console.log(`shared messages: none written twice (${web.size} web and ${core.size} core texts compared)`);
