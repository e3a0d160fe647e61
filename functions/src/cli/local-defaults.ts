/**
 * The local stack's ports and names (infra/local/stack.ts reads its defaultPorts from here), for the
 * stack itself and for the CLIs run without TABLE_NAME. `--port-offset N` moves every port by N,
 * the same for `npm start`, `npm run jobs`, `npm run ops` and `npm run data` (docs/operations.md).
 */
export const LOCAL_PORTS = { api: 4000, web: 5173, dynamodb: 4567, s3: 4568, sqs: 4569 } as const;
export type LocalPortName = keyof typeof LOCAL_PORTS;

/** The largest offset that keeps every port below 65536. */
export const MAX_PORT_OFFSET = 65535 - Math.max(...Object.values(LOCAL_PORTS));

export const PORT_OFFSET_OPTION = { 'port-offset': { type: 'string' as const } };
export const PORT_OFFSET_USAGE = `--port-offset N   the local stack's ports moved by N (as \`npm start -- --port-offset N\`; default 0)`;

/** `--port-offset`'s value: a whole number from 0 to MAX_PORT_OFFSET, else null (say so and stop). */
export function parsePortOffset(value: string | undefined): number | null {
  if (value === undefined) return 0;
  if (!/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return n <= MAX_PORT_OFFSET ? n : null;
}

export const portOffsetError = (value: string | undefined): string =>
  `--port-offset must be a whole number from 0 to ${MAX_PORT_OFFSET}; got ${JSON.stringify(value)}`;

export interface LocalStackAddresses {
  dynamodb: string;
  sqs: string;
  web: string;
  table: string;
  gridDir: string;
}

/** Where the local stack started with `--port-offset offset` listens. */
export const localStack = (offset = 0): LocalStackAddresses => ({
  dynamodb: `http://localhost:${LOCAL_PORTS.dynamodb + offset}`,
  sqs: `http://localhost:${LOCAL_PORTS.sqs + offset}`,
  web: `http://localhost:${LOCAL_PORTS.web + offset}`,
  table: 'almanac-local',
  gridDir: '.data/grid',
});

/** The local stack on its default ports. */
export const LOCAL = localStack(0);
