/**
 * The data `npm run bench:pages` measures the pages on, arranged in a fresh local stack: through
 * the API as an agent would (a client, two saved premium indications, one application waiting for
 * an underwriter and one waiting for the client), then through the repositories where the API
 * would take too long (the operations queue grown to `queueRows` rows by copies of the waiting
 * application, and one review link per navigation, issued as the invitation issues them).
 */
import { revenueYearsFor, programDates, quotingToday } from '@almanac/core';
import { completeApplicationInput } from '../../core/src/applications/application-fixtures.js';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClientOf } from '@almanac/functions/adapters/dynamodb/client';
import { dynamoContractRepository } from '@almanac/functions/adapters/dynamodb/contracts';
import { dynamoOneTimeTokenRepository } from '@almanac/functions/adapters/dynamodb/one-time-tokens';
import { sha256Digest } from '@almanac/functions/adapters/crypto/random';
import { issueOneTimeToken } from '@almanac/functions/use-cases/auth/issue-tokens';
import { randomBytes } from 'node:crypto';
import {
  CreateApplicationDocument,
  CreateClientUserDocument,
  CreateParametricCustomQuoteInFullDocument,
  LoadLoginDocument,
  SaveLpcQuoteDocument,
  SubmitApplicationDocument,
  UpdateApplicationDocument,
} from '../support/graphql/graphql.js';

export interface PagesStack {
  graphqlUrl: string;
  apiKey: string;
  dynamodbEndpoint: string;
  tableName: string;
}

export interface PagesSeed {
  /** The client's last name: it shows in the lists and on the pages measured. */
  clientLastName: string;
  savedQuoteId: string;
  /** The insured's legal name on the applications (the sign page's summary shows it). */
  legalName: string;
  /** Saved premium indications of the demo agent (the dashboard's first counter). */
  savedQuotes: number;
  /** One unused review link token per navigation. */
  reviewTokens: string[];
}

async function call<T>(
  stack: PagesStack,
  document: { toString(): string },
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': stack.apiKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: String(document), variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length)
    throw new Error(`seed call failed: ${JSON.stringify(body.errors ?? res.status)}`);
  return body.data;
}

/** A saved premium indication (HPC at Tampa) of the client, as the quoter saves one. */
async function saveQuote(stack: PagesStack, token: string, client: string, option: number) {
  const dates = programDates('HPC', new Date());
  const priced = await call<{ createParametricCustomQuote: { quotes: { id: string }[] } }>(
    stack,
    CreateParametricCustomQuoteInFullDocument,
    {
      collection: 'cpc',
      dataset: 'cpc_precip_us-daily',
      limit: 100_000,
      strike: 12 + option,
      exhaust: 16 + option,
      units: 'inch',
      start: `${dates.startDate}T00:00:00.000Z`,
      end: `${dates.endDate}T00:00:00.000Z`,
      weightedLocations: [{ lat: 27.95, lon: -82.46, weight: 1 }],
      targetMatch: false,
      currency: 'USD',
      sync: true,
    },
    token,
  );
  const quote = priced.createParametricCustomQuote.quotes[0]!.id;
  const saved = await call<{ saveLPCInsuranceQuote: { id: string } }>(
    stack,
    SaveLpcQuoteDocument,
    { quote, client },
    token,
  );
  return saved.saveLPCInsuranceQuote.id;
}

/** An application of the saved quote, completed and signed by the agent; answers the contract id. */
async function submitApplication(stack: PagesStack, token: string, client: string, quote: string) {
  const created = await call<{ createInsuranceApplication: { id: string } }>(
    stack,
    CreateApplicationDocument,
    { client, quote },
    token,
  );
  const contract = created.createInsuranceApplication.id;
  const input = completeApplicationInput(revenueYearsFor(quotingToday(new Date())));
  await call(stack, UpdateApplicationDocument, { contract, input }, token);
  return contract;
}

