import { AppError } from '@almanac/core';
import { describe, expect, it } from 'vitest';
import { collectingLogger } from '../../adapters/logging/collecting-logger.js';
import type { Caller } from '../../use-cases/caller.js';
import { domainHandler, type ResolverEvent } from './resolver.js';

/** A direct Lambda resolver event as AppSync sends it (the local server sends the same). */
const event = (fieldName: string, userId?: string): ResolverEvent => ({
  arguments: { password: 'correct-horse-1' },
  identity: userId
    ? { resolverContext: { userId, role: 'agent', confirmed: 'true', sessionHash: 'h' } }
    : null,
  info: { fieldName, parentTypeName: 'Mutation' },
  request: { headers: { 'x-amzn-requestid': 'appsync-req-1', authorization: 'Bearer secret-session' } },
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: Error) => error,
  );

describe('the resolver boundary', () => {
  it('logs an unhandled error once, with the correlation id, field and user id, and answers INTERNAL_SERVER_ERROR', async () => {
    const logger = collectingLogger();
    const handler = domainHandler(logger, {
      updateUser: async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'id')");
      },
    });
    const error = await failure(handler(event('updateUser', 'user-7'), { awsRequestId: 'lambda-1' }));
    expect(error).toMatchObject({ name: 'INTERNAL_SERVER_ERROR', message: 'Internal Server Error' });
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toMatchObject({
      level: 'error',
      message: 'Unhandled resolver error',
      correlation_id: 'appsync-req-1',
      function_request_id: 'lambda-1',
      field: 'Mutation.updateUser',
      user_id: 'user-7',
      error: { name: 'TypeError', message: "Cannot read properties of undefined (reading 'id')" },
    });
    expect(JSON.stringify(logger.lines)).not.toMatch(/correct-horse-1|secret-session/);
  });

  it('logs a server fault behind a catalogue code once, with its cause, and passes the code on', async () => {
    const logger = collectingLogger();
    const outage = new Error('S3 is down');
    const handler = domainHandler(logger, {
      createParametricQuote: async () => {
        // A use case's own line (a swallowed failure) carries the same context.
        logger.warn('Lease release failed');
        throw new AppError(
          'RISK_API_ERROR',
          undefined,
          { reason: 'DATA_SOURCE_UNAVAILABLE' },
          { cause: outage },
        );
      },
    });
    const error = await failure(handler(event('createParametricQuote', 'user-7')));
    expect(error).toMatchObject({ name: 'RISK_API_ERROR' });
    expect(logger.lines.map((l) => [l.level, l.message, l.correlation_id])).toEqual([
      ['warn', 'Lease release failed', 'appsync-req-1'],
      ['error', 'Resolver failed', 'appsync-req-1'],
    ]);
    expect(logger.lines[1]).toMatchObject({
      error: { name: 'RISK_API_ERROR', cause: { message: 'S3 is down' } },
    });
  });

  it('does not log refusals meant for the caller', async () => {
    const logger = collectingLogger();
    const handler = domainHandler(
      logger,
      {
        login: async () => {
          throw new AppError('INVALID_EMAIL_OR_PASSWORD');
        },
        getQuote: async () => null,
      },
      { public: ['login'] },
    );
    expect(await failure(handler(event('login')))).toMatchObject({ name: 'INVALID_EMAIL_OR_PASSWORD' });
    // No session for a field that needs one.
    expect(await failure(handler(event('getQuote')))).toMatchObject({ name: 'UNAUTHORIZED' });
    expect(logger.lines).toEqual([]);
  });

  it('falls back to the invocation id when AppSync sent no request id', async () => {
    const logger = collectingLogger();
    const handler = domainHandler(logger, {
      saveFeedback: async () => {
        throw new Error('DynamoDB unavailable');
      },
    });
    const noHeaders = { ...event('saveFeedback', 'user-9'), request: { headers: {} } };
    await failure(handler(noHeaders, { awsRequestId: 'lambda-2' }));
    expect(logger.lines).toMatchObject([{ correlation_id: 'lambda-2', user_id: 'user-9' }]);
  });
});

describe('a contract-scoped session (the client review link)', () => {
  const scoped = (fieldName: string, contractId = 'contract-1'): ResolverEvent => ({
    arguments: { id: contractId },
    identity: {
      resolverContext: {
        userId: 'client-1',
        role: 'client',
        confirmed: 'true',
        sessionHash: 'h',
        contractId,
      },
    },
    info: { fieldName, parentTypeName: 'Query' },
  });
  const seen: (Caller | null)[] = [];
  const handler = domainHandler(collectingLogger(), {
    getContract: async (_args, caller) => {
      seen.push(caller);
      return null as never;
    },
    getQuotes: async () => ({ items: [], count: 0 }),
    getUserClients: async () => ({ items: [], count: 0 }),
    logoutEverywhere: async () => 1,
  });

  it('reaches the scoped fields, and the resolver learns the contract', async () => {
    seen.length = 0;
    await handler(scoped('getContract'));
    expect(seen).toEqual([
      { userId: 'client-1', role: 'client', confirmed: true, sessionHash: 'h', contractId: 'contract-1' },
    ]);
  });

  it('is refused every other field with INVALID_PERMISSIONS', async () => {
    for (const field of ['getQuotes', 'getUserClients', 'logoutEverywhere'])
      expect(await failure(handler(scoped(field)))).toMatchObject({ name: 'INVALID_PERMISSIONS' });
  });

  it('an ordinary session is not limited (no contractId in the context)', async () => {
    const unscoped = { ...scoped('getQuotes'), identity: event('getQuotes', 'agent-1').identity };
    expect(await handler(unscoped)).toEqual({ items: [], count: 0 });
    seen.length = 0;
    await handler({ ...scoped('getContract'), identity: event('getContract', 'agent-1').identity });
    expect(seen[0]).not.toHaveProperty('contractId');
  });
});
