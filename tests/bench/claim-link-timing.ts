/**
 * npm run bench:claim-link — how long the public policy-number modal's call
 * (inviteClientClaimForm) takes for the number of an existing policy and for an unknown one, over
 * HTTP against a fresh local stack in its own process (issue 26 item 6: the answer must not tell
 * whether a policy exists, by its content or its time). Requests alternate between the two numbers,
 * each from its own loopback address (the per-address limit would otherwise stop the work after 20),
 * one at a time; the first WARMUP of each are not counted. Prints the medians and quartiles of
 * both and their difference. CLAIM_LINK_RUNS sets how many of each (default 100: within the overall
 * hourly budget). The machine is shared, so the figures vary from run to run; not a test.
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { formatPolicyNumber, policyCodeFromBytes, RATE_LIMITS } from '@almanac/core';
import { dynamoUserRepository } from '@almanac/functions/adapters/dynamodb/users';
import { gsi1, keys } from '@almanac/functions/adapters/dynamodb/keys';
import { randomBytes } from 'node:crypto';
import { localCredentials, region } from '../../infra/local/emulators.js';
import { startStackProcess } from '../load/stack-child.js';
import { percentile } from '../load/stats.js';
import { reportFigures } from './figures.js';

// This machine runs Node 20; the SDK's notice about its future Node 22 minimum is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const RUNS = Number(process.env.CLAIM_LINK_RUNS ?? 100);
const WARMUP = 5;
const INVITE = 'mutation Invite($policyId: String!) { inviteClientClaimForm(policyId: $policyId) }';
if (2 * (RUNS + WARMUP) > RATE_LIMITS.claimLinkRequestsOverall.limit) {
  console.error(
    `at most ${Math.floor(RATE_LIMITS.claimLinkRequestsOverall.limit / 2) - WARMUP} runs an hour`,
  );
  process.exit(2);
}

/** POST from a chosen loopback address (the local API counts the connection's address). */
function post(
  url: string,
  apiKey: string,
  body: string,
  from: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'x-api-key': apiKey,
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const tableClient = (endpoint: string) =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ region, endpoint, credentials: localCredentials }));

/** A bound, issued policy of the demo client, written straight into the table (only what a lookup reads). */
async function existingPolicy(endpoint: string, tableName: string) {
  const db = tableClient(endpoint);
  const client = await dynamoUserRepository(db, tableName).getByEmail('client@almanac.local');
  if (!client) throw new Error('the demo client is not seeded');
  const policyNumber = formatPolicyNumber('HPC', 2027, policyCodeFromBytes(randomBytes(8)));
  const now = new Date().toISOString();
  const id = `bench-${Date.now()}`;
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.contract(id),
        gsi1pk: gsi1.policyContract(policyNumber),
        gsi1sk: 'CONTRACT',
        entity: 'contract',
        id,
        quoteId: `${id}-quote`,
        status: 'APPROVED',
        version: 1,
        program: 'HPC',
        agentId: 'bench-agent',
        clientId: client.id,
        createdAt: now,
        updatedAt: now,
        boundAt: now,
        policyNumber,
        policyIssuedAt: now,
        riskPeriod: { startDate: '2027-05-01', endDate: '2027-09-30' },
        history: [],
      },
    }),
  );
  db.destroy();
  return { policyNumber, contractId: id };
}

/** Whether the claim link worker mailed the policy's link (its last requested link is recorded). */
async function workerMailed(endpoint: string, tableName: string, contractId: string): Promise<boolean> {
  const db = tableClient(endpoint);
  try {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      const r = await db.send(
        new GetCommand({ TableName: tableName, Key: keys.lastRequestedLink(contractId) }),
      );
      if (r.Item) return true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return false;
  } finally {
    db.destroy();
  }
}

const stack = await startStackProcess();
try {
  const { policyNumber: known, contractId } = await existingPolicy(stack.dynamodbEndpoint, stack.tableName);
  const unknown = formatPolicyNumber('HPC', 2027, policyCodeFromBytes(randomBytes(8)));
  const times: Record<'existing' | 'unknown', number[]> = { existing: [], unknown: [] };
  let address = 0;
  const from = () => {
    address++;
    return `127.${1 + ((address >> 16) & 255)}.${(address >> 8) & 255}.${1 + (address & 127)}`;
  };
  for (let i = 0; i < RUNS + WARMUP; i++) {
    // Alternate which goes first, so neither always follows the other.
    const order = i % 2 ? (['existing', 'unknown'] as const) : (['unknown', 'existing'] as const);
    for (const which of order) {
      const body = JSON.stringify({
        query: INVITE,
        variables: { policyId: which === 'existing' ? known : unknown },
      });
      const t0 = performance.now();
      const res = await post(stack.graphqlUrl, stack.apiKey, body, from());
      const ms = performance.now() - t0;
      if (res.status !== 200 || !res.text.includes('"inviteClientClaimForm":true'))
        throw new Error(`unexpected answer: ${res.status} ${res.text}`);
      if (i >= WARMUP) times[which].push(ms);
    }
  }
  const line = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const f = (p: number) => `${percentile(sorted, p).toFixed(1)} ms`;
    console.log(
      `  ${label.padEnd(16)} median ${f(0.5)}   p25 ${f(0.25)}   p75 ${f(0.75)}   (${values.length} requests)`,
    );
    return percentile(sorted, 0.5);
  };
  console.log(
    `\ninviteClientClaimForm over HTTP, local stack, this machine (${RUNS} each, after ${WARMUP} warm-up)`,
  );
  const a = line('existing policy', times.existing);
  const b = line('unknown number', times.unknown);
  console.log(`  difference of the medians: ${(a - b).toFixed(1)} ms`);
  reportFigures('claim-link', [
    { name: 'existing policy median', kind: 'time', value: a, unit: 'ms' },
    { name: 'unknown number median', kind: 'time', value: b, unit: 'ms' },
  ]);
  const mailed = await workerMailed(stack.dynamodbEndpoint, stack.tableName, contractId);
  console.log(
    `  the worker ${mailed ? 'found the existing policy and mailed its link' : 'did NOT mail the existing policy'}`,
  );
} finally {
  stack.stop();
}
