/** The Clients area's paths (seed 001 section 2.8). */
export const CLIENTS_PATH = '/clients';
export const CLIENT_PATH = '/clients/:clientId';

export const clientPath = (id: string): string => `${CLIENTS_PATH}/${encodeURIComponent(id)}`;
