import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../lib/paths.js';
import { callers, operationAccess } from '../../tests/integration/support/authorization-matrix.js';

/**
 * The authorisation matrix names every operation of the schema (docs/security.md#authorisation-matrix):
 * a new Query or Mutation field without an entry in tests/integration/support/authorization-matrix.ts
 * fails here, before the integration test (tests/integration/authorization-matrix.test.ts) calls
 * each entry as every caller.
 */
const read = (p: string) => readFileSync(fromRoot(p), 'utf8');
const schema = buildSchema(read('graphql/local-prelude.graphql') + read('graphql/schema.graphql'));
const operations = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
  Object.keys(type.getFields()),
);

describe('the authorisation matrix', () => {
  it('has an entry for every Query and Mutation field of the schema, and none for a field it lacks', () => {
    const entries = Object.keys(operationAccess);
    expect(
      operations.filter((name) => !entries.includes(name)),
      'operations without an entry',
    ).toEqual([]);
    expect(
      entries.filter((name) => !operations.includes(name)),
      'entries without an operation',
    ).toEqual([]);
  });

  it('names only known callers, each once', () => {
    for (const [name, access] of Object.entries(operationAccess)) {
      expect(
        access.allowed.filter((c) => !callers.includes(c)),
        name,
      ).toEqual([]);
      expect(new Set(access.allowed).size, name).toBe(access.allowed.length);
    }
  });

  it('lets anonymous callers reach exactly the public operations (@aws_api_key)', () => {
    const publicOperations = [schema.getQueryType()!, schema.getMutationType()!]
      .flatMap((type) => Object.values(type.getFields()))
      .filter((field) => field.astNode?.directives?.some((d) => d.name.value === 'aws_api_key'))
      .map((field) => field.name);
    const anonymous = Object.entries(operationAccess)
      .filter(([, access]) => access.allowed.includes('anonymous'))
      .map(([name]) => name);
    expect(anonymous.sort()).toEqual(publicOperations.sort());
  });
});
