import { DEFAULT_AUTOMATIC_APPROVAL_LIMIT_DOLLARS, DEFAULT_PRICE_RANGE_REFERRAL_RATIO } from '@almanac/core';
import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { dynamoClaimRepository } from '../dynamodb/claims.js';
import { dynamoCommissionRepository } from '../dynamodb/commissions.js';
import { dynamoFormRepository } from '../dynamodb/forms.js';
import { dynamoCounters } from '../dynamodb/counters.js';
import { dynamoQuoteRepository } from '../dynamodb/quotes.js';
import { dynamoSessionRepository } from '../dynamodb/sessions.js';
import { dynamoUploadRepository } from '../dynamodb/uploads.js';
import { sqsClaimLinkQueue } from '../sqs/claim-link-queue.js';
import { createSqsClient } from '../sqs/mail-queue.js';
import { composeAgencyMailPorts, type AgencyMailPorts } from './agency-mail.js';
import { composeExposurePorts, type ExposurePorts } from './exposure.js';
import { composeFilePorts } from './files.js';
import { tableOf } from './shared.js';

export type ContractsPorts = AgencyMailPorts &
  ExposurePorts &
  Pick<
    Ports,
    | 'quotes'
    | 'uploads'
    | 'files'
    | 'cipher'
    | 'documents'
    | 'sha256'
    | 'liftApplicationDeadline'
    | 'automaticApprovalLimitDollars'
    | 'allowDemoWeather'
    | 'priceRangeReferralRatio'
    | 'sessions'
    | 'counters'
    | 'clientBankInfoFeature'
    | 'commissions'
    | 'claims'
    | 'claimLinkQueue'
    | 'forms'
  >;

/**
 * The contracts Lambda: applications, their uploads, the signed PDF and the client's invitation;
 * the client's review link (a session scoped to the contract), signature and ACH payment, and
 * binding (policy numbers from the counters); underwriting, wires received and the policy
 * (documents, commission); the agents' policy lists.
 */
export function composeContractsPorts(config: FunctionsConfig, logger: Logger): ContractsPorts {
  const dynamo = tableOf(config);
  const [db, table] = dynamo;
  return {
    ...composeAgencyMailPorts(config, logger, dynamo),
    quotes: dynamoQuoteRepository(db, table),
    uploads: dynamoUploadRepository(db, table),
    sessions: dynamoSessionRepository(db, table),
    counters: dynamoCounters(db, table),
    liftApplicationDeadline: config.liftApplicationDeadline,
    automaticApprovalLimitDollars:
      config.automaticApprovalLimitDollars ?? DEFAULT_AUTOMATIC_APPROVAL_LIMIT_DOLLARS,
    priceRangeReferralRatio: config.priceRangeReferralRatio ?? DEFAULT_PRICE_RANGE_REFERRAL_RATIO,
    clientBankInfoFeature: config.clientBankInfoFeature,
    allowDemoWeather: config.allowDemoWeather,
    commissions: dynamoCommissionRepository(db, table),
    // The policy lists' index state (a settled policy's claim status).
    claims: dynamoClaimRepository(db, table),
    // requestClientSignInLink queues the request for the claim link worker.
    claimLinkQueue: sqsClaimLinkQueue(createSqsClient(config.region), config.claimLinkQueueUrl),
    // getSignedUrl: a loss report's signed PDF.
    forms: dynamoFormRepository(db, table),
    ...composeFilePorts(config),
    ...composeExposurePorts(config, dynamo),
  };
}
