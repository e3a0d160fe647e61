import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { cryptoRandom, sha256Digest } from '../crypto/random.js';
import { dynamoContractRepository } from '../dynamodb/contracts.js';
import { dynamoOneTimeTokenRepository } from '../dynamodb/one-time-tokens.js';
import { dynamoOrganizationRepository } from '../dynamodb/organizations.js';
import { dynamoThrottleRepository } from '../dynamodb/throttle.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { createSqsClient, sqsMailQueue } from '../sqs/mail-queue.js';
import { systemClock, tableOf } from './shared.js';

export type AgencyMailPorts = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'contracts'
  | 'oneTimeTokens'
  | 'throttle'
  | 'clock'
  | 'random'
  | 'digest'
  | 'mailQueue'
  | 'webUrl'
  | 'logger'
>;

/**
 * What the Lambdas that e-mail token links about an agency's records share (quotes: share links;
 * contracts and its sweeper: review invitations): the people, the contracts, the link tokens,
 * the rate limits and the mail queue.
 */
export function composeAgencyMailPorts(
  config: FunctionsConfig,
  logger: Logger,
  [db, table]: ReturnType<typeof tableOf> = tableOf(config),
): AgencyMailPorts {
  return {
    users: dynamoUserRepository(db, table),
    organizations: dynamoOrganizationRepository(db, table),
    contracts: dynamoContractRepository(db, table),
    oneTimeTokens: dynamoOneTimeTokenRepository(db, table),
    throttle: dynamoThrottleRepository(db, table),
    clock: systemClock,
    random: cryptoRandom,
    digest: sha256Digest,
    mailQueue: sqsMailQueue(createSqsClient(config.region), config.mailQueueUrl),
    webUrl: config.webUrl,
    logger,
  };
}
