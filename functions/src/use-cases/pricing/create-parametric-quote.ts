import { createParametricQuoteSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { submitQuoteCall, type SubmitPorts } from './submit-quote-request.js';

/**
 * High and low temperature (HTC, LTC: "Above/Below {d}°F" options plus the custom trigger
 * `preferredStrike`) and low precipitation (LPC: `preferredStrike` is the trigger, `exhaust` below it).
 */
export async function createParametricQuote(
  ports: SubmitPorts & Pick<Ports, 'users' | 'throttle'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  return submitQuoteCall(ports, caller, rawArgs, 'createParametricQuote', createParametricQuoteSchema);
}
