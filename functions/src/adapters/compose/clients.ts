import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { cryptoRandom, sha256Digest } from '../crypto/random.js';
import { dynamoContractRepository } from '../dynamodb/contracts.js';
import { dynamoOneTimeTokenRepository } from '../dynamodb/one-time-tokens.js';
import { dynamoOrganizationRepository } from '../dynamodb/organizations.js';
import { dynamoQuoteRepository } from '../dynamodb/quotes.js';
import { dynamoSessionRepository } from '../dynamodb/sessions.js';
import { dynamoThrottleRepository } from '../dynamodb/throttle.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { createSqsClient, sqsMailQueue } from '../sqs/mail-queue.js';
import type { EmailChangeDeps } from '../../use-cases/clients/email-change.js';
import { systemClock, tableOf } from './shared.js';

/** The e-mail change's ports (the widest of the Lambda's use cases) and the logger. */
export type ClientsPorts = EmailChangeDeps & Pick<Ports, 'logger'>;

/**
 * The clients Lambda: an agency's clients (users), the quotes that copy their details, and their
 * e-mail changes (the contracts say whether one needs confirmation; the old address is mailed).
 */
export function composeClientsPorts(config: FunctionsConfig, logger: Logger): ClientsPorts {
  const [db, table] = tableOf(config);
  return {
    users: dynamoUserRepository(db, table),
    organizations: dynamoOrganizationRepository(db, table),
    quotes: dynamoQuoteRepository(db, table),
    contracts: dynamoContractRepository(db, table),
    sessions: dynamoSessionRepository(db, table),
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
