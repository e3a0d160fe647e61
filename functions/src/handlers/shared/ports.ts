import { lambdaLogger } from '../../adapters/logging/powertools-logger.js';
import { readConfig, type FunctionsConfig } from '../../config.js';
import type { Logger } from '../../ports/index.js';

/**
 * A Lambda's logger (named after it: `service` in every line) and its ports, built by its own
 * composer (adapters/compose/<lambda>.ts) on first use and reused across invocations. Each handler
 * imports only its composer, so its bundle holds only the adapters its use cases need.
 */
export function lambdaContainer<P>(
  service: string,
  compose: (config: FunctionsConfig, logger: Logger) => P,
): { logger: Logger; ports: () => P } {
  const logger = lambdaLogger(service);
  let cached: P | undefined;
  return { logger, ports: () => (cached ??= compose(readConfig(), logger)) };
}
