import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { getIndexDataV2 } from './get-index-data-v2.js';

/**
 * The older index call (docs/requirements.md#api-quoting: "input, type", response not shown): the
 * same input and answer as getIndexDataV2, so either name gives the same numbers.
 */
export function getIndexData(
  ports: Pick<Ports, 'users' | 'weather' | 'states' | 'allowDemoWeather'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  return getIndexDataV2(ports, caller, rawArgs);
}
