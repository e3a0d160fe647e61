import { BlockPublicAccess, BucketEncryption, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';

/** What every Almanac bucket is: encrypted, never public, owner-enforced, TLS 1.2+ only. */
export const privateBucketProps = {
  encryption: BucketEncryption.S3_MANAGED,
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
} as const satisfies BucketProps;
