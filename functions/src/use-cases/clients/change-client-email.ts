import { AppError, changeClientEmailArgsSchema, clientEmailChangeMessages } from '@almanac/core';
import type { Caller } from '../caller.js';
import { requireUnderwriter } from '../contracts/underwriting-access.js';
import { parseInput } from '../validate.js';
import { clientUserView } from './client-view.js';
import { applyEmailChange, requireFreeClientEmail, type EmailChangeDeps } from './email-change.js';

/**
 * changeClientEmail(client, email): operations (an internal user or a super admin; core's
 * canUnderwrite) set a client's e-mail directly, after checking the client's identity outside the
 * product (docs/operations.md). A super admin may not do it for their own agency's clients (they
 * go through the confirmed step like its agents). Any pending request is dropped, old links and
 * sessions die, the old address is told. NOT_FOUND for an unknown client.
 */
export async function changeClientEmail(ports: EmailChangeDeps, caller: Caller | null, rawArgs: unknown) {
  const me = await requireUnderwriter(ports, caller);
  const { client: clientId, email } = parseInput(changeClientEmailArgsSchema, rawArgs);
  const client = await ports.users.get(clientId);
  if (!client || client.role !== 'client') throw new AppError('NOT_FOUND', 'No such client');
  const ownAgency = !!me.organizationId && client.organizationId === me.organizationId;
  if (ownAgency || client.agentId === me.id)
    throw new AppError('INVALID_PERMISSIONS', clientEmailChangeMessages.ownAgencyOperations);
  if (email === client.email.toLowerCase()) return clientUserView(ports, client);
  await requireFreeClientEmail(ports, client, email);
  return clientUserView(ports, await applyEmailChange(ports, client, email, 'operations'));
}
