import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { programDatesFor } from './program-dates.js';

/** Default period and application deadline of low temperature (or the `programType` given). */
export function getLTCDates(
  ports: Pick<Ports, 'users' | 'weather' | 'clock'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  return programDatesFor(ports, caller, rawArgs, 'LTC');
}
