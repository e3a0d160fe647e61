import { Annotations, Stack, type StackProps } from 'aws-cdk-lib';
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
  /** Public address of the web app. */
  webUrl: string;
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
    let onboardingUrl = props.config.onboardingUrl;
    if (!onboardingUrl) {
      // The external agency-onboarding site is not part of Almanac: until it is configured, the
      // "Begin Onboarding" button lands back on the app's own getting-started page.
      onboardingUrl = `${props.webUrl}/getting-started`;
      Annotations.of(this).addWarningV2(
        'almanac:onboardingUrlMissing',
        'No onboardingUrl context: config.json points "Begin Onboarding" at /getting-started of this site.',
      );
    }
    this.content = new WebContent(this, 'Content', {
      bucket: props.bucket,
      distribution: props.distribution,
      distDir: props.distDir,
      config: {
        graphqlUrl: props.graphqlUrl,
        apiKey: props.apiKey,
        stage: props.config.stage,
        onboardingUrl,
        ...(props.config.recaptchaSiteKey ? { recaptchaSiteKey: props.config.recaptchaSiteKey } : {}),
        ...(props.config.wireInstructions ? { wireInstructions: props.config.wireInstructions } : {}),
        // The ACH form shows when the server takes ACH payments (its clientBankInfoFeature setting).
        flags: { clientBankInfoFeature: props.config.clientBankInfoFeature },
      },
    });
  }
}
