import * as React from 'react';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { getDefaultStore } from 'jotai';
import { toaster } from '../components/toaster-store.js';
import { initialQuoterState } from '../features/quoter/model/wizard.js';
import { quoterStateAtom } from '../features/quoter/state/atoms.js';

// Lazy route chunks are transformed on first use: give async queries time.
configure({ asyncUtilTimeout: 5000 });

// React's development build records an "owner stack" for every element it creates (an Error with
// ten captured frames and a console task): about a tenth of this suite's CPU, used only to print
// where a component was created in React's own console warnings. Tests read no such stacks: tell
// React its budget of owner stacks is spent, so it records the shared "unknown owner" one instead.
const reactInternals = (
  React as unknown as {
    __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: Record<string, unknown>;
  }
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
  configurable: true,
  get: () => Number.POSITIVE_INFINITY,
  set: () => undefined,
});

// jsdom lacks these; Chakra (zag) uses them for layout, presence and media queries.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub,
  IntersectionObserver: globalThis.IntersectionObserver ?? IntersectionObserverStub,
});
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollTo = function scrollTo() {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// The React act() environment flag for a test runner that is not Jest.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  // The toaster is a module singleton outside React, and one worker runs many files (isolate:
  // false): a toast one test raised (a success toast lives 3 s, a payment one 5 s, at most 3
  // shown) must not show in, or queue ahead of, the next test's, in this file or the next.
  toaster.remove();
  // The quoter's wizard state lives in jotai's default store (a module singleton); a page load
  // starts from the initial state (sessionStorage is cleared before each test).
  getDefaultStore().set(quoterStateAtom, initialQuoterState);
  vi.useRealTimers();
});
