/**
 * The application pages' calls (docs/requirements.md#application-form, #broker-signature,
 * #application-diligent-effort, #api-applications): getContract, updateLpcInsuranceApplication
 * (only the sections sent change), submitLpcInsuranceApplication, and the diligent-effort upload
 * (uploadFile, then a multipart POST of the presigned fields and the file to storage).
 */
import { diligentEffortFolder, PDF_CONTENT_TYPE } from '@almanac/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import type {
  ApplicationContractFieldsFragment,
  ApplyQuoteFieldsFragment,
  SubmitApplicationInput,
  UpdateApplicationInput,
} from '../../../lib/graphql/generated/graphql.js';
import { quoteListsKey } from '../../../shared/quote-list/quotes-api.js';
import { applicationsInProgressKey } from '../../../shared/applications/applications-api.js';
import {
  GET_APPLICATION,
  GET_APPLY_QUOTE,
  SUBMIT_APPLICATION,
  UPDATE_APPLICATION,
  UPLOAD_FILE,
} from './apply-documents.js';

export type Application = ApplicationContractFieldsFragment;
export type ApplyQuote = ApplyQuoteFieldsFragment;

export const applicationKey = (id: string) => ['application', id] as const;

/** The application, or null when there is none for this user. */
export function useApplication(id: string) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: applicationKey(id),
    staleTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(GET_APPLICATION, { id }, { signal });
      return data.getContract ?? null;
    },
  });
}

/** A premium indication named in the query (?quote=), for its card. */
export function useApplyQuote(id: string | null) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: ['quote', id ?? '', 'apply'],
    enabled: !!id,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(GET_APPLY_QUOTE, { id: id! }, { signal });
      return data.getQuote ?? null;
    },
  });
}

export function useUpdateApplication(id: string) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateApplicationInput) => {
      const data = await client.request(UPDATE_APPLICATION, { contract: id, input });
      if (!data.updateLpcInsuranceApplication) throw new Error('The application could not be saved.');
      return data.updateLpcInsuranceApplication;
    },
    onSuccess: (saved) => queryClient.setQueryData(applicationKey(id), saved),
  });
}

export function useSubmitApplication(id: string) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SubmitApplicationInput) => {
      const data = await client.request(SUBMIT_APPLICATION, { contract: id, input });
      if (!data.submitLpcInsuranceApplication) throw new Error('The application could not be submitted.');
      return data.submitLpcInsuranceApplication;
    },
    onSuccess: (submitted) => {
      queryClient.setQueryData(applicationKey(id), submitted);
      void queryClient.invalidateQueries({ queryKey: quoteListsKey });
      void queryClient.invalidateQueries({ queryKey: ['quote', submitted.quoteId] });
      void queryClient.invalidateQueries({ queryKey: applicationsInProgressKey });
    },
  });
}

/**
 * The diligent-effort upload: a presigned POST for the contract's folder, then the fields and the
 * file as multipart/form-data (storage wants the fields first). Resolves with the upload's id.
 */
export function useUploadDiligentEffort(contractId: string) {
  const client = useGraphqlClient();
  return useMutation({
    mutationFn: async (file: File): Promise<{ uploadId: string; fileName: string }> => {
      const data = await client.request(UPLOAD_FILE, {
        input: {
          folder: diligentEffortFolder(contractId),
          fileName: file.name,
          contentType: PDF_CONTENT_TYPE,
          size: file.size,
        },
      });
      const presigned = data.uploadFile;
      if (!presigned) throw new Error('No upload');
      const form = new FormData();
      for (const f of presigned.fields) form.append(f.name, f.value);
      form.append('file', file);
      const response = await fetch(presigned.url, { method: 'POST', body: form });
      if (!response.ok) throw new Error(`Upload failed (${response.status})`);
      return { uploadId: presigned.uploadId, fileName: file.name };
    },
  });
}
