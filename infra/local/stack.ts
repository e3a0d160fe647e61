import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SQSClient } from '@aws-sdk/client-sqs';
import { ensureFieldKeyFile } from '@almanac/functions/adapters/crypto/field-key-file';
import { useLocalDynamoTransport } from '@almanac/functions/adapters/dynamodb/client';
import { LOCAL_PORTS } from '@almanac/functions/cli/local-defaults';
import {
  authorizerEntry,
  fieldRoutes,
  resolverDomains,
  scheduledJobs,
  workers,
  type DomainName,
  type JobSchedule,
} from '../lib/routing.js';
import { createAppSyncEmulator, type AuthorizerResult, type LambdaHandler } from './appsync-server.js';
import {
  closeServer,
  freePort,
  listen,
  localCredentials,
  region,
  startDynamo,
  startS3,
  startSqs,
} from './emulators.js';
import { inProcessDynamoTransport } from './in-process-dynamo.js';
import { localRoutes, type JobHandler } from './local-routes.js';
import { seedDemoAccounts } from './seed.js';
import { startDevWeb, startStaticWeb, type WebRuntimeConfig } from './web-server.js';
import { startWorkerRunner } from './worker-runner.js';

export const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * LOCAL EXAMPLE ONLY: made-up wire instructions for the local stack's payment page, so the wire
 * view can be seen without a deployment's bank details (those come from the stage's CDK context,
 * infra/lib/stage-config.ts). No real bank account: do not send money to it.
 */
export const LOCAL_EXAMPLE_WIRE_INSTRUCTIONS = {
  beneficiaryName: 'LOCAL EXAMPLE Almanac Premium Trust (not a real account)',
  beneficiaryBank: 'Example Bank, N.A. (local example)',
  bankAddress: '1 Example Plaza, Springfield, ST 00000',
  accountNumber: '000000000000',
  routingNumber: '123456780',
  referenceNote: 'Almanac premium, contract',
  supportEmail: 'wires@almanac.local',
} as const;
export const LOCAL_API_KEY = 'local-api-key';
/** Where the local stack e-mails public premium indication requests (the local mailbox shows it). */
export const LOCAL_OPERATIONS_EMAIL = 'operations@almanac.local';

export interface LocalStackOptions {
  dataDir?: string;
  /** Wipe the data folder first (test stacks). */
  fresh?: boolean;
  /** `dev`: Vite with hot reload; `dist`: the built app as CloudFront serves it; `none`. */
  web?: 'dev' | 'dist' | 'none';
  /** Fixed ports (npm start) or 0 for any free port (tests). */
  ports?: Partial<Record<'api' | 'web' | 'dynamodb' | 's3' | 'sqs', number>>;
  seed?: boolean;
  log?: (line: string) => void;
  /**
   * The handlers' log level (LOG_LEVEL, read by Powertools' Logger): their JSON lines go to
   * stdout. Default: LOG_LEVEL from the environment, else INFO.
   */
  logLevel?: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';
  /**
   * Seconds the authorizer reuses a session it found live (AUTHORIZER_CACHE_SECONDS). Default: the
   * environment's, else core's AUTHORIZER_CACHE_SECONDS as in AWS; 0 reads the session on every
   * request (the integration stack, whose tests expect a logout to count from the next request).
   */
  authorizerCacheSeconds?: number;
  /**
   * Hash passwords at core's TEST_STACK_PASSWORD_HASH_PARAMS (PASSWORD_HASHING=test-stack): the
   * integration and browser test stacks, which sign in hundreds of times. Default: production cost.
   */
  testPasswordHashing?: boolean;
  /** The server's liftApplicationDeadline setting (LIFT_APPLICATION_DEADLINE); default off. */
  liftApplicationDeadline?: boolean;
  /**
   * The server's clientBankInfoFeature setting (CLIENT_BANK_INFO_FEATURE): clients pay by ACH.
   * Default on locally (CLIENT_BANK_INFO_FEATURE=false turns it off), so the whole payment runs.
   */
  clientBankInfoFeature?: boolean;
  /**
   * The weather data update job's sources (WEATHER_UPDATE_SOURCES, CPC_BASE_URL): e.g. `{ sources:
   * 'cpc', cpcBaseUrl: 'http://127.0.0.1:8080/cpc/' }` (tests serve files locally). Default: the
   * environment's (`WEATHER_UPDATE_SOURCES=cpc npm start`), else off (the job records nothing).
   */
  weatherUpdate?: { sources: string; cpcBaseUrl?: string };
}

/** The ports `npm start` listens on (--port-offset N moves them all; the CLIs use the same). */
export const defaultPorts: Record<keyof typeof LOCAL_PORTS, number> = { ...LOCAL_PORTS };

export interface LocalStack {
  graphqlUrl: string;
  apiKey: string;
  webUrl?: string;
  mailboxUrl: string;
  outboxDir: string;
  tableName: string;
  bucketName: string;
  endpoints: { dynamodb: string; s3: string; sqs: string };
  queueUrls: Record<string, string>;
  stop(): Promise<void>;
}

