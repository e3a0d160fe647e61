import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { sha256Digest } from '../crypto/random.js';
import { dynamoSessionRepository } from '../dynamodb/sessions.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { systemClock, tableOf } from './shared.js';

export type AuthorizerPorts = Pick<Ports, 'sessions' | 'users' | 'clock' | 'digest' | 'logger'>;

/** The Lambda authorizer: reads a session and its user, nothing else. */
export function composeAuthorizerPorts(config: FunctionsConfig, logger: Logger): AuthorizerPorts {
  const [db, table] = tableOf(config);
  return {
    sessions: dynamoSessionRepository(db, table),
    users: dynamoUserRepository(db, table),
    clock: systemClock,
    digest: sha256Digest,
    logger,
  };
}
