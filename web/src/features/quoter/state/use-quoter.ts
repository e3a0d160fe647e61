import type { ProgramCode } from '@almanac/core';
import { useAtom } from 'jotai';
import { useMemo } from 'react';
import {
  clearStep,
  completeStep,
  initialQuoterState,
  type PendingRun,
  type QuoterInputs,
  type QuoterResults,
  type QuoterState,
  selectProgram,
  selectQuote,
  setPendingRun,
  setResults,
  type StepKey,
  visitStep,
} from '../model/wizard.js';
import { quoterStateAtom } from './atoms.js';

export interface QuoterActions {
  selectProgram(program: ProgramCode): void;
  completeStep(input: Partial<QuoterInputs>, opts?: { markStale?: boolean }): void;
  clearStep(key: StepKey): void;
  setResults(results: QuoterResults | null): void;
  /** A pricing run starts with these terms, or (null) ends without options. */
  setPendingRun(run: PendingRun | null): void;
  /** Select a priced option (keeps the stale flag). */
  selectQuote(quoteId: string): void;
  visitStep(index: number): void;
  /** Start Over: the initial state (for this user). */
  reset(): void;
  /** Start afresh when the stored state belongs to another user. */
  claim(userId: string): void;
}

/** The quoter state and its actions (the rules of model/wizard.ts applied to the stored atom). */
export function useQuoter(): [QuoterState, QuoterActions] {
  const [state, setState] = useAtom(quoterStateAtom);
  const actions = useMemo<QuoterActions>(
    () => ({
      selectProgram: (program) => setState((s) => selectProgram(s, program)),
      completeStep: (input, opts) => setState((s) => completeStep(s, input, opts)),
      clearStep: (key) => setState((s) => clearStep(s, key)),
      setResults: (results) => setState((s) => setResults(s, results)),
      setPendingRun: (run) => setState((s) => setPendingRun(s, run)),
      selectQuote: (quoteId) => setState((s) => selectQuote(s, quoteId)),
      visitStep: (index) => setState((s) => visitStep(s, index)),
      reset: () => setState((s) => ({ ...initialQuoterState, ownerId: s.ownerId })),
      claim: (userId) =>
        setState((s) => (s.ownerId === userId ? s : { ...initialQuoterState, ownerId: userId })),
    }),
    [setState],
  );
  return [state, actions];
}
