import { createRequire } from 'node:module';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { lambdaBundling } from '../bundling.js';
import { fromRoot, paths, repoRoot } from '../paths.js';

export interface AppFunctionProps {
  /** Handler module relative to the repository root (the routing table's `entry`). */
  entry: string;
  /** Physical function name, e.g. `almanac-dev-auth`. */
  functionName: string;
  memorySize?: number;
  timeout: Duration;
  environment: Record<string, string>;
  logRetention: RetentionDays;
}

let esbuildChecked = false;
/** NodejsFunction falls back to Docker when it cannot find esbuild: fail instead, clearly. */
function assertLocalEsbuild(): void {
  if (esbuildChecked) return;
  try {
    createRequire(import.meta.url).resolve('esbuild');
  } catch {
    throw new Error(
      'esbuild is not installed (it is a root devDependency): run `npm ci`. Almanac bundles Lambda code locally, never in Docker.',
    );
  }
  esbuildChecked = true;
}

/**
 * One Lambda function bundled from TypeScript by the local esbuild: Node 22 on arm64, ESM with a
 * `require` banner, minified with source maps (NODE_OPTIONS=--enable-source-maps), X-Ray on, the
 * AWS SDK bundled (the pinned version, not the runtime's), and its own log group.
 */
export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    assertLocalEsbuild();
    const logGroup = (this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    }));
    this.fn = new NodejsFunction(this, 'Function', {
      functionName: props.functionName,
      entry: fromRoot(props.entry),
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout,
      tracing: Tracing.ACTIVE,
      logGroup,
      projectRoot: repoRoot,
      depsLockFilePath: paths.lockFile,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: lambdaBundling.target,
        mainFields: [...lambdaBundling.mainFields],
        banner: lambdaBundling.banner,
        minify: lambdaBundling.minify,
        keepNames: lambdaBundling.keepNames,
        sourceMap: lambdaBundling.sourceMap,
        sourceMapMode: SourceMapMode.DEFAULT,
        sourcesContent: lambdaBundling.sourcesContent,
        externalModules: lambdaBundling.externalModules,
        tsconfig: paths.tsconfig,
        logLevel: LogLevel.WARNING,
      },
    });
  }
}
