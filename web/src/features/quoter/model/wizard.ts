/**
 * The quoter wizard's rules (docs/requirements.md#quoter-wizard), as pure functions over a
 * plain state object. The jotai atoms (state/atoms.ts) persist the state; pages call these.
 *
 * - Completing a step takes exactly one input key with a truthy value; the value marks the step
 *   done, results become stale unless the caller says otherwise, and the furthest visited step
 *   moves on to the next step.
 * - Setting results clears the stale flag.
 * - Choosing a program swaps the step list (each program has its own routes) and sets the
 *   furthest visited step to 0.
 * - A step is disabled while a previous non-optional step has no value; direct entry to a step
 *   the user cannot be on redirects to the furthest visited (enabled) step, or to select-program.
 */
import type { ProgramCode } from '@almanac/core';
import { DILIGENT_EFFORT_PATH, flowPrefix, SELECT_PROGRAM_PATH } from './paths.js';
import type { QuoterClient } from '../../../shared/clients/quoter-client.js';
import type { DataOrigin, PricedQuote, TargetMatchData } from '../../../shared/quote/quote.js';

export type { QuoterClient };

export type DatasetChoice = 'CPC' | 'PRISM';

export interface PickedLocation {
  id: string;
  lat: number;
  lng: number;
  name: string;
  /** Two-letter state code, null when the point is in no state. */
  state: string | null;
  /** Whole percent, 1..100. */
  weight: number;
  /** The CPC cell id of the point, when it has one. */
  cpcId: number | null;
}

export interface LocationSelection {
  locations: PickedLocation[];
  dataset: DatasetChoice;
  totalPercentage: number;
  /** The user typed a weight: adding or removing no longer redistributes evenly. */
  weightsEdited: boolean;
}

export interface PolicyPeriod {
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  days: number;
  applicationDeadline: string;
  /** The preset's label, or null for a custom range. */
  preset: string | null;
}

/** The chosen coverage terms (docs/requirements.md#entity-quoter-state). */
export interface OptionTerms {
  netPremium: number;
  exhaust?: number;
  strike?: number;
  maxPaymentAmount?: number;
  dailyPrecipitationCap?: number;
  savedQuoteId?: string;
}

/**
 * Priced options and what the terms screen keeps with them
 * (docs/requirements.md#entity-quoter-state): the options, the limit (maxPaymentAmount), trigger,
 * exhaust and custom trigger they were priced with, and the selected option.
 */
export interface QuoterResults {
  quotes: PricedQuote[];
  maxPaymentAmount?: number;
  trigger?: number;
  exhaust?: number;
  customTriggerTemperature?: number;
  selectedQuoteId?: string;
  /** The pricing request, where the options came from, and an Expand criteria match. */
  requestId?: string;
  dataOrigin?: DataOrigin | null;
  targetMatch?: TargetMatchData | null;
}

/** The quoter input keys (docs/requirements.md#entity-quoter-state). */
export interface QuoterInputs {
  program: ProgramCode | null;
  client: QuoterClient | null;
  location: LocationSelection | null;
  policyPeriod: PolicyPeriod | null;
  optionTerms: OptionTerms | null;
  diligentEffort: boolean;
}
export type InputKey = keyof QuoterInputs;

/**
 * A pricing run started and not yet answered: its terms as typed, kept with the state so a reload
 * while Calculate runs starts the run again instead of losing it.
 */
export interface PendingRun {
  values: { limit: string; trigger: string; exhaust: string; customTrigger: string };
  targetMatch: boolean;
}

export interface QuoterState extends QuoterInputs {
  results: QuoterResults | null;
  /** The run in progress (null when none). */
  pendingRun?: PendingRun | null;
  stale: boolean;
  /** Index in the program's step list of the furthest step the user may open. */
  furthestStep: number;
  /** The user the state belongs to (another login in the same tab starts afresh). */
  ownerId: string | null;
}

export const initialQuoterState: QuoterState = {
  program: null,
  client: null,
  location: null,
  policyPeriod: null,
  optionTerms: null,
  diligentEffort: false,
  results: null,
  pendingRun: null,
  stale: false,
  furthestStep: 0,
  ownerId: null,
};

export type StepKey = 'client' | 'location' | 'policyPeriod' | 'optionTerms';

export interface StepDefinition {
  key: StepKey;
  slug: string;
  label: string;
  optional: boolean;
}

/** The stepper's steps, the same four for every program; only their routes differ. */
export const stepDefinitions: readonly StepDefinition[] = [
  { key: 'client', slug: 'select-client', label: 'Client', optional: true },
  { key: 'location', slug: 'select-location', label: 'Location', optional: false },
  { key: 'policyPeriod', slug: 'select-period', label: 'Policy Period', optional: false },
  { key: 'optionTerms', slug: 'select-options', label: 'Coverage Terms', optional: false },
];

export interface QuoterStep extends StepDefinition {
  index: number;
  path: string;
}

/** The step list of a program (docs/requirements.md#quoter-routes). */
export function stepsFor(program: ProgramCode): QuoterStep[] {
  return stepDefinitions.map((s, index) => ({ ...s, index, path: `${flowPrefix[program]}/${s.slug}` }));
}

export const stepIndexOf = (key: StepKey): number => stepDefinitions.findIndex((s) => s.key === key);

