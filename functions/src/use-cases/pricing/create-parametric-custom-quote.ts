import { createParametricCustomQuoteSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { requireQuoter } from './access.js';
import { submitQuoteRequest, type SubmitPorts } from './submit-quote-request.js';

/** Excess precipitation (HPC): options around the requested strike (seed 000 section 7). */
export async function createParametricCustomQuote(
  ports: SubmitPorts & Pick<Ports, 'users'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  const user = await requireQuoter(ports, caller);
  const submission = parseInput(createParametricCustomQuoteSchema, rawArgs);
  return submitQuoteRequest(ports, user, 'createParametricCustomQuote', submission);
}
