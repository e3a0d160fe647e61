import { composePorts } from '../../adapters/compose.js';
import { readConfig } from '../../config.js';
import type { Ports } from '../../ports/index.js';

let cached: Ports | undefined;
/** Ports for this Lambda container, built on first use and reused across invocations. */
export const containerPorts = (): Ports => (cached ??= composePorts(readConfig()));
