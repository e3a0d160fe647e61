import { createContext, useContext } from 'react';
import type { GraphqlClient } from './client.js';

export const GraphqlClientContext = createContext<GraphqlClient | null>(null);

export function useGraphqlClient(): GraphqlClient {
  const client = useContext(GraphqlClientContext);
  if (!client) throw new Error('useGraphqlClient outside GraphqlClientContext');
  return client;
}
