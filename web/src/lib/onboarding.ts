import { useState } from 'react';
import { displayError, useGraphqlClient } from './graphql/index.js';
import { CREATE_LOGIN_TOKEN } from './onboarding-documents.js';
import { useConfig } from './config.js';

/** The external agency-onboarding address with the one-time login token in the query. */
export function onboardingHref(onboardingUrl: string, token: string): string {
  const url = new URL(onboardingUrl, window.location.href);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Begin Onboarding (docs/requirements.md#dashboard): request a LOGIN token, then leave for the
 * agency onboarding site with it. Used by Getting Started and the dashboard's onboarding banner.
 */
export function useBeginOnboarding() {
  const client = useGraphqlClient();
  const { onboardingUrl } = useConfig();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const begin = async () => {
    setPending(true);
    setError(null);
    try {
      const { createLoginToken } = await client.request(CREATE_LOGIN_TOKEN, { tokenType: 'LOGIN' });
      if (!createLoginToken?.token) throw new Error('no token');
      window.location.assign(onboardingHref(onboardingUrl, createLoginToken.token));
    } catch (e) {
      setError(displayError(e));
      setPending(false);
    }
  };
  return { begin, pending, error };
}
