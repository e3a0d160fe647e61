import { createRequire } from 'node:module';
import { AssetHashType, DockerImage, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { buildSync } from 'esbuild';
import { lambdaBuildOptions, lambdaBundling } from '../bundling.js';
import { repoRoot } from '../paths.js';

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
/** Almanac bundles with the local esbuild, never in Docker: fail clearly when it is missing. */
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
 * One Lambda function bundled from TypeScript by the local esbuild (infra/lib/bundling.ts: ESM
 * with a `require` banner, minified with source maps, code splitting so lazily imported adapters
 * are chunks read on first use): Node 22 on arm64, NODE_OPTIONS=--enable-source-maps, X-Ray on,
 * the AWS SDK bundled (the pinned version, not the runtime's), and its own log group. A plain
 * Function with a locally bundled asset rather than NodejsFunction, which always passes esbuild an
 * `--outfile` and so cannot split code (docs/decisions.md, "Issue 28 item 5, second round").
 */
export class AppFunction extends Construct {
  readonly fn: LambdaFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    assertLocalEsbuild();
    const logGroup = (this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    }));
    this.fn = new LambdaFunction(this, 'Function', {
      functionName: props.functionName,
      code: Code.fromAsset(repoRoot, {
        // Hashed from the bundle, as NodejsFunction does: the source is the whole repository.
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // Never used (the local bundling below always succeeds or throws); `command` names the
          // entry so each function's asset has its own cache key.
          image: DockerImage.fromRegistry('almanac-bundles-locally-only'),
          command: ['esbuild', props.entry],
          local: {
            tryBundle(outputDir) {
              buildSync(lambdaBuildOptions(props.entry, outputDir));
              return true;
            },
          },
        },
      }),
      handler: `${lambdaBundling.entryFile.replace(/\.mjs$/, '')}.handler`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout,
      tracing: Tracing.ACTIVE,
      logGroup,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
    });
  }
}
