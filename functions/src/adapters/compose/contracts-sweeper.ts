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

export type ContractsSweeperPorts = Pick<
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
  | 'liftApplicationDeadline'
>;

/** The scheduled contracts sweeper (no files, cipher or PDF renderer in its bundle): pending review invitations and drafts past their deadline. */
export function composeContractsSweeperPorts(config: FunctionsConfig, logger: Logger): ContractsSweeperPorts {
  const [db, table] = tableOf(config);
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
    liftApplicationDeadline: config.liftApplicationDeadline,
  };
}
