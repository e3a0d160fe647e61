import { createElement, lazy, useState, type ComponentType } from 'react';

/** A route's page, loaded on first render like React.lazy, or earlier by `preload()`. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy with a `preload()` that starts loading the page's code now (once: the render and the
 * preload share the one import). The app preloads the page of the address it starts on while the
 * runtime config and the current user load, instead of after them (lib/routing's preloadPageFor).
 *
 * A page whose code is already in renders at once, not through React.lazy: React.lazy suspends on
 * its first render even when the import has finished (it learns so a microtask later), and React
 * then shows the Suspense fallback and holds the page back until 300 ms after it (its fallback
 * throttle), content that was ready all along (issue 28, item 6).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const once = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a failed preload leaves the render to try again
        throw error;
      },
    ));
  const Lazy = lazy(once);
  function Page() {
    // Chosen once per mount: switching types later would mount the page afresh.
    const [component] = useState(() => loaded ?? Lazy);
    return createElement(component);
  }
  return Object.assign(Page, { preload: once });
}
