import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL Code Generator: types from graphql/schema.graphql for every document the web and the
 * tests send (client preset, documents as typed strings), a name → types map for the web's test
 * fakes, and the root fields' argument and result types for the Lambda handlers.
 * `npm run codegen` writes them; `npm run codegen:check` (part of `npm test`) fails when a
 * generated file is stale or a document does not validate against the schema. The output is
 * committed as generated (not formatted: --check compares it as written, without write hooks),
 * so prettier and ESLint skip it.
 */
const schema = ['graphql/local-prelude.graphql', 'graphql/schema.graphql'];

/** AppSync's scalars as they travel in JSON. */
const scalars = {
  AWSDate: 'string',
  AWSTime: 'string',
  AWSDateTime: 'string',
  AWSTimestamp: 'number',
  AWSEmail: 'string',
  AWSJSON: 'string',
  AWSURL: 'string',
  AWSPhone: 'string',
  AWSIPAddress: 'string',
};

const clientPreset = {
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
  config: {
    documentMode: 'string' as const,
    scalars,
    enumsAsTypes: true,
    useTypeImports: true,
    skipTypename: true,
    dedupeFragments: true,
  },
};

const webDocuments = ['web/src/**/*.{ts,tsx}', '!web/src/lib/graphql/generated/**'];
const testDocuments = ['tests/**/*.ts', '!tests/support/graphql/**'];

const config: CodegenConfig = {
  schema,
  overwrite: true,
  ignoreNoDocuments: false,
  // Only `graphql(...)` calls are documents.
  pluckConfig: { globalGqlIdentifierName: ['graphql'], modules: [], skipIndent: true },
  generates: {
    'web/src/lib/graphql/generated/': { documents: webDocuments, ...clientPreset },
    'web/src/lib/graphql/generated/operations.ts': {
      documents: webDocuments,
      plugins: ['./scripts/codegen/operation-map.cjs'],
    },
    'tests/support/graphql/': { documents: testDocuments, ...clientPreset },
    'functions/src/handlers/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: false,
        immutableTypes: true,
        maybeValue: 'T | null | undefined',
        resolverTypeWrapperSignature: 'T | Promise<T>',
      },
    },
  },
};

export default config;
