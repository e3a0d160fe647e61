import type { FunctionsConfig } from '../../config.js';
import type { Logger, Ports } from '../../ports/index.js';
import { dynamoCommissionRepository } from '../dynamodb/commissions.js';
import { cryptoRandom, sha256Digest } from '../crypto/random.js';
import { dynamoOneTimeTokenRepository } from '../dynamodb/one-time-tokens.js';
import { dynamoOrganizationRepository } from '../dynamodb/organizations.js';
import { dynamoThrottleRepository } from '../dynamodb/throttle.js';
import { dynamoUploadRepository } from '../dynamodb/uploads.js';
import { dynamoUserRepository } from '../dynamodb/users.js';
import { lazyFieldCipher } from '../lazy/field-cipher.js';
import { lazyS3FileStore } from '../lazy/s3-file-store.js';
import { createSqsClient, sqsMailQueue } from '../sqs/mail-queue.js';
import { systemClock, tableOf } from './shared.js';

export type UsersPorts = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'clock'
  | 'logger'
  | 'oneTimeTokens'
  | 'throttle'
  | 'random'
  | 'digest'
  | 'mailQueue'
  | 'webUrl'
  | 'uploads'
  | 'files'
  | 'cipher'
  | 'commissions'
>;

/**
 * The users Lambda: the caller's own account and organization, their payout information (the
 * field cipher encrypts its bank numbers: FIELD_KEY_ARN in AWS, else FIELD_KEY_FILE) and their
 * commissions, and a manager's edit of another member (an invited member's new e-mail gets the
 * invitation again; a license PDF is checked in the file bucket).
 */
export function composeUsersPorts(config: FunctionsConfig, logger: Logger): UsersPorts {
  const [db, table] = tableOf(config);
  if (!config.bucketName) throw new Error('Missing environment variable BUCKET_NAME');
  return {
    users: dynamoUserRepository(db, table),
    organizations: dynamoOrganizationRepository(db, table),
    clock: systemClock,
    random: cryptoRandom,
    logger,
    oneTimeTokens: dynamoOneTimeTokenRepository(db, table),
    throttle: dynamoThrottleRepository(db, table),
    digest: sha256Digest,
    mailQueue: sqsMailQueue(createSqsClient(config.region), config.mailQueueUrl),
    webUrl: config.webUrl,
    uploads: dynamoUploadRepository(db, table),
    // The S3 client and the Encryption SDK are imported on first use (adapters/lazy/).
    files: lazyS3FileStore(config.region, config.bucketName, process.env),
    cipher: lazyFieldCipher(config),
    commissions: dynamoCommissionRepository(db, table),
  };
}
