/**
 * The Select Client modal's client search: clients whose name or e-mail contains the search text
 * (case-insensitive). Its "Add new client" form uses core's newClientSchema.
 */
export function filterClients<
  T extends { email: string; profile: { firstName: string | null; lastName: string | null } | null },
>(clients: readonly T[], search: string): T[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...clients];
  return clients.filter((c) => {
    const name = `${c.profile?.firstName ?? ''} ${c.profile?.lastName ?? ''}`.toLowerCase();
    return name.includes(q) || c.email.toLowerCase().includes(q);
  });
}
