import { composeAuthorizerPorts } from '../adapters/compose/authorizer.js';
import { authenticateSession } from '../use-cases/auth/authenticate.js';
import { countHeavyFields } from './shared/heavy-fields.js';
import { lambdaContainer } from './shared/ports.js';
import type { LambdaContext } from './shared/resolver.js';

/** AppSync Lambda authorizer request (the fields we read). */
export interface AuthorizerEvent {
  authorizationToken: string;
  requestContext?: { apiId?: string; operationName?: string; requestId?: string; queryString?: string };
}

export interface AuthorizerResult {
  isAuthorized: boolean;
  resolverContext?: Record<string, string>;
  deniedFields?: string[];
  ttlOverride?: number;
}

const { logger, ports } = lambdaContainer('authorizer', composeAuthorizerPorts);

/**
 * Validate the bearer session token. No caching (ttlOverride 0): a logout or password reset
 * revokes the token for the very next request. A failure is logged here (with AppSync's request
 * id, never the token) and refuses the request.
 */
export async function handler(event: AuthorizerEvent, context?: LambdaContext): Promise<AuthorizerResult> {
  const logContext = {
    correlation_id: event.requestContext?.requestId ?? context?.awsRequestId,
    function_request_id: context?.awsRequestId,
  };
  return logger.withContext(logContext, async () => {
    try {
      const caller = await authenticateSession(ports(), event.authorizationToken);
      if (!caller) return { isAuthorized: false, ttlOverride: 0 };
      return {
        isAuthorized: true,
        ttlOverride: 0,
        resolverContext: {
          userId: caller.userId,
          role: caller.role,
          confirmed: String(caller.confirmed),
          sessionHash: caller.sessionHash,
          // A client's review-link session: only core's contractScopedFields, for this contract.
          ...(caller.contractId ? { contractId: caller.contractId } : {}),
          // How many heavy lists the request selects: each of their resolvers refuses above one.
          heavyFields: String(
            countHeavyFields(event.requestContext?.queryString, event.requestContext?.operationName),
          ),
        },
      };
    } catch (error) {
      logger.error('Authorizer failure', { error });
      return { isAuthorized: false, ttlOverride: 0 };
    }
  });
}
