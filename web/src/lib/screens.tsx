/**
 * Which screens exist in this build: the app's route table provides its paths, and links to a
 * screen that is not built yet (or switched off by a flag) are hidden or disabled with a reason
 * instead of leading to the 404 page. A feature asks `useHasScreen()('/apply/select-client')`.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { matchPath } from 'react-router-dom';

const ScreensContext = createContext<readonly string[] | null>(null);

export function ScreensProvider({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  return <ScreensContext.Provider value={paths}>{children}</ScreensContext.Provider>;
}

/** A test for "does this link lead to a screen?" (path only; query and hash are ignored). */
export function useHasScreen(): (to: string) => boolean {
  const paths = useContext(ScreensContext);
  return useCallback(
    (to: string) => {
      if (!paths) return true; // rendered outside the app's router (a component on its own)
      const pathname = to.split(/[?#]/)[0]!;
      return paths.some((pattern) => pattern !== '*' && matchPath({ path: pattern, end: true }, pathname));
    },
    [paths],
  );
}

/** The first application screen (Begin Application and Apply for Coverage lead there). */
export const APPLY_PATH = '/apply/select-client';

/** My Team, where the onboarding banner's second action leads. */
export const TEAM_PATH = '/account/team';
