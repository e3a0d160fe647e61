import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generatedDocuments, inlineDocuments } from './inline-graphql-documents.js';

const folder = join(dirname(fileURLToPath(import.meta.url)), '../src/lib/graphql/generated');
const generated = (file: string) => readFileSync(join(folder, file), 'utf8');

describe('the build writes each graphql() document where it is used', () => {
  const documents = generatedDocuments(generated('gql.ts'), generated('graphql.ts'));

  it('knows every document of generated/gql.ts, fragments appended as generated', async () => {
    const { graphql } = await import('../src/lib/graphql/generated/gql.js');
    expect(documents.size).toBeGreaterThan(100);
    for (const [written, document] of documents) {
      const atRunTime = graphql(written as never) as { toString(): string; __meta__?: unknown };
      expect(document.source).toBe(atRunTime.toString());
      expect(document.meta ? JSON.parse(document.meta) : undefined).toEqual(atRunTime.__meta__);
    }
  });

  it('replaces a call with its generated document and leaves prose alone', () => {
    const [written, document] = [...documents].find(([, d]) => d.source.includes('fragment '))!;
    const code = `// written with \`graphql(\`...\`)\`\nexport const Q = graphql(\`${written}\`);\n`;
    const inlined = inlineDocuments(code, documents, '/runtime.ts')!;
    expect(inlined).toContain('import { typedDocument as __typedDocument } from "/runtime.ts";');
    expect(inlined).toContain(`__typedDocument(\`${document.source}\``);
    expect(inlined).toContain('// written with `graphql(`...`)`');
    expect(inlined).not.toContain(`graphql(\`${written}\`)`);
  });

  it('leaves a module without documents untouched', () => {
    expect(inlineDocuments('export const a = 1;', documents, '/runtime.ts')).toBeNull();
  });

  it('fails the build on a document codegen has not seen', () => {
    const code = 'graphql(`\n  query NotGenerated {\n    currentUser { _id }\n  }\n`)';
    expect(() => inlineDocuments(code, documents, '/runtime.ts')).toThrow(/npm run codegen/);
  });
});
