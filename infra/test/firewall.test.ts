import {
  CONTRACT_SWEEP_INTERVAL_MINUTES,
  DAILY_CONTRACTS_JOB_UTC,
  PRICING_SWEEP_INTERVAL_MINUTES,
  REQUEST_LIMITS,
  WAF_RATE_LIMITS,
} from '@almanac/core';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { logicalId, roleStatements, type SynthesizedStage, synthStage } from './helpers.js';

describe('request cost limits and firewalls', () => {
  let prod: SynthesizedStage;
  let dev: SynthesizedStage;
  beforeAll(() => {
    prod = synthStage({ context: { stage: 'prod' } });
    dev = synthStage({ context: { stage: 'dev' } });
  });

  it('AppSync limits query depth and resolvers per request to the numbers the local server uses', () => {
    prod.templates.api.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      QueryDepthLimit: REQUEST_LIMITS.maxQueryDepth,
      ResolverCountLimit: REQUEST_LIMITS.maxResolversPerRequest,
    });
  });

  it('introspection is off in every stage but dev', () => {
    prod.templates.api.hasResourceProperties('AWS::AppSync::GraphQLApi', { IntrospectionConfig: 'DISABLED' });
    dev.templates.api.hasResourceProperties('AWS::AppSync::GraphQLApi', { IntrospectionConfig: 'ENABLED' });
  });

  it('a regional web ACL with a per-address rate rule guards the API', () => {
    const api = prod.templates.api;
    api.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'REGIONAL',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'RatePerAddress',
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: {
              Limit: WAF_RATE_LIMITS.apiRequestsPer5MinutesPerAddress,
              AggregateKeyType: 'IP',
              EvaluationWindowSec: 300,
            },
          },
        }),
        Match.objectLike({ Name: 'AWS-AWSManagedRulesCommonRuleSet' }),
      ]),
    });
    const [aclId] = Object.keys(api.findResources('AWS::WAFv2::WebACL'));
    const [apiId] = Object.keys(api.findResources('AWS::AppSync::GraphQLApi'));
    api.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [apiId, 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
  });

  it('a CloudFront web ACL with its rate rule guards the web app, attached when deployed in us-east-1', () => {
    const web = prod.templates.web;
    const acls = web.findResources('AWS::WAFv2::WebACL');
    const [aclId, acl] = Object.entries(acls)[0]!;
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect(acl.Condition).toBeDefined();
    expect(JSON.stringify(acl.Properties.Rules)).toContain(
      `"Limit":${WAF_RATE_LIMITS.webRequestsPer5MinutesPerAddress}`,
    );
    const condition = web.toJSON().Conditions[acl.Condition];
    expect(condition).toEqual({ 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] });
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        WebACLId: { 'Fn::If': [acl.Condition, { 'Fn::GetAtt': [aclId, 'Arn'] }, { Ref: 'AWS::NoValue' }] },
      }),
    });
  });
});

describe('scheduled jobs', () => {
  it('the pricing sweeper runs on an EventBridge schedule with table and pricing-queue access', () => {
    const s = synthStage({ context: { stage: 'prod' } });
    const api = s.templates.api;
    api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${PRICING_SWEEP_INTERVAL_MINUTES} minutes)`,
      State: 'ENABLED',
    });
    const fn = s.api.jobFunctions['pricing-sweeper']!;
    const statements = JSON.stringify(roleStatements(api, s.api, fn));
    expect(statements).toContain('dynamodb:UpdateItem');
    expect(statements).toContain('sqs:SendMessage');
    expect(statements).not.toContain('ses:');
  });

  it('the contracts sweeper runs every few minutes and may read and write documents (policy PDFs), without the field key', () => {
    const s = synthStage({ context: { stage: 'prod' } });
    s.templates.api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${CONTRACT_SWEEP_INTERVAL_MINUTES} minutes)`,
      State: 'ENABLED',
    });
    const statements = JSON.stringify(
      roleStatements(s.templates.api, s.api, s.api.jobFunctions['contracts-sweeper']!),
    );
    expect(statements).toContain('s3:PutObject');
    expect(statements).toContain('s3:GetObject');
    expect(statements).not.toContain('s3:DeleteObject');
    expect(statements).not.toContain('kms:');
  });

  it('the daily contracts job runs once a day on an EventBridge cron, with table and mail-queue access only', () => {
    const s = synthStage({ context: { stage: 'prod' } });
    const api = s.templates.api;
    const { hour, minute } = DAILY_CONTRACTS_JOB_UTC;
    expect({ hour, minute }).toEqual({ hour: 10, minute: 15 });
    const fn = s.api.jobFunctions['contracts-daily']!;
    api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `cron(${minute} ${hour} * * ? *)`,
      State: 'ENABLED',
      Targets: Match.arrayWith([Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 2 } })]),
    });
    const rules = api.findResources('AWS::Events::Rule', {
      Properties: { ScheduleExpression: `cron(${minute} ${hour} * * ? *)` },
    });
    expect(Object.keys(rules)).toHaveLength(1);
    const rule = Object.values(rules)[0]!;
    expect(JSON.stringify(rule.Properties.Targets)).toContain(logicalId(s.api, fn));
    const statements = JSON.stringify(roleStatements(api, s.api, fn));
    expect(statements).toContain('dynamodb:Query');
    expect(statements).toContain('dynamodb:PutItem');
    expect(statements).toContain('sqs:SendMessage');
    expect(statements).not.toContain('s3:');
    expect(statements).not.toContain('kms:');
    expect(statements).not.toContain('ses:');
  });
});
