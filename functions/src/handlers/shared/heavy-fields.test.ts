import { heavyFieldsMessage } from '@almanac/core';
import { describe, expect, it } from 'vitest';
import { collectingLogger } from '../../adapters/logging/collecting-logger.js';
import { countHeavyFields } from './heavy-fields.js';
import { domainHandler, type ResolverEvent } from './resolver.js';

describe('countHeavyFields', () => {
  it('counts every alias of a heavy root field, across fields and fragments', () => {
    expect(countHeavyFields('{ getQuotes { count } currentUser { _id } }')).toBe(1);
    expect(countHeavyFields('{ a: getClaims { count } b: getClaims { count } }')).toBe(2);
    expect(countHeavyFields('{ getAgentStats { x } getExposureSummary { y } }')).toBe(2);
    expect(
      countHeavyFields(
        'query { ...F ... on Query { getQuotes { count } } } fragment F on Query { getClaims { count } }',
      ),
    ).toBe(2);
  });

  it('counts the operation that runs, and nothing in a document that does not parse', () => {
    const doc = 'query A { getQuotes { count } } query B { a: getQuotes { count } b: getQuotes { count } }';
    expect(countHeavyFields(doc, 'A')).toBe(1);
    expect(countHeavyFields(doc, 'B')).toBe(2);
    expect(countHeavyFields('{ getQuotes {', undefined)).toBe(0);
    expect(countHeavyFields(undefined)).toBe(0);
  });
});

describe('a heavy field in a request with another', () => {
  const event = (fieldName: string, heavyFields: string): ResolverEvent => ({
    arguments: {},
    identity: {
      resolverContext: { userId: 'u1', role: 'agent', confirmed: 'true', sessionHash: 'h', heavyFields },
    },
    info: { fieldName, parentTypeName: 'Query' },
  });
  const handler = domainHandler(collectingLogger(), {
    getQuotes: async () => ({ items: [], count: 0 }),
    currentUser: async () => null,
  } as never);

  it("is refused with core's message; alone it answers; a light field is never refused", async () => {
    await expect(handler(event('getQuotes', '2'))).rejects.toMatchObject({
      name: 'VALIDATION_ERROR',
      message: heavyFieldsMessage,
    });
    await expect(handler(event('getQuotes', '1'))).resolves.toEqual({ items: [], count: 0 });
    await expect(handler(event('currentUser', '3'))).resolves.toBeNull();
  });
});
