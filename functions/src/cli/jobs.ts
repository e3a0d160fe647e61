/**
 * Scheduled jobs on demand (an entry point, like a handler): `npm run jobs -- <job> [options]`.
 *
 *   daily [--date YYYY-MM-DD]   the daily contracts job (expiry), for today's quoting day or a
 *                               past day an operator replays
 *   settle [--date YYYY-MM-DD]  the daily settlement job (policies whose period has ended), for
 *                               today's quoting day or a past day
 *
 * It runs the same use case as the scheduled Lambda, with the same ports: TABLE_NAME,
 * MAIL_QUEUE_URL and AWS_REGION from the environment (and WEB_URL for the links in e-mails; the
 * settlement also GRID_DIR or GRID_BUCKET for the weather grid store and SETTLEMENT_WAIT_DAYS);
 * without TABLE_NAME it uses the local stack on its default ports, or moved by --port-offset N as
 * `npm start -- --port-offset N` moved them (docs/operations.md).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { GetQueueUrlCommand } from '@aws-sdk/client-sqs';
import { AppError, dailyJobDateSchema } from '@almanac/core';
import { composeClaimsSettlementPorts } from '../adapters/compose/claims-settlement.js';
import { composeContractsDailyPorts } from '../adapters/compose/contracts-daily.js';
import { createSqsClient } from '../adapters/sqs/mail-queue.js';
import { lambdaLogger } from '../adapters/logging/powertools-logger.js';
import { readConfig } from '../config.js';
import { runSettlementJob } from '../use-cases/claims/settle-policies.js';
import { runDailyContractsJob } from '../use-cases/contracts/expire-contracts.js';
import {
  localStack,
  parsePortOffset,
  PORT_OFFSET_OPTION,
  PORT_OFFSET_USAGE,
  portOffsetError,
} from './local-defaults.js';

export const USAGE = `Usage: npm run jobs -- <daily|settle> [--date YYYY-MM-DD] [--port-offset N]
  daily   expire drafts past their deadline and applications unpaid by their due date
  settle  settle the policies whose period has ended and whose weather data is final
          (--date: replay a past day; default today's quoting day)
  ${PORT_OFFSET_USAGE}
Resources: TABLE_NAME, MAIL_QUEUE_URL, AWS_REGION, GRID_DIR or GRID_BUCKET, SETTLEMENT_WAIT_DAYS
(default: the local stack on its ports and its grid folder .data/grid)`;

const JOBS = ['daily', 'settle'] as const;
type Job = (typeof JOBS)[number];

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { date: { type: 'string' }, help: { type: 'boolean' }, ...PORT_OFFSET_OPTION },
    });
  } catch {
    console.error(USAGE);
    return 2;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const [job] = parsed.positionals;
  const date = parsed.values.date;
  if (!JOBS.includes(job as Job) || parsed.positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  if (date !== undefined && !dailyJobDateSchema.safeParse(date).success) {
    console.error(`Not a date (YYYY-MM-DD): ${date}`);
    return 2;
  }
  const offset = parsePortOffset(parsed.values['port-offset']);
  if (offset === null) {
    console.error(portOffsetError(parsed.values['port-offset']));
    return 2;
  }
  if (!env.TABLE_NAME) {
    // The local stack: dynalite and the local SQS on its ports (any credentials).
    const LOCAL = localStack(offset);
    env.AWS_ENDPOINT_URL_DYNAMODB ??= LOCAL.dynamodb;
    env.AWS_ENDPOINT_URL_SQS ??= LOCAL.sqs;
    env.AWS_ACCESS_KEY_ID ??= 'local';
    env.AWS_SECRET_ACCESS_KEY ??= 'local';
    env.TABLE_NAME = LOCAL.table;
    env.STAGE ??= 'local';
    env.WEB_URL ??= LOCAL.web;
    if (!env.GRID_BUCKET) env.GRID_DIR ??= LOCAL.gridDir;
  }
  const config = readConfig(env);
  if (!config.mailQueueUrl) {
    const sqs = createSqsClient(config.region);
    config.mailQueueUrl = (await sqs.send(new GetQueueUrlCommand({ QueueName: 'mail' }))).QueueUrl ?? '';
  }
  const logger = lambdaLogger('jobs');
  try {
    const report =
      job === 'settle'
        ? await runSettlementJob(composeClaimsSettlementPorts(config, logger), {
            date,
            waitDays: config.settlementWaitDays,
          })
        : await runDailyContractsJob(composeContractsDailyPorts(config, logger), date);
    console.log(JSON.stringify(report, null, 2));
    return report.failed.length > 0 ? 1 : 0;
  } catch (error) {
    // A refused day (one that has not come) is the operator's to fix; anything else is thrown on.
    if (error instanceof AppError && error.code === 'VALIDATION_ERROR') {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
