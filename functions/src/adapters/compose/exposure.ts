import { resolveAccumulationLimits } from '@almanac/core';
import type { FunctionsConfig } from '../../config.js';
import type { Ports } from '../../ports/index.js';
import { dynamoExposureBook } from '../dynamodb/exposure.js';
import { tableOf } from './shared.js';

export type ExposurePorts = Pick<Ports, 'exposures' | 'accumulationLimits'>;

/**
 * The exposure book and the aggregate limits (core's defaults under the server's settings): what
 * the Lambdas that quote, submit, bind, reject or expire covers share.
 */
export function composeExposurePorts(
  config: FunctionsConfig,
  [db, table]: ReturnType<typeof tableOf> = tableOf(config),
): ExposurePorts {
  return {
    exposures: dynamoExposureBook(db, table),
    accumulationLimits: resolveAccumulationLimits(config.accumulation),
  };
}
