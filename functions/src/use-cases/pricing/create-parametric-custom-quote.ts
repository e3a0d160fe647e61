import { createParametricCustomQuoteSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { submitQuoteCall, type SubmitPorts } from './submit-quote-request.js';

/** Excess precipitation (HPC): options around the requested strike (docs/requirements.md#api-quoting). */
export async function createParametricCustomQuote(
  ports: SubmitPorts & Pick<Ports, 'users' | 'throttle'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  return submitQuoteCall(
    ports,
    caller,
    rawArgs,
    'createParametricCustomQuote',
    createParametricCustomQuoteSchema,
  );
}