/** Run `tick` every `ms`; answers the stop. */
function every(ms: number, tick: () => void): () => Promise<void> {
  const timer = setInterval(tick, ms);
  timer.unref();
  return async () => clearInterval(timer);
}

/** Run `tick` once a day at `at` (UTC), as an EventBridge cron would; answers the stop. */
function everyDayAt(at: { hour: number; minute: number }, tick: () => void): () => Promise<void> {
  const DAY = 24 * 60 * 60_000;
  const now = new Date();
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), at.hour, at.minute);
  let stopDaily: (() => Promise<void>) | undefined;
  const first = setTimeout(
    () => {
      tick();
      stopDaily = every(DAY, tick);
    },
    (next - now.getTime() + DAY) % DAY,
  );
  first.unref();
  return async () => {
    clearTimeout(first);
    await stopDaily?.();
  };
}

const importHandler = async <T>(entry: string): Promise<T> =>
  ((await import(pathToFileURL(join(repoRoot, entry)).href)) as { handler: T }).handler;

/** Bring up the whole product on this machine: emulators, API, workers, mail, web. */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  // This machine runs Node 20; the SDK's notice about its future Node 22 minimum is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = resolve(options.dataDir ?? join(repoRoot, '.data'));
  if (options.fresh) await rm(dataDir, { recursive: true, force: true });
  const pick = async (name: keyof typeof defaultPorts) => {
    const port = options.ports?.[name] ?? defaultPorts[name];
    return port === 0 ? freePort() : port;
  };
  const ports = {
    api: await pick('api'),
    web: await pick('web'),
    dynamodb: await pick('dynamodb'),
    s3: await pick('s3'),
    sqs: await pick('sqs'),
  };
  const webOrigin = `http://localhost:${ports.web}`;
  const tableName = 'almanac-local';
  const bucketName = 'almanac-local';
  const outboxDir = join(dataDir, 'outbox');
  // The raw AES key of encrypted fields (KMS in AWS): created on first start, kept afterwards.
  const fieldKeyFile = join(dataDir, 'field-key.bin');
  const stops: (() => Promise<unknown>)[] = [];
  // The server's clientBankInfoFeature setting (clients pay by ACH), and the web's flag with it:
  // on unless asked otherwise (the option, or npm start with CLIENT_BANK_INFO_FEATURE=false).
  const clientBankInfoFeature =
    options.clientBankInfoFeature ?? process.env.CLIENT_BANK_INFO_FEATURE !== 'false';

  try {
    const [dynamo, s3, sqs] = await Promise.all([
      startDynamo(dataDir, ports.dynamodb, tableName),
      startS3(dataDir, ports.s3, bucketName, webOrigin),
      startSqs(ports.sqs, Object.keys(workers)),
    ]);
    stops.push(dynamo.stop, s3.stop, sqs.stop);
    // The handlers below run in this process: their DynamoDB clients reach dynalite without a
    // socket (the SDK still serialises, signs and parses every request; in-process-dynamo.ts).
    useLocalDynamoTransport(inProcessDynamoTransport(dynamo.listener));
    stops.push(async () => useLocalDynamoTransport(undefined));
    await ensureFieldKeyFile(fieldKeyFile);

    // The same environment the Lambdas get in AWS, pointed at the emulators.
    Object.assign(process.env, {
      STAGE: 'local',
      AWS_REGION: region,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_ENDPOINT_URL_SQS: sqs.endpoint,
      AWS_REQUEST_CHECKSUM_CALCULATION: 'when_required',
      AWS_RESPONSE_CHECKSUM_VALIDATION: 'when_required',
      TABLE_NAME: tableName,
      BUCKET_NAME: bucketName,
      MAIL_QUEUE_URL: sqs.urls.mail,
      PRICING_QUEUE_URL: sqs.urls.pricing,
      CLAIM_LINK_QUEUE_URL: sqs.urls.claimLink,
      WEB_URL: webOrigin,
      MAIL_TRANSPORT: 'outbox',
      OUTBOX_DIR: outboxDir,
      MAIL_FROM: 'Almanac <no-reply@almanac.local>',
      OPERATIONS_EMAIL: LOCAL_OPERATIONS_EMAIL,
      GRID_DIR: join(dataDir, 'grid'),
      // The server's liftApplicationDeadline setting (off unless asked for: npm start with
      // LIFT_APPLICATION_DEADLINE=true, or the option).
      LIFT_APPLICATION_DEADLINE: String(
        options.liftApplicationDeadline ?? process.env.LIFT_APPLICATION_DEADLINE === 'true',
      ),
      CLIENT_BANK_INFO_FEATURE: String(clientBankInfoFeature),
      FIELD_KEY_FILE: fieldKeyFile,
      LOG_LEVEL: options.logLevel ?? process.env.LOG_LEVEL ?? 'INFO',
      ...(options.testPasswordHashing ? { PASSWORD_HASHING: 'test-stack' } : {}),
      ...(options.authorizerCacheSeconds !== undefined
        ? { AUTHORIZER_CACHE_SECONDS: String(options.authorizerCacheSeconds) }
        : {}),
      ...(options.weatherUpdate
        ? {
            WEATHER_UPDATE_SOURCES: options.weatherUpdate.sources,
            ...(options.weatherUpdate.cpcBaseUrl ? { CPC_BASE_URL: options.weatherUpdate.cpcBaseUrl } : {}),
          }
        : {}),
    });
    // The local stack never checks for bots (stage local; functions/src/adapters/captcha), and
    // encrypts fields with its key file, never a KMS key.
    delete process.env.RECAPTCHA_SECRET_ID;
    delete process.env.FIELD_KEY_ARN;

    const handlers = new Map<DomainName, LambdaHandler>();
    for (const [domain, def] of Object.entries(resolverDomains) as [DomainName, { entry: string }][]) {
      handlers.set(domain, await importHandler<LambdaHandler>(def.entry));
    }
    const resolvers = new Map<string, LambdaHandler>();
    for (const [field, domain] of fieldRoutes()) resolvers.set(field, handlers.get(domain)!);

    const sqsClient = new SQSClient({ region, endpoint: sqs.endpoint, credentials: localCredentials });
    for (const [name, worker] of Object.entries(workers)) {
      const runner = startWorkerRunner(sqsClient, sqs.urls[name]!, await importHandler(worker.entry));
      stops.unshift(runner.stop);
    }

    const jobs = new Map<string, JobHandler>();
    for (const [name, job] of Object.entries(scheduledJobs)) {
      const run = await importHandler<JobHandler>(job.entry);
      jobs.set(name, run);
      // A failure is the job's to log (its handler does, once); the next tick tries again.
      const tick = () => void run().catch(() => undefined);
      const schedule: JobSchedule = job;
      stops.unshift(
        schedule.dailyAtUtc
          ? everyDayAt(schedule.dailyAtUtc, tick)
          : every(schedule.everyMinutes * 60_000, tick),
      );
    }

    const schemaSdl =
      (await readFile(join(repoRoot, 'graphql/local-prelude.graphql'), 'utf8')) +
      (await readFile(join(repoRoot, 'graphql/schema.graphql'), 'utf8'));
    const api = createAppSyncEmulator({
      schemaSdl,
      apiKey: LOCAL_API_KEY,
      resolvers,
      authorizer: await importHandler<(e: unknown) => Promise<AuthorizerResult>>(authorizerEntry),
      extraRoutes: localRoutes(outboxDir, jobs, [webOrigin]),
      log: options.log,
    });
    await listen(api, ports.api);
    stops.unshift(() => closeServer(api));
    const apiBase = `http://localhost:${ports.api}`;

    if (options.seed !== false) {
      // The auth Lambda's ports hold what the seed writes with (accounts, organizations, hasher).
      const { composeAuthPorts } = await import('@almanac/functions/adapters/compose/auth');
      const { lambdaLogger } = await import('@almanac/functions/adapters/logging/powertools-logger');
      const { readConfig } = await import('@almanac/functions/config');
      await seedDemoAccounts(composeAuthPorts(readConfig(), lambdaLogger('local-seed')));
    }

    const webConfig: WebRuntimeConfig = {
      graphqlUrl: `${apiBase}/graphql`,
      apiKey: LOCAL_API_KEY,
      stage: 'local',
      mailboxUrl: `${apiBase}/local/mailbox`,
      // A local user pays by ACH (the client's payment form) unless CLIENT_BANK_INFO_FEATURE=false;
      // the flags dialog turns it off to show the wire instructions below (docs/decisions.md, issue 13).
      flags: { clientBankInfoFeature },
      wireInstructions: LOCAL_EXAMPLE_WIRE_INSTRUCTIONS,
      // Example claims contact for the loss report pages (a deployment sets its own: docs/deploy.md).
      claimsPhone: '+1 (800) 555-0143',
      claimsEmail: 'claims@almanac.example',
    };
    let webUrl: string | undefined;
    if (options.web === 'dev' || options.web === 'dist') {
      const web =
        options.web === 'dev'
          ? await startDevWeb(join(repoRoot, 'web'), ports.web, webConfig)
          : await startStaticWeb(join(repoRoot, 'web/dist'), ports.web, webConfig);
      stops.unshift(web.stop);
      webUrl = web.url;
    }

    return {
      graphqlUrl: webConfig.graphqlUrl,
      apiKey: LOCAL_API_KEY,
      webUrl,
      mailboxUrl: webConfig.mailboxUrl!,
      outboxDir,
      tableName,
      bucketName,
      endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, sqs: sqs.endpoint },
      queueUrls: sqs.urls,
      stop: async () => {
        for (const stop of stops) await stop().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const stop of stops) await stop().catch(() => undefined);
    throw error;
  }
}
