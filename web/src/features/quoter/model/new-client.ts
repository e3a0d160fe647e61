/** The Select Client modal's "Add new client" form (seed 000 section 5): core's schema and messages. */
import {
  FIRST_NAME_REQUIRED_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  newClientSchema,
  type NewClientInput,
  VALID_EMAIL_REQUIRED_MESSAGE,
} from '@almanac/core';
import type { z } from 'zod';

export const FIRST_NAME_MESSAGE = FIRST_NAME_REQUIRED_MESSAGE;
export const LAST_NAME_MESSAGE = LAST_NAME_REQUIRED_MESSAGE;
export const EMAIL_MESSAGE = VALID_EMAIL_REQUIRED_MESSAGE;
export { newClientSchema };
export type NewClientForm = z.input<typeof newClientSchema>;
export type NewClient = NewClientInput;

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
