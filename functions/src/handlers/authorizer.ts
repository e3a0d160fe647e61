import { authenticateSession } from '../use-cases/auth/authenticate.js';
import { containerPorts } from './shared/ports.js';

/** AppSync Lambda authorizer request (the fields we read). */
export interface AuthorizerEvent {
  authorizationToken: string;
  requestContext?: { apiId?: string; operationName?: string; requestId?: string };
}

export interface AuthorizerResult {
  isAuthorized: boolean;
  resolverContext?: Record<string, string>;
  deniedFields?: string[];
  ttlOverride?: number;
}

/**
 * Validate the bearer session token. No caching (ttlOverride 0): a logout or password reset
 * revokes the token for the very next request.
 */
export async function handler(event: AuthorizerEvent): Promise<AuthorizerResult> {
  try {
    const caller = await authenticateSession(containerPorts(), event.authorizationToken);
    if (!caller) return { isAuthorized: false, ttlOverride: 0 };
    return {
      isAuthorized: true,
      ttlOverride: 0,
      resolverContext: {
        userId: caller.userId,
        role: caller.role,
        confirmed: String(caller.confirmed),
        sessionHash: caller.sessionHash,
      },
    };
  } catch (error) {
    console.error('Authorizer failure', error);
    return { isAuthorized: false, ttlOverride: 0 };
  }
}
