import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import type { Logger } from '../../ports/index.js';
import { structuredLogger } from './structured-logger.js';

/**
 * The Lambdas' logger: Powertools for AWS Lambda's Logger, one JSON line per call (level,
 * message, timestamp, service, xray_trace_id in AWS, then the request context and fields) on
 * stdout, warnings and errors on stderr. `service` names the Lambda (`auth`, `pricing-worker` …). The level comes from
 * `LOG_LEVEL` (or `POWERTOOLS_LOG_LEVEL`), INFO by default.
 */
export function lambdaLogger(service: string): Logger {
  const powertools = new PowertoolsLogger({ serviceName: service });
  return structuredLogger((level, message, attributes) => powertools[level](message, attributes));
}
