import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import {
  buildSchema,
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type DocumentNode,
} from 'graphql';

import { REQUEST_LIMITS } from '@almanac/core';
import { MAX_SOURCE_NESTING, nestingDepth, requestLimitRules } from './request-limits.js';

export interface AuthorizerResult {
  isAuthorized: boolean;
  resolverContext?: Record<string, string>;
  deniedFields?: string[];
  ttlOverride?: number;
}
/** A handler as Lambda calls it: the event, and a context with the invocation's request id. */
export type LambdaHandler = (event: unknown, context?: { awsRequestId: string }) => Promise<unknown>;

export interface AppSyncEmulatorOptions {
  schemaSdl: string;
  apiKey: string;
  /** `Type.field` → handler, from the shared routing table. */
  resolvers: Map<string, LambdaHandler>;
  authorizer: (event: {
    authorizationToken: string;
    requestContext: Record<string, unknown>;
  }) => Promise<AuthorizerResult>;
  /** Extra local-only routes (mailbox, onboarding stand-in); return true when handled. */
  extraRoutes?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean;
  log?: (line: string) => void;
}

type AuthMode =
  { kind: 'apiKey' } | { kind: 'lambda'; resolverContext: Record<string, string>; deniedFields: Set<string> };

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers':
    'content-type, authorization, x-api-key, apollo-require-preflight, x-amz-user-agent, x-amz-date',
  'access-control-max-age': '86400',
};

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...CORS_HEADERS });
  res.end(JSON.stringify(body));
}
const unauthorized = (res: ServerResponse) =>
  send(res, 401, {
    errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' }],
  });

class BodyTooLarge extends Error {}

/** The request body, refused (BodyTooLarge) past `limit` bytes without reading the rest. */
async function readBody(req: IncomingMessage, limit: number = REQUEST_LIMITS.maxBodyBytes): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw new BodyTooLarge();
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const tooLarge = (res: ServerResponse) => {
  res.setHeader('connection', 'close');
  send(res, 413, {
    errors: [
      {
        errorType: 'PayloadTooLargeException',
        message: `The request body is larger than ${REQUEST_LIMITS.maxBodyBytes} bytes.`,
      },
    ],
  });
};

/** Auth directives on a root field: which modes may call it (none listed → default mode). */
function allowedModes(schema: GraphQLSchema, typeName: string, fieldName: string): Set<string> {
  const field = schema.getType(typeName)?.astNode;
  const def = (field && 'fields' in field ? field.fields : [])?.find((f) => f.name.value === fieldName);
  const modes = new Set((def?.directives ?? []).map((d) => d.name.value).filter((n) => n.startsWith('aws_')));
  if (modes.size === 0) modes.add('aws_lambda');
  return modes;
}

/**
 * An AppSync-compatible GraphQL endpoint: API-key and Lambda-authorizer modes with AppSync's
 * 401 and field-authorization behaviour, direct Lambda resolvers called with AppSync's event
 * shape (arguments, identity.resolverContext, source, info, request), and AppSync-shaped errors.
 */
