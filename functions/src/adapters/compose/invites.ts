import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { scryptPasswordHasher } from '../crypto/password-hasher.js';
import { cryptoRandom, sha256Digest } from '../crypto/random.js';
import { dynamoOneTimeTokenRepository } from '../dynamodb/one-time-tokens.js';
import { dynamoOrganizationRepository } from '../dynamodb/organizations.js';
import { dynamoSessionRepository } from '../dynamodb/sessions.js';
import { dynamoThrottleRepository } from '../dynamodb/throttle.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { createSqsClient, sqsMailQueue } from '../sqs/mail-queue.js';
import { systemClock, tableOf } from './shared.js';

export type InvitesPorts = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'sessions'
  | 'oneTimeTokens'
  | 'throttle'
  | 'clock'
  | 'random'
  | 'digest'
  | 'hasher'
  | 'mailQueue'
  | 'webUrl'
  | 'logger'
>;

/**
 * The invites Lambda's team half: members and invitations, the link tokens, the rate limits, the
 * mail queue, sessions (disabling revokes them; accepting starts one) and the password hasher.
 * (Agency onboarding composes its own ports: compose/onboarding.ts.)
 */
export function composeInvitesPorts(config: FunctionsConfig, logger: Logger): InvitesPorts {
  const [db, table] = tableOf(config);
  return {
    users: dynamoUserRepository(db, table),
    organizations: dynamoOrganizationRepository(db, table),
    sessions: dynamoSessionRepository(db, table),
    oneTimeTokens: dynamoOneTimeTokenRepository(db, table),
    throttle: dynamoThrottleRepository(db, table),
    clock: systemClock,
    random: cryptoRandom,
    digest: sha256Digest,
    hasher: scryptPasswordHasher(),
    mailQueue: sqsMailQueue(createSqsClient(config.region), config.mailQueueUrl),
    webUrl: config.webUrl,
    logger,
  };
}
