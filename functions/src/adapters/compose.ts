import type { FunctionsConfig } from '../config.js';
import type { Ports } from '../ports/index.js';
import { pricingQueueUrl, readPricingSettings } from '../pricing-config.js';
import { botCheckFor } from './captcha/bot-check.js';
import { scryptPasswordHasher } from './crypto/password-hasher.js';
import { cryptoRandom, sha256Digest } from './crypto/random.js';
import { createDocumentClient } from './dynamodb/client.js';
import { dynamoThrottleRepository } from './dynamodb/throttle.js';
import { dynamoOneTimeTokenRepository, dynamoShortCodeRepository } from './dynamodb/one-time-tokens.js';
import { dynamoOrganizationRepository } from './dynamodb/organizations.js';
import { dynamoPricingLeases } from './dynamodb/pricing-leases.js';
import { dynamoPricingRequestRepository } from './dynamodb/pricing-requests.js';
import { dynamoQuoteRepository } from './dynamodb/quotes.js';
import { dynamoFeedbackRepository, dynamoPremiumIndicationRequestRepository } from './dynamodb/requests.js';
import { dynamoSessionRepository } from './dynamodb/sessions.js';
import { dynamoUserRepository } from './dynamodb/users.js';
import { usStateLocator } from './geo/us-state-boundaries.js';
import { createSqsClient, sqsMailQueue } from './sqs/mail-queue.js';
import { sqsPricingQueue } from './sqs/pricing-queue.js';
import { createWeatherSource } from './weather/create-weather-source.js';

/** Build every port from configuration: the one place that wires adapters to use cases. */
export function composePorts(config: FunctionsConfig): Ports {
  const db = createDocumentClient(config.region);
  const table = config.tableName;
  const sqs = createSqsClient(config.region);
  return {
    users: dynamoUserRepository(db, table),
    organizations: dynamoOrganizationRepository(db, table),
    sessions: dynamoSessionRepository(db, table),
    oneTimeTokens: dynamoOneTimeTokenRepository(db, table),
    shortCodes: dynamoShortCodeRepository(db, table),
    throttle: dynamoThrottleRepository(db, table),
    clock: { now: () => new Date() },
    random: cryptoRandom,
    hasher: scryptPasswordHasher(),
    digest: sha256Digest,
    botCheck: botCheckFor(config.stage, config.recaptchaSecretId),
    mailQueue: sqsMailQueue(sqs, config.mailQueueUrl),
    webUrl: config.webUrl,
    weather: createWeatherSource(config),
    states: usStateLocator,
    quotes: dynamoQuoteRepository(db, table),
    pricingRequests: dynamoPricingRequestRepository(db, table),
    pricingLeases: dynamoPricingLeases(db, table),
    pricingQueue: sqsPricingQueue(sqs, pricingQueueUrl()),
    pricingSettings: readPricingSettings(),
    premiumIndicationRequests: dynamoPremiumIndicationRequestRepository(db, table),
    feedback: dynamoFeedbackRepository(db, table),
    operationsEmail: config.operationsEmail,
  };
}
