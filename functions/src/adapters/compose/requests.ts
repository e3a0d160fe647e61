import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { botCheckFor } from '../captcha/bot-check.js';
import { cryptoRandom } from '../crypto/random.js';
import { dynamoOrganizationRepository } from '../dynamodb/organizations.js';
import { dynamoFeedbackRepository, dynamoPremiumIndicationRequestRepository } from '../dynamodb/requests.js';
import { dynamoThrottleRepository } from '../dynamodb/throttle.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { createSqsClient, sqsMailQueue } from '../sqs/mail-queue.js';
import { systemClock, tableOf } from './shared.js';

export type RequestsPorts = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'premiumIndicationRequests'
  | 'feedback'
  | 'throttle'
  | 'clock'
  | 'random'
  | 'botCheck'
  | 'mailQueue'
  | 'operationsEmail'
  | 'logger'
>;

/** The requests Lambda: premium indication requests (e-mailed to operations) and feedback. */
export function composeRequestsPorts(config: FunctionsConfig, logger: Logger): RequestsPorts {
  const [db, table] = tableOf(config);
  return {
    users: dynamoUserRepository(db, table),
    organizations: dynamoOrganizationRepository(db, table),
    premiumIndicationRequests: dynamoPremiumIndicationRequestRepository(db, table),
    feedback: dynamoFeedbackRepository(db, table),
    throttle: dynamoThrottleRepository(db, table),
    clock: systemClock,
    random: cryptoRandom,
    botCheck: botCheckFor(config.stage, config.recaptchaSecretId),
    mailQueue: sqsMailQueue(createSqsClient(config.region), config.mailQueueUrl),
    operationsEmail: config.operationsEmail,
    logger,
  };
}
