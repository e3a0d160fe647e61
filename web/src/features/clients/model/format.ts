import type { ClientProfile } from '../../../shared/clients/clients-api.js';

/** A client's address as lines: street, second line, "City, ST 12345", country (blank parts left out). */
export function addressLines(p: ClientProfile | null | undefined): string[] {
  if (!p) return [];
  const cityLine = [p.city, [p.state, p.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [p.address1, p.address2, cityLine, p.country].map((l) => l?.trim() ?? '').filter(Boolean);
}
