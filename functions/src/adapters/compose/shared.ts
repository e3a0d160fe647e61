import type { FunctionsConfig } from '../../config.js';
import type { Clock } from '../../ports/index.js';
import { createDocumentClient } from '../dynamodb/client.js';

/**
 * What several domains' composers share, and nothing heavier: each Lambda's composer
 * (adapters/compose/<lambda>.ts) builds only the ports its use cases take, so its bundle holds only
 * their adapters (no weather sources or US atlas outside pricing).
 */
export const systemClock: Clock = { now: () => new Date() };

/** The document client and the table name the DynamoDB repositories take. */
export const tableOf = (config: FunctionsConfig) =>
  [createDocumentClient(config.region), config.tableName] as const;
