import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import type { OnboardingPorts } from '../../use-cases/onboarding/onboarding-access.js';
import { passwordHasherFor } from '../crypto/password-hasher.js';
import { cryptoRandom, sha256Digest } from '../crypto/random.js';
import { dynamoOneTimeTokenRepository } from '../dynamodb/one-time-tokens.js';
import { dynamoOrganizationRepository } from '../dynamodb/organizations.js';
import { dynamoSessionRepository } from '../dynamodb/sessions.js';
import { dynamoThrottleRepository } from '../dynamodb/throttle.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { createSqsClient, sqsMailQueue } from '../sqs/mail-queue.js';
import { composeOnboardingPorts } from './onboarding.js';
import { systemClock, tableOf } from './shared.js';

export type InvitesPorts = OnboardingPorts & TeamPorts;

type TeamPorts = Pick<
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
 * The invites Lambda: the team half (members and invitations, the link tokens, the rate limits,
 * the mail queue, sessions (disabling revokes them; accepting starts one) and the password hasher)
 * and agency onboarding's ports (compose/onboarding.ts: uploads, the document renderer and bucket).
 */
export function composeInvitesPorts(config: FunctionsConfig, logger: Logger): InvitesPorts {
  const dynamo = tableOf(config);
  const [db, table] = dynamo;
  return {
    ...composeOnboardingPorts(config, logger, dynamo),
    users: dynamoUserRepository(db, table),
    organizations: dynamoOrganizationRepository(db, table),
    sessions: dynamoSessionRepository(db, table),
    oneTimeTokens: dynamoOneTimeTokenRepository(db, table),
    throttle: dynamoThrottleRepository(db, table),
    clock: systemClock,
    random: cryptoRandom,
    digest: sha256Digest,
    hasher: passwordHasherFor(config),
    mailQueue: sqsMailQueue(createSqsClient(config.region), config.mailQueueUrl),
    webUrl: config.webUrl,
    logger,
  };
}
