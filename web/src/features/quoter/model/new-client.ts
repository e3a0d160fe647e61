/** The Select Client modal's "Add new client" form (seed 000 section 5). */
import { z } from 'zod';

export const FIRST_NAME_MESSAGE = 'first name is required';
export const LAST_NAME_MESSAGE = 'last name is required';
export const EMAIL_MESSAGE = 'valid email is required';

export const newClientSchema = z.object({
  firstName: z.string({ error: FIRST_NAME_MESSAGE }).trim().min(1, FIRST_NAME_MESSAGE).max(100),
  lastName: z.string({ error: LAST_NAME_MESSAGE }).trim().min(1, LAST_NAME_MESSAGE).max(100),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .pipe(z.email(EMAIL_MESSAGE))
    .transform((e) => e.toLowerCase()),
});
export type NewClientForm = z.input<typeof newClientSchema>;
export type NewClient = z.output<typeof newClientSchema>;

/** Clients whose name or e-mail contains the search text (case-insensitive). */
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
