import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Duration } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { WireInstructions } from '@almanac/core';

/** The runtime configuration the web app fetches from `/config.json`. */
export interface WebRuntimeConfig {
  graphqlUrl: string;
  apiKey: string;
  stage: string;
  recaptchaSiteKey?: string;
  /** Where clients wire the premium (the stage's wireInstructions context). */
  wireInstructions?: WireInstructions;
  /** The claims team's phone and e-mail on the loss report pages (the stage's claimsPhone, claimsEmail). */
  claimsPhone?: string;
  claimsEmail?: string;
  /** Feature flags the deployment sets (the web's defaults; people may override them locally). */
  flags?: Record<string, boolean>;
}

export interface WebContentProps {
  bucket: IBucket;
  distribution: IDistribution;
  /** The Vite build output (web/dist); skipped with a warning when it has no index.html. */
  distDir: string;
  config: WebRuntimeConfig;
}

/** Files that must always be fetched fresh: the entry page and the runtime configuration. */
const ENTRY_FILES = ['index.html', 'config.json', 'config.js'];
const ENTRY_PATHS = ENTRY_FILES.map((f) => `/${f}`);

/**
 * Uploads the built web app and its runtime `config.json` to the site bucket and invalidates the
 * entry files. Hashed assets are cached for a year and never pruned (a browser still running the
 * previous index.html can load its chunks); index.html and config.json are `no-cache`.
 */
export class WebContent extends Construct {
  /** Whether web/dist was found and deployed. */
  readonly deploysBuild: boolean;

  constructor(scope: Construct, id: string, props: WebContentProps) {
    super(scope, id);
    this.deploysBuild = existsSync(path.join(props.distDir, 'index.html'));

    const configSource = Source.jsonData('config.json', props.config);
    // index.html's first script: the same settings on `window` (web/src/lib/config.ts), so the app
    // has them before its chunks load; the API's URL and key (tokens, each a marker in the text)
    // resolve at deploy time, as in config.json.
    const configScriptSource = Source.data(
      'config.js',
      `window.almanacConfig = ${JSON.stringify(props.config)};\n`,
    );
    if (!this.deploysBuild) {
      Annotations.of(this).addWarningV2(
        'almanac:webDistMissing',
        `${props.distDir}/index.html not found: the web app is not deployed (run \`npm run build\` first); only config.json and config.js are.`,
      );
      new BucketDeployment(this, 'Config', {
        sources: [configSource, configScriptSource],
        destinationBucket: props.bucket,
        prune: false,
        cacheControl: [CacheControl.noCache()],
        distribution: props.distribution,
        distributionPaths: ['/config.json', '/config.js'],
      });
      return;
    }

    const site = Source.asset(props.distDir);
    const assets = new BucketDeployment(this, 'Assets', {
      sources: [site],
      destinationBucket: props.bucket,
      exclude: ENTRY_FILES,
      prune: false,
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.days(365)),
        CacheControl.immutable(),
      ],
    });
    const entry = new BucketDeployment(this, 'Entry', {
      // The config files last: they replace any the build may contain (local development).
      sources: [site, configSource, configScriptSource],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: ENTRY_FILES,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/', ...ENTRY_PATHS],
    });
    // index.html must not reference chunks that are not uploaded yet.
    entry.node.addDependency(assets);
  }
}
