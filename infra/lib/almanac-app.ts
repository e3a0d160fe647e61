import { type App, Tags } from 'aws-cdk-lib';
import { paths } from './paths.js';
import { ApiStack } from './stacks/api-stack.js';
import { StatefulStack } from './stacks/stateful-stack.js';
import { WebContentStack } from './stacks/web-content-stack.js';
import { WebStack } from './stacks/web-stack.js';
import { type StageConfig, stageConfigFromContext } from './stage-config.js';

export interface AlmanacStageOptions {
  /** Defaults to the app's context (`--context stage=…` etc.). */
  config?: StageConfig;
  /** Defaults to web/dist. */
  webDistDir?: string;
}

export interface AlmanacStage {
  config: StageConfig;
  web: WebStack;
  stateful: StatefulStack;
  api: ApiStack;
  webContent: WebContentStack;
}

/** The Vite dev server, allowed to use presigned URLs of a `dev` stage. */
export const LOCAL_WEB_ORIGIN = 'http://localhost:5173';

/**
 * One stage = four stacks, deployed in this order (CDK derives it from the references):
 * Web (hosting) → Stateful (table, bucket, queues; CORS needs the web URL) → Api (functions,
 * AppSync; WEB_URL) → WebContent (web/dist and config.json with the API's URL and key).
 */
export function addAlmanacStage(app: App, options: AlmanacStageOptions = {}): AlmanacStage {
  const config = options.config ?? stageConfigFromContext(app.node);
  const prefix = `Almanac-${config.stage}`;
  const description = (what: string) => `Almanac ${config.stage}: ${what}`;

  const web = new WebStack(app, `${prefix}-Web`, {
    stackName: `${prefix}-Web`,
    description: description('web hosting (S3 + CloudFront)'),
    config,
  });
  const stateful = new StatefulStack(app, `${prefix}-Stateful`, {
    stackName: `${prefix}-Stateful`,
    description: description('data (DynamoDB table, S3 file bucket, SQS queues, field KMS key)'),
    config,
    webOrigins: config.stage === 'dev' ? [web.webUrl, LOCAL_WEB_ORIGIN] : [web.webUrl],
    terminationProtection: config.retainData,
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    stackName: `${prefix}-Api`,
    description: description('AppSync API, resolver functions and workers'),
    config,
    table: stateful.table,
    bucket: stateful.bucket,
    fieldKey: stateful.fieldKey,
    queues: stateful.queues,
    webUrl: web.webUrl,
  });
  const webContent = new WebContentStack(app, `${prefix}-WebContent`, {
    stackName: `${prefix}-WebContent`,
    description: description('web app files and runtime config.json'),
    config,
    bucket: web.bucket,
    distribution: web.distribution,
    graphqlUrl: api.graphqlUrl,
    apiKey: api.apiKey,
    distDir: options.webDistDir ?? paths.webDist,
  });

  for (const stack of [web, stateful, api, webContent]) {
    Tags.of(stack).add('project', 'almanac');
    Tags.of(stack).add('stage', config.stage);
  }
  return { config, web, stateful, api, webContent };
}
