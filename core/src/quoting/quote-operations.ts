/**
 * Which save and share operation serves which program (docs/requirements.md#api-quoting names the
 * LPC and LTC saves and the precipitation and LTC shares; the high-temperature save is "name not
 * shown", so Almanac names it saveHTCInsuranceQuote). The quoter calls the one for its program; the
 * server refuses a quote of another program with VALIDATION_ERROR.
 */
import type { ProgramCode } from '../pricing/programs.js';

export const quoteSaveOperations = {
  /** Precipitation: low (LPC) and excess (HPC). */
  saveLPCInsuranceQuote: ['LPC', 'HPC'],
  saveLTCInsuranceQuote: ['LTC'],
  saveHTCInsuranceQuote: ['HTC'],
} as const satisfies Record<string, readonly ProgramCode[]>;
export type QuoteSaveOperation = keyof typeof quoteSaveOperations;

export const quoteShareOperations = {
  sharePrecipInsuranceQuote: ['LPC', 'HPC'],
  /** Temperature: low (LTC) and high (HTC). */
  shareLtcInsuranceQuote: ['LTC', 'HTC'],
} as const satisfies Record<string, readonly ProgramCode[]>;
export type QuoteShareOperation = keyof typeof quoteShareOperations;

const operationFor = <O extends string>(table: Record<O, readonly ProgramCode[]>, program: ProgramCode): O =>
  (Object.keys(table) as O[]).find((op) => table[op].includes(program))!;

/** The save operation for a program's quote. */
export const quoteSaveOperationOf = (program: ProgramCode): QuoteSaveOperation =>
  operationFor(quoteSaveOperations, program);

/** The share operation for a program's quote. */
export const quoteShareOperationOf = (program: ProgramCode): QuoteShareOperation =>
  operationFor(quoteShareOperations, program);
