import { request } from 'node:http';
import { heavyFieldsMessage, REQUEST_LIMITS } from '@almanac/core';
import { describe, expect, it } from 'vitest';
import { type Auth, expectData, postJson, randomLoopback, send, sendRaw } from './support/api.js';
import { demo, loginAs } from './support/accounts.js';
import { CURRENT_USER } from './support/operations.js';
import { inject } from 'vitest';

/**
 * The errors of a request the server refused before any resolver ran. The documents of this file
 * are built at run time to be too deep, too wide or too large (or introspect): sent raw.
 */
async function refused(query: string, auth: Auth = { apiKey: true }) {
  const started = Date.now();
  const r = await sendRaw(query, {}, auth);
  expect(r.status, JSON.stringify(r.errors)).toBe(400);
  expect(r.data ?? null).toBeNull();
  return { errors: r.errors ?? [], ms: Date.now() - started };
}

const alias = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join('\n');

describe('what one request may cost', () => {
  it('a query nested 5,000 levels deep is a validation error, and the server carries on', async () => {
    const deep = `{ currentUser ${'{ profile '.repeat(5000)}{ firstName }${' }'.repeat(5000)} }`;
    const { errors } = await refused(deep);
    expect(errors[0]).toMatchObject({
      errorType: 'ValidationError',
      message: `Query depth limit of ${REQUEST_LIMITS.maxQueryDepth} exceeded.`,
    });
    expectData(await send(CURRENT_USER, {}, { token: await loginAs(demo.agent) }));
  });

  it(`refuses a depth above ${REQUEST_LIMITS.maxQueryDepth}, introspection included`, async () => {
    const ofTypes = (n: number) => `${'ofType { '.repeat(n)}name${' }'.repeat(n)}`;
    const query = (n: number) => `{ __type(name: "Query") { fields { type { ${ofTypes(n)} } } } }`;
    expectData(await sendRaw(query(REQUEST_LIMITS.maxQueryDepth - 4)));
    const { errors } = await refused(query(REQUEST_LIMITS.maxQueryDepth - 3));
    expect(errors.map((e) => e.message)).toContain(
      `Syntax Error: Query depth limit of ${REQUEST_LIMITS.maxQueryDepth} exceeded, found ${REQUEST_LIMITS.maxQueryDepth + 1}.`,
    );
  });

  it(`runs at most ${REQUEST_LIMITS.maxResolversPerRequest} resolvers a request: 50 aliased logins cost no password hashing`, async () => {
    const token = await loginAs(demo.agent);
    const ten = expectData(
      await sendRaw(
        `{ ${alias(REQUEST_LIMITS.maxResolversPerRequest, 'currentUser { _id }')} }`,
        {},
        { token },
      ),
    );
    expect(Object.keys(ten)).toHaveLength(REQUEST_LIMITS.maxResolversPerRequest);
    const { errors } = await refused(
      `{ ${alias(REQUEST_LIMITS.maxResolversPerRequest + 1, 'currentUser { _id }')} }`,
      {
        token,
      },
    );
    expect(errors[0]!.message).toBe(
      `Resolver count limit of ${REQUEST_LIMITS.maxResolversPerRequest} exceeded, found ${REQUEST_LIMITS.maxResolversPerRequest + 1}.`,
    );
    const logins = await refused(
      `mutation { ${alias(50, `login(email: "${demo.agent}", password: "almanac-demo") { token }`)} }`,
    );
    expect(logins.errors.map((e) => e.message).join(' ')).toMatch(/limit/);
    // 50 scrypt runs take seconds; the refusal takes none of them.
    expect(logins.ms).toBeLessThan(2000);
  });

  it('thousands of aliases are refused while parsing (tokens), 40,000 before reading the body (size)', async () => {
    const { errors, ms } = await refused(`{ ${alias(6_000, '__typename')} }`);
    // (graphql-js spells it "more that".)
    expect(errors[0]!.message).toMatch(
      new RegExp(`^Syntax Error: Document contains more tha[nt] ${REQUEST_LIMITS.maxTokens} tokens`),
    );
    expect(ms).toBeLessThan(2000);
    expect((await sendRaw(`{ ${alias(40_000, '__typename')} }`)).status).toBe(413);
  });

  it(`answers a body over ${REQUEST_LIMITS.maxBodyBytes} bytes with 413`, async () => {
    const { graphqlUrl, apiKey } = inject('stack');
    const body = JSON.stringify({
      query: `{ __typename }`,
      variables: { pad: 'x'.repeat(REQUEST_LIMITS.maxBodyBytes) },
    });
    const res = await postJson(
      graphqlUrl,
      { 'content-type': 'application/json', 'x-api-key': apiKey },
      body,
      randomLoopback(),
    );
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ errors: [{ errorType: 'PayloadTooLargeException' }] });
  });
});

describe('the local mailbox', () => {
  const get = (origin?: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(inject('stack').mailboxUrl, { headers: origin ? { origin } : {} }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });

  it('answers the local web app and tools, not pages of other origins', async () => {
    expect(await get()).toBe(200);
    expect(await get('https://evil.example')).toBe(403);
  });
});

describe('at most one heavy list per request', () => {
  const stats = 'getAgentStats { totalPremiumIndications }';
  const quotes = 'getQuotes { count }';

  it("refuses two aliases of one heavy field, two different ones, and one hidden in a fragment, each with core's message", async () => {
    const token = await loginAs(demo.agent);
    for (const query of [
      `{ a: ${stats} b: ${stats} }`,
      `{ ${stats} ${quotes} }`,
      `query Q { ...Lists ${quotes} } fragment Lists on Query { ${stats} }`,
    ]) {
      const r = await sendRaw(query, {}, { token });
      expect(r.errors?.length, JSON.stringify(r)).toBe(2);
      for (const error of r.errors ?? [])
        expect(error).toMatchObject({ errorType: 'VALIDATION_ERROR', message: heavyFieldsMessage });
      expect(Object.values(r.data ?? {}).every((v) => v === null)).toBe(true);
    }
  });

  it('answers one heavy field with light ones beside it, and counts only the operation that runs', async () => {
    const token = await loginAs(demo.agent);
    const one = expectData(await sendRaw(`{ ${stats} currentUser { _id } }`, {}, { token }));
    expect(one).toMatchObject({ getAgentStats: { totalPremiumIndications: expect.any(Number) } });
    // A document of two operations: only the one that runs is counted.
    const { graphqlUrl } = inject('stack');
    const body = JSON.stringify({
      query: `query A { ${stats} } query B { a: ${quotes} b: ${quotes} }`,
      operationName: 'A',
    });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const chosen = (await postJson(graphqlUrl, headers, body, randomLoopback())).json as {
      data?: unknown;
      errors?: unknown[];
    };
    expect(chosen.errors ?? [], JSON.stringify(chosen)).toEqual([]);
  });
});
