/**
 * Typed GraphQL documents without a code generator: `gql<Data, Variables>(source)` carries the
 * result and variable types, and the root fields are read once so the client can pick the
 * authorisation mode (API key for core's public fields, bearer token otherwise).
 */
export interface TypedDocument<TData, TVariables> {
  readonly source: string;
  readonly operationName?: string;
  readonly rootFields: readonly string[];
  /** Phantom members: types only. */
  readonly __data?: TData;
  readonly __variables?: TVariables;
}

export type DataOf<D> = D extends TypedDocument<infer T, unknown> ? T : never;
export type VariablesOf<D> = D extends TypedDocument<unknown, infer V> ? V : never;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function gql<TData, TVariables = {}>(source: string): TypedDocument<TData, TVariables> {
  const header = /^\s*(query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(stripComments(source));
  return { source, operationName: header?.[2], rootFields: rootFieldsOf(source) };
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
