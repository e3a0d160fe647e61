/**
 * The client's steps in the browser history (docs/requirements.md#client-review, #payment): going
 * on from a step (Sign & Submit → payment → confirmation) pushes the next page, after marking the
 * step's own entry as done; Back then returns to that page, which shows the step done and the way
 * forward instead of sending the client on again (a redirect there would make Back a trap, and
 * replacing every entry made Back leave the site).
 */
import { useLocation, useNavigate } from 'react-router-dom';

interface StepDoneState {
  readonly clientStepDone: true;
}

/** Whether this history entry is a step the client left by going on (so it was reached by Back). */
export const isStepDoneEntry = (state: unknown): boolean =>
  (state as Partial<StepDoneState> | null | undefined)?.clientStepDone === true;

/** Go on to `to`: this entry is marked done, the next page pushed. */
export function useGoOnFromStep(): (to: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (to) => {
    const done: StepDoneState = { clientStepDone: true };
    navigate(`${location.pathname}${location.search}`, { replace: true, state: done });
    navigate(to);
  };
}
