import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { cryptoRandom } from '../crypto/random.js';
import { dynamoOrganizationRepository } from '../dynamodb/organizations.js';
import { dynamoQuoteRepository } from '../dynamodb/quotes.js';
import { dynamoThrottleRepository } from '../dynamodb/throttle.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { systemClock, tableOf } from './shared.js';

export type ClientsPorts = Pick<
  Ports,
  'users' | 'organizations' | 'quotes' | 'clock' | 'random' | 'logger' | 'throttle'
>;

/** The clients Lambda: an agency's clients (users), and the quotes that copy their details. */
export function composeClientsPorts(config: FunctionsConfig, logger: Logger): ClientsPorts {
  const [db, table] = tableOf(config);
  return {
    users: dynamoUserRepository(db, table),
    organizations: dynamoOrganizationRepository(db, table),
    quotes: dynamoQuoteRepository(db, table),
    throttle: dynamoThrottleRepository(db, table),
    clock: systemClock,
    random: cryptoRandom,
    logger,
  };
}
