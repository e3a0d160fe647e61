import type { FunctionsConfig } from '../../config.js';
import type { Logger } from '../../ports/index.js';
import type { RequestedClaimLinkDeps } from '../../use-cases/claims/send-requested-claim-link.js';
import type { RequestedSignInLinkDeps } from '../../use-cases/clients/send-requested-sign-in-links.js';
import { cryptoRandom, sha256Digest } from '../crypto/random.js';
import { dynamoContractRepository } from '../dynamodb/contracts.js';
import { dynamoOneTimeTokenRepository } from '../dynamodb/one-time-tokens.js';
import { dynamoQuoteRepository } from '../dynamodb/quotes.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { createSqsClient, sqsMailQueue } from '../sqs/mail-queue.js';
import { systemClock, tableOf } from './shared.js';

export type ClaimLinkWorkerPorts = RequestedClaimLinkDeps & RequestedSignInLinkDeps & { logger: Logger };

/**
 * The claim link worker: looks a requested policy number up and mails its claim link; looks a
 * requested address's client records up and mails their sign-in links (quotes: a client's contracts).
 */
export function composeClaimLinkWorkerPorts(config: FunctionsConfig, logger: Logger): ClaimLinkWorkerPorts {
  const [db, table] = tableOf(config);
  return {
    contracts: dynamoContractRepository(db, table),
    users: dynamoUserRepository(db, table),
    quotes: dynamoQuoteRepository(db, table),
    oneTimeTokens: dynamoOneTimeTokenRepository(db, table),
    clock: systemClock,
    random: cryptoRandom,
    digest: sha256Digest,
    mailQueue: sqsMailQueue(createSqsClient(config.region), config.mailQueueUrl),
    webUrl: config.webUrl,
    logger,
  };
}
