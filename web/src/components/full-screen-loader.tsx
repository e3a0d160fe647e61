import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** Shown while the current user (or a lazy page) loads. */
export function FullScreenLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="100vh" role="status" aria-live="polite" data-testid="full-screen-loader">
      <Spinner size="xl" color="primary.solid" borderWidth="4px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

/** A smaller loader for lazy pages inside the shell. */
export function PageLoader() {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Spinner size="lg" color="primary.solid" />
      <VisuallyHidden>Loading</VisuallyHidden>
    </Center>
  );
}