async function sign(stack: PagesStack, token: string, contract: string) {
  const signed = await call<{ submitLpcInsuranceApplication: { status: string } }>(
    stack,
    SubmitApplicationDocument,
    {
      contract,
      input: { agentSignature: { signature: 'Dana Reyes', date: quotingToday(new Date()) }, confirmed: true },
    },
    token,
  );
  return signed.submitLpcInsuranceApplication.status;
}

export async function seedPages(
  stack: PagesStack,
  opts: { queueRows: number; reviewLinks: number },
): Promise<PagesSeed> {
  const db = documentClientOf(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: stack.dynamodbEndpoint,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
  const login = await call<{ login: { token: string } }>(stack, LoadLoginDocument, {
    email: 'agent@almanac.local',
    password: 'almanac-demo',
  });
  const token = login.login.token;
  const clientLastName = 'Pagebench';
  const clientEmail = `pages-${randomBytes(4).toString('hex')}@example.com`;
  const client = await call<{ createClientUser: { _id: string } }>(
    stack,
    CreateClientUserDocument,
    { firstName: 'Morgan', lastName: clientLastName, email: clientEmail },
    token,
  );
  const clientId = client.createClientUser._id;

  // Waiting for an underwriter: the local stack prices on demo weather data.
  const underwritten = await saveQuote(stack, token, clientId, 0);
  const pending = await submitApplication(stack, token, clientId, underwritten);
  const pendingStatus = await sign(stack, token, pending);
  if (pendingStatus !== 'PENDING_APPROVAL') throw new Error(`not waiting for review: ${pendingStatus}`);

  // Waiting for the client: its quote marked as priced on observed data before the agent signs.
  const reviewed = await saveQuote(stack, token, clientId, 1);
  const awaiting = await submitApplication(stack, token, clientId, reviewed);
  await db.send(
    new UpdateCommand({
      TableName: stack.tableName,
      Key: { pk: `QUOTE#${reviewed}`, sk: 'QUOTE' },
      UpdateExpression: 'SET #data.origin = :o',
      ExpressionAttributeNames: { '#data': 'data' },
      ExpressionAttributeValues: { ':o': 'observed' },
    }),
  );
  const awaitingStatus = await sign(stack, token, awaiting);
  if (awaitingStatus !== 'AWAITING_CLIENT') throw new Error(`not waiting for the client: ${awaitingStatus}`);

  // The queue: copies of the waiting application, written as the repository writes contracts.
  const contracts = dynamoContractRepository(db, stack.tableName);
  const original = await contracts.get(pending);
  if (!original) throw new Error('the pending application is missing');
  const copies = Array.from({ length: opts.queueRows - 1 }, (_, i) => i);
  const writer = async () => {
    for (let i = copies.shift(); i !== undefined; i = copies.shift())
      await contracts.putIfAbsent({ ...original, id: `${original.id}-q${String(i).padStart(4, '0')}` });
  };
  await Promise.all(Array.from({ length: 8 }, writer));

  // One review link per navigation: each is used up when opened.
  const awaitingContract = await contracts.get(awaiting);
  const ports = {
    oneTimeTokens: dynamoOneTimeTokenRepository(db, stack.tableName),
    clock: { now: () => new Date() },
    random: { token: () => randomBytes(32).toString('base64url') },
    digest: sha256Digest,
  } as unknown as Parameters<typeof issueOneTimeToken>[0];
  const reviewTokens: string[] = [];
  for (let i = 0; i < opts.reviewLinks; i++) {
    const issued = await issueOneTimeToken(
      ports,
      awaitingContract!.clientId,
      'CLIENT_REVIEW_CONTRACT',
      awaiting,
      clientEmail,
    );
    reviewTokens.push(issued.token);
  }
  const { legalName } = completeApplicationInput([]).entityInformation;
  return { clientLastName, legalName, savedQuoteId: underwritten, savedQuotes: 2, reviewTokens };
}
