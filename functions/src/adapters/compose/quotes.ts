import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { cryptoRandom, sha256Digest } from '../crypto/random.js';
import { dynamoContractRepository } from '../dynamodb/contracts.js';
import { dynamoOneTimeTokenRepository } from '../dynamodb/one-time-tokens.js';
import { dynamoOrganizationRepository } from '../dynamodb/organizations.js';
import { dynamoQuoteRepository } from '../dynamodb/quotes.js';
import { dynamoThrottleRepository } from '../dynamodb/throttle.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { createSqsClient, sqsMailQueue } from '../sqs/mail-queue.js';
import { systemClock, tableOf } from './shared.js';

export type QuotesPorts = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'quotes'
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

/** The quotes Lambda: stored quotes, their share links and e-mails. */
export function composeQuotesPorts(config: FunctionsConfig, logger: Logger): QuotesPorts {
  const [db, table] = tableOf(config);
  return {
    users: dynamoUserRepository(db, table),
    organizations: dynamoOrganizationRepository(db, table),
    quotes: dynamoQuoteRepository(db, table),
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
