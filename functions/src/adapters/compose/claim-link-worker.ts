import type { FunctionsConfig } from '../../config.js';
import type { Logger } from '../../ports/index.js';
import type { RequestedClaimLinkDeps } from '../../use-cases/claims/send-requested-claim-link.js';
import { cryptoRandom, sha256Digest } from '../crypto/random.js';
import { dynamoContractRepository } from '../dynamodb/contracts.js';
import { dynamoOneTimeTokenRepository } from '../dynamodb/one-time-tokens.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { createSqsClient, sqsMailQueue } from '../sqs/mail-queue.js';
import { systemClock, tableOf } from './shared.js';

export type ClaimLinkWorkerPorts = RequestedClaimLinkDeps & { logger: Logger };

/** The claim link worker: looks a requested policy number up and mails its claim link. */
export function composeClaimLinkWorkerPorts(config: FunctionsConfig, logger: Logger): ClaimLinkWorkerPorts {
  const [db, table] = tableOf(config);
  return {
    contracts: dynamoContractRepository(db, table),
    users: dynamoUserRepository(db, table),
    oneTimeTokens: dynamoOneTimeTokenRepository(db, table),
    clock: systemClock,
    random: cryptoRandom,
    digest: sha256Digest,
    mailQueue: sqsMailQueue(createSqsClient(config.region), config.mailQueueUrl),
    webUrl: config.webUrl,
    logger,
  };
}
