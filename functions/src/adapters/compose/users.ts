import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { cryptoRandom } from '../crypto/random.js';
import { dynamoOrganizationRepository } from '../dynamodb/organizations.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { systemClock, tableOf } from './shared.js';

export type UsersPorts = Pick<Ports, 'users' | 'organizations' | 'clock' | 'random' | 'logger'>;

/** The users Lambda: the caller's own account and organization. */
export function composeUsersPorts(config: FunctionsConfig, logger: Logger): UsersPorts {
  const [db, table] = tableOf(config);
  return {
    users: dynamoUserRepository(db, table),
    organizations: dynamoOrganizationRepository(db, table),
    clock: systemClock,
    random: cryptoRandom,
    logger,
  };
}
