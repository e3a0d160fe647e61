import { isSafeRedirectPath } from '@almanac/core';
/**
 * The stored redirect path (sessionStorage): set when a protected route bounces a visitor to /,
 * used once by the entry routes after login (docs/requirements.md#access-and-routing).
 */
const REDIRECT_KEY = 'almanac.redirect';

/** Only same-site paths: never `//host` or a full URL (no open redirects). */
const isSafePath = (path: string) => isSafeRedirectPath(path) && !path.includes('\\');

export function setRedirectPath(path: string): void {
  if (!isSafePath(path) || path === '/') return;
  try {
    sessionStorage.setItem(REDIRECT_KEY, path);
  } catch {
    /* storage disabled */
  }
}

export function getRedirectPath(): string | null {
  try {
    const path = sessionStorage.getItem(REDIRECT_KEY);
    return path && isSafePath(path) ? path : null;
  } catch {
    return null;
  }
}

export function clearRedirectPath(): void {
  try {
    sessionStorage.removeItem(REDIRECT_KEY);
  } catch {
    /* storage disabled */
  }
}

/** Read and forget the stored path. */
export function takeRedirectPath(): string | null {
  const path = getRedirectPath();
  clearRedirectPath();
  return path;
}
