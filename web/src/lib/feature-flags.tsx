import { defaultFeatureFlags, featureFlags, type FeatureFlag, type FeatureFlags } from '@almanac/core';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Local overrides of the deployment's flags, saved when toggled in the flags dialog. */
export const FLAGS_STORAGE_KEY = 'almanac.featureFlags';

export function readLocalFlags(): Partial<FeatureFlags> {
  try {
    const raw = localStorage.getItem(FLAGS_STORAGE_KEY);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const flags: Partial<FeatureFlags> = {};
    for (const key of Object.keys(featureFlags) as FeatureFlag[]) {
      if (typeof parsed[key] === 'boolean') flags[key] = parsed[key];
    }
    return flags;
  } catch {
    return {};
  }
}

function writeLocalFlags(flags: Partial<FeatureFlags>): void {
  try {
    if (Object.keys(flags).length === 0) localStorage.removeItem(FLAGS_STORAGE_KEY);
    else localStorage.setItem(FLAGS_STORAGE_KEY, JSON.stringify(flags));
  } catch {
    /* storage disabled: the override lasts for this page view */
  }
}

export interface FeatureFlagsValue {
  /** Effective flags: core defaults, then the deployment's, then local overrides. */
  flags: FeatureFlags;
  /** The deployment's flags without local overrides. */
  deployed: FeatureFlags;
  /** Flags saved locally in this browser. */
  local: Partial<FeatureFlags>;
  setFlag(flag: FeatureFlag, value: boolean): void;
  resetLocal(): void;
}

const FeatureFlagsContext = createContext<FeatureFlagsValue | null>(null);

export function FeatureFlagsProvider({
  deployed,
  children,
}: {
  deployed?: Partial<FeatureFlags>;
  children: ReactNode;
}) {
  const [local, setLocal] = useState<Partial<FeatureFlags>>(readLocalFlags);
  const base = useMemo(() => ({ ...defaultFeatureFlags, ...deployed }), [deployed]);

  const setFlag = useCallback((flag: FeatureFlag, value: boolean) => {
    setLocal((prev) => {
      const next = { ...prev, [flag]: value };
      writeLocalFlags(next);
      return next;
    });
  }, []);

  const resetLocal = useCallback(() => {
    writeLocalFlags({});
    setLocal({});
  }, []);

  const value = useMemo(
    () => ({ flags: { ...base, ...local }, deployed: base, local, setFlag, resetLocal }),
    [base, local, setFlag, resetLocal],
  );
  return <FeatureFlagsContext.Provider value={value}>{children}</FeatureFlagsContext.Provider>;
}

export function useFeatureFlags(): FeatureFlagsValue {
  const value = useContext(FeatureFlagsContext);
  if (!value) throw new Error('useFeatureFlags outside FeatureFlagsProvider');
  return value;
}

export const useFlag = (flag: FeatureFlag): boolean => useFeatureFlags().flags[flag];
