/**
 * Canonical JSON (docs/decisions.md, issue 27): JSON.stringify with every object's keys in
 * code-point order, no whitespace, `undefined` members left out (as JSON.stringify does). The
 * same value gives the same text wherever it is built, so its SHA-256 identifies signed content.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const member = (value as Record<string, unknown>)[key];
    if (member !== undefined) sorted[key] = sortKeys(member);
  }
  return sorted;
}
