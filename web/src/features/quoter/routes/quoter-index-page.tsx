import { Navigate } from 'react-router-dom';
import { useOwnQuoter } from '../components/quoter-frame.js';
import { resumePath } from '../model/wizard.js';

/** /quoter: continue where the user left off (the furthest visited step), or choose a program. */
export default function QuoterIndexPage() {
  const { state, ready } = useOwnQuoter();
  return ready ? <Navigate to={resumePath(state)} replace /> : null;
}
