import { WAF_RATE_LIMITS } from '@almanac/core';
import { Annotations, Aws, CfnCondition, CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { RateLimitedWebAcl } from '../constructs/rate-limited-web-acl.js';
import { StaticSite } from '../constructs/static-site.js';
import type { StageConfig } from '../stage-config.js';

export interface WebStackProps extends StackProps {
  config: StageConfig;
}

/**
 * The web app's hosting: a private bucket and its CloudFront distribution. Content and the
 * runtime config.json are deployed by the WebContent stack, after the API exists.
 */
export class WebStack extends Stack {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** Public address of the web app (`https://…`), for e-mail links and CORS. */
  readonly webUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { webDomain, webCertificateArn } = props.config;
    if (webDomain && !webCertificateArn) {
      Annotations.of(this).addWarningV2(
        'almanac:webDomainWithoutCertificate',
        `webDomain ${webDomain} is used for links and CORS, but CloudFront does not serve it without webCertificateArn (an ACM certificate in us-east-1).`,
      );
    }
    // CloudFront's web ACLs live in us-east-1: the firewall is created (and attached) when this
    // stack is deployed there, and skipped elsewhere (docs/deploy.md).
    const inUsEast1 = new CfnCondition(this, 'InUsEast1', {
      expression: Fn.conditionEquals(Aws.REGION, 'us-east-1'),
    });
    const firewall = new RateLimitedWebAcl(this, 'WebFirewall', {
      scope: 'CLOUDFRONT',
      ratePer5Minutes: WAF_RATE_LIMITS.webRequestsPer5MinutesPerAddress,
      metricName: `almanac-${props.config.stage}-web`,
    });
    firewall.acl.cfnOptions.condition = inUsEast1;
    const site = new StaticSite(this, 'Site', {
      webAclId: Fn.conditionIf(inUsEast1.logicalId, firewall.acl.attrArn, Aws.NO_VALUE).toString(),
      domain:
        webDomain && webCertificateArn ? { name: webDomain, certificateArn: webCertificateArn } : undefined,
    });
    this.bucket = site.bucket;
    this.distribution = site.distribution;
    this.webUrl = webDomain ? `https://${webDomain}` : site.url;

    new CfnOutput(this, 'WebUrl', { value: this.webUrl });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distributionDomainName,
    });
  }
}
