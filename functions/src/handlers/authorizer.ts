import { composeAuthorizerPorts } from '../adapters/compose/authorizer.js';
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
 * Validate the bearer session token. AppSync keeps no answer (ttlOverride 0: the heavy-list count
 * below depends on each request's document); the container reuses a session it found live for
 * core's AUTHORIZER_CACHE_SECONDS, so a logout or password reset is refused within those seconds
 * (docs/security.md). A failure is logged here (with AppSync's request id, never the token) and
 * refuses the request.
 */
export async function handler(event: AuthorizerEvent, context?: LambdaContext): Promise<AuthorizerResult> {
  const logContext = {
    correlation_id: event.requestContext?.requestId ?? context?.awsRequestId,
    function_request_id: context?.awsRequestId,
  };
  return logger.withContext(logContext, async () => {
    try {
      const container = ports();
      const caller = await container.authenticate(container, event.authorizationToken);
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
          // A hint only (use-cases/caller.ts): currentUser reads the user and it in one batch.
          ...(caller.organizationId ? { organizationId: caller.organizationId } : {}),
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
