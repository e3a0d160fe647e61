import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A route's page, loaded on first render like React.lazy, or earlier by `preload()`. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * React.lazy with a `preload()` that starts loading the page's code now (once: the render and the
 * preload share the one import). The app preloads the page of the address it starts on while the
 * runtime config and the current user load, instead of after them (lib/routing's preloadPageFor).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed preload leaves the render to try again
      throw error;
    }));
  return Object.assign(lazy(once), { preload: once });
}
