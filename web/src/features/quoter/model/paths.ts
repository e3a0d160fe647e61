import type { ProgramCode } from '@almanac/core';

/** The route prefix of each program's steps (docs/requirements.md#quoter-routes). */
export const flowPrefix: Readonly<Record<ProgramCode, string>> = {
  LPC: '/quoter',
  LTC: '/quoter/low-temp',
  HPC: '/quoter/excess-precip',
  HTC: '/quoter/high-temp',
};

export const QUOTER_ROOT_PATH = '/quoter';
export const SELECT_PROGRAM_PATH = '/quoter/select-program';
export const DILIGENT_EFFORT_PATH = '/quoter/diligent-effort';
export const QUOTE_SAVED_PATH = '/quoter/quote-saved';
export const CUSTOM_STRUCTURING_PATH = '/premium-indication-request';
