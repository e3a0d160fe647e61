import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { botCheckFor } from '../captcha/bot-check.js';
import { passwordHasherFor } from '../crypto/password-hasher.js';
import { cryptoRandom, sha256Digest } from '../crypto/random.js';
import { dynamoOneTimeTokenRepository, dynamoShortCodeRepository } from '../dynamodb/one-time-tokens.js';
import { dynamoOrganizationRepository } from '../dynamodb/organizations.js';
import { dynamoSessionRepository } from '../dynamodb/sessions.js';
import { dynamoThrottleRepository } from '../dynamodb/throttle.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { createSqsClient, sqsMailQueue } from '../sqs/mail-queue.js';
import { systemClock, tableOf } from './shared.js';

export type AuthPorts = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'sessions'
  | 'oneTimeTokens'
  | 'shortCodes'
  | 'throttle'
  | 'clock'
  | 'random'
  | 'hasher'
  | 'digest'
  | 'botCheck'
  | 'mailQueue'
  | 'webUrl'
  | 'logger'
>;

/** The auth Lambda: accounts, sessions, one-time tokens and codes, the mail queue, the bot check. */
export function composeAuthPorts(config: FunctionsConfig, logger: Logger): AuthPorts {
  const [db, table] = tableOf(config);
  return {
    users: dynamoUserRepository(db, table),
    organizations: dynamoOrganizationRepository(db, table),
    sessions: dynamoSessionRepository(db, table),
    oneTimeTokens: dynamoOneTimeTokenRepository(db, table),
    shortCodes: dynamoShortCodeRepository(db, table),
    throttle: dynamoThrottleRepository(db, table),
    clock: systemClock,
    random: cryptoRandom,
    hasher: passwordHasherFor(config),
    digest: sha256Digest,
    botCheck: botCheckFor(config.stage, config.recaptchaSecretId),
    mailQueue: sqsMailQueue(createSqsClient(config.region), config.mailQueueUrl),
    webUrl: config.webUrl,
    logger,
  };
}
