/**
 * The caller's address as stored and counted. It comes from the address AppSync saw (the last
 * x-forwarded-for entry, handlers/shared/resolver.ts); only the characters of an IPv4 or IPv6
 * address are kept, at most 45 (the longest IPv6 text), so no value can make an oversized key.
 */
export function normalizeAddress(remoteIp: string | undefined): string | undefined {
  const address = (remoteIp ?? '')
    .toLowerCase()
    .replace(/[^0-9a-f:.]/g, '')
    .slice(0, 45);
  return address || undefined;
}
