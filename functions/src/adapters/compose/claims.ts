import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { cryptoRandom, sha256Digest } from '../crypto/random.js';
import { dynamoClaimRepository } from '../dynamodb/claims.js';
import { dynamoContractRepository } from '../dynamodb/contracts.js';
import { dynamoDataUpdateRunRepository } from '../dynamodb/data-update-runs.js';
import { dynamoFormRepository } from '../dynamodb/forms.js';
import { dynamoOneTimeTokenRepository } from '../dynamodb/one-time-tokens.js';
import { dynamoOrganizationRepository } from '../dynamodb/organizations.js';
import { dynamoQuoteRepository } from '../dynamodb/quotes.js';
import { dynamoSessionRepository } from '../dynamodb/sessions.js';
import { dynamoThrottleRepository } from '../dynamodb/throttle.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { sqsClaimLinkQueue } from '../sqs/claim-link-queue.js';
import { createSqsClient, sqsMailQueue } from '../sqs/mail-queue.js';
import { createWeatherSource } from '../weather/create-weather-source.js';
import { composeDocumentPorts } from './documents.js';
import { systemClock, tableOf } from './shared.js';

export type ClaimsPorts = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'contracts'
  | 'quotes'
  | 'forms'
  | 'claims'
  | 'dataUpdateRuns'
  | 'sessions'
  | 'oneTimeTokens'
  | 'throttle'
  | 'clock'
  | 'random'
  | 'digest'
  | 'mailQueue'
  | 'claimLinkQueue'
  | 'webUrl'
  | 'weather'
  | 'logger'
  | 'documents'
  | 'files'
  | 'sha256'
>;

/**
 * The claims Lambda (docs/requirements.md#claims): claim links and their sessions, loss reports,
 * a policy's live index (the weather grid store), settlements' claims and their review; the
 * signed loss report PDF (the file bucket, the renderer).
 */
export function composeClaimsPorts(config: FunctionsConfig, logger: Logger): ClaimsPorts {
  const [db, table] = tableOf(config);
  return {
    users: dynamoUserRepository(db, table),
    organizations: dynamoOrganizationRepository(db, table),
    contracts: dynamoContractRepository(db, table),
    quotes: dynamoQuoteRepository(db, table),
    forms: dynamoFormRepository(db, table),
    claims: dynamoClaimRepository(db, table),
    dataUpdateRuns: dynamoDataUpdateRunRepository(db, table),
    sessions: dynamoSessionRepository(db, table),
    oneTimeTokens: dynamoOneTimeTokenRepository(db, table),
    throttle: dynamoThrottleRepository(db, table),
    clock: systemClock,
    random: cryptoRandom,
    digest: sha256Digest,
    mailQueue: sqsMailQueue(createSqsClient(config.region), config.mailQueueUrl),
    claimLinkQueue: sqsClaimLinkQueue(createSqsClient(config.region), config.claimLinkQueueUrl),
    webUrl: config.webUrl,
    weather: createWeatherSource(config),
    logger,
    ...composeDocumentPorts(config),
  };
}
