import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Statement, type SynthesizedStage, asArray, logicalId, synthStage } from './helpers.js';

/** A file staged for a stage's WebContent stack (markers stand for CloudFormation values). */
function stagedFile(s: SynthesizedStage, name: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(s.outdir, `${s.webContent.artifactId}.assets.json`), 'utf8'),
  ) as { files: Record<string, { source: { path: string } }> };
  for (const file of Object.values(manifest.files)) {
    try {
      return readFileSync(path.join(s.outdir, file.source.path, name), 'utf8');
    } catch {
      // not this asset
    }
  }
  throw new Error(`${name} asset not found`);
}
const stagedConfigJson = (s: SynthesizedStage) =>
  JSON.parse(stagedFile(s, 'config.json')) as Record<string, unknown>;

/** The settings config.js puts on `window` (index.html's first script). */
function stagedConfigScript(s: SynthesizedStage): Record<string, unknown> {
  const m = /^window\.almanacConfig = (.*);\n$/s.exec(stagedFile(s, 'config.js'));
  if (!m) throw new Error('config.js does not set window.almanacConfig');
  return JSON.parse(m[1]!) as Record<string, unknown>;
}

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'almanac-web-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

describe('Web stack', () => {
  let s: SynthesizedStage;
  let t: Template;

  beforeAll(() => {
    s = synthStage({ context: { stage: 'prod' }, webDistDir: fakeWebDist() });
    t = s.templates.web;
  });

  it('serves the private bucket through CloudFront with origin access control', () => {
    t.resourceCountIs('AWS::CloudFront::Distribution', 1);
    t.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    t.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
    const oacId = Object.keys(t.findResources('AWS::CloudFront::OriginAccessControl'))[0]!;
    t.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      }),
    });
    t.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: [
          Match.objectLike({
            OriginAccessControlId: { 'Fn::GetAtt': [oacId, 'Id'] },
            S3OriginConfig: { OriginAccessIdentity: '' },
          }),
        ],
      }),
    });
  });

  it('redirects to HTTPS, serves index.html at the root and falls back to it for the SPA', () => {
    t.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: Match.anyValue(),
        }),
        CustomErrorResponses: [
          { ErrorCode: 403, ResponseCode: 200, ResponsePagePath: '/index.html', ErrorCachingMinTTL: 0 },
          { ErrorCode: 404, ResponseCode: 200, ResponsePagePath: '/index.html', ErrorCachingMinTTL: 0 },
        ],
      }),
    });
  });

  it('sends security headers', () => {
    t.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 31536000, Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: 'strict-origin-when-cross-origin' }),
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.stringLikeRegexp("frame-ancestors 'none'"),
          }),
        }),
      }),
    });
  });

  it('keeps the site bucket private: all public access blocked, TLS only, read by CloudFront alone', () => {
    const bucketId = logicalId(s.web, s.web.bucket);
    t.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: Match.anyValue(),
      WebsiteConfiguration: Match.absent(),
    });
    const policy = Object.values(t.findResources('AWS::S3::BucketPolicy')).find(
      (p) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: bucketId }),
    )!;
    const statements = policy.Properties.PolicyDocument.Statement as Statement[];
    for (const st of statements.filter((x) => x.Effect === 'Allow')) {
      // No anonymous principal may be allowed anything.
      expect(JSON.stringify(st.Principal)).not.toMatch(/"\*"/);
    }
    const cloudfront = statements.find(
      (st) => JSON.stringify(st.Principal) === JSON.stringify({ Service: 'cloudfront.amazonaws.com' }),
    )!;
    expect(asArray(cloudfront.Action)).toEqual(['s3:GetObject']);
    expect(JSON.stringify(cloudfront.Condition)).toContain('AWS:SourceArn');
    expect(
      statements.some(
        (st) =>
          st.Effect === 'Deny' &&
          JSON.stringify(st.Condition) === JSON.stringify({ Bool: { 'aws:SecureTransport': 'false' } }),
      ),
    ).toBe(true);
  });

  it('uses a custom domain only with its certificate', () => {
    const custom = synthStage({
      context: {
        stage: 'prod',
        webDomain: 'app.example.com',
        webCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      },
    });
    custom.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.example.com'],
        ViewerCertificate: Match.objectLike({
          AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
          MinimumProtocolVersion: 'TLSv1.2_2021',
        }),
      }),
    });
    expect(custom.web.webUrl).toBe('https://app.example.com');
  });
});

