import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { WebContent } from '../constructs/web-content.js';
import type { StageConfig } from '../stage-config.js';

export interface WebContentStackProps extends StackProps {
  config: StageConfig;
  bucket: IBucket;
  distribution: IDistribution;
  graphqlUrl: string;
  apiKey: string;
  /** The web build output (web/dist). */
  distDir: string;
}

/**
 * The web app's files and its runtime config.json. Separate from the Web stack because the
 * config needs the API's URL and key while the API needs the web's URL (WEB_URL): hosting →
 * API → content has no cycle.
 */
export class WebContentStack extends Stack {
  readonly content: WebContent;

  constructor(scope: Construct, id: string, props: WebContentStackProps) {
    super(scope, id, props);
    this.content = new WebContent(this, 'Content', {
      bucket: props.bucket,
      distribution: props.distribution,
      distDir: props.distDir,
      config: {
        graphqlUrl: props.graphqlUrl,
        apiKey: props.apiKey,
        stage: props.config.stage,
        ...(props.config.recaptchaSiteKey ? { recaptchaSiteKey: props.config.recaptchaSiteKey } : {}),
        ...(props.config.wireInstructions ? { wireInstructions: props.config.wireInstructions } : {}),
        ...(props.config.claimsPhone ? { claimsPhone: props.config.claimsPhone } : {}),
        ...(props.config.claimsEmail ? { claimsEmail: props.config.claimsEmail } : {}),
        // The ACH form shows when the server takes ACH payments (its clientBankInfoFeature setting).
        flags: { clientBankInfoFeature: props.config.clientBankInfoFeature },
      },
    });
  }
}
