import { AUTHORIZER_CACHE_SECONDS } from '@almanac/core';
import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { sha256Digest } from '../crypto/random.js';
import { authenticationCache, type CachedAuthenticate } from '../../use-cases/auth/authentication-cache.js';
import { dynamoSessionRepository } from '../dynamodb/sessions.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { systemClock, tableOf } from './shared.js';

export type AuthorizerPorts = Pick<Ports, 'sessions' | 'users' | 'clock' | 'digest' | 'logger'> & {
  /** The container's memory of live sessions (use-cases/auth/authentication-cache.ts). */
  authenticate: CachedAuthenticate;
};

/** The Lambda authorizer: reads a session and its user, nothing else. */
export function composeAuthorizerPorts(config: FunctionsConfig, logger: Logger): AuthorizerPorts {
  const [db, table] = tableOf(config);
  return {
    authenticate: authenticationCache(config.authorizerCacheSeconds ?? AUTHORIZER_CACHE_SECONDS),
    sessions: dynamoSessionRepository(db, table),
    users: dynamoUserRepository(db, table),
    clock: systemClock,
    digest: sha256Digest,
    logger,
  };
}
