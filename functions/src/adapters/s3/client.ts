import { S3Client } from '@aws-sdk/client-s3';

/**
 * The file bucket's S3 client. An endpoint (AWS_ENDPOINT_URL_S3, else AWS_ENDPOINT_URL: s3rver in
 * the local stack, LocalStack) needs path-style addressing (`http://host:port/bucket/key`).
 * Checksums are computed and validated only where S3 requires them unless the environment asks for
 * `when_supported`: the SDK's default checksums break presigned requests and s3rver.
 */
export function createS3Client(region: string, env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL;
  const checksums = (name: string) =>
    env[name]?.toLowerCase() === 'when_supported' ? 'WHEN_SUPPORTED' : 'WHEN_REQUIRED';
  return new S3Client({
    region,
    requestChecksumCalculation: checksums('AWS_REQUEST_CHECKSUM_CALCULATION'),
    responseChecksumValidation: checksums('AWS_RESPONSE_CHECKSUM_VALIDATION'),
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  });
}
