import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scroll to the top on every path change (docs/requirements.md#app-shell). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
