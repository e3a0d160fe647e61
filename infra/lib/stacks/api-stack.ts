import { Annotations, CfnOutput, Duration, Expiration, Stack, type StackProps } from 'aws-cdk-lib';
import { AUTHORIZER_CACHE_SECONDS, REQUEST_LIMITS, WAF_RATE_LIMITS } from '@almanac/core';
import {
  AuthorizationType,
  Definition,
  FieldLogLevel,
  GraphqlApi,
  IntrospectionConfig,
} from 'aws-cdk-lib/aws-appsync';
import { CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { type LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { AppFunction } from '../constructs/app-function.js';
import { CapacityRefusalAlarm } from '../constructs/capacity-refusal-alarm.js';
import { RateLimitedWebAcl } from '../constructs/rate-limited-web-acl.js';
import { pascal } from '../names.js';
import { paths } from '../paths.js';
import { type QueueName, WORKER_TIMEOUT, queueNames, queueOfNeed, queueUrlEnvName } from '../queues.js';
import {
  type JobSchedule,
  type ResolverDomain,
  type ScheduledJobSettings,
  authorizerEntry,
  fieldRoutes,
  resolverDomains,
  scheduledJobs,
  workers,
} from '../routing.js';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { appSyncSchema, unroutedSchemaFields, unknownRoutedFields } from '../schema.js';
import { type StageConfig, usesDefaultMailFrom, usesDefaultOperationsEmail } from '../stage-config.js';

export interface ApiStackProps extends StackProps {
  config: StageConfig;
  table: ITable;
  bucket: IBucket;
  /** The KMS key of encrypted fields (bank and tax numbers). */
  fieldKey: IKey;
  queues: Record<QueueName, IQueue>;
  /** Public address of the web app, for links in e-mails. */
  webUrl: string;
}

type Need = ResolverDomain['needs'][number];

export const RESOLVER_TIMEOUT = Duration.seconds(15);
/** AppSync waits at most 10 s for a Lambda authorizer. */
export const AUTHORIZER_TIMEOUT = Duration.seconds(10);
/** Key prefix of the weather grid store in the file bucket (functions read GRID_BUCKET/GRID_PREFIX). */
export const GRID_PREFIX = 'grid/';
/**
 * Key prefix of uploads and generated documents (core's `diligentEffortFolder`,
 * `contractDocumentsFolder`): what the `bucket` need may read and write.
 */
export const FILES_PREFIX = 'lpc-insurance/';
/** What `bucket` grants under FILES_PREFIX: read (GET, HEAD), write (PUT, presigned POST). */
export const BUCKET_OBJECT_ACTIONS = ['s3:GetObject', 's3:PutObject'];
/**
 * What `fieldKey` grants on the field key: the Encryption SDK's KMS keyring generates a data key
 * per value (GenerateDataKey) and unwraps it to read (Decrypt); Encrypt wraps a data key for a
 * second KMS key, should one be added.
 */
export const FIELD_KEY_ACTIONS = ['kms:Encrypt', 'kms:Decrypt', 'kms:GenerateDataKey'];
/** What `gridWrite` grants under GRID_PREFIX (the weather data update job): read and write cells. */
export const GRID_WRITE_ACTIONS = ['s3:GetObject', 's3:PutObject'];
/** SES actions the mail worker may call, only with the configured From address. */
export const SES_SEND_ACTIONS = ['ses:SendEmail', 'ses:SendRawEmail'];

/**
 * The stateless side: the AppSync API (Lambda authorizer by default, API key for the public
 * fields), one Lambda per resolver domain with one direct resolver per routed field, and the
 * SQS workers. Every function gets exactly the grants its routing `needs` list.
 */
/** What `table` grants: the DynamoDB item calls functions/src/adapters/dynamodb makes. */
export const TABLE_ITEM_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:ConditionCheckItem',
];

export class ApiStack extends Stack {
  readonly api: GraphqlApi;
  readonly graphqlUrl: string;
  readonly apiKey: string;
  readonly authorizer: IFunction;
  readonly resolverFunctions: Record<string, IFunction> = {};
  readonly workerFunctions: Record<string, IFunction> = {};
  readonly jobFunctions: Record<string, IFunction> = {};
  readonly capacityRefusals: CapacityRefusalAlarm;

  private readonly deps: ApiStackProps;
  private readonly recaptchaSecret?: ISecret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.deps = props;
    const { config } = props;
    const logRetention = config.retainData ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_WEEK;

    const environment: Record<string, string> = {
      STAGE: config.stage,
      TABLE_NAME: props.table.tableName,
      BUCKET_NAME: props.bucket.bucketName,
      WEB_URL: props.webUrl,
      MAIL_FROM: config.mailFrom,
      OPERATIONS_EMAIL: config.operationsEmail,
      LIFT_APPLICATION_DEADLINE: String(config.liftApplicationDeadline),
      CLIENT_BANK_INFO_FEATURE: String(config.clientBankInfoFeature),
      // Unset: core's default automatic-approval limit (functions/src/config.ts).
      ...(config.automaticApprovalLimit !== undefined
        ? { AUTOMATIC_APPROVAL_LIMIT: String(config.automaticApprovalLimit) }
        : {}),
      // Unset: core's accumulation limits and referral share (functions/src/config.ts).
      ...(config.accumulationCellLimit !== undefined
        ? { ACCUMULATION_CELL_LIMIT: String(config.accumulationCellLimit) }
        : {}),
      ...(config.accumulationRegionLimit !== undefined
        ? { ACCUMULATION_REGION_LIMIT: String(config.accumulationRegionLimit) }
        : {}),
      ...(config.accumulationReferralShare !== undefined
        ? { ACCUMULATION_REFERRAL_SHARE: String(config.accumulationReferralShare) }
        : {}),
      // Unset: core's price-range referral ratio (functions/src/config.ts).
      ...(config.priceRangeReferralRatio !== undefined
        ? { PRICE_RANGE_REFERRAL_RATIO: String(config.priceRangeReferralRatio) }
        : {}),
      // Unset: core's settlement wait per dataset (functions/src/config.ts).
      ...(config.settlementWaitDays !== undefined
        ? { SETTLEMENT_WAIT_DAYS: String(config.settlementWaitDays) }
        : {}),
      // Unset: demo weather allowed in the dev stage only (functions/src/config.ts).
      ...(config.allowDemoWeather !== undefined
        ? { ALLOW_DEMO_WEATHER: String(config.allowDemoWeather) }
        : {}),
      MAIL_TRANSPORT: 'ses',
      // Powertools' Logger: INFO and above (one JSON line each; the service is the function's name).
      LOG_LEVEL: 'INFO',
      // The SDK's default request checksums break presigned PUTs from browsers.
      AWS_REQUEST_CHECKSUM_CALCULATION: 'when_required',
      AWS_RESPONSE_CHECKSUM_VALIDATION: 'when_required',
    };
    for (const name of queueNames) environment[queueUrlEnvName(name)] = props.queues[name].queueUrl;
    /** Functions that read the weather grid store also learn where it is. */
    const withGrid = (env: Record<string, string>, needs: readonly Need[]) =>
      needs.includes('grid') || needs.includes('gridWrite')
        ? { ...env, GRID_BUCKET: props.bucket.bucketName, GRID_PREFIX: GRID_PREFIX }
        : env;

    // The reCAPTCHA secret stays in Secrets Manager: the functions that check for bots get its
    // name and the right to read it, and read it at run time (never in the environment).
    this.recaptchaSecret = config.recaptchaSecretName
      ? Secret.fromSecretNameV2(this, 'RecaptchaSecret', config.recaptchaSecretName)
      : undefined;
    const withBotCheck = (env: Record<string, string>, needs: readonly Need[]) =>
      needs.includes('botCheck') && config.recaptchaSecretName
        ? { ...env, RECAPTCHA_SECRET_ID: config.recaptchaSecretName }
        : env;
    /** Functions that encrypt fields learn which KMS key wraps their data keys. */
    /** The data update job learns its sources (the stage's weatherUpdateSources, cpcBaseUrl). */
    const withWeatherUpdate = (env: Record<string, string>, job: string) =>
      job === 'weather-update'
        ? {
            ...env,
            WEATHER_UPDATE_SOURCES: config.weatherUpdateSources,
            ...(config.cpcBaseUrl ? { CPC_BASE_URL: config.cpcBaseUrl } : {}),
          }
        : env;
    const withFieldKey = (env: Record<string, string>, needs: readonly Need[]) =>
      needs.includes('fieldKey') ? { ...env, FIELD_KEY_ARN: props.fieldKey.keyArn } : env;

    const authorizer = new AppFunction(this, 'Authorizer', {
      entry: authorizerEntry,
      functionName: `almanac-${config.stage}-authorizer`,
      timeout: AUTHORIZER_TIMEOUT,
      // AppSync keeps no answer (resultsCacheTtl 0 below: the answer counts each request's heavy
      // lists); each authorizer container reuses a live session for this many seconds instead.
      environment: { ...environment, AUTHORIZER_CACHE_SECONDS: String(AUTHORIZER_CACHE_SECONDS) },
      logRetention,
    }).fn;
    // The authorizer only reads a session and its user by key: GetItem on the table, nothing else.
    authorizer.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:GetItem'], resources: [props.table.tableArn] }),
    );
    this.authorizer = authorizer;

    this.api = new GraphqlApi(this, 'Api', {
      name: `almanac-${config.stage}`,
      definition: Definition.fromSchema(appSyncSchema(paths.schema)),
      authorizationConfig: {
        defaultAuthorization: {
          authorizationType: AuthorizationType.LAMBDA,
          // No caching: a logged-out token must stop working on the next request.
          lambdaAuthorizerConfig: { handler: authorizer, resultsCacheTtl: Duration.seconds(0) },
        },
        additionalAuthorizationModes: [
          {
            authorizationType: AuthorizationType.API_KEY,
            apiKeyConfig: {
              name: 'public',
              description: 'Public operations (sign-up, login, reset, token links); shipped in config.json',
              // Renewed on every deploy: deploy each stage at least once a year.
              expires: Expiration.after(Duration.days(365)),
            },
          },
        ],
      },
      xrayEnabled: true,
      // What one request may cost (core REQUEST_LIMITS; the local server enforces the same).
      queryDepthLimit: REQUEST_LIMITS.maxQueryDepth,
      resolverCountLimit: REQUEST_LIMITS.maxResolversPerRequest,
      introspectionConfig:
        config.stage === 'dev' ? IntrospectionConfig.ENABLED : IntrospectionConfig.DISABLED,
      logConfig: {
        fieldLogLevel: FieldLogLevel.ERROR,
        excludeVerboseContent: true,
        retention: logRetention,
      },
    });
    this.graphqlUrl = this.api.graphqlUrl;
    const waf = new RateLimitedWebAcl(this, 'ApiFirewall', {
      scope: 'REGIONAL',
      ratePer5Minutes: WAF_RATE_LIMITS.apiRequestsPer5MinutesPerAddress,
      metricName: `almanac-${config.stage}-api`,
    });
    new CfnWebACLAssociation(this, 'ApiFirewallAssociation', {
      resourceArn: this.api.arn,
      webAclArn: waf.acl.attrArn,
    });
    if (!this.api.apiKey) throw new Error('The API key mode did not create a key');
    this.apiKey = this.api.apiKey;

    const unknown = unknownRoutedFields(paths.schema);
    if (unknown.length) {
      throw new Error(`Routed fields missing from graphql/schema.graphql: ${unknown.join(', ')}`);
    }
    const unrouted = unroutedSchemaFields(paths.schema);
    if (unrouted.length) {
      Annotations.of(this).addWarningV2(
        'almanac:unroutedFields',
        `Schema fields without a resolver (they will resolve to null): ${unrouted.join(', ')}`,
      );
    }

    /** The log groups of the functions that use the table: any of them may refuse a cover for capacity. */
    const tableLogGroups: LogGroup[] = [];
    const logsOf = (app: AppFunction, needs: readonly Need[]) => {
      if (needs.includes('table')) tableLogGroups.push(app.logGroup);
      return app.fn;
    };

    // One function and one data source per domain; one direct Lambda resolver per routed field.
    const dataSources = new Map<string, ReturnType<GraphqlApi['addLambdaDataSource']>>();
    for (const [domain, def] of Object.entries(resolverDomains) as [string, ResolverDomain][]) {
      const fn = logsOf(
        new AppFunction(this, `${pascal(domain)}Resolvers`, {
          entry: def.entry,
          functionName: `almanac-${config.stage}-${domain}`,
          timeout: RESOLVER_TIMEOUT,
          environment: withFieldKey(withBotCheck(withGrid(environment, def.needs), def.needs), def.needs),
          logRetention,
        }),
        def.needs,
      );
      this.grantNeeds(fn, def.needs);
      this.resolverFunctions[domain] = fn;
      dataSources.set(domain, this.api.addLambdaDataSource(`${pascal(domain)}DataSource`, fn));
    }
    for (const [key, domain] of fieldRoutes()) {
      const [typeName, fieldName] = key.split('.') as [string, string];
      dataSources.get(domain)!.createResolver(`${typeName}${pascal(fieldName)}Resolver`, {
        typeName,
        fieldName,
      });
    }

    for (const [name, def] of Object.entries(workers) as [
      QueueName,
      { entry: string; needs: readonly Need[] },
    ][]) {
      const fn = logsOf(
        new AppFunction(this, `${pascal(name)}Worker`, {
          entry: def.entry,
          functionName: `almanac-${config.stage}-${name}-worker`,
          timeout: WORKER_TIMEOUT,
          environment: withGrid(environment, def.needs),
          logRetention,
        }),
        def.needs,
      );
      // Its own queue is consumed (the event source grants receive/delete), never sent to.
      this.grantNeeds(fn, def.needs, name);
      fn.addEventSource(
        new SqsEventSource(props.queues[name], { batchSize: 10, reportBatchItemFailures: true }),
      );
      if (name === 'mail') {
        this.grantSendMail(fn);
        if (usesDefaultMailFrom(config)) {
          Annotations.of(fn).addWarningV2(
            'almanac:defaultMailFrom',
            `No mailFrom context: sending as ${config.mailFrom}, which SES will refuse. Pass --context mailFrom="Almanac <no-reply@your-verified-domain>".`,
          );
        }
        if (usesDefaultOperationsEmail(config)) {
          Annotations.of(fn).addWarningV2(
            'almanac:defaultOperationsEmail',
            `No operationsEmail context: premium indication requests go to ${config.operationsEmail}, which nobody reads. Pass --context operationsEmail=operations@your-domain.`,
          );
        }
      }
      this.workerFunctions[name] = fn;
    }

    for (const [name, job] of Object.entries(scheduledJobs) as [
      string,
      ScheduledJobSettings & JobSchedule,
    ][]) {
      const fn = logsOf(
        new AppFunction(this, `${pascal(name)}Job`, {
          entry: job.entry,
          functionName: `almanac-${config.stage}-${name}`,
          timeout: job.timeoutSeconds ? Duration.seconds(job.timeoutSeconds) : WORKER_TIMEOUT,
          memorySize: job.memoryMb,
          environment: withWeatherUpdate(withGrid(environment, job.needs), name),
          logRetention,
        }),
        job.needs,
      );
      this.grantNeeds(fn, job.needs);
      const schedule = job;
      new Rule(this, `${pascal(name)}Schedule`, {
        description: schedule.dailyAtUtc
          ? `Almanac ${config.stage}: run ${name} daily at ${String(schedule.dailyAtUtc.hour).padStart(2, '0')}:${String(schedule.dailyAtUtc.minute).padStart(2, '0')} UTC`
          : `Almanac ${config.stage}: run ${name} every ${schedule.everyMinutes} minutes`,
        schedule: schedule.dailyAtUtc
          ? Schedule.cron({
              hour: String(schedule.dailyAtUtc.hour),
              minute: String(schedule.dailyAtUtc.minute),
            })
          : Schedule.rate(Duration.minutes(schedule.everyMinutes)),
        targets: [new LambdaFunction(fn, { retryAttempts: 2 })],
      });
      this.jobFunctions[name] = fn;
    }

    // Capacity refusals are counted from every function's log and alarmed on (issue 26 item 2).
    this.capacityRefusals = new CapacityRefusalAlarm(this, 'CapacityRefusals', {
      stage: config.stage,
      logGroups: tableLogGroups,
    });

    new CfnOutput(this, 'GraphqlUrl', { value: this.graphqlUrl });
    new CfnOutput(this, 'ApiId', { value: this.api.apiId });
    new CfnOutput(this, 'ApiKey', { value: this.apiKey });
  }

  /** Least privilege: map routing `needs` to IAM grants. `consumes` is a worker's own queue. */
  private grantNeeds(fn: IFunction, needs: readonly Need[], consumes?: QueueName): void {
    for (const need of needs) {
      if (need === 'botCheck') {
        this.recaptchaSecret?.grantRead(fn);
      } else if (need === 'table') {
        // The item calls the adapters make, on the table and its GSIs: no Scan, no batch write,
        // no stream or table-level calls.
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: TABLE_ITEM_ACTIONS,
            resources: [this.deps.table.tableArn, `${this.deps.table.tableArn}/index/*`],
          }),
        );
      } else if (need === 'bucket') {
        // Read and write objects under the files prefix (presigned POSTs and signed links act
        // with these rights); no delete.
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: BUCKET_OBJECT_ACTIONS,
            resources: [this.deps.bucket.arnForObjects(`${FILES_PREFIX}*`)],
          }),
        );
        // S3 answers a missing object 404 (the upload is not there) only to a caller who may list
        // the bucket, else 403. A GET or HEAD carries no s3:prefix, so a prefix condition would not
        // match it: ListBucket is unconditioned (key names only, never contents).
        fn.addToRolePolicy(
          new PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.deps.bucket.bucketArn] }),
        );
      } else if (need === 'fieldKey') {
        fn.addToRolePolicy(
          new PolicyStatement({ actions: FIELD_KEY_ACTIONS, resources: [this.deps.fieldKey.keyArn] }),
        );
      } else if (need === 'gridWrite') {
        // Read and write under the grid prefix only (the data update job); no delete.
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: GRID_WRITE_ACTIONS,
            resources: [this.deps.bucket.arnForObjects(`${GRID_PREFIX}*`)],
          }),
        );
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['s3:ListBucket'],
            resources: [this.deps.bucket.bucketArn],
            conditions: { StringLike: { 's3:prefix': [`${GRID_PREFIX}*`] } },
          }),
        );
      } else if (need === 'grid') {
        // Read-only, under the grid prefix; ListBucket lets a missing cell answer 404, not 403.
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['s3:GetObject'],
            resources: [this.deps.bucket.arnForObjects(`${GRID_PREFIX}*`)],
          }),
        );
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['s3:ListBucket'],
            resources: [this.deps.bucket.bucketArn],
            conditions: { StringLike: { 's3:prefix': [`${GRID_PREFIX}*`] } },
          }),
        );
      } else {
        const queue = queueOfNeed(need);
        if (!queue) throw new Error(`Unknown need "${need}"`);
        if (queue !== consumes) this.deps.queues[queue].grantSendMessages(fn);
      }
    }
  }

  /** SES sending, only from the configured address. */
  private grantSendMail(fn: IFunction): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: SES_SEND_ACTIONS,
        resources: [this.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
        conditions: { StringEquals: { 'ses:FromAddress': this.deps.config.mailFromAddress } },
      }),
    );
  }
}
