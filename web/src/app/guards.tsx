import { canUnderwrite, isClient, isConfirmed, refusedAreaNotice, refusedAreaPathFor } from '@almanac/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RouteAccess } from '../lib/routing.js';
import { redirectNoticeState } from '../lib/redirect-notice.js';
import {
  CLIENT_HOME_PATH,
  landingFor,
  setRedirectPath,
  takeRedirectPath,
  useSession,
  type CurrentUser,
} from '../lib/session/index.js';

/**
 * Navigate once (replace), optionally remembering where the visitor wanted to go, and telling the
 * page landed on why (`notice`, shown by the layout's RedirectNotice).
 */
function Bounce({ to, remember, notice }: { to: string; remember?: boolean; notice?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (remember) setRedirectPath(`${location.pathname}${location.search}${location.hash}`);
    navigate(to, { replace: true, state: notice ? redirectNoticeState(notice) : undefined });
  }, [navigate, location, to, remember, notice]);
  return null;
}

/** A logged-in, confirmed user on an entry route: the stored redirect path, else the landing page. */
function EnterApp({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const stored = takeRedirectPath();
    navigate(isClient(user) ? CLIENT_HOME_PATH : landingFor(user, stored), { replace: true });
  }, [navigate, user]);
  return null;
}

/**
 * Where a route's guard sends this user, or null to show the page
 * (docs/requirements.md#access-and-routing). `remember` marks a bounce that stores the requested
 * path for after login; `notice` says why a signed-in user was refused the page (core's
 * refusedAreaNotice), so no refusal is a silent redirect.
 */
export function guardDecision(
  access: RouteAccess,
  user: CurrentUser | null,
  opts: { endedByLogout?: boolean; hasLinkToken?: boolean } = {},
): { to: string; remember?: boolean; notice?: string } | { enter: true } | null {
  // A client's session only ever comes from an e-mailed link (clients have no password), which
  // proves the address: a client needs no separate confirmation.
  const confirmed = isConfirmed(user) || isClient(user);
  switch (access) {
    case 'public':
      return null;
    case 'entry':
      return user && confirmed ? { enter: true } : null;
    case 'confirm':
      if (opts.hasLinkToken) return null; // the e-mailed link works with or without a session
      if (!user) return { to: '/' };
      return confirmed ? { enter: true } : null;
    case 'client':
      if (!user || !confirmed) return { to: '/', remember: !user && !opts.endedByLogout };
      return isClient(user) ? null : { to: landingFor(user), notice: refusedAreaNotice('client', user) };
    case 'protected':
    case 'quote':
    case 'bind':
    case 'operations': {
      // Not logged in or not confirmed → / (the landing page offers an unconfirmed user /confirm).
      // A client → their home, which opens the contract their link opened.
      if (!user || !confirmed) return { to: '/', remember: !user && !opts.endedByLogout };
      if (isClient(user)) return { to: CLIENT_HOME_PATH, notice: refusedAreaNotice('agent', user) };
      const refused = (area: 'quote' | 'bind' | 'operations') => ({
        to: refusedAreaPathFor(user),
        notice: refusedAreaNotice(area, user),
      });
      if (access === 'quote' && !user.canQuote) return refused('quote');
      if (access === 'bind' && !user.canBind) return refused('bind');
      if (access === 'operations' && !canUnderwrite(user)) return refused('operations');
      return null;
    }
  }
}

export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { user, endedByLogout } = useSession();
  const location = useLocation();
  const hasLinkToken = access === 'confirm' && new URLSearchParams(location.search).has('token');
  const decision = guardDecision(access, user, { endedByLogout, hasLinkToken });
  if (!decision) return <>{children}</>;
  if ('enter' in decision) return user ? <EnterApp user={user} /> : null;
  return <Bounce to={decision.to} remember={decision.remember} notice={decision.notice} />;
}
