/**
 * The organisation card's data and saves (docs/requirements.md#account-my-information): the
 * caller's organisation, and the Addresses and Contacts dialogs' two calls each (physical then
 * mailing; primary agent then accounting). A failed call stops the save and is thrown to the
 * dialog; what was saved before it shows on the card.
 */
import type { OrganizationContactType, OrganizationLocationType } from '@almanac/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import type {
  OrganizationAddressInput,
  OrganizationCardFieldsFragment,
} from '../../../lib/graphql/generated/graphql.js';
import {
  ACCOUNT_ORGANIZATION,
  UPDATE_ORGANIZATION_CONTACT,
  UPDATE_ORGANIZATION_LOCATION_ADDRESS,
} from './organization-card-documents.js';

export type OrganizationCard = OrganizationCardFieldsFragment;
export type CardLocation = NonNullable<OrganizationCard['locations']>[number];
export type CardContact = NonNullable<OrganizationCard['contacts']>[number];

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const accountOrganizationKey = ['account', 'organization'] as const;

export const locationOf = (org: OrganizationCard | null | undefined, type: OrganizationLocationType) =>
  org?.locations?.find((l) => l.type === type);
export const contactOf = (org: OrganizationCard | null | undefined, type: OrganizationContactType) =>
  org?.contacts?.find((c) => c.type === type);

/** The caller's organisation with its addresses and contacts (null when they have none). */
export function useAccountOrganization() {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: accountOrganizationKey,
    retry: false,
    queryFn: async ({ signal }) =>
      (await client.request(ACCOUNT_ORGANIZATION, {}, { signal })).currentUser?.organization ?? null,
  });
}

/** Save both addresses, physical first; the card shows each answer as it comes. */
export function useSaveAddresses(org: OrganizationCard) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (addresses: Record<OrganizationLocationType, OrganizationAddressInput>) => {
      for (const type of ['physical', 'mailing'] as const) {
        const data = await client.request(UPDATE_ORGANIZATION_LOCATION_ADDRESS, {
          organization: org._id,
          location: locationOf(org, type)?._id ?? null,
          input: { type, address: addresses[type] },
        });
        if (data.updateOrganizationLocationAddress)
          queryClient.setQueryData(accountOrganizationKey, data.updateOrganizationLocationAddress);
      }
    },
  });
}

/** Save both contacts, the primary agent's first. */
export function useSaveContacts(org: OrganizationCard) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contacts: Record<OrganizationContactType, ContactValues>) => {
      for (const type of ['primaryAgent', 'admin'] as const) {
        const data = await client.request(UPDATE_ORGANIZATION_CONTACT, {
          organization: org._id,
          contact: contactOf(org, type)?._id ?? null,
          input: { type, ...contacts[type] },
        });
        if (data.updateOrganizationContact)
          queryClient.setQueryData(accountOrganizationKey, data.updateOrganizationContact);
      }
    },
  });
}
