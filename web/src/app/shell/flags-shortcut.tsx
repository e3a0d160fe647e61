import { lazy, Suspense, useEffect, useState } from 'react';

const FlagsDialog = lazy(() => import('./flags-dialog.js'));

/** Ctrl or Cmd + K opens the hidden feature-flag dialog (docs/requirements.md#app-shell). */
export function FlagsShortcut() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setMounted(true);
        setOpen((v) => !v);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <FlagsDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
