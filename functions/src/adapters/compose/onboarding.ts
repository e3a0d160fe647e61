import type { FunctionsConfig } from '../../config.js';
import type { Logger } from '../../ports/index.js';
import type { OnboardingPorts } from '../../use-cases/onboarding/onboarding-access.js';
import { cryptoRandom } from '../crypto/random.js';
import { dynamoOrganizationRepository } from '../dynamodb/organizations.js';
import { dynamoThrottleRepository } from '../dynamodb/throttle.js';
import { dynamoUploadRepository } from '../dynamodb/uploads.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { createSqsClient, sqsMailQueue } from '../sqs/mail-queue.js';
import { composeDocumentPorts } from './documents.js';
import { systemClock, tableOf } from './shared.js';

/**
 * Agency onboarding's ports, for the `invites` Lambda (its composer spreads them): the people and
 * organisations, the uploads, the document ports (the file bucket, the pdf-lib renderer for the
 * signed Agency Agreement, SHA-256), the rate limits and the mail queue with the operations inbox.
 */
export function composeOnboardingPorts(
  config: FunctionsConfig,
  logger: Logger,
  [db, table]: ReturnType<typeof tableOf> = tableOf(config),
): OnboardingPorts {
  return {
    users: dynamoUserRepository(db, table),
    organizations: dynamoOrganizationRepository(db, table),
    uploads: dynamoUploadRepository(db, table),
    throttle: dynamoThrottleRepository(db, table),
    clock: systemClock,
    random: cryptoRandom,
    mailQueue: sqsMailQueue(createSqsClient(config.region), config.mailQueueUrl),
    webUrl: config.webUrl,
    operationsEmail: config.operationsEmail,
    logger,
    ...composeDocumentPorts(config),
  };
}
