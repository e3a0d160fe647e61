import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as testDocuments from '../../../tests/support/graphql/graphql.js';
import * as webDocuments from '../../../web/src/lib/graphql/generated/graphql.js';

const read = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8');
const schema = buildSchema(read('graphql/local-prelude.graphql') + read('graphql/schema.graphql'));

/** Every operation document the generator found (`graphql(...)` calls), by its export name. */
const documentsOf = (module: Record<string, unknown>) =>
  Object.entries(module)
    .filter(([name, value]) => name.endsWith('Document') && value instanceof String)
    .map(([name, value]) => ({ name, source: String(value) }));

/**
 * The documents the web app and the integration tests send, checked against the schema the
 * handlers serve: a misspelled field, a wrong argument or a missing variable fails here.
 */
describe.each([
  ['web', documentsOf(webDocuments)],
  ['tests', documentsOf(testDocuments)],
])('%s GraphQL documents', (_where, documents) => {
  it('are found by the generator', () => {
    expect(documents.length).toBeGreaterThan(0);
  });

  it.each(documents)('$name validates against graphql/schema.graphql', ({ source }) => {
    expect(validate(schema, parse(source)).map((e) => e.message)).toEqual([]);
  });
});

describe('document validation', () => {
  it('refuses a misspelled field (the check can fail)', () => {
    const errors = validate(schema, parse('query Q { currentUser { _id emial } }'));
    expect(errors.map((e) => e.message)).toEqual([
      'Cannot query field "emial" on type "User". Did you mean "email" or "legal"?',
    ]);
  });
});
