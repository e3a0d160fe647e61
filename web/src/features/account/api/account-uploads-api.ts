/** The Documents page's Agreements (docs/requirements.md#account-documents): page 1, 15, newest first. */
import { UPLOADS_PAGE_SIZE } from '@almanac/core';
import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import type { AccountUploadsQuery } from '../../../lib/graphql/generated/graphql.js';
import { ACCOUNT_UPLOADS } from './account-uploads-documents.js';

export type AccountUpload = NonNullable<AccountUploadsQuery['getUploads']>['items'][number];

export const accountUploadsKey = ['account', 'uploads'] as const;

/** Fetched only while `enabled` (an admin has no agreements to list). */
export function useAccountUploads(enabled: boolean) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: accountUploadsKey,
    enabled,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(
        ACCOUNT_UPLOADS,
        { input: { page: 1, limit: UPLOADS_PAGE_SIZE, sortBy: 'createdAt', sortDirection: 'DESC' } },
        { signal },
      );
      return data.getUploads ?? { items: [], count: 0 };
    },
  });
}
