import { Badge, Container, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageTitle } from '../../../components/page.js';
import { useSession } from '../../../lib/session/index.js';
import { programTitle, SELECT_PROGRAM_PATH } from '../model/programs.js';
import { redirectForStep, type QuoterState, type StepKey } from '../model/wizard.js';
import { type QuoterActions, useQuoter } from '../state/use-quoter.js';
import { QuoterStepper } from './quoter-stepper.js';

/**
 * The quoter state for the signed-in user: state stored by another user in this tab is dropped
 * first (`ready` is false until then).
 */
export function useOwnQuoter(): { state: QuoterState; actions: QuoterActions; ready: boolean } {
  const { user } = useSession();
  const [state, actions] = useQuoter();
  const ready = !user || state.ownerId === user._id;
  useEffect(() => {
    if (user && state.ownerId !== user._id) actions.claim(user._id);
  }, [user, state.ownerId, actions]);
  return { state, actions, ready };
}

/** A step route: direct entry the wizard rules refuse redirects (furthest visited step or select-program). */
export function QuoterStepGate({ children }: { children: ReactNode }) {
  const { state, ready } = useOwnQuoter();
  const { pathname } = useLocation();
  if (!ready) return null;
  const to = redirectForStep(state, pathname);
  return to ? <Navigate to={to} replace /> : <>{children}</>;
}

/** Pages before the steps (diligent effort) need a chosen program. */
export function QuoterProgramGate({ children }: { children: ReactNode }) {
  const { state, ready } = useOwnQuoter();
  if (!ready) return null;
  return state.program ? <>{children}</> : <Navigate to={SELECT_PROGRAM_PATH} replace />;
}

/** The frame of a step page: the program, the stepper, the step's title and content. */
export function QuoterFrame({
  step,
  title,
  lead,
  children,
}: {
  step: StepKey;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const [state] = useQuoter();
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <Stack gap="3">
          {state.program ? (
            <HStack gap="2">
              <Text fontSize="sm" color="fg.muted">
                Premium Calculator
              </Text>
              <Badge colorPalette="primary" variant="subtle">
                {programTitle(state.program)}
              </Badge>
            </HStack>
          ) : null}
          <QuoterStepper state={state} current={step} />
        </Stack>
        <PageTitle title={title} lead={lead} gap="1" />
        {children}
      </Stack>
    </Container>
  );
}

/** A step page's two columns (3:2), stacked on narrow screens. */
export function StepColumns({ children }: { children: ReactNode }) {
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
      gap="6"
      alignItems="start"
    >
      {children}
    </Grid>
  );
}
