import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (two levels above infra/lib), whatever the current directory is. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** An absolute path from one relative to the repository root (the routing table's form). */
export function fromRoot(relativePath: string): string {
  return path.resolve(repoRoot, relativePath);
}

export const paths = {
  schema: fromRoot('graphql/schema.graphql'),
  webDist: fromRoot('web/dist'),
  lockFile: fromRoot('package-lock.json'),
  tsconfig: fromRoot('tsconfig.json'),
} as const;

if (!existsSync(paths.lockFile)) {
  throw new Error(`infra/lib/paths.ts: ${paths.lockFile} not found; is repoRoot (${repoRoot}) right?`);
}
