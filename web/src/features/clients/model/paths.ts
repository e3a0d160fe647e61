/** The Clients area's paths (docs/requirements.md#clients). */
export const CLIENTS_PATH = '/clients';
export const CLIENT_PATH = '/clients/:clientId';

export const clientPath = (id: string): string => `${CLIENTS_PATH}/${encodeURIComponent(id)}`;
