/**
 * GraphQL documents are written with `graphql(`...`)` and typed by GraphQL Code Generator from
 * graphql/schema.graphql (`npm run codegen`, codegen.ts): the result and variable types travel
 * with the document. The client reads each document's operation name and root fields once, to
 * pick the authorisation mode (API key for core's public fields, bearer token otherwise).
 */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

export { graphql } from './generated/gql';

/** A generated document: its source string, carrying its result and variables types. */
export type TypedDocument<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> & {
  toString(): string;
};

export interface ParsedDocument {
  readonly source: string;
  readonly operationName?: string;
  readonly rootFields: readonly string[];
}

const parsed = new WeakMap<object, ParsedDocument>();

/** The document's source, operation name and root fields (read once per document). */
export function parseDocument(doc: TypedDocument<any, any>): ParsedDocument {
  const known = parsed.get(doc);
  if (known) return known;
  const source = doc.toString();
  const header = /^\s*(query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(stripComments(source));
  const result = { source, operationName: header?.[2], rootFields: rootFieldsOf(source) };
  parsed.set(doc, result);
  return result;
}

function stripComments(source: string): string {
  return source.replace(/#[^\n]*/g, '').replace(/"""[\s\S]*?"""|"(?:[^"\\]|\\.)*"/g, '""');
}

/**
 * Names of the fields selected at the top of the (first) operation, aliases resolved:
 * `mutation X($t: String!) { renewed: authorize(token: $t) { token } }` → ['authorize'].
 */
export function rootFieldsOf(source: string): string[] {
  const tokens = stripComments(source).match(/\.\.\.|[A-Za-z_][A-Za-z0-9_]*|[{}():$!=@[\],]|\S/g) ?? [];
  const fields: string[] = [];
  let depth = 0;
  let parens = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t === '(') parens++;
    else if (t === ')') parens--;
    if (parens > 0 || t === ')') continue; // arguments, including input objects
    if (t === '{') depth++;
    else if (t === '}') {
      depth--;
      if (depth === 0) break;
    } else if (depth === 1) {
      if (t === '...') {
        i++; // fragment spread or inline fragment keyword: not a field
        if (tokens[i] === 'on') i++;
        continue;
      }
      if (!/^[A-Za-z_]/.test(t) || tokens[i - 1] === '$' || tokens[i - 1] === '@') continue;
      if (tokens[i + 1] === ':') continue; // alias: the field name follows
      fields.push(t);
    }
  }
  return fields;
}
