import { privateBucketProps } from './private-bucket-props.js';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Bucket, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface FileBucketProps {
  /** Versioned and RETAINed (true) or unversioned, DESTROYed and emptied on delete (dev). */
  retain: boolean;
  /**
   * Browser origins allowed to use presigned requests (e.g. the web app's URL): POST uploads (a
   * presigned POST policy), PUT, and GET/HEAD of signed links.
   */
  corsOrigins: string[];
}

/**
 * The private bucket for uploads, generated documents, signed links and the weather grid store.
 * Browsers reach it only through presigned URLs, so it allows CORS from the web origin.
 */
export class FileBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: FileBucketProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      ...privateBucketProps,
      versioned: props.retain,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !props.retain,
      cors: [
        {
          allowedMethods: [HttpMethods.POST, HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedOrigins: props.corsOrigins,
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
        ...(props.retain
          ? [{ id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(90) }]
          : []),
      ],
    });
  }
}
