/**
 * The agent's clients (docs/requirements.md#api-operations, #clients): getUserClients with limit
 * 200, createClientUser with firstName, lastName and email, updateClientUser with the profile
 * fields. The Clients area and the quoter's Select Client modal share the list (one cache entry).
 */
import { CLIENT_LIST_MAX, compareClientsByName, displayNameOf } from '@almanac/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGraphqlClient } from '../../lib/graphql/index.js';
import { GET_USER_CLIENTS, CREATE_CLIENT_USER, UPDATE_CLIENT_USER } from './clients-documents.js';
import type {
  ClientFieldsFragment,
  CreateClientUserMutationVariables,
  UpdateClientUserInput,
} from '../../lib/graphql/generated/graphql.js';
import { quoteListsKey } from '../quote-list/quotes-api.js';

/** The client list limit (docs/requirements.md#constants). */
export const CLIENT_LIST_LIMIT = CLIENT_LIST_MAX;

export type ClientUser = ClientFieldsFragment;
export type ClientProfile = NonNullable<ClientUser['profile']>;

export interface ClientList {
  items: ClientUser[];
  /** Every client that matched (the list holds the first CLIENT_LIST_LIMIT). */
  count: number;
}

export type NewClientInput = CreateClientUserMutationVariables;

/** updateClientUser's input: a field set to null is cleared. */
export type UpdateClientInput = UpdateClientUserInput;

export const clientsQueryKey = ['clients', 'list'] as const;

/** The agent's clients (the first 200, by last then first name), fetched while `enabled`. */
export function useUserClients(enabled = true) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: clientsQueryKey,
    enabled,
    retry: false,
    queryFn: async ({ signal }): Promise<ClientList> => {
      const data = await client.request(GET_USER_CLIENTS, { limit: CLIENT_LIST_LIMIT }, { signal });
      const items = data.getUserClients?.items ?? [];
      return { items, count: data.getUserClients?.count ?? items.length };
    },
  });
}

export function useCreateClientUser() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewClientInput) => {
      const data = await client.request(CREATE_CLIENT_USER, input);
      if (!data.createClientUser) throw new Error('The client could not be created.');
      return data.createClientUser;
    },
    onSuccess: (created) => {
      // In the list at once (the page opened next shows it), then the server's list.
      queryClient.setQueryData<ClientList>(clientsQueryKey, (list) =>
        list && !list.items.some((c) => c._id === created._id)
          ? { items: [...list.items, created].sort(compareClientsByName), count: list.count + 1 }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: clientsQueryKey });
    },
  });
}

/** Save a client's profile; the list (and the names quotes show) refresh. */
export function useUpdateClientUser() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: UpdateClientInput }) => {
      const data = await client.request(UPDATE_CLIENT_USER, { input, client: id });
      if (!data.updateClientUser) throw new Error('The client could not be updated.');
      return data.updateClientUser;
    },
    onSuccess: (updated) => {
      queryClient.setQueryData<ClientList>(clientsQueryKey, (list) =>
        list ? { ...list, items: list.items.map((c) => (c._id === updated._id ? updated : c)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: clientsQueryKey });
      void queryClient.invalidateQueries({ queryKey: quoteListsKey });
    },
  });
}

export const clientDisplayName = (c: Pick<ClientUser, 'email' | 'profile'>): string =>
  displayNameOf({ ...c.profile, email: c.email });
