import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTHORIZER_CACHE_SECONDS } from '@almanac/core';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { parse, print, visit } from 'graphql';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromRoot, paths } from '../lib/paths.js';
import { appSyncSchemaDefinition } from '../lib/schema.js';
import { type QueueName, queueNames, queueOfNeed, queueUrlEnvName } from '../lib/queues.js';
import {
  type ResolverDomain,
  authorizerEntry,
  fieldRoutes,
  resolverDomains,
  scheduledJobs,
  workers,
} from '../lib/routing.js';
import {
  type Statement,
  type SynthesizedStage,
  actionsOf,
  asArray,
  importedLogicalIds,
  logicalId,
  roleStatements,
  synthStage,
} from './helpers.js';

const XRAY = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];
const SEND = ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'];
const CONSUME = [
  'sqs:ChangeMessageVisibility',
  'sqs:DeleteMessage',
  'sqs:GetQueueAttributes',
  'sqs:GetQueueUrl',
  'sqs:ReceiveMessage',
];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];

describe('Api stack', () => {
  let s: SynthesizedStage;
  let t: Template;

  beforeAll(() => {
    s = synthStage({
      bundle: true,
      context: {
        stage: 'staging',
        mailFrom: 'Almanac <no-reply@mail.example.org>',
        operationsEmail: 'operations@mail.example.org',
        recaptchaSecretName: 'almanac/staging/recaptcha',
      },
    });
    t = s.templates.api;
  });

  const fnResource = (fn: IFunction) => t.toJSON().Resources[logicalId(s.api, fn)];
  const allFunctions = (): [string, IFunction][] => [
    ['authorizer', s.api.authorizer],
    ...Object.entries(s.api.resolverFunctions),
    ...Object.entries(s.api.workerFunctions).map(([n, f]) => [`${n}-worker`, f] as [string, IFunction]),
    ...Object.entries(s.api.jobFunctions).map(([n, f]) => [n, f] as [string, IFunction]),
  ];
  /** Logical ids (in the Stateful stack) a statement's resources point at. */
  const targets = (statements: Statement[], action: string) =>
    importedLogicalIds(
      statements.filter((st) => asArray(st.Action).includes(action)).map((st) => st.Resource),
      s.templates.stateful,
    );
  const ids = {
    table: () => logicalId(s.stateful, s.stateful.table),
    bucket: () => logicalId(s.stateful, s.stateful.bucket),
    fieldKey: () => logicalId(s.stateful, s.stateful.fieldKey),
    queue: (name: QueueName) => logicalId(s.stateful, s.stateful.queues[name]),
  };

  describe('AppSync API', () => {
    it('authorizes with the Lambda authorizer by default and an API key for public fields', () => {
      t.resourceCountIs('AWS::AppSync::GraphQLApi', 1);
      t.hasResourceProperties('AWS::AppSync::GraphQLApi', {
        Name: 'almanac-staging',
        AuthenticationType: 'AWS_LAMBDA',
        LambdaAuthorizerConfig: {
          AuthorizerResultTtlInSeconds: 0,
          AuthorizerUri: { 'Fn::GetAtt': [logicalId(s.api, s.api.authorizer), 'Arn'] },
        },
        AdditionalAuthenticationProviders: [{ AuthenticationType: 'API_KEY' }],
        XrayEnabled: true,
        LogConfig: Match.objectLike({ FieldLogLevel: 'ERROR' }),
      });
    });

    it('keeps no authorizer answer in AppSync; the authorizer keeps live sessions for core’s seconds', () => {
      const fn = t.findResources('AWS::Lambda::Function')[logicalId(s.api, s.api.authorizer)];
      expect(fn!.Properties.Environment.Variables.AUTHORIZER_CACHE_SECONDS).toBe(
        String(AUTHORIZER_CACHE_SECONDS),
      );
    });

    it('has an API key valid for (about) a year', () => {
      const keys = Object.values(t.findResources('AWS::AppSync::ApiKey'));
      expect(keys).toHaveLength(1);
      const days = (keys[0]!.Properties.Expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);
    });

    it('lets only this API invoke the authorizer', () => {
      t.hasResourceProperties('AWS::Lambda::Permission', {
        FunctionName: { 'Fn::GetAtt': [logicalId(s.api, s.api.authorizer), 'Arn'] },
        Principal: 'appsync.amazonaws.com',
        SourceArn: Match.anyValue(),
      });
    });

    it('deploys graphql/schema.graphql, without the descriptions AppSync cannot parse', () => {
      const source = readFileSync(paths.schema, 'utf8');
      const deployed = appSyncSchemaDefinition(paths.schema);
      t.hasResourceProperties('AWS::AppSync::GraphQLSchema', { Definition: deployed });
      const strip = (doc: string) =>
        print(
          visit(parse(doc, { noLocation: true }), {
            enter: (n) => ('description' in n ? { ...n, description: undefined } : undefined),
          }),
        );
      // Same types, fields, arguments and directives as the file …
      expect(print(parse(deployed))).toBe(strip(source));
      // … and no description strings or comments.
      expect(source).toMatch(/^\s*"[^"]/m);
      expect(deployed).not.toMatch(/"/);
      expect(deployed).not.toMatch(/#/);
      expect(deployed).toContain('@aws_api_key');
    });
  });

  describe('resolvers', () => {
    it('has one direct Lambda resolver per routed field', () => {
      const routes = fieldRoutes();
      const resolvers = Object.values(t.findResources('AWS::AppSync::Resolver'));
      expect(resolvers).toHaveLength(routes.size);
      const fields = resolvers.map((r) => `${r.Properties.TypeName}.${r.Properties.FieldName}`);
      expect(fields.sort()).toEqual([...routes.keys()].sort());
      for (const resolver of resolvers) {
        // Direct Lambda resolvers: no mapping templates, no code.
        expect(resolver.Properties.RequestMappingTemplate).toBeUndefined();
        expect(resolver.Properties.ResponseMappingTemplate).toBeUndefined();
        expect(resolver.Properties.Code).toBeUndefined();
        expect(resolver.Properties.Kind).toBe('UNIT');
      }
    });

    it('sends each field to its domain function', () => {
      const sources = t.findResources('AWS::AppSync::DataSource');
      expect(Object.keys(sources)).toHaveLength(Object.keys(resolverDomains).length);
      for (const [key, domain] of fieldRoutes()) {
        const [typeName, fieldName] = key.split('.');
        const resolver = Object.values(t.findResources('AWS::AppSync::Resolver')).find(
          (r) => r.Properties.TypeName === typeName && r.Properties.FieldName === fieldName,
        )!;
        const sourceId = Object.entries(sources).find(
          ([, ds]) => ds.Properties.Name === resolver.Properties.DataSourceName,
        )?.[0];
        expect(sourceId, key).toBeDefined();
        expect(sources[sourceId!]!.Properties.LambdaConfig.LambdaFunctionArn).toEqual({
          'Fn::GetAtt': [logicalId(s.api, s.api.resolverFunctions[domain]!), 'Arn'],
        });
      }
    });
  });

  describe('functions', () => {
    it('one per domain, plus the authorizer, one per worker and one per scheduled job', () => {
      t.resourcePropertiesCountIs(
        'AWS::Lambda::Function',
        { Runtime: 'nodejs22.x' },
        Object.keys(resolverDomains).length +
          1 +
          Object.keys(workers).length +
          Object.keys(scheduledJobs).length,
      );
    });

    it('run Node 22 on arm64 with the agreed sizes, tracing and environment', () => {
      for (const [name, fn] of allFunctions()) {
        const props = fnResource(fn).Properties;
        expect(props.Runtime, name).toBe('nodejs22.x');
        expect(props.Architectures, name).toEqual(['arm64']);
        expect(props.Handler, name).toBe('index.handler');
        // The data update job downloads and rewrites a year of CPC cells.
        expect(props.MemorySize, name).toBe(name === 'weather-update' ? 2048 : 512);
        expect(props.TracingConfig, name).toEqual({ Mode: 'Active' });
        expect(props.FunctionName, name).toBe(`almanac-staging-${name}`);
        const env = props.Environment.Variables;
        expect(env).toMatchObject({
          STAGE: 'staging',
          MAIL_FROM: 'Almanac <no-reply@mail.example.org>',
          OPERATIONS_EMAIL: 'operations@mail.example.org',
          MAIL_TRANSPORT: 'ses',
          AWS_REQUEST_CHECKSUM_CALCULATION: 'when_required',
          AWS_RESPONSE_CHECKSUM_VALIDATION: 'when_required',
          NODE_OPTIONS: '--enable-source-maps',
          LOG_LEVEL: 'INFO',
          // The server's settings: off unless the stage's context turns them on.
          LIFT_APPLICATION_DEADLINE: 'false',
          CLIENT_BANK_INFO_FEATURE: 'false',
        });
        expect(importedLogicalIds(env.TABLE_NAME, s.templates.stateful)).toEqual([ids.table()]);
        expect(importedLogicalIds(env.BUCKET_NAME, s.templates.stateful)).toEqual([ids.bucket()]);
        for (const queue of queueNames) {
          expect(importedLogicalIds(env[queueUrlEnvName(queue)], s.templates.stateful)).toEqual([
            ids.queue(queue),
          ]);
        }
        expect(JSON.stringify(env.WEB_URL)).toMatch(/https:\/\/.*Almanac-staging-Web/);
      }
    });

    it('time out at 15 s for resolvers, 10 s for the authorizer, 30 s for workers', () => {
      for (const fn of Object.values(s.api.resolverFunctions)) {
        expect(fnResource(fn).Properties.Timeout).toBe(15);
      }
      expect(fnResource(s.api.authorizer).Properties.Timeout).toBe(10);
      for (const fn of Object.values(s.api.workerFunctions)) {
        expect(fnResource(fn).Properties.Timeout).toBe(30);
      }
    });

    it('read the reCAPTCHA secret at run time: its name in the environment of the bot-checking functions only, never its value', () => {
      const checking = ['auth', 'requests'];
      for (const [domain, fn] of Object.entries(s.api.resolverFunctions)) {
        const vars = fnResource(fn).Properties.Environment.Variables;
        expect(vars.RECAPTCHA_SECRET_ID, domain).toBe(
          checking.includes(domain) ? 'almanac/staging/recaptcha' : undefined,
        );
        expect(vars.RECAPTCHA_SECRET, domain).toBeUndefined();
      }
      for (const fn of [s.api.authorizer, ...Object.values(s.api.workerFunctions)]) {
        expect(fnResource(fn).Properties.Environment.Variables.RECAPTCHA_SECRET_ID).toBeUndefined();
      }
      expect(JSON.stringify(t.toJSON())).not.toContain('resolve:secretsmanager');
    });

    it('grant secretsmanager:GetSecretValue on that secret to the bot-checking functions only', () => {
      const policies = t.findResources('AWS::IAM::Policy');
      const readers = Object.values(policies)
        .filter((p) => JSON.stringify(p).includes('secretsmanager:GetSecretValue'))
        .map((p) => JSON.stringify(p.Properties.Roles));
      expect(readers).toHaveLength(2);
      for (const domain of ['auth', 'requests']) {
        const role = fnResource(s.api.resolverFunctions[domain]!).Properties.Role['Fn::GetAtt'][0];
        expect(
          readers.some((r) => r.includes(role)),
          domain,
        ).toBe(true);
      }
      const granted = JSON.stringify(
        Object.values(policies).filter((p) => JSON.stringify(p).includes('GetSecretValue')),
      );
      expect(granted).toContain('secret:almanac/staging/recaptcha-??????');
    });

    it('dev may run without a secret: no RECAPTCHA_SECRET_ID, and the functions then skip the check', () => {
      const plain = synthStage({ context: { stage: 'dev', recaptchaSecretName: '' } });
      const functions = plain.templates.api.findResources('AWS::Lambda::Function');
      for (const fn of Object.values(functions)) {
        expect(fn.Properties.Environment?.Variables?.RECAPTCHA_SECRET_ID).toBeUndefined();
      }
    });

    it('are bundled by the local esbuild as ESM with a require banner and source maps', () => {
      const manifest = JSON.parse(
        readFileSync(path.join(s.outdir, `${s.api.artifactId}.assets.json`), 'utf8'),
      ) as { files: Record<string, { source: { path: string } }> };
      for (const [name, fn] of allFunctions()) {
        const key: string = fnResource(fn).Properties.Code.S3Key;
        const asset = manifest.files[key.replace(/\.zip$/, '')];
        expect(asset, name).toBeDefined();
        const dir = path.join(s.outdir, asset!.source.path);
        const code = readFileSync(path.join(dir, 'index.mjs'), 'utf8');
        expect(
          code.startsWith("import { createRequire as __almanacCreateRequire } from 'node:module';"),
        ).toBe(true);
        expect(existsSync(path.join(dir, 'index.mjs.map')), name).toBe(true);
        expect(code, name).toContain('//# sourceMappingURL=index.mjs.map');
      }
      const entries = [authorizerEntry, ...Object.values(resolverDomains).map((d) => d.entry)];
      expect(entries.every((entry) => existsSync(fromRoot(entry)))).toBe(true);
    });

    it('carry only the adapters their use cases need: the US atlas only in pricing, weather sources in pricing and claims', () => {
      const manifest = JSON.parse(
        readFileSync(path.join(s.outdir, `${s.api.artifactId}.assets.json`), 'utf8'),
      ) as { files: Record<string, { source: { path: string } }> };
      const dirOf = (fn: IFunction): string => {
        const key: string = fnResource(fn).Properties.Code.S3Key;
        return path.join(s.outdir, manifest.files[key.replace(/\.zip$/, '')]!.source.path);
      };
      const mapSources = (file: string): string[] =>
        (JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] }).sources;
      // Everything the asset holds: index.mjs and its chunks (code splitting, infra/lib/bundling.ts).
      const sourcesOf = (fn: IFunction): string[] =>
        (readdirSync(dirOf(fn), { recursive: true }) as string[])
          .filter((f) => f.endsWith('.mjs.map'))
          .flatMap((f) => mapSources(path.join(dirOf(fn), f)));
      const pricing = new Set(['pricing', 'pricing-worker']);
      // A policy's live index and its settlement read the weather; the update job writes it.
      const weatherReaders = new Set([...pricing, 'claims', 'claims-settlement', 'weather-update']);
      for (const [name, fn] of allFunctions()) {
        const sources = sourcesOf(fn);
        const atlas = sources.some((src) => src.includes('node_modules/us-atlas/'));
        const weather = sources.some((src) => src.includes('functions/src/adapters/weather/'));
        expect({ name, atlas, weather }).toEqual({
          name,
          atlas: pricing.has(name),
          weather: weatherReaders.has(name),
        });
        // Every function logs through Powertools.
        expect(
          sources.some((src) => src.includes('@aws-lambda-powertools/logger')),
          name,
        ).toBe(true);
        // The PDF renderer only where applications are handled and policies issued (the contracts
        // sweeper finishes those), agencies sign their Agency Agreement (invites) and
        // policyholders sign loss reports (claims), the
        // Encryption SDK only in contracts (not even the sweeper) and users (the agent's payout bank
        // numbers).
        const files = {
          name,
          pdf: sources.some((src) => src.includes('node_modules/pdf-lib/')),
          encryption: sources.some((src) => src.includes('node_modules/@aws-crypto/')),
        };
        const contracts = name === 'contracts';
        // The Encryption SDK from its ES modules (infra/lib/bundling.ts, alias): not its CommonJS
        // index, which drags in the hierarchical keyring's key store and every DynamoDB command.
        expect(
          sources.filter((src) => src.includes('node_modules/@aws-crypto/branch-keystore-node/')),
          name,
        ).toEqual([]);
        // Where they are carried, pdf-lib, the Encryption SDK and the S3 client are chunks imported
        // on first use (functions/src/adapters/lazy/), not in index.mjs: not read at every cold start.
        expect(
          mapSources(path.join(dirOf(fn), 'index.mjs.map')).filter((src) =>
            /node_modules\/(pdf-lib|@aws-crypto|@aws-sdk\/client-s3)\//.test(src),
          ),
          name,
        ).toEqual([]);
        expect(files).toEqual({
          name,
          pdf: contracts || name === 'contracts-sweeper' || name === 'invites' || name === 'claims',
          encryption: contracts || name === 'users',
        });
        // zod is imported as a namespace, so no other locale than English rides along (issue 28).
        expect(
          sources.filter((src) => /node_modules\/zod\/.*locales\/(?!en\.)/.test(src)),
          name,
        ).toEqual([]);
        // The mail worker only delivers: none of core's rules, no zod (functions/src/config.ts,
        // which every Lambda bundles, must not import core).
        if (name === 'mail-worker')
          expect(
            sources.filter((src) => src.includes('node_modules/zod/') || src.includes('core/src/')),
            name,
          ).toEqual([]);
      }
    });
  });

  describe('least privilege', () => {
    it('grants no wildcard actions to any function', () => {
      for (const [name, fn] of allFunctions()) {
        for (const action of actionsOf(roleStatements(t, s.api, fn))) {
          expect(action, name).not.toBe('*');
          expect(action, name).not.toMatch(/:\*$/);
        }
      }
    });

    it('attaches only the basic execution managed policy', () => {
      for (const [name, fn] of allFunctions()) {
        const role = t.toJSON().Resources[logicalId(s.api, fn.role!)];
        expect(JSON.stringify(role.Properties.ManagedPolicyArns), name).toMatch(
          /^\[\{"Fn::Join":\["",\["arn:",\{"Ref":"AWS::Partition"\},":iam::aws:policy\/service-role\/AWSLambdaBasicExecutionRole"\]\]\}\]$/,
        );
      }
    });

    it('grants no function a table scan, batch write or table-level call', () => {
      for (const [name, fn] of allFunctions()) {
        const actions = actionsOf(roleStatements(t, s.api, fn));
        for (const action of [
          'dynamodb:Scan',
          'dynamodb:BatchWriteItem',
          'dynamodb:DescribeTable',
          'dynamodb:DeleteTable',
        ]) {
          expect(actions, `${name} ${action}`).not.toContain(action);
        }
      }
    });

    it('gives each resolver function exactly what its needs list', () => {
      for (const [domain, def] of Object.entries(resolverDomains) as [string, ResolverDomain][]) {
        const statements = roleStatements(t, s.api, s.api.resolverFunctions[domain]!);
        const actions = actionsOf(statements);
        const needs = new Set<string>(def.needs);
        const services = new Set(actions.map((a) => a.split(':')[0]));
        const expected = new Set(['xray']);
        if (needs.has('table')) expected.add('dynamodb');
        if (needs.has('bucket') || needs.has('grid')) expected.add('s3');
        if (def.needs.some((n) => queueOfNeed(n))) expected.add('sqs');
        if (needs.has('botCheck')) expected.add('secretsmanager');
        if (needs.has('fieldKey')) expected.add('kms');
        expect([...services].sort(), domain).toEqual([...expected].sort());

        if (needs.has('table')) {
          for (const action of TABLE_WRITE) {
            expect(targets(statements, action), `${domain} ${action}`).toEqual([ids.table()]);
          }
          // The GSIs are included.
          expect(JSON.stringify(statements)).toContain('/index/*');
        }
        const sentTo = targets(statements, 'sqs:SendMessage');
        const wanted = def.needs
          .flatMap((n) => queueOfNeed(n) ?? [])
          .map(ids.queue)
          .sort();
        expect(sentTo, domain).toEqual(wanted);
        expect(actions, domain).not.toContain('sqs:ReceiveMessage');
        for (const action of actions.filter((a) => a.startsWith('sqs:'))) {
          expect(SEND, domain).toContain(action);
        }
      }
    });

    it('lets grid readers only read the grid prefix of the file bucket, and tells them where it is', () => {
      const readers = [
        ...Object.entries(resolverDomains).map(
          ([d, def]) => [s.api.resolverFunctions[d]!, def.needs] as const,
        ),
        ...Object.entries(workers).map(([n, def]) => [s.api.workerFunctions[n]!, def.needs] as const),
      ];
      // pricing, the pricing worker and claims (a policy's live index).
      expect(readers.filter(([, needs]) => (needs as readonly string[]).includes('grid'))).toHaveLength(3);
      for (const [fn, needs] of readers) {
        const env = fnResource(fn).Properties.Environment.Variables;
        const statements = roleStatements(t, s.api, fn);
        const s3 = statements.filter((st) => asArray(st.Action).some((a) => a.startsWith('s3:')));
        if (!(needs as readonly string[]).includes('grid')) {
          expect(env.GRID_BUCKET).toBeUndefined();
          continue;
        }
        expect(env.GRID_PREFIX).toBe('grid/');
        expect(importedLogicalIds(env.GRID_BUCKET, s.templates.stateful)).toEqual([ids.bucket()]);
        if ((needs as readonly string[]).includes('bucket')) continue;
        expect(actionsOf(s3)).toEqual(['s3:GetObject', 's3:ListBucket']);
        const get = s3.find((st) => asArray(st.Action).includes('s3:GetObject'))!;
        expect(JSON.stringify(get.Resource)).toMatch(/\/grid\/\*"\]\]\}$/);
        const list = s3.find((st) => asArray(st.Action).includes('s3:ListBucket'))!;
        expect(list.Condition).toEqual({ StringLike: { 's3:prefix': ['grid/*'] } });
      }
    });

    it('lets only the data update job write the grid store, only under grid/ (no delete), and tells it where the store is and what to fetch', () => {
      const writers = allFunctions().filter(([, fn]) =>
        roleStatements(t, s.api, fn).some(
          (st) =>
            asArray(st.Action).includes('s3:PutObject') && JSON.stringify(st.Resource).includes('/grid/'),
        ),
      );
      expect(writers.map(([name]) => name)).toEqual(['weather-update']);
      const job = s.api.jobFunctions['weather-update']!;
      const statements = roleStatements(t, s.api, job);
      const s3 = statements.filter((st) => asArray(st.Action).some((a) => a.startsWith('s3:')));
      expect(actionsOf(s3).sort()).toEqual(['s3:GetObject', 's3:ListBucket', 's3:PutObject']);
      for (const st of s3.filter((x) => !asArray(x.Action).includes('s3:ListBucket'))) {
        expect(JSON.stringify(st.Resource)).toMatch(/\/grid\/\*"\]\]\}$/);
      }
      const list = s3.find((st) => asArray(st.Action).includes('s3:ListBucket'))!;
      expect(list.Condition).toEqual({ StringLike: { 's3:prefix': ['grid/*'] } });
      expect(actionsOf(statements)).not.toContain('s3:DeleteObject');
      const props = fnResource(job).Properties;
      expect(props.Timeout).toBe(900);
      const env = props.Environment.Variables;
      expect(env).toMatchObject({ GRID_PREFIX: 'grid/', WEATHER_UPDATE_SOURCES: 'cpc' });
      expect(env.CPC_BASE_URL).toBeUndefined();
      expect(importedLogicalIds(env.GRID_BUCKET, s.templates.stateful)).toEqual([ids.bucket()]);
      // The other jobs do not learn the update's sources.
      for (const [name, fn] of Object.entries(s.api.jobFunctions)) {
        if (name === 'weather-update') continue;
        expect(fnResource(fn).Properties.Environment.Variables.WEATHER_UPDATE_SOURCES, name).toBeUndefined();
      }
    });

    it('lets only the functions needing the field key (users: payout numbers; contracts) encrypt and decrypt with it, and tells them its ARN', () => {
      const all = allFunctions();
      const needing = Object.entries(resolverDomains)
        .filter(([, def]) => (def.needs as readonly string[]).includes('fieldKey'))
        .map(([domain]) => domain);
      expect(needing).toEqual(['users', 'contracts']);
      for (const [name, fn] of all) {
        const statements = roleStatements(t, s.api, fn);
        const kms = statements.filter((st) => asArray(st.Action).some((a) => a.startsWith('kms:')));
        const env = fnResource(fn).Properties.Environment.Variables;
        if (!needing.includes(name)) {
          expect(kms, name).toEqual([]);
          expect(env.FIELD_KEY_ARN, name).toBeUndefined();
          continue;
        }
        expect(actionsOf(kms)).toEqual(['kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey']);
        expect(
          importedLogicalIds(
            kms.map((st) => st.Resource),
            s.templates.stateful,
          ),
        ).toEqual([ids.fieldKey()]);
        expect(importedLogicalIds(env.FIELD_KEY_ARN, s.templates.stateful)).toEqual([ids.fieldKey()]);
        expect(env.FIELD_KEY_FILE).toBeUndefined();
      }
    });

    it('lets the contracts function read and write only under lpc-insurance/ of the file bucket (no delete)', () => {
      const statements = roleStatements(t, s.api, s.api.resolverFunctions.contracts!);
      const s3 = statements.filter((st) => asArray(st.Action).some((a) => a.startsWith('s3:')));
      expect(actionsOf(s3)).toEqual(['s3:GetObject', 's3:ListBucket', 's3:PutObject']);
      const objects = s3.filter((st) => asArray(st.Action).includes('s3:PutObject'));
      expect(objects).toHaveLength(1);
      expect(actionsOf(objects)).toEqual(['s3:GetObject', 's3:PutObject']);
      expect(JSON.stringify(objects[0]!.Resource)).toMatch(/\/lpc-insurance\/\*"\]\]\}$/);
      expect(importedLogicalIds(objects[0]!.Resource, s.templates.stateful)).toEqual([ids.bucket()]);
      // ListBucket (so a missing upload is a 404, not a 403) on the bucket itself.
      const list = s3.find((st) => asArray(st.Action).includes('s3:ListBucket'))!;
      expect(asArray(list.Action)).toEqual(['s3:ListBucket']);
      expect(JSON.stringify(list.Resource)).not.toContain('/');
      expect(importedLogicalIds(list.Resource, s.templates.stateful)).toEqual([ids.bucket()]);
    });

    it('lets the pricing function send to the pricing queue', () => {
      const statements = roleStatements(t, s.api, s.api.resolverFunctions.pricing!);
      expect(targets(statements, 'sqs:SendMessage')).toEqual([ids.queue('pricing')]);
    });

    it('lets the users function send to the mail queue (a team edit re-sends an invitation) and use only lpc-insurance/ of the bucket (a license PDF)', () => {
      const statements = roleStatements(t, s.api, s.api.resolverFunctions.users!);
      expect(targets(statements, 'sqs:SendMessage')).toEqual([ids.queue('mail')]);
      const objects = statements.filter((st) => asArray(st.Action).includes('s3:PutObject'));
      expect(objects).toHaveLength(1);
      expect(JSON.stringify(objects[0]!.Resource)).toMatch(/\/lpc-insurance\/\*"\]\]\}$/);
      expect(actionsOf(statements).some((a) => a.startsWith('ses:'))).toBe(false);
    });

    it('lets the invites function send to the mail queue (team invitations), never e-mail directly', () => {
      const statements = roleStatements(t, s.api, s.api.resolverFunctions.invites!);
      expect(targets(statements, 'sqs:SendMessage')).toEqual([ids.queue('mail')]);
      expect(actionsOf(statements).some((a) => a.startsWith('ses:'))).toBe(false);
    });

    it('lets the auth function send to the mail queue', () => {
      const statements = roleStatements(t, s.api, s.api.resolverFunctions.auth!);
      expect(targets(statements, 'sqs:SendMessage')).toEqual([ids.queue('mail')]);
    });

    it('lets the authorizer get items from the table and nothing else (no query, scan or index, no write)', () => {
      const statements = roleStatements(t, s.api, s.api.authorizer);
      const actions = actionsOf(statements);
      expect(actions.filter((a) => !XRAY.includes(a))).toEqual(['dynamodb:GetItem']);
      for (const write of TABLE_WRITE) expect(actions).not.toContain(write);
      expect(targets(statements, 'dynamodb:GetItem')).toEqual([ids.table()]);
      const resources = statements.filter((st) => asArray(st.Action).includes('dynamodb:GetItem'));
      expect(JSON.stringify(resources.map((st) => st.Resource))).not.toContain('/index/');
    });
  });

  describe('pricing worker', () => {
    it('consumes the pricing queue and may read and write the table, never send to its queue', () => {
      const worker = s.api.workerFunctions.pricing!;
      const mapping = Object.values(t.findResources('AWS::Lambda::EventSourceMapping')).find(
        (m) =>
          JSON.stringify(m.Properties.FunctionName) === JSON.stringify({ Ref: logicalId(s.api, worker) }),
      )!;
      expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      expect(importedLogicalIds(mapping.Properties.EventSourceArn, s.templates.stateful)).toEqual([
        ids.queue('pricing'),
      ]);
      const statements = roleStatements(t, s.api, worker);
      expect(targets(statements, 'sqs:ReceiveMessage')).toEqual([ids.queue('pricing')]);
      expect(actionsOf(statements)).not.toContain('sqs:SendMessage');
      for (const action of TABLE_WRITE) expect(targets(statements, action)).toEqual([ids.table()]);
    });
  });

  describe('mail worker', () => {
    it('consumes the mail queue in batches of 10, reporting item failures', () => {
      const worker = s.api.workerFunctions.mail!;
      const mappings = Object.values(t.findResources('AWS::Lambda::EventSourceMapping'));
      expect(mappings).toHaveLength(Object.keys(workers).length);
      const mapping = mappings.find(
        (m) =>
          JSON.stringify(m.Properties.FunctionName) === JSON.stringify({ Ref: logicalId(s.api, worker) }),
      )!;
      expect(mapping.Properties.BatchSize).toBe(10);
      expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      expect(importedLogicalIds(mapping.Properties.EventSourceArn, s.templates.stateful)).toEqual([
        ids.queue('mail'),
      ]);
    });

    it('may consume its queue, never send to it, and send e-mail only from MAIL_FROM', () => {
      const statements = roleStatements(t, s.api, s.api.workerFunctions.mail!);
      const actions = actionsOf(statements);
      expect(actions).toEqual(
        [...new Set([...XRAY, ...CONSUME, 'ses:SendEmail', 'ses:SendRawEmail'])].sort(),
      );
      expect(targets(statements, 'sqs:ReceiveMessage')).toEqual([ids.queue('mail')]);
      const ses = statements.filter((st) => asArray(st.Action).some((a) => a.startsWith('ses:')));
      expect(ses).toHaveLength(1);
      expect(ses[0]!.Condition).toEqual({
        StringEquals: { 'ses:FromAddress': 'no-reply@mail.example.org' },
      });
      expect(JSON.stringify(ses[0]!.Resource)).toContain(':identity/*');
    });
  });
});
