import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The build writes each `graphql(`...`)` document where it is used (issue 28, item 6).
 *
 * At run time the client preset's `graphql()` looks the source up in generated/gql.ts's map of
 * every document of the app, so that map, and with it every document, was part of the first
 * load (~108 KB). The build replaces each call with the generated document itself (its source,
 * fragments included, as in generated/graphql.ts), so each lazy page's chunk carries only its
 * own documents. `vite dev` and the tests keep the runtime lookup: both give the same document.
 */
const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const generated = join(web, 'src/lib/graphql/generated/');
const runtime = join(web, 'src/lib/graphql/typed-document.ts');

/** A generated document: its full source and the preset's metadata (a fragment's name). */
export interface GeneratedDocument {
  readonly source: string;
  readonly meta?: string;
}

/** Source as written in `graphql(`...`)` → the generated document (gql.ts + graphql.ts). */
export function generatedDocuments(gqlTs: string, graphqlTs: string): Map<string, GeneratedDocument> {
  const byName = new Map<string, GeneratedDocument>();
  const definition =
    /^export const (\w+) = new TypedDocumentString\(`([^`]*)`(?:, (\{[^\n]*\}))?\) as unknown as/gm;
  for (const [, name, source, meta] of graphqlTs.matchAll(definition))
    byName.set(name!, { source: source!, meta });
  const documents = new Map<string, GeneratedDocument>();
  const entry = /^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
  const map = gqlTs.slice(gqlTs.indexOf('const documents'));
  for (const [, key, name] of map.matchAll(entry)) {
    const document = byName.get(name!);
    if (!document) throw new Error(`generated/graphql.ts has no ${name}: run npm run codegen`);
    documents.set(JSON.parse(key!) as string, document);
  }
  return documents;
}

const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/** `code` with every `graphql(`...`)` call replaced by its generated document, or null. */
export function inlineDocuments(
  code: string,
  documents: ReadonlyMap<string, GeneratedDocument>,
  runtimeModule: string,
): string | null {
  if (!code.includes('graphql(')) return null;
  let found = false;
  const replaced = code.replace(call, (whole: string, written: string) => {
    if (!/^\s*(query|mutation|subscription|fragment)\s/.test(written)) return whole; // prose
    if (written.includes('\\') || written.includes('${'))
      throw new Error('a graphql() document may not hold escapes or ${}: write it plainly');
    const document = documents.get(written);
    if (!document) throw new Error(`a graphql() document is not generated: run npm run codegen\n${written}`);
    found = true;
    const meta = document.meta ? `, ${document.meta}` : '';
    return `/* @__PURE__ */ __typedDocument(\`${document.source}\`${meta})`;
  });
  if (!found) return null;
  return `import { typedDocument as __typedDocument } from ${JSON.stringify(runtimeModule)};\n${replaced}`;
}

export function inlineGraphqlDocuments(): Plugin {
  let documents: Map<string, GeneratedDocument> | undefined;
  return {
    name: 'almanac-inline-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = generatedDocuments(
        readFileSync(`${generated}gql.ts`, 'utf8'),
        readFileSync(`${generated}graphql.ts`, 'utf8'),
      );
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/[\\/]web[\\/]src[\\/].*\.tsx?$/.test(file) || file.startsWith(generated)) return null;
      const inlined = inlineDocuments(code, documents!, runtime);
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
