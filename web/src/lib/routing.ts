import type { ComponentType, LazyExoticComponent } from 'react';
import type { EarlyRequest } from './graphql/early-requests.js';

/**
 * Who may open a route (the app's guards implement each; docs/requirements.md#access-and-routing):
 * - public: anyone (legal pages, mailbox, public request forms)
 * - entry: login, sign-up, forgot, reset; a logged-in confirmed user is sent on to the app
 * - confirm: the e-mail verification page (unconfirmed session, or an e-mailed link token)
 * - protected: logged-in, confirmed, non-client users
 * - quote: protected and canQuote (else the user's home: core's refusedAreaPathFor)
 * - bind: protected and canBind (else the user's home, likewise)
 * - client: logged-in, confirmed clients only
 * - operations: protected and core's canUnderwrite (internal users, super admins); else the
 *   user's home
 */
export type RouteAccess =
  'public' | 'entry' | 'confirm' | 'protected' | 'quote' | 'bind' | 'client' | 'operations';

/** A feature's route: the app's router puts it behind the guard its access names. */
export interface AppRoute {
  path: string;
  access: RouteAccess;
  Component: LazyExoticComponent<ComponentType> | ComponentType;
  /**
   * The queries its page sends first, with the variables it sends, when the app starts on this
   * route: sent beside the current user (lib/graphql/early-requests.ts). Session queries only.
   */
  early?: (at: {
    params: Readonly<Record<string, string | undefined>>;
    search: URLSearchParams;
  }) => EarlyRequest[];
}
