import { readFileSync } from 'node:fs';
import { Kind, type ASTNode, parse, print, visit } from 'graphql';
import { Fn } from 'aws-cdk-lib';
import type { ISchema } from 'aws-cdk-lib/aws-appsync';
import { fieldRoutes } from './routing.js';

const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'];

/**
 * The schema as deployed to AppSync: graphql/schema.graphql without descriptions (`"…"` and
 * `"""…"""`) or comments. AppSync's SDL parser has long rejected description strings ("Failed
 * to parse schema document"); the file keeps them for people and for the local server.
 */
export function appSyncSchemaDefinition(schemaPath: string): string {
  const document = parse(readFileSync(schemaPath, 'utf8'), { noLocation: true });
  const stripped = visit(document, {
    enter(node: ASTNode) {
      if ('description' in node && node.description) return { ...node, description: undefined };
      return undefined;
    },
  });
  return `${print(stripped)}\n`;
}

/** An AppSync schema built from the repository's schema file (see appSyncSchemaDefinition). */
export function appSyncSchema(schemaPath: string): ISchema {
  return {
    bind: (api) => ({
      // A GraphqlApi has its id; otherwise take it from `arn:…:apis/<id>`.
      apiId:
        'apiId' in api && typeof api.apiId === 'string'
          ? api.apiId
          : Fn.select(1, Fn.split('/', api.graphQlApiRef.graphQlApiArn)),
      definition: appSyncSchemaDefinition(schemaPath),
    }),
  };
}

/** `Type.field` for every field of the schema's root types (type extensions included). */
export function schemaRootFields(schemaPath: string): string[] {
  const document = parse(readFileSync(schemaPath, 'utf8'));
  const fields: string[] = [];
  for (const def of document.definitions) {
    if (
      (def.kind === Kind.OBJECT_TYPE_DEFINITION || def.kind === Kind.OBJECT_TYPE_EXTENSION) &&
      ROOT_TYPES.includes(def.name.value)
    ) {
      for (const field of def.fields ?? []) fields.push(`${def.name.value}.${field.name.value}`);
    }
  }
  return fields;
}

/** Routed fields the schema does not declare (AppSync would reject their resolvers). */
export function unknownRoutedFields(schemaPath: string): string[] {
  const declared = new Set(schemaRootFields(schemaPath));
  return [...fieldRoutes().keys()].filter((key) => !declared.has(key));
}

/** Schema root fields without a route (they would resolve to null). */
export function unroutedSchemaFields(schemaPath: string): string[] {
  const routes = fieldRoutes();
  return schemaRootFields(schemaPath).filter((key) => !routes.has(key));
}
