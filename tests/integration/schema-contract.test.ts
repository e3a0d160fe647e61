import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { publicFields } from '@almanac/core';
import { repoRoot } from '../../infra/local/stack.js';

const read = (p: string) => readFileSync(join(repoRoot, p), 'utf8');
const schema: GraphQLSchema = buildSchema(
  read('graphql/local-prelude.graphql') + read('graphql/schema.graphql'),
);
const directivesOf = (node: { directives?: readonly { name: { value: string } }[] } | null | undefined) =>
  new Set((node?.directives ?? []).map((d) => d.name.value));

const rootFields = () =>
  [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
    Object.values(type.getFields()).map((field) => ({ key: `${type.name}.${field.name}`, field })),
  );

/** (infra/test checks that the routing table and the schema's root fields agree.) */
describe('GraphQL contract', () => {
  it('marks exactly the public operations with @aws_api_key', () => {
    const apiKeyFields = rootFields()
      .filter(({ field }) => directivesOf(field.astNode).has('aws_api_key'))
      .map(({ field }) => field.name)
      .sort();
    expect(apiKeyFields).toEqual([...publicFields].sort());
  });

  it('lets API-key callers read every type a public operation returns (AppSync checks types too)', () => {
    const seen = new Set<string>();
    const visit = (type: GraphQLObjectType) => {
      if (seen.has(type.name)) return;
      seen.add(type.name);
      expect(directivesOf(type.astNode), `${type.name} needs @aws_api_key`).toContain('aws_api_key');
      expect(directivesOf(type.astNode), `${type.name} needs @aws_lambda`).toContain('aws_lambda');
      for (const field of Object.values(type.getFields())) {
        const named = getNamedType(field.type);
        if (isObjectType(named)) visit(named);
      }
    };
    for (const { field } of rootFields()) {
      if (!directivesOf(field.astNode).has('aws_api_key')) continue;
      const named = getNamedType(field.type);
      if (isObjectType(named)) visit(named);
    }
    expect(seen.size).toBeGreaterThan(0);
  });
});
