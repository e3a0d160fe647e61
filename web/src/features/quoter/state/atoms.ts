/**
 * The quoter's wizard state in jotai atoms that survive a reload: one record in sessionStorage
 * (this tab only, like the original), read on first use. Pages change it only through the pure
 * rules of model/wizard.ts (the `useQuoter` hook wraps them).
 */
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { initialQuoterState, type QuoterState } from '../model/wizard.js';

export const QUOTER_STORAGE_KEY = 'almanac.quoter';
/** Bump when the stored shape changes: older records are dropped instead of misread. */
const STORAGE_VERSION = 2;

interface Stored {
  version: number;
  state: QuoterState;
}

const json = createJSONStorage<Stored>(() => sessionStorage);

/** Stored records of another version, or that are not objects, read as the initial state. */
const storage = {
  getItem(key: string, initial: QuoterState): QuoterState {
    const stored = json.getItem(key, { version: STORAGE_VERSION, state: initial }) as Stored;
    if (!stored || stored.version !== STORAGE_VERSION || typeof stored.state !== 'object' || !stored.state)
      return initial;
    return { ...initial, ...stored.state };
  },
  setItem(key: string, value: QuoterState) {
    json.setItem(key, { version: STORAGE_VERSION, state: value });
  },
  removeItem(key: string) {
    json.removeItem(key);
  },
};

export const quoterStateAtom = atomWithStorage<QuoterState>(QUOTER_STORAGE_KEY, initialQuoterState, storage, {
  getOnInit: true,
});

/** One read-only atom per input key, results, stale flag and furthest visited step. */
export const programAtom = atom((get) => get(quoterStateAtom).program);
export const clientAtom = atom((get) => get(quoterStateAtom).client);
export const locationAtom = atom((get) => get(quoterStateAtom).location);
export const policyPeriodAtom = atom((get) => get(quoterStateAtom).policyPeriod);
export const optionTermsAtom = atom((get) => get(quoterStateAtom).optionTerms);
export const diligentEffortAtom = atom((get) => get(quoterStateAtom).diligentEffort);
export const resultsAtom = atom((get) => get(quoterStateAtom).results);
export const staleAtom = atom((get) => get(quoterStateAtom).stale);
export const furthestStepAtom = atom((get) => get(quoterStateAtom).furthestStep);