export function createAppSyncEmulator(options: AppSyncEmulatorOptions) {
  const schema = buildSchema(options.schemaSdl);
  const documents = new Map<string, DocumentNode>();
  // A root field's auth directives, looked up once (the schema does not change while serving).
  const modesByField = new Map<string, Set<string>>();
  const modesOf = (typeName: string, fieldName: string) => {
    const key = `${typeName}.${fieldName}`;
    let modes = modesByField.get(key);
    if (!modes) modesByField.set(key, (modes = allowedModes(schema, typeName, fieldName)));
    return modes;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      return res.end();
    }
    if (options.extraRoutes && (await options.extraRoutes(req, res))) return;
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== '/graphql' || req.method !== 'POST')
      return send(res, 404, { errors: [{ errorType: 'NotFound', message: 'Not found' }] });

    // Like AppSync: one id per GraphQL request, in the response's x-amzn-requestid header, the
    // authorizer's requestContext and every resolver's request headers (the logs' correlation id).
    const requestId = randomUUID();
    res.setHeader('x-amzn-requestid', requestId);

    let body: { query?: string; variables?: Record<string, unknown>; operationName?: string };
    try {
      body = JSON.parse(await readBody(req));
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge(res);
      return send(res, 400, {
        errors: [{ errorType: 'MalformedHttpRequestException', message: 'Unable to parse GraphQL query.' }],
      });
    }
    if (typeof body?.query !== 'string') {
      return send(res, 400, {
        errors: [{ errorType: 'MalformedHttpRequestException', message: 'Query is missing.' }],
      });
    }

    // Authentication: bearer token → Lambda authorizer; else the API key; else 401.
    const authorization = req.headers.authorization;
    const apiKeyHeader = req.headers['x-api-key'];
    let mode: AuthMode;
    if (authorization) {
      const result = await options.authorizer({
        authorizationToken: authorization,
        requestContext: {
          apiId: 'local',
          accountId: '000000000000',
          requestId,
          queryString: body.query,
          operationName: body.operationName,
          variables: body.variables ?? {},
        },
      });
      if (!result.isAuthorized) return unauthorized(res);
      mode = {
        kind: 'lambda',
        resolverContext: result.resolverContext ?? {},
        deniedFields: new Set(result.deniedFields ?? []),
      };
    } else if (apiKeyHeader) {
      if (apiKeyHeader !== options.apiKey) return unauthorized(res);
      mode = { kind: 'apiKey' };
    } else {
      return unauthorized(res);
    }

    let document = documents.get(body.query);
    if (!document) {
      // Refused before parsing: nesting beyond any allowed depth (no recursion over it).
      if (nestingDepth(body.query) > MAX_SOURCE_NESTING) {
        return send(res, 400, {
          data: null,
          errors: [
            {
              errorType: 'ValidationError',
              message: `Query depth limit of ${REQUEST_LIMITS.maxQueryDepth} exceeded.`,
            },
          ],
        });
      }
      try {
        document = parse(body.query, { maxTokens: REQUEST_LIMITS.maxTokens });
      } catch (error) {
        return send(res, 400, {
          data: null,
          errors: [{ errorType: 'MalformedHttpRequestException', message: (error as Error).message }],
        });
      }
      const errors = validate(schema, document, [...specifiedRules, ...requestLimitRules]);
      if (errors.length) {
        return send(res, 400, {
          data: null,
          errors: errors.map((e) => ({
            errorType: 'ValidationError',
            message: e.message,
            locations: e.locations,
          })),
        });
      }
      if (documents.size > 500) documents.clear();
      documents.set(body.query, document);
    }
    const operation = getOperationAST(document, body.operationName);
    if (!operation)
      return send(res, 400, { errors: [{ errorType: 'ValidationError', message: 'Operation not found.' }] });

    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
    ) as Record<string, string>;
    // Like AppSync: the address the connection came from is appended to whatever the caller
    // claimed, so the last entry is the one address nobody can forge.
    const seen = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    headers['x-forwarded-for'] = [headers['x-forwarded-for'], seen].filter(Boolean).join(', ');
    headers['x-amzn-requestid'] = requestId;

    const fieldResolver: GraphQLFieldResolver<unknown, unknown> = async (source, args, _ctx, info) => {
      const parent = info.parentType.name;
      const isRoot = parent === schema.getQueryType()?.name || parent === schema.getMutationType()?.name;
      if (!isRoot) return (source as Record<string, unknown> | null)?.[info.fieldName];
      const key = `${parent}.${info.fieldName}`;
      const modes = modesOf(parent, info.fieldName);
      const denied =
        mode.kind === 'lambda' &&
        [...mode.deniedFields].some(
          (f) => f === key || f.endsWith(`/types/${parent}/fields/${info.fieldName}`),
        );
      const allowed = mode.kind === 'apiKey' ? modes.has('aws_api_key') : modes.has('aws_lambda') && !denied;
      if (!allowed)
        throw new GraphQLError(`Not Authorized to access ${info.fieldName} on type ${parent}`, {
          extensions: { errorType: 'Unauthorized' },
        });
      const handler = options.resolvers.get(key);
      if (!handler)
        throw new GraphQLError(`No resolver for ${key}`, { extensions: { errorType: 'MappingTemplate' } });
      const event = JSON.parse(
        JSON.stringify({
          arguments: args,
          identity: mode.kind === 'lambda' ? { resolverContext: mode.resolverContext } : null,
          source: null,
          info: {
            fieldName: info.fieldName,
            parentTypeName: parent,
            variables: body.variables ?? {},
            selectionSetList: [],
          },
          request: { headers, domainName: null },
          prev: null,
          stash: {},
        }),
      );
      try {
        const result = await handler(event, { awsRequestId: randomUUID() });
        return result === undefined ? null : JSON.parse(JSON.stringify(result));
      } catch (error) {
        const err = error as Error;
        const errorType = err?.name && err.name !== 'Error' ? err.name : 'Lambda:Unhandled';
        throw new GraphQLError(err?.message ?? 'Error', { extensions: { errorType } });
      }
    };

    const result = await execute({
      schema,
      document,
      variableValues: body.variables,
      operationName: body.operationName,
      fieldResolver,
    });
    const errors = result.errors?.map((e) => ({
      path: e.path,
      data: null,
      errorType: (e.extensions?.errorType as string) ?? 'GraphQLError',
      errorInfo: null,
      locations: e.locations?.map((l) => ({ ...l, sourceName: null })),
      message: e.message,
    }));
    const field = operation.selectionSet.selections[0];
    options.log?.(
      `${operation.operation} ${field && 'name' in field ? field.name.value : '?'}${errors?.length ? ` → ${errors[0]!.errorType}` : ''}`,
    );
    send(res, 200, errors?.length ? { data: result.data ?? null, errors } : { data: result.data });
  };

  return createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('[appsync] request failed', error);
      if (!res.headersSent)
        send(res, 500, { errors: [{ errorType: 'InternalFailure', message: 'Internal failure' }] });
    });
  });
}
