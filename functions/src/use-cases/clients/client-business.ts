import { isOpenBusiness, type QuoteListing } from '@almanac/core';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';

/**
 * Every saved premium indication of a client, whoever of the agency created it: the lists of the
 * client's organisation's members and of the agent who added the client (a client without an
 * organisation has only that agent). Not the caller's view: callers check visibility themselves.
 */
export async function clientListings(
  ports: Pick<Ports, 'users' | 'quotes'>,
  client: UserRecord,
): Promise<QuoteListing[]> {
  const creators = new Set<string>(client.agentId ? [client.agentId] : []);
  if (client.organizationId)
    for (const member of await ports.users.listMembers(client.organizationId)) creators.add(member.id);
  const lists = await Promise.all([...creators].map((id) => ports.quotes.listSaved(id)));
  return lists.flat().filter((l) => l.clientId === client.id);
}

/**
 * The client's contracts that still hold business (core's isOpenBusiness: an open application
 * or a policy; docs/requirements.md#clients): their links go to the client's e-mail.
 */
export async function openContractsOf(
  ports: Pick<Ports, 'users' | 'quotes' | 'contracts'>,
  client: UserRecord,
  listings?: readonly QuoteListing[],
): Promise<ContractRecord[]> {
  const ids = [
    ...new Set((listings ?? (await clientListings(ports, client))).flatMap((l) => l.contractId ?? [])),
  ];
  if (!ids.length) return [];
  return (await ports.contracts.getMany(ids)).filter((c) => c.clientId === client.id && isOpenBusiness(c));
}
