import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { fieldCipherFor } from '../crypto/field-cipher.js';
import { dynamoCommissionRepository } from '../dynamodb/commissions.js';
import { cryptoRandom } from '../crypto/random.js';
import { dynamoOrganizationRepository } from '../dynamodb/organizations.js';
import { dynamoThrottleRepository } from '../dynamodb/throttle.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { systemClock, tableOf } from './shared.js';

export type UsersPorts = Pick<
  Ports,
  'users' | 'organizations' | 'clock' | 'random' | 'logger' | 'throttle' | 'cipher' | 'commissions'
>;

/**
 * The users Lambda: the caller's own account and organization, their payout information (the
 * field cipher encrypts its bank numbers: FIELD_KEY_ARN in AWS, else FIELD_KEY_FILE) and their
 * commissions.
 */
export function composeUsersPorts(config: FunctionsConfig, logger: Logger): UsersPorts {
  const [db, table] = tableOf(config);
  return {
    users: dynamoUserRepository(db, table),
    organizations: dynamoOrganizationRepository(db, table),
    clock: systemClock,
    random: cryptoRandom,
    logger,
    throttle: dynamoThrottleRepository(db, table),
    cipher: fieldCipherFor(config),
    commissions: dynamoCommissionRepository(db, table),
  };
}
