import { privateBucketProps } from './private-bucket-props.js';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface StaticSiteProps {
  /** Custom host name with its us-east-1 ACM certificate; CloudFront's own domain when absent. */
  domain?: { name: string; certificateArn: string };
  /** Content-Security-Policy sent with every response. */
  contentSecurityPolicy?: string;
  /** AWS WAF web ACL (CLOUDFRONT scope) in front of the distribution. */
  webAclId?: string;
}

/**
 * Browser-facing sources the web app talks to: itself, AppSync and presigned S3 URLs
 * (`*.amazonaws.com`), and Google reCAPTCHA. Chakra (emotion) injects style elements, hence
 * 'unsafe-inline' for styles only; maplibre runs its worker from a same-origin URL or a blob.
 */
export const DEFAULT_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://www.google.com https://www.gstatic.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://*.amazonaws.com",
  "worker-src 'self' blob:",
  'frame-src https://www.google.com https://recaptcha.google.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * A private S3 bucket served by CloudFront through origin access control: HTTPS only, security
 * headers, `index.html` as root object, and the single-page-app fallback (403/404 → /index.html).
 */
export class StaticSite extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<host>` without a trailing slash. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: StaticSiteProps = {}) {
    super(scope, id);
    // Only build output lives here: it is redeployed from web/dist, so it goes with the stack.
    this.bucket = new Bucket(this, 'Bucket', {
      ...privateBucketProps,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Almanac web security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
        contentSecurityPolicy: {
          contentSecurityPolicy: props.contentSecurityPolicy ?? DEFAULT_CONTENT_SECURITY_POLICY,
          override: true,
        },
      },
    });

    const spaFallback = (httpStatus: number) => ({
      httpStatus,
      responseHttpStatus: 200,
      responsePagePath: '/index.html',
      ttl: Duration.seconds(0),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Almanac web app',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
      },
      errorResponses: [spaFallback(403), spaFallback(404)],
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(props.webAclId ? { webAclId: props.webAclId } : {}),
      ...(props.domain
        ? {
            // Only a custom certificate can raise the TLS floor (the default one is fixed).
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
            domainNames: [props.domain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
          }
        : {}),
    });

    this.url = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;
  }
}
