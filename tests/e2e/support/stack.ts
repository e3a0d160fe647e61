import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The e2e stack (playwright.config.ts's webServer): `infra/local/start.ts` with its ports moved by
 * PORT_OFFSET and its own data folder, beside any `npm start`.
 */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** E2E_PORT_OFFSET moves it, so two checkouts can run their journeys at once. */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 200);
export const E2E_DATA_DIR = join(repoRoot, '.data-e2e');
export const E2E_GRID_DIR = join(E2E_DATA_DIR, 'grid');
export const webUrl = `http://localhost:${5173 + PORT_OFFSET}`;
/** The local API server: GraphQL, and POST /local/run/{job} to run a scheduled job now. */
export const apiUrl = `http://localhost:${4000 + PORT_OFFSET}`;
export const dynamoEndpoint = `http://127.0.0.1:${4567 + PORT_OFFSET}`;
export const TABLE_NAME = 'almanac-local';

/** infra/local/seed.ts: the onboarded demo agent. */
export const DEMO_AGENT = { email: 'agent@almanac.local', password: 'almanac-demo' };

/**
 * A Nevada desert cell that global-setup.ts ingests into prism-precip-daily as 45 years without a
 * drop of rain: low precipitation has no offer there.
 */
export const DRY_CELL = { lat: 37.6, lng: -116.2 };