describe('WebContent stack', () => {
  describe('with web/dist', () => {
    let s: SynthesizedStage;
    let t: Template;

    beforeAll(() => {
      s = synthStage({
        context: { stage: 'prod' },
        webDistDir: fakeWebDist(),
      });
      t = s.templates.webContent;
    });

    it('uploads the hashed assets (cached for a year) and then the entry files (no-cache)', () => {
      t.resourceCountIs('Custom::CDKBucketDeployment', 2);
      const deployments = Object.entries(t.findResources('Custom::CDKBucketDeployment'));
      const assets = deployments.find(
        ([, d]) => JSON.stringify(d.Properties.Exclude) === '["index.html","config.json","config.js"]',
      );
      const entry = deployments.find(
        ([, d]) => JSON.stringify(d.Properties.Include) === '["index.html","config.json","config.js"]',
      );
      expect(assets).toBeDefined();
      expect(entry).toBeDefined();
      expect(assets![1].Properties.Prune).toBe(false);
      expect(assets![1].Properties.SystemMetadata['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(entry![1].Properties.SystemMetadata['cache-control']).toBe('no-cache');
      expect(entry![1].Properties.DistributionPaths).toEqual([
        '/',
        '/index.html',
        '/config.json',
        '/config.js',
      ]);
      expect(entry![1].DependsOn).toEqual(expect.arrayContaining([assets![0]]));
      // The entry deployment carries the site zip, config.json and config.js (whose markers are the API's URL and key).
      expect(entry![1].Properties.SourceObjectKeys).toHaveLength(3);
    });

    it('writes config.json from the API outputs', () => {
      const entry = Object.values(t.findResources('Custom::CDKBucketDeployment')).find((d) =>
        d.Properties.SourceMarkers?.some((m: object) => Object.keys(m).length > 0),
      )!;
      const markers = JSON.stringify(entry.Properties.SourceMarkers);
      expect(markers).toMatch(/Almanac-prod-Api:ExportsOutput.*GraphQLUrl/);
      expect(markers).toMatch(/Almanac-prod-Api:ExportsOutput.*ApiKey/);
      Annotations.fromStack(s.webContent).hasNoWarning('*', Match.stringLikeRegexp('not found'));
      const config = stagedConfigJson(s);
      expect(Object.keys(config).sort()).toEqual(['apiKey', 'flags', 'graphqlUrl', 'stage']);
      expect(config.stage).toBe('prod');
      // The web shows the ACH form exactly when the server takes ACH payments (off by default).
      expect(config.flags).toEqual({ clientBankInfoFeature: false });
      expect(config.graphqlUrl).toMatch(/^<<marker:0xbaba:\d+>>$/);
      expect(config.apiKey).toMatch(/^<<marker:0xbaba:\d+>>$/);
    });

    it("writes config.js, the page's first script, with the same settings as config.json", () => {
      const script = stagedConfigScript(s);
      const json = stagedConfigJson(s);
      expect(Object.keys(script).sort()).toEqual(['apiKey', 'flags', 'graphqlUrl', 'stage']);
      expect(script.stage).toBe('prod');
      expect(script.flags).toEqual(json.flags);
      // The API's URL and key resolve at deploy time, as in config.json.
      expect(script.graphqlUrl).toMatch(/^<<marker:0xbaba:\d+>>$/);
      expect(script.apiKey).toMatch(/^<<marker:0xbaba:\d+>>$/);
    });
  });

  describe('without web/dist', () => {
    let s: SynthesizedStage;

    beforeAll(() => {
      s = synthStage({ context: { stage: 'dev' }, webDistDir: path.join(tmpdir(), 'almanac-missing-dist') });
    });

    it('still synthesizes, deploying only config.json and config.js, with a warning', () => {
      const t = s.templates.webContent;
      t.resourceCountIs('Custom::CDKBucketDeployment', 1);
      t.hasResourceProperties('Custom::CDKBucketDeployment', {
        DistributionPaths: ['/config.json', '/config.js'],
        Prune: false,
      });
      Annotations.fromStack(s.webContent).hasWarning(
        '/Almanac-dev-WebContent/Content',
        Match.stringLikeRegexp('index.html not found'),
      );
      expect(s.webContent.content.deploysBuild).toBe(false);
      const [deployment] = Object.values(t.findResources('Custom::CDKBucketDeployment'));
      // Only the config.json and config.js sources, with the API's URL and key as markers.
      expect(deployment!.Properties.SourceObjectKeys).toHaveLength(2);
      expect(JSON.stringify(deployment!.Properties.SourceMarkers)).toMatch(
        /Almanac-dev-Api:ExportsOutput.*GraphQLUrl/,
      );
    });
  });
});
