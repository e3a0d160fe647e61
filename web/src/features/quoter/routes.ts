import type { ProgramCode } from '@almanac/core';
import type { AppRoute } from '../../lib/routing.js';
import {
  DILIGENT_EFFORT_PATH,
  QUOTE_SAVED_PATH,
  QUOTER_ROOT_PATH,
  SELECT_PROGRAM_PATH,
} from './model/paths.js';
import { stepsFor, type StepKey } from './model/wizard.js';
import { lazyPage } from '../../lib/lazy-page.js';

const QuoterIndexPage = lazyPage(() => import('./routes/quoter-index-page.js'));
const SelectProgramPage = lazyPage(() => import('./routes/select-program-page.js'));
const DiligentEffortPage = lazyPage(() => import('./routes/diligent-effort-page.js'));
const QuoteSavedPage = lazyPage(() => import('./routes/quote-saved-page.js'));
const stepPages: Record<StepKey, AppRoute['Component']> = {
  client: lazyPage(() => import('./routes/select-client-page.js')),
  location: lazyPage(() => import('./routes/select-location-page.js')),
  policyPeriod: lazyPage(() => import('./routes/select-period-page.js')),
  optionTerms: lazyPage(() => import('./routes/select-options-page.js')),
};

const programsWithFlows: ProgramCode[] = ['LPC', 'LTC', 'HPC', 'HTC'];

/**
 * The premium calculator (docs/requirements.md#quoter-routes), for users who can quote: program
 * choice, diligent effort, and each program's four steps (low precipitation on the base routes,
 * /quoter/low-temp/…, /quoter/excess-precip/…, /quoter/high-temp/…).
 */
export const quoterRoutes: AppRoute[] = [
  { path: QUOTER_ROOT_PATH, access: 'quote', Component: QuoterIndexPage },
  { path: SELECT_PROGRAM_PATH, access: 'quote', Component: SelectProgramPage },
  { path: DILIGENT_EFFORT_PATH, access: 'quote', Component: DiligentEffortPage },
  { path: QUOTE_SAVED_PATH, access: 'quote', Component: QuoteSavedPage },
  ...programsWithFlows.flatMap((program) =>
    stepsFor(program).map((step) => ({
      path: step.path,
      access: 'quote' as const,
      Component: stepPages[step.key],
    })),
  ),
];
