const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'ttl', 'entity'];

/** Drop key attributes from a stored item, leaving the record. */
export function strip<T>(item: Record<string, unknown> | undefined): T | undefined {
  if (!item) return undefined;
  const copy = { ...item };
  for (const key of KEY_ATTRIBUTES) delete copy[key];
  return copy as T;
}
