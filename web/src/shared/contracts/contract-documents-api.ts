/**
 * A contract document's download link (getSignedUrl; docs/requirements.md#binding): fetched when
 * the document is listed and fetched again before it expires (core's DOWNLOAD_URL_SECONDS), so
 * the list shows plain links.
 */
import { DOWNLOAD_URL_SECONDS } from '@almanac/core';
import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../lib/graphql/index.js';
import type { ContractDocumentItemFieldsFragment } from '../../lib/graphql/generated/graphql.js';
import { GET_CONTRACT_DOCUMENT_URL } from './contract-documents-documents.js';

export type ContractDocumentItem = ContractDocumentItemFieldsFragment;

/** Renewed at four fifths of the link's life, so a link on screen has not expired. */
const RENEW_MS = DOWNLOAD_URL_SECONDS * 800;

export const contractDocumentUrlKey = (file: string) => ['contract-document-url', file] as const;

export function useContractDocumentUrl(file: string) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: contractDocumentUrlKey(file),
    staleTime: RENEW_MS,
    refetchInterval: RENEW_MS,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(GET_CONTRACT_DOCUMENT_URL, { file }, { signal });
      if (!data.getSignedUrl) throw new Error('No download link was returned.');
      return data.getSignedUrl;
    },
  });
}
