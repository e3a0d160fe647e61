import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECEIVE_COUNT, queueNames } from '../lib/queues.js';
import { mainTableDefinition } from '@almanac/functions/adapters/dynamodb/table-definition';
import { QUOTE_LIST_GSIS } from '@almanac/functions/adapters/dynamodb/keys';
import { type SynthesizedStage, logicalId, synthStage } from './helpers.js';

describe('Stateful stack', () => {
  let dev: SynthesizedStage;
  let prod: SynthesizedStage;
  let devT: Template;
  let prodT: Template;

  beforeAll(() => {
    dev = synthStage({ context: { stage: 'dev' } });
    prod = synthStage({ context: { stage: 'prod' } });
    devT = dev.templates.stateful;
    prodT = prod.templates.stateful;
  });

  it('is named per stage', () => {
    expect(dev.stateful.stackName).toBe('Almanac-dev-Stateful');
    expect(prod.stateful.stackName).toBe('Almanac-prod-Stateful');
    expect(prod.stateful.terminationProtection).toBe(true);
    expect(dev.stateful.terminationProtection).toBe(false);
  });

  describe('table', () => {
    it('is one on-demand table keyed pk/sk with TTL and point-in-time recovery', () => {
      for (const t of [devT, prodT]) {
        t.resourceCountIs('AWS::DynamoDB::Table', 1);
        t.hasResourceProperties('AWS::DynamoDB::Table', {
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            { AttributeName: 'sk', KeyType: 'RANGE' },
          ],
          TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        });
      }
    });

    it('has gsi1 and gsi2 with ALL projection and the list indexes (gsi3 and one per other order) projecting only listing', () => {
      prodT.hasResourceProperties('AWS::DynamoDB::Table', {
        AttributeDefinitions: Match.arrayWith(
          ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'].map((name) => ({
            AttributeName: name,
            AttributeType: 'S',
          })),
        ),
        GlobalSecondaryIndexes: [
          ...['gsi1', 'gsi2'].map((index) => ({
            IndexName: index,
            KeySchema: [
              { AttributeName: `${index}pk`, KeyType: 'HASH' },
              { AttributeName: `${index}sk`, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          })),
          {
            IndexName: 'gsi3',
            KeySchema: [
              { AttributeName: 'gsi3pk', KeyType: 'HASH' },
              { AttributeName: 'gsi3sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['listing'] },
          },
          ...QUOTE_LIST_GSIS.map(({ index, sortKey }) => ({
            IndexName: index,
            KeySchema: [
              { AttributeName: 'gsi3pk', KeyType: 'HASH' },
              { AttributeName: sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['listing'] },
          })),
        ],
      });
    });

    it('is the table the local stack creates: same keys, attributes and indexes', () => {
      const local = mainTableDefinition('local');
      const [cdk] = Object.values(prodT.findResources('AWS::DynamoDB::Table')).map(
        (r) => r.Properties as Record<string, unknown>,
      );
      const byName = <T extends { AttributeName?: string; IndexName?: string }>(xs: T[]) =>
        [...xs].sort((a, b) =>
          (a.AttributeName ?? a.IndexName ?? '').localeCompare(b.AttributeName ?? b.IndexName ?? ''),
        );
      expect(cdk!.KeySchema).toEqual(local.KeySchema);
      expect(byName(cdk!.AttributeDefinitions as never[])).toEqual(
        byName(local.AttributeDefinitions as never[]),
      );
      expect(byName(cdk!.GlobalSecondaryIndexes as never[])).toEqual(
        byName(local.GlobalSecondaryIndexes as never[]),
      );
    });

    it('is protected and retained outside dev', () => {
      prodT.hasResource('AWS::DynamoDB::Table', {
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
      });
    });

    it('is neither protected nor retained in dev', () => {
      devT.hasResource('AWS::DynamoDB::Table', {
        DeletionPolicy: 'Delete',
        Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
      });
    });
  });

  describe('file bucket', () => {
    it('is encrypted, private and versioned outside dev', () => {
      prodT.hasResource('AWS::S3::Bucket', {
        DeletionPolicy: 'Retain',
        Properties: Match.objectLike({
          BucketEncryption: {
            ServerSideEncryptionConfiguration: [
              { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
            ],
          },
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
          VersioningConfiguration: { Status: 'Enabled' },
        }),
      });
    });

    it('is unversioned and destroyed (emptied) in dev', () => {
      devT.hasResource('AWS::S3::Bucket', {
        DeletionPolicy: 'Delete',
        Properties: Match.objectLike({
          VersioningConfiguration: Match.absent(),
          PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true }),
        }),
      });
      devT.resourceCountIs('Custom::S3AutoDeleteObjects', 1);
      prodT.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
    });

    it('denies requests without TLS', () => {
      const bucketId = logicalId(prod.stateful, prod.stateful.bucket);
      prodT.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: bucketId },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Principal: { AWS: '*' },
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    });

    it('allows browser POST/PUT/GET/HEAD from the web origin only, exposing ETag', () => {
      const rules = prodT.findResources('AWS::S3::Bucket');
      const cors = Object.values(rules)[0]!.Properties.CorsConfiguration.CorsRules;
      expect(cors).toHaveLength(1);
      // POST: presigned POST uploads (functions/src/adapters/s3/file-store.ts).
      expect(cors[0].AllowedMethods.sort()).toEqual(['GET', 'HEAD', 'POST', 'PUT']);
      expect(cors[0].ExposedHeaders).toEqual(['ETag']);
      expect(cors[0].AllowedOrigins).toHaveLength(1);
      // The CloudFront URL, imported from the Web stack.
      expect(JSON.stringify(cors[0].AllowedOrigins[0])).toMatch(/https:\/\/.*Almanac-prod-Web/);
      expect(cors[0].AllowedOrigins).not.toContain('*');
    });

    it('uses https://<webDomain> as the origin when given, plus the Vite server in dev', () => {
      const custom = synthStage({ context: { stage: 'dev', webDomain: 'app.example.com' } });
      custom.templates.stateful.hasResourceProperties('AWS::S3::Bucket', {
        CorsConfiguration: {
          CorsRules: [
            Match.objectLike({
              AllowedOrigins: ['https://app.example.com', 'http://localhost:5173'],
            }),
          ],
        },
      });
    });
  });

  describe('field key', () => {
    it('is one symmetric KMS key with yearly rotation, named per stage, its ARN an output', () => {
      for (const [t, stage] of [
        [devT, 'dev'],
        [prodT, 'prod'],
      ] as const) {
        t.resourceCountIs('AWS::KMS::Key', 1);
        t.hasResourceProperties('AWS::KMS::Key', {
          EnableKeyRotation: true,
          KeySpec: Match.absent(),
          Description: Match.stringLikeRegexp('bank and tax numbers'),
        });
        const keyId = logicalId(
          stage === 'dev' ? dev.stateful : prod.stateful,
          (stage === 'dev' ? dev : prod).stateful.fieldKey,
        );
        t.hasResourceProperties('AWS::KMS::Alias', {
          AliasName: `alias/almanac-${stage}-fields`,
          TargetKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] },
        });
        t.hasOutput('FieldKeyArn', { Value: { 'Fn::GetAtt': [keyId, 'Arn'] } });
      }
    });

    it('is retained outside dev (30 days pending deletion) and deleted with dev (7 days)', () => {
      prodT.hasResource('AWS::KMS::Key', {
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: Match.objectLike({ PendingWindowInDays: 30 }),
      });
      devT.hasResource('AWS::KMS::Key', {
        DeletionPolicy: 'Delete',
        Properties: Match.objectLike({ PendingWindowInDays: 7 }),
      });
    });

    it('keeps the default key policy: the account administers it, IAM policies grant its use', () => {
      const key = Object.values(prodT.findResources('AWS::KMS::Key'))[0]!;
      const statements = key.Properties.KeyPolicy.Statement as { Principal: unknown; Action: unknown }[];
      expect(statements).toHaveLength(1);
      expect(JSON.stringify(statements[0]!.Principal)).toContain(':root');
      expect(statements[0]!.Action).toBe('kms:*');
    });
  });

  describe('queues', () => {
    it('creates each listed queue with its own dead-letter queue', () => {
      prodT.resourceCountIs('AWS::SQS::Queue', queueNames.length * 2);
      for (const name of queueNames) {
        const queueId = logicalId(prod.stateful, prod.stateful.queues[name]);
        const dlqId = logicalId(prod.stateful, prod.stateful.deadLetterQueues[name]);
        const queue = prodT.toJSON().Resources[queueId];
        const dlq = prodT.toJSON().Resources[dlqId];
        expect(queue.Properties.RedrivePolicy).toEqual({
          deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
          maxReceiveCount: MAX_RECEIVE_COUNT,
        });
        expect(MAX_RECEIVE_COUNT).toBe(5);
        expect(dlq.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
        expect(queue.DeletionPolicy).toBe('Retain');
      }
    });

    it('encrypts every queue with SQS-managed keys and denies non-TLS access', () => {
      for (const t of [devT, prodT]) {
        const queues = t.findResources('AWS::SQS::Queue');
        for (const [id, queue] of Object.entries(queues)) {
          expect(queue.Properties.SqsManagedSseEnabled, id).toBe(true);
          t.hasResourceProperties('AWS::SQS::QueuePolicy', {
            Queues: [{ Ref: id }],
            PolicyDocument: {
              Statement: Match.arrayWith([
                Match.objectLike({
                  Effect: 'Deny',
                  Action: 'sqs:*',
                  Condition: { Bool: { 'aws:SecureTransport': 'false' } },
                }),
              ]),
            },
          });
        }
      }
    });

    it('gives the queues a visibility timeout of six worker timeouts', () => {
      const queueId = logicalId(prod.stateful, prod.stateful.queues.mail);
      expect(prodT.toJSON().Resources[queueId].Properties.VisibilityTimeout).toBe(180);
    });
  });
});
