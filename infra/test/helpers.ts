import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { type AlmanacStage, addAlmanacStage } from '../lib/almanac-app.js';
import { repoRoot } from '../lib/paths.js';

/** The context of cdk.json (feature flags, default stage), so tests see what `cdk synth` sees. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return cdkJson.context;
}

export interface SynthOptions {
  /** Extra context: stage, mailFrom, recaptchaSecretName, webDomain … */
  context?: Record<string, unknown>;
  /** Run esbuild for the Lambda assets (slow-ish); off by default. */
  bundle?: boolean;
  /** Where the web build is looked for; a path that does not exist by default. */
  webDistDir?: string;
}

export interface SynthesizedStage extends AlmanacStage {
  app: App;
  outdir: string;
  templates: { web: Template; stateful: Template; api: Template; webContent: Template };
}

const synthesized = new Map<string, SynthesizedStage>();

/**
 * One synthesized stage (all four stacks), in beforeAll or a test. The tests only read what a
 * synthesis made, so each set of options is synthesized once per worker (the files share one
 * module graph: infra/vitest.config.ts) and handed to every test that asks for it again.
 */
export function synthStage(options: SynthOptions = {}): SynthesizedStage {
  const key = JSON.stringify(options);
  const known = synthesized.get(key);
  if (known) return known;
  const stage = synthesizeStage(options);
  synthesized.set(key, stage);
  return stage;
}

function synthesizeStage(options: SynthOptions): SynthesizedStage {
  const outdir = mkdtempSync(path.join(tmpdir(), 'almanac-cdk-'));
  const app = new App({
    outdir,
    // `cdk synth` runs the built-in template validation; tests assert what they need themselves.
    builtinCloudFormationValidation: false,
    context: {
      ...cdkJsonContext(),
      // Every stage but dev needs its bot-check secret (app.test.ts checks the refusal).
      recaptchaSecretName: 'almanac/test/recaptcha',
      ...options.context,
      // Skip esbuild unless the test is about bundles (the asset hash is then a placeholder).
      'aws:cdk:bundling-stacks': options.bundle ? ['**'] : [],
    },
  });
  const stage = addAlmanacStage(app, {
    webDistDir: options.webDistDir ?? path.join(outdir, 'no-web-dist'),
  });
  app.synth();
  return {
    ...stage,
    app,
    outdir,
    templates: {
      web: Template.fromStack(stage.web),
      stateful: Template.fromStack(stage.stateful),
      api: Template.fromStack(stage.api),
      webContent: Template.fromStack(stage.webContent),
    },
  };
}

export function logicalId(stack: Stack, construct: { node: { defaultChild?: unknown } }): string {
  return stack.getLogicalId(construct.node.defaultChild as CfnFunction);
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
  Principal?: unknown;
}

export const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** Every IAM statement attached (inline policies) to a function's execution role. */
export function roleStatements(template: Template, stack: Stack, fn: IFunction): Statement[] {
  if (!fn.role) throw new Error('function without role');
  const roleId = logicalId(stack, fn.role);
  const policies = template.findResources('AWS::IAM::Policy') as Record<
    string,
    { Properties: { Roles: unknown[]; PolicyDocument: { Statement: Statement[] } } }
  >;
  return Object.values(policies)
    .filter((policy) =>
      policy.Properties.Roles.some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId })),
    )
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

export const actionsOf = (statements: Statement[]): string[] =>
  [...new Set(statements.flatMap((s) => asArray(s.Action)))].sort();

/** Logical ids (in the producing stack) of every `Fn::ImportValue` inside `value`. */
export function importedLogicalIds(value: unknown, producer: Template): string[] {
  const outputs = producer.toJSON().Outputs as Record<string, { Value: unknown; Export?: { Name: string } }>;
  const byExport = new Map<string, string>();
  for (const output of Object.values(outputs ?? {})) {
    if (!output.Export) continue;
    const json = JSON.stringify(output.Value);
    const match = /"Fn::GetAtt":\["([^"]+)"|"Ref":"([^"]+)"/.exec(json);
    if (match) byExport.set(output.Export.Name, (match[1] ?? match[2])!);
  }
  const ids: string[] = [];
  for (const m of JSON.stringify(value).matchAll(/"Fn::ImportValue":"([^"]+)"/g)) {
    const id = byExport.get(m[1]!);
    if (id) ids.push(id);
  }
  return [...new Set(ids)].sort();
}
