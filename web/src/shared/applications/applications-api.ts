/**
 * createInsuranceApplication(client, quote) and where the new application opens
 * (docs/requirements.md#apply-select, #quote-details, #api-applications). Creating one freezes the
 * quote, so the quote and every list are fetched again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useGraphqlClient } from '../../lib/graphql/index.js';
import { quoteListsKey } from '../quote-list/quotes-api.js';
import { CREATE_INSURANCE_APPLICATION, GET_APPLICATIONS_IN_PROGRESS } from './applications-documents.js';

/** Apply for Coverage's first step (the header link and Begin Application without a client). */
export const SELECT_CLIENT_PATH = '/apply/select-client';

/** The application form of an application. */
export const applicationFormPath = (id: string, step?: string): string =>
  `/apply/application/${encodeURIComponent(id)}${step ? `/${step}` : ''}`;

/** Apply for Coverage with a premium indication (and its client, when known) preselected. */
export function selectClientPath(quoteId: string, clientId?: string | null): string {
  const query = new URLSearchParams(clientId ? { client: clientId, quote: quoteId } : { quote: quoteId });
  return `${SELECT_CLIENT_PATH}?${query.toString()}`;
}

/** Fetched again after an application is started or submitted. */
export const applicationsInProgressKey = ['applications', 'in-progress'] as const;

/**
 * How many of the caller's applications wait for them (Draft or Awaiting Agent): the header's
 * Apply for Coverage badge (docs/requirements.md#apply-select). Zero while unknown or on failure.
 */
export function useApplicationsInProgress(enabled: boolean): number {
  const client = useGraphqlClient();
  const { data } = useQuery({
    queryKey: applicationsInProgressKey,
    enabled,
    retry: false,
    queryFn: async () =>
      (await client.request(GET_APPLICATIONS_IN_PROGRESS)).getAgentStats?.applicationsInProgress ?? 0,
  });
  return enabled ? (data ?? 0) : 0;
}

export function useCreateApplication() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ clientId, quoteId }: { clientId: string; quoteId: string }) => {
      const data = await client.request(CREATE_INSURANCE_APPLICATION, { client: clientId, quote: quoteId });
      if (!data.createInsuranceApplication) throw new Error('The application could not be created.');
      return data.createInsuranceApplication;
    },
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: quoteListsKey });
      void queryClient.invalidateQueries({ queryKey: applicationsInProgressKey });
      void queryClient.invalidateQueries({ queryKey: ['quote', created.quoteId] });
    },
  });
}

/**
 * Begin Application (docs/requirements.md#quote-details, #quoter-saved): with the quote's client
 * known, create the application and open its form; without one, Apply for Coverage with the
 * indication preselected. A refusal (too early, too late …) is the mutation's error.
 */
export function useBeginApplication() {
  const create = useCreateApplication();
  const navigate = useNavigate();
  const begin = async (quoteId: string, clientId: string | null | undefined) => {
    if (!clientId) {
      navigate(selectClientPath(quoteId));
      return;
    }
    try {
      const created = await create.mutateAsync({ clientId, quoteId });
      navigate(applicationFormPath(created.id));
    } catch {
      // create.error holds it
    }
  };
  return { begin, pending: create.isPending, error: create.error, reset: create.reset };
}
