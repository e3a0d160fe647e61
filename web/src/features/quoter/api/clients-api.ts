/**
 * The client operations the quoter's Select Client modal uses (seed 000 section 7: getUserClients
 * with limit 200; createClientUser with firstName, lastName, email). The server side arrives with
 * issue 5 (clients); until then these calls fail and the modal says so — the client step is
 * optional and may be saved for later.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gql, useGraphqlClient } from '../../../lib/graphql/index.js';

/** The client list limit (seed 000 section 9). */
export const CLIENT_LIST_LIMIT = 200;

export interface ClientUser {
  _id: string;
  email: string;
  profile: { firstName: string | null; lastName: string | null } | null;
}

export const GET_USER_CLIENTS = gql<{ getUserClients: { items: ClientUser[] } | null }, { limit: number }>(`
  query GetUserClients($limit: Int) {
    getUserClients(limit: $limit) {
      items { _id email profile { firstName lastName } }
    }
  }
`);

export interface NewClientInput {
  firstName: string;
  lastName: string;
  email: string;
}

export const CREATE_CLIENT_USER = gql<{ createClientUser: ClientUser | null }, NewClientInput>(`
  mutation CreateClientUser($firstName: String!, $lastName: String!, $email: String!) {
    createClientUser(firstName: $firstName, lastName: $lastName, email: $email) {
      _id email profile { firstName lastName }
    }
  }
`);

export const clientsQueryKey = ['quoter', 'user-clients'] as const;

/** The agent's clients, fetched when the modal opens (`enabled`). */
export function useUserClients(enabled: boolean) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: clientsQueryKey,
    enabled,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(GET_USER_CLIENTS, { limit: CLIENT_LIST_LIMIT }, { signal });
      return data.getUserClients?.items ?? [];
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}

export const clientDisplayName = (c: Pick<ClientUser, 'email' | 'profile'>): string =>
  [c.profile?.firstName, c.profile?.lastName].filter(Boolean).join(' ') || c.email;
