import { describe, expect, inject, it } from 'vitest';

/** POST a query and answer the status and the request id header, as AppSync's client sees them. */
async function post(headers: Record<string, string>) {
  const { graphqlUrl } = inject('stack');
  const res = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  await res.arrayBuffer();
  return { status: res.status, requestId: res.headers.get('x-amzn-requestid') };
}

describe('request ids (the logs correlation id)', () => {
  it('answers every GraphQL request with its own x-amzn-requestid, as AppSync does', async () => {
    const apiKey = { 'x-api-key': inject('stack').apiKey };
    const [first, second] = [await post(apiKey), await post(apiKey)];
    expect(first.status).toBe(200);
    expect(first.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.requestId).not.toBe(first.requestId);
    // Refused requests too: the id is what an operator searches the logs for.
    expect((await post({})).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never takes the id a caller sends', async () => {
    const forged = await post({ 'x-api-key': inject('stack').apiKey, 'x-amzn-requestid': 'forged-id' });
    expect(forged.requestId).not.toBe('forged-id');
  });
});
