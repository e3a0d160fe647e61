/**
 * `npm start`'s command line (infra/local/start.ts): the options, the usage text, and what a
 * command line asks for — start with these options, print the usage (--help), or say what is wrong.
 */
import { parseArgs } from 'node:util';
import {
  LOCAL_PORTS,
  MAX_PORT_OFFSET,
  parsePortOffset,
  portOffsetError,
} from '@almanac/functions/cli/local-defaults';

export const START_USAGE = `Usage: npm start -- [options]   (or: npx tsx infra/local/start.ts [options])
  --web dev|dist|none   the web app: Vite dev server (default), the built dist/ folder, or none
  --data-dir PATH       where the stack keeps its data (default .data)
  --fresh               start from an empty data folder
  --port-offset N       move every port by N, 0 to ${MAX_PORT_OFFSET} (default 0); use the same N with
                        npm run jobs, ops and data update
  --quiet               no line per request; handler logs at WARN and above
  --test-password-hashing  hash passwords at the test stacks' lower cost (browser journeys only)
  --help                this text
Ports: ${Object.entries(LOCAL_PORTS)
  .map(([name, port]) => `${name} ${port}`)
  .join(', ')} (plus the offset)`;

const WEB_MODES = ['dev', 'dist', 'none'] as const;
export type WebMode = (typeof WEB_MODES)[number];

export interface StartOptions {
  web: WebMode;
  dataDir?: string;
  fresh: boolean;
  portOffset: number;
  quiet: boolean;
  testPasswordHashing: boolean;
}

export type StartCommand =
  | { kind: 'start'; options: StartOptions }
  | { kind: 'help'; text: string }
  | { kind: 'error'; message: string };

export function parseStartArgs(argv: readonly string[]): StartCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        web: { type: 'string', default: 'dev' },
        'data-dir': { type: 'string' },
        fresh: { type: 'boolean', default: false },
        'port-offset': { type: 'string' },
        quiet: { type: 'boolean', default: false },
        'test-password-hashing': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: `${(error as Error).message}\n\n${START_USAGE}` };
  }
  if (values.help) return { kind: 'help', text: START_USAGE };
  if (!WEB_MODES.includes(values.web as WebMode))
    return {
      kind: 'error',
      message: `--web must be dev, dist or none; got "${values.web}"\n\n${START_USAGE}`,
    };
  const portOffset = parsePortOffset(values['port-offset']);
  if (portOffset === null) return { kind: 'error', message: portOffsetError(values['port-offset']) };
  return {
    kind: 'start',
    options: {
      web: values.web as WebMode,
      dataDir: values['data-dir'],
      fresh: values.fresh,
      portOffset,
      quiet: values.quiet,
      testPasswordHashing: values['test-password-hashing'],
    },
  };
}
