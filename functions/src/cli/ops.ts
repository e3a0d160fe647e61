/**
 * Operations CLI (an entry point, like a handler): `npm run ops -- <command>`.
 *
 *   logout-everywhere <email>    end every session of the account with this e-mail
 *   backfill-exposure            count the exposure entries written before the counters (once, after deploying issue 26)
 *   backfill-policy-index        write the policy-list keys of contracts saved before them (once, after deploying issue 27)
 *   backfill-client-email-index  index the client e-mail claims written before "E-mail me a sign-in link" (once, issue 27)
 *   backfill-form-ids            list each policy's loss report ids on its counter, for the claim lists (once, issue 28)
 *   backfill-quote-lists         put quotes saved before the list indexes in them and in the counters (once, issue 28)
 *
 * It talks to the stage's table like the Lambdas do: TABLE_NAME and AWS_REGION (and
 * AWS_ENDPOINT_URL_DYNAMODB for the local stack) from the environment; without TABLE_NAME it
 * uses the local stack's table on its default port, or moved by --port-offset N (docs/operations.md).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDocumentClient, documentClientOf } from '../adapters/dynamodb/client.js';
import { backfillClientEmailIndex } from '../adapters/dynamodb/client-email-index-backfill.js';
import { backfillFormIds } from '../adapters/dynamodb/form-ids-backfill.js';
import { backfillQuoteListIndexes } from '../adapters/dynamodb/quote-list-backfill.js';
import { dynamoContractRepository } from '../adapters/dynamodb/contracts.js';
import { dynamoExposureBook } from '../adapters/dynamodb/exposure.js';
import { dynamoSessionRepository } from '../adapters/dynamodb/sessions.js';
import { dynamoUserRepository } from '../adapters/dynamodb/users.js';
import type { Ports } from '../ports/index.js';
import {
  localStack,
  parsePortOffset,
  PORT_OFFSET_OPTION,
  PORT_OFFSET_USAGE,
  portOffsetError,
} from './local-defaults.js';
import { backfillExposure } from '../use-cases/contracts/backfill-exposure.js';
import { backfillPolicyIndex } from '../use-cases/contracts/backfill-policy-index.js';

export const USAGE = `Usage: npm run ops -- <command> [--port-offset N]
  logout-everywhere <email>   end every session of that account
  backfill-exposure           count the exposure entries written before the counters (issue 26)
  backfill-policy-index [--after TOKEN]
                              put contracts saved before the policy lists in them (issue 27);
                              --after resumes from the token a page printed
  backfill-client-email-index [--after TOKEN]
                              let "E-mail me a sign-in link" find clients created before it (issue 27)
  backfill-form-ids [--after TOKEN]
                              list loss reports filed before issue 28 on their policy's counter,
                              so the claim lists read them in batches
  backfill-quote-lists [--after TOKEN]
                              list and count the quotes saved before the list indexes (issue 28)
  ${PORT_OFFSET_USAGE}
Table: TABLE_NAME, AWS_REGION (default: the local stack's table at ${localStack().dynamodb})`;

/** End every session of the account with `email`: how many ended, or null for no such account. */
export async function logoutEverywhereByEmail(
  ports: Pick<Ports, 'users' | 'sessions' | 'clock'>,
  email: string,
): Promise<number | null> {
  const user = await ports.users.getByEmail(email.trim());
  if (!user) return null;
  return ports.sessions.revokeAllForUser(user.id, ports.clock.now().toISOString());
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { help: { type: 'boolean' }, after: { type: 'string' }, ...PORT_OFFSET_OPTION },
    });
  } catch {
    console.error(USAGE);
    return 2;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const [command, email] = parsed.positionals;
  const backfills = [
    'backfill-exposure',
    'backfill-policy-index',
    'backfill-client-email-index',
    'backfill-form-ids',
    'backfill-quote-lists',
  ];
  if (!(command === 'logout-everywhere' && email) && !backfills.includes(command ?? '')) {
    console.error(USAGE);
    return 2;
  }
  const offset = parsePortOffset(parsed.values['port-offset']);
  if (offset === null) {
    console.error(portOffsetError(parsed.values['port-offset']));
    return 2;
  }
  const local = localStack(offset);
  const table = env.TABLE_NAME ?? local.table;
  const region = env.AWS_REGION ?? 'us-east-1';
  // Without TABLE_NAME: the local stack's dynalite on its port, which takes any credentials.
  const db = env.TABLE_NAME
    ? createDocumentClient(region)
    : documentClientOf(
        new DynamoDBClient({
          region,
          endpoint: env.AWS_ENDPOINT_URL_DYNAMODB ?? local.dynamodb,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          maxAttempts: 1,
        }),
      );
  if (command === 'backfill-exposure') {
    const done = await backfillExposure({
      exposures: dynamoExposureBook(db, table),
      contracts: dynamoContractRepository(db, table),
      clock: { now: () => new Date() },
    });
    console.log(
      `Counted ${done.counted} exposure entries; removed ${done.removed} of contracts no longer live`,
    );
    return 0;
  }
  if (command === 'backfill-policy-index') {
    const after = parsed.values.after;
    const done = await backfillPolicyIndex(
      { contracts: dynamoContractRepository(db, table) },
      {
        ...(after ? { after } : {}),
        onPage: (p) =>
          console.log(
            `Read ${p.scanned} item(s): listed ${p.written} contract(s), ${p.skipped} changed meanwhile` +
              (p.next ? `; resume with --after ${p.next}` : ''),
          ),
      },
    );
    console.log(
      `Done: read ${done.scanned} item(s); listed ${done.written} contract(s); ${done.skipped} changed meanwhile (they carry their own keys)`,
    );
    return 0;
  }
  if (command === 'backfill-client-email-index') {
    const after = parsed.values.after;
    const done = await backfillClientEmailIndex(db, table, {
      ...(after ? { after } : {}),
      onPage: (p) =>
        console.log(
          `Read ${p.scanned} item(s): indexed ${p.written} client e-mail(s), ${p.skipped} changed meanwhile` +
            (p.next ? `; resume with --after ${p.next}` : ''),
        ),
    });
    console.log(
      `Done: read ${done.scanned} item(s); indexed ${done.written} client e-mail(s); ${done.skipped} changed meanwhile`,
    );
    return 0;
  }
  if (command === 'backfill-quote-lists') {
    const after = parsed.values.after;
    const done = await backfillQuoteListIndexes(db, table, {
      ...(after ? { after } : {}),
      onPage: (p) =>
        console.log(
          `Read ${p.scanned} item(s): listed and counted ${p.written} quote(s), ${p.skipped} deleted meanwhile` +
            (p.next ? `; resume with --after ${p.next}` : ''),
        ),
    });
    console.log(
      `Done: read ${done.scanned} item(s); listed and counted ${done.written} quote(s); ${done.skipped} deleted meanwhile`,
    );
    return 0;
  }
  if (command === 'backfill-form-ids') {
    const after = parsed.values.after;
    const done = await backfillFormIds(db, table, {
      ...(after ? { after } : {}),
      onPage: (p) =>
        console.log(
          `Read ${p.scanned} item(s): listed the forms of ${p.written} policy(ies), ${p.skipped} changed meanwhile` +
            (p.next ? `; resume with --after ${p.next}` : ''),
        ),
    });
    console.log(
      `Done: read ${done.scanned} item(s); listed the forms of ${done.written} policy(ies); ${done.skipped} changed meanwhile (run again)`,
    );
    return 0;
  }
  const ended = await logoutEverywhereByEmail(
    {
      users: dynamoUserRepository(db, table),
      sessions: dynamoSessionRepository(db, table),
      clock: { now: () => new Date() },
    },
    email!,
  );
  if (ended === null) {
    console.error(`No account with the e-mail ${email}`);
    return 1;
  }
  console.log(`Ended ${ended} session(s) of ${email}`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
