import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_MAX } from './layout.js';

/** Whether the media query matches now (kept in step with the window; false without `matchMedia`). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The mobile layout (below 900 px; docs/requirements.md#app-shell) for components that render
 * differently, not just restyle.
 */
export const useIsMobile = (): boolean => useMediaQuery(`screen and (max-width: ${MOBILE_MAX}px)`);