/** Which program's flow and which step a path is, or null for other paths. */
export function matchStepPath(pathname: string): { program: ProgramCode; step: QuoterStep } | null {
  const path = pathname.replace(/\/+$/, '');
  for (const program of Object.keys(flowPrefix) as ProgramCode[]) {
    const step = stepsFor(program).find((s) => s.path === path);
    if (step) return { program, step };
  }
  return null;
}

export const STEP_INPUT_MESSAGE = 'The quoter step input must be non-empty';

/**
 * Complete a step: `input` must hold exactly one input key with a truthy value. Results become
 * stale unless `markStale` is false; a step of the program's list moves the furthest visited step
 * to the one after it.
 */
export function completeStep(
  state: QuoterState,
  input: Partial<QuoterInputs>,
  { markStale = true }: { markStale?: boolean } = {},
): QuoterState {
  const entries = Object.entries(input).filter(([k]) => k in initialQuoterState);
  if (entries.length !== 1 || !entries[0]![1]) throw new Error(STEP_INPUT_MESSAGE);
  const [key, value] = entries[0]! as [InputKey, QuoterInputs[InputKey]];
  if (key === 'program') return selectProgram(state, value as ProgramCode);
  const next: QuoterState = { ...state, [key]: value, stale: markStale ? true : state.stale };
  const index = stepDefinitions.findIndex((s) => s.key === key);
  if (index >= 0)
    next.furthestStep = Math.max(state.furthestStep, Math.min(index + 1, stepDefinitions.length - 1));
  return next;
}

/** Clear a step's value (e.g. the location after a dataset change); later steps become disabled. */
export function clearStep(state: QuoterState, key: StepKey): QuoterState {
  return { ...state, [key]: null, stale: state.results ? true : state.stale };
}

/** Setting results clears the stale flag and ends the run in progress. */
export function setResults(state: QuoterState, results: QuoterResults | null): QuoterState {
  return { ...state, results, stale: false, pendingRun: null };
}

/** A run starts (its terms are kept until it is answered) or ends without options (null). */
export function setPendingRun(state: QuoterState, pendingRun: PendingRun | null): QuoterState {
  return { ...state, pendingRun };
}

/** Select one of the priced options (the stale flag stays as it is). */
export function selectQuote(state: QuoterState, quoteId: string): QuoterState {
  if (!state.results || !state.results.quotes.some((q) => q.id === quoteId)) return state;
  return { ...state, results: { ...state.results, selectedQuoteId: quoteId } };
}

/**
 * Choose a program: its step list replaces the previous one and the furthest visited step is 0.
 * The client stays; a different program's location, period, terms and results are cleared (its
 * dataset, period rules and terms differ).
 */
export function selectProgram(state: QuoterState, program: ProgramCode): QuoterState {
  if (!program) throw new Error(STEP_INPUT_MESSAGE);
  const same = state.program === program;
  return {
    ...state,
    program,
    furthestStep: 0,
    ...(same
      ? {}
      : {
          location: null,
          policyPeriod: null,
          optionTerms: null,
          results: null,
          pendingRun: null,
          stale: false,
        }),
  };
}

/** Opening a step (e.g. skipping the optional client step) counts as visiting it. */
export function visitStep(state: QuoterState, index: number): QuoterState {
  const clamped = Math.max(0, Math.min(index, stepDefinitions.length - 1));
  return clamped > state.furthestStep ? { ...state, furthestStep: clamped } : state;
}

/** The value a step holds, truthy when the step is complete. */
export const stepValue = (state: QuoterState, key: StepKey) => state[key];
export const isStepComplete = (state: QuoterState, key: StepKey): boolean => !!state[key];

/** A step is disabled while a previous non-optional step has no value. */
export function isStepDisabled(state: QuoterState, index: number): boolean {
  return stepDefinitions.slice(0, Math.max(0, index)).some((s) => !s.optional && !state[s.key]);
}

/** The furthest visited step that is not disabled (at least the first step). */
export function reachableStep(state: QuoterState): number {
  for (let i = Math.min(state.furthestStep, stepDefinitions.length - 1); i > 0; i--) {
    if (!isStepDisabled(state, i)) return i;
  }
  return 0;
}

/** Where the program's flow continues: the furthest visited step's route. */
export function resumePath(state: QuoterState): string {
  if (!state.program) return SELECT_PROGRAM_PATH;
  if (!state.diligentEffort) return DILIGENT_EFFORT_PATH;
  return stepsFor(state.program)[reachableStep(state)]!.path;
}

/**
 * Where direct entry to `pathname` (a step route) must go instead, or null when the user may be
 * there: a step of the chosen program's flow, not past the furthest visited step, not disabled.
 */
export function redirectForStep(state: QuoterState, pathname: string): string | null {
  const match = matchStepPath(pathname);
  if (!state.program) return SELECT_PROGRAM_PATH;
  if (!state.diligentEffort) return DILIGENT_EFFORT_PATH;
  if (!match || match.program !== state.program) return resumePath(state);
  const { index } = match.step;
  if (index > state.furthestStep || isStepDisabled(state, index)) return resumePath(state);
  return null;
}

/** The path of the step after `key` in the program's flow. */
export function nextStepPath(program: ProgramCode, key: StepKey): string {
  const steps = stepsFor(program);
  const i = steps.findIndex((s) => s.key === key);
  return steps[Math.min(i + 1, steps.length - 1)]!.path;
}
